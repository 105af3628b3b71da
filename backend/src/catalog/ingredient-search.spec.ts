/**
 * Searching the catalogue by name, as the Pantry page and the assistant's pantry adds do: the food a word means
 * comes first, over the real catalogue (read at run time, so foods added later are walked too).
 */
import { loadCatalog } from './catalog.js';
import { ingredientSearchRank, searchFoodsByName } from './ingredient-search.js';
import { normaliseName, words } from '../kitchen/words.js';

const catalogue = loadCatalog();
const first = (query: string) => searchFoodsByName(query, catalogue, 20)[0]?.name;

describe('searching the catalogue by name', () => {
  it('puts the food a plain word means first, not a food made with it', () => {
    // each plain word is an alias of one food in the catalogue data: that food, not the shortest name holding it
    for (const word of ['rice', 'flour', 'milk', 'chicken', 'sugar', 'oil', 'bread']) {
      const meant = catalogue.filter((f) => f.aliases.some((a) => normaliseName(a) === word));
      expect(meant.map((f) => f.name)).toContain(first(word));
    }
    expect(first('rice')).not.toBe('Rice milk');
    expect(first('flour')).not.toBe('Flour tortillas');
  });

  it('lists kinds of a food before foods made with it', () => {
    const found = searchFoodsByName('rice', catalogue, 40).map((f) => f.name);
    expect(found.indexOf('Brown rice')).toBeGreaterThanOrEqual(0);
    expect(found.indexOf('Brown rice')).toBeLessThan(found.indexOf('Rice milk'));
  });

  it('finds every catalogue food first by its own name', () => {
    const misses = catalogue.filter((f) => {
      const sameName = catalogue.filter((o) => normaliseName(o.name) === normaliseName(f.name));
      return sameName.length === 1 && first(f.name) !== f.name;
    });
    expect(misses.map((f) => `${f.name} -> ${first(f.name)}`)).toEqual([]);
  });

  it('returns only foods holding every typed word, and nothing for no words', () => {
    for (const query of ['green onion', 'chick', 'frozen peas']) {
      for (const food of searchFoodsByName(query, catalogue, 20)) {
        const texts = [food.name, ...food.aliases].map(words);
        expect(texts.some((w) => words(query).every((q) => w.some((x) => x.startsWith(q))))).toBe(true);
      }
    }
    expect(searchFoodsByName('  ', catalogue, 20)).toEqual([]);
    expect(ingredientSearchRank('zzz', { name: 'Onion', aliases: [] })).toBeNull();
  });
});
