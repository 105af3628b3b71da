import { CloseOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Tag, Tooltip, Typography } from 'antd';
import { PriceSourceLink } from '../prices/PriceSourceLink';
import type { BrandOption, GroceryItem } from '../../api/grocery';
import { BrandPicker } from './BrandPicker';
import { formatMoney, planAmountNote } from './grocery-format';
import { PaidPriceEditor } from './PaidPriceEditor';
import { QuantityEditor } from './QuantityEditor';

/**
 * One grocery item: checkbox, name (struck through when checked; "added by you" on the person's own lines),
 * its price ("no price" when it has none) and a remove control, quantity and unit (editable), brand picker,
 * "What did you pay?", and where the price comes from in a word on the line ("rough estimate", "your price").
 */
export function GroceryItemRow({
  item,
  checked,
  brand,
  price,
  onToggle,
  onChooseBrand,
  onChangeQuantity,
  onPay,
  onRemove,
}: {
  item: GroceryItem;
  checked: boolean;
  brand: string | null;
  price: number;
  onToggle: (checked: boolean) => void;
  onChooseBrand: (option: BrandOption) => void;
  onChangeQuantity: (quantity: number) => Promise<boolean>;
  onPay: (paid: string) => Promise<boolean>;
  onRemove: () => void;
}) {
  const meals = item.forMeals?.length ? item.forMeals.join('\n') : null;
  const plan = planAmountNote(item);
  return (
    <Flex
      className={`fc-grocery-item${checked ? ' is-checked' : ''}`}
      data-testid="grocery-item"
      data-item-id={item.id}
      data-origin={item.origin}
      align="flex-start"
      gap={8}
    >
      <Checkbox checked={checked} onChange={(e) => onToggle(e.target.checked)} aria-label={item.name} style={{ marginTop: 2 }} />
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Flex justify="space-between" align="flex-start" gap={8}>
          <span style={{ minWidth: 0 }}>
            <Tooltip title={meals ? <span style={{ whiteSpace: 'pre-line' }}>{meals}</span> : undefined}>
              <Typography.Text
                delete={checked}
                type={checked ? 'secondary' : undefined}
                className="fc-grocery-item-name"
                data-testid="grocery-item-name"
              >
                {item.name}
              </Typography.Text>
            </Tooltip>
            {item.origin === 'added' && (
              <Tag className="fc-grocery-own-tag" data-testid="grocery-item-added">
                added by you
              </Tag>
            )}
          </span>
          <Flex align="center" gap={2}>
            <Typography.Text strong style={{ whiteSpace: 'nowrap' }} data-testid="grocery-item-price">
              {/* a line with no price says so, and is not in the total: never "$0.00" */}
              {item.priceKind === 'none' && price === 0 ? 'no price' : formatMoney(price)}
            </Typography.Text>
            <Button
              size="small"
              type="text"
              icon={<CloseOutlined style={{ fontSize: 11 }} />}
              aria-label={`Remove ${item.name}`}
              onClick={onRemove}
            />
          </Flex>
        </Flex>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <QuantityEditor item={item} onChange={onChangeQuantity} />
          <BrandPicker itemName={item.name} brand={brand} options={item.brandOptions ?? []} onChoose={onChooseBrand} />
        </Flex>
        <PaidPriceEditor item={item} onSave={onPay} />
        {plan && (
          <Typography.Text type={item.planNeedsMore ? 'warning' : 'secondary'} style={{ fontSize: 12 }} data-testid="grocery-item-plan">
            {plan}
          </Typography.Text>
        )}
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
