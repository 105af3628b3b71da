/**
 * The budget line of a plan's "Closest plan we could make": said from the plan's cost as it is now, not as it
 * was when the plan was generated, so after any edit (a meal removed, a price typed into the price book) the
 * banner, the cost card and the list say the same figure. Pure.
 */
import type { Relaxation } from './meal-plan.entity.js';

/** The plan's relaxations with the budget's recomputed from `costCents` against `budget` dollars (none without a budget). */
export function withBudgetRelaxation(relaxations: readonly Relaxation[], costCents: number, budget: number | null): Relaxation[] {
  const others = relaxations.filter((r) => r.target !== 'budget');
  if (budget === null || !Number.isFinite(budget)) return others;
  const overCents = costCents - Math.round(budget * 100);
  if (overCents <= 0) return others;
  const at = relaxations.findIndex((r) => r.target === 'budget');
  const line: Relaxation = {
    target: 'budget',
    message: `Weekly budget exceeded by $${(overCents / 100).toFixed(2)}`,
    amount: overCents / 100,
  };
  // where it stood, so the banner does not reorder as the figure moves
  return at < 0 ? [...others, line] : [...others.slice(0, at), line, ...others.slice(at)];
}
