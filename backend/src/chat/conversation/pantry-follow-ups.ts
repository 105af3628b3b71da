/**
 * The pantry after a thing was spoken of: "add it to my pantry" puts that thing there (never on the list), and after
 * "do i have cumin at home", "i do actually, add it" says the person has it — into the pantry too. "add it" alone
 * still means the list. Pure.
 */
import { is } from '../embedded/entities.js';
import type { Intent } from '../embedded/intents.js';
import { ADD_VERBS } from '../embedded/intents/grocery.js';
import { listRefAt } from '../embedded/intents/reading.js';
import { joinTokens, type Token } from '../embedded/tokens.js';
import { HAVING_IT } from '../lexicon/conversation-words.js';
import { pointBackAt } from './references.js';
import { thingSpokenOf, type ConversationState } from './state.js';

// ("we ran out of it last week" after "do we have any oats": none left of it)
const PANTRY_CHANGES: ReadonlySet<Intent['type']> = new Set(['addPantry', 'removePantry', 'usedUp']);
const thingWord = (text: string): Token => ({ text, norm: text, lemma: text, pos: 'NOUN', kind: 'word', space: true });

/** "i do", "we've got some", "i have it": the person says they have it. */
const saysHaving = (tokens: readonly Token[]) =>
  tokens.some(
    (t, i) =>
      is(t, 'i', 'we') &&
      (is(tokens[i + 1], ...HAVING_IT) || (is(tokens[i + 1], 'actually', 'already') && is(tokens[i + 2], ...HAVING_IT))),
  );

/** The pantry change the message asks of the thing spoken of, or null. */
export function pantryOfThing(tokens: readonly Token[], state: ConversationState, parse: (text: string) => Intent): Intent | null {
  const thing = thingSpokenOf(state);
  const pointer = pointBackAt(tokens);
  if (!thing || !pointer || pointer.length === 0) return null;
  // "add it to my pantry", "take that out of the pantry": the thing in place of the pointer
  // (the thing as the catalogue names it, and without the words in brackets: "Butter (salted)" is butter said)
  const plainName = thing.replace(/\s*\([^)]*\)/g, '').trim();
  for (const name of new Set([plainName || thing, thing])) {
    const reread = parse(joinTokens([...tokens.slice(0, pointer.at), thingWord(name), ...tokens.slice(pointer.at + pointer.length)]));
    if (PANTRY_CHANGES.has(reread.type)) return reread;
  }
  // after "do i have cumin at home": "i do actually, add it" (the list not named)
  const askedHome = !!state.said && parse(state.said).type === 'atHome';
  if (
    !askedHome ||
    !saysHaving(tokens) ||
    listRefAt(tokens) >= 0 ||
    !tokens.some((t) => is(t, ...ADD_VERBS) || ADD_VERBS.includes(t.lemma))
  )
    return null;
  const home = parse(`add ${thing} to my pantry`);
  return home.type === 'addPantry' ? home : null;
}

/** A pointer after "out of", "from", "off": where a thing is taken from ("take the salt out of that"). */
const TAKEN_FROM = /\b(out of|out from|from|off|off of)\s+(?:that|this|it|there|those|these|them|that list|this list)\b/i;

/**
 * Just after the pantry was listed, "take the salt out of that, ran out", "remove oil from it": "that" is the pantry
 * shown — the thing comes out of the pantry, never off the grocery list. Null when the pantry was not what was listed.
 */
export function outOfPantryListed(message: string, state: ConversationState, parse: (text: string) => Intent): Intent | null {
  if (!state.said || !TAKEN_FROM.test(message) || parse(state.said).type !== 'pantryList') return null;
  const reread = parse(message.replace(TAKEN_FROM, '$1 my pantry'));
  return reread.type === 'removePantry' || (reread.type === 'several' && reread.parts.every((p) => p.type === 'removePantry'))
    ? reread
    : null;
}
