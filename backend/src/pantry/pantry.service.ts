import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { conflict, invalid, notFound } from '../common/domain-error.js';
import { CatalogService, type ShoppableIngredient } from '../catalog/catalog.service.js';
import { shelfAmountText, toGrams, tooLittleToKeep } from '../kitchen/units.js';
import { Pantry, PantryItem, PantryMovement, PantryReservation, type PantryKind, type PantryReason } from './pantry.entity.js';
import { loadStarterSlugs } from './pantry-starter.js';

/** How much of an ingredient the pantry has for a plan: Infinity for a staple. */
export type PantryFree = ReadonlyMap<number, number>;

/** Most one stock may hold: 100 kg of anything is a typing slip, not a kitchen. */
export const MAX_STOCK_GRAMS = 100_000;

export interface PantryMovementView {
  at: string;
  reason: PantryReason;
  /** "+14.2 fl oz bought: left after Week of Nov 23", "−200 g used by the week of Nov 30". */
  text: string;
}

export interface PantryItemView {
  id: string;
  ingredientId: number;
  name: string;
  aisle: string;
  kind: PantryKind;
  /** Grams at home of a stock; null for a staple. */
  grams: number | null;
  /** The stock as it is sold ("1 lb 3 oz", "14.2 fl oz", "5 eggs"); "always there" for a staple. */
  amount: string;
  /** Where the amount came from, newest first (the last five changes). */
  history: PantryMovementView[];
  updatedAt: Date;
}

/** A pantry row and its movements as PostgreSQL has them (column names), kept to put back exactly. */
export interface PantryItemSnapshot {
  item: Record<string, unknown>;
  movements: Record<string, unknown>[];
}

export interface PantryView {
  items: PantryItemView[];
  /** True until the person accepts, trims or declines the starter set of staples. */
  starterOffered: boolean;
}

export interface StarterStaple {
  ingredientId: number;
  name: string;
  aisle: string;
}

