/**
 * The classifier reads words, not their order or negation: "i am unable to eat shellfish" can look like a food eaten
 * again, "my allergy to peanuts is gone" like an allergy added. Where a guessed change to the allergies, diets or
 * dislikes goes one way and the message's words say only the other, the change the words say is the one meant —
 * asked first (the caller makes it a confirmation), never written on the guess. Pure.
 */
import type { Intent } from '../intents.js';
import type { Token } from '../tokens.js';
import { saysEnded, saysKeptOut, saysRemoving } from '../../lexicon/preference-direction.js';

/** The other way a guessed preference change should have gone, or null when the words do not contradict it. */
export function otherWay(intent: Intent, tokens: readonly Token[]): 'addPreference' | 'removePreference' | null {
  const ended = saysEnded(tokens);
  const keptOut = saysKeptOut(tokens);
  if ((intent.type === 'eatAgain' || intent.type === 'removePreference') && keptOut && !ended) return 'addPreference';
  if (intent.type === 'addPreference' && ((ended && !keptOut) || saysRemoving(tokens))) return 'removePreference';
  return null;
}
