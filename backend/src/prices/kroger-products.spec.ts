import { catalogBySlug } from '../catalog/catalog.js';
import { quoteProducts, searchTerm, sizeToGrams } from './kroger-products.js';

const c = catalogBySlug();
const milk = c.get('whole-milk')!;
const eggs = c.get('eggs')!;

describe("Kroger's sizes in grams of the food, through the catalogue's own weights", () => {
  it.each([
    ['16 oz', 'spaghetti', 453.59],
    ['2 lb', 'white-rice', 907.18],
    ['1 gal', 'whole-milk', milk.unitWeights.gallon],
    ['1/2 gal', 'whole-milk', milk.unitWeights.gallon / 2],
    ['64 fl oz', 'whole-milk', 64 * milk.unitWeights['fl-oz']],
    ['12 ct', 'eggs', 12 * eggs.unitWeights.piece],
    ['3 ct / 1.5 lb', 'eggs', 3 * eggs.unitWeights.piece],
  ])('%s of %s', (size, slug, grams) => expect(sizeToGrams(size, c.get(slug)!)).toBeCloseTo(grams, 0));

  it('a size it cannot read, or a unit the food is not weighed in, is no size', () => {
    expect(sizeToGrams('family size', milk)).toBeNull();
    expect(sizeToGrams('12 ct', c.get('spaghetti')!)).toBeNull();
  });
});

describe('a line priced from the products a search answered', () => {
  const product = (id: string, description: string, regular: number, promo: number, size: string) => ({
    productId: id,
    brand: 'Kroger',
    description,
    items: [{ price: { regular, promo }, size }],
  });

  it('covers the need at the lowest cost, at the promotion when there is one, and only with products that are the food', () => {
    const quotes = quoteProducts(3 * 946, milk, [
      product('a', 'Kroger Whole Milk', 3.29, 2.99, '1 gal'),
      product('b', 'Kroger Whole Milk', 2.19, 0, '1/2 gal'),
      product('c', 'Milk Chocolate Bar', 0.99, 0, '1.5 oz'),
    ]);
    // three quarts: a gallon on promotion ($2.99) beats two half gallons ($4.38); the chocolate is not milk
    expect(quotes.map((q) => [q.product.productId, q.count, q.totalCents, q.promo])).toEqual([
      ['a', 1, 299, true],
      ['b', 2, 438, false],
    ]);
  });

  it('an unknown need buys one; the search term names the state the entry is sold in', () => {
    expect(quoteProducts(null, eggs, [product('e', 'Kroger Large Eggs', 2.79, 0, '12 ct')])[0]).toMatchObject({
      count: 1,
      totalCents: 279,
    });
    expect(searchTerm('Black beans (canned)')).toBe('canned black beans');
    expect(searchTerm('Chicken breast (boneless, skinless)')).toBe('chicken breast');
  });
});
