import { Flex, Typography } from 'antd';
import type { PantryItem } from '../../api/pantry';
import { PantryItemRow } from './PantryItemRow';
import { groupByAisle } from './pantry-format';

/** What is at home, aisle by aisle (as the server orders it: aisle, then name). */
export function PantryList({ items }: { items: readonly PantryItem[] }) {
  return (
    <Flex vertical gap={20}>
      {groupByAisle(items).map((group) => (
        <section key={group.aisle} aria-label={group.aisle} data-testid="pantry-aisle">
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {group.aisle}{' '}
            <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
              ({group.items.length})
            </Typography.Text>
          </Typography.Title>
          <Flex vertical gap={12} role="list" aria-label={`${group.aisle} at home`}>
            {group.items.map((item) => (
              <PantryItemRow key={item.id} item={item} />
            ))}
          </Flex>
        </section>
      ))}
    </Flex>
  );
}
