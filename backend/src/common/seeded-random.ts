/**
 * Deterministic random numbers, pure: the planner's search, the planner bench's profile draw and the classifier's
 * training order each give the same result for the same seed.
 */

/** mulberry32: a small generator over a 32-bit state, answering numbers in [0, 1). */
export function mulberry32(state: number): () => number {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed said as text (or a number, read as its text), hashed (FNV-1a) to the generator's state. */
export function seededRandom(seed: string | number): () => number {
  const text = String(seed);
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return mulberry32(h >>> 0);
}
