/**
 * How far a typed word is from a known one, as people mistype: fastest-levenshtein's edit distance, with two
 * neighbouring letters swapped ("lsit" for "list") counted as one slip of the fingers, not two. Pure.
 */
import { distance } from 'fastest-levenshtein';

/** Two neighbouring letters swapped: one slip, though Levenshtein counts two. */
function oneSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const diff: number[] = [];
  for (let i = 0; i < a.length && diff.length <= 2; i++) if (a[i] !== b[i]) diff.push(i);
  return diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]];
}

export function typoDistance(a: string, b: string): number {
  return oneSwap(a, b) ? 1 : distance(a, b);
}

/**
 * Slips a word of this length may hold and still be read as a known word: none below four letters (too many
 * short words are one letter apart), only a swap at four, one from five, two from eight ("brocolli").
 */
export function allowedSlips(length: number): number {
  return length >= 8 ? 2 : length >= 5 ? 1 : length === 4 ? 0.5 : 0;
}

/** Whether `typed` may be a slip for `known`: within the slips its length allows (a swap counts as one, allowed at four letters). */
export function withinSlips(typed: string, known: string): number | null {
  if (typed === known) return 0;
  const allowed = allowedSlips(typed.length);
  if (!allowed) return null;
  if (allowed < 1) return oneSwap(typed, known) ? 1 : null;
  const d = typoDistance(typed, known);
  return d <= allowed ? d : null;
}

/** The known words nearest a typed one, within its slips: several when they are equally near; empty when none is. */
export function nearestWords(typed: string, known: Iterable<string>): { words: string[]; slips: number } {
  let best = Infinity;
  let words: string[] = [];
  for (const word of known) {
    // a word's length bounds its distance: skip the ones that cannot be near
    if (Math.abs(word.length - typed.length) > 2) continue;
    const d = withinSlips(typed, word);
    if (d === null || d > best) continue;
    if (d < best) {
      best = d;
      words = [];
    }
    words.push(word);
  }
  return { words, slips: words.length ? best : 0 };
}
