import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CatalogService, type IngredientCartPrice } from '../catalog/catalog.service.js';
import { cartPricesOf } from '../catalog/recipe-facts.js';
import { invalid, notFound } from '../common/domain-error.js';
import { storeNameOf, type StoreId } from '../kitchen/vocabulary.js';
import { PriceBookEntry } from './price-book.entity.js';
import { PAID_PRICE_MESSAGE, paidCents, withYourPrice, type YourPrice } from './price-book.js';

export const PRICE_BOOK_ENTRY_NOT_FOUND = 'Price book entry not found';

export interface PriceBookEntryView {
  id: string;
  store: StoreId;
  storeName: string;
  ingredientId: number;
  food: string;
  packageLabel: string;
  price: string;
  updatedAt: Date;
}

/** What a person paid, to be kept: a package of a catalogue food at a store. */
export interface PaidPackage {
  store: string;
  ingredientId: number;
  packageLabel: string;
  packageGrams: number;
  cents: number;
}

const money = (cents: number) => (cents / 100).toFixed(2);
const centsOf = (price: string) => Math.round(Number(price) * 100);

/**
 * The person's price book: what they paid for a package of each catalogue food at each store (typed on a
 * grocery line), shown and changed on the Prices page, and read back for their later lists and plans.
 * One entry per person, store and food: a newer price replaces the older. Owner-scoped; another person's
 * entry is a 404.
 */
@Injectable()
export class PriceBookService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
  ) {}

  async view(userId: string): Promise<{ entries: PriceBookEntryView[] }> {
    const rows = await this.em.find(PriceBookEntry, { user: userId }, { populate: ['ingredient'] });
    const entries = rows.map((r) => ({
      id: r.id,
      store: r.store as StoreId,
      storeName: storeNameOf(r.store),
      ingredientId: r.ingredient.id,
      food: r.ingredient.name,
      packageLabel: r.packageLabel,
      price: money(centsOf(r.price)),
      updatedAt: r.updatedAt,
    }));
    entries.sort((a, b) => a.storeName.localeCompare(b.storeName) || a.food.localeCompare(b.food));
    return { entries };
  }

  /** Keeps what the person paid (replacing what they paid before for that food at that store); `em` joins a caller's transaction. */
  async record(userId: string, paid: PaidPackage, em: EntityManager = this.em): Promise<void> {
    if (!(paid.packageGrams > 0) || !(paid.cents > 0)) return;
    await em.execute(
      `insert into price_book_entries (user_id, store, ingredient_id, package_label, package_grams, price)
       values (?, ?, ?, ?, ?, ?)
       on conflict (user_id, store, ingredient_id) do update set package_label = excluded.package_label,
         package_grams = excluded.package_grams, price = excluded.price, updated_at = now()`,
      [userId, paid.store, paid.ingredientId, paid.packageLabel.slice(0, 80), Math.round(paid.packageGrams * 100) / 100, money(paid.cents)],
    );
  }

  async update(userId: string, id: string, price: string): Promise<PriceBookEntryView> {
    const cents = paidCents(price);
    if (cents === null) throw invalid(PAID_PRICE_MESSAGE);
    const entry = await this.em.findOne(PriceBookEntry, { id, user: userId });
    if (!entry) throw notFound(PRICE_BOOK_ENTRY_NOT_FOUND);
    entry.price = money(cents);
    await this.em.flush();
    const view = (await this.view(userId)).entries.find((e) => e.id === id);
    if (!view) throw notFound(PRICE_BOOK_ENTRY_NOT_FOUND);
    return view;
  }

  async remove(userId: string, id: string): Promise<void> {
    const deleted = await this.em.nativeDelete(PriceBookEntry, { id, user: userId });
    if (!deleted) throw notFound(PRICE_BOOK_ENTRY_NOT_FOUND);
  }

  /**
   * Cart prices at `store` of the foods the person has paid for there (of `ids`, or all of them), as the
   * planner and the plan's cost read them: the catalogue's packages priced at what they paid (price-book.ts).
   */
  async cartPrices(userId: string, store: string, ids?: readonly number[]): Promise<IngredientCartPrice[]> {
    const book = await this.at(userId, store);
    if (!book.size) return [];
    const wanted = ids ? new Set(ids) : null;
    const out: IngredientCartPrice[] = [];
    for (const food of await this.catalog.shoppable()) {
      const paid = book.get(food.id);
      if (!paid || (wanted && !wanted.has(food.id))) continue;
      const prices = cartPricesOf(withYourPrice(food, store, paid), store);
      if (prices) out.push({ id: food.id, ...prices });
    }
    return out;
  }

  /** The person's prices at a store, by catalogue ingredient id (what applyPriceBook reads). */
  async at(userId: string, store: string): Promise<Map<number, YourPrice>> {
    const rows = await this.em
      .fork()
      .execute<{ ingredient_id: number; package_label: string; package_grams: string; price: string }[]>(
        'select ingredient_id, package_label, package_grams, price from price_book_entries where user_id = ? and store = ?',
        [userId, store],
      );
    return new Map(
      rows.map((r) => [
        r.ingredient_id,
        { ingredientId: r.ingredient_id, packageLabel: r.package_label, packageGrams: Number(r.package_grams), cents: centsOf(r.price) },
      ]),
    );
  }
}
