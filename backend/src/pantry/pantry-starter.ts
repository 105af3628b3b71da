import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** backend/data/pantry-starter.json, two folders above this file in src (tests) and in dist (the app) alike. */
const STARTER_FILE = fileURLToPath(new URL('../../data/pantry-starter.json', import.meta.url));

let cached: readonly string[] | null = null;

/** The catalogue slugs of the starter set of staples (data, reviewed as data). */
export function loadStarterSlugs(): readonly string[] {
  if (cached) return cached;
  const data = JSON.parse(readFileSync(STARTER_FILE, 'utf8')) as { staples?: unknown };
  if (!Array.isArray(data.staples) || !data.staples.every((s): s is string => typeof s === 'string' && /^[a-z0-9-]+$/.test(s))) {
    throw new Error(`${STARTER_FILE}: "staples" must be a list of catalogue slugs`);
  }
  cached = Object.freeze([...data.staples]);
  return cached;
}
