/**
 * "add a cup of blueberries to that", "put an orange in it" after a meal was read: the food goes into that meal,
 * never onto the grocery list ("add it to my list" still names the list). The meal is said in place of the pronoun
 * and the message read again, so amounts and several foods are read as in any add to a named meal. Pure.
 */
import { findDay, findMeal } from '../embedded/entities.js';
import type { Intent } from '../embedded/intents.js';
import type { Token } from '../embedded/tokens.js';
import { isMealPointer } from '../lexicon/meal-adds.js';
import { pointBackAt } from './references.js';
import type { ConversationState } from './state.js';
import { withMealNamed, type FollowedUp } from './follow-up.js';

const addsToMeal = (intent: Intent) =>
  intent.type === 'addFood' || (intent.type === 'several' && intent.parts.every((p) => p.type === 'addFood'));

/** The add into the meal spoken of, or null when the pronoun is no place a food goes or no meal was spoken of. */
export function addToMealSpokenOf(tokens: readonly Token[], state: ConversationState, parse: (text: string) => Intent): FollowedUp | null {
  const { meal } = state;
  if (!meal || state.focus !== 'meal' || findDay(tokens) !== undefined || findMeal(tokens) !== undefined) return null;
  const pointed = pointBackAt(tokens);
  if (!pointed || pointed.length === 0 || !isMealPointer(tokens[pointed.at - 1])) return null;
  const text = withMealNamed(tokens, meal);
  const reread = text ? parse(text) : null;
  return reread && addsToMeal(reread) ? { intent: reread, said: text! } : null;
}
