import { toGrams } from '../kitchen/units.js';
import { catalogBySlug } from './catalog.js';

/** The kitchen's unit maths (kitchen/units.ts) over the catalogue's own household weights. */
describe('units on catalogue entries', () => {
  it('works on real catalogue entries', () => {
    const c = catalogBySlug();
    expect(toGrams(2, 'cloves', c.get('garlic'))).toBe(6);
    expect(toGrams(1, 'cup', c.get('all-purpose-flour'))).toBe(125);
    expect(toGrams(1, 'stick', c.get('butter'))).toBe(113);
    expect(toGrams(1, 'tsp', c.get('salt'))).toBe(6);
    expect(toGrams(1, 'medium', c.get('onion'))).toBe(110);
    // SR28's own sizes: 1 small / large onion (11282) 70 / 150 g, 1 small egg (01123) 38 g
    expect(toGrams(1, 'small', c.get('onion'))).toBe(70);
    expect(toGrams(1, 'large', c.get('onion'))).toBe(150);
    expect(toGrams(1, 'small', c.get('eggs'))).toBe(38);
    expect(toGrams(1, 'large', c.get('potato'))).toBe(369);
    expect(toGrams(1, 'can', c.get('black-beans'))).toBeCloseTo(425.24, 1);
    expect(toGrams(2, 'slices', c.get('bacon'))).toBe(56);
  });
});
