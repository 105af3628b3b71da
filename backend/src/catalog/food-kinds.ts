/**
 * The catalogue foods a word names as a kind: "cheese" is Cheddar, Mozzarella, Parmesan, Paneer…; "nuts" Almonds,
 * Walnuts, Pine nuts…; "peppers" Red bell pepper, Jalapeño, Poblano…. A food is of the kind when its names make it
 * that food or a form of it (dislikes.ts: "mozzarella cheese", "pine nuts", dried and canned black beans), or when its
 * own USDA SR28 record files it under that word — the record's description starts with it ("Nuts, almonds",
 * "Peppers, jalapeno, raw", "Cheese, white, queso blanco"): the catalogue's record of the food's family, where the
 * name does not say it. A food whose nutrition is another food's record (approximateNutrition) is known by its names
 * only. Pure over the catalogue.
 */
import { loadCatalog } from './catalog.js';
import type { CatalogIngredient } from './catalog.types.js';
import { resolveDislike } from './dislikes.js';
import { loadFoodStates, type FoodStates } from './food-states.js';
import { normaliseName } from '../kitchen/words.js';

type Entry = Pick<CatalogIngredient, 'slug' | 'name' | 'aliases' | 'source' | 'approximateNutrition'>;

/** The word a food's own SR28 record files it under, in normal form ("Nuts, almonds" → "nut"); null for a borrowed record. */
export function recordFamily(entry: {
  source: Pick<CatalogIngredient['source'], 'description'>;
  approximateNutrition?: CatalogIngredient['approximateNutrition'];
}): string | null {
  if (entry.approximateNutrition) return null;
  return normaliseName(entry.source.description.split(',')[0]) || null;
}

/** The slugs of the foods a word names as a kind (the food itself among them when it is one); empty when none. */
export function foodsOfKind(word: string, catalog: readonly Entry[], states: readonly FoodStates[]): Set<string> {
  const wanted = normaliseName(word);
  if (!wanted) return new Set();
  const slugs = new Set(resolveDislike(wanted, catalog, states)?.slugs ?? []);
  for (const entry of catalog) if (recordFamily(entry) !== wanted && pairedOnly(entry, wanted)) slugs.delete(entry.slug);
  for (const entry of catalog) if (recordFamily(entry) === wanted) slugs.add(entry.slug);
  return slugs;
}

/**
 * Whether a food holds the word only in aliases that pair it with another food: Salt's "salt and pepper" and "salt
 * pepper" (one of the food's names, then the word) make Salt no pepper, where Poblano pepper (its own name holds the
 * word), "chorizo sausage" (the food said with its kind) and "macaroni and cheese" are of their kinds. A food that holds the word nowhere (a form declared with
 * another) is not paired.
 */
function pairedOnly(entry: Entry, wanted: string): boolean {
  const names = [entry.name.replace(/\([^)]*\)/g, ' '), ...entry.aliases].map((n) => normaliseName(n)).filter(Boolean);
  // the food's own name holding the word makes it of the kind ("Poblano pepper", though "poblano" is its alias too)
  if (` ${names[0]} `.includes(` ${wanted} `)) return false;
  const holding = names.filter((n) => n === wanted || n.endsWith(` ${wanted}`));
  return (
    holding.length > 0 &&
    holding.every((n) => {
      const said = n.slice(0, n.length - wanted.length).trim();
      const before = said.replace(/\s+and$/, '');
      // "chorizo sausage" is chorizo said with its kind; "salt pepper" is "salt and pepper" said short
      return before !== '' && names.includes(before) && (before !== said || names.includes(`${before} and ${wanted}`));
    })
  );
}

const remembered = new Map<string, ReadonlySet<string>>();

/** foodsOfKind over Forkcast's catalogue and food states, remembered per word. */
export function catalogueFoodsOfKind(word: string): ReadonlySet<string> {
  const key = normaliseName(word);
  let found = remembered.get(key);
  if (!found) {
    if (remembered.size > 5_000) remembered.clear();
    found = foodsOfKind(key, loadCatalog(), loadFoodStates());
    remembered.set(key, found);
  }
  return found;
}
