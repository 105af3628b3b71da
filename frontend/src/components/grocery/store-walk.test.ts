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
      'Grains & Pasta',
      'Spices & Seasonings',
      'Oils & Condiments',
      'Frozen',
      'Other',
    ]);
    // inside an aisle, the list's own order
    expect(groupByCategory(lines)[0].items.map((i) => i.id)).toEqual(['kale', 'apple']);
  });

  it('puts an aisle it does not know with the dry goods, before the freezer', () => {
    const groups = groupByCategory([
      line('a', 'Other'),
      line('p', 'Frozen'),
      line('b', 'Household'),
      line('c', 'Spices & Seasonings'),
      line('d', 'Produce'),
    ]);
    expect(groups.map((g) => g.category)).toEqual(['Produce', 'Spices & Seasonings', 'Household', 'Frozen', 'Other']);
  });

  it("takes the kitchen's walk from the API: every aisle once, produce first, the freezer then Other last", () => {
    expect(new Set(STORE_WALK).size).toBe(STORE_WALK.length);
    expect(STORE_WALK[0]).toBe('Produce');
    expect(STORE_WALK.slice(-2)).toEqual(['Frozen', 'Other']);
  });
});
