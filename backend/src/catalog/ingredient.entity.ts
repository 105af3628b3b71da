import { defineEntity, p } from '@mikro-orm/core';

const IngredientSchema = defineEntity({
  name: 'Ingredient',
  tableName: 'ingredients',
  properties: {
    id: p.integer().primary().autoincrement(),
    slug: p.string().length(120).unique(),
    name: p.string().length(200),
    aliases: p.json<string[]>(),
    category: p.string().length(60),
    fdcId: p.integer().nullable(),
    nutrients: p.json<Record<string, number>>(),
    unitWeights: p.json<Record<string, number>>(),
    packages: p.json<{ label: string; quantity: number; unit: string; grams: number }[]>(),
    prices: p.json<Record<string, { storeBrand: number; nameBrand: number }[]>>(),
    allergens: p.json<string[]>(),
    diets: p.json<string[]>(),
    /** 'series' (a public price series) or 'rule' (a shelf-price rule: a rough estimate); migration 20261126201000. */
    priceBasis: p.string().length(10).$type<'series' | 'rule'>().default('series'),
  },
});

/** One catalogue ingredient as stored (seeded from catalog/data/ingredients.json). */
export class Ingredient extends IngredientSchema.class {}
IngredientSchema.setClass(Ingredient);
export { IngredientSchema };
