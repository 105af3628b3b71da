import { Button, Flex, InputNumber, Typography } from 'antd';
import type { GroceryItem } from '../../api/grocery';
import { MAX_PRICE, usePriceEntry } from '../prices/usePriceEntry';

/**
 * "What did you pay?" as a line goes into the cart: the price on the shelf or receipt (saved with the tick, into
 * the person's price book), or Skip to tick it without one. Cancel leaves the line unticked.
 */
export function PaidOnTickPrompt({
  item,
  onSave,
  onSkip,
  onCancel,
}: {
  item: GroceryItem;
  onSave: (paidPrice: string) => Promise<boolean>;
  onSkip: () => void;
  onCancel: () => void;
}) {
  const { value, onChange, valid, saving, save } = usePriceEntry(null, onSave);

  return (
    <Flex vertical gap={8} className="fc-shopping-paid" data-testid="shopping-paid-prompt">
      <Typography.Text strong>{`What did you pay for ${item.name}?`}</Typography.Text>
      <Flex gap={8} wrap>
        <InputNumber
          size="large"
          prefix="$"
          min={0.01}
          max={MAX_PRICE}
          precision={2}
          inputMode="decimal"
          value={value}
          placeholder="Price"
          onChange={onChange}
          onPressEnter={() => void save()}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault(); // leaves the question, not shopping mode
              onCancel();
            }
          }}
          aria-label={`What did you pay for ${item.name}?`}
          style={{ width: 130 }}
          disabled={saving}
        />
        <Button size="large" type="primary" onClick={() => void save()} disabled={!valid} loading={saving}>
          Save price
        </Button>
        <Button size="large" onClick={onSkip} disabled={saving}>
          Skip
        </Button>
        <Button size="large" type="text" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </Flex>
    </Flex>
  );
}
