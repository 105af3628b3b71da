import { Checkbox, Typography } from 'antd';
import type { GroceryItem } from '../../api/grocery';
import { formatMoney, quantityText } from '../grocery/grocery-format';

/** A line in shopping mode: large, one tap anywhere on it ticks or unticks it; how much, which brand, the price. */
export function ShoppingLine({
  item,
  checked,
  brand,
  price,
  onToggle,
}: {
  item: GroceryItem;
  checked: boolean;
  brand: string | null;
  price: number;
  onToggle: (checked: boolean) => void;
}) {
  return (
    <div data-testid="shopping-line" data-item-id={item.id}>
      <Checkbox
        className={`fc-shopping-line${checked ? ' is-checked' : ''}`}
        checked={checked}
        onChange={(e) => onToggle(e.target.checked)}
        aria-label={item.name}
      >
        <span className="fc-shopping-line__text">
          <span className="fc-shopping-line__name">{item.name}</span>
          <Typography.Text type="secondary" className="fc-shopping-line__sub">
            {[quantityText(item), brand].filter(Boolean).join(' · ')}
          </Typography.Text>
        </span>
        <span className="fc-shopping-line__price">{item.priceKind === 'none' && price === 0 ? '' : formatMoney(price)}</span>
      </Checkbox>
    </div>
  );
}
