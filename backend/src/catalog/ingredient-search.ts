import { normaliseName, words } from '../kitchen/words.js';

/** What a search by name needs of a catalogue food. */
export interface NamedFood {
  name: string;
  aliases: readonly string[];
}

/** The name without its parenthesised detail: "White rice (long-grain)" is white rice. */
const plainName = (name: string) => normaliseName(name.replace(/\([^)]*\)/g, ' '));

/**
 * How well a food answers a typed name, best first; null when it does not. The food the word means comes first
 * (its name or an alias is the word: "rice" is long-grain white rice), then kinds of it ("brown rice"), then foods
 * made with it ("rice milk" is a milk), then names and aliases that merely hold every word typed.
 */
export function ingredientSearchRank(query: string, food: NamedFood): number | null {
  const wanted = words(query);
  if (!wanted.length) return null;
  const typed = wanted.join(' ');
  const holdsEveryWord = (text: string) => {
    const w = words(text);
    return wanted.every((q) => w.some((x) => x.startsWith(q)));
  };
  const plain = plainName(food.name);
  if (plain === typed || normaliseName(food.name) === typed || food.aliases.some((a) => normaliseName(a) === typed)) return 0;
  if (plain.endsWith(` ${typed}`)) return 1;
  if (plain.startsWith(typed)) return 2;
  if (holdsEveryWord(food.name)) return 3;
  return food.aliases.some(holdsEveryWord) ? 4 : null;
}

/** The foods a typed name finds, best first, then shorter names first (the plainer food). */
export function searchFoodsByName<T extends NamedFood>(query: string, foods: readonly T[], limit: number): T[] {
  return foods
    .map((food) => ({ food, rank: ingredientSearchRank(query, food) }))
    .filter((x): x is { food: T; rank: number } => x.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.food.name.length - b.food.name.length || a.food.name.localeCompare(b.food.name))
    .slice(0, limit)
    .map(({ food }) => food);
}
