import { CloseOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Tooltip, Typography } from 'antd';
import {
  DAY_NAMES,
  formatDate,
  MEAL_LABELS,
  MEAL_TYPES,
  type DayStats,
  type MealItem,
  type MealType,
  type PlanDay,
} from '../../api/meal-plans';
import type { MemberDayStat, TableItem } from '../../api/plan-table';
import { DayMacros } from './DayMacros';
import { dayMacros, itemLabel, mealCalories } from './macros';
import { MemberDayTotals } from './MemberDayTotals';
import { membersOfDay, offGoal, portionsLabel } from './table-view';

export interface WeekGridProps {
  days: PlanDay[];
  editing: boolean;
  calorieGoal?: number | null;
  /** The plan's per-day grams (spec §3 dayStats); a day without an entry sums its items. */
  dayStats?: DayStats[];
  onAdd: (dayIndex: number, mealType: MealType) => void;
  onRemove: (item: MealItem) => void;
  /** Opens a recipe of a slot; `servings` is the portion the plan eats. */
  onOpenRecipe: (recipeId: number, servings: number) => void;
  /** Given: a slot with a recipe offers 'Swap' (alternatives that keep the day within its targets). */
  onSwap?: (dayIndex: number, mealType: MealType) => void;
  removingId?: string | null;
  /** Each person's day totals (a household of more than one); null or absent for a household of one. */
  memberDayStats?: readonly MemberDayStat[] | null;
  /** The one person the grid is shown for (their portions and day), or null for everyone at the table. */
  person?: string | null;
}

/** An item's portions at the table: everyone's, or the one person's (who may be away for it). */
function ItemPortions({ item, person }: { item: TableItem; person: string | null }) {
  if (!item.portions?.length) return null;
  const label = portionsLabel(item.portions, person);
  if (label)
    return (
      <span className="fc-meal-item__portions" data-testid="item-portions">
        {label}
      </span>
    );
  return (
    <span className="fc-meal-item__portions fc-meal-item__portions--away" data-testid="item-portions">
      Not eating this
    </span>
  );
}

/** The week: a column per day from weekStartDate, breakfast/lunch/dinner rows, calories and macros per day, calories per meal (spec §2). */
export function WeekGrid({
  days,
  editing,
  calorieGoal,
  dayStats,
  onAdd,
  onRemove,
  onOpenRecipe,
  onSwap,
  removingId,
  memberDayStats,
  person = null,
}: WeekGridProps) {
  return (
    <div className="fc-week-grid" data-testid="week-grid">
      {days.map((day, dayIndex) => {
        const off = calorieGoal ? Math.abs(day.totalCalories - calorieGoal) / calorieGoal : 0;
        // One person's view: their day (from the plan's per-person totals) in place of the household's.
        const mine = person === null ? null : (membersOfDay(memberDayStats, day.dayOfWeek, person)[0] ?? null);
        return (
          <section key={day.date} className="fc-week-day" data-testid="plan-day" aria-label={`${DAY_NAMES[day.dayOfWeek]} ${day.date}`}>
            <header className="fc-week-day__head">
              <Typography.Text strong>{DAY_NAMES[day.dayOfWeek]}</Typography.Text>
              <Typography.Text type="secondary" className="fc-week-day__date">
                {formatDate(day.date, { month: 'short', day: 'numeric' })}
              </Typography.Text>
              {mine ? (
                <>
                  <span className={`fc-day-calories${offGoal(mine) ? ' fc-day-calories--off' : ''}`} data-testid="day-calories">
                    {Math.round(mine.calories)} / {Math.round(mine.calorieGoal)} cal
                  </span>
                  <DayMacros protein={mine.protein} fat={mine.fat} carbs={mine.carbs} />
                </>
              ) : (
                <>
                  <span
                    className={`fc-day-calories${calorieGoal && day.totalCalories > 0 && off > 0.05 ? ' fc-day-calories--off' : ''}`}
                    data-testid="day-calories"
                  >
                    {day.totalCalories} cal
                  </span>
                  <DayMacros {...dayMacros(day, dayStats)} />
                  {person === null && <MemberDayTotals stats={membersOfDay(memberDayStats, day.dayOfWeek)} />}
                </>
              )}
            </header>
            {MEAL_TYPES.map((mealType) => {
              const items: TableItem[] = day.meals[mealType].items;
              return (
                <div key={mealType} className="fc-meal-slot" data-testid={`slot-${mealType}`}>
                  <div className="fc-meal-slot__label">
                    <span>{MEAL_LABELS[mealType]}</span>
                    <span className="fc-meal-slot__side">
                      {items.length > 0 && person === null && (
                        <span className="fc-meal-slot__kcal" data-testid="meal-calories">
                          {mealCalories(items)} kcal
                        </span>
                      )}
                      {onSwap && items.some((item) => item.recipe) && (
                        <Tooltip title="Swap for a recipe that keeps the day on target">
                          <Button
                            size="small"
                            type="text"
                            icon={<SwapOutlined />}
                            className="fc-meal-slot__swap"
                            aria-label={`Swap ${MEAL_LABELS[mealType]} - ${DAY_NAMES[day.dayOfWeek]}`}
                            onClick={() => onSwap(dayIndex, mealType)}
                          >
                            Swap
                          </Button>
                        </Tooltip>
                      )}
                      {editing && (
                        <Tooltip title={`Add to ${MEAL_LABELS[mealType]}`}>
                          <Button
                            size="small"
                            type="text"
                            icon={<PlusOutlined />}
                            aria-label={`Add to ${MEAL_LABELS[mealType]} - ${DAY_NAMES[day.dayOfWeek]}`}
                            onClick={() => onAdd(dayIndex, mealType)}
                          />
                        </Tooltip>
                      )}
                    </span>
                  </div>
                  {items.length === 0 ? (
                    <Typography.Text type="secondary" className="fc-meal-slot__empty">
                      No {mealType} items
                    </Typography.Text>
                  ) : (
                    <ul className="fc-meal-items">
                      {items.map((item) => (
                        <li key={item.id} className="fc-meal-item" data-testid="meal-item">
                          {item.recipe ? (
                            <button
                              type="button"
                              className="fc-meal-item__recipe"
                              onClick={() => onOpenRecipe(item.recipe!.id, item.servings)}
                            >
                              {person !== null && item.portions?.length ? item.recipe.title : itemLabel(item)}
                            </button>
                          ) : (
                            <span className="fc-meal-item__food">{itemLabel(item)}</span>
                          )}
                          {person === null && <span className="fc-meal-item__cal">{item.calories} cal</span>}
                          <ItemPortions item={item} person={person} />
                          {editing && (
                            <Button
                              size="small"
                              type="text"
                              danger
                              icon={<CloseOutlined />}
                              loading={removingId === item.id}
                              aria-label={`Remove ${itemLabel(item)}`}
                              onClick={() => onRemove(item)}
                            />
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}
