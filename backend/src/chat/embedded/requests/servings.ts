/**
 * A planned meal made for more or fewer people: "make tomorrow's dinner for 4", "i'm cooking for 3 on friday",
 * "friday dinner for 2 people please", "set sunday lunch to 6 servings". The day or the meal may be left unsaid (asked
 * when answered); the number counts people only when a word of people or portions, the end, or a day follows it.
 * The words are data (lexicon/servings.json). Pure.
 */
import { findDay, findMeal, isDayWord, isMealWord, numberOf } from '../entities.js';
import type { Token } from '../tokens.js';
import { isAfterCount, isOtherChange, isPeopleWord, isServingsVerb } from '../../lexicon/servings.js';
import type { RequestIntent } from './types.js';

/** The most servings a slot takes (the plans' own bound on a recipe added). */
export const MAX_SERVINGS = 10;

const counted = (t: Token | undefined) => {
  const n = numberOf(t);
  return n !== undefined && Number.isInteger(n) && n >= 1 && n <= MAX_SERVINGS ? n : undefined;
};

/** How many people the clause says the meal is for, or undefined. */
function countSaid(tokens: readonly Token[]): number | undefined {
  for (let k = 0; k < tokens.length; k++) {
    const n = counted(tokens[k + 1]);
    const next = tokens[k + 2];
    // "for 4", "for 4 people", "for 3 on friday"
    if (tokens[k].norm === 'for' && n !== undefined) {
      if (!next || next.kind === 'punct' || isPeopleWord(next) || isAfterCount(next) || isDayWord(next) || isMealWord(next)) return n;
    }
    // "feeding 6 on sunday": the number straight after the verb
    if (
      isServingsVerb(tokens[k]) &&
      n !== undefined &&
      (!next || next.kind === 'punct' || isPeopleWord(next) || isAfterCount(next) || isDayWord(next))
    )
      return n;
    // "to 6 servings", "4 portions"
    const m = counted(tokens[k]);
    if (m !== undefined && isPeopleWord(tokens[k + 1]) && tokens[k + 1].norm !== 'of' && tokens[k + 1].norm !== 'us') return m;
  }
  return undefined;
}

export function servingsAsked(tokens: readonly Token[], start: number): Extract<RequestIntent, { type: 'setServings' }> | null {
  const said = tokens.slice(start);
  const day = findDay(said);
  const meal = findMeal(said);
  if ((!day && !meal) || said.some((t) => isOtherChange(t))) return null;
  const servings = countSaid(said);
  if (servings === undefined) return null;
  // a verb of making it, or the number said as servings ("sunday lunch to 6 servings")
  const servingsWord = said.some((t, k) => isPeopleWord(t) && counted(said[k - 1]) !== undefined && !['of', 'us'].includes(t.norm));
  if (!said.some((t) => isServingsVerb(t)) && !servingsWord) return null;
  return { type: 'setServings', servings, ...(day ? { day } : {}), ...(meal ? { meal } : {}) };
}
