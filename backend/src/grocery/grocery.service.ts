import { RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { PriceProvenance } from '../catalog/price-provenance.js';
import { invalid, notFound } from '../common/domain-error.js';
import { JobsService } from '../jobs/jobs.service.js';
import { planDisplayName, toIsoDate } from '../mealplans/plan-dates.js';
import { MealPlansService } from '../mealplans/meal-plans.service.js';
import { PantryService } from '../pantry/pantry.service.js';
import { StorePricesService, type ListPriceSource } from '../prices/store-prices.service.js';
import type { YourPrice } from '../prices/price-book.js';
import { PriceBookService } from '../prices/price-book.service.js';
import type { BrandTable } from './brand-tables.js';
import { GroceryItem, GroceryList } from './grocery-list.entity.js';
import {
  brandOptionOf,
  costParts,
  itemView,
  type GroceryItemView,
  type GroceryListSummary,
  type GroceryListView,
  type OrderLine,
} from './grocery-view.js';
import { GrocerySources, type PlanForGrocery } from './grocery.sources.js';
import { ListEvents } from './list-events.js';
import { brandAfterRebuild, planLineAfterRebuild, priceOwnLine, type PlanAmount } from './line-edits.js';
import { DEFAULT_STORE, storeNameOf } from '../kitchen/vocabulary.js';
import { buildGroceryList, centsToString, compareLines, type BuilderIngredient, type GroceryListDraft } from './list-builder.js';
import { isUpdating, listUpdate, nextUpdate, updateSentence, withoutPrevious, type AmountLine, type UpdateTrigger } from './list-update.js';

export const EMPTY_PLAN_MESSAGE = 'This meal plan has no meals yet. Add meals, then generate the grocery list.';
export const NO_LIST_MESSAGE = 'This meal plan has no grocery list yet. Generate one first.';
export const PLAN_NOT_FOUND_MESSAGE = 'Meal plan not found';
export const ITEM_NOT_FOUND_MESSAGE = 'Grocery list item not found';
/** How often a build reads the plan again when it changed while the list was being built, before the job tries later. */
const PLAN_READS = 5;

export type { GroceryItemView, GroceryListSummary, GroceryListView, OrderLine } from './grocery-view.js';

/** How lines are recognised across rebuilds (to keep what the person checked, removed or set) and by name when one is added. */
export function lineKey(name: string): string {
  return name.trim().toLowerCase();
}

@Injectable()
export class GroceryService {
  constructor(
    private readonly em: EntityManager,
    private readonly sources: GrocerySources,
    private readonly jobs: JobsService,
    private readonly storePrices: StorePricesService,
    private readonly pantry: PantryService,
    private readonly mealPlans: MealPlansService,
    private readonly book: PriceBookService,
    private readonly events: ListEvents,
  ) {}

  // ---------- building ----------

  /**
   * What the list is built from, as a short hash: the plan's meals and servings, and the store.
   * The job key carries it, so a double click runs once while a changed plan (or pantry) builds again.
   */
  contentVersion(
    plan: PlanForGrocery,
    store: string,
    pantry: ReadonlyMap<number, number> = new Map(),
    yours: ReadonlyMap<number, YourPrice> = new Map(),
  ): string {
    const items = plan.items
      .map((i) => [
        i.dayOfWeek,
        i.mealType,
        i.recipe?.id ?? null,
        i.servings ?? null,
        i.foodName ?? null,
        i.quantity ?? null,
        i.unit ?? null,
      ])
      .map((row) => JSON.stringify(row))
      .sort();
    const atHome = [...pantry].map(([id, grams]) => `${id}:${grams === Infinity ? 'staple' : Math.round(grams)}`).sort();
    // a price changed in the person's price book prices the list again
    const paid = [...yours].map(([id, p]) => `${id}:${p.cents}:${p.packageGrams}`).sort();
    return createHash('sha256').update(JSON.stringify({ store, items, atHome, paid })).digest('hex').slice(0, 16);
  }

  /** Enqueues the build of a plan's list; answers the job id (the same one for a repeat of the same plan content). */
  async enqueueBuild(userId: string, mealPlanId: string): Promise<string> {
    const plan = await this.sources.plan(userId, mealPlanId);
    if (!plan) throw notFound(PLAN_NOT_FOUND_MESSAGE);
    const store = await this.sources.store(userId);
    const [pantry, yours] = await Promise.all([this.pantry.free(userId, plan.id), this.book.at(userId, store)]);
    const key = `${plan.id}.${this.contentVersion(plan, store, pantry, yours)}`;
    let jobId = await this.jobs.enqueue('grocery.build', { userId, mealPlanId: plan.id }, { key });
    // A finished failure under the same key would otherwise answer forever: let the person try again.
    const job = await this.jobs.queue('grocery').getJob(jobId);
    if (job && (await job.isFailed())) {
      await job.remove();
      jobId = await this.jobs.enqueue('grocery.build', { userId, mealPlanId: plan.id }, { key });
    }
    return jobId;
  }

  /**
   * Builds the plan's list and saves it (replacing any previous one in one transaction).
   * Refuses with not_found for a plan that is not the person's (or is gone), and with invalid only for a
   * plan with no meals (EMPTY_PLAN_MESSAGE): a failure the person can act on, which the job reports as is.
   * An update from the plan ('plan') follows a list that is there: with none (an Undo took it away), not_found.
   *
   * The list is saved only from the plan as it still is: a plan changed after it was read (an Undo, another
   * swap) is read and built again, so a late or slow update never writes lines of a plan that no longer holds.
   */
  async build(
    userId: string,
    mealPlanId: string,
    progress: (percent: number) => Promise<void> = () => Promise.resolve(),
    trigger: UpdateTrigger = 'manual',
  ): Promise<{ mealPlanId: string; groceryListId: string }> {
    for (let read = 1; ; read++) {
      // a fork of its own: each read sees the plan as it is now, not entities an earlier read (or the caller) holds
      const built = await RequestContext.create(this.em.fork(), () => this.draftOf(userId, mealPlanId, trigger, progress));
      const { plan, draft, priceSource, catalog, pantry, planVersion } = built;
      const groceryListId = await this.save(userId, plan.id, draft, priceSource, catalog, trigger, planVersion);
      if (groceryListId) return this.afterSave(userId, plan, groceryListId, draft, pantry, progress);
      if (read >= PLAN_READS) throw new Error(`meal plan ${plan.id} kept changing while its grocery list was built; tried ${read} times`);
    }
  }

  /** The list the plan asks for now, priced, with the plan's version it was read at (read first: a change after it moves it). */
  private async draftOf(userId: string, mealPlanId: string, trigger: UpdateTrigger, progress: (percent: number) => Promise<void>) {
    const planVersion = await this.planVersion(mealPlanId);
    const plan = await this.sources.plan(userId, mealPlanId);
    if (!plan || planVersion === null) throw notFound(PLAN_NOT_FOUND_MESSAGE);
    // a plan emptied after its list was made: the list follows it (its plan lines go, the person's own stay)
    if (!plan.items.length && trigger === 'manual') throw invalid(EMPTY_PLAN_MESSAGE);
    await progress(20);
    const [store, pantry] = await Promise.all([this.sources.store(userId), this.pantry.free(userId, plan.id)]);
    // priced as the person pays: their price book at the store applied
    const catalog = await this.sources.catalogFor(userId, store);
    await progress(50);
    const estimated = buildGroceryList({ items: plan.items, catalog, store, weekStartDate: plan.weekStartDate, pantry });
    // a store's own prices where its adapter has them (Kroger, when configured), else the estimate, said either way
    const priced = await this.storePrices.price(
      estimated.lines,
      estimated.store,
      catalog,
      this.sources.listProvenance(estimated.store, storeNameOf(estimated.store)),
    );
    const draft = { ...estimated, lines: priced.lines, totalCents: priced.lines.reduce((sum, l) => sum + l.priceCents, 0) };
    await progress(70);
    return { plan, draft, priceSource: priced.source, catalog, pantry, planVersion };
  }

  /**
   * The plan's version (moved by PostgreSQL on every change of the plan, its items or their recipes:
   * Migration20261125040000_read_versions); null when there is no such plan.
   */
  private async planVersion(mealPlanId: string, em: EntityManager = this.em): Promise<string | null> {
    const [row] = await em.execute<{ version: string }[]>('select version from meal_plans where id = ?', [mealPlanId]);
    return row ? String(row.version) : null;
  }

  /** What a saved build does next: devices told, leftovers of lines bought, the pantry's stock reserved for the week. */
  private async afterSave(
    userId: string,
    plan: PlanForGrocery,
    groceryListId: string,
    draft: GroceryListDraft,
    pantry: ReadonlyMap<number, number>,
    progress: (percent: number) => Promise<void>,
  ): Promise<{ mealPlanId: string; groceryListId: string }> {
    await this.events.changed(plan.id);
    // lines already bought: what they leave after the week as it is now
    const checked = await this.em
      .fork()
      .find(
        GroceryItem,
        { groceryList: groceryListId, isChecked: true, removedAt: null },
        { populate: ['groceryList', 'groceryList.mealPlan'] },
      );
    for (const item of checked) await this.leftoverToPantry(userId, item);
    // what the week takes from the stock, taken out when it starts (a staple is never used up)
    const uses = draft.lines.flatMap((l) =>
      l.ingredientId != null && l.fromPantryGrams && pantry.get(l.ingredientId) !== Infinity
        ? [{ ingredientId: l.ingredientId, grams: l.fromPantryGrams }]
        : [],
    );
    await this.pantry.reserve(userId, plan.id, plan.weekStartDate, uses);
    await progress(100);
    return { mealPlanId: plan.id, groceryListId };
  }

  /**
   * Brings the plan's list up to date in one transaction, when the plan still holds `planVersion` (the version
   * the draft was read at): else nothing is written and null answered (the plan moved: read it again). Each line of the plan is updated in place (the
   * same id), keeping its check mark, its removal and a quantity the person set (line-edits.ts); a line the
   * plan no longer needs goes, removed or not (nothing is left to restore). The person's own lines stay as
   * they are, priced again at the list's store unless they typed the price. The total is the sum of the
   * lines on the list.
   */
  private async save(
    userId: string,
    mealPlanId: string,
    draft: GroceryListDraft,
    priceSource: ListPriceSource,
    catalog: readonly BuilderIngredient[],
    trigger: UpdateTrigger,
    planVersion: string,
  ): Promise<string | null> {
    return this.em.transactional(async (em) => {
      // Two builds of the same plan (a retry racing a rebuild), and a build and a person's edit, take turns.
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`grocery:${mealPlanId}`]);
      // read after the lock: a change of the plan committed while this build waited or priced is seen here
      if ((await this.planVersion(mealPlanId, em)) !== planVersion) return null;
      let list = await em.findOne(GroceryList, { mealPlan: mealPlanId, user: userId });
      // an update from the plan follows a list; it never starts one (an Undo that took the list away stays undone)
      if (!list && trigger === 'plan') throw notFound(NO_LIST_MESSAGE);
      const rows = list ? await em.find(GroceryItem, { groceryList: list.id }) : [];
      const updated = list != null;
      if (list) {
        list.store = draft.store;
        list.priceSource = priceSource;
        list.updatedAt = new Date();
      } else {
        list = em.create(GroceryList, { user: userId, mealPlan: mealPlanId, store: draft.store, totalEstimatedCost: '0.00', priceSource });
      }
      const toBuyBefore = linesToBuy(rows);
      const toBuyAfter = new Map<string, AmountLine>();
      const planRows = new Map<string, GroceryItem>();
      const gone: GroceryItem[] = [];
      for (const row of rows) {
        if (row.origin === 'added') continue;
        if (planRows.has(lineKey(row.name))) gone.push(row);
        else planRows.set(lineKey(row.name), row);
      }
      draft.lines.forEach((line, position) => {
        const plan: PlanAmount = { quantity: line.quantity, unit: line.unit.slice(0, 40), cents: line.priceCents, grams: line.neededGrams };
        const fields = {
          position,
          ingredientId: line.ingredientId,
          name: line.name.slice(0, 200),
          brand: line.brand,
          category: line.category.slice(0, 60),
          forMeals: line.forMeals,
          brandOptions: line.brandOptions.map(brandOptionOf),
          note: line.note,
          priceSource: line.priceSource,
          planAmount: plan,
          origin: line.fromPantry ? ('pantry' as const) : ('generated' as const),
          packageGrams: line.packageGrams ?? null,
          fromPantryGrams: line.fromPantryGrams ?? null,
        };
        const row = planRows.get(lineKey(line.name));
        planRows.delete(lineKey(line.name));
        if (!line.fromPantry && row?.removedAt == null)
          toBuyAfter.set(lineKey(line.name), { name: fields.name, quantity: plan.quantity, unit: plan.unit });
        if (!row) {
          em.create(GroceryItem, {
            ...fields,
            groceryList: list,
            quantity: plan.quantity,
            unit: plan.unit,
            estimatedPrice: centsToString(plan.cents),
            isChecked: false,
            removedAt: null,
            personEdit: null,
          });
          return;
        }
        const kept = planLineAfterRebuild(row.personEdit, row.removedAt != null, plan);
        // the plan's packages: the grams a line bought in another measure is priced by, when the person's amount is not kept
        const keptGrams = kept.personEdit?.quantity == null ? (line.packageGrams ?? null) : null;
        const chosen = brandAfterRebuild(row.brandChoice, line.brandOptions, plan, kept, keptGrams);
        if (toBuyAfter.has(lineKey(line.name)))
          toBuyAfter.set(lineKey(line.name), { name: fields.name, quantity: kept.quantity, unit: kept.unit });
        em.assign(row, {
          ...fields,
          quantity: kept.quantity,
          unit: kept.unit,
          personEdit: kept.personEdit,
          // a price paid for a line without a brand is kept with no brand ('' in its choice)
          brand: chosen?.brand || fields.brand,
          // a price the person paid on the line is their choice (brandChoice), kept per unit through every update;
          // a line priced from their price book is priced again from it, so a price changed or removed there follows
          estimatedPrice: centsToString(chosen?.cents ?? kept.cents),
          priceSource:
            chosen && row.priceSource?.kind === 'person' && fields.priceSource?.kind !== 'person' ? row.priceSource : fields.priceSource,
          brandChoice: chosen?.choice ?? null,
        });
      });
      for (const row of [...planRows.values(), ...gone]) em.remove(row);
      // what this update changed, said on the list until dismissed; an update that changed nothing leaves the last word
      if (updated) list.lastUpdate = nextUpdate(list.lastUpdate ?? null, listUpdate(toBuyBefore, toBuyAfter, trigger, new Date()));
      const store = draft.store || DEFAULT_STORE;
      for (const row of rows) {
        if (row.origin !== 'added' || row.priceSource?.kind === 'person') continue;
        const priced = priceOwnLine(row.name, Number(row.quantity), row.unit, catalog, store, row.brand ?? null);
        em.assign(row, {
          ingredientId: priced.ingredientId,
          brand: priced.brand,
          category: priced.category.slice(0, 60),
          estimatedPrice: centsToString(priced.cents),
          brandOptions: priced.brandOptions.map(brandOptionOf),
          note: priced.note,
          priceSource: priced.priceSource,
        });
      }
      await em.flush();
      await this.refreshTotal(em, list.id);
      return list.id;
    });
  }

  /**
   * A checked line was bought: what its packages hold beyond what this week's meals use of them is stock in
   * the pantry ("14.2 fl oz left after Week of Nov 23"); unchecked, it comes back out. Only plan lines of
   * catalogue foods bought as the plan sized them (a quantity the person set has no known packages).
   */
  async leftoverToPantry(userId: string, item: GroceryItem): Promise<void> {
    if (!item.isChecked) {
      await this.pantry.undoBought(userId, item.id);
      return;
    }
    if (item.origin !== 'generated' || item.ingredientId == null || item.packageGrams == null || item.personEdit?.quantity != null) return;
    const used = Math.max(0, (item.planAmount?.grams ?? 0) - Number(item.fromPantryGrams ?? 0));
    const left = Number(item.packageGrams) - used;
    const plan = item.groceryList.mealPlan;
    await this.pantry.setBought(userId, {
      groceryItemId: item.id,
      mealPlanId: plan.id,
      ingredientId: item.ingredientId,
      grams: left > 0.5 ? left : 0,
      note: `left after ${planDisplayName(plan.name ?? null, plan.weekStartDate)}`,
    });
  }

  /**
   * The list's total after a change of its lines, and the plan's cost with it (one cost: the plan's estimated
   * cost is its lines on the list, MealPlansService.followList), in the caller's transaction. Answers the total.
   */
  async refreshTotal(em: EntityManager, listId: string): Promise<number> {
    const { total, planId, userId, planFoodCents } = await refreshListTotal(em, listId);
    if (planId) await this.mealPlans.followList(em, userId, planId, planFoodCents);
    return total;
  }

  // ---------- reading ----------

  /** Every list of the person, newest first, with counts and totals. */
  async lists(userId: string): Promise<GroceryListSummary[]> {
    const lists = await this.em.find(GroceryList, { user: userId }, { populate: ['mealPlan'], orderBy: { createdAt: 'desc' } });
    if (!lists.length) return [];
    const items = await this.em.find(
      GroceryItem,
      { groceryList: { $in: lists.map((l) => l.id) }, removedAt: null, origin: { $ne: 'pantry' } },
      { fields: ['id', 'isChecked', 'groceryList'] },
    );
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
    const list = await this.em.findOne(GroceryList, { mealPlan: mealPlanId, user: userId }, { populate: ['mealPlan', 'items'] });
    if (!list) throw notFound(NO_LIST_MESSAGE);
    return this.view(list, table);
  }

  /**
   * The list's current version (null when the plan is not the person's or has no list). Read before the
   * list itself, so a tag is never newer than the answer it goes with: a change in between only costs a
   * full answer at the next revalidation, never a stale one.
   */
  async listVersion(userId: string, mealPlanId: string): Promise<string | null> {
    const [row] = await this.em
      .getConnection()
      .execute<{ version: string }[]>('select version from grocery_lists where meal_plan_id = ? and user_id = ?', [mealPlanId, userId]);
    return row?.version ?? null;
  }

  /** Unchecked lines of the plan's list, for a delivery partner or a printable list. */
  async forOrder(userId: string, mealPlanId: string): Promise<{ list: GroceryListView; lines: OrderLine[] }> {
    const list = await this.listForPlan(userId, mealPlanId);
    const lines = list.items
      .filter((i) => !i.isChecked)
      .map((i) => ({
        name: i.name,
        brand: i.brand,
        quantity: i.quantity,
        unit: i.unit,
        estimatedPrice: i.estimatedPrice,
        category: i.category,
      }));
    return { list, lines };
  }

  /** One line as the API answers it (the person's edits answer the line they changed). */
  async lineView(item: GroceryItem, store: string | null | undefined, table: BrandTable = 'dashboard'): Promise<GroceryItemView> {
    return itemView(item, table, await this.provenanceOf([item], store));
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
    const lines = list.items
      .getItems()
      .map((item) => itemView(item, table, provenance))
      .sort((a, b) => compareLines(a, b));
    const onList = lines.filter((l) => !l.removed && l.origin !== 'pantry');
    return {
      id: list.id,
      mealPlanId: list.mealPlan.id,
      planName: planDisplayName(list.mealPlan.name, list.mealPlan.weekStartDate),
      weekStartDate: list.mealPlan.weekStartDate ? toIsoDate(list.mealPlan.weekStartDate as string | Date) : null,
      store: list.store ?? null,
      storeName: list.store ? storeNameOf(list.store) : null,
      ...costParts(onList),
      totalEstimatedCost: Number(list.totalEstimatedCost),
      priceSource,
      createdAt: list.createdAt,
      updatedAt: list.updatedAt,
      items: onList,
      removedItems: lines.filter((l) => l.removed),
      pantryItems: lines.filter((l) => !l.removed && l.origin === 'pantry'),
      updating: isUpdating(list.syncPendingSince, new Date()),
      lastUpdate: list.lastUpdate ? { ...withoutPrevious(list.lastUpdate), text: updateSentence(list.lastUpdate) } : null,
    };
  }

  /** The person read what the last update changed: the list stops saying it. 404 when the plan is not theirs or has no list. */
  async dismissUpdate(userId: string, mealPlanId: string): Promise<void> {
    const rows = await this.em
      .getConnection()
      .execute<{ id: string }[]>('update grocery_lists set last_update = null where meal_plan_id = ? and user_id = ? returning id', [
        mealPlanId,
        userId,
      ]);
    if (!rows.length) throw notFound(NO_LIST_MESSAGE);
    await this.events.changed(mealPlanId);
  }
}

