import { Checkbox } from 'antd';
import { DAY_NAMES, MEAL_LABELS, MEAL_TYPES } from '../../api/meal-plans';
import type { MealAway } from '../../api/household';

interface MealsAtHomeGridProps {
  /** The meals they are away for; every other meal is eaten at home. */
  mealsAway: readonly MealAway[];
  onChange: (mealsAway: MealAway[]) => void;
  disabled?: boolean;
}

/** Who eats what: a week of meals, ticked where the member eats at home (a child's school lunches unticked). */
export function MealsAtHomeGrid({ mealsAway, onChange, disabled }: MealsAtHomeGridProps) {
  const away = (dayOfWeek: number, mealType: MealAway['mealType']) =>
    mealsAway.some((m) => m.dayOfWeek === dayOfWeek && m.mealType === mealType);
  const toggle = (dayOfWeek: number, mealType: MealAway['mealType'], atHome: boolean) =>
    onChange(
      atHome ? mealsAway.filter((m) => !(m.dayOfWeek === dayOfWeek && m.mealType === mealType)) : [...mealsAway, { dayOfWeek, mealType }],
    );
  return (
    <table className="fc-meals-at-home" aria-label="Meals eaten at home">
      <thead>
        <tr>
          <th scope="col">Day</th>
          {MEAL_TYPES.map((meal) => (
            <th scope="col" key={meal}>
              {MEAL_LABELS[meal]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {DAY_NAMES.map((day, dayOfWeek) => (
          <tr key={day}>
            <th scope="row">{day.slice(0, 3)}</th>
            {MEAL_TYPES.map((meal) => (
              <td key={meal}>
                <Checkbox
                  aria-label={`${day} ${MEAL_LABELS[meal]} at home`}
                  checked={!away(dayOfWeek, meal)}
                  disabled={disabled}
                  onChange={(e) => toggle(dayOfWeek, meal, e.target.checked)}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
