import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { conflict, invalid, notFound } from '../common/domain-error.js';
import type { BrandOption, GroceryItem as GroceryItemRow, StoredPriceSource } from './grocery-list.entity.js';
import { GroceryItem, GroceryList } from './grocery-list.entity.js';
import { brandOptionOf, toCents, type GroceryItemView } from './grocery-view.js';
import { GroceryService, ITEM_NOT_FOUND_MESSAGE, lineKey, PLAN_NOT_FOUND_MESSAGE } from './grocery.service.js';
import { GrocerySources } from './grocery.sources.js';
import { isSuperseded, LineSuperseded, serverStamp, stampFields, type StampedField } from './line-stamps.js';
import { ListEvents } from './list-events.js';
import {
  LINE_UNITS,
  listUnit,
  usualAmount,
  personPriceSource,
  priceCents,
  priceOwnLine,
  quantityProblem,
  round2,
  scaleCents,
  type LineOrigin,
  type PersonEdit,
  type PlanAmount,
} from './line-edits.js';
import { centsToString, type BuilderIngredient } from './list-builder.js';
import { OTHER_AISLE, DEFAULT_STORE, storeNameOf } from '../kitchen/vocabulary.js';
import { toGrams } from '../kitchen/units.js';
import { PAID_PRICE_MESSAGE, paidCents } from '../prices/price-book.js';
import { PriceBookService, type PaidPackage } from '../prices/price-book.service.js';

export const REMOVED_LINE_MESSAGE = 'This line was taken off the list: restore it first.';
export const PANTRY_LINE_MESSAGE = 'This line comes from your pantry: nothing to buy. Change the amount at home on the Pantry page.';
const PLAN_LINE_UNIT_MESSAGE = "A line the plan brought is counted in the plan's packages: change how many, not the unit.";

export const LINE_EDIT_MESSAGE =
  'Send one change: { isChecked: true or false }, { brand, estimatedPrice } (for example { "brand": "Kroger", "estimatedPrice": "4.99" }), { quantity } (for example { "quantity": 2 }) or { paidPrice } (for example { "paidPrice": "3.49" }, with isChecked when ticking).';

/** A line the person asks for: "paper towels", 6 rolls, $7.99 (quantity, unit and price optional). */
export interface OwnLineInput {
  name: string;
  quantity?: number;
  unit?: string;
  price?: string;
}

/** One change to a line (PATCH /api/grocery-list-items/:itemId). */
export interface LineChange {
  isChecked?: boolean;
  brand?: string;
  estimatedPrice?: string;
  quantity?: number;
  /**
   * With a quantity, on a line of the person's own: the unit it is now counted in ("3 bags" of a line bought in
   * oz). The assistant's; the list page changes how many of the line's own unit.
   */
  unit?: string;
  /** What the person paid for the line ('3.49'): their price, kept in their price book. */
  paidPrice?: string;
}

/**
 * A change made by a device's operation (list-operations.service.ts): stamped with the operation's stamp, refused
 * as superseded when the field already holds a later change, and told to the list's devices by the operations
 * service once its batch is done. Without one, a change is the server's own (the REST routes, the assistant):
 * stamped with the server's clock, always applied, and published at once.
 */
export interface OperationStamp {
  stamp: string;
  /** For an add: the id the device made for the new line (another name of the line it joins, when it joins one). */
  lineId?: string;
  /**
   * Records the operation as applied in the change's own transaction, so it is made once: throws when it was
   * already recorded (the change is then rolled back). Run after the list's lock, before the change.
   */
  claim(em: EntityManager): Promise<void>;
}

/** How one change is stamped: the fields it changes, and the operation it comes from, if any. */
interface Stamping {
  fields: readonly StampedField[];
  op?: OperationStamp;
}

/** A changed line, with the list's total after the change. */
export type ChangedLine = GroceryItemView & { listTotalEstimatedCost: number };

