import { loadCatalog } from '../../catalog/catalog.js';
import { readAmount } from './amounts.js';
import { resolveAllergen, resolveDiet } from './diets.js';
import { FoodLexicon, resolveFood } from './foods.js';
import { householdItem, householdReading } from './household.js';
import { linesNamed } from '../embedded/requests/grocery-match.js';
import { plainText } from './markup.js';
import { storedName } from './stored-names.js';
import { readThing } from './things.js';
import { figures, writtenOut } from './shorthand.js';
import { plainRequest } from './frames.js';
import { aisleOf } from '../../prices/aisle-estimate.js';

const foodOf = (phrase: string) => {
  const r = resolveFood(phrase);
  return r.kind === 'food' ? { name: r.food.name, corrected: r.corrected } : { kind: r.kind };
};

describe('foods: the catalogue read as the assistant reads it', () => {
  it('resolves every catalogue food to itself by its name and by each of its aliases, in any case', () => {
    const wrong: string[] = [];
    for (const food of loadCatalog()) {
      for (const name of [food.name, ...food.aliases, food.name.toUpperCase()]) {
        const r = resolveFood(name);
        if (r.kind !== 'food' || r.food.slug !== food.slug || r.corrected)
          wrong.push(`${name} → ${r.kind === 'food' ? r.food.name : r.kind}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('reads plurals, descriptors and a food named by its last words', () => {
    expect(foodOf('bananas')).toEqual({ name: 'Banana', corrected: false });
    expect(foodOf('Avocados')).toEqual({ name: 'Avocado', corrected: false });
    expect(foodOf('organic bananas')).toEqual({ name: 'Banana', corrected: false });
    expect(foodOf('honeycrisp apples')).toEqual({ name: 'Apple', corrected: false });
    expect(foodOf('milk')).toEqual({ name: 'Whole milk', corrected: false });
  });

  it('puts misspelt foods right against the catalogue, and says so', () => {
    const typos: [string, string][] = [
      ['brocolli', 'Broccoli'],
      ['bananna', 'Banana'],
      ['cilantor', 'Cilantro'],
      ['avacado', 'Avocado'],
      ['spinich', 'Spinach'],
      ['parmesean', 'Parmesan cheese'],
      ['strawbery', 'Strawberries'],
      ['blueberies', 'Blueberries'],
      ['cucumbr', 'Cucumber'],
      ['peanutbutter', 'Peanut butter'],
      ['goat chese', 'Goat cheese'],
    ];
    for (const [typed, name] of typos) expect([typed, foodOf(typed)]).toEqual([typed, { name, corrected: true }]);
    const r = resolveFood('brocolli');
    expect(r).toMatchObject({ kind: 'food', said: 'brocolli', spelled: 'broccoli', food: { aisle: 'Produce' } });
  });

  it('offers several foods for a word as general as "juice", and none for a word near nothing', () => {
    const juice = resolveFood('juice');
    expect(juice.kind).toBe('several');
    expect(juice.kind === 'several' && juice.candidates.map((f) => f.name)).toEqual(
      expect.arrayContaining(['Orange juice', 'Apple juice']),
    );
    expect(resolveFood('xqzt')).toEqual({ kind: 'none', said: 'xqzt', suggestions: [] });
    expect(resolveFood('')).toMatchObject({ kind: 'none' });
  });

  it('never puts a word right between two foods equally near: it asks', () => {
    const lexicon = new FoodLexicon([
      { slug: 'carrot', name: 'Carrot', aliases: [], category: 'Produce', allergens: [] },
      { slug: 'parrot', name: 'Parrot fish', aliases: ['parrot'], category: 'Meat & Seafood', allergens: ['fish'] },
    ]);
    const r = lexicon.resolve('barrot');
    expect(r.kind === 'several' && r.candidates.map((f) => f.name).sort()).toEqual(['Carrot', 'Parrot fish']);
  });
});

describe('diets and allergens: the one record', () => {
  const dietOf = (s: string) => {
    const r = resolveDiet(s);
    return r.kind === 'diet' ? [r.diet, r.corrected] : null;
  };
  it('reads a diet however it is written', () => {
    for (const s of ['dairy free', 'dairy-free', 'Dairy-Free', 'no dairy', 'lactose free', 'without dairy', 'non-dairy'])
      expect([s, dietOf(s)]).toEqual([s, ['dairy-free', false]]);
    expect(dietOf('gluten free')).toEqual(['gluten-free', false]);
    expect(dietOf('no gluten')).toEqual(['gluten-free', false]);
    expect(dietOf('no meat')).toEqual(['vegetarian', false]);
    expect(dietOf('plant based')).toEqual(['vegan', false]);
    expect(dietOf('low carb')).toEqual(['keto', false]);
    expect(dietOf('vegitarian')).toEqual(['vegetarian', true]);
    // "nut free" keeps allergens out, but no diet of the record is that
    expect(dietOf('nut free')).toBeNull();
    expect(dietOf('halal')).toBeNull();
  });

  it('reads allergens as the record does: nuts are tree nuts and peanuts, lactose and dairy are milk', () => {
    const of = (s: string) => {
      const r = resolveAllergen(s);
      return r.kind === 'allergen' ? { allergens: r.allergens, word: r.word, corrected: r.corrected } : null;
    };
    expect(of('nuts')).toEqual({ allergens: ['tree-nuts', 'peanuts'], word: 'nuts', corrected: false });
    expect(of('nut')?.allergens).toEqual(['tree-nuts', 'peanuts']);
    expect(of('lactose')?.allergens).toEqual(['milk']);
    expect(of('dairy')?.allergens).toEqual(['milk']);
    expect(of('gluten')?.allergens).toEqual(['gluten', 'wheat']);
    expect(of('peanut allergy')?.allergens).toEqual(['peanuts']);
    expect(of('tree nuts')?.allergens).toEqual(['tree-nuts']);
    expect(of('shelfish')).toEqual({ allergens: ['shellfish'], word: 'shellfish', corrected: true });
    expect(of('kiwi')).toBeNull();
  });
});

describe('things: where a name ends, and how much of it', () => {
  it('never takes padding for part of a name', () => {
    expect(readThing('cilantro can you remember that')).toEqual({ name: 'cilantro', padding: 'can you remember that' });
    expect(readThing('some eggs please thanks')).toEqual({ name: 'eggs', padding: 'please thanks' });
    expect(readThing('5 bananas not 3 can you fix that')).toEqual({
      name: 'bananas',
      quantity: 5,
      insteadOf: 3,
      padding: 'not 3 can you fix that',
    });
    expect(readThing('paper towels for the kitchen')).toEqual({ name: 'paper towels', padding: 'for the kitchen' });
    expect(readThing('trash bags thanks').name).toBe('trash bags');
    expect(readThing('brocolli').name).toBe('brocolli');
    expect(readThing('peanut butter and jelly').name).toBe('peanut butter');
    expect(readThing('<script>alert(1)</script>eggs').name).toBe('eggs');
  });

  it('reads amounts in words with the kitchen', () => {
    expect(readThing('half a dozen eggs')).toMatchObject({ name: 'eggs', quantity: 6 });
    expect(readThing('a dozen eggs')).toMatchObject({ name: 'eggs', quantity: 12 });
    expect(readThing('a couple of avocados')).toMatchObject({ name: 'avocados', quantity: 2 });
    expect(readThing('two pounds of chicken')).toMatchObject({ name: 'chicken', quantity: 2, unit: 'lb' });
    expect(readThing('2 gallons of milk')).toMatchObject({ name: 'milk', quantity: 2, unit: 'gallon' });
    expect(readThing('a loaf of bread')).toMatchObject({ name: 'bread', quantity: 1, unit: 'loaf' });
    expect(readThing('3 large eggs')).toEqual({ name: 'large eggs', quantity: 3, padding: '' });
    expect(readThing('an onion')).toMatchObject({ name: 'onion', quantity: 1 });
  });

  it('leaves a food whose name starts like an amount as its name', () => {
    expect(readAmount('half and half')).toEqual({ rest: 'half and half' });
    expect(readThing('2% milk')).toEqual({ name: '2% milk', padding: '' });
    expect(readThing('half-and-half').name).toBe('half-and-half');
  });
});

describe('household things', () => {
  it('are the vocabulary’s, not any English noun: a wish or a feeling is none', () => {
    for (const s of ['muscle', 'energy', 'a break', 'vacation', 'sleep', 'patience', 'self control', 'love', 'happiness'])
      expect([s, householdItem(s)]).toEqual([s, null]);
    expect(householdItem('kitchen trash bags')).toBe('Trash bags');
    expect(householdItem('cling film')).toBe('Plastic wrap');
    expect(householdReading('paper towles')).toEqual({ name: 'Paper towels', wrote: 'paper towles' });
    expect(storedName('paper towles', 'grocery')).toMatchObject({ kind: 'known', name: 'Paper towels', wrote: 'paper towles' });
    expect(storedName('candy', 'grocery')).toMatchObject({ kind: 'known', name: 'candy' });
    expect(storedName('energy', 'grocery').kind).toBe('ask');
  });

  it('are short plain noun phrases that name no food', () => {
    for (const s of ['trash bags', 'paper towels', 'dish soap', 'aluminum foil', 'sponges'])
      expect([s, householdItem(s)]).toEqual([s, expect.any(String)]);
    expect(householdItem('trash bags')).toBe('Trash bags');
    for (const s of ['xqzt', 'goat cheese', 'brocolli', 'chicken soup', 'can you remember that', 'the cheapest one', 'a b c d'])
      expect([s, householdItem(s)]).toEqual([s, null]);
  });
});

describe('what may be stored', () => {
  it('a grocery line: a catalogue food (its catalogue name when put right), or a household thing; else ask', () => {
    expect(storedName('brocolli', 'grocery')).toMatchObject({ kind: 'known', name: 'Broccoli', aisle: 'Produce', wrote: 'brocolli' });
    expect(storedName('zuchini', 'grocery')).toMatchObject({ kind: 'known', name: 'Zucchini', wrote: 'zuchini' });
    expect(storedName('milk', 'grocery')).toEqual(expect.objectContaining({ kind: 'known', name: 'milk', aisle: 'Dairy & Eggs' }));
    expect(storedName('milk', 'grocery')).not.toHaveProperty('wrote');
    expect(storedName('trash bags', 'grocery')).toEqual({ kind: 'known', name: 'trash bags', aisle: 'Other' });
    expect(storedName('xqzt', 'grocery')).toEqual({ kind: 'ask', said: 'xqzt', options: [] });
  });

  it('a dislike or an allergy: a food or an allergen of the record, never a household thing', () => {
    expect(storedName('Cilantor', 'dislike')).toMatchObject({ kind: 'known', name: 'Cilantro', wrote: 'Cilantor' });
    expect(storedName('Chicken', 'dislike')).toMatchObject({ kind: 'known', name: 'Chicken' });
    expect(storedName('Dairy', 'dislike')).toEqual({ kind: 'known', name: 'Dairy' });
    expect(storedName('trash bags', 'dislike').kind).toBe('ask');
    expect(storedName('shelfish', 'allergy')).toEqual({ kind: 'known', name: 'Shellfish', wrote: 'shelfish' });
    expect(storedName('Nuts', 'allergy')).toEqual({ kind: 'known', name: 'Nuts' });
    expect(storedName('kiwi', 'allergy')).toMatchObject({ kind: 'known', name: 'Kiwi' });
    expect(storedName('xqzt', 'allergy').kind).toBe('ask');
  });
});

describe('markup', () => {
  it('is never part of a name', () => {
    expect(plainText('<script>alert(1)</script>eggs')).toBe('eggs');
    expect(plainText('<b>milk</b>')).toBe('milk');
    expect(plainText('bread\u0000\u200b')).toBe('bread');
    expect(plainText('eggs <')).toBe('eggs');
  });
});

describe('lines of the list a phrase names', () => {
  const lines = [{ name: 'Cheddar cheese' }, { name: 'Cream cheese' }, { name: 'cheese' }, { name: 'Blue cheese' }, { name: 'eggs' }];
  it('the line whose name it is, else every line holding it as whole words', () => {
    expect(linesNamed(lines, 'the cheese'.replace('the ', ''))).toEqual([{ name: 'cheese' }]);
    expect(
      linesNamed(
        lines.filter((l) => l.name !== 'cheese'),
        'cheese',
      ).map((l) => l.name),
    ).toEqual(['Cheddar cheese', 'Cream cheese', 'Blue cheese']);
    expect(linesNamed(lines, 'Egg')).toEqual([{ name: 'eggs' }]);
    expect(linesNamed(lines, 'chee')).toEqual([]);
  });
});

describe('shorthand: texting forms and amounts in words written out', () => {
  it.each([
    ['two thousand two hundred calories', '2200 calories'],
    ['a hundred dollars', '100 dollars'],
    ['one hundred and twenty grams', '120 grams'],
    ['twenty-five', '25'],
    ['2k calories', '2000 calories'],
    ['1.5k', '1500'],
    ['two eggs', 'two eggs'],
    ['the second one', 'the second one'],
    ['eighty dollars, please', '80 dollars, please'],
  ])('%s', (said, written) => {
    expect(figures(said)).toBe(written);
  });

  it('texting forms', () => {
    expect(writtenOut('no onion in my lunch 2moro pls')).toBe('no onion in my lunch tomorrow please');
    expect(writtenOut('drop the cheese n add yogurt')).toBe('drop the cheese and add yogurt');
    expect(writtenOut('we r out of sugar')).toBe('we are out of sugar');
    expect(writtenOut('id like more protein')).toBe("i'd like more protein");
    // a unit of 2 kg is not 2000
    expect(writtenOut('2kg of rice')).toBe('2kg of rice');
  });

  it('texting words, and "4" for "for" and "2" for "to" only where no count can stand', () => {
    expect(writtenOut('rm the chips')).toBe('remove the chips');
    expect(writtenOut('i h8 mushrooms')).toBe('i hate mushrooms');
    expect(writtenOut('wats 4 dinner 2nite')).toBe("what's for dinner tonight");
    expect(writtenOut('cals 4 wed?')).toBe('cals for wed?');
    expect(writtenOut('wats the spinach 4')).toBe("what's the spinach for");
    expect(writtenOut('do i need 2 buy bread')).toBe('do i need to buy bread');
    expect(writtenOut('hw long does 2nites dinner take')).toBe('how long does tonights dinner take');
    // counts stay counts
    expect(writtenOut('add 4 eggs')).toBe('add 4 eggs');
    expect(writtenOut('make it 4')).toBe('make it 4');
    expect(writtenOut('add 2 eggs')).toBe('add 2 eggs');
    expect(writtenOut('add 6 eggs n sum butter')).toBe('add 6 eggs and some butter');
    expect(writtenOut('whats the sum of the calories')).toBe('whats the sum of the calories');
    // "dose" is "does" only where it asks
    expect(writtenOut('how much dose my list cost')).toBe('how much does my list cost');
    expect(writtenOut('is this dose safe')).toBe('is this dose safe');
  });
});

describe('courtesy frames said plainly', () => {
  it.each([
    ['would you be so good as to add a dozen eggs to my list?', 'could you add a dozen eggs to my list?'],
    ['i should be grateful if you would remove the paper towels', 'could you remove the paper towels'],
    ['i wonder whether you could swap friday lunch', 'could you swap friday lunch'],
    ['please be so kind as to remove the bananas', 'could you remove the bananas'],
    // what is asked, and a question that asks, stay as typed
    ['would you like to know', 'would you like to know'],
    ['i wonder what is for dinner', 'i wonder what is for dinner'],
  ])('%s', (typed, plain) => expect(plainRequest(typed)).toBe(plain));
});

describe('aisles of things the catalogue does not have', () => {
  it('a kitchen unit in a name ("bags") names no aisle: trash bags are not where tea bags are', () => {
    const catalog = loadCatalog();
    expect(aisleOf('trash bags', catalog)).toBeNull();
    expect(aisleOf('freezer bags', catalog)?.aisle).not.toBe('Pantry');
  });
});
