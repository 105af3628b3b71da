import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import type { NutritionPerServing } from '../kitchen/nutrients.js';

/** Per serving (kitchen/nutrients.ts). */
export type RecipeNutrition = NutritionPerServing;

const RecipeSchema = defineEntity({
  name: 'Recipe',
  tableName: 'recipes',
  properties: {
    id: p.integer().primary().autoincrement(),
    slug: p.string().length(160),
    /** null for the shared library; a user's id for recipes they imported. */
    owner: () => p.manyToOne(User).nullable().deleteRule('cascade'),
    title: p.string().length(200),
    summary: p.text().default(''),
    image: p.text().nullable(),
    readyInMinutes: p.integer().default(30),
    servings: p.integer().default(2),
    mealTypes: p.json<string[]>(),
    cuisine: p.string().length(60).nullable(),
    tags: p.json<string[]>(),
    /** Steps in order, plain text. */
    instructions: p.json<string[]>(),
    /** Per serving, computed from the ingredients by catalog/recipe-facts.ts. */
    nutrition: p.json<RecipeNutrition>(),
    calories: p.integer().default(0),
    /** Store-brand dollars per serving, by store id. */
    costPerServing: p.json<Record<string, number>>(),
    allergens: p.json<string[]>(),
    diets: p.json<string[]>(),
    sourceUrl: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    ingredients: () => p.oneToMany(RecipeIngredient).mappedBy('recipe').orderBy({ position: 'asc' }),
  },
});

export class Recipe extends RecipeSchema.class {}
RecipeSchema.setClass(Recipe);

const RecipeIngredientSchema = defineEntity({
  name: 'RecipeIngredient',
  tableName: 'recipe_ingredients',
  properties: {
    id: p.integer().primary().autoincrement(),
    recipe: () => p.manyToOne(Recipe).deleteRule('cascade'),
    position: p.integer(),
    /** Catalogue ingredient id, null when the line matched nothing (kept and flagged). */
    ingredientId: p.integer().nullable(),
    name: p.string().length(200),
    amount: p.decimal('number').precision(12).scale(4).default(1),
    unit: p.string().length(40).default(''),
    original: p.text(),
    grams: p.decimal('number').precision(12).scale(3).nullable(),
    /** What the line counted or why it counted nothing (catalog/weigh-line.ts); null on rows written before it. */
    detail: p.text().nullable(),
  },
});

export class RecipeIngredient extends RecipeIngredientSchema.class {}
RecipeIngredientSchema.setClass(RecipeIngredient);

const FavoriteSchema = defineEntity({
  name: 'Favorite',
  tableName: 'favorites',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    recipe: () => p.manyToOne(Recipe).primary().deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Favorite extends FavoriteSchema.class {}
FavoriteSchema.setClass(Favorite);

export { RecipeSchema, RecipeIngredientSchema, FavoriteSchema };