/** What a week's plan will take from the stock, per ingredient, for its grocery list. */
export interface PantryUse {
  ingredientId: number;
  grams: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const shortDay = (day: string | Date) =>
  new Date(`${(typeof day === 'string' ? day : isoDay(day)).slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * A person's pantry: catalogue foods at home, each a staple (always there) or a stocked amount. The list and
 * the planner count what it has as free; a checked grocery line leaves the package's leftover here; a week's
 * plan takes out what it uses when the week starts. Every change of an amount is a movement, so the screen
 * can say where it came from.
 */
@Injectable()
export class PantryService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
  ) {}

  // ---------- the person's pantry ----------

  async view(userId: string): Promise<PantryView> {
    await this.settle(userId);
    const em = this.em.fork();
    const [pantry, items, byId] = await Promise.all([
      em.findOne(Pantry, { user: userId }),
      em.find(PantryItem, { user: userId }),
      this.ingredients(),
    ]);
    const movements = items.length
      ? await em.find(PantryMovement, { pantryItem: { $in: items.map((i) => i.id) }, undoneAt: null }, { orderBy: { createdAt: 'desc' } })
      : [];
    const views = items.flatMap((item) => {
      const food = byId.get(item.ingredientId);
      if (!food) return [];
      const history = movements
        .filter((m) => m.pantryItem.id === item.id)
        .slice(0, 5)
        .map((m) => this.movementView(m, food));
      return [this.itemView(item, food, history)];
    });
    views.sort((a, b) => a.aisle.localeCompare(b.aisle) || a.name.localeCompare(b.name));
    return { items: views, starterOffered: !pantry?.starterDecidedAt };
  }

  /** The starter set of staples, as catalogue foods. */
  async starter(): Promise<StarterStaple[]> {
    const bySlug = new Map((await this.catalog.shoppable()).map((i) => [i.slug, i]));
    return loadStarterSlugs().flatMap((slug) => {
      const food = bySlug.get(slug);
      return food ? [{ ingredientId: food.id, name: food.name, aisle: food.category }] : [];
    });
  }

  /** Keeps the staples of the starter set the person chose (none declines it); the set is not offered again. */
  async decideStarter(userId: string, ingredientIds: readonly number[]): Promise<PantryView> {
    const offered = new Set((await this.starter()).map((s) => s.ingredientId));
    const unknown = ingredientIds.filter((id) => !offered.has(id));
    if (unknown.length) throw invalid(`ingredientIds must be foods of the starter set (not ${unknown.join(', ')})`);
    await this.em.transactional(async (em) => {
      const pantry = await this.pantryOf(em, userId);
      pantry.starterDecidedAt = new Date();
      const have = new Set(
        (await em.find(PantryItem, { user: userId, ingredientId: { $in: [...ingredientIds] } })).map((i) => i.ingredientId),
      );
      for (const ingredientId of new Set(ingredientIds)) {
        if (have.has(ingredientId)) continue;
        const item = em.create(PantryItem, { user: userId, ingredientId, kind: 'staple', grams: null });
        em.create(PantryMovement, { pantryItem: item, grams: 0, reason: 'added', note: 'from the starter set' });
      }
    });
    return this.view(userId);
  }

  async add(userId: string, input: { ingredientId: number; kind: PantryKind; quantity?: number; unit?: string }): Promise<PantryItemView> {
    const food = (await this.ingredients()).get(input.ingredientId);
    if (!food) throw invalid('ingredientId must be a food of our catalogue');
    const grams = input.kind === 'stock' ? this.gramsOf(food, input.quantity, input.unit) : null;
    const id = await this.em.transactional(async (em) => {
      if (await em.findOne(PantryItem, { user: userId, ingredientId: food.id }))
        throw conflict(`${food.name} is already in your pantry: change its amount instead`);
      await this.pantryOf(em, userId);
      const item = em.create(PantryItem, { user: userId, ingredientId: food.id, kind: input.kind, grams });
      em.create(PantryMovement, { pantryItem: item, grams: grams ?? 0, reason: 'added', note: 'added by you' });
      await em.flush();
      return item.id;
    });
    return this.one(userId, id);
  }

  async update(userId: string, id: string, input: { kind?: PantryKind; quantity?: number; unit?: string }): Promise<PantryItemView> {
    await this.em.transactional(async (em) => {
      const item = await em.findOne(PantryItem, { id, user: userId });
      if (!item) throw notFound('Pantry item not found');
      const food = (await this.ingredients()).get(item.ingredientId);
      if (!food) throw notFound('Pantry item not found');
      const kind = input.kind ?? item.kind;
      if (kind === 'staple') {
        item.kind = 'staple';
        item.grams = null;
        em.create(PantryMovement, { pantryItem: item, grams: 0, reason: 'set', note: 'marked as always at home' });
        return;
      }
      const grams =
        input.quantity === undefined && item.kind === 'stock' ? Number(item.grams ?? 0) : this.gramsOf(food, input.quantity, input.unit);
      item.kind = 'stock';
      item.grams = grams;
      em.create(PantryMovement, { pantryItem: item, grams, reason: 'set', note: 'set by you' });
    });
    return this.one(userId, id);
  }

  async remove(userId: string, id: string): Promise<void> {
    const deleted = await this.em.nativeDelete(PantryItem, { id, user: userId });
    if (!deleted) throw notFound('Pantry item not found');
  }

  /**
   * Takes a food out of the pantry (the assistant's "take the rice out of my pantry") and answers the row and its
   * history as they were, for its Undo to put back exactly (`putBack`): the same row, amount and movements.
   */
  async takeOut(userId: string, id: string): Promise<PantryItemSnapshot> {
    const [item] = await this.em.execute<{ item: Record<string, unknown> }[]>(
      'select to_jsonb(i) as item from pantry_items i where i.id = ? and i.user_id = ?',
      [id, userId],
    );
    if (!item) throw notFound('Pantry item not found');
    const movements = await this.em.execute<{ movement: Record<string, unknown> }[]>(
      'select to_jsonb(m) as movement from pantry_movements m where m.pantry_item_id = ? order by m.created_at, m.id',
      [id],
    );
    await this.remove(userId, id);
    return { item: item.item, movements: movements.map((m) => m.movement) };
  }

  /** Puts back a row `takeOut` took out, as it was; a food added again since keeps the row added since. */
  async putBack(userId: string, snapshot: PantryItemSnapshot): Promise<void> {
    if (snapshot.item.user_id !== userId) throw notFound('Pantry item not found');
    const [put] = await this.em.execute<{ id: string }[]>(
      `insert into pantry_items select * from jsonb_populate_record(null::pantry_items, ?::jsonb)
         on conflict do nothing returning id`,
      [JSON.stringify(snapshot.item)],
    );
    if (!put) return;
    await this.em.execute('insert into pantry_movements select * from jsonb_populate_recordset(null::pantry_movements, ?::jsonb)', [
      JSON.stringify(snapshot.movements),
    ]);
  }

  // ---------- for the planner and the grocery list ----------

  /**
   * What the pantry gives a plan for free, per catalogue ingredient: every staple without limit, every stock
   * its grams less what other plans' lists still count on; for `forPlan`'s own list, what its week already
   * took out counts as its own again and what its checked lines left does not (rebuilding a list never takes
   * its stock twice, nor buys for itself from its own leftovers).
   */
  async free(userId: string, forPlan?: string): Promise<PantryFree> {
    await this.settle(userId);
    const em = this.em.fork();
    const [items, reserved, ownLeftovers] = await Promise.all([
      em.find(PantryItem, { user: userId }),
      em.find(PantryReservation, { user: userId }),
      forPlan
        ? em.find(
            PantryMovement,
            { mealPlanId: forPlan, reason: 'bought', undoneAt: null, pantryItem: { user: userId } },
            { populate: ['pantryItem'] },
          )
        : [],
    ]);
    const counted = new Map<number, number>();
    const count = (id: number, grams: number) => counted.set(id, (counted.get(id) ?? 0) + grams);
    for (const r of reserved) count(r.ingredientId, r.mealPlanId === forPlan ? Number(r.taken) : -(Number(r.grams) - Number(r.taken)));
    // what this plan's own checked lines left is theirs: the line already covers the week
    for (const m of ownLeftovers) count(m.pantryItem.ingredientId, -Number(m.grams));
    const free = new Map<number, number>();
    for (const item of items) {
      if (item.kind === 'staple') free.set(item.ingredientId, Infinity);
      else free.set(item.ingredientId, Math.max(0, Number(item.grams ?? 0) + (counted.get(item.ingredientId) ?? 0)));
    }
    return free;
  }

  /**
   * What a plan's grocery list counts on from the stock (replacing what it counted on before); from the
   * week's first day on it is taken out. What was already taken out stays taken.
   */
  async reserve(userId: string, mealPlanId: string, weekStart: string, uses: readonly PantryUse[]): Promise<void> {
    await this.em.transactional(async (em) => {
      const rows = new Map((await em.find(PantryReservation, { mealPlanId, user: userId })).map((r) => [r.ingredientId, r]));
      const wanted = new Map(uses.filter((u) => u.grams > 0 && Number.isFinite(u.grams)).map((u) => [u.ingredientId, round2(u.grams)]));
      for (const [ingredientId, row] of rows) {
        const grams = Math.max(wanted.get(ingredientId) ?? 0, Number(row.taken));
        if (grams > 0) em.assign(row, { grams, weekStart });
        else em.remove(row);
        wanted.delete(ingredientId);
      }
      for (const [ingredientId, grams] of wanted)
        em.create(PantryReservation, { user: userId, mealPlanId, ingredientId, grams, taken: 0, weekStart });
    });
  }

  /**
   * A checked grocery line's leftover: the packages' grams beyond what the week uses join the stock (a staple
   * stays a staple). Called again when the week's list is rebuilt, it sets the leftover to what it is now.
   */
  async setBought(
    userId: string,
    input: { groceryItemId: string; mealPlanId: string; ingredientId: number; grams: number; note: string },
  ): Promise<void> {
    const food = (await this.ingredients()).get(input.ingredientId);
    const left = Number.isFinite(input.grams) ? Math.max(0, round2(input.grams)) : 0;
    // the last slice of an avocado is not stock a person would plan with: not kept
    const grams = food && tooLittleToKeep(left, food) ? 0 : left;
    await this.em.transactional(async (em) => {
      const movement = await em.findOne(
        PantryMovement,
        { groceryItemId: input.groceryItemId, reason: 'bought', undoneAt: null },
        { populate: ['pantryItem'] },
      );
      if (movement) {
        const item = movement.pantryItem;
        if (item.kind === 'stock')
          item.grams = Math.min(MAX_STOCK_GRAMS, Math.max(0, round2(Number(item.grams ?? 0) + grams - Number(movement.grams))));
        if (grams > 0) movement.grams = grams;
        else movement.undoneAt = new Date();
        return;
      }
      if (!(grams > 0)) return;
      await this.pantryOf(em, userId);
      let item = await em.findOne(PantryItem, { user: userId, ingredientId: input.ingredientId });
      if (item?.kind === 'staple') return;
      item ??= em.create(PantryItem, { user: userId, ingredientId: input.ingredientId, kind: 'stock', grams: 0 });
      item.grams = Math.min(MAX_STOCK_GRAMS, round2(Number(item.grams ?? 0) + grams));
      em.create(PantryMovement, {
        pantryItem: item,
        grams,
        reason: 'bought',
        note: input.note,
        groceryItemId: input.groceryItemId,
        mealPlanId: input.mealPlanId,
      });
    });
  }

  /** An unchecked line takes back the leftover its check left (what is still there of it). */
  async undoBought(userId: string, groceryItemId: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const movement = await em.findOne(
        PantryMovement,
        { groceryItemId, reason: 'bought', undoneAt: null, pantryItem: { user: userId } },
        { populate: ['pantryItem'] },
      );
      if (!movement) return;
      const item = movement.pantryItem;
      item.grams = Math.max(0, round2(Number(item.grams ?? 0) - Number(movement.grams)));
      movement.undoneAt = new Date();
      // the tick brought this food into the pantry: unticking leaves the pantry as it was, without an empty row
      const history = await em.count(PantryMovement, { pantryItem: item });
      if (history === 1 && Number(item.grams) === 0) em.remove(item);
    });
  }

  /** Takes out of the stock what started weeks' lists count on and was not taken yet (idempotent). */
  async settle(userId: string, today = isoDay(new Date())): Promise<void> {
    const due = (await this.em.fork().find(PantryReservation, { user: userId, weekStart: { $lte: today } })).filter(
      (r) => Number(r.grams) > Number(r.taken),
    );
    if (!due.length) return;
    const foods = await this.ingredients();
    await this.em.transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`pantry:${userId}`]);
      const rows = (await em.find(PantryReservation, { user: userId, weekStart: { $lte: today } })).filter(
        (r) => Number(r.grams) > Number(r.taken),
      );
      const items = new Map(
        (await em.find(PantryItem, { user: userId, ingredientId: { $in: rows.map((r) => r.ingredientId) } })).map((i) => [
          i.ingredientId,
          i,
        ]),
      );
      for (const r of rows) {
        const owed = Number(r.grams) - Number(r.taken);
        r.taken = Number(r.grams);
        const item = items.get(r.ingredientId);
        if (!item || item.kind !== 'stock') continue;
        const stock = Number(item.grams ?? 0);
        const used = Math.min(stock, owed);
        if (!(used > 0)) continue;
        // what the week leaves of a piece, below a quarter of one, goes with it: a scrap is not stock
        const food = foods.get(r.ingredientId);
        const scrap = food !== undefined && tooLittleToKeep(stock - used, food);
        const taken = scrap ? stock : used;
        item.grams = round2(stock - taken);
        em.create(PantryMovement, {
          pantryItem: item,
          grams: -round2(taken),
          reason: 'used',
          note: `used by the week of ${shortDay(r.weekStart)}${scrap ? ' (the little left is not kept)' : ''}`,
          mealPlanId: r.mealPlanId,
        });
      }
    });
  }

  // ---------- reading ----------

  private async one(userId: string, id: string): Promise<PantryItemView> {
    const view = await this.view(userId);
    const item = view.items.find((i) => i.id === id);
    if (!item) throw notFound('Pantry item not found');
    return item;
  }

  private async ingredients(): Promise<Map<number, ShoppableIngredient>> {
    return new Map((await this.catalog.shoppable()).map((i) => [i.id, i]));
  }

  private async pantryOf(em: EntityManager, userId: string): Promise<Pantry> {
    return (await em.findOne(Pantry, { user: userId })) ?? em.create(Pantry, { user: userId, starterDecidedAt: null });
  }

  /** Grams of `quantity unit` of a food, or a 400 naming what cannot be weighed. */
  private gramsOf(food: ShoppableIngredient, quantity: number | undefined, unit: string | undefined): number {
    if (quantity === undefined || !unit)
      throw invalid('A stocked food needs a quantity and a unit (for example 1 lb, 500 g, 2 cups, 6 pieces)');
    const grams = toGrams(quantity, unit, food);
    if (grams === null)
      throw invalid(
        `We cannot weigh "${unit}" of ${food.name}: use g, oz, lb${food.unitWeights.ml ? ', cups or fl oz' : ''}${food.unitWeights.piece ? ' or pieces' : ''}`,
      );
    if (grams > MAX_STOCK_GRAMS) throw invalid('That is more than a kitchen holds (at most 100 kg of one food)');
    return round2(grams);
  }

  private itemView(item: PantryItem, food: ShoppableIngredient, history: PantryMovementView[]): PantryItemView {
    const grams = item.kind === 'stock' ? Number(item.grams ?? 0) : null;
    return {
      id: item.id,
      ingredientId: item.ingredientId,
      name: food.name,
      aisle: food.category,
      kind: item.kind,
      grams,
      amount: grams === null ? 'always there' : (shelfAmountText(grams, food) ?? `${Math.round(grams)} g`),
      history,
      updatedAt: item.updatedAt,
    };
  }

  private movementView(m: PantryMovement, food: ShoppableIngredient): PantryMovementView {
    const grams = Number(m.grams);
    const amount = shelfAmountText(Math.abs(grams), food) ?? `${Math.round(Math.abs(grams))} g`;
    const what =
      m.reason === 'set'
        ? m.note === 'marked as always at home'
          ? 'marked as always at home'
          : `set to ${amount}`
        : m.reason === 'used'
          ? `−${amount} ${m.note}`
          : m.reason === 'bought'
            ? `+${amount} bought: ${m.note}`
            : grams > 0
              ? `+${amount} ${m.note}`
              : m.note;
    return { at: m.createdAt.toISOString(), reason: m.reason, text: what };
  }
}