/** The plan's lines to buy on a list (not taken off, not covered by the pantry, not the person's own), by line key. */
function linesToBuy(rows: readonly GroceryItem[]): Map<string, AmountLine> {
  return new Map(
    rows
      .filter((r) => r.origin === 'generated' && r.removedAt == null)
      .map((r) => [lineKey(r.name), { name: r.name, quantity: Number(r.quantity), unit: r.unit }]),
  );
}

/** The list's total: the sum of the lines on it (removed lines are not bought), exact to the cent in numeric(10,2). */
async function refreshListTotal(
  em: EntityManager,
  listId: string,
): Promise<{ total: number; planId: string; userId: string; planFoodCents: number }> {
  const [row] = await em.execute<{ total: string; plan_id: string; user_id: string; plan_food: string }[]>(
    `update grocery_lists set total_estimated_cost = coalesce((select sum(estimated_price) from grocery_items where grocery_list_id = ? and removed_at is null), 0), updated_at = now()
      where id = ? returning total_estimated_cost as total, meal_plan_id as plan_id, user_id,
        coalesce((select sum(estimated_price) from grocery_items where grocery_list_id = ? and removed_at is null and origin = 'generated'), 0) as plan_food`,
    [listId, listId, listId],
  );
  return {
    total: Number(row?.total ?? 0),
    planId: row?.plan_id ?? '',
    userId: row?.user_id ?? '',
    planFoodCents: Math.round(Number(row?.plan_food ?? 0) * 100),
  };
}
