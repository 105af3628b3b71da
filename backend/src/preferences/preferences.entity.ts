import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

const PreferencesSchema = defineEntity({
  name: 'Preferences',
  tableName: 'preferences',
  properties: {
    user: () => p.oneToOne(User).primary().owner().deleteRule('cascade'),
    dietaryRestrictions: p.json<string[]>().default('[]'),
    allergies: p.json<string[]>().default('[]'),
    dislikedIngredients: p.json<string[]>().default('[]'),
    calorieGoal: p.integer().default(2000),
    weeklyBudget: p.decimal('string').precision(10).scale(2).default('150'),
    preferredStore: p.string().length(40).nullable(),
    /** Percent of the day's calories per meal; null = the defaults (25 / 35 / 40). */
    mealShares: p.json<{ breakfast: number; lunch: number; dinner: number }>().nullable(),
    /** Daily protein floor in grams; null = none. */
    proteinGoal: p.integer().nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class Preferences extends PreferencesSchema.class {}
PreferencesSchema.setClass(Preferences);
export { PreferencesSchema };
