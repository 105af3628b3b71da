import { Injectable } from '@nestjs/common';
import { CatalogService } from '../catalog/catalog.service.js';
import { isDomainError } from '../common/domain-error.js';
import type { MealItem } from '../mealplans/meal-plan.entity.js';
import { MealPlansService } from '../mealplans/meal-plans.service.js';
import { toIsoDate } from '../mealplans/plan-dates.js';
import { applyPriceBook } from '../prices/price-book.js';
import { PriceBookService } from '../prices/price-book.service.js';
import { PreferencesService } from '../preferences/preferences.service.js';
import { RecipesService, type PlannerRecipe } from '../recipes/recipes.service.js';
import { GrocerySources, type PlanForGrocery } from './grocery.sources.js';
import type { BuilderIngredient, BuilderPlanItem } from './list-builder.js';
import { DEFAULT_STORE } from '../kitchen/vocabulary.js';

function toBuilderItem(item: MealItem, recipes: Map<number, PlannerRecipe>): BuilderPlanItem {
  const recipe = item.recipe ? recipes.get(item.recipe.id) : undefined;
  return {
    dayOfWeek: item.dayOfWeek,
    mealType: item.mealType,
    servings: item.servings == null ? null : Number(item.servings),
    recipe: recipe
      ? {
          id: recipe.id,
          title: recipe.title,
          servings: recipe.servings,
          ingredients: recipe.ingredients.map((l) => ({
            ingredientId: l.ingredientId ?? null,
            name: l.name,
            amount: Number(l.amount),
            unit: l.unit ?? '',
            grams: l.grams == null ? null : Number(l.grams),
            original: l.original,
          })),
        }
      : null,
    foodName: item.recipe ? null : (item.foodName ?? null),
    quantity: item.quantity == null ? null : Number(item.quantity),
    unit: item.unit ?? null,
  };
}

/**
 * What a list is built from, scoped by the owner: the plan through MealPlansService, recipe lines
 * through RecipesService, the store through PreferencesService, the catalogue through CatalogService.
 */
@Injectable()
export class ModuleGrocerySources extends GrocerySources {
  constructor(
    private readonly catalogue: CatalogService,
    private readonly mealPlans: MealPlansService,
    private readonly recipes: RecipesService,
    private readonly preferences: PreferencesService,
    private readonly book: PriceBookService,
  ) {
    super();
  }

  async plan(userId: string, mealPlanId: string): Promise<PlanForGrocery | null> {
    let plan;
    try {
      plan = await this.mealPlans.findOwnedWithItems(userId, mealPlanId);
    } catch (error) {
      if (isDomainError(error, 'not_found')) return null;
      throw error;
    }
    const items = plan.items.getItems();
    const ids = [...new Set(items.map((i) => (i.recipe ? i.recipe.id : null)).filter((id): id is number => id !== null))];
    const recipes = new Map((await this.recipes.findVisible(userId, ids)).map((r) => [r.id, r]));
    return {
      id: plan.id,
      name: plan.name ?? null,
      weekStartDate: toIsoDate(plan.weekStartDate as string | Date),
      items: items.map((i) => toBuilderItem(i, recipes)),
    };
  }

  catalog(): Promise<readonly BuilderIngredient[]> {
    return this.catalogue.shoppable();
  }

  async catalogFor(userId: string, store: string): Promise<readonly BuilderIngredient[]> {
    const [catalogue, book] = await Promise.all([this.catalogue.shoppable(), this.book.at(userId, store)]);
    return applyPriceBook(catalogue, store, book);
  }

  priceProvenance(ids: readonly number[], store: string, storeName: string) {
    return this.catalogue.priceProvenance(ids, store, storeName);
  }

  listProvenance(store: string, storeName: string) {
    return this.catalogue.estimateProvenance(store, storeName);
  }

  async store(userId: string): Promise<string> {
    return (await this.preferences.forUser(userId)).preferredStore ?? DEFAULT_STORE;
  }
}
