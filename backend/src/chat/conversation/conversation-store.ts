import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { redisConnectionFromUrl } from '../../common/redis-connection.js';
import { Settings } from '../../config/settings.js';
import { CONVERSATION_TTL_SECONDS, parseState, type ConversationState } from './state.js';

/**
 * Each person's conversation state (state.ts), in Redis under `<prefix>:chat:conversation:<userId>`, kept an
 * hour after the last message. Every API process reads the same state, so a follow-up lands right whichever
 * process answers it. Redis being away costs the follow-ups only: the state reads as empty and is not saved,
 * and the chat answers as if the message came first.
 */
@Injectable()
export class ConversationStore implements OnModuleDestroy {
  private readonly logger = new Logger(ConversationStore.name);
  private readonly prefix: string;
  private redis?: Redis;

  constructor(private readonly settings: Settings) {
    this.prefix = `${settings.queuePrefix}:chat:conversation:`;
  }

  async read(userId: string): Promise<ConversationState> {
    try {
      return parseState(await this.client().get(this.prefix + userId));
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'conversation state not read; answering without it');
      return {};
    }
  }

  async save(userId: string, state: ConversationState): Promise<void> {
    try {
      await this.client().set(this.prefix + userId, JSON.stringify(state), 'EX', CONVERSATION_TTL_SECONDS);
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'conversation state not saved');
    }
  }

  async clear(userId: string): Promise<void> {
    try {
      await this.client().del(this.prefix + userId);
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'conversation state not cleared');
    }
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }

  private client(): Redis {
    if (!this.redis) {
      this.redis = new Redis({ ...(redisConnectionFromUrl(this.settings.redisUrl) as object), maxRetriesPerRequest: 1 });
      this.redis.on('error', (error: Error) => this.logger.debug({ err: error.message }, 'conversation state: Redis error'));
    }
    return this.redis;
  }
}
