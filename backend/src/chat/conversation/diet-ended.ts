/**
 * "remove that, i've stopped" right after the person spoke of a diet ("am i still listed as paleo"): the diet
 * just named is ended — "that" is the diet, not a list line. Only a message that says nothing else the rules can
 * read, with a word of having ended ("anymore", "no longer"), and a diet in the message before. Pure.
 */
import { findDiet } from '../embedded/entities.js';
import type { Intent } from '../embedded/intents.js';
import { tokenize } from '../embedded/tokens.js';
import { DIET_NAMES } from '../../kitchen/vocabulary.js';
import { saysEnded } from '../lexicon/preference-direction.js';

export function dietEnded(message: string, read: Intent, previous: string | undefined): Intent | null {
  if (!previous || (read.type !== 'unknown' && read.type !== 'vague')) return null;
  const said = tokenize(message);
  // (a word of having ended it: "take that off" alone may mean a meal or a line)
  if (findDiet(said) || !saysEnded(said)) return null;
  const diet = findDiet(tokenize(previous));
  return diet ? { type: 'removePreference', list: 'dietaryRestrictions', value: DIET_NAMES[diet] } : null;
}
