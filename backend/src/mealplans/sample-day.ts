import { Injectable, Logger } from '@nestjs/common';
import { catalogueDislikes } from '../catalog/dislikes.js';
import { dietaryRulesFrom } from '../kitchen/dietary-rules.js';
import { DEFAULT_STORE, type MealType } from '../kitchen/vocabulary.js';
import { isDomainError, notFound } from '../common/domain-error.js';
import { PlanCandidates } from './plan-candidates.js';
import { NoCandidatesError } from './planner/types.js';
import { planWeekOffThread } from './plan-thread.js';
import { slotTotals } from './planner/planner.js';

/** Who the landing page's sample is planned for: a goal and a budget a visitor can read beside it. */
export const SAMPLE_PERSON = { calorieGoal: 2000, weeklyBudget: 100 } as const;

export interface SampleMeal {
  mealType: MealType;
  /** The recipe's title, and its sides after "with". */
  dish: string;
  calories: number;
}

/** The first day of a week the planner makes for a visitor, and what that week's groceries cost. */
export interface SampleDay {
  calorieGoal: number;
  weeklyBudget: number;
  meals: SampleMeal[];
  /** The day's calories: the meals' sum. */
  calories: number;
  /** The week's cart at the default store, whole packages (what its grocery list would cost). */
  weekCost: number;
}

/**
 * The landing page's "your plan for today": planned by the same planner, library and prices as anyone's plan,
 * so no figure on the page is typed. Planned once per process (the library changes only with a reseed, which
 * restarts it); a failure is not kept, the next visitor tries again.
 */
@Injectable()
export class SampleDayService {
  private readonly logger = new Logger(SampleDayService.name);
  private sample?: Promise<SampleDay>;

  constructor(private readonly candidates: PlanCandidates) {}

  read(): Promise<SampleDay> {
    if (!this.sample) {
      // an installation whose library is empty (not seeded yet) has no day to show: said, not a 500
      this.sample = this.plan().catch((error: unknown) => {
        if (error instanceof NoCandidatesError) throw notFound('No sample day yet: the recipe library has no recipe for every meal.');
        throw error;
      });
      this.sample.catch((error: Error) => {
        if (!isDomainError(error, 'not_found'))
          this.logger.warn({ err: error.message }, 'the landing sample day could not be planned; the next visit tries again');
        this.sample = undefined;
      });
    }
    return this.sample;
  }

  private async plan(): Promise<SampleDay> {
    const rules = dietaryRulesFrom({ dietaryRestrictions: [], allergies: [], dislikedIngredients: [] }, catalogueDislikes);
    const { shared, person } = await this.candidates.forVisitor(rules, DEFAULT_STORE);
    const result = await planWeekOffThread(shared, person, { rules, ...SAMPLE_PERSON, seed: 'landing-sample-day' });
    const titles = new Map(shared.recipes.map((r) => [r.id, r.title]));
    const meals = result.slots
      .filter((s) => s.day === 0)
      .map((s) => ({
        mealType: s.mealType,
        dish: [titles.get(s.recipeId) ?? '', ...s.sides.map((side) => side.name)].filter(Boolean).join(', with '),
        calories: Math.round(slotTotals(s).calories),
      }));
    return {
      ...SAMPLE_PERSON,
      meals,
      calories: meals.reduce((sum, m) => sum + m.calories, 0),
      weekCost: result.estimatedCost,
    };
  }
}
