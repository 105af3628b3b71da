/**
 * An ask hedged among other asks: "take the chips off, and maybe add pretzels instead? and the eggs can be 12" — the
 * hedge ("maybe", "perhaps") and the question mark are courtesy, and the ask is done with the others (requests/
 * several.ts). Alone, "maybe add pretzels?" stays a question: nothing asked before it makes it one of several. Pure.
 */
import { HEDGED_ASK } from '../../lexicon/courtesy.js';

const HEDGED = new RegExp(String.raw`^\s*(?:(?:and|also|then|so|or)\s+)?(?:${HEDGED_ASK.join('|')})[,\s]+(.+?)[\s?]*$`, 'i');

/** The ask of a segment said after another ask, without its hedge and question mark; null when it is not hedged. */
export function hedgedAsk(segment: string): string | null {
  const said = HEDGED.exec(segment);
  return said && !said[1].includes('?') ? said[1] : null;
}
