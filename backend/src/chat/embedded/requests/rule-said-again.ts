/**
 * "peanuts were a false alarm, please remove the allergy", "sesame turned out fine, take the allergy off",
 * "i eat leeks now, remove the dislike": a rule taken off by the name of its list ("that allergy"), of the food or
 * diet the same message names — taken off that list. Null when the message names no one such thing (a rule spoken of
 * earlier in the conversation: "take that allergy off" alone is asked what, which the conversation reads against the rule
 * just spoken of, conversation/follow-up.ts), or several (the grammar's reading stands). Pure.
 */
import { allergensNamed } from '../../../kitchen/dietary-rules.js';
import { DIET_NAMES } from '../../../kitchen/vocabulary.js';
import type { Intent, PreferenceList } from '../intents.js';
import { findDiet } from '../entities.js';
import { tokenize } from '../tokens.js';
import { foodsNamed } from './several.js';

/** A list named again as what to take off: "take that allergy off", "remove the dislike", "drop my diet". */
const LIST_TAKEN_OFF =
  /\b(?:(?:take|get|scratch|cross|strike) (?:that|this|the|my) (allergy|dislike|diet|restriction)(?: thing)? (?:off|out|away)|(?:remove|drop|delete|clear|lose|ditch|cancel|take off|get rid of|scratch off|cross off) (?:that|this|the|my) (allergy|dislike|diet|restriction)(?: thing)?)\b/;

const LISTS: Record<string, PreferenceList> = {
  allergy: 'allergies',
  dislike: 'dislikedIngredients',
  diet: 'dietaryRestrictions',
  restriction: 'dietaryRestrictions',
};

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function ruleSaidAgain(text: string): Intent | null {
  const said = text.toLowerCase();
  const taken = LIST_TAKEN_OFF.exec(said);
  if (!taken) return null;
  const list = LISTS[taken[1] ?? taken[2]];
  const rest = `${said.slice(0, taken.index)} ${said.slice(taken.index + taken[0].length)}`;
  const nothingElse = !/[a-z]/.test(rest.replace(/\b(?:please|pls|you|can|could|just|now|ok|okay|so|then|and)\b/g, ''));
  if (nothingElse) return { type: 'vague', ask: 'what', about: 'remove' };
  if (list === 'dietaryRestrictions') {
    const diet = findDiet(tokenize(rest));
    return diet ? { type: 'removePreference', list, value: DIET_NAMES[diet] } : null;
  }
  // the allergens the rest names ("peanuts"), else its catalogue foods ("mango")
  const words = rest.match(/[a-z][a-z'-]*/g) ?? [];
  const allergens = [...new Set(words.filter((w) => allergensNamed(w).length > 0))];
  const things = list === 'allergies' && allergens.length ? allergens : [...new Set(foodsNamed(rest))];
  return things.length === 1 ? { type: 'removePreference', list, value: capitalised(things[0]) } : null;
}
