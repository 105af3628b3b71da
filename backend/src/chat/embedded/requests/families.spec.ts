/** A family the person narrows names what they mean: by the catalogue's record of a food and the containers foods are sold in. Pure. */
import { familyOf, madeFrom, membersMeant, sameFood } from './families.js';

const flour = { name: 'Chickpea flour (besan)', unit: 'lb bag' };
const canned = { name: 'Chickpeas (canned)', unit: 'oz can' };

describe('another food made of the one named is no reading of its plain name', () => {
  it('a flour, a vinegar, a broth, a milk of the food is another food', () => {
    expect(madeFrom('Chickpea flour (besan)', 'chickpeas')).toBe(true);
    expect(madeFrom('Rice vinegar', 'rice')).toBe(true);
    expect(madeFrom('Chicken broth', 'chicken')).toBe(true);
    expect(madeFrom('Almond milk', 'almonds')).toBe(true);
  });

  it('a kind, a form or a cut of the food is the food', () => {
    expect(madeFrom('Chickpeas (canned)', 'chickpeas')).toBe(false);
    expect(madeFrom('Cherry tomatoes', 'tomatoes')).toBe(false);
    expect(madeFrom('Chicken thighs', 'chicken')).toBe(false);
    expect(madeFrom('Greek yogurt', 'yogurt')).toBe(false);
  });

  it('"chickpeas" with Chickpea flour and Chickpeas (canned) listed means the chickpeas', () => {
    expect(membersMeant({ item: 'chickpeas' }, [flour, canned])).toEqual([canned]);
  });
});

describe('an amount in a container only some of the family are sold in means those', () => {
  it('"two cans of" is the food sold in cans, by the line\'s unit or its catalogue packages', () => {
    expect(membersMeant({ item: 'chickpea', unit: 'cans' }, [flour, canned])).toEqual([canned]);
    expect(membersMeant({ item: 'chickpea', unit: 'can' }, [{ name: 'Chickpea flour (besan)' }, { name: 'Chickpeas (canned)' }])).toEqual([
      { name: 'Chickpeas (canned)' },
    ]);
  });

  it('a catalogue family is narrowed before it is offered: "3 jars of peppers" is the roasted red peppers', () => {
    const peppers = familyOf('peppers')!.map((name) => ({ name }));
    expect(membersMeant({ item: 'peppers', unit: 'jar' }, peppers)).toEqual([{ name: 'Roasted red peppers' }]);
    const cans = membersMeant(
      { item: 'beans', unit: 'can' },
      familyOf('beans')!.map((name) => ({ name })),
    );
    expect(cans.map((b) => b.name)).toEqual(expect.arrayContaining(['Black beans (canned)', 'Kidney beans (canned)']));
    expect(cans.map((b) => b.name)).not.toContain('Dried black beans');
  });

  it('a weight or volume, or a container none is sold in, narrows nothing', () => {
    const cheeses = [{ name: 'Cheddar cheese' }, { name: 'Feta cheese' }];
    expect(membersMeant({ item: 'cheese', unit: 'lb' }, cheeses)).toEqual(cheeses);
    expect(membersMeant({ item: 'cheese', unit: 'jar' }, cheeses)).toEqual(cheeses);
    expect(membersMeant({ item: 'cheese' }, cheeses)).toEqual(cheeses);
  });
});

describe('the one food left is the food said, or another the words narrowed it to', () => {
  it('by the catalogue', () => {
    expect(sameFood('Chickpeas (canned)', 'chickpeas')).toBe(true);
    expect(sameFood('Roasted red peppers', 'peppers')).toBe(false);
    expect(sameFood('my usual snacks', 'My usual snacks')).toBe(true);
  });
});
