/**
 * "show me some cheaper options for tuesday dinner", "any faster ideas for friday lunch": a few recipes asked for one
 * planned meal, cheaper or quicker — listed, nothing changed (the day said is kept, so "the second one" then swaps that
 * meal: conversation/follow-up.ts). The words are data (lexicon/swap-wishes.json, slotOptions). Pure.
 */
import { findCuisine, findDay, findDiet, findMeal, is, isLemma } from '../entities.js';
import type { Intent } from '../intents.js';
import { slotOptionWords } from '../../lexicon/swap-wishes.js';
import type { Token } from '../tokens.js';

/** The recipes listed for the slot, or null when no list of recipes ranked by cost or time is asked for a day's meal. */
export function slotOptions(tokens: readonly Token[]): Intent | null {
  const { nouns, cost, time, changes } = slotOptionWords();
  const meal = findMeal(tokens);
  if (!meal || !findDay(tokens) || !tokens.some((t) => is(t, ...nouns))) return null;
  if (tokens.some((t) => isLemma(t, ...changes))) return null;
  const diet = findDiet(tokens);
  const cuisine = findCuisine(tokens)?.cuisine;
  const kept = { meal, ...(diet ? { diet } : {}), ...(cuisine ? { cuisine } : {}) };
  if (tokens.some((t) => is(t, ...cost))) return { type: 'recipes', rank: 'cost', ...kept };
  if (tokens.some((t) => is(t, ...time))) return { type: 'quick', maxMinutes: 20, ...kept };
  return null;
}