/** One list line as stored, to put back (the assistant's undo of a removal). */
export interface GroceryLineSnapshot {
  /** The row, kept while it is off the list; absent in snapshots taken when a removal deleted the row. */
  id?: string;
  listId: string;
  position: number;
  ingredientId: number | null;
  name: string;
  brand: string | null;
  category: string;
  quantity: number;
  unit: string;
  estimatedPrice: string;
  isChecked: boolean;
  forMeals: string[];
  brandOptions: BrandOption[];
  note: string | null;
  priceSource?: StoredPriceSource | null;
  origin?: LineOrigin;
  personEdit?: PersonEdit | null;
}

/** A name as a line keeps it: trimmed, single spaces; a 400 unless 1 to 200 characters. */
function lineName(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  if (!name || name.length > 200) throw invalid('name must be 1 to 200 characters');
  return name;
}

/** The known spelling of a unit, or a 400 naming the ones a line may use. */
function knownUnit(raw: unknown): string {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw invalid('unit must be text');
  const unit = listUnit(raw);
  if (unit === null) throw invalid(`unit must be a unit we know (${LINE_UNITS.join(', ')}), or left empty`);
  return unit;
}

function checkedQuantity(quantity: unknown, unit: string): number {
  const problem = quantityProblem(quantity, unit);
  if (problem) throw invalid(problem);
  return round2(quantity as number);
}

/**
 * The person's own changes to a list's lines: add one by hand, take one off and put it back, change its
 * quantity, tick it, choose its brand. Each change is checked before anything is written, is owner-scoped
 * (another person's line is a 404), waits its turn with a rebuild of the same list, and moves the list's
 * total in the same transaction. The assistant makes its list changes through here too.
 */
@Injectable()
export class GroceryLinesService {
  constructor(
    private readonly em: EntityManager,
    private readonly sources: GrocerySources,
    private readonly grocery: GroceryService,
    private readonly book: PriceBookService,
    private readonly events: ListEvents,
  ) {}

  // ---------- adding ----------

