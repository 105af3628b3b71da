import { parseIngredientLine } from './ingredient-line.js';

const p = (line: string) => {
  const { amount, amountMax, unit, name, note } = parseIngredientLine(line);
  return { amount, amountMax, unit, name, note };
};

describe('parseIngredientLine', () => {
  it('reads integers, decimals and fractions', () => {
    expect(p('2 cups rolled oats')).toEqual({ amount: 2, amountMax: null, unit: 'cup', name: 'rolled oats', note: '' });
    expect(p('0.5 kg beef')).toMatchObject({ amount: 0.5, unit: 'kg', name: 'beef' });
    expect(p('1/2 tsp salt')).toMatchObject({ amount: 0.5, unit: 'tsp', name: 'salt' });
    expect(p('1 1/2 lbs eggplant')).toMatchObject({ amount: 1.5, unit: 'lb', name: 'eggplant' });
    expect(p('1 and 1/2 cups milk')).toMatchObject({ amount: 1.5, unit: 'cup', name: 'milk' });
  });

  it('reads unicode fractions, alone and after a whole number', () => {
    expect(p('½ tsp turmeric')).toMatchObject({ amount: 0.5, unit: 'tsp', name: 'turmeric' });
    expect(p('1½ cups flour')).toMatchObject({ amount: 1.5, unit: 'cup', name: 'flour' });
    expect(p('1 ½ cups sugar')).toMatchObject({ amount: 1.5, unit: 'cup', name: 'sugar' });
    expect(p('¾ cup butter')).toMatchObject({ amount: 0.75, unit: 'cup' });
    expect(p('⅓ cup honey').amount).toBeCloseTo(0.333, 3);
    expect(p('⅛ tsp cloves')).toMatchObject({ amount: 0.125, unit: 'tsp', name: 'cloves' });
  });

  it('reads ranges', () => {
    expect(p('2-3 carrots')).toMatchObject({ amount: 2, amountMax: 3, unit: '', name: 'carrots' });
    expect(p('2 to 3 cloves garlic')).toMatchObject({ amount: 2, amountMax: 3, unit: 'clove', name: 'garlic' });
    expect(p('1–2 lb sweet Italian sausage')).toMatchObject({ amount: 1, amountMax: 2, unit: 'lb', name: 'sweet Italian sausage' });
  });

  it('reads a parenthesised package size as the amount', () => {
    expect(p('1 (14 oz) can diced tomatoes')).toMatchObject({ amount: 14, unit: 'oz', name: 'diced tomatoes', note: '1 can (14 oz)' });
    expect(p('2 (15-ounce) cans black beans, drained')).toMatchObject({ amount: 30, unit: 'oz', name: 'black beans' });
    expect(p('2 x 400g tins chopped tomatoes')).toMatchObject({ amount: 800, unit: 'g', name: 'chopped tomatoes' });
    expect(p('200g (7 oz) sugar')).toMatchObject({ amount: 200, unit: 'g', name: 'sugar', note: '7 oz' });
  });

  it('reads units with and without dots, glued to the number, and in any case', () => {
    expect(p('2 Tbsp. olive oil')).toMatchObject({ amount: 2, unit: 'tbsp', name: 'olive oil' });
    expect(p('3 T butter')).toMatchObject({ amount: 3, unit: 'tbsp', name: 'butter' });
    expect(p('1 t salt')).toMatchObject({ amount: 1, unit: 'tsp', name: 'salt' });
    expect(p('200g sugar')).toMatchObject({ amount: 200, unit: 'g', name: 'sugar' });
    expect(p('1lb shrimp')).toMatchObject({ amount: 1, unit: 'lb', name: 'shrimp' });
    expect(p('100mL vinegar')).toMatchObject({ amount: 100, unit: 'ml', name: 'vinegar' });
    expect(p('2 oz. cheddar')).toMatchObject({ amount: 2, unit: 'oz', name: 'cheddar' });
    expect(p('2 dl milk')).toMatchObject({ amount: 2, unit: 'dl', name: 'milk' });
    expect(p('33 cl beer')).toMatchObject({ amount: 33, unit: 'cl', name: 'beer' });
    expect(p('2 large eggs')).toMatchObject({ amount: 2, unit: 'large', name: 'large eggs' });
    expect(p('2 Cloves of Garlic, minced')).toMatchObject({ amount: 2, unit: 'clove', name: 'Garlic', note: 'minced' });
  });

  it("reads every spelling the kitchen's unit table knows, as the kitchen's unit", () => {
    expect(p('2 TB butter, cut into pieces')).toMatchObject({ amount: 2, unit: 'tbsp', name: 'butter' });
    expect(p('1 table spoon of honey')).toMatchObject({ amount: 1, unit: 'tbsp', name: 'honey' });
    expect(p('12 strips of bacon')).toMatchObject({ amount: 12, unit: 'slice', name: 'bacon' });
    expect(p('2 tins chickpeas')).toMatchObject({ amount: 2, unit: 'can', name: 'chickpeas' });
    expect(p('3 twigs thyme')).toMatchObject({ amount: 3, unit: 'sprig', name: 'thyme' });
    expect(p('1 container ricotta')).toMatchObject({ amount: 1, unit: 'package', name: 'ricotta' });
    // words that are units elsewhere stay part of a food's name
    expect(p('3 whole cloves')).toMatchObject({ amount: 3, unit: '', name: 'whole cloves' });
    expect(p('1 cup whole wheat flour')).toMatchObject({ amount: 1, unit: 'cup', name: 'whole wheat flour' });
    expect(p('1 lb jumbo shrimp')).toMatchObject({ amount: 1, unit: 'lb', name: 'jumbo shrimp' });
  });

  it('reads "a pinch of", number words and vague amounts', () => {
    expect(p('a pinch of salt')).toMatchObject({ amount: 1, unit: 'pinch', name: 'salt' });
    expect(p('Pinch of nutmeg')).toMatchObject({ amount: 1, unit: 'pinch', name: 'nutmeg' });
    expect(p('two eggs')).toMatchObject({ amount: 2, unit: '', name: 'eggs' });
    expect(p('A quarter of a pound of powdered sugar.')).toMatchObject({ amount: 0.25, unit: 'lb', name: 'powdered sugar' });
    expect(p('half a lemon')).toMatchObject({ amount: 0.5, name: 'lemon' });
    // "a couple of" and "a few" are 2 and 3, not "1 couple"
    expect(p('a couple of avocados')).toMatchObject({ amount: 2, unit: '', name: 'avocados' });
    expect(p('a couple avocados')).toMatchObject({ amount: 2, name: 'avocados' });
    expect(p('a few lemons')).toMatchObject({ amount: 3, name: 'lemons' });
    expect(p('about 2 cups chicken stock')).toMatchObject({ amount: 2, unit: 'cup', name: 'chicken stock' });
    expect(p('Drizzle of olive oil')).toMatchObject({ name: 'olive oil' });
  });

  it('keeps "to taste" and other remarks as notes', () => {
    expect(p('salt to taste')).toEqual({ amount: null, amountMax: null, unit: '', name: 'salt', note: 'to taste' });
    expect(p('Salt and pepper to taste')).toMatchObject({ amount: null, name: 'Salt and pepper' });
    expect(p('1 onion, finely chopped')).toEqual({ amount: 1, amountMax: null, unit: '', name: 'onion', note: 'finely chopped' });
    expect(p('Black pepper (optional)')).toMatchObject({ amount: null, name: 'Black pepper', note: 'optional' });
    expect(p('1 lb boneless skinless chicken breast')).toMatchObject({ amount: 1, unit: 'lb', name: 'boneless skinless chicken breast' });
    expect(p('Salt - to taste')).toMatchObject({ name: 'Salt', note: 'to taste' });
  });

  it('reads an amount written after the name', () => {
    expect(p('Cinnamon 2 teaspoons')).toMatchObject({ amount: 2, unit: 'tsp', name: 'Cinnamon' });
    expect(p('Butter 50 g')).toMatchObject({ amount: 50, unit: 'g', name: 'Butter' });
  });

  it('never throws and keeps the original', () => {
    for (const line of ['', '   ', '(', '1/0 cups sugar', 'For the sauce:', '-2 cups x', '½']) {
      const r = parseIngredientLine(line);
      expect(r.original).toBe(line);
      expect(typeof r.name).toBe('string');
    }
  });
});
