/**
 * "can you take the garlic out", "remove the cheese" right after a meal was read: the food out of that meal, never a
 * grocery line of it (the list is named when it is meant: "take the garlic off my list"). The handler then takes out
 * the item that is the food, or offers a swap for a recipe without it, or says the meal has none. Pure.
 */
import { findDay, findMeal } from '../embedded/entities.js';
import { isQuestion, type Intent } from '../embedded/intents.js';
import { listRefAt } from '../embedded/intents/reading.js';
import { tokenize, type Token } from '../embedded/tokens.js';
import { pointBackAt } from './references.js';
import type { ConversationState } from './state.js';

/** The message before read a meal: it named one, or pointed back at the one spoken of ("what's in it"). */
const mealJustRead = (state: ConversationState) => {
  if (!state.meal || state.focus !== 'meal' || !state.said) return false;
  const said = tokenize(state.said);
  return findMeal(said) !== undefined || pointBackAt(said) !== null;
};

/**
 * The food out of the meal just read, when the grammar read a grocery line taken off with no list named (each such
 * part of several: "get rid of the peppers, hate them"); else null.
 */
export function takeOutOfMealJustRead(message: string, tokens: readonly Token[], intent: Intent, state: ConversationState): Intent | null {
  const parts = intent.type === 'several' ? intent.parts : [intent];
  if (!parts.some((p) => p.type === 'removeGrocery') || !mealJustRead(state) || isQuestion(message)) return null;
  if (listRefAt(tokens) >= 0 || findDay(tokens) !== undefined || findMeal(tokens) !== undefined) return null;
  const { weekday, mealType } = state.meal!;
  const outOf = (p: Intent): Intent =>
    p.type === 'removeGrocery' ? { type: 'removeFromMeal', food: p.item, day: { kind: 'weekday', weekday }, meal: mealType } : p;
  return intent.type === 'several' ? { ...intent, parts: intent.parts.map(outOf) } : outOf(intent);
}
