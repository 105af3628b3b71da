/** Small readers shared by the intent families: words of a clause, spans, where the list or a preference list is named, the request verb. */
import { hasSeq, hasWord, is, isLemma } from '../entities.js';
import { type Clause, politeVerbAt } from '../mood.js';
import type { Token } from '../tokens.js';
import { PreferenceList } from './intent.js';
import { ASKING_WORDS } from '../../lexicon/list-asks.js';

// ─── reading helpers ──────────────────────────────────────────────────────────────────────────────

export const words = (tokens: readonly Token[]) => tokens.filter((t) => t.kind !== 'punct');
/** The span up to (not including) the first token that ends it, or the end. */
export function spanUntil(tokens: readonly Token[], from: number, stop: (t: Token, i: number) => boolean): Token[] {
  const out: Token[] = [];
  for (let i = from; i < tokens.length; i++) {
    if (stop(tokens[i], i)) break;
    out.push(tokens[i]);
  }
  return out;
}
export const isPunctStop = (t: Token) => t.kind === 'punct' && !['-', "'", '&', ','].includes(t.text);

export const LIST_NOUNS = ['list', 'groceries', 'cart', 'basket'];
/** "to my list", "on the shopping list", "from my grocery list", "on there": where a list is named after a preposition. */
export function listRefAt(tokens: readonly Token[]): number {
  for (let i = 0; i < tokens.length; i++) {
    if (!is(tokens[i], 'to', 'on', 'onto', 'in', 'into', 'for', 'from', 'off', 'out', 'of')) continue;
    let j = i + 1;
    if (is(tokens[i], 'out') && is(tokens[j], 'of')) j++;
    if (is(tokens[j], 'my', 'the', 'our', 'this')) j++;
    if (is(tokens[j], 'grocery', 'shopping')) j++;
    if (is(tokens[j], ...LIST_NOUNS) && !isPreferenceNoun(tokens[j + 1])) return i;
    // "put greek yogurt on there", "take the chips off there please": the list pointed at, the clause ending there
    if (is(tokens[i], 'on', 'onto', 'off') && is(tokens[i + 1], 'there') && clauseEndsAt(tokens, i + 2)) return i;
  }
  return -1;
}
/** Whether a clause ends at `at`, but for courtesy ("… please", "… thanks"): the end, a stop or a comma next. */
const clauseEndsAt = (tokens: readonly Token[], at: number) => {
  let k = at;
  while (tokens[k] && ASKING_WORDS.has(tokens[k].norm)) k++;
  return !tokens[k] || tokens[k].kind === 'punct';
};
export const mentionsList = (tokens: readonly Token[]) =>
  hasSeq(tokens, 'grocery|shopping', 'list|lists') || hasSeq(tokens, 'my|the|our', 'list') || hasWord(tokens, 'groceries');

const isPreferenceNoun = (t: Token | undefined) =>
  t !== undefined && isLemma(t, 'allergy', 'allergies', 'dislike', 'dislikes', 'diet', 'diets', 'restriction', 'restrictions');
/** "to my allergies", "from my allergy list", "off my dislikes", "to my dietary restrictions". */
export function preferenceRefAt(tokens: readonly Token[]): { at: number; list: PreferenceList } | null {
  for (let i = 0; i < tokens.length; i++) {
    if (!is(tokens[i], 'to', 'on', 'onto', 'in', 'into', 'from', 'off', 'out', 'as', 'under', 'of')) continue;
    let j = i + 1;
    if (is(tokens[j], 'of')) j++;
    if (is(tokens[j], 'my', 'the', 'our', 'a', 'an')) j++;
    if (is(tokens[j], 'dietary', 'food')) j++;
    const t = tokens[j];
    if (!t) continue;
    if (isLemma(t, 'allergy', 'allergies', 'allergen', 'allergens')) return { at: i, list: 'allergies' };
    if (isLemma(t, 'dislike', 'dislikes', 'disliked', 'hate')) return { at: i, list: 'dislikedIngredients' };
    if (isLemma(t, 'diet', 'diets', 'restriction', 'restrictions')) return { at: i, list: 'dietaryRestrictions' };
  }
  return null;
}

/** Where the clause's main verb is when the clause is a request: first, after "please", after "can you". */
export function requestVerbAt(clause: Clause): number {
  const { tokens, start } = clause;
  const polite = politeVerbAt(tokens, start);
  if (polite >= 0) return polite;
  let i = start;
  if (is(tokens[i], 'please', 'kindly')) i++;
  // "i want to…", "i'd like you to…", "go ahead and…", "let's…"
  if (is(tokens[i], 'i', 'we') && isLemma(tokens[i + 1], 'want', 'would', 'need')) {
    let j = i + 2;
    if (is(tokens[j], 'like', 'love')) j++;
    if (is(tokens[j], 'you')) j++;
    if (is(tokens[j], 'to')) return j + 1;
  }
  if (is(tokens[i], 'go') && is(tokens[i + 1], 'ahead') && is(tokens[i + 2], 'and')) return i + 3;
  if (is(tokens[i], "let's", 'lets')) return i + 1;
  if (is(tokens[i], 'let') && is(tokens[i + 1], 'us')) return i + 2;
  return i;
}
