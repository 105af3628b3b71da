import { A_LITTLE, countFigure, countInWords, measureInWords, NONE_LEFT } from './spoken-amounts.js';
import { shelfAmountText, tooLittleToKeep } from './units.js';
import { countNoun } from './words.js';

const avocados = (n: number) => countNoun('Avocados, raw', n);

describe('amounts as people say them', () => {
  it('counts in quarters, with the fraction a person writes: ½, 1¼, 2¾; whole from ten up', () => {
    expect([0.5, 0.26, 1, 1.25, 1.4, 2.75, 2.9, 9.8, 10.4, 12.6].map(countFigure)).toEqual([
      '½',
      '¼',
      '1',
      '1¼',
      '1½',
      '2¾',
      '3',
      '9¾',
      '10',
      '13',
    ]);
  });

  it('names the food for the count it reads: "½ avocado", "1 avocado", "1½ avocados"', () => {
    expect(countInWords(0.5, avocados)).toBe('½ avocado');
    expect(countInWords(0.9, avocados)).toBe('1 avocado');
    expect(countInWords(1.5, avocados)).toBe('1½ avocados');
    expect(countInWords(3, avocados)).toBe('3 avocados');
  });

  it('never says "0 black peppers" or "0.1 avocados": below a quarter is a little, nothing is none left', () => {
    expect(countInWords(0.1, avocados)).toBe(`${A_LITTLE} avocado`);
    expect(countInWords(0.04, (n) => countNoun('Black pepper', n))).toBe('a little black pepper');
    expect(countInWords(0, avocados)).toBe(NONE_LEFT);
  });

  it('weighs small amounts in words too: no "0 oz"', () => {
    expect(measureInWords(7.14, 'oz')).toBe('7.1 oz');
    expect(measureInWords(0.02, 'oz')).toBe(A_LITTLE);
    expect(measureInWords(0, 'fl oz')).toBe(NONE_LEFT);
  });

  it('the shelf text of a food sold by the piece says its leftovers this way', () => {
    // an avocado of 200 g sold one by one: 20 g left is a little, 100 g is half of one
    const avocado = { name: 'Avocados, raw', unitWeights: { piece: 200 }, packages: [{ unit: 'piece', grams: 200, quantity: 1 }] };
    expect(shelfAmountText(100, avocado)).toBe('½ avocado');
    expect(shelfAmountText(250, avocado)).toBe('1¼ avocados');
    expect(shelfAmountText(20, avocado)).toBe('a little avocado');
    expect(shelfAmountText(0, avocado)).toBe('none left');
    // by weight: a pinch is a little, a pound and a bit as people write it
    const rice = { name: 'White rice', unitWeights: {}, packages: [{ unit: 'lb', grams: 453.6, quantity: 1 }] };
    expect(shelfAmountText(1, rice)).toBe('a little');
    expect(shelfAmountText(539, rice)).toBe('1 lb 3 oz');
  });

  it('a leftover below a quarter of a piece is too little to keep; weighed foods and whole pieces are kept', () => {
    const avocado = { name: 'Avocados, raw', unitWeights: { piece: 200 }, packages: [{ unit: 'piece', grams: 200, quantity: 1 }] };
    const rice = { name: 'White rice', unitWeights: {}, packages: [{ unit: 'lb', grams: 453.6, quantity: 1 }] };
    expect(tooLittleToKeep(20, avocado)).toBe(true);
    expect(tooLittleToKeep(50, avocado)).toBe(false);
    expect(tooLittleToKeep(0, avocado)).toBe(false);
    expect(tooLittleToKeep(1, rice)).toBe(false);
  });
});
