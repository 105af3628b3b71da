import { Typography } from 'antd';
import type { CSSProperties } from 'react';
import type { GroceryList } from '../../api/grocery';
import { formatMoney } from './grocery-format';

/**
 * What a list's total is made of, in words beside it: the plan's food and the person's own lines apart (the
 * plan's cost card says the first), how much of it is a rough estimate, and how many lines have no price.
 */
export function ListCostNote({
  list,
  style,
}: {
  list: Pick<GroceryList, 'planFoodCost' | 'ownLinesCost' | 'roughCost' | 'unpricedCount'>;
  style?: CSSProperties;
}) {
  const parts: string[] = [];
  if (list.ownLinesCost > 0) parts.push(`plan food ${formatMoney(list.planFoodCost)} + your own items ${formatMoney(list.ownLinesCost)}`);
  if (list.roughCost > 0) parts.push(`${formatMoney(list.roughCost)} of it rough estimates`);
  if (list.unpricedCount > 0)
    parts.push(
      `${list.unpricedCount} item${list.unpricedCount === 1 ? ' has' : 's have'} no price and ${list.unpricedCount === 1 ? 'is' : 'are'} not in it`,
    );
  if (!parts.length) return null;
  return (
    <Typography.Text
      type="secondary"
      style={{ fontSize: 12, fontWeight: 'normal', whiteSpace: 'normal', ...style }}
      data-testid="grocery-total-note"
    >
      {parts.join(' · ')}
    </Typography.Text>
  );
}
