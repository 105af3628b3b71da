import { useState } from 'react';

/** The most a price may be said to be (the server's bound for a price paid, $1000.00). */
export const MAX_PRICE = 1000;

/**
 * A price being typed in dollars: its value, whether it can be saved (more than 0, at most $1000), and `save`,
 * which hands `onSave` the price as the API takes it ("3.49") while `saving` holds the input. Shared by the price
 * editors (a line's price paid, the price book) and shopping mode's "What did you pay?".
 */
export function usePriceEntry(initial: number | null, onSave: (price: string) => Promise<unknown>) {
  const [value, setValue] = useState<number | null>(initial);
  const [saving, setSaving] = useState(false);
  const valid = value !== null && value > 0 && value <= MAX_PRICE;

  const save = async () => {
    if (!valid) return;
    setSaving(true);
    try {
      await onSave((Math.round(value * 100) / 100).toFixed(2));
    } finally {
      setSaving(false);
    }
  };

  const onChange = (next: number | string | null) => setValue(typeof next === 'number' ? next : null);
  return { value, onChange, valid, saving, save };
}
