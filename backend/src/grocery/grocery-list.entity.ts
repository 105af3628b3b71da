import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { MealPlan } from '../mealplans/meal-plan.entity.js';

import type { PriceProvenance } from '../catalog/price-provenance.js';
import type { ListPriceSource } from '../prices/store-prices.service.js';
import type { BrandChoice, LineOrigin, PersonEdit, PlanAmount } from './line-edits.js';
import type { LineStamps } from './line-stamps.js';
import type { ListUpdate } from './list-update.js';

/** A brand choice of a line; `price` null when nothing could be estimated for it. */
export interface BrandOption {
  brand: string;
  price: string | null;
  description: string;
}

/** Where a line's price comes from: the estimate's sources, or 'person' for a price the person typed ("your price"). */
export interface LinePriceSource {
  kind: PriceProvenance['kind'] | 'person';
  label: string;
  detail: string | null;
}

/** Where a line's price comes from, as stored; `estimate` prices the keyword brands of an item the catalogue lacks. */
export type StoredPriceSource = LinePriceSource & { estimate?: { storeCents: number; nameFactor: number } };

const GroceryListSchema = defineEntity({
  name: 'GroceryList',
  tableName: 'grocery_lists',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    mealPlan: () => p.oneToOne(MealPlan).owner().unique().deleteRule('cascade'),
    store: p.string().length(40).nullable(),
    totalEstimatedCost: p.decimal('string').precision(10).scale(2).default('0'),
    /** Where the list's prices come from (migration 20261125091000); null on lists built before. */
    priceSource: p.json<ListPriceSource>().nullable(),
    /** What the last update from the plan changed (migration 20261126202000); null when none since it was built or dismissed. */
    lastUpdate: p.json<ListUpdate>().nullable(),
    /** Since when an update from the plan is waiting to run (the list "is updating"); null when none is. */
    syncPendingSince: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    items: () => p.oneToMany(GroceryItem).mappedBy('groceryList').orderBy({ position: 'asc' }),
  },
});

export class GroceryList extends GroceryListSchema.class {}
GroceryListSchema.setClass(GroceryList);

const GroceryItemSchema = defineEntity({
  name: 'GroceryItem',
  tableName: 'grocery_items',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    groceryList: () => p.manyToOne(GroceryList).deleteRule('cascade'),
    position: p.integer().default(0),
    ingredientId: p.integer().nullable(),
    name: p.string().length(200),
    brand: p.string().length(120).nullable(),
    category: p.string().length(60).default('Other'),
    quantity: p.decimal('number').precision(10).scale(2).default(1),
    unit: p.string().length(40).default(''),
    /** Dollars, exact to the cent (numeric(10,2) sent as a string, spec §3). */
    estimatedPrice: p.decimal('string').precision(10).scale(2).default('0'),
    isChecked: p.boolean().default(false),
    forMeals: p.json<string[]>(),
    brandOptions: p.json<BrandOption[]>(),
    /** Why a line has no price estimate, or what was assumed (migration 20261122080500). */
    note: p.text().nullable(),
    /** Where this line's price comes from when not the catalogue entry's row (a rough estimate, a store's shelf price). */
    priceSource: p.json<StoredPriceSource>().nullable(),
    /** Made from the plan, or added by the person (migration 20261126120000). */
    origin: p.string().length(20).$type<LineOrigin>().default('generated'),
    /** When the person took the line off the list; kept, so "Update from plan" does not put it back and it can be restored. */
    removedAt: p.datetime().nullable(),
    /** What the plan alone asks to buy of a plan line (null on added lines and on lines built before). */
    planAmount: p.json<PlanAmount>().nullable(),
    /** The person's decision about a plan line (a quantity, a removal) and the plan's amount at the time. */
    personEdit: p.json<PersonEdit>().nullable(),
    /** The brand the person chose for a plan line and the price they took (migration 20261126180000), kept by "Update from plan". */
    brandChoice: p.json<BrandChoice>().nullable(),
    /** Grams the line's packages hold (migration 20261126150000): what the week does not use goes to the pantry when checked. */
    packageGrams: p.decimal('number').precision(12).scale(2).nullable(),
    /** Grams of the need the pantry covers; all of it on a 'pantry' line. */
    fromPantryGrams: p.decimal('number').precision(12).scale(2).nullable(),
    /** When each field last changed (migration 20261126210000): per field, the later change wins (line-stamps.ts). */
    fieldStamps: p.json<LineStamps>().nullable(),
  },
});

export class GroceryItem extends GroceryItemSchema.class {}
GroceryItemSchema.setClass(GroceryItem);

export { GroceryListSchema, GroceryItemSchema };
