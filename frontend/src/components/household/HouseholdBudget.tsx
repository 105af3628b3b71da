import { Typography } from 'antd';
import { STORE_OPTIONS, type StoreId } from '../../api/preferences';

const dollars = (n: number) => (Number.isInteger(n) ? `$${n}` : `$${n.toFixed(2)}`);

/**
 * A member's view of the household's weekly budget and store: shown, not edited. Every plan and list of the
 * household is made to one budget at one shop, and the owner, who already runs the household, sets them.
 */
export function HouseholdBudget({ budget, store, setBy }: { budget: number | null; store: StoreId | null; setBy: string }) {
  const storeName = STORE_OPTIONS.find((o) => o.value === store)?.label ?? 'No store chosen';
  return (
    <section aria-label="Household budget and store" data-testid="household-budget">
      <Typography.Title level={5} style={{ marginBottom: 4 }}>
        Weekly Budget &amp; Store
      </Typography.Title>
      <Typography.Text strong data-testid="household-budget-value">
        {budget === null ? '—' : dollars(budget)} a week · {storeName}
      </Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginTop: 4, marginBottom: 0 }}>
        The household&apos;s, set by {setBy}: every plan and grocery list of the household keeps to them. Ask {setBy} to change them.
      </Typography.Paragraph>
    </section>
  );
}
