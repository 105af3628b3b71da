import { Injectable } from '@nestjs/common';
import { CatalogService } from '../catalog/catalog.service.js';
import type { DietaryRules } from '../kitchen/dietary-rules.js';
import { RecipesService } from '../recipes/recipes.service.js';
import { toPlannerRecipe } from './planner/from-recipes.js';
import type { PlannerIngredient, PlannerRecipe, PlannerSide } from './planner/types.js';

/**
 * The recipes a person's plan may be built from (library + their own imports that pass the hard
 * rule, with ingredient lines in grams per serving and favourites), through the recipes module, the
 * sides it may add to a meal, and
 * what their ingredients cost at the person's store (cheapest package, price per gram), through the
 * catalogue module: the planner prices a week as the grocery list will.
 * The planner applies the hard rule again itself (planner.ts → recipeConflicts): one rule, twice.
 */
@Injectable()
export class PlanCandidates {
  constructor(private readonly recipes: RecipesService, private readonly catalog: CatalogService) {}

  async forUser(userId: string, rules: DietaryRules, store: string): Promise<{ recipes: PlannerRecipe[]; ingredients: PlannerIngredient[]; sides: PlannerSide[] }> {
    const [candidates, favourites, sides] = await Promise.all([this.recipes.candidatesFor(userId, rules), this.recipes.favorites(userId), this.catalog.sides()]);
    const favouriteIds = new Set(favourites.map((f) => f.recipeId));
    const recipes = candidates.map((r) => toPlannerRecipe(r, store, favouriteIds.has(r.id)));
    const ids = [...recipes.flatMap((r) => (r.lines ?? []).map((l) => l.ingredientId)), ...sides.map((s) => s.ingredientId)];
    const ingredients = (await this.catalog.cartPrices(ids, store)).map(({ id, pricePerGram, minPackagePrice, packages }) => ({ id, pricePerGram, minPackagePrice, packages }));
    return { recipes, ingredients, sides: [...sides] };
  }
}
