import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { MealPlan } from '../mealplans/meal-plan.entity.js';

export interface BrandOption { brand: string; price: string; description: string }

const GroceryListSchema = defineEntity({
  name: 'GroceryList',
  tableName: 'grocery_lists',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    mealPlan: () => p.oneToOne(MealPlan).owner().unique().deleteRule('cascade'),
    store: p.string().length(40).nullable(),
    totalEstimatedCost: p.decimal('string').precision(10).scale(2).default('0'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
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
  },
});

export class GroceryItem extends GroceryItemSchema.class {}
GroceryItemSchema.setClass(GroceryItem);

export { GroceryListSchema, GroceryItemSchema };
