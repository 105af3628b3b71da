import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { dietaryRulesFrom, type DietaryRules } from './dietary-rules.js';
import { Preferences } from './preferences.entity.js';
import type { SavePreferencesDto, StoreId } from './preferences.dto.js';

export interface PreferencesView {
  dietaryRestrictions: string[];
  allergies: string[];
  dislikedIngredients: string[];
  calorieGoal: number;
  weeklyBudget: number;
  preferredStore: StoreId | null;
}

export const DEFAULT_PREFERENCES: PreferencesView = Object.freeze({
  dietaryRestrictions: [], allergies: [], dislikedIngredients: [], calorieGoal: 2000, weeklyBudget: 150, preferredStore: null,
}) as PreferencesView;

/** Store prices are looked up at when a person has not chosen one: the national-average baseline. */
export const DEFAULT_STORE: StoreId = 'kroger';

function toView(p: Preferences): PreferencesView {
  return {
    dietaryRestrictions: [...p.dietaryRestrictions],
    allergies: [...p.allergies],
    dislikedIngredients: [...p.dislikedIngredients],
    calorieGoal: p.calorieGoal,
    weeklyBudget: Number(p.weeklyBudget),
    preferredStore: (p.preferredStore as StoreId | null) ?? null,
  };
}

@Injectable()
export class PreferencesService {
  constructor(private readonly em: EntityManager) {}

  /** The person's preferences, or the defaults when they never saved any. */
  async forUser(userId: string): Promise<PreferencesView> {
    const saved = await this.em.findOne(Preferences, { user: userId });
    return saved ? toView(saved) : { ...DEFAULT_PREFERENCES, dietaryRestrictions: [], allergies: [], dislikedIngredients: [] };
  }

  /** The hard rule (diets, allergens, dislikes) every recipe shown or planned must pass. */
  async rulesFor(userId: string): Promise<DietaryRules> {
    return dietaryRulesFrom(await this.forUser(userId));
  }

  /** Saves what was sent; fields left out keep their current value. */
  async save(userId: string, input: SavePreferencesDto): Promise<PreferencesView> {
    const current = await this.forUser(userId);
    const next: PreferencesView = {
      dietaryRestrictions: input.dietaryRestrictions ?? current.dietaryRestrictions,
      allergies: input.allergies ?? current.allergies,
      dislikedIngredients: input.dislikedIngredients ?? current.dislikedIngredients,
      calorieGoal: input.calorieGoal ?? current.calorieGoal,
      weeklyBudget: input.weeklyBudget ?? current.weeklyBudget,
      preferredStore: input.preferredStore === undefined ? current.preferredStore : input.preferredStore,
    };
    await this.em.upsert(Preferences, {
      user: userId,
      ...next,
      weeklyBudget: next.weeklyBudget.toFixed(2),
      updatedAt: new Date(),
    });
    return next;
  }
}
