import { CloseOutlined, DeleteOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { usePhoneLayout } from '../../lib/usePhoneLayout';
import { PriceSourceLink } from '../prices/PriceSourceLink';
import type { BrandOption, GroceryItem } from '../../api/grocery';
import { BrandPicker } from './BrandPicker';
import { formatMoney, planAmountNote, quantityText } from './grocery-format';
import { PaidPriceEditor } from './PaidPriceEditor';
import { QuantityEditor } from './QuantityEditor';

export interface GroceryItemRowProps {
  item: GroceryItem;
  checked: boolean;
  brand: string | null;
  price: number;
  onToggle: (checked: boolean) => void;
  onChooseBrand: (option: BrandOption) => void;
  onChangeQuantity: (quantity: number) => Promise<boolean>;
  onPay: (paid: string) => Promise<boolean>;
  onRemove: () => void;
}

/** A line's price, or "no price" when it has none (and is not in the total): never "$0.00". */
function priceText(item: GroceryItem, price: number): string {
  return item.priceKind === 'none' && price === 0 ? 'no price' : formatMoney(price);
}

/**
 * One grocery item: checkbox, name (struck through when checked; "added by you" on the person's own lines),
 * its price ("no price" when it has none) and a remove control, quantity and unit (editable), brand picker,
 * "What did you pay?", and where the price comes from in a word on the line ("rough estimate", "your price").
 * On a phone the line is one large tap target to tick, and the rest is one tap away under "⋯".
 */
export function GroceryItemRow(props: GroceryItemRowProps) {
  return usePhoneLayout() ? <PhoneGroceryItemRow {...props} /> : <WideGroceryItemRow {...props} />;
}

/** The line's notes under its controls: what the plan asks, where the price comes from, the builder's note. */
function LineNotes({ item }: { item: GroceryItem }) {
  const plan = planAmountNote(item);
  return (
    <>
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
    </>
  );
}

/**
 * The phone's line: the checkbox, name, amount and brand are one label at least 44 px tall (a thumb ticks it
 * anywhere), the price beside it, and "⋯" opens the line's quantity, brand, price paid and removal.
 */
function PhoneGroceryItemRow({
  item,
  checked,
  brand,
  price,
  onToggle,
  onChooseBrand,
  onChangeQuantity,
  onPay,
  onRemove,
}: GroceryItemRowProps) {
  const [open, setOpen] = useState(false);
  const detailsId = `grocery-line-${item.id}`;
  return (
    <div
      className={`fc-grocery-item fc-grocery-item--phone${checked ? ' is-checked' : ''}`}
      data-testid="grocery-item"
      data-item-id={item.id}
      data-origin={item.origin}
    >
      <Flex align="center" gap={4}>
        <Checkbox className="fc-grocery-tick" checked={checked} onChange={(e) => onToggle(e.target.checked)} aria-label={item.name}>
          <span className="fc-grocery-tick__text">
            <Typography.Text
              delete={checked}
              type={checked ? 'secondary' : undefined}
              className="fc-grocery-item-name"
              data-testid="grocery-item-name"
            >
              {item.name}
            </Typography.Text>
            {item.origin === 'added' && (
              <Tag className="fc-grocery-own-tag" data-testid="grocery-item-added">
                added by you
              </Tag>
            )}
            <Typography.Text type="secondary" className="fc-grocery-tick__sub" data-testid="grocery-item-summary">
              {[quantityText(item), brand].filter(Boolean).join(' · ')}
            </Typography.Text>
          </span>
        </Checkbox>
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }} data-testid="grocery-item-price">
          {priceText(item, price)}
        </Typography.Text>
        <Button
          type="text"
          className="fc-tap-target"
          icon={<MoreOutlined />}
          aria-label={`More for ${item.name}`}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
        />
      </Flex>
      {open && (
        <Flex vertical gap={4} className="fc-grocery-item__details" id={detailsId}>
          <Flex justify="space-between" align="center" gap={8} wrap>
            <QuantityEditor item={item} onChange={onChangeQuantity} />
            <BrandPicker itemName={item.name} brand={brand} options={item.brandOptions ?? []} onChoose={onChooseBrand} />
          </Flex>
          <Flex justify="space-between" align="center" gap={8} wrap>
            <PaidPriceEditor item={item} onSave={onPay} />
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Remove ${item.name}`} onClick={onRemove}>
              Remove
            </Button>
          </Flex>
          <LineNotes item={item} />
        </Flex>
      )}
    </div>
  );
}

function WideGroceryItemRow({
  item,
  checked,
  brand,
  price,
  onToggle,
  onChooseBrand,
  onChangeQuantity,
  onPay,
  onRemove,
}: GroceryItemRowProps) {
  const meals = item.forMeals?.length ? item.forMeals.join('\n') : null;
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
              {priceText(item, price)}
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
        <LineNotes item={item} />
      </Flex>
    </Flex>
  );
}
