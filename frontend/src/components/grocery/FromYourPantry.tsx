import { Collapse, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { GroceryItem } from '../../api/grocery';

/**
 * What the meals need that the pantry covers whole, folded away under "From your pantry (n)": each food, how
 * much the meals use ("3 tbsp for these meals") and the server's note ("A staple of your pantry: always at
 * home."). Nothing to buy, no price, not in the total, the counter or the export.
 */
export function FromYourPantry({ items }: { items: readonly GroceryItem[] }) {
  if (!items.length) return null;
  return (
    <Collapse
      size="small"
      ghost
      data-testid="grocery-from-pantry"
      items={[
        {
          key: 'pantry',
          label: `From your pantry (${items.length})`,
          children: (
            <Flex vertical gap={8}>
              <Flex vertical gap={8} role="list" aria-label="From your pantry">
                {items.map((item) => (
                  <Flex key={item.id} vertical role="listitem" data-testid="grocery-pantry-item" style={{ minWidth: 0 }}>
                    <Flex justify="space-between" gap={8}>
                      <Typography.Text data-testid="grocery-pantry-item-name">{item.name}</Typography.Text>
                      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                        {item.unit}
                      </Typography.Text>
                    </Flex>
                    {item.note && (
                      <Typography.Text type="secondary" italic style={{ fontSize: 12 }}>
                        {item.note}
                      </Typography.Text>
                    )}
                  </Flex>
                ))}
              </Flex>
              <Link to="/pantry" style={{ fontSize: 12 }}>
                Change what is in your pantry
              </Link>
            </Flex>
          ),
        },
      ]}
    />
  );
}