  /**
   * Adds a line to the plan's list (by hand, or the assistant's "add milk to my list"); starts an empty list
   * when the plan has none. A line of the same name on the list is reused instead of doubled (unticked, the
   * quantity added when the units agree); one taken off is put back. Priced as a built list prices a line,
   * unless the person gives a price: then theirs wins, labelled "your price". The total follows.
   */
  async addItem(
    userId: string,
    mealPlanId: string,
    input: OwnLineInput,
    op?: OperationStamp,
  ): Promise<ChangedLine & { merged: boolean; restored: boolean; before: GroceryLineSnapshot | null }> {
    const stamp = op?.stamp ?? serverStamp(Date.now());
    // a device's add joining a line does not undo a later change of that line's tick or removal
    const mayChange = (item: GroceryItemRow, field: StampedField) => !op || !isSuperseded(item.fieldStamps, field, stamp);
    const name = lineName(input.name);
    const said = knownUnit(input.unit);
    const saidQuantity = input.quantity === undefined ? undefined : checkedQuantity(input.quantity, said);
    const typed = input.price === undefined ? null : priceCents(input.price);
    if (input.price !== undefined && typed === null)
      throw invalid("price must be a price from 0 to 9999.99 with at most 2 decimals, as text, like '4.99'");
    // Read before the transaction: the catalogue read takes a connection of its own, and a transaction
    // waiting for one while holding another can exhaust the pool under load.
    const shop = await this.sources.store(userId);
    const catalog = await this.sources.catalogFor(userId, shop);
    // no amount and no unit said: a catalogue food's usual package (a dozen eggs, a gallon of milk), else 1
    const usual = saidQuantity === undefined && !said ? usualAmount(name, catalog, shop || DEFAULT_STORE) : null;
    const unit = usual?.unit ?? said;
    const quantity = usual?.quantity ?? saidQuantity ?? 1;
    const done = await this.em.transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`grocery:${mealPlanId}`]);
      await op?.claim(em);
      let list = await em.findOne(GroceryList, { mealPlan: mealPlanId, user: userId });
      if (!list) {
        const plan = await this.sources.plan(userId, mealPlanId);
        if (!plan) throw notFound(PLAN_NOT_FOUND_MESSAGE);
        list = em.create(GroceryList, {
          user: userId,
          mealPlan: mealPlanId,
          store: await this.sources.store(userId),
          totalEstimatedCost: '0.00',
        });
        await em.flush();
      }
      const store = list.store || DEFAULT_STORE;
      const rows = await em.find(GroceryItem, { groceryList: list.id });
      // The same line: the same name, and the same unit when an amount is given ("1 l milk" beside "1 gallon milk" is a line
      // of its own). A price the person gives joins only a line of their own: a plan line is priced by the plan at every update.
      // A line "From your pantry" buys nothing: adding that food is asking to buy some (running low), a line of its own.
      const same = (row: GroceryItemRow) =>
        row.origin !== 'pantry' &&
        lineKey(row.name) === lineKey(name) &&
        (input.quantity === undefined || row.unit === unit) &&
        (typed === null || row.origin === 'added');
      const live = rows.find((r) => !r.removedAt && same(r));
      const removed = live ? undefined : rows.find((r) => r.removedAt && same(r));
      let item: GroceryItemRow;
      // the line the add joins, as it was (the assistant's undo puts it back so)
      const before = (live ?? removed) ? snapshotOf((live ?? removed)!) : null;
      const changed: StampedField[] = input.quantity === undefined ? [] : ['quantity'];
      if (live) {
        item = live;
        if (mayChange(item, 'isChecked')) {
          item.isChecked = false;
          changed.push('isChecked');
        }
        const cents = toCents(String(item.estimatedPrice));
        if (input.quantity !== undefined)
          this.setQuantity(item, checkedQuantity(round2(Number(item.quantity) + quantity), unit), catalog, store);
        // their price for what they add: on top of the line's price when the amounts add up, else the line's price
        if (typed !== null) this.setPersonPrice(item, input.quantity !== undefined ? cents + typed : typed, catalog, store);
      } else if (removed) {
        item = removed;
        if (mayChange(item, 'removed')) {
          this.putBack(item);
          changed.push('removed');
        }
        if (mayChange(item, 'isChecked')) {
          item.isChecked = false;
          changed.push('isChecked');
        }
        if (input.quantity !== undefined) this.setQuantity(item, quantity, catalog, store);
        if (typed !== null) this.setPersonPrice(item, typed, catalog, store);
      } else {
        const priced = priceOwnLine(name, quantity, unit, catalog, store);
        changed.push('isChecked', 'removed');
        item = em.create(GroceryItem, {
          ...(op?.lineId ? { id: op.lineId } : {}),
          groceryList: list,
          position: rows.reduce((max, i) => Math.max(max, i.position), -1) + 1,
          ingredientId: priced.ingredientId,
          name,
          brand: priced.brand,
          category: (priced.category || OTHER_AISLE).slice(0, 60),
          quantity,
          unit,
          estimatedPrice: centsToString(typed ?? priced.cents),
          isChecked: false,
          forMeals: [],
          brandOptions: priced.brandOptions.map(brandOptionOf),
          note: typed === null ? priced.note : null,
          priceSource: typed === null ? priced.priceSource : personPriceSource(priced.priceSource?.kind === 'none' ? null : priced.cents),
          origin: 'added',
          removedAt: null,
          planAmount: null,
          personEdit: null,
        });
      }
      item.fieldStamps = stampFields(item.fieldStamps, changed, stamp);
      await em.flush();
      // the device's id for the line it added names the line it joined, so its later operations reach it
      if (op?.lineId && op.lineId !== item.id)
        await em.execute('insert into grocery_line_aliases (alias_id, grocery_item_id) values (?, ?) on conflict do nothing', [
          op.lineId,
          item.id,
        ]);
      return { item, merged: !!live, restored: !!removed, before, store, total: await this.grocery.refreshTotal(em, list.id) };
    });
    if (!op) await this.events.changed(mealPlanId);
    return {
      ...(await this.grocery.lineView(done.item, done.store)),
      listTotalEstimatedCost: done.total,
      merged: done.merged,
      restored: done.restored,
      before: done.before,
    };
  }

  // ---------- changing a line ----------

  /**
   * `{ isChecked }` ticks a line; `{ brand, estimatedPrice }` chooses a brand at its price; `{ quantity }`
   * changes how much to buy (the price follows: see setQuantity). Anything else is refused before anything
   * is written. The list's total follows in the same transaction.
   */
  async updateItem(userId: string, itemId: string, input: LineChange, op?: OperationStamp): Promise<ChangedLine> {
    const checking = input.isChecked !== undefined;
    const branding = input.brand !== undefined || input.estimatedPrice !== undefined;
    const sizing = input.quantity !== undefined;
    const paying = input.paidPrice !== undefined;
    // a price paid goes alone or with the tick (typed when ticking a line in the shop)
    if (
      [checking && !paying, branding, sizing, paying].filter(Boolean).length !== 1 ||
      (branding && (input.brand === undefined || input.estimatedPrice === undefined)) ||
      (input.unit !== undefined && !sizing)
    ) {
      throw invalid(LINE_EDIT_MESSAGE);
    }
    const paid = paying ? paidCents(input.paidPrice) : null;
    if (paying && paid === null) throw invalid(`paidPrice: ${PAID_PRICE_MESSAGE}`);
    const catalog = sizing || paying ? await this.sources.catalog() : [];
    let bought: GroceryItemRow | null = null;
    const fields: StampedField[] = paying ? ['paidPrice', ...(checking ? (['isChecked'] as const) : [])] : [];
    if (checking && !paying) fields.push('isChecked');
    if (branding) fields.push('brand');
    if (sizing) fields.push('quantity');
    const changed = await this.changeLine(userId, itemId, { fields, op }, async (item, store, em) => {
      if (item.removedAt) throw conflict(REMOVED_LINE_MESSAGE);
      if (item.origin === 'pantry' && !(checking && !paying)) throw conflict(PANTRY_LINE_MESSAGE);
      if (checking) {
        item.isChecked = input.isChecked as boolean;
        bought = item;
      }
      if (paying) {
        // kept in the price book in the same transaction as the line's price
        const booked = this.payLine(item, paid!, store, catalog);
        if (booked) await this.book.record(userId, booked, em);
      } else if (branding) {
        item.brand = input.brand as string;
        item.estimatedPrice = centsToString(toCents(input.estimatedPrice as string));
        // remembered, so "Update from plan" keeps the person's brand (a plan line's brand is otherwise the plan's)
        if (item.origin !== 'added')
          item.brandChoice = {
            brand: item.brand,
            cents: toCents(item.estimatedPrice),
            quantity: Number(item.quantity),
            unit: item.unit,
            grams: gramsBought(item),
          };
      } else if (sizing) {
        if (input.unit !== undefined && input.unit !== item.unit) {
          // a plan line is counted in the plan's packages; only the person's own line changes what it counts
          if (item.origin !== 'added') throw conflict(PLAN_LINE_UNIT_MESSAGE);
          const unit = knownUnit(input.unit);
          checkedQuantity(input.quantity, unit);
          item.unit = unit;
        }
        this.setQuantity(item, checkedQuantity(input.quantity, item.unit), catalog, store);
      }
    });
    if (bought) await this.grocery.leftoverToPantry(userId, bought);
    return changed;
  }

  /**
   * The person paid `cents` for the line: it is priced at that ("your price"), kept across "Update from plan"
   * as their choice, and answered as what to keep in their price book when it is a catalogue food whose
   * amount can be weighed (the package as bought, at the list's store).
   */
  private payLine(item: GroceryItemRow, cents: number, store: string, catalog: readonly BuilderIngredient[]): PaidPackage | null {
    item.estimatedPrice = centsToString(cents);
    item.priceSource = {
      kind: 'person',
      label: 'your price',
      detail: `You paid $${centsToString(cents)} for ${`${Number(item.quantity)} ${item.unit}`.trim()} at ${storeNameOf(store)}.`,
    };
    if (item.origin !== 'added')
      item.brandChoice = { brand: item.brand ?? '', cents, quantity: Number(item.quantity), unit: item.unit, grams: gramsBought(item) };
    if (item.ingredientId == null) return null;
    const ingredient = catalog.find((i) => i.id === item.ingredientId);
    // the packages the plan sized hold known grams; any other amount is weighed as a line of the list is
    const grams =
      item.origin === 'generated' && item.packageGrams != null && item.personEdit?.quantity == null
        ? Number(item.packageGrams)
        : ingredient
          ? toGrams(Number(item.quantity), item.unit || 'piece', ingredient, 'whole-piece')
          : null;
    if (!grams || !(grams > 0)) return null;
    return {
      store,
      ingredientId: item.ingredientId,
      packageLabel: `${Number(item.quantity)} ${item.unit}`.trim(),
      packageGrams: grams,
      cents,
    };
  }

  /** Takes a line off the list (DELETE, or the assistant's "remove paper towels"); it stays restorable. Answers the line as it was, to put back. */
  async removeLine(userId: string, itemId: string, op?: OperationStamp): Promise<ChangedLine & { snapshot: GroceryLineSnapshot }> {
    let snapshot: GroceryLineSnapshot | null = null;
    const line = await this.changeLine(userId, itemId, { fields: ['removed'], op }, (item) => {
      snapshot = snapshotOf(item);
      if (item.removedAt) return;
      item.removedAt = new Date();
      // a plan line remembers the plan's amount now, to say later when the plan needs more of it
      if (item.origin !== 'added') item.personEdit = { quantity: item.personEdit?.quantity ?? null, planWhen: planOf(item) };
    });
    return { ...line, snapshot: snapshot! };
  }

  /** Puts a line taken off back on the list, as it was (a quantity the person set stays theirs). */
  async restoreItem(userId: string, itemId: string, op?: OperationStamp): Promise<ChangedLine> {
    return this.changeLine(userId, itemId, { fields: ['removed'], op }, (item) => this.putBack(item));
  }

  // ---------- the assistant's undo ----------

  /**
   * Puts a line back as it was (the assistant's undo): its quantity and tick, or takes it off when the change
   * added it (a plan line the change put back is taken off again); removes the whole list when the change
   * started it. Owner-scoped; the total follows.
   */
  async restoreLine(
    userId: string,
    itemId: string,
    before: { quantity: number; isChecked: boolean; unit?: string } | 'absent',
    listStarted = false,
  ): Promise<void> {
    const catalog = before === 'absent' ? [] : await this.sources.catalog();
    if (before === 'absent' && listStarted) {
      const row = await this.em.findOne(GroceryItem, { id: itemId, groceryList: { user: userId } }, { populate: ['groceryList'] });
      if (!row) throw notFound(ITEM_NOT_FOUND_MESSAGE);
      await this.em.nativeDelete(GroceryList, { id: row.groceryList.id, user: userId });
      await this.events.changed(row.groceryList.mealPlan.id);
      return;
    }
    const fields: StampedField[] = before === 'absent' ? ['removed'] : ['quantity', 'isChecked'];
    let ticked: GroceryItemRow | null = null;
    await this.changeLine(userId, itemId, { fields }, (item, store, em) => {
      if (before === 'absent') {
        if (item.origin === 'added') em.remove(item);
        else item.removedAt ??= new Date();
        return;
      }
      // a unit the change put on the line goes back with its amount (priced again as it was)
      const unitBack = before.unit !== undefined && before.unit !== item.unit;
      if (unitBack) item.unit = before.unit!;
      if (unitBack || Math.abs(Number(item.quantity) - before.quantity) > 1e-9) this.setQuantity(item, before.quantity, catalog, store);
      if (item.isChecked !== before.isChecked) ticked = item;
      item.isChecked = before.isChecked;
    });
    // a tick put back moves the leftover as a tick by hand does, so the pantry is as it was too
    if (ticked) await this.grocery.leftoverToPantry(userId, ticked);
  }

  /**
   * Takes a line the change put back off the list again, as it was when it was off (the assistant's undo of an
   * add that found the line among the removed ones): its amount, price, tick and the person's edit.
   */
  async takeOffAgain(userId: string, line: GroceryLineSnapshot): Promise<void> {
    if (!line.id) throw notFound(ITEM_NOT_FOUND_MESSAGE);
    await this.changeLine(userId, line.id, { fields: ['removed', 'quantity', 'isChecked'] }, (item) => {
      item.removedAt ??= new Date();
      Object.assign(item, {
        quantity: line.quantity,
        estimatedPrice: line.estimatedPrice,
        isChecked: line.isChecked,
        ingredientId: line.ingredientId,
        brand: line.brand,
        brandOptions: line.brandOptions,
        note: line.note,
        ...(line.priceSource !== undefined ? { priceSource: line.priceSource } : {}),
        ...(line.personEdit !== undefined ? { personEdit: line.personEdit } : {}),
      });
    });
  }

  /** Puts a removed line back as it was (the assistant's undo of a removal). */
  async restoreRemovedLine(userId: string, line: GroceryLineSnapshot): Promise<void> {
    if (line.id) {
      await this.changeLine(userId, line.id, { fields: ['removed'] }, (item) => {
        item.removedAt = null;
        item.personEdit = line.personEdit ?? null;
      });
      return;
    }
    // a snapshot from before removals were kept: the row was deleted, so it is made again
    const mealPlanId = await this.em.transactional(async (em) => {
      const list = await em.findOne(GroceryList, { id: line.listId, user: userId });
      if (!list) throw notFound(ITEM_NOT_FOUND_MESSAGE);
      const { listId, id: _id, ...fields } = line;
      em.create(GroceryItem, { origin: 'added', removedAt: null, planAmount: null, personEdit: null, ...fields, groceryList: list });
      await em.flush();
      await this.grocery.refreshTotal(em, listId);
      return list.mealPlan.id;
    });
    await this.events.changed(mealPlanId);
  }

  // ---------- rules ----------

  /**
   * One change to one of the person's lines, in a transaction that waits for a rebuild of the same list,
   * then the total; 404 when the line is not theirs. The fields it changes take its stamp; a device's change
   * to a field holding a later one is not made (LineSuperseded). Answers the line as changed (or as it was,
   * when the change deleted it).
   */
  private async changeLine(
    userId: string,
    itemId: string,
    stamping: Stamping,
    change: (item: GroceryItemRow, store: string, em: EntityManager) => void | Promise<void>,
  ): Promise<ChangedLine> {
    const { fields, op } = stamping;
    const stamp = op?.stamp ?? serverStamp(Date.now());
    const done = await this.em.transactional(async (em) => {
      const [owner] = await em.execute<{ meal_plan_id: string }[]>(
        'select l.meal_plan_id from grocery_items i join grocery_lists l on l.id = i.grocery_list_id where i.id = ? and l.user_id = ?',
        [itemId, userId],
      );
      if (!owner) throw notFound(ITEM_NOT_FOUND_MESSAGE);
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`grocery:${owner.meal_plan_id}`]);
      const item = await em.findOne(
        GroceryItem,
        { id: itemId, groceryList: { user: userId } },
        { populate: ['groceryList', 'groceryList.mealPlan'] },
      );
      if (!item) throw notFound(ITEM_NOT_FOUND_MESSAGE);
      if (op && fields.some((field) => isSuperseded(item.fieldStamps, field, stamp))) throw new LineSuperseded();
      await op?.claim(em);
      const store = item.groceryList.store || DEFAULT_STORE;
      await change(item, store, em);
      item.fieldStamps = stampFields(item.fieldStamps, fields, stamp);
      await em.flush();
      return { item, store, total: await this.grocery.refreshTotal(em, item.groceryList.id) };
    });
    if (!op) await this.events.changed(done.item.groceryList.mealPlan.id);
    // Read after the transaction, for the reason given in addItem.
    return { ...(await this.grocery.lineView(done.item, done.store)), listTotalEstimatedCost: done.total };
  }

  /**
   * How much of a line to buy, with its price following: a price the person typed keeps its price per unit;
   * a plan line is priced as the plan's packages for that many (at the brand chosen) and remembers it as the
   * person's quantity; a line of their own is priced again as any line is, keeping the brand they chose.
   */
  private setQuantity(item: GroceryItemRow, quantity: number, catalog: readonly BuilderIngredient[], store: string): void {
    const current = Number(item.quantity);
    const cents = toCents(String(item.estimatedPrice));
    if (item.priceSource?.kind === 'person') {
      const estimate = item.origin === 'added' ? priceOwnLine(item.name, quantity, item.unit, catalog, store) : null;
      item.estimatedPrice = centsToString(scaleCents(cents, current, quantity));
      item.priceSource = personPriceSource(estimate && estimate.priceSource?.kind !== 'none' ? estimate.cents : null);
    } else if (item.origin !== 'added') {
      const plan = planOf(item);
      item.planAmount = plan;
      const option = item.brandOptions?.find((o) => o.brand === item.brand && o.price !== null);
      item.estimatedPrice = centsToString(
        option ? scaleCents(toCents(option.price!), plan.quantity, quantity) : scaleCents(cents, current, quantity),
      );
      const asPlanned = Math.abs(quantity - plan.quantity) < 1e-9;
      item.personEdit = asPlanned && !item.removedAt ? null : { quantity: asPlanned ? null : quantity, planWhen: plan };
    } else {
      const priced = priceOwnLine(item.name, quantity, item.unit, catalog, store, item.brand ?? null);
      Object.assign(item, {
        ingredientId: priced.ingredientId,
        brand: priced.brand,
        estimatedPrice: centsToString(priced.cents),
        brandOptions: priced.brandOptions.map(brandOptionOf),
        note: priced.note,
        priceSource: priced.priceSource,
      });
    }
    item.quantity = quantity;
    if (item.brandChoice) {
      const { grams, quantity: before } = item.brandChoice;
      item.brandChoice = {
        ...item.brandChoice,
        cents: toCents(String(item.estimatedPrice)),
        quantity,
        grams: grams && before > 0 ? (grams * quantity) / before : null,
      };
    }
  }

  /** The person's own price for a line, whatever we estimated; labelled as theirs. */
  private setPersonPrice(item: GroceryItemRow, cents: number, catalog: readonly BuilderIngredient[], store: string): void {
    const estimate = priceOwnLine(item.name, Number(item.quantity), item.unit, catalog, store);
    item.estimatedPrice = centsToString(cents);
    item.priceSource = personPriceSource(estimate.priceSource?.kind === 'none' ? null : estimate.cents);
    item.note = null;
  }

  private putBack(item: GroceryItemRow): void {
    item.removedAt = null;
    if (item.personEdit && item.personEdit.quantity === null) item.personEdit = null;
  }
}

