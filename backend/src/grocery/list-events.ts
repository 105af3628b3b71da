import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Redis } from 'ioredis';
import { redisConnectionFromUrl } from '../common/redis-connection.js';
import { Settings } from '../config/settings.js';
import { whenCommitted } from '../common/after-commit.js';
import { SeatChanges } from '../households/seat-changes.js';

/** What a device hears after a change of a list: its new version, and the operations that made it (none for other writes). */
export interface ListChange {
  mealPlanId: string;
  version: number;
  opIds: string[];
}

/** How often an open stream says it is alive, so proxies and phones do not close a quiet connection. */
export const KEEP_ALIVE_MS = 20_000;

/** One device's open stream, and the person it is open for. */
interface Follower {
  personId: string;
  send(message: string): void;
  end(): void;
}

/** The channel's key (after the prefix) that says a person's seat at a household ended: their streams close. */
const SEAT_ENDED = 'seat-ended:';

/**
 * The live channel of grocery lists (issue #21): after every committed change of a list, `changed` publishes
 * `{ mealPlanId, version, opIds }` on the list's Redis channel (`<prefix>:list:<mealPlanId>`), from whichever
 * process made it (an API process, or a worker running the plan follower); every API process streams what
 * it hears to the devices it has open (Server-Sent Events). The channel is per list, not per person, so a
 * household sharing a list will share it.
 *
 * One publishing and one subscribed Redis connection per process, not one per device: the subscriber listens
 * to every list's channel with one pattern and hands each message to the streams open on that list. Both are
 * made on first use, so a worker never subscribes. Redis being away costs the live updates only (devices
 * fall back to revalidating): a change is never refused for it.
 */
@Injectable()
export class ListEvents implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ListEvents.name);
  private readonly prefix: string;
  private publisher?: Redis;
  private subscriber?: Promise<Redis>;
  private readonly followers = new Map<string, Set<Follower>>();

  constructor(
    private readonly settings: Settings,
    private readonly em: EntityManager,
    private readonly seats: SeatChanges,
  ) {
    this.prefix = `${settings.queuePrefix}:list:`;
  }

  /**
   * A person removed from a household (or leaving it) stops hearing its lists at once: their streams on this
   * process end now, and every other API process is told on the same Redis pattern the lists use.
   */
  onModuleInit(): void {
    this.seats.onSeatEnded(async (userId) => {
      this.endStreamsOf(userId);
      try {
        this.publisher ??= this.connect('publisher');
        await this.publisher.publish(this.prefix + SEAT_ENDED + userId, '{}');
      } catch (error) {
        this.logger.warn({ err: (error as Error).message }, 'seat end not published; other processes end those streams on reconnect');
      }
    });
  }

  /** Ends every stream this process has open for the person; their device reconnects and is answered 404. */
  private endStreamsOf(personId: string): void {
    for (const set of this.followers.values()) for (const follower of set) if (follower.personId === personId) follower.end();
  }

  /** Tells every device on the list that it changed (after the change committed); never throws. */
  changed(mealPlanId: string, opIds: readonly string[] = []): Promise<void> {
    return whenCommitted(() => this.publish(mealPlanId, opIds));
  }

  private async publish(mealPlanId: string, opIds: readonly string[]): Promise<void> {
    try {
      const [row] = await this.em
        .getConnection()
        .execute<{ version: string }[]>('select version from grocery_lists where meal_plan_id = ?', [mealPlanId]);
      const change: ListChange = { mealPlanId, version: Number(row?.version ?? 0), opIds: [...opIds] };
      this.publisher ??= this.connect('publisher');
      await this.publisher.publish(this.prefix + mealPlanId, JSON.stringify(change));
    } catch (error) {
      this.logger.warn({ err: (error as Error).message, mealPlanId }, 'list change not published; devices will revalidate');
    }
  }

  /**
   * Streams the list's changes to one device as Server-Sent Events until it goes: `ready` with the list's
   * version once this process hears the list's channel, then `list` after every change, and a comment line
   * every 20 s, until the person's seat at the household ends. Whoever calls this has checked the person may read the list.
   */
  async stream(req: Request, res: Response, mealPlanId: string, version: number, personId: string): Promise<void> {
    // Long-lived: no socket timeout, no buffering by a proxy (X-Accel-Buffering) or by compression (no-transform).
    req.socket.setTimeout(0);
    req.socket.setNoDelay(true);
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    let open = true;
    const follower: Follower = {
      personId,
      send: (message) => {
        if (open) res.write(`event: list\ndata: ${message}\n\n`);
      },
      end: () => {
        open = false;
        res.end();
      },
    };
    const alive = setInterval(() => open && res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    alive.unref();
    const leave = () => {
      open = false;
      clearInterval(alive);
      const set = this.followers.get(mealPlanId);
      set?.delete(follower);
      if (set && !set.size) this.followers.delete(mealPlanId);
    };
    res.on('close', leave);
    let followers = this.followers.get(mealPlanId);
    if (!followers) this.followers.set(mealPlanId, (followers = new Set()));
    followers.add(follower);
    try {
      await this.listening();
    } catch (error) {
      // no live updates without Redis: the device is told so by the stream ending, and revalidates instead
      this.logger.warn({ err: (error as Error).message }, 'cannot hear list changes; a device stream was closed');
      res.end();
      return;
    }
    if (open) res.write(`retry: 3000\nevent: ready\ndata: ${JSON.stringify({ version })}\n\n`);
  }

  /** How many device streams this process has open (the bench's memory per connection). */
  openStreams(): number {
    let count = 0;
    for (const set of this.followers.values()) count += set.size;
    return count;
  }

  async onModuleDestroy(): Promise<void> {
    // open streams would keep the HTTP server from closing
    for (const set of this.followers.values()) for (const follower of set) follower.end();
    this.followers.clear();
    this.publisher?.disconnect();
    if (this.subscriber) (await this.subscriber.catch(() => null))?.disconnect();
  }

  /** The one subscribed connection of this process, listening to every list's channel. */
  private listening(): Promise<Redis> {
    this.subscriber ??= (async () => {
      const subscriber = this.connect('subscriber');
      subscriber.on('pmessage', (_pattern: string, channel: string, message: string) => {
        const key = channel.slice(this.prefix.length);
        if (key.startsWith(SEAT_ENDED)) return this.endStreamsOf(key.slice(SEAT_ENDED.length));
        const set = this.followers.get(key);
        if (set) for (const follower of set) follower.send(message);
      });
      await subscriber.psubscribe(`${this.prefix}*`);
      return subscriber;
    })();
    // a failed subscription is tried again by the next device that connects
    this.subscriber.catch(() => (this.subscriber = undefined));
    return this.subscriber;
  }

  private connect(role: string): Redis {
    const redis = new Redis({ ...(redisConnectionFromUrl(this.settings.redisUrl) as object), maxRetriesPerRequest: 1 });
    redis.on('error', (error: Error) => this.logger.debug({ err: error.message, role }, 'list channel: Redis error'));
    return redis;
  }
}
