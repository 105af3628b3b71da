import { Button, Flex, InputNumber, Select, Typography } from 'antd';
import { useState } from 'react';
import { PANTRY_UNITS } from '../../api/pantry';
import type { EditableAmount } from './pantry-format';

/** The most of one food the server keeps (100 kg); it refuses more with its reason. */
const MAX_QUANTITY = 100_000;

/**
 * How much of a food is at home: a quantity and a unit, saved with Save (or Enter), dropped with Cancel (or
 * Escape). `onSave` answers the server's reason when it refused, which stays on screen to be put right.
 */
export function PantryAmountEditor({
  name,
  initial,
  saveLabel = 'Save',
  onSave,
  onCancel,
}: {
  name: string;
  initial: EditableAmount;
  saveLabel?: string;
  onSave: (amount: { quantity: number; unit: string }) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [quantity, setQuantity] = useState<number | null>(initial.quantity);
  const [unit, setUnit] = useState(initial.unit);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const valid = quantity !== null && quantity >= 0;

  const save = async () => {
    if (quantity === null || !(quantity >= 0)) return;
    setSaving(true);
    setProblem(null);
    try {
      setProblem(await onSave({ quantity: Math.round(quantity * 100) / 100, unit }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={4} data-testid="pantry-amount-editor">
      <Flex
        gap={6}
        align="center"
        wrap
        onKeyDown={(e) => {
          if (e.key === 'Escape') onCancel();
        }}
      >
        <InputNumber
          size="small"
          autoFocus
          min={0}
          max={MAX_QUANTITY}
          value={quantity}
          onChange={(next) => setQuantity(typeof next === 'number' ? next : null)}
          onPressEnter={() => void save()}
          placeholder="Amount"
          aria-label={`Amount of ${name}`}
          style={{ width: 100 }}
          disabled={saving}
        />
        <Select
          size="small"
          value={unit}
          onChange={setUnit}
          options={[...PANTRY_UNITS]}
          aria-label={`Unit of ${name}`}
          style={{ width: 90 }}
          popupMatchSelectWidth={false}
          disabled={saving}
        />
        <Button size="small" type="primary" onClick={() => void save()} loading={saving} disabled={!valid}>
          {saveLabel}
        </Button>
        <Button size="small" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </Flex>
      {problem && (
        <Typography.Text type="danger" style={{ fontSize: 12 }} role="alert">
          {problem}
        </Typography.Text>
      )}
    </Flex>
  );
}
