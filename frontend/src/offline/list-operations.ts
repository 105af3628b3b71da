/**
 * Changes to a grocery list as operations (issue #21, list contract "Operations"): what the write hooks turn a
 * change into, and how the device shows an operation at once on the list it keeps (the optimistic state), before
 * the server has answered. Pure: no browser, no React.
 */
import type { Schemas } from '../api/types';

type GroceryList = Schemas['GroceryList'];
type GroceryItem = Schemas['GroceryItem'];

/** A line's field an operation changes; 'add' makes a line, 'removed' takes it off (true) or back (false). */
export type OperationField = Schemas['ListOperationField'];

export interface BrandChoice {
  brand: string;
  estimatedPrice: string;
}

/** A line the device adds: POST items' body. */
export type AddedLine = Schemas['AddGroceryItemDto'];

/** The value of each field, as the operations route reads it (the document types the value loosely; this, per field). */
export interface OperationValues {
  isChecked: boolean;
  quantity: number;
  brand: BrandChoice;
  paidPrice: string;
  removed: boolean;
  add: AddedLine;
}

/** One change as sent: `line` is the grocery item id (for 'add', the id the device made for the new line). */
export type ListOperation = {
  [F in OperationField]: { opId: string; line: string; field: F; value: OperationValues[F]; stamp: string };
}[OperationField];

/** An operation the device keeps until the server has answered it: which plan's list it changes. */
export type QueuedOperation = ListOperation & { mealPlanId: string };

/** An operation before it gets its id and stamp. */
export type OperationChange = { [F in OperationField]: { line: string; field: F; value: OperationValues[F] } }[OperationField];

/** A line change as the PATCH route takes it (the hooks keep that signature). */
export interface LineUpdate {
  isChecked?: boolean;
  brand?: string;
  estimatedPrice?: string;
  quantity?: number;
  paidPrice?: string;
}

/** The operations a PATCH body means: one per field it sets (a brand goes with its price; a price paid may come with the tick). */
export function changesOfUpdate(line: string, update: LineUpdate): OperationChange[] {
  const changes: OperationChange[] = [];
  if (update.brand !== undefined) {
    changes.push({ line, field: 'brand', value: { brand: update.brand, estimatedPrice: update.estimatedPrice ?? '0.00' } });
  }
  if (update.quantity !== undefined) changes.push({ line, field: 'quantity', value: update.quantity });
  if (update.paidPrice !== undefined) changes.push({ line, field: 'paidPrice', value: update.paidPrice });
  if (update.isChecked !== undefined) changes.push({ line, field: 'isChecked', value: update.isChecked });
  return changes;
}

const cents = (dollars: string | number) => Math.round(Number(dollars) * 100) || 0;
const dollars = (amountCents: number) => Math.round(amountCents) / 100;
const priced = (item: GroceryItem) => (item.priceKind === 'none' ? 0 : cents(item.estimatedPrice));
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A line the device adds, as the list will show it until the server prices and files it. */
export function lineOfAdd(line: string, value: AddedLine): GroceryItem {
  const price = value.price ? Number(value.price).toFixed(2) : '0.00';
  return {
    id: line,
    name: value.name,
    brand: null,
    category: 'Other',
    quantity: value.quantity ?? 1,
    unit: value.unit ?? '',
    estimatedPrice: price,
    purchased: false,
    isChecked: false,
    forMeals: [],
    note: null,
    brandOptions: [],
    priceSource: value.price ? { kind: 'person', label: 'your price', detail: null } : { kind: 'none', label: 'no price', detail: null },
    priceKind: value.price ? 'yours' : 'none',
    origin: 'added',
    removed: false,
    planAmount: null,
    planNeedsMore: false,
  };
}

/** A list with its three groups of lines present (an older copy kept on the device may lack one). */
function withLines(list: GroceryList): GroceryList {
  return { ...list, items: list.items ?? [], removedItems: list.removedItems ?? [], pantryItems: list.pantryItems ?? [] };
}

/** The line as the operation leaves it (lines of other ids are not touched). */
function changedLine(item: GroceryItem, op: OperationChange): GroceryItem {
  switch (op.field) {
    case 'isChecked':
      return { ...item, isChecked: op.value, purchased: op.value };
    case 'quantity':
      // the server prices the new amount; until it answers the line keeps its price
      return { ...item, quantity: op.value };
    case 'brand':
      return { ...item, brand: op.value.brand, estimatedPrice: Number(op.value.estimatedPrice).toFixed(2) };
    case 'paidPrice':
      return { ...item, estimatedPrice: Number(op.value).toFixed(2), priceKind: 'yours' };
    case 'removed':
      return { ...item, removed: op.value };
    case 'add':
      return item;
  }
}

/** The list's total moved by what the lines to buy changed by (the server's figure, corrected, not summed anew). */
function withTotal(list: GroceryList, items: GroceryItem[]): GroceryList {
  const before = list.items.reduce((sum, item) => sum + priced(item), 0);
  const after = items.reduce((sum, item) => sum + priced(item), 0);
  return { ...list, items, totalEstimatedCost: dollars(cents(list.totalEstimatedCost) + after - before) };
}

/**
 * The list with one operation shown: a tick, a quantity, a brand, a price paid, a line taken off or put back, or
 * a line added (joining a line of the same name and unit, as the server does). An operation naming a line the
 * list does not hold changes nothing (the server will refuse it and say why).
 */
export function applyOperation(shown: GroceryList, op: OperationChange): GroceryList {
  const list = withLines(shown);
  if (op.field === 'add') {
    if ([...list.items, ...list.removedItems].some((item) => item.id === op.line)) return list; // already shown
    const unit = op.value.unit ?? '';
    const same = list.items.find((item) => sameName(item.name, op.value.name) && item.unit === unit);
    if (same) {
      const quantity = Math.round((same.quantity + (op.value.quantity ?? 1)) * 100) / 100;
      return withTotal(
        list,
        list.items.map((item) => (item === same ? { ...item, quantity } : item)),
      );
    }
    return withTotal(list, [...list.items, lineOfAdd(op.line, op.value)]);
  }
  if (op.field === 'removed') {
    const from = op.value ? list.items : list.removedItems;
    const moving = from.find((item) => item.id === op.line);
    if (!moving) return list;
    const moved = changedLine(moving, op);
    const items = op.value ? list.items.filter((item) => item !== moving) : [...list.items, moved];
    const removedItems = op.value ? [...list.removedItems, moved] : list.removedItems.filter((item) => item !== moving);
    return { ...withTotal(list, items), removedItems };
  }
  if (list.items.some((item) => item.id === op.line)) {
    return withTotal(
      list,
      list.items.map((item) => (item.id === op.line ? changedLine(item, op) : item)),
    );
  }
  if (list.removedItems.some((item) => item.id === op.line)) {
    return { ...list, removedItems: list.removedItems.map((item) => (item.id === op.line ? changedLine(item, op) : item)) };
  }
  return list;
}

/** The list with every operation still waiting on the device shown, in order. */
export function applyOperations(list: GroceryList, ops: readonly OperationChange[]): GroceryList {
  return ops.reduce(applyOperation, list);
}

/** Where a line is on the list (to buy, taken off, or covered by the pantry); null when not there. */
export function findLine(list: GroceryList, line: string): GroceryItem | null {
  const { items, removedItems, pantryItems } = withLines(list);
  return [...items, ...removedItems, ...pantryItems].find((item) => item.id === line) ?? null;
}
