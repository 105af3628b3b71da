import type { CalendarPlan, CalendarPlanItem } from './calendar.sources.js';
import { mealSummary } from './ics.js';
import { forOnePerson, mealsOf } from './plan-meals.js';

/** A person's own feed (issue #24): their portions of the household's meals, the meals they are away for left out. */

const ALEX = 'member-alex';
const SAM = 'member-sam';
function item(over: Partial<CalendarPlanItem> & Pick<CalendarPlanItem, 'title' | 'mealType' | 'dayOfWeek'>): CalendarPlanItem {
  return { id: `${over.title}-${over.dayOfWeek}`, position: 0, isRecipe: true, calories: 0, ingredients: [], ...over };
}
const plan: CalendarPlan = {
  id: 'plan-1',
  name: null,
  weekStartDate: '2026-11-22',
  items: [
    item({
      title: 'Saag Paneer',
      mealType: 'dinner',
      dayOfWeek: 0,
      calories: 1000,
      portions: [
        { memberId: ALEX, servings: 1.5 },
        { memberId: SAM, servings: 0.5 },
      ],
    }),
    // Sam is at school: lunch is Alex's only
    item({ title: 'Lentil Soup', mealType: 'lunch', dayOfWeek: 1, calories: 450, portions: [{ memberId: ALEX, servings: 1 }] }),
    // made before the planner for the table: no portions, everyone's as it is
    item({ title: 'Overnight Oats', mealType: 'breakfast', dayOfWeek: 2, calories: 400, portions: null }),
  ],
};

describe('forOnePerson', () => {
  it("keeps Sam's portion with its share of the calories, and leaves out the meal Sam is away for", () => {
    const meals = mealsOf(forOnePerson([plan], SAM), () => 0);
    expect(meals.map((m) => [m.mealType, m.title, m.calories])).toEqual([
      ['dinner', 'Saag Paneer ×0.5', 250],
      ['breakfast', 'Overnight Oats', 400],
    ]);
    expect(mealSummary(meals[0]!)).toBe('Dinner: Saag Paneer ×0.5');
  });

  it("gives Alex theirs: 'Dinner: Saag Paneer ×1.5', a whole serving without ×1", () => {
    const meals = mealsOf(forOnePerson([plan], ALEX), () => 0);
    expect(meals.map((m) => [m.title, m.calories])).toEqual([
      ['Saag Paneer ×1.5', 750],
      ['Lentil Soup', 450],
      ['Overnight Oats', 400],
    ]);
  });

  it('someone not at the table (no member id) gets only what is not portioned', () => {
    expect(forOnePerson([plan], null)[0]!.items.map((i) => i.title)).toEqual(['Overnight Oats']);
  });
});
