import { Flex, Typography } from 'antd';
import { formatMoney } from './grocery-format';

/** Cost by category as simple horizontal bars (largest first). */
export function CategoryCostChart({ data }: { data: readonly { category: string; cost: number }[] }) {
  const max = Math.max(0, ...data.map((d) => d.cost));
  return (
    <Flex vertical gap={8} role="list" aria-label="Cost by category" data-testid="category-cost-chart">
      {data.map(({ category, cost }) => (
        <div key={category} role="listitem" aria-label={`${category} ${formatMoney(cost)}`}>
          <Flex justify="space-between">
            <Typography.Text style={{ fontSize: 13 }}>{category}</Typography.Text>
            <Typography.Text style={{ fontSize: 13 }} type="secondary">
              {formatMoney(cost)}
            </Typography.Text>
          </Flex>
          <div className="fc-cost-bar-track">
            <div className="fc-cost-bar" style={{ width: `${max > 0 ? Math.max(2, (cost / max) * 100) : 0}%` }} />
          </div>
        </div>
      ))}
    </Flex>
  );
}
