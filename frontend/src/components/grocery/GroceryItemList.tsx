import { Flex } from 'antd';
import type { GroceryItem } from '../../api/grocery';
import { GroceryItemRow } from './GroceryItemRow';
import type { GroceryItemEditing } from './useGroceryItemEditing';

/**
 * A run of grocery items, each shown with what the person has ticked or chosen so far. `scroll`: a capped
 * height of its own (the dashboard's side panel); off where the page scrolls as a whole (Grocery Lists'
 * categories, never cut by a box inside a box).
 */
export function GroceryItemList({
  items,
  editing,
  scroll = true,
}: {
  items: readonly GroceryItem[];
  editing: GroceryItemEditing;
  scroll?: boolean;
}) {
  return (
    <Flex vertical gap={10} className={scroll ? 'fc-grocery-scroll' : undefined} data-testid="grocery-item-list">
      {items.map((item) => (
        <GroceryItemRow
          key={item.id}
          item={item}
          checked={editing.isChecked(item)}
          brand={editing.brandOf(item)}
          price={editing.priceOf(item)}
          onToggle={(value) => editing.toggle(item, value)}
          onChooseBrand={(option) => void editing.chooseBrand(item, option)}
          onChangeQuantity={(quantity) => editing.changeQuantity(item, quantity)}
          onPay={(paid) => editing.pay(item, paid)}
          onRemove={() => void editing.remove(item)}
        />
      ))}
    </Flex>
  );
}
