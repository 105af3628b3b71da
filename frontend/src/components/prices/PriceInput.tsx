import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber } from 'antd';
import { useState } from 'react';

/** The most a price may be said to be (the server's bound for a price paid, $1000.00). */
export const MAX_PRICE = 1000;

/**
 * A price typed in dollars to the cent, with save and cancel (Enter saves, Escape cancels): "What did you pay?" on a
 * grocery line and a price in the price book. `onSave` gets the price as the API takes it ("3.49") and answers
 * whether it was saved; a saved price closes the editor.
 */
export function PriceInput({
  initial,
  label,
  saveLabel,
  placeholder,
  onSave,
  onClose,
}: {
  initial: number | null;
  /** The input's accessible name ("Price paid for Whole milk"). */
  label: string;
  saveLabel: string;
  placeholder?: string;
  onSave: (price: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [value, setValue] = useState<number | null>(initial);
  const [saving, setSaving] = useState(false);
  const valid = value !== null && value > 0 && value <= MAX_PRICE;

  const save = async () => {
    if (!valid) return;
    setSaving(true);
    try {
      if (await onSave((Math.round(value * 100) / 100).toFixed(2))) onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex align="center" gap={4}>
      <InputNumber
        size="small"
        autoFocus
        prefix="$"
        min={0.01}
        max={MAX_PRICE}
        precision={2}
        step={0.5}
        value={value}
        placeholder={placeholder}
        onChange={(next) => setValue(typeof next === 'number' ? next : null)}
        onPressEnter={() => void save()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
        }}
        aria-label={label}
        style={{ width: 120 }}
        disabled={saving}
      />
      <Button
        size="small"
        type="text"
        icon={<CheckOutlined />}
        aria-label={saveLabel}
        loading={saving}
        disabled={!valid}
        onClick={() => void save()}
      />
      <Button size="small" type="text" icon={<CloseOutlined />} aria-label="Cancel" onClick={onClose} disabled={saving} />
    </Flex>
  );
}
