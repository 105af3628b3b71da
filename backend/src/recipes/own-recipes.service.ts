import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CatalogService } from '../catalog/catalog.service.js';
import { conflict, forbidden, notFound } from '../common/domain-error.js';
import { PreferencesService } from '../preferences/preferences.service.js';
import type { CreateOwnRecipeDto, PreviewOwnRecipeDto, UpdateOwnRecipeDto } from './dto/own-recipe.dto.js';
import { Recipe, RecipeIngredient } from './recipe.entity.js';
import { RecipeBuilder, type BuiltRecipe } from './recipe-builder.js';
import { RecipeUses } from './recipe-uses.js';
import { previewOf, type RecipeDetail, type RecipePreview } from './recipe-views.js';
import { escapeHtml, mealTypesFrom, RecipesService, refreshSearchVectors, slugify } from './recipes.service.js';
import { DEFAULT_STORE, MEAL_TYPES } from '../kitchen/vocabulary.js';

const LIBRARY_READ_ONLY = "Recipes from Forkcast's library can't be changed; only recipes you wrote or imported can";

/** Meals as chosen (each once, in the usual order), or guessed from the title as an import's are. */
function mealTypesOf(chosen: readonly string[] | undefined, title: string): string[] {
  const picked = MEAL_TYPES.filter((m) => chosen?.includes(m));
  return picked.length ? picked : mealTypesFrom([title]);
}

/**
 * Recipes a person writes or edits themselves (their imports included): each line is parsed, matched
 * and weighed as an import's, and the recipe's facts (nutrition and cost per serving, diets, allergens,
 * search vector) computed by the same functions as the library's. Only the owner may see, change or
 * delete one: another person's id answers 404, a library recipe 403, and nothing is written either way.
 */
@Injectable()
export class OwnRecipesService {
  constructor(
    private readonly em: EntityManager,
    private readonly builder: RecipeBuilder,
    private readonly recipes: RecipesService,
    private readonly preferences: PreferencesService,
    private readonly catalog: CatalogService,
    private readonly uses: RecipeUses,
  ) {}

  /** What the recipe would be if saved now, priced at the person's store; nothing is written. */
  async preview(userId: string, draft: PreviewOwnRecipeDto): Promise<RecipePreview> {
    const built = await this.builder.build(draft.ingredients ?? [], draft.servings ?? 1);
    const store = (await this.preferences.forUser(userId)).preferredStore ?? DEFAULT_STORE;
    const slugs = await this.catalog.slugsOf(built.lines.map((l) => l.ingredientId).filter((i): i is number => typeof i === 'number'));
    return previewOf(built, store, this.catalog.estimateProvenance(store, undefined, slugs));
  }

  async create(userId: string, input: CreateOwnRecipeDto): Promise<RecipeDetail> {
    const built = await this.builder.build(input.ingredients, input.servings);
    const id = await this.em.fork().transactional(async (em) => {
      const recipe = em.create(Recipe, {
        // A written recipe's slug is its own (a suffix), so importing a page of the same title never overwrites it.
        slug: `${slugify(input.title).slice(0, 140)}-${randomBytes(4).toString('hex')}`,
        owner: userId,
        title: input.title,
        summary: escapeHtml(input.summary ?? ''),
        image: input.image ?? null,
        readyInMinutes: input.readyInMinutes ?? 30,
        servings: input.servings,
        mealTypes: mealTypesOf(input.mealTypes, input.title),
        cuisine: null,
        tags: [],
        instructions: input.instructions ?? [],
        sourceUrl: null,
        createdAt: new Date(),
        ...factsOf(built),
      });
      for (const line of built.lines) em.create(RecipeIngredient, { recipe, ...line });
      await em.flush();
      await refreshSearchVectors(em, [recipe.id]);
      return recipe.id;
    });
    return this.recipes.storedDetail(userId, id);
  }

  /** Changes the fields sent; the facts are computed again from the lines (new or kept) and the servings. */
  async update(userId: string, id: number, changes: UpdateOwnRecipeDto): Promise<RecipeDetail> {
    await this.em.fork().transactional(async (em) => {
      const recipe = await this.ownedRecipe(em, userId, id);
      const lines = changes.ingredients ?? recipe.ingredients.getItems().map((l) => l.original);
      const servings = changes.servings ?? recipe.servings;
      const built = await this.builder.build(lines, servings);
      const title = changes.title ?? recipe.title;
      em.assign(recipe, {
        title,
        servings,
        ...(changes.summary !== undefined ? { summary: escapeHtml(changes.summary) } : {}),
        ...(changes.image !== undefined ? { image: changes.image } : {}),
        ...(changes.readyInMinutes !== undefined ? { readyInMinutes: changes.readyInMinutes } : {}),
        ...(changes.instructions !== undefined ? { instructions: changes.instructions } : {}),
        ...(changes.mealTypes !== undefined ? { mealTypes: mealTypesOf(changes.mealTypes, title) } : {}),
        ...factsOf(built),
      });
      for (const line of recipe.ingredients.getItems()) em.remove(line);
      for (const line of built.lines) em.create(RecipeIngredient, { recipe, ...line });
      await em.flush();
      await refreshSearchVectors(em, [recipe.id]);
    });
    // Meal plans holding it take its new calories and cost.
    await this.uses.changed(userId, id);
    return this.recipes.storedDetail(userId, id);
  }

  /**
   * Deletes the recipe (its favourite goes with it). Refused with 409 while a meal plan holds it: the
   * plan would lose the meal, its calories and its groceries without a word; the message names the
   * plans, so the person can take it out of them (or delete them) first.
   */
  async remove(userId: string, id: number): Promise<void> {
    const em = this.em.fork();
    const recipe = await this.ownedRecipe(em, userId, id);
    const uses = await this.uses.usesOf(userId, id);
    if (uses.length) {
      throw conflict(
        `“${recipe.title}” is in your ${uses.length === 1 ? uses[0] : `${uses.slice(0, -1).join(', ')} and ${uses.at(-1)}`}. Remove it from there first, then delete it.`,
      );
    }
    await em.nativeDelete(Recipe, { id, owner: userId });
  }

  /** The person's own recipe with its lines: 404 for an unknown or another person's id, 403 for the library's. */
  private async ownedRecipe(em: EntityManager, userId: string, id: number): Promise<Recipe> {
    const recipe = await em.findOne(Recipe, { id, $or: [{ owner: null }, { owner: userId }] }, { populate: ['ingredients'] });
    if (!recipe) throw notFound('Recipe not found');
    if (!recipe.owner) throw forbidden(LIBRARY_READ_ONLY);
    return recipe;
  }
}

function factsOf(built: BuiltRecipe) {
  return {
    nutrition: built.nutrition,
    calories: built.calories,
    costPerServing: built.costPerServing,
    allergens: built.allergens,
    diets: built.diets,
  };
}
