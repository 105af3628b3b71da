import { Injectable } from '@nestjs/common';
import { isDomainError } from '../common/domain-error.js';
import type { MealItem, MealPlan } from '../mealplans/meal-plan.entity.js';
import { MealPlansService } from '../mealplans/meal-plans.service.js';
import { toIsoDate } from '../mealplans/plan-dates.js';
import { RecipesService } from '../recipes/recipes.service.js';
import { CalendarSources, type CalendarPlan, type CalendarPlanItem } from './calendar.sources.js';

function foodLine(item: MealItem): string {
  const amount = item.quantity != null ? `${Number(item.quantity)}${item.unit ? ` ${item.unit}` : ''} ` : '';
  return `${amount}${item.foodName ?? 'Food'}`.trim();
}

/** Plans through MealPlansService (owner-scoped), ingredient lines through RecipesService. */
@Injectable()
export class ModuleCalendarSources extends CalendarSources {
  constructor(
    private readonly mealPlans: MealPlansService,
    private readonly recipes: RecipesService,
  ) {
    super();
  }

  private async toCalendarPlan(userId: string, plan: MealPlan): Promise<CalendarPlan> {
    const items = plan.items.getItems();
    const recipeIds = [...new Set(items.map((i) => (i.recipe ? i.recipe.id : null)).filter((id): id is number => id !== null))];
    const recipes = new Map((await this.recipes.findVisible(userId, recipeIds)).map((r) => [r.id, r]));
    return {
      id: plan.id,
      name: plan.name ?? null,
      weekStartDate: toIsoDate(plan.weekStartDate as string | Date),
      items: items.map((item): CalendarPlanItem => {
        const recipe = item.recipe ? recipes.get(item.recipe.id) : undefined;
        return {
          id: item.id,
          dayOfWeek: item.dayOfWeek,
          mealType: item.mealType,
          position: item.position,
          isRecipe: !!item.recipe,
          title: recipe?.title ?? (item.recipe as { title?: string } | null)?.title ?? item.foodName ?? 'Meal',
          calories: item.calories,
          portions: item.portions ?? null,
          ingredients: recipe
            ? recipe.ingredients.map((i) => i.original || `${i.amount} ${i.unit} ${i.name}`.replace(/\s+/g, ' ').trim())
            : item.recipe
              ? []
              : [foodLine(item)],
          createdAt: item.createdAt,
        };
      }),
    };
  }

  async plan(userId: string, mealPlanId: string): Promise<CalendarPlan | null> {
    try {
      return await this.toCalendarPlan(userId, await this.mealPlans.findOwnedWithItems(userId, mealPlanId));
    } catch (error) {
      if (isDomainError(error, 'not_found')) return null;
      throw error;
    }
  }

  async plans(userId: string): Promise<CalendarPlan[]> {
    const summaries = await this.mealPlans.list(userId);
    const plans = await Promise.all(summaries.map((s) => this.plan(userId, s.id)));
    return plans.filter((p): p is CalendarPlan => p !== null).sort((a, b) => a.weekStartDate.localeCompare(b.weekStartDate));
  }
}