/** What the plan asks to buy of a plan line: as last built, or (a line built before that was kept) as it stands. */
function planOf(item: GroceryItemRow): PlanAmount {
  return item.planAmount ?? { quantity: Number(item.quantity), unit: item.unit, cents: toCents(String(item.estimatedPrice)), grams: null };
}

function snapshotOf(item: GroceryItemRow): GroceryLineSnapshot {
  return {
    id: item.id,
    listId: item.groceryList.id,
    position: item.position,
    ingredientId: item.ingredientId ?? null,
    name: item.name,
    brand: item.brand ?? null,
    category: item.category,
    quantity: Number(item.quantity),
    unit: item.unit,
    estimatedPrice: String(item.estimatedPrice),
    isChecked: item.isChecked,
    forMeals: item.forMeals,
    brandOptions: item.brandOptions,
    note: item.note ?? null,
    priceSource: item.priceSource ?? null,
    origin: item.origin,
    personEdit: item.personEdit ?? null,
  };
}

/** Grams a plan line buys as the plan sized it (its packages); null once the person set its quantity or when unknown. */
function gramsBought(item: Pick<GroceryItemRow, 'packageGrams' | 'personEdit'>): number | null {
  return item.personEdit?.quantity == null && item.packageGrams != null && Number(item.packageGrams) > 0 ? Number(item.packageGrams) : null;
}
