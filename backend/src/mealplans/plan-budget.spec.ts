import { withBudgetRelaxation } from './plan-budget.js';

describe('withBudgetRelaxation', () => {
  const calories = { target: 'calories' as const, message: 'Tuesday is 6% under the goal' };

  it('says by how much the cost as it is now exceeds the budget, to the cent', () => {
    const stale = { target: 'budget' as const, message: 'Weekly budget exceeded by $2.37', amount: 2.37 };
    expect(withBudgetRelaxation([stale, calories], 9087, 85)).toEqual([
      { target: 'budget', message: 'Weekly budget exceeded by $5.87', amount: 5.87 },
      calories,
    ]);
  });

  it('drops the budget line once the cost is within the budget, and never says one without a budget', () => {
    const over = { target: 'budget' as const, message: 'Weekly budget exceeded by $2.37', amount: 2.37 };
    expect(withBudgetRelaxation([calories, over], 8500, 85)).toEqual([calories]);
    expect(withBudgetRelaxation([over], 99999, null)).toEqual([]);
  });

  it('adds the budget line when an edit takes the cost over it', () => {
    expect(withBudgetRelaxation([calories], 8501, 85)).toEqual([
      calories,
      { target: 'budget', message: 'Weekly budget exceeded by $0.01', amount: 0.01 },
    ]);
  });
});
