import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber } from 'antd';
import { useState } from 'react';
import type { GroceryItem } from '../../api/grocery';

/** The most a line may be said to cost (the server's bound, $1000.00). */
const MAX_PAID = 1000;

/**
 * "What did you pay?" on a line: the price on the receipt, saved as the line's price ("your price") and, for a
 * catalogue food, kept in the person's price book for their later lists and plans. `onSave` answers whether it saved.
 */
export function PaidPriceEditor({ item, onSave }: { item: GroceryItem; onSave: (paid: string) => Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const valid = value !== null && value > 0 && value <= MAX_PAID;

  const save = async () => {
    if (!valid) return;
    setSaving(true);
    try {
      if (await onSave((Math.round(value * 100) / 100).toFixed(2))) setOpen(false);
    } finally {
      setSaving(false);
    }
  };

  if (!open)
    return (
      <Button
        size="small"
        type="link"
        className="fc-grocery-paid"
        style={{ paddingInline: 0, fontSize: 12, alignSelf: 'flex-start', height: 'auto' }}
        onClick={() => {
          setValue(null);
          setOpen(true);
        }}
        aria-label={`What did you pay for ${item.name}?`}
      >
        What did you pay?
      </Button>
    );
  return (
    <Flex align="center" gap={4} style={{ alignSelf: 'flex-start' }}>
      <InputNumber
        size="small"
        autoFocus
        prefix="$"
        min={0.01}
        max={MAX_PAID}
        precision={2}
        step={0.5}
        value={value}
        placeholder="Paid"
        onChange={(next) => setValue(typeof next === 'number' ? next : null)}
        onPressEnter={() => void save()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
        aria-label={`Price paid for ${item.name}`}
        style={{ width: 120 }}
        disabled={saving}
      />
      <Button
        size="small"
        type="text"
        icon={<CheckOutlined />}
        aria-label="Save price paid"
        loading={saving}
        disabled={!valid}
        onClick={() => void save()}
      />
      <Button size="small" type="text" icon={<CloseOutlined />} aria-label="Cancel" onClick={() => setOpen(false)} disabled={saving} />
    </Flex>
  );
}
