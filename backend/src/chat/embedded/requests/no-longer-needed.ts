/**
 * A thing said to be needed no more is taken off the list: "i dont need the cheese anymore", "we don't need
 * eggs this week", "no need for milk". What is named is read as the grammar reads "remove … from my list", so
 * the list's own matching (and "which cheese?" when several lines match) applies. Pure.
 */
import type { Intent } from '../intents.js';

const NOT_NEEDED =
  /^(?:(?:ok|okay|oh|actually|so|hmm|also)[,\s]+)*(?:(?:(?:i|we)\s+)?(?:do\s*n[o']?t|don'?t|no\s+longer)\s+need|no\s+need\s+for|(?:i|we)\s+(?:have|got)\s+enough)\s+(?:the\s+|any\s+|those\s+|that\s+|more\s+)?(.+?)(?:\s+(?:any\s*more|no\s+more|this\s+week|after\s+all|now))*(?:[\s,]+(?:please|thanks|thank\s+you|thx|ty))?[\s.!]*$/i;

/** "no more chips or candy on the list pls": what is named is to be on the list no more. */
const NO_MORE_ON_LIST =
  /^(?:(?:ok|okay|oh|actually|so|hmm|also|and)[,\s]+)*no\s+more\s+(?:the\s+|any\s+)?(.+?)\s+(?:on|in)\s+(?:the|my|our)\s+(?:grocery\s+|shopping\s+)?(?:list|cart)(?:[\s,]+(?:please|pls|plz|thanks|thank\s+you|thx|ty))?[\s.!]*$/i;

/**
 * "the cookies aren't needed anymore", "crisps no longer needed": the thing first, then that it is needed no more
 * (a reason may follow after a comma: "…, the party's off").
 */
const NEEDED_NO_MORE =
  /^(?:(?:ok|okay|oh|actually|so|hmm|also|and)[,\s]+)*(?:the\s+|our\s+|my\s+|those\s+)?(.+?)\s+(?:(?:is|are|r)\s*(?:n'?t|not|no\s+longer)|no\s+longer)\s+needed(?:\s+(?:any\s*more|no\s+more|this\s+week|after\s+all|now))*(?:[\s,]+(?:please|pls|plz|thanks|thank\s+you|thx|ty))?(?:\s*[,;.!-]\s*[^,;.!?]*)?[\s.!]*$/i;

export function noLongerNeeded(text: string, parse: (text: string) => Intent): Intent | null {
  const thing = (NOT_NEEDED.exec(text.trim()) ?? NO_MORE_ON_LIST.exec(text.trim()) ?? NEEDED_NO_MORE.exec(text.trim()))?.[1];
  if (!thing || /\b(?:to|it|that|this|them|help|you|a\s+new|plan|recipe)\b/i.test(thing)) return null;
  // "chips or candy": neither is wanted
  const intent = parse(`remove ${thing.replace(/\s+or\s+/gi, ' and ')} from my list`);
  return intent.type === 'removeGrocery' || (intent.type === 'several' && intent.parts.every((p) => p.type === 'removeGrocery'))
    ? intent
    : null;
}
