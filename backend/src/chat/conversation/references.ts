/**
 * Where a message points back at what was said before: "it", "that one", "instead" (the meal or recipe
 * spoken of last), "the second one" (a recipe listed). Pure, over the embedded assistant's tokens.
 */
import { is } from '../embedded/entities.js';
import type { Token } from '../embedded/tokens.js';
import type { Reference } from './state.js';

/** Ordinal words and their place in a list shown (0-based; the last is -1). */
export const ORDINALS: Record<string, number> = {
  first: 0,
  '1st': 0,
  second: 1,
  '2nd': 1,
  third: 2,
  '3rd': 2,
  fourth: 3,
  '4th': 3,
  fifth: 4,
  '5th': 4,
  last: -1,
};
/**
 * Whether a name read as a thing is only a place in a list shown ("second", "the 2nd one", "last item"): such a name
 * points at what was listed, and is never a thing to store.
 */
export function namesPlace(name: string): boolean {
  const said = name
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w && w !== 'the');
  return said.length > 0 && ORDINALS[said[0]] !== undefined && said.slice(1).every((w) => ['one', 'item', 'line', 'thing'].includes(w));
}

/** What follows an ordinal when it means a listed recipe: "the second one", "the third recipe", "the last option". */
const LISTED_NOUNS = ['one', 'recipe', 'option', 'idea', 'suggestion', 'dish', 'choice', 'pick'];
/** Words that stand for the thing spoken of; "that"/"this" only when no noun of their own follows. */
const PRONOUNS = ['it', 'that', 'this', 'them', 'those', 'these'];

/** "the second one", "the 3rd recipe", "number 2", "option 2", "#2": a listed recipe's place. */
export function ordinalAt(tokens: readonly Token[]): number | null {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const place = ORDINALS[t.norm] ?? ORDINALS[t.text];
    if (place !== undefined && (is(tokens[i + 1], ...LISTED_NOUNS) || (is(tokens[i - 1], 'the') && endsPhrase(tokens[i + 1]))))
      return place;
    if (is(t, 'number', 'option', 'recipe', '#') && tokens[i + 1]?.kind === 'number') {
      const n = Number(tokens[i + 1].text);
      if (Number.isInteger(n) && n >= 1 && n <= 10) return n - 1;
    }
  }
  return null;
}

const endsPhrase = (t: Token | undefined) => t === undefined || t.kind === 'punct' || is(t, 'please', 'for', 'to', 'on', 'in', 'instead');

/**
 * Where the message points back with a pronoun ("does it have dairy in it", "how many calories is that",
 * "swap that one", "that meal"), and how many words the pointing takes; null when it does not. "That"
 * joining two clauses ("I think that…") or naming a time ("this week") does not point back; "instead" does,
 * with no words to replace.
 */
export function pointBackAt(tokens: readonly Token[]): { at: number; length: number } | null {
  let instead: { at: number; length: number } | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (is(t, 'instead')) instead ??= { at: i, length: 0 };
    if (!is(t, ...PRONOUNS)) continue;
    const next = tokens[i + 1];
    if (is(next, 'week', 'weekend', 'morning', 'evening', 'afternoon', 'month', 'year', 'time')) continue;
    if (is(t, 'that', 'this') && next && next.pos === 'PRON') continue;
    if (is(t, 'that') && is(next, 'is', "'s") && is(tokens[i + 2], 'all', 'it')) continue;
    return { at: i, length: is(t, 'that', 'this') && is(next, 'one', 'meal', 'recipe', 'dish', 'day', 'night') ? 2 : 1 };
  }
  return instead;
}

export const pointsBack = (tokens: readonly Token[]) => pointBackAt(tokens) !== null;

/** The reference a message makes, the listed one first: "swap it for the second one" means the recipe. */
export function referenceIn(tokens: readonly Token[]): Reference | null {
  const place = ordinalAt(tokens);
  if (place !== null) return { kind: 'ordinal', index: place };
  // "instead" changes a wish ("something vegetarian instead"); only a pronoun asks about the thing itself.
  return (pointBackAt(tokens)?.length ?? 0) > 0 ? { kind: 'pronoun' } : null;
}
