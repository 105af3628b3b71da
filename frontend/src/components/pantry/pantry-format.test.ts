import { describe, expect, it } from 'vitest';
import { amountText, editableAmount, groupByAisle, STAPLE_TEXT } from './pantry-format';

describe('the pantry in words', () => {
  it('a staple is always at home; a stock reads as the server says it', () => {
    expect(amountText({ kind: 'staple', amount: 'always there' })).toBe(STAPLE_TEXT);
    expect(amountText({ kind: 'stock', amount: '1 lb 3 oz' })).toBe('1 lb 3 oz');
  });

  it('starts the amount editor from the amount as it reads, as one number and a unit', () => {
    expect(editableAmount({ kind: 'stock', amount: '14.2 fl oz', grams: 412 })).toEqual({ quantity: 14.2, unit: 'fl oz' });
    expect(editableAmount({ kind: 'stock', amount: '7.1 oz', grams: 201 })).toEqual({ quantity: 7.1, unit: 'oz' });
    expect(editableAmount({ kind: 'stock', amount: '2 lb', grams: 907.18 })).toEqual({ quantity: 2, unit: 'lb' });
    expect(editableAmount({ kind: 'stock', amount: '1 lb 3 oz', grams: 538.64 })).toEqual({ quantity: 19, unit: 'oz' });
    expect(editableAmount({ kind: 'stock', amount: '8 eggs', grams: 400 })).toEqual({ quantity: 8, unit: 'piece' });
    // counts said as people say them: quarters in fraction glyphs, leftovers in words (edited in grams)
    expect(editableAmount({ kind: 'stock', amount: '½ avocado', grams: 100 })).toEqual({ quantity: 0.5, unit: 'piece' });
    expect(editableAmount({ kind: 'stock', amount: '1¼ avocados', grams: 250 })).toEqual({ quantity: 1.25, unit: 'piece' });
    expect(editableAmount({ kind: 'stock', amount: 'a little avocado', grams: 20 })).toEqual({ quantity: 20, unit: 'g' });
    expect(editableAmount({ kind: 'stock', amount: 'none left', grams: 0 })).toEqual({ quantity: 0, unit: 'g' });
    expect(editableAmount({ kind: 'stock', amount: '250 g', grams: 250.4 })).toEqual({ quantity: 250, unit: 'g' });
    expect(editableAmount({ kind: 'stock', amount: 'a little', grams: 12.345 })).toEqual({ quantity: 12.35, unit: 'g' });
    // a staple has no amount: nothing is made up for it
    expect(editableAmount({ kind: 'staple', amount: 'always there', grams: null })).toEqual({ quantity: null, unit: 'oz' });
  });

  it('groups by aisle in the order given', () => {
    const groups = groupByAisle([
      { aisle: 'Baking', n: 1 },
      { aisle: 'Baking', n: 2 },
      { aisle: 'Spices', n: 3 },
      { aisle: '', n: 4 },
    ]);
    expect(groups.map((g) => [g.aisle, g.items.map((i) => i.n)])).toEqual([
      ['Baking', [1, 2]],
      ['Spices', [3]],
      ['Other', [4]],
    ]);
  });
});
