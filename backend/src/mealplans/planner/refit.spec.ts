import { DEFAULT_MEAL_SHARES } from '../../kitchen/nutrition-targets.js';
import { ADULT_PORTIONS, CHILD_PORTIONS } from './portions.js';
import { fitSlot, memberDaysOf, refitNewDishes, type TableItem } from './refit.js';
import type { TableMember } from './table.js';

const member = (memberId: string, name: string, isChild: boolean, calorieGoal: number, away: TableMember['away'] = []): TableMember => ({
  memberId,
  name,
  isChild,
  calorieGoal,
  proteinGoal: null,
  mealShares: null,
  rules: { requiredDiets: [], excludedAllergens: [], excludedTerms: [] },
  away,
});
const alex = member('a', 'Alex', false, 2400);
const sam = member('s', 'Sam', true, 1400);

/** A day-0 recipe item eaten by Alex and Sam at these portions (per serving: 500 kcal, 25 g protein, 60 g carbs, 15 g fat). */
const eaten = (key: string, mealType: TableItem['mealType'], a: number, s: number): TableItem => ({
  key,
  day: 0,
  mealType,
  perServing: { calories: 500, protein: 25, carbs: 60, fat: 15 },
  servings: a + s,
  calories: 500 * (a + s),
  protein: 25 * (a + s),
  carbs: 60 * (a + s),
  fat: 15 * (a + s),
  portions: [
    { memberId: 'a', name: 'Alex', servings: a },
    { memberId: 's', name: 'Sam', servings: s },
  ],
});
const dinner = { calories: 600, protein: 35, carbs: 65, fat: 20 };

describe("a household's portions after an edit", () => {
  const day = [eaten('b', 'breakfast', 1.25, 0.75), eaten('l', 'lunch', 1.75, 0.75)];

  it('portions a new dinner for each person within their band, each day within ±5 % of their goal', () => {
    const fit = fitSlot([alex, sam], day, { day: 0, mealType: 'dinner' }, dinner)!;
    expect(fit.portions.map((p) => p.name)).toEqual(['Alex', 'Sam']);
    const [a, s] = fit.portions.map((p) => p.servings);
    expect(ADULT_PORTIONS).toContain(a);
    expect(CHILD_PORTIONS).toContain(s);
    expect(fit.servings).toBe(a + s);
    // Alex has eaten 1500 kcal of 2400, Sam 750 of 1400: each day lands within ±5 % of its goal
    expect(Math.abs(1500 + 600 * a - 2400)).toBeLessThanOrEqual(0.05 * 2400);
    expect(Math.abs(750 + 600 * s - 1400)).toBeLessThanOrEqual(0.05 * 1400);
    expect(fit.allInBand).toBe(true);
  });

  it('leaves out a member away for the meal, and no one is portioned for a meal everyone is away for', () => {
    const samAway = member('s', 'Sam', true, 1400, [{ day: 0, mealType: 'dinner' }]);
    const fit = fitSlot([alex, samAway], day, { day: 0, mealType: 'dinner' }, dinner)!;
    expect(fit.portions.map((p) => p.name)).toEqual(['Alex']);
    expect(fitSlot([samAway], day, { day: 0, mealType: 'dinner' }, dinner)).toBeNull();
  });

  it("fits a dish without portions and rebuilds each person's day from the items; a removed item drops out", () => {
    const added: TableItem = { ...eaten('d', 'dinner', 0, 0), perServing: dinner, portions: null };
    const fits = refitNewDishes([alex, sam], [...day, added]);
    expect([...fits.keys()]).toEqual(['d']);
    const d = fits.get('d')!;
    const portioned: TableItem = { ...added, servings: d.servings, calories: 600 * d.servings, portions: d.portions };
    const days = memberDaysOf([alex, sam], [...day, portioned], 1);
    const mine = (id: string) => d.portions.find((p) => p.memberId === id)!.servings;
    expect(days.find((x) => x.memberId === 'a')!.calories).toBe(Math.round(1500 + 600 * mine('a')));
    expect(days.find((x) => x.memberId === 's')!.calories).toBe(Math.round(750 + 600 * mine('s')));
    // their goal for the meals they eat at home: every meal, the whole day
    expect(days.find((x) => x.memberId === 's')!.calorieGoal).toBe(1400);
    const withoutLunch = memberDaysOf([alex, sam], [day[0], portioned], 1);
    const samLeft = withoutLunch.find((x) => x.memberId === 's')!;
    expect(samLeft.calories).toBe(Math.round(375 + 600 * mine('s')));
    expect(samLeft.calorieGoal).toBe(Math.round((1400 * (DEFAULT_MEAL_SHARES.breakfast + DEFAULT_MEAL_SHARES.dinner)) / 100));
  });
});
