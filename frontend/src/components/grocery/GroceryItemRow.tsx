import { Checkbox, Flex, Tooltip, Typography } from 'antd';
import { PriceSourceLink } from '../prices/PriceSourceLink';
import type { BrandOption, GroceryItem } from '../../api/grocery';
import { BrandPicker } from './BrandPicker';
import { formatMoney, quantityText } from './grocery-format';

/** One grocery item: checkbox, name (struck through when checked), quantity and unit, brand picker, price. */
export function GroceryItemRow({ item, checked, brand, price, onToggle, onChooseBrand }: {
  item: GroceryItem;
  checked: boolean;
  brand: string | null;
  price: number;
  onToggle: (checked: boolean) => void;
  onChooseBrand: (option: BrandOption) => void;
}) {
  const meals = item.forMeals?.length ? item.forMeals.join('\n') : null;
  return (
    <Flex className={`fc-grocery-item${checked ? ' is-checked' : ''}`} data-testid="grocery-item" data-item-id={item.id} align="flex-start" gap={8}>
      <Checkbox checked={checked} onChange={(e) => onToggle(e.target.checked)} aria-label={item.name} style={{ marginTop: 2 }} />
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Flex justify="space-between" gap={8}>
          <Tooltip title={meals ? <span style={{ whiteSpace: 'pre-line' }}>{meals}</span> : undefined}>
            <Typography.Text delete={checked} type={checked ? 'secondary' : undefined} className="fc-grocery-item-name" data-testid="grocery-item-name">
              {item.name}
            </Typography.Text>
          </Tooltip>
          <Typography.Text strong data-testid="grocery-item-price">{formatMoney(price)}</Typography.Text>
        </Flex>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="grocery-item-quantity">
            {quantityText(item)}
          </Typography.Text>
          <BrandPicker itemName={item.name} brand={brand} options={item.brandOptions ?? []} onChoose={onChooseBrand} />
        </Flex>
        <PriceSourceLink source={item.priceSource} testId="grocery-item-price-source" className="fc-grocery-price-source" />
        {item.note && (
          <Typography.Text type="secondary" italic style={{ fontSize: 12 }}>
            {item.note}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
