/**
 * The grocery lines a phrase names: the line whose name it is, else every line whose name holds it as whole
 * words ("cheese" → Cheddar cheese, Cream cheese, Parmesan cheese), so that "take the cheese off" with several
 * cheeses on the list is asked about rather than done to one of them. Names compared in the kitchen's normal
 * form (kitchen/words.ts). Pure.
 */
import { normaliseName } from '../../kitchen/words.js';

export function linesNamed<T extends { name: string }>(lines: readonly T[], phrase: string): T[] {
  const wanted = normaliseName(phrase);
  if (!wanted) return [];
  const same = lines.filter((l) => normaliseName(l.name) === wanted);
  if (same.length) return same;
  return lines.filter((l) => ` ${normaliseName(l.name)} `.includes(` ${wanted} `));
}
