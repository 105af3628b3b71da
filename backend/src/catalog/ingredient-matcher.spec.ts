import { loadCatalog } from './catalog.js';
import type { CatalogIngredient } from './catalog.types.js';
import { createIngredientMatcher, normalizeIngredientName } from './ingredient-matcher.js';

const match = createIngredientMatcher(loadCatalog());
const slug = (name: string) => match(name)?.slug ?? null;

describe('normalizeIngredientName', () => {
  it('lower-cases, strips accents and punctuation, singularises', () => {
    expect(normalizeIngredientName('Crème Fraîche')).toBe('creme fraiche');
    expect(normalizeIngredientName('Tomatoes')).toBe('tomato');
    expect(normalizeIngredientName('Berries, mixed')).toBe('berry mixed');
    expect(normalizeIngredientName('cloves')).toBe('clove');
    expect(normalizeIngredientName('Asparagus')).toBe('asparagus');
    expect(normalizeIngredientName("Za'atar")).toBe('za atar');
  });
  it('drops descriptors when asked', () => {
    expect(normalizeIngredientName('2 large boneless, skinless chicken breasts (organic)', true)).toBe('chicken breast');
    expect(normalizeIngredientName('freshly grated Parmesan', true)).toBe('parmesan');
  });
});

describe('createIngredientMatcher', () => {
  it.each([
    ['all-purpose flour', 'all-purpose-flour'],
    ['flour', 'all-purpose-flour'],
    ['plain flour', 'all-purpose-flour'],
    ['sugar', 'sugar'],
    ['unsalted butter', 'unsalted-butter'],
    ['butter', 'butter'],
    ['eggs', 'eggs'],
    ['large eggs', 'eggs'],
    ['milk', 'whole-milk'],
    ['olive oil', 'olive-oil'],
    ['extra-virgin olive oil', 'olive-oil'],
    ['garlic', 'garlic'],
    ['garlic cloves', 'garlic'],
    ['onion', 'onion'],
    ['yellow onion', 'onion'],
    ['salt', 'salt'],
    ['kosher salt', 'salt'],
    ['black pepper', 'black-pepper'],
    ['freshly ground black pepper', 'black-pepper'],
    ['boneless skinless chicken breast', 'chicken-breast'],
    ['chicken thighs', 'chicken-thigh'],
    ['ground beef', 'ground-beef'],
    ['salmon fillets', 'salmon'],
    ['firm tofu', 'tofu'],
    ['rolled oats', 'rolled-oats'],
    ['spaghetti', 'spaghetti'],
    ['penne pasta', 'pasta'],
    ['black beans', 'black-beans'],
    ['red lentils', 'red-lentils'],
    ['ground cumin', 'cumin'],
    ['fresh parsley', 'parsley'],
    ['cheddar cheese', 'cheddar'],
    ['grated Parmesan', 'parmesan'],
    ['almonds', 'almonds'],
    ['balsamic vinegar', 'balsamic-vinegar'],
    ['soy sauce', 'soy-sauce'],
    ['chicken broth', 'chicken-broth'],
    ['canned diced tomatoes', 'canned-tomatoes'],
    ['baking powder', 'baking-powder'],
    ['baking soda', 'baking-soda'],
    // a shopper's 'soda' is the soft drink; baking soda is always written so
    ['soda', 'cola'],
    ['2 liters of soda', 'cola'],
    ['bicarbonate of soda', 'baking-soda'],
    ['club soda', 'water'],
    ['vanilla extract', 'vanilla-extract'],
    ['honey', 'honey'],
    ['maple syrup', 'maple-syrup'],
    ['Greek yogurt', 'greek-yogurt'],
    ['avocado', 'avocado'],
    ['blueberries', 'blueberries'],
    ['baby spinach', 'spinach'],
    ['Tomatoes', 'tomato'],
    ['cornflour', 'cornstarch'],
    ['courgette', 'zucchini'],
    ['spring onions', 'green-onion'],
    ['coriander leaves', 'cilantro'],
    ['coriander', 'coriander'],
    ['chicken stock cube', 'bouillon'],
    ['hot sauce', 'hot-sauce'],
    ['whole milk', 'whole-milk'],
    ['crushed tomatoes', 'crushed-tomatoes'],
    ['Gruyère', 'gruyere'],
    ['sweet Italian sausage', 'italian-sausage'],
    ['Cream or creme fraiche', 'heavy-cream'],
    ['Chicken Breasts or Skirt Steak', 'chicken-breast'],
    ['1 lb chicken', 'chicken-breast'],
  ])('%s → %s', (name, expected) => expect(slug(name)).toBe(expected));

  it('answers null for what is not food, or too far from any name', () => {
    for (const name of ['thermometer', 'cheesecloth', 'a slow cooker', 'patience', '', '   ', 'xyzzy']) expect(slug(name)).toBeNull();
  });

  it('is deterministic and independent of catalogue order', () => {
    const reversed = createIngredientMatcher([...loadCatalog()].reverse());
    for (const name of ['chicken', 'pepper', 'stock', 'cream', 'oil', 'cheese', 'beans', 'chili', 'squash', 'lettuce']) {
      expect(reversed(name)?.slug).toBe(slug(name));
      expect(slug(name)).toBe(slug(name));
    }
  });

  it('works on a tiny catalogue by token overlap', () => {
    const tiny = [
      { slug: 'red-lentils', name: 'Red lentils', aliases: ['split red lentils'] },
      { slug: 'rice', name: 'White rice', aliases: [] },
    ] as unknown as CatalogIngredient[];
    const m = createIngredientMatcher(tiny);
    expect(m('lentils red dried')?.slug).toBe('red-lentils');
    expect(m('rice white long grain')?.slug).toBe('rice');
    expect(m('brown bread')).toBeNull();
  });
});
