import { describe, expect, it } from 'vitest';
import { groupByCategory, type FormattedItem } from './grocery-format';
import { STORE_WALK } from './store-walk';

const line = (id: string, category: string | null): FormattedItem => ({
  id,
  name: `Line ${id}`,
  brand: null,
  category,
  quantity: 1,
  unit: '',
  estimatedPrice: '1.00',
  purchased: false,
  isChecked: false,
});

describe('the store walk', () => {
  it('groups a list in the order the shop is walked, whatever order its lines come in', () => {
    const lines = [
      line('salt', 'Spices & Seasonings'),
      line('peas', 'Frozen'),
      line('soap', null),
      line('rice', 'Grains & Pasta'),
      line('milk', 'Dairy & Eggs'),
      line('cod', 'Meat & Seafood'),
      line('bread', 'Bakery'),
      line('kale', 'Produce'),
      line('oil', 'Oils & Condiments'),
      line('apple', 'Produce'),
    ];
    expect(groupByCategory(lines).map((g) => g.category)).toEqual([
      'Produce',
      'Bakery',
      'Meat & Seafood',
      'Dairy & Eggs',
      'Frozen',
      'Grains & Pasta',
      'Oils & Condiments',
      'Spices & Seasonings',
      'Other',
    ]);
    // inside an aisle, the list's own order
    expect(groupByCategory(lines)[0].items.map((i) => i.id)).toEqual(['kale', 'apple']);
  });

  it("puts an aisle it does not know after the spices and before 'Other'", () => {
    const groups = groupByCategory([line('a', 'Other'), line('b', 'Household'), line('c', 'Spices & Seasonings'), line('d', 'Produce')]);
    expect(groups.map((g) => g.category)).toEqual(['Produce', 'Spices & Seasonings', 'Household', 'Other']);
  });

  it('names every aisle once, produce first and Other last', () => {
    const aisles = STORE_WALK.flat();
    expect(new Set(aisles).size).toBe(aisles.length);
    expect(aisles[0]).toBe('Produce');
    expect(aisles.at(-1)).toBe('Other');
  });
});
