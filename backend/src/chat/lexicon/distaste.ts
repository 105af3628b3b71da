/**
 * How a food is said to be not for one without a verb of disliking, as data (distaste.json beside this file): words of
 * distaste and the degrees said before them, verbs a food that makes one unwell is said with, and phrases that say so
 * alone. Read by requests/preference-statements.ts. Pure.
 */
import { lexiconFile } from './data-file.js';

interface Distaste {
  distaste: readonly string[];
  degrees: readonly string[];
  upsets: readonly string[];
  disagrees: readonly string[];
}

let read: Distaste | null = null;
const words = () => (read ??= lexiconFile<Distaste>('distaste.json'));

/** Phrases as one pattern's alternatives, longest first; an apostrophe optional, spaces as any spacing. */
function alternatives(list: readonly string[]): string {
  return [...list]
    .sort((a, b) => b.length - a.length)
    .map((p) =>
      p
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/'/g, "'?")
        .replace(/\s+/g, String.raw`\s+`),
    )
    .join('|');
}

/** Patterns of the words, built once. */
let built: { distaste: string; degrees: string; upsets: string; disagrees: string } | null = null;

/** The vocabulary as pattern sources (non-capturing alternatives) to build the statements' patterns with. */
export function distastePatterns(): { distaste: string; degrees: string; upsets: string; disagrees: string } {
  if (built) return built;
  const w = words();
  built = {
    distaste: `(?:${alternatives(w.distaste)})`,
    degrees: `(?:(?:${alternatives(w.degrees)}) )*`,
    upsets: `(?:${alternatives(w.upsets)})`,
    disagrees: `(?:${alternatives(w.disagrees)})`,
  };
  return built;
}
