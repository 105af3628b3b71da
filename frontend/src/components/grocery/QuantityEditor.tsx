import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import type { GroceryItem } from '../../api/grocery';
import { quantityText } from './grocery-format';

/** The most of one line the server takes (100 kg in grams); it refuses more of a thing with its reason. */
const MAX_QUANTITY = 100_000;

/**
 * A line's quantity and unit, changed in place: the pencil opens a number box; Enter or ✓ saves, Escape or ✕
 * discards (as a plan's name is edited, spec §4). The unit stays the line's. `onChange` answers whether it saved.
 */
export function QuantityEditor({ item, onChange }: { item: GroceryItem; onChange: (quantity: number) => Promise<boolean> }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState<number | null>(item.quantity);
  const [saving, setSaving] = useState(false);

  const open = () => {
    setValue(item.quantity);
    setEditing(true);
  };
  const save = async () => {
    if (value === null || !(value > 0)) return;
    // a line's amount has two decimals at most
    const quantity = Math.round(value * 100) / 100;
    if (!(quantity > 0)) return;
    if (Math.abs(quantity - item.quantity) < 1e-9) {
      setEditing(false);
      return;
    }
    setSaving(true);
    try {
      // a refused change stays open, to be put right
      if (await onChange(quantity)) setEditing(false);
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <Flex align="center" gap={2}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="grocery-item-quantity">
          {quantityText(item)}
        </Typography.Text>
        <Button
          size="small"
          type="text"
          icon={<EditOutlined style={{ fontSize: 11 }} />}
          aria-label={`Change quantity of ${item.name}`}
          onClick={open}
        />
      </Flex>
    );
  }
  return (
    <Flex align="center" gap={4}>
      <InputNumber
        size="small"
        autoFocus
        min={0.01}
        max={MAX_QUANTITY}
        step={1}
        value={value}
        onChange={(next) => setValue(typeof next === 'number' ? next : null)}
        onPressEnter={() => void save()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setEditing(false);
        }}
        aria-label={`Quantity of ${item.name}`}
        suffix={item.unit || undefined}
        style={{ width: 130 }}
        disabled={saving}
      />
      <Button
        size="small"
        type="text"
        icon={<CheckOutlined />}
        aria-label="Save quantity"
        loading={saving}
        disabled={value === null || !(value > 0)}
        onClick={() => void save()}
      />
      <Button size="small" type="text" icon={<CloseOutlined />} aria-label="Cancel" onClick={() => setEditing(false)} disabled={saving} />
    </Flex>
  );
}
