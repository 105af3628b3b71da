import { describe, expect, it } from 'vitest';
import { costByCategory, displayPrice, exportText, groupByCategory, planAmountNote, totalOf, type FormattedItem } from './grocery-format';

const item = (over: Partial<FormattedItem>): FormattedItem => ({
  id: 'x',
  name: 'Thing',
  brand: null,
  category: 'Other',
  quantity: 1,
  unit: '',
  estimatedPrice: '0.00',
  purchased: false,
  isChecked: false,
  ...over,
});

describe('grocery-format', () => {
  const eggs = item({
    id: 'a',
    name: 'Eggs',
    brand: 'Kroger',
    category: 'Dairy & Eggs',
    quantity: 12,
    unit: 'eggs',
    estimatedPrice: '2.99',
    isChecked: true,
    purchased: true,
  });
  const flour = item({ id: 'b', name: 'Flour', brand: null, category: 'Baking', quantity: 2, unit: 'lb bag', estimatedPrice: '2.49' });
  const saffron = item({ id: 'c', name: 'Saffron', category: null, quantity: 1, unit: 'pinch', estimatedPrice: null });

  it('exports one line per item in the spec format', () => {
    expect(exportText([eggs, flour, saffron])).toBe('✓ Eggs - Kroger (12 eggs)\n☐ Flour (2 lb bag)\n☐ Saffron (1 pinch)');
    // Local choices show in the export: a brand chosen and a box ticked on this screen.
    expect(exportText([flour], { b: true }, { b: { brand: 'Gold Medal', price: '3.99' } })).toBe('✓ Flour - Gold Medal (2 lb bag)');
  });

  it('prices: local override, then estimatedPrice, then 0; totals to the cent', () => {
    expect(displayPrice(flour, { brand: 'Gold', price: '3.99' })).toBe(3.99);
    expect(displayPrice(flour)).toBe(2.49);
    expect(displayPrice(saffron)).toBe(0);
    expect(totalOf([eggs, flour, saffron])).toBe(5.48);
    expect(totalOf([item({ estimatedPrice: '0.10' }), item({ id: 'y', estimatedPrice: '0.20' })])).toBe(0.3);
  });

  it("groups by category with 'Other' as the default and last", () => {
    expect(groupByCategory([saffron, eggs, flour]).map((g) => g.category)).toEqual(['Dairy & Eggs', 'Baking', 'Other']);
    expect(costByCategory([saffron, eggs, flour])).toEqual([
      { category: 'Dairy & Eggs', cost: 2.99 },
      { category: 'Baking', cost: 2.49 },
      { category: 'Other', cost: 0 },
    ]);
  });

  it('says what the plan asks of a line the person changed, and nothing of one they did not', () => {
    type PlanLine = Parameters<typeof planAmountNote>[0];
    // the eggs as the plan made them: 12 eggs, the plan's own amount
    const line = (over: Partial<PlanLine>): PlanLine => ({
      quantity: 12,
      unit: 'eggs',
      removed: false,
      planNeedsMore: false,
      planAmount: { quantity: 12, unit: 'eggs' },
      ...over,
    });
    expect(planAmountNote(line({}))).toBeNull();
    expect(planAmountNote(line({ quantity: 24 }))).toBe('Plan: 12 eggs');
    expect(planAmountNote(line({ quantity: 6, planAmount: { quantity: 18, unit: 'eggs' }, planNeedsMore: true }))).toBe(
      'Your meals now need more than when you set this: the plan buys 18 eggs.',
    );
    expect(planAmountNote(line({ removed: true, quantity: 18, planAmount: { quantity: 18, unit: 'eggs' }, planNeedsMore: true }))).toBe(
      'Your meals now need more than when you took it off: the plan buys 18 eggs.',
    );
    expect(planAmountNote(line({ removed: true }))).toBeNull();
    // a line of the person's own ("paper towels") has no plan amount
    expect(planAmountNote(line({ quantity: 1, unit: '', planAmount: null }))).toBeNull();
  });
});
