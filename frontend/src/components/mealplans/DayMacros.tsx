import { Tooltip } from 'antd';
import { energyShares, sharesLabel, type Macros } from './macros';

const grams = (value: number) => `${Math.round(value)} g`;

/** A day's protein, fat and carbohydrate in grams, and a small bar of their shares of energy. Nothing for an empty day. */
export function DayMacros({ protein, fat, carbs }: Macros) {
  const shares = energyShares({ protein, fat, carbs });
  if (!shares) return null;
  const label = sharesLabel(shares);
  return (
    <div className="fc-day-macros" data-testid="day-macros">
      <span className="fc-day-macros__grams">{`P ${grams(protein)} · F ${grams(fat)} · C ${grams(carbs)}`}</span>
      <Tooltip title={label}>
        <div className="fc-macro-bar" role="img" aria-label={label} data-testid="day-macros-bar">
          <span className="fc-macro-bar__seg fc-macro-bar__seg--protein" style={{ width: `${shares.protein}%` }} />
          <span className="fc-macro-bar__seg fc-macro-bar__seg--fat" style={{ width: `${shares.fat}%` }} />
          <span className="fc-macro-bar__seg fc-macro-bar__seg--carbs" style={{ width: `${shares.carbs}%` }} />
        </div>
      </Tooltip>
    </div>
  );
}
