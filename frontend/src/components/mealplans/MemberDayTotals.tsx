import type { MemberDayStat } from '../../api/plan-table';
import { offGoal } from './table-view';

/** Each person's calories for a day against their own goal ("Alex 2,380 / 2,400 kcal"); the ones more than 5% off stand out. */
export function MemberDayTotals({ stats }: { stats: readonly MemberDayStat[] }) {
  if (stats.length === 0) return null;
  return (
    <ul className="fc-member-days" data-testid="member-day-totals">
      {stats.map((s) => (
        <li key={s.memberId} className={`fc-member-day${offGoal(s) ? ' fc-member-day--off' : ''}`} data-testid="member-day">
          <span className="fc-member-day__name">{s.name}</span>
          <span className="fc-member-day__kcal">
            {Math.round(s.calories).toLocaleString()} / {Math.round(s.calorieGoal).toLocaleString()} kcal
          </span>
        </li>
      ))}
    </ul>
  );
}
