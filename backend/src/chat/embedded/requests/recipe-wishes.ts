/**
 * "i would like the beef stroganoff for sunday dinner", "we fancy the chicken curry on friday night": a recipe of the
 * library wished for one planned meal, said without "swap" — that meal swapped for it. The words are data
 * (lexicon/swap-wishes.json, recipeWished). Pure.
 */
import { findDay, findMeal, isDayWord, isMealWord } from '../entities.js';
import { recipeSaid } from '../../lexicon/dishes.js';
import { saysWished } from '../../lexicon/swap-wishes.js';
import type { Token } from '../tokens.js';
import { isBreak } from './one-day.js';

/** The swap said plainly ("swap sunday dinner for beef stroganoff"), or null when no recipe is wished for a day's meal. */
export function recipeWished(tokens: readonly Token[]): string | null {
  // (the wish and the slot in the first part: what follows a break is why — "…, it was her favourite")
  const end = tokens.findIndex((t) => isBreak(t));
  const part = end < 0 ? tokens : tokens.slice(0, end);
  const meal = findMeal(part);
  const day = findDay(part);
  if (!meal || !day || !saysWished(part)) return null;
  const recipe = recipeSaid(part.filter((t) => t.kind === 'word' && !isDayWord(t) && !isMealWord(t)).map((t) => t.norm));
  if (!recipe) return null;
  const dayWord = part.find((t) => isDayWord(t))?.norm;
  return dayWord ? `swap ${dayWord} ${meal} for ${recipe.toLowerCase()}` : null;
}
