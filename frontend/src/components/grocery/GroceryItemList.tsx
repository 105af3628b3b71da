import { Flex } from 'antd';
import type { GroceryItem } from '../../api/grocery';
import { GroceryItemRow } from './GroceryItemRow';
import type { GroceryItemEditing } from './useGroceryItemEditing';

/** A scrollable run of grocery items, each shown with what the person has ticked or chosen so far. */
export function GroceryItemList({ items, editing }: { items: readonly GroceryItem[]; editing: GroceryItemEditing }) {
  return (
    <Flex vertical gap={10} className="fc-grocery-scroll">
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
