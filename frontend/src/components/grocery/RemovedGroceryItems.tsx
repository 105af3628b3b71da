import { UndoOutlined } from '@ant-design/icons';
import { Button, Collapse, Flex, Typography } from 'antd';
import type { GroceryItem } from '../../api/grocery';
import { formatMoney, planAmountNote, quantityText } from './grocery-format';

/**
 * The lines the person took off, folded away under "Removed (n)", each with Restore. "Update from plan" keeps
 * them off; when the meals now need more of one than when it was taken off, the fold says so while closed.
 */
export function RemovedGroceryItems({ items, onRestore }: { items: readonly GroceryItem[]; onRestore: (item: GroceryItem) => void }) {
  if (!items.length) return null;
  const needMore = items.filter((i) => i.planNeedsMore).length;
  const label = (
    <span>
      {`Removed (${items.length})`}
      {needMore > 0 && (
        <Typography.Text type="warning" style={{ marginLeft: 8, fontSize: 12 }} data-testid="grocery-removed-need-more">
          {`${needMore} needed more by your meals now`}
        </Typography.Text>
      )}
    </span>
  );
  return (
    <Collapse
      size="small"
      ghost
      data-testid="grocery-removed"
      items={[
        {
          key: 'removed',
          label,
          children: (
            <Flex vertical gap={8} role="list" aria-label="Removed items">
              {items.map((item) => {
                const note = planAmountNote(item);
                return (
                  <Flex key={item.id} role="listitem" data-testid="grocery-removed-item" justify="space-between" align="center" gap={8}>
                    <Flex vertical style={{ minWidth: 0 }}>
                      <Typography.Text type="secondary" delete>
                        {item.name}
                      </Typography.Text>
                      <Typography.Text
                        type="secondary"
                        style={{ fontSize: 12 }}
                      >{`${quantityText(item)} · ${formatMoney(Number(item.estimatedPrice ?? 0))}`}</Typography.Text>
                      {note && (
                        <Typography.Text type="warning" style={{ fontSize: 12 }}>
                          {note}
                        </Typography.Text>
                      )}
                    </Flex>
                    <Button size="small" icon={<UndoOutlined />} onClick={() => onRestore(item)} aria-label={`Restore ${item.name}`}>
                      Restore
                    </Button>
                  </Flex>
                );
              })}
            </Flex>
          ),
        },
      ]}
    />
  );
}
