import { Button } from 'antd';
import { useState } from 'react';
import type { GroceryItem } from '../../api/grocery';
import { PriceInput } from '../prices/PriceInput';

/**
 * "What did you pay?" on a line: the price on the receipt, saved as the line's price ("your price") and, for a
 * catalogue food, kept in the person's price book for their later lists and plans. `onSave` answers whether it saved.
 */
export function PaidPriceEditor({ item, onSave }: { item: GroceryItem; onSave: (paid: string) => Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button
        size="small"
        type="link"
        className="fc-grocery-paid"
        style={{ paddingInline: 0, fontSize: 12, alignSelf: 'flex-start', height: 'auto' }}
        onClick={() => setOpen(true)}
        aria-label={`What did you pay for ${item.name}?`}
      >
        What did you pay?
      </Button>
    );
  return (
    <PriceInput
      initial={null}
      label={`Price paid for ${item.name}`}
      saveLabel="Save price paid"
      placeholder="Paid"
      onSave={onSave}
      onClose={() => setOpen(false)}
    />
  );
}
