/**
 * 'AI Curated Results' (spec §2 Recipes, §3 Recipe search response): when an OpenAI-compatible service
 * is configured, the model picks and orders the best matches among recipes we already found (it can
 * never add one: the person's rules were applied before) and writes one sentence for the banner.
 * Any failure or slow answer gives null, and the caller answers the plain search.
 */
import { Injectable, Logger } from '@nestjs/common';
import { AiClient } from '../ai/ai-client.js';

/** The few fields the model needs of a candidate; the caller's own objects come back untouched. */
export interface CurationCandidate {
  id: number;
  title: string;
  readyInMinutes?: number;
  calories?: number;
  diets?: string[];
}

export interface Curated<T> {
  curated: true;
  results: T[];
  /** Same list under the spec's alternative name. */
  curated_recipes: T[];
  totalFound: number;
  message: string;
}

const MAX_CANDIDATES = 40;

/** Reads {"ids":[..],"message":".."} out of a model's text (bare JSON or inside a code fence). */
export function parseCuration(text: string, allowed: Set<number>): { ids: number[]; message: string } | null {
  const match = text.match(/\{[\s\S]*\}/);
  if (!match) return null;
  try {
    const data = JSON.parse(match[0]) as { ids?: unknown; message?: unknown };
    if (!Array.isArray(data.ids)) return null;
    const ids = [...new Set(data.ids.map(Number).filter((id) => Number.isInteger(id) && allowed.has(id)))];
    const message = typeof data.message === 'string' ? data.message.replace(/\s+/g, ' ').trim().slice(0, 300) : '';
    return ids.length ? { ids, message } : null;
  } catch {
    return null;
  }
}

@Injectable()
export class RecipeCurator {
  private readonly logger = new Logger(RecipeCurator.name);

  constructor(private readonly ai: AiClient) {}

  /** True when an AI service is configured (OPENAI_API_KEY). */
  get enabled(): boolean {
    return this.ai.enabled;
  }

  /**
   * The candidates the model thinks answer `query` best, best first, at most `limit`, with a banner
   * message; null when curation is off, fails, or picks nothing we know.
   */
  async curate<T extends CurationCandidate>(query: string, candidates: T[], limit = 12): Promise<Curated<T> | null> {
    if (!this.ai.enabled || !candidates.length) return null;
    const pool = candidates.slice(0, MAX_CANDIDATES);
    const byId = new Map(pool.map((c) => [c.id, c]));
    try {
      const completion = await this.ai.complete(
        {
          temperature: 0.2,
          messages: [
            {
              role: 'system',
              content:
                'You curate recipe search results for a meal-planning app. Choose only from the candidate ids given, best match first. Reply with JSON only: {"ids": [numbers], "message": "one friendly sentence about the picks"}.',
            },
            {
              role: 'user',
              content: JSON.stringify({
                query: query.slice(0, 200),
                limit,
                candidates: pool.map((c) => ({
                  id: c.id,
                  title: c.title,
                  minutes: c.readyInMinutes,
                  calories: c.calories,
                  diets: c.diets,
                })),
              }),
            },
          ],
        },
        'curation',
      );
      const parsed = parseCuration(completion.choices[0]?.message?.content ?? '', new Set(byId.keys()));
      if (!parsed) return null;
      const results = parsed.ids.slice(0, limit).map((id) => byId.get(id)!);
      const message = parsed.message || `AI picked ${results.length} recipe${results.length === 1 ? '' : 's'} for "${query}"`;
      return { curated: true, results, curated_recipes: results, totalFound: results.length, message };
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'recipe curation failed; answering the plain search');
      return null;
    }
  }
}
