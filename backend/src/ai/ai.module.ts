import { Module } from '@nestjs/common';
import { AiClient } from './ai-client.js';

/** The OpenAI-compatible service, for any module that uses it (chat, recipes, meal plans). */
@Module({ providers: [AiClient], exports: [AiClient] })
export class AiModule {}
