import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DEFAULT_MEAL_SHARES, type MealShares } from '../kitchen/nutrition-targets.js';
import { catalogueDislikes } from '../catalog/dislikes.js';
import { dietaryRulesFrom, type DietaryRules } from '../kitchen/dietary-rules.js';
import { Preferences } from './preferences.entity.js';
import type { SavePreferencesDto } from './preferences.dto.js';
import { undoneValues, type PreferenceChange } from './preference-undo.js';
import { type StoreId } from '../kitchen/vocabulary.js';
import { forbidden } from '../common/domain-error.js';

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
  /** The owner's name when the budget and store shown are the household's, set by its owner; null when they are the person's own. */
  budgetSetBy: string | null;
}

/** The household a member cooks in, when it is someone else's: its owner, whose budget and store are the household's. */
interface HouseholdOwner {
  userId: string;
  name: string;
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

  /**
   * The person's preferences, or the defaults when they never saved any. A member of someone else's household
   * gets the household's budget and store (its owner's): one week, one shop, whoever plans or builds the list.
   * Their own stay stored, untouched, and are theirs again when they leave.
   */
  async forUser(userId: string): Promise<PreferencesView> {
    const own = await this.ownOf(userId);
    const owner = await this.householdOwnerOf(userId);
    if (!owner) return own;
    const household = await this.ownOf(owner.userId);
    return { ...own, weeklyBudget: household.weeklyBudget, preferredStore: household.preferredStore };
  }

  /** The person's own saved preferences (their own budget and store even in someone else's household). */
  private async ownOf(userId: string): Promise<PreferencesView> {
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
    const saved = await this.version(userId);
    const owner = await this.householdOwnerOf(userId);
    return { ...(await this.forUser(userId)), saved: saved !== '0', budgetSetBy: owner?.name ?? null };
  }

  /** Saves as `save` does, answered as the API answers it. */
  async saveAnswer(userId: string, input: SavePreferencesDto): Promise<PreferencesAnswer> {
    const saved = await this.save(userId, input);
    return { ...saved, saved: true, budgetSetBy: (await this.householdOwnerOf(userId))?.name ?? null };
  }

  /** The version of the person's saved preferences; 0 while they have saved none (the defaults). Read before the answer. */
  async version(userId: string): Promise<string> {
    const [row] = await this.em
      .getConnection()
      .execute<{ version: string }[]>('select version from preferences where user_id = ?', [userId]);
    return row?.version ?? '0';
  }

  /**
   * The version of what GET /api/preferences answers: the person's own, and for a member of someone else's
   * household the owner's too (the budget and store shown are the owner's) and who that owner is.
   */
  async answerVersion(userId: string): Promise<string> {
    const owner = await this.householdOwnerOf(userId);
    const own = await this.version(userId);
    return owner ? `${own}-${owner.userId}-${await this.version(owner.userId)}` : own;
  }

  /** The owner of the household the person is a member of, when that is not the person themselves. */
  private async householdOwnerOf(userId: string): Promise<HouseholdOwner | null> {
    const [row] = await this.em.getConnection().execute<{ user_id: string; name: string }[]>(
      `select owner.user_id, owner.name
         from household_members me
         join household_members owner on owner.household_id = me.household_id and owner.role = 'owner'
        where me.user_id = ? and owner.user_id <> me.user_id`,
      [userId],
    );
    return row ? { userId: row.user_id, name: row.name } : null;
  }

  /** The hard rule (diets, allergens, dislikes) every recipe shown or planned must pass. */
  async rulesFor(userId: string): Promise<DietaryRules> {
    return dietaryRulesFrom(await this.forUser(userId), catalogueDislikes);
  }

  /**
   * Saves what was sent; fields left out keep their current value, null mealShares / proteinGoal reset them.
   * A member of someone else's household may send the household's budget and store as they are (a whole form
   * sent back), never change them: 403, nothing written.
   */
  async save(userId: string, input: SavePreferencesDto): Promise<PreferencesView> {
    const owner = await this.householdOwnerOf(userId);
    if (owner) {
      const household = await this.ownOf(owner.userId);
      const budgetChanged = input.weeklyBudget !== undefined && input.weeklyBudget !== household.weeklyBudget;
      const storeChanged = input.preferredStore !== undefined && input.preferredStore !== household.preferredStore;
      if (budgetChanged || storeChanged)
        throw forbidden(`The household's weekly budget and store are set by ${owner.name}, who owns the household`);
      input = { ...input, weeklyBudget: undefined, preferredStore: undefined };
    }
    const current = await this.ownOf(userId);
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
    return owner ? this.forUser(userId) : next;
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
    const values = undoneValues({ ...(await this.ownOf(userId)) }, change);
    if (Object.keys(values).length) await this.save(userId, values as SavePreferencesDto);
    trail.version = await versionNow();
  }
}
