import { Injectable } from '@nestjs/common';
import { catalogueDislikes } from '../catalog/dislikes.js';
import { dietaryRulesFrom, type DietaryRules } from '../kitchen/dietary-rules.js';
import type { MealType } from '../kitchen/vocabulary.js';
import { HouseholdsService, type TableSeat } from '../households/households.service.js';
import { PreferencesService, type PreferencesView } from '../preferences/preferences.service.js';
import { weekdayOf } from './plan-dates.js';
import { presenceOf, unionRules, type TableMember } from './planner/table.js';

export type SeatPreferences = Pick<
  PreferencesView,
  'dietaryRestrictions' | 'allergies' | 'dislikedIngredients' | 'calorieGoal' | 'proteinGoal'
> & {
  mealShares: PreferencesView['mealShares'] | null;
};

/** The table a week is planned for: its members as the planner reads them, and each one's preferences. */
export interface PlanTableRead {
  members: TableMember[];
  preferences: SeatPreferences[];
}

/**
 * Who sits at a household's table for a week, as the planner reads them (planner/table.ts): the generation job
 * plans for them, an edit of the week re-portions for them, a swap keeps to their hard rules. Null for a
 * household of one with every meal at home, which is planned as a person.
 */
@Injectable()
export class PlanTable {
  constructor(
    private readonly households: HouseholdsService,
    private readonly preferences: PreferencesService,
  ) {}

  /** The table for a week starting `weekStartDate`; `prefs` is the asker's, when already read. */
  async read(userId: string, weekStartDate: string, prefs?: PreferencesView): Promise<PlanTableRead | null> {
    const seats = await this.households.table(userId);
    if (seats.length <= 1) return null;
    const mine = prefs ?? (await this.preferences.forUser(userId));
    const preferences = await Promise.all(
      seats.map(async (seat) =>
        seat.userId === userId ? mine : seat.userId ? await this.preferences.forUser(seat.userId) : seat.preferences!,
      ),
    );
    return { members: tableOf(seats, preferences, weekdayOf(weekStartDate)), preferences };
  }

  /**
   * The hard rule of a slot of the week: every rule of everyone present at it (a dish safe for all is safe for
   * whoever eats it), or the person's own for a household of one.
   */
  async rulesAt(userId: string, weekStartDate: string, slot: { day: number; mealType: MealType }): Promise<DietaryRules> {
    const table = await this.read(userId, weekStartDate);
    if (!table) return this.preferences.rulesFor(userId);
    const here = presenceOf(table.members, slot.day + 1).get(`${slot.day}:${slot.mealType}`) ?? [];
    // no one at home for it: the table's rule, so a dish put there is still one anyone may eat
    const who = here.length ? here.map((i) => table.members[i]) : table.members;
    return unionRules(who.map((m) => m.rules));
  }
}

/** Everyone's restrictions at once, for a message about the table ("vegetarian, no peanuts, no olives"). */
export function everyonesRestrictions(
  all: readonly SeatPreferences[],
): Pick<PreferencesView, 'dietaryRestrictions' | 'allergies' | 'dislikedIngredients'> {
  const uniq = (xs: string[]) => [...new Set(xs.map((x) => x.trim().toLowerCase()))];
  return {
    dietaryRestrictions: uniq(all.flatMap((p) => p.dietaryRestrictions)),
    allergies: uniq(all.flatMap((p) => p.allergies)),
    dislikedIngredients: uniq(all.flatMap((p) => p.dislikedIngredients)),
  };
}

/** The table as the planner reads it; the meals a member is away for moved from weekdays (0 = Sunday) to the plan's days. */
function tableOf(seats: readonly TableSeat[], preferences: readonly SeatPreferences[], startWeekday: number): TableMember[] {
  return seats.map((seat, i) => {
    const p = preferences[i];
    return {
      memberId: seat.memberId,
      name: seat.name,
      isChild: seat.role === 'child',
      calorieGoal: p.calorieGoal,
      proteinGoal: p.proteinGoal,
      mealShares: p.mealShares,
      rules: dietaryRulesFrom(p, catalogueDislikes),
      away: seat.mealsAway.map((a) => ({ day: (a.dayOfWeek - startWeekday + 7) % 7, mealType: a.mealType })),
    };
  });
}
