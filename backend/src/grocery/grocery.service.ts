import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { jobIdFor } from '../jobs/job-types.js';
import { JobsService } from '../jobs/jobs.service.js';
import { DEFAULT_STORE, OTHER_AISLE, storeNameOf } from '../kitchen/vocabulary.js';
import { keywordBrandOptions, type BrandOptionCents, type BrandTable } from './brand-tables.js';
import type { UpdateGroceryItemDto } from './dto/update-grocery-item.dto.js';
import { NO_ESTIMATE, type PriceProvenance } from '../catalog/price-provenance.js';
import { StorePricesService } from '../prices/store-prices.service.js';
import type { ListPriceSource } from '../prices/store-prices.service.js';
import { GroceryItem, GroceryList, type BrandOption, type StoredPriceSource } from './grocery-list.entity.js';
import { GrocerySources, type PlanForGrocery } from './grocery.sources.js';
import { buildGroceryList, centsToString, compareLines, type GroceryListDraft } from './list-builder.js';
import { planDisplayName, toIsoDate } from '../mealplans/plan-dates.js';

export const EMPTY_PLAN_MESSAGE = 'This meal plan has no meals yet. Add meals, then generate the grocery list.';
export const NO_LIST_MESSAGE = 'This meal plan has no grocery list yet. Generate one first.';
export const PLAN_NOT_FOUND_MESSAGE = 'Meal plan not found';
export const ITEM_NOT_FOUND_MESSAGE = 'Grocery list item not found';

/** A failure the person can act on (empty plan): the job turns it into a JobFailure, HTTP into a 400. */
export class GroceryBuildRefused extends Error {}

export interface GroceryItemView {
  id: string;
  name: string;
  brand: string | null;
  category: string;
  quantity: number;
  unit: string;
  /** Dollars with 2 decimals, as a string (spec §3). */
  estimatedPrice: string;
  purchased: boolean;
  isChecked: boolean;
  forMeals: string[];
  note: string | null;
  brandOptions: BrandOption[];
  /**
   * Where the price comes from: "estimate: U.S. average prices, Nov 2023, × typical Costco level (0.80)",
   * "rough estimate: …" (an item the catalogue does not know), "Kroger price at …", or "no estimate".
   */
  priceSource: PriceProvenance;
}

export interface GroceryListView {
  id: string;
  mealPlanId: string;
  planName: string;
  weekStartDate: string | null;
  store: string | null;
  storeName: string | null;
  totalEstimatedCost: number;
  /** Where the list's prices come from: "Kroger prices at <store>, <date>", or the estimate (and why a store's own prices were not used). */
  priceSource: ListPriceSource;
  createdAt: Date;
  updatedAt: Date;
  items: GroceryItemView[];
}

export interface GroceryListSummary {
  id: string;
  mealPlanId: string;
  planName: string;
  weekStartDate: string | null;
  store: string | null;
  itemCount: number;
  checkedCount: number;
  totalEstimatedCost: number;
  createdAt: Date;
}

export interface OrderLine { name: string; brand: string | null; quantity: number; unit: string; estimatedPrice: string; category: string }

