/**
 * What a recipe's title names as the dish, against a food said of it: "the burritos" or "the salad" name the dish
 * ("Bean and Cheese Burritos", "Side Salad"), "cheese" only describes it. The joining words are data
 * (dish-titles.json beside this file). Pure.
 */
import { words } from '../../kitchen/words.js';
import { lexiconFile } from './data-file.js';

let servedWith: Set<string> | null = null;
const joins = () => (servedWith ??= new Set(lexiconFile<{ servedWith: string[] }>('dish-titles.json').servedWith));

/** The title's words that name the dish, before what it is served with ("Pasta with Pesto" → pasta). */
function dishWords(title: string): string[] {
  const said = words(title);
  const served = said.findIndex((w, k) => k > 0 && joins().has(w));
  return served < 0 ? said : said.slice(0, served);
}

/** Whether the food's words (kitchen/words.ts normal form) are what the title names as the dish: its last words. */
export function namesTheDish(title: string, food: readonly string[]): boolean {
  const dish = dishWords(title);
  return food.length > 0 && food.length <= dish.length && food.every((w, k) => dish[dish.length - food.length + k] === w);
}
