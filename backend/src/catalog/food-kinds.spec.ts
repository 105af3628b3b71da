import { catalogueFoodsOfKind, recordFamily } from './food-kinds.js';

const of = (word: string) => catalogueFoodsOfKind(word);

describe('the foods a word names as a kind', () => {
  it('holds the foods named as forms of it and the foods whose own record files them under it', () => {
    // by their names ("Mozzarella cheese", "paneer cheese") and by the record ("Cheese, white, queso blanco")
    for (const slug of ['cheddar', 'mozzarella', 'parmesan', 'pecorino', 'paneer', 'queso-fresco', 'feta'])
      expect({ slug, ofCheese: of('cheese').has(slug) }).toEqual({ slug, ofCheese: true });
    for (const slug of ['almonds', 'walnuts', 'pecans', 'pine-nuts', 'cashews']) expect(of('nuts').has(slug)).toBe(true);
    for (const slug of ['red-bell-pepper', 'jalapeno', 'serrano-pepper', 'green-chiles']) expect(of('peppers').has(slug)).toBe(true);
    for (const slug of ['white-rice', 'brown-rice', 'jasmine-rice', 'basmati-rice']) expect(of('rice').has(slug)).toBe(true);
    for (const slug of ['whole-milk', 'skim-milk', 'buttermilk']) expect(of('milk').has(slug)).toBe(true);
    for (const slug of ['pita', 'naan', 'white-bread', 'french-bread']) expect(of('bread').has(slug)).toBe(true);
    for (const slug of ['pasta', 'spaghetti', 'lasagna-noodles']) expect(of('pasta').has(slug)).toBe(true);
    for (const slug of ['italian-sausage', 'chorizo', 'smoked-sausage']) expect(of('sausage').has(slug)).toBe(true);
    for (const slug of ['romaine', 'iceberg-lettuce']) expect(of('lettuce').has(slug)).toBe(true);
    for (const slug of ['olive-oil', 'canola-oil', 'sesame-oil']) expect(of('oil').has(slug)).toBe(true);
    for (const slug of ['black-beans', 'kidney-beans', 'green-beans']) expect(of('beans').has(slug)).toBe(true);
  });

  it('leaves out a food that holds the word only in an alias pairing it with another food', () => {
    // Salt's recipe-line aliases "salt and pepper" and "salt pepper": "add peppers" offered Salt first
    expect(of('peppers').has('salt')).toBe(false);
    expect(of('salt').has('black-pepper')).toBe(false);
    expect(of('salt').has('salt')).toBe(true);
    // a food said with its kind stays of it: "poblano pepper", "chorizo sausage"
    expect(of('peppers').has('poblano')).toBe(true);
    expect(of('peppers').has('black-pepper')).toBe(true);
    expect(of('sausage').has('chorizo')).toBe(true);
  });

  it('leaves out other foods that only share a word or an aisle', () => {
    expect(of('cheese').has('butter')).toBe(false);
    expect(of('cheese').has('whole-milk')).toBe(false);
    expect(of('rice').has('rice-vinegar')).toBe(false);
    expect(of('bread').has('breadcrumbs')).toBe(false);
    expect(of('nuts').has('peanut-butter')).toBe(false);
    expect(of('milk').has('butter')).toBe(false);
  });

  it('a food named is its own kind; a word of no food is none', () => {
    expect([...of('mozzarella')]).toEqual(['mozzarella']);
    expect(of('parmesan').has('parmesan')).toBe(true);
    expect(of('trash bags').size).toBe(0);
    expect(of('').size).toBe(0);
  });

  it("a record borrowed from another food says nothing of the food's family", () => {
    expect(recordFamily({ source: { description: 'Cheese, mozzarella, whole milk' } })).toBe('cheese');
    expect(recordFamily({ source: { description: 'Nuts, almonds' } })).toBe('nut');
    expect(recordFamily({ source: { description: 'Ham, sliced, regular' }, approximateNutrition: true })).toBeNull();
    // deli turkey's nutrition is a ham record's: it is no ham
    expect(of('ham').has('deli-turkey')).toBe(false);
  });
});
