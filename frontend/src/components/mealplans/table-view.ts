/** Pure helpers for who eats what at the table: portions per person, people of the plan, a person's day (no UI). */
import type { MemberDayStat, MemberPortion, TablePlan } from '../../api/plan-table';

export interface TableMember {
  memberId: string;
  name: string;
}

const trimNumber = (value: number): string => String(Math.round(value * 100) / 100);

/** "Alex ×1.5 · Sam ×0.5"; for one person, only theirs ("Sam ×0.5"), or '' when they do not eat it. */
export function portionsLabel(portions: readonly MemberPortion[], person: string | null = null): string {
  return portions
    .filter((p) => person === null || p.memberId === person)
    .map((p) => `${p.name} ×${trimNumber(p.servings)}`)
    .join(' · ');
}

/** The people the plan portions for, in the order it first names them; empty for a household of one. */
export function tableMembers(plan: Pick<TablePlan, 'days' | 'memberDayStats'>): TableMember[] {
  const seen = new Map<string, string>();
  for (const stat of plan.memberDayStats ?? []) if (!seen.has(stat.memberId)) seen.set(stat.memberId, stat.name);
  for (const day of plan.days)
    for (const meal of Object.values(day.meals))
      for (const item of meal.items) for (const p of item.portions ?? []) if (!seen.has(p.memberId)) seen.set(p.memberId, p.name);
  return [...seen].map(([memberId, name]) => ({ memberId, name }));
}

/** Each member's totals for a day of the week, in the plan's order of members (one of them when `person` is given). */
export function membersOfDay(
  stats: readonly MemberDayStat[] | null | undefined,
  dayOfWeek: number,
  person: string | null = null,
): MemberDayStat[] {
  return (stats ?? []).filter((s) => s.dayOfWeek === dayOfWeek && (person === null || s.memberId === person));
}

/** True when a person's day is more than 5% off their goal (the planner's band). */
export function offGoal(stat: Pick<MemberDayStat, 'calories' | 'calorieGoal'>): boolean {
  return stat.calorieGoal > 0 && stat.calories > 0 && Math.abs(stat.calories - stat.calorieGoal) / stat.calorieGoal > 0.05;
}

/** One day of a person's week on the day chart: their calories and their goal for the meals they eat at home. */
export interface PersonDay {
  calories: number;
  calorieGoal: number;
}

/** A person's week for the day chart, day by day in the plan's order (0 and 0 for a day the plan says nothing of them). */
export function personWeek(
  days: readonly { dayOfWeek: number }[],
  stats: readonly MemberDayStat[] | null | undefined,
  person: string,
): PersonDay[] {
  return days.map((d) => {
    const mine = membersOfDay(stats, d.dayOfWeek, person)[0];
    return { calories: mine?.calories ?? 0, calorieGoal: mine?.calorieGoal ?? 0 };
  });
}

/** Everyone at the table, day by day: their calories and their goals for the meals they eat at home, summed. */
export function tableWeek(days: readonly { dayOfWeek: number }[], stats: readonly MemberDayStat[] | null | undefined): PersonDay[] {
  return days.map((d) =>
    membersOfDay(stats, d.dayOfWeek).reduce(
      (sum, s) => ({ calories: sum.calories + s.calories, calorieGoal: sum.calorieGoal + s.calorieGoal }),
      { calories: 0, calorieGoal: 0 },
    ),
  );
}
