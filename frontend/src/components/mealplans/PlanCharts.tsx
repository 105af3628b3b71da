import { Typography } from 'antd';
import { DAY_NAMES, money, type PlanDay } from '../../api/meal-plans';
import { PriceSourceLink, type PriceSource } from '../prices/PriceSourceLink';
import type { PersonDay } from './table-view';

/**
 * Each day's calories against the goal (±5 % band), and the week's estimated cost against the budget. Shown for one
 * person at the table, the days are theirs: their calories against their own goal for the meals they eat at home
 * that day (the band at their whole day's goal; a day is off when it misses that day's own goal by more than 5 %).
 */
export function PlanCharts({
  days,
  calorieGoal,
  estimatedCost,
  budget,
  costSource,
  fromList = false,
  person,
}: {
  days: PlanDay[];
  calorieGoal: number | null;
  estimatedCost: number;
  budget: number | null;
  costSource?: PriceSource | null;
  /** The plan has a grocery list: its cost is what the list buys for the meals (the list's "plan food"). */
  fromList?: boolean;
  /** The one person the chart is for, with their week day by day in the order of `days`. */
  person?: { name: string; week: readonly PersonDay[] } | null;
}) {
  const week = days.map((d, i) =>
    person
      ? { calories: person.week[i]?.calories ?? 0, goal: person.week[i]?.calorieGoal ?? 0 }
      : { calories: d.totalCalories, goal: calorieGoal ?? 0 },
  );
  const goal = person ? Math.max(0, ...week.map((w) => w.goal)) : (calorieGoal ?? 0);
  const max = Math.max(goal * 1.15, ...week.map((w) => w.calories), 1);
  const pct = (v: number) => `${Math.min(100, (v / max) * 100)}%`;
  const costMax = Math.max(budget ?? 0, estimatedCost, 1) * 1.1;
  return (
    <div className="fc-plan-charts">
      <figure className="fc-chart" aria-label="Calories per day against the goal">
        <figcaption>
          <Typography.Text strong>{person ? `${person.name}'s calories per day` : 'Calories per day'}</Typography.Text>
          {goal > 0 && (
            <Typography.Text type="secondary" data-testid="chart-goal">
              {' '}
              · goal {goal} kcal (±5%)
            </Typography.Text>
          )}
        </figcaption>
        <div className="fc-bars">
          {goal > 0 && (
            <div
              className="fc-bars__band"
              style={{ bottom: pct(goal * 0.95), height: `calc(${pct(goal * 1.05)} - ${pct(goal * 0.95)})` }}
            />
          )}
          {goal > 0 && <div className="fc-bars__goal" style={{ bottom: pct(goal) }} />}
          {days.map((d, i) => {
            const { calories, goal: dayGoal } = week[i]!;
            const inBand = dayGoal > 0 && Math.abs(calories - dayGoal) <= dayGoal * 0.05;
            const title = person
              ? `${DAY_NAMES[d.dayOfWeek]}: ${Math.round(calories)} of ${dayGoal} kcal`
              : `${DAY_NAMES[d.dayOfWeek]}: ${calories} kcal`;
            return (
              <div key={d.date} className="fc-bars__col" title={title} data-testid="chart-day">
                <div className={`fc-bars__bar${dayGoal > 0 && !inBand ? ' fc-bars__bar--off' : ''}`} style={{ height: pct(calories) }} />
                <span className="fc-bars__label">{DAY_NAMES[d.dayOfWeek].slice(0, 3)}</span>
              </div>
            );
          })}
        </div>
      </figure>
      <figure className="fc-chart" aria-label="Estimated cost against the budget">
        <figcaption>
          <Typography.Text strong>Estimated cost</Typography.Text>{' '}
          <Typography.Text data-testid="plan-cost">{money(estimatedCost)}</Typography.Text>
          {budget !== null && <Typography.Text type="secondary"> of {money(budget)} budget</Typography.Text>}
          {fromList && (
            <div style={{ fontSize: 12 }}>
              <Typography.Text type="secondary" data-testid="plan-cost-basis">
                the plan&apos;s food on its grocery list
              </Typography.Text>
            </div>
          )}
          {costSource && (
            <div style={{ fontSize: 12 }}>
              <PriceSourceLink source={costSource} testId="plan-cost-source" />
            </div>
          )}
        </figcaption>
        <div className="fc-cost-track">
          <div
            className={`fc-cost-fill${budget !== null && estimatedCost > budget ? ' fc-cost-fill--over' : ''}`}
            style={{ width: `${(estimatedCost / costMax) * 100}%` }}
          />
          {budget !== null && <div className="fc-cost-budget" style={{ left: `${(budget / costMax) * 100}%` }} />}
        </div>
      </figure>
    </div>
  );
}
