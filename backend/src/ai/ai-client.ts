/**
 * The one adapter to the OpenAI-compatible service (OPENAI_API_KEY, OPENAI_BASE_URL — OpenAI, Ollama,
 * vLLM — and OPENAI_MODEL): it owns the client, the model, how long each use may take and how often it
 * is retried. Features (the assistant, recipe curation, the plan note) ask it; none builds a client.
 * Off without a key: `enabled` is false and features fall back to what works offline.
 */
import { Injectable } from '@nestjs/common';
import OpenAI from 'openai';
import type {
  ChatCompletion,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import { Settings } from '../config/settings.js';

/**
 * What each use may spend: the assistant is waited for (a person is reading), retried once; curation and
 * the plan note are extras with a plain answer to fall back on, so they give up sooner and never retry.
 */
export const AI_USES = {
  assistant: { timeoutMs: 30_000, maxRetries: 1 },
  curation: { timeoutMs: 8_000, maxRetries: 0 },
  planNote: { timeoutMs: 8_000, maxRetries: 0 },
} as const;

export type AiUse = keyof typeof AI_USES;

/** The service is not configured, or did not answer in time, or answered with an error. */
export class AiUnavailable extends Error {}

export type AiRequest = Omit<ChatCompletionCreateParamsNonStreaming, 'model'>;
/** A message and a tool as the Chat Completions wire format has them (so features need not import the SDK). */
export type AiMessage = ChatCompletionMessageParam;
export type AiTool = ChatCompletionTool;

@Injectable()
export class AiClient {
  private readonly client: OpenAI | null;
  readonly model: string;

  constructor(settings: Settings) {
    this.client = settings.openaiApiKey ? new OpenAI({ apiKey: settings.openaiApiKey, baseURL: settings.openaiBaseUrl }) : null;
    this.model = settings.openaiModel;
  }

  /** True when a service is configured (OPENAI_API_KEY). */
  get enabled(): boolean {
    return this.client !== null;
  }

  /** One chat completion on the configured model, within the use's time and retries; AiUnavailable on any failure. */
  async complete(request: AiRequest, use: AiUse): Promise<ChatCompletion> {
    if (!this.client) throw new AiUnavailable('No AI service is configured (OPENAI_API_KEY)');
    const { timeoutMs, maxRetries } = AI_USES[use];
    try {
      return await this.client.chat.completions.create({ ...request, model: this.model }, { timeout: timeoutMs, maxRetries });
    } catch (error) {
      throw new AiUnavailable((error as Error).message);
    }
  }
}
