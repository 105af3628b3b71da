import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/** A staple is always at home (salt, oil, flour); a stock is an amount that runs out. */
export type PantryKind = 'staple' | 'stock';

/** Why an amount changed: added by hand, set by hand, bought (a checked grocery line's leftover), used by a week's plan. */
export type PantryReason = 'added' | 'set' | 'bought' | 'used';

const PantrySchema = defineEntity({
  name: 'Pantry',
  tableName: 'pantries',
  properties: {
    user: () => p.oneToOne(User).primary().owner().deleteRule('cascade'),
    /** When the person accepted, trimmed or declined the starter set of staples; null while it is still offered. */
    starterDecidedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class Pantry extends PantrySchema.class {}
PantrySchema.setClass(Pantry);

const PantryItemSchema = defineEntity({
  name: 'PantryItem',
  tableName: 'pantry_items',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    /** The catalogue ingredient (`ingredients.id`). */
    ingredientId: p.integer(),
    kind: p.string().length(10).$type<PantryKind>(),
    /** Grams at home of a stock; null for a staple. */
    grams: p.decimal('number').precision(12).scale(2).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export class PantryItem extends PantryItemSchema.class {}
PantryItemSchema.setClass(PantryItem);

const PantryMovementSchema = defineEntity({
  name: 'PantryMovement',
  tableName: 'pantry_movements',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    pantryItem: () => p.manyToOne(PantryItem).deleteRule('cascade'),
    /** Grams the amount moved by (negative when used); for 'set', the amount it was set to. */
    grams: p.decimal('number').precision(12).scale(2),
    reason: p.string().length(10).$type<PantryReason>(),
    /** Where it came from, as the pantry screen says it ("left after Week of Nov 23"). */
    note: p.string().length(300).default(''),
    /** The grocery line whose check left this amount (undone when the line is unchecked). */
    groceryItemId: p.uuid().nullable(),
    /** The plan whose week used this amount. */
    mealPlanId: p.uuid().nullable(),
    undoneAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class PantryMovement extends PantryMovementSchema.class {}
PantryMovementSchema.setClass(PantryMovement);

const PantryReservationSchema = defineEntity({
  name: 'PantryReservation',
  tableName: 'pantry_reservations',
  properties: {
    user: () => p.manyToOne(User).deleteRule('cascade'),
    /** The plan whose grocery list counts on this stock (a plain id: the pantry reads no plan). */
    mealPlanId: p.uuid().primary(),
    ingredientId: p.integer().primary(),
    /** Grams the plan's list counts on from the stock. */
    grams: p.decimal('number').precision(12).scale(2),
    /** Grams already taken out of the stock for it (from the plan's first day on); a list rebuilt later takes only the rest. */
    taken: p.decimal('number').precision(12).scale(2).default(0),
    /** The plan's first day: from then its use is taken out of the stock. */
    weekStart: p.string().columnType('date'),
  },
});
export class PantryReservation extends PantryReservationSchema.class {}
PantryReservationSchema.setClass(PantryReservation);

export { PantryItemSchema, PantryMovementSchema, PantryReservationSchema, PantrySchema };
