import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DEFAULT_MEAL_SHARES, type MealShares } from '../kitchen/nutrition-targets.js';
import { catalogueDislikes } from '../catalog/dislikes.js';
import { dietaryRulesFrom, type DietaryRules } from '../kitchen/dietary-rules.js';
import { Preferences } from './preferences.entity.js';
import type { SavePreferencesDto } from './preferences.dto.js';
import { undoneValues, type PreferenceChange } from './preference-undo.js';
import { type StoreId } from '../kitchen/vocabulary.js';

export interface PreferencesView {
  dietaryRestrictions: string[];
  allergies: string[];
  dislikedIngredients: string[];
  calorieGoal: number;
  weeklyBudget: number;
  preferredStore: StoreId | null;
  /** Percent of the day's calories per meal; adds up to 100. */
  mealShares: MealShares;
  /** Daily protein floor in grams; null = none. */
  proteinGoal: number | null;
}

/** What GET and POST /api/preferences answer: the preferences, and whether the person ever saved any (the SPA leads a person who has not to the form). */
export interface PreferencesAnswer extends PreferencesView {
  saved: boolean;
}

/**
 * What one Undo has learnt so far of the person's preferences while putting back its changes, latest first:
 * the version its own last write left, and whether anything else saved them after the changes it undoes.
 */
export interface PreferenceUndoTrail {
  version?: string;
  savedSince: boolean;
}

/** The split used when a person has not chosen one (the planner's own default). */
export { DEFAULT_MEAL_SHARES };

export const DEFAULT_PREFERENCES: PreferencesView = Object.freeze({
  dietaryRestrictions: [],
  allergies: [],
  dislikedIngredients: [],
  calorieGoal: 2000,
  weeklyBudget: 150,
  preferredStore: null,
  mealShares: DEFAULT_MEAL_SHARES,
  proteinGoal: null,
}) as PreferencesView;

const sharesOf = (s: MealShares): MealShares => ({ breakfast: s.breakfast, lunch: s.lunch, dinner: s.dinner });
const isDefaultSplit = (s: MealShares) =>
  s.breakfast === DEFAULT_MEAL_SHARES.breakfast && s.lunch === DEFAULT_MEAL_SHARES.lunch && s.dinner === DEFAULT_MEAL_SHARES.dinner;

/** Store prices are looked up at when a person has not chosen one: the national-average baseline. */

function toView(p: Preferences): PreferencesView {
  return {
    dietaryRestrictions: [...p.dietaryRestrictions],
    allergies: [...p.allergies],
    dislikedIngredients: [...p.dislikedIngredients],
    calorieGoal: p.calorieGoal,
    weeklyBudget: Number(p.weeklyBudget),
    preferredStore: (p.preferredStore as StoreId | null) ?? null,
    mealShares: sharesOf(p.mealShares ?? DEFAULT_MEAL_SHARES),
    proteinGoal: p.proteinGoal ?? null,
  };
}

@Injectable()
export class PreferencesService {
  constructor(private readonly em: EntityManager) {}

  /** The person's preferences, or the defaults when they never saved any. */
  async forUser(userId: string): Promise<PreferencesView> {
    const saved = await this.em.findOne(Preferences, { user: userId });
    return saved
      ? toView(saved)
      : {
          ...DEFAULT_PREFERENCES,
          dietaryRestrictions: [],
          allergies: [],
          dislikedIngredients: [],
          mealShares: sharesOf(DEFAULT_MEAL_SHARES),
        };
  }

  /** The person's preferences as the API answers them, saying whether they are still the defaults never saved. */
  async answerFor(userId: string): Promise<PreferencesAnswer> {
    const saved = await this.em.findOne(Preferences, { user: userId });
    return { ...(saved ? toView(saved) : await this.forUser(userId)), saved: saved !== null };
  }

  /** Saves as `save` does, answered as the API answers it. */
  async saveAnswer(userId: string, input: SavePreferencesDto): Promise<PreferencesAnswer> {
    return { ...(await this.save(userId, input)), saved: true };
  }

  /** The version of the person's saved preferences; 0 while they have saved none (the defaults). Read before the answer. */
  async version(userId: string): Promise<string> {
    const [row] = await this.em
      .getConnection()
      .execute<{ version: string }[]>('select version from preferences where user_id = ?', [userId]);
    return row?.version ?? '0';
  }

  /** The hard rule (diets, allergens, dislikes) every recipe shown or planned must pass. */
  async rulesFor(userId: string): Promise<DietaryRules> {
    return dietaryRulesFrom(await this.forUser(userId), catalogueDislikes);
  }

  /** Saves what was sent; fields left out keep their current value, null mealShares / proteinGoal reset them. */
  async save(userId: string, input: SavePreferencesDto): Promise<PreferencesView> {
    const current = await this.forUser(userId);
    const next: PreferencesView = {
      dietaryRestrictions: input.dietaryRestrictions ?? current.dietaryRestrictions,
      allergies: input.allergies ?? current.allergies,
      dislikedIngredients: input.dislikedIngredients ?? current.dislikedIngredients,
      calorieGoal: input.calorieGoal ?? current.calorieGoal,
      weeklyBudget: input.weeklyBudget ?? current.weeklyBudget,
      preferredStore: input.preferredStore === undefined ? current.preferredStore : input.preferredStore,
      mealShares: input.mealShares === undefined ? current.mealShares : sharesOf(input.mealShares ?? DEFAULT_MEAL_SHARES),
      proteinGoal: input.proteinGoal === undefined ? current.proteinGoal : input.proteinGoal,
    };
    await this.em.upsert(Preferences, {
      user: userId,
      ...next,
      weeklyBudget: next.weeklyBudget.toFixed(2),
      // Stored null while it is the default split, so saving other fields never pins today's default.
      mealShares: isDefaultSplit(next.mealShares) ? null : next.mealShares,
      updatedAt: new Date(),
    });
    return next;
  }

  /**
   * Puts back what one change of preferences changed and nothing else (preference-undo.ts). A change that made
   * the person's first saved preferences, with nothing else saved since, is undone by forgetting them: they are
   * again someone who never saved any. Runs in the caller's transaction (the Undo's), so reads through `em`.
   */
  async undoChange(userId: string, change: PreferenceChange, trail: PreferenceUndoTrail): Promise<void> {
    const versionNow = async () =>
      (await this.em.execute<{ version: string }[]>('select version from preferences where user_id = ?', [userId]))[0]?.version;
    const now = await versionNow();
    trail.savedSince ||= now !== (trail.version ?? change.version);
    if (change.hadSaved === false && (!trail.savedSince || now === undefined)) {
      await this.em.nativeDelete(Preferences, { user: userId });
      this.em.clear();
      trail.version = undefined;
      return;
    }
    const values = undoneValues({ ...(await this.forUser(userId)) }, change);
    if (Object.keys(values).length) await this.save(userId, values as SavePreferencesDto);
    trail.version = await versionNow();
  }
}
