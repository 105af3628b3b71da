import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber } from 'antd';
import { MAX_PRICE, usePriceEntry } from './usePriceEntry';

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
  const { value, onChange, valid, saving, save } = usePriceEntry(initial, async (price) => {
    if (await onSave(price)) onClose();
  });

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
        onChange={onChange}
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