/** How lines are recognised across rebuilds, to keep what the person already checked. */
function lineKey(name: string): string {
  return name.trim().toLowerCase();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed id can never name a row: the same 404 as an unknown one, without asking the database. */
function assertId(id: string, message: string): void {
  if (!UUID.test(id)) throw new NotFoundException(message);
}

function toCents(price: string): number {
  const [whole, frac = ''] = price.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
}

@Injectable()
export class GroceryService {
  constructor(
    private readonly em: EntityManager,
    private readonly sources: GrocerySources,
    private readonly jobs: JobsService,
    private readonly storePrices: StorePricesService,
  ) {}

  // ---------- building ----------

  /**
   * What the list is built from, as a short hash: the plan's meals and servings, and the store.
   * The job key carries it, so a double click runs once while a changed plan builds again.
   */
  contentVersion(plan: PlanForGrocery, store: string): string {
    const items = plan.items
      .map((i) => [i.dayOfWeek, i.mealType, i.recipe?.id ?? null, i.servings ?? null, i.foodName ?? null, i.quantity ?? null, i.unit ?? null])
      .map((row) => JSON.stringify(row))
      .sort();
    return createHash('sha256').update(JSON.stringify({ store, items })).digest('hex').slice(0, 16);
  }

  /** Enqueues the build of a plan's list; answers the job id (the same one for a repeat of the same plan content). */
  async enqueueBuild(userId: string, mealPlanId: string): Promise<string> {
    assertId(mealPlanId, PLAN_NOT_FOUND_MESSAGE);
    const plan = await this.sources.plan(userId, mealPlanId);
    if (!plan) throw new NotFoundException(PLAN_NOT_FOUND_MESSAGE);
    const store = await this.sources.store(userId);
    const key = `${plan.id}.${this.contentVersion(plan, store)}`;
    let jobId = await this.jobs.enqueue('grocery.build', { userId, mealPlanId: plan.id }, { key });
    // A finished failure under the same key would otherwise answer forever: let the person try again.
    const job = await this.jobs.queue('grocery').getJob(jobId);
    if (job && (await job.isFailed())) {
      await job.remove();
      jobId = await this.jobs.enqueue('grocery.build', { userId, mealPlanId: plan.id }, { key });
    }
    return jobId;
  }

  static jobIdFor(key: string): string {
    return jobIdFor('grocery', key);
  }

  /**
   * Builds the plan's list and saves it (replacing any previous one in one transaction).
   * Throws NotFoundException for a plan that is not the person's, GroceryBuildRefused for an empty plan.
   */
  async build(userId: string, mealPlanId: string, progress: (percent: number) => Promise<void> = async () => undefined): Promise<{ mealPlanId: string; groceryListId: string }> {
    assertId(mealPlanId, PLAN_NOT_FOUND_MESSAGE);
    const plan = await this.sources.plan(userId, mealPlanId);
    if (!plan) throw new NotFoundException(PLAN_NOT_FOUND_MESSAGE);
    if (!plan.items.length) throw new GroceryBuildRefused(EMPTY_PLAN_MESSAGE);
    await progress(20);
    const [catalog, store] = await Promise.all([this.sources.catalog(), this.sources.store(userId)]);
    await progress(50);
    const estimated = buildGroceryList({ items: plan.items, catalog, store, weekStartDate: plan.weekStartDate });
    // a store's own prices where its adapter has them (Kroger, when configured), else the estimate, said either way
    const priced = await this.storePrices.price(estimated.lines, estimated.store, catalog, this.sources.listProvenance(estimated.store, storeNameOf(estimated.store)));
    const draft = { ...estimated, lines: priced.lines, totalCents: priced.lines.reduce((sum, l) => sum + l.priceCents, 0) };
    await progress(70);
    const groceryListId = await this.save(userId, plan.id, draft, priced.source);
    await progress(100);
    return { mealPlanId: plan.id, groceryListId };
  }

  /** Replaces the plan's list in one transaction; lines that remain keep their checked state. */
  private async save(userId: string, mealPlanId: string, draft: GroceryListDraft, priceSource: ListPriceSource): Promise<string> {
    return this.em.transactional(async (em) => {
      // Two builds of the same plan (a retry racing a rebuild) take turns.
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`grocery:${mealPlanId}`]);
      const total = centsToString(draft.totalCents);
      let list = await em.findOne(GroceryList, { mealPlan: mealPlanId, user: userId });
      const checked = new Set<string>();
      if (list) {
        const old = await em.find(GroceryItem, { groceryList: list.id });
        for (const item of old) if (item.isChecked) checked.add(lineKey(item.name));
        await em.nativeDelete(GroceryItem, { groceryList: list.id });
        list.store = draft.store;
        list.totalEstimatedCost = total;
        list.priceSource = priceSource;
        list.updatedAt = new Date();
      } else {
        list = em.create(GroceryList, { user: userId, mealPlan: mealPlanId, store: draft.store, totalEstimatedCost: total, priceSource });
      }
      draft.lines.forEach((line, position) => {
        em.create(GroceryItem, {
          groceryList: list,
          position,
          ingredientId: line.ingredientId,
          name: line.name.slice(0, 200),
          brand: line.brand,
          category: line.category.slice(0, 60),
          quantity: line.quantity,
          unit: line.unit.slice(0, 40),
          estimatedPrice: centsToString(line.priceCents),
          isChecked: checked.has(lineKey(line.name)),
          forMeals: line.forMeals,
          brandOptions: line.brandOptions.map(brandOptionOf),
          note: line.note,
          priceSource: line.priceSource,
        });
      });
      await em.flush();
      return list.id;
    });
  }

  // ---------- reading ----------

  /** Every list of the person, newest first, with counts and totals. */
  async lists(userId: string): Promise<GroceryListSummary[]> {
    const lists = await this.em.find(GroceryList, { user: userId }, { populate: ['mealPlan'], orderBy: { createdAt: 'desc' } });
    if (!lists.length) return [];
    const items = await this.em.find(GroceryItem, { groceryList: { $in: lists.map((l) => l.id) } }, { fields: ['id', 'isChecked', 'groceryList'] });
    const byList = new Map<string, { items: number; checked: number }>();
    for (const item of items) {
      const counts = byList.get(item.groceryList.id) ?? { items: 0, checked: 0 };
      counts.items += 1;
      if (item.isChecked) counts.checked += 1;
      byList.set(item.groceryList.id, counts);
    }
    return lists.map((list) => ({
      id: list.id,
      mealPlanId: list.mealPlan.id,
      planName: planDisplayName(list.mealPlan.name, list.mealPlan.weekStartDate),
      weekStartDate: list.mealPlan.weekStartDate ? toIsoDate(list.mealPlan.weekStartDate as string | Date) : null,
      store: list.store ?? null,
      itemCount: Number(byList.get(list.id)?.items ?? 0),
      checkedCount: Number(byList.get(list.id)?.checked ?? 0),
      totalEstimatedCost: Number(list.totalEstimatedCost),
      createdAt: list.createdAt,
    }));
  }

  /** The plan's list with items in store-walk order; 404 when the plan is not the person's or has no list. */
  async listForPlan(userId: string, mealPlanId: string, table: BrandTable = 'dashboard'): Promise<GroceryListView> {
    assertId(mealPlanId, NO_LIST_MESSAGE);
    const list = await this.em.findOne(GroceryList, { mealPlan: mealPlanId, user: userId }, { populate: ['mealPlan', 'items'] });
    if (!list) throw new NotFoundException(NO_LIST_MESSAGE);
    return this.view(list, table);
  }

  /**
   * The list's current version (null when the plan is not the person's or has no list). Read before the
   * list itself, so a tag is never newer than the answer it goes with: a change in between only costs a
   * full answer at the next revalidation, never a stale one.
   */
  async listVersion(userId: string, mealPlanId: string): Promise<string | null> {
    if (!UUID.test(mealPlanId)) return null;
    const [row] = await this.em.getConnection().execute<{ version: string }[]>('select version from grocery_lists where meal_plan_id = ? and user_id = ?', [mealPlanId, userId]);
    return row?.version ?? null;
  }

  async listById(userId: string, id: string): Promise<GroceryListView> {
    assertId(id, NO_LIST_MESSAGE);
    const list = await this.em.findOne(GroceryList, { id, user: userId }, { populate: ['mealPlan', 'items'] });
    if (!list) throw new NotFoundException(NO_LIST_MESSAGE);
    return this.view(list, 'dashboard');
  }

  /** Ids (of those given, or all) of the person's meal plans that have a grocery list: for the plans' `hasGroceryList`. */
  async mealPlanIdsWithLists(userId: string, mealPlanIds?: string[]): Promise<Set<string>> {
    const where = mealPlanIds ? { user: userId, mealPlan: { $in: mealPlanIds } } : { user: userId };
    const lists = await this.em.find(GroceryList, where, { fields: ['id', 'mealPlan'] });
    return new Set(lists.map((l) => l.mealPlan.id));
  }

  /** Unchecked lines of the plan's list, for a delivery partner or a printable list. */
  async forOrder(userId: string, mealPlanId: string): Promise<{ list: GroceryListView; lines: OrderLine[] }> {
    const list = await this.listForPlan(userId, mealPlanId);
    const lines = list.items
      .filter((i) => !i.isChecked)
      .map((i) => ({ name: i.name, brand: i.brand, quantity: i.quantity, unit: i.unit, estimatedPrice: i.estimatedPrice, category: i.category }));
    return { list, lines };
  }

  /** Where each line's price comes from, at the list's store. */
  private async provenanceOf(items: readonly GroceryItem[], store: string | null | undefined): Promise<Map<number, PriceProvenance>> {
    const ids = [...new Set(items.map((i) => i.ingredientId).filter((id): id is number => typeof id === 'number'))];
    const at = store || DEFAULT_STORE;
    return ids.length ? this.sources.priceProvenance(ids, at, storeNameOf(at)) : new Map();
  }

  private async view(list: GroceryList, table: BrandTable): Promise<GroceryListView> {
    const provenance = await this.provenanceOf(list.items.getItems(), list.store);
    const store = list.store || DEFAULT_STORE;
    // lists built before sources were kept: the estimate, as they were priced
    const priceSource = list.priceSource ?? { ...this.sources.listProvenance(store, storeNameOf(store)), fallback: null };
    const items = list.items.getItems().map((item) => this.itemView(item, table, provenance));
    items.sort((a, b) => compareLines(a, b));
    return {
      id: list.id,
      mealPlanId: list.mealPlan.id,
      planName: planDisplayName(list.mealPlan.name, list.mealPlan.weekStartDate),
      weekStartDate: list.mealPlan.weekStartDate ? toIsoDate(list.mealPlan.weekStartDate as string | Date) : null,
      store: list.store ?? null,
      storeName: list.store ? storeNameOf(list.store) : null,
      totalEstimatedCost: Number(list.totalEstimatedCost),
      priceSource,
      createdAt: list.createdAt,
      updatedAt: list.updatedAt,
      items,
    };
  }

  private itemView(item: GroceryItem, table: BrandTable, provenance: Map<number, PriceProvenance>): GroceryItemView {
    // an item the catalogue does not know: the keyword table's brands, priced from the line's own estimate (or none)
    const estimate = item.priceSource?.estimate;
    const brandOptions = item.brandOptions?.length
      ? item.brandOptions
      : keywordBrandOptions(item.name, table, estimate ? { ...estimate, label: 'rough estimate' } : null).map(brandOptionOf);
    return {
      id: item.id,
      name: item.name,
      brand: item.brand ?? null,
      category: item.category || OTHER_AISLE,
      quantity: Number(item.quantity),
      unit: item.unit,
      estimatedPrice: centsToString(toCents(String(item.estimatedPrice))),
      purchased: item.isChecked,
      isChecked: item.isChecked,
      forMeals: item.forMeals ?? [],
      note: item.note ?? null,
      brandOptions,
      priceSource: sourceOf(item.priceSource) ?? (item.ingredientId !== null && item.ingredientId !== undefined ? provenance.get(item.ingredientId) : undefined) ?? NO_ESTIMATE,
    };
  }

  // ---------- writing ----------

  /**
   * `{ isChecked }` ticks a line; `{ brand, estimatedPrice }` chooses a brand at its price. Anything else
   * is refused before anything is written. The list's total follows in the same transaction.
   */
  async updateItem(userId: string, itemId: string, input: UpdateGroceryItemDto): Promise<GroceryItemView & { listTotalEstimatedCost: number }> {
    const checking = input.isChecked !== undefined;
    const branding = input.brand !== undefined || input.estimatedPrice !== undefined;
    if (checking === branding || (branding && (input.brand === undefined || input.estimatedPrice === undefined))) {
      throw new BadRequestException('Send either { isChecked: true or false } or { brand, estimatedPrice } (for example { "brand": "Kroger", "estimatedPrice": "4.99" }).');
    }
    assertId(itemId, ITEM_NOT_FOUND_MESSAGE);
    const { item, total } = await this.em.transactional(async (em) => {
      const item = await em.findOne(GroceryItem, { id: itemId, groceryList: { user: userId } }, { populate: ['groceryList'] });
      if (!item) throw new NotFoundException(ITEM_NOT_FOUND_MESSAGE);
      if (checking) {
        item.isChecked = input.isChecked as boolean;
      } else {
        item.brand = input.brand as string;
        item.estimatedPrice = centsToString(toCents(input.estimatedPrice as string));
      }
      await em.flush();
      const [row] = await em.execute<{ total: string }[]>(
        `update grocery_lists set total_estimated_cost = coalesce((select sum(estimated_price) from grocery_items where grocery_list_id = ?), 0), updated_at = now()
          where id = ? returning total_estimated_cost as total`,
        [item.groceryList.id, item.groceryList.id],
      );
      return { item, total: Number(row?.total ?? 0) };
    });
    // Read after the transaction: the catalogue read takes a connection of its own, and a transaction
    // waiting for one while holding another can exhaust the pool under load.
    return { ...this.itemView(item, 'dashboard', await this.provenanceOf([item], item.groceryList.store)), listTotalEstimatedCost: total };
  }

  /**
   * Adds one line by hand (used by the chat assistant: "add milk to my list"). Starts an empty list
   * when the plan has none; a line of the same name is reused (unticked, quantity added when the
   * units agree) instead of doubled. Priced as a built list prices a line (catalogue packages at the
   * list's store). Total follows.
   * Added by the chat engineer; the list's tables stay this module's.
   */
  async addItem(userId: string, mealPlanId: string, input: { name: string; quantity?: number; unit?: string }): Promise<GroceryItemView & { merged: boolean }> {
    const name = (input.name ?? '').trim().replace(/\s+/g, ' ');
    if (!name || name.length > 200) throw new BadRequestException('name must be 1 to 200 characters');
    const quantity = input.quantity ?? 1;
    if (!Number.isFinite(quantity) || quantity < 0.01 || quantity > 10000) throw new BadRequestException('quantity must be from 0.01 to 10000');
    const unit = (input.unit ?? '').trim();
    if (unit.length > 40) throw new BadRequestException('unit must be at most 40 characters');
    assertId(mealPlanId, PLAN_NOT_FOUND_MESSAGE);
    // Read before the transaction, for the reason given in updateItem.
    const catalog = await this.sources.catalog();
    const { item, merged, store } = await this.em.transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`grocery:${mealPlanId}`]);
      let list = await em.findOne(GroceryList, { mealPlan: mealPlanId, user: userId });
      if (!list) {
        const plan = await this.sources.plan(userId, mealPlanId);
        if (!plan) throw new NotFoundException(PLAN_NOT_FOUND_MESSAGE);
        list = em.create(GroceryList, { user: userId, mealPlan: mealPlanId, store: await this.sources.store(userId), totalEstimatedCost: '0.00' });
        await em.flush();
      }
      const items = await em.find(GroceryItem, { groceryList: list.id });
      const same = items.find((i) => lineKey(i.name) === lineKey(name));
      let item: GroceryItem;
      if (same) {
        same.isChecked = false;
        if (input.quantity !== undefined && same.unit === unit) same.quantity = Math.round((Number(same.quantity) + quantity) * 100) / 100;
        item = same;
      } else {
        // Priced like any line of a built list: the catalogue's packages at the list's store when it knows
        // the item, the builder's own estimate (and its note) when it does not.
        const [line] = buildGroceryList({ items: [{ dayOfWeek: 0, mealType: 'extra', recipe: null, foodName: name, quantity, unit }], catalog, store: list.store ?? DEFAULT_STORE }).lines;
        item = em.create(GroceryItem, {
          groceryList: list, position: items.reduce((max, i) => Math.max(max, i.position), -1) + 1, ingredientId: line?.ingredientId ?? null, name, brand: line?.brand ?? null,
          category: (line?.category ?? OTHER_AISLE).slice(0, 60), quantity, unit, estimatedPrice: centsToString(line?.priceCents ?? 0), isChecked: false, forMeals: [],
          brandOptions: (line?.brandOptions ?? []).map(brandOptionOf), note: line?.note ?? null, priceSource: line?.priceSource ?? null,
        });
      }
      await em.flush();
      await this.refreshTotal(em, list.id);
      return { item, merged: !!same, store: list.store };
    });
    return { ...this.itemView(item, 'dashboard', await this.provenanceOf([item], store)), merged };
  }

  /**
   * Puts a line back as it was (the assistant's undo): its quantity and tick, or removes it when it
   * was added; removes the whole list when the change started it. Owner-scoped; the total follows.
   */
  async restoreLine(userId: string, itemId: string, before: { quantity: number; isChecked: boolean } | 'absent', listStarted = false): Promise<void> {
    assertId(itemId, ITEM_NOT_FOUND_MESSAGE);
    await this.em.transactional(async (em) => {
      const item = await em.findOne(GroceryItem, { id: itemId, groceryList: { user: userId } }, { populate: ['groceryList'] });
      if (!item) throw new NotFoundException(ITEM_NOT_FOUND_MESSAGE);
      const list = item.groceryList;
      if (before === 'absent' && listStarted) { await em.nativeDelete(GroceryList, { id: list.id, user: userId }); return; }
      if (before === 'absent') em.remove(item);
      else { item.quantity = before.quantity; item.isChecked = before.isChecked; }
      await em.flush();
      await this.refreshTotal(em, list.id);
    });
  }

  /** Takes a line off the list (the assistant: "remove paper towels from my list"); answers it as it was, to put back. */
  async removeLine(userId: string, itemId: string): Promise<GroceryLineSnapshot> {
    assertId(itemId, ITEM_NOT_FOUND_MESSAGE);
    return this.em.transactional(async (em) => {
      const item = await em.findOne(GroceryItem, { id: itemId, groceryList: { user: userId } }, { populate: ['groceryList'] });
      if (!item) throw new NotFoundException(ITEM_NOT_FOUND_MESSAGE);
      const snapshot: GroceryLineSnapshot = {
        listId: item.groceryList.id, position: item.position, ingredientId: item.ingredientId ?? null, name: item.name, brand: item.brand ?? null,
        category: item.category, quantity: Number(item.quantity), unit: item.unit, estimatedPrice: String(item.estimatedPrice), isChecked: item.isChecked,
        forMeals: item.forMeals, brandOptions: item.brandOptions, note: item.note ?? null, priceSource: item.priceSource ?? null,
      };
      em.remove(item);
      await em.flush();
      await this.refreshTotal(em, snapshot.listId);
      return snapshot;
    });
  }

  /** Puts a removed line back as it was (the assistant's undo). */
  async restoreRemovedLine(userId: string, line: GroceryLineSnapshot): Promise<void> {
    await this.em.transactional(async (em) => {
      const list = await em.findOne(GroceryList, { id: line.listId, user: userId });
      if (!list) throw new NotFoundException(NO_LIST_MESSAGE);
      const { listId, ...fields } = line;
      em.create(GroceryItem, { ...fields, groceryList: list });
      await em.flush();
      await this.refreshTotal(em, listId);
    });
  }

  private async refreshTotal(em: EntityManager, listId: string): Promise<void> {
    await em.execute(
      `update grocery_lists set total_estimated_cost = coalesce((select sum(estimated_price) from grocery_items where grocery_list_id = ?), 0), updated_at = now() where id = ?`,
      [listId, listId],
    );
  }
}

function brandOptionOf(o: BrandOptionCents): BrandOption {
  return { brand: o.brand, price: o.cents === null ? null : centsToString(o.cents), description: o.description };
}

/** A stored line source as the API says it (without the estimate its brand options are priced by). */
function sourceOf(stored: StoredPriceSource | null | undefined): PriceProvenance | null {
  if (!stored) return null;
  return { kind: stored.kind, label: stored.label, detail: stored.detail };
}

/** One list line as stored, to put back. */
export interface GroceryLineSnapshot {
  listId: string; position: number; ingredientId: number | null; name: string; brand: string | null; category: string; quantity: number; unit: string;
  estimatedPrice: string; isChecked: boolean; forMeals: string[]; brandOptions: BrandOption[]; note: string | null; priceSource?: StoredPriceSource | null;
}
