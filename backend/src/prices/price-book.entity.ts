import { defineEntity, p } from '@mikro-orm/core';
import { Ingredient } from '../catalog/ingredient.entity.js';
import { User } from '../users/user.entity.js';

const PriceBookEntrySchema = defineEntity({
  name: 'PriceBookEntry',
  tableName: 'price_book_entries',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    store: p.string().length(40),
    ingredient: () => p.manyToOne(Ingredient).deleteRule('cascade'),
    /** The package as the person bought it: '2 lb bag', '6 rolls'. */
    packageLabel: p.string().length(80),
    /** Edible grams of that package: what the price is spread over when another size is bought. */
    packageGrams: p.decimal('number').precision(12).scale(2),
    /** Dollars paid, exact to the cent (numeric(10,2)). */
    price: p.decimal('string').precision(10).scale(2),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ properties: ['user', 'store', 'ingredient'] }],
});

/** What a person paid for a package of a catalogue food at a store (migration 20261126201000). */
export class PriceBookEntry extends PriceBookEntrySchema.class {}
PriceBookEntrySchema.setClass(PriceBookEntry);
export { PriceBookEntrySchema };
