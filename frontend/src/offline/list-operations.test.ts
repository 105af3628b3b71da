import { describe, expect, it } from 'vitest';
import type { Schemas } from '../api/types';
import { applyOperation, applyOperations, changesOfUpdate, lineOfAdd } from './list-operations';

type GroceryList = Schemas['GroceryList'];

const line = (id: string, name: string, price: string, extra: Partial<Schemas['GroceryItem']> = {}) => ({
  ...lineOfAdd(id, { name, quantity: 1, unit: 'lb', price }),
  origin: 'generated' as const,
  ...extra,
});

const LIST: GroceryList = {
  id: 'list-1',
  mealPlanId: 'plan-1',
  planName: 'My week',
  weekStartDate: null,
  store: null,
  storeName: null,
  totalEstimatedCost: 7.48,
  planFoodCost: 7.48,
  ownLinesCost: 0,
  roughCost: 0,
  unpricedCount: 0,
  priceSource: {} as GroceryList['priceSource'],
  createdAt: '2026-11-22T08:00:00Z',
  updatedAt: '2026-11-22T08:00:00Z',
  items: [line('eggs', 'Eggs', '2.99'), line('flour', 'Flour', '4.49')],
  removedItems: [line('kale', 'Kale', '3.00', { removed: true })],
  pantryItems: [],
  updating: false,
  lastUpdate: null,
};

describe('a PATCH body as operations', () => {
  it('one operation per field, a brand with its price', () => {
    expect(changesOfUpdate('eggs', { isChecked: true })).toEqual([{ line: 'eggs', field: 'isChecked', value: true }]);
    expect(changesOfUpdate('eggs', { brand: 'Kroger', estimatedPrice: '3.49' })).toEqual([
      { line: 'eggs', field: 'brand', value: { brand: 'Kroger', estimatedPrice: '3.49' } },
    ]);
    expect(changesOfUpdate('eggs', { paidPrice: '3.10', isChecked: true }).map((c) => c.field)).toEqual(['paidPrice', 'isChecked']);
  });
});

describe('showing an operation on the kept list at once', () => {
  it('a tick ticks only that line and leaves the total', () => {
    const after = applyOperation(LIST, { line: 'eggs', field: 'isChecked', value: true });
    expect(after.items.map((i) => [i.id, i.isChecked])).toEqual([
      ['eggs', true],
      ['flour', false],
    ]);
    expect(after.totalEstimatedCost).toBe(7.48);
    expect(LIST.items[0].isChecked).toBe(false); // the list it was given is not changed
  });

  it('a brand or a price paid moves the line and the total by the difference', () => {
    const branded = applyOperation(LIST, { line: 'eggs', field: 'brand', value: { brand: 'Name Brand', estimatedPrice: '4.99' } });
    expect(branded.items[0]).toMatchObject({ brand: 'Name Brand', estimatedPrice: '4.99' });
    expect(branded.totalEstimatedCost).toBe(9.48);
    const paid = applyOperation(LIST, { line: 'flour', field: 'paidPrice', value: '3.5' });
    expect(paid.items[1]).toMatchObject({ estimatedPrice: '3.50', priceKind: 'yours' });
    expect(paid.totalEstimatedCost).toBe(6.49);
  });

  it('taking a line off moves it to the removed lines and out of the total; putting it back returns it', () => {
    const off = applyOperation(LIST, { line: 'flour', field: 'removed', value: true });
    expect(off.items.map((i) => i.id)).toEqual(['eggs']);
    expect(off.removedItems.map((i) => [i.id, i.removed])).toEqual([
      ['kale', true],
      ['flour', true],
    ]);
    expect(off.totalEstimatedCost).toBe(2.99);
    const back = applyOperation(off, { line: 'kale', field: 'removed', value: false });
    expect(back.items.map((i) => [i.id, i.removed])).toEqual([
      ['eggs', false],
      ['kale', false],
    ]);
    expect(back.totalEstimatedCost).toBe(5.99);
  });

  it('an added line shows under the id the device made, priced when the person typed a price', () => {
    const added = applyOperation(LIST, {
      line: 'new-1',
      field: 'add',
      value: { name: 'paper towels', quantity: 6, unit: 'roll', price: '7.99' },
    });
    expect(added.items.at(-1)).toMatchObject({
      id: 'new-1',
      name: 'paper towels',
      quantity: 6,
      unit: 'roll',
      priceKind: 'yours',
      origin: 'added',
    });
    expect(added.totalEstimatedCost).toBe(15.47);
    // shown once even when applied again (a reload re-applies what is still waiting)
    expect(applyOperation(added, { line: 'new-1', field: 'add', value: { name: 'paper towels' } }).items).toHaveLength(3);
  });

  it('an added line of a name already on the list (same unit) joins it, as the server does', () => {
    const joined = applyOperation(LIST, { line: 'new-2', field: 'add', value: { name: ' eggs ', quantity: 2, unit: 'lb' } });
    expect(joined.items).toHaveLength(2);
    expect(joined.items[0].quantity).toBe(3);
  });

  it('an operation for a line the list does not hold changes nothing', () => {
    expect(applyOperation(LIST, { line: 'nope', field: 'quantity', value: 3 })).toEqual(LIST);
  });

  it('waiting operations apply in the order they were made: the later one shows', () => {
    const after = applyOperations(LIST, [
      { line: 'eggs', field: 'quantity', value: 2 },
      { line: 'eggs', field: 'quantity', value: 5 },
      { line: 'eggs', field: 'isChecked', value: true },
    ]);
    expect(after.items[0]).toMatchObject({ quantity: 5, isChecked: true });
  });
});
