import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, InputNumber, Select, Typography } from 'antd';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage, isUnauthorizedError } from '../../api/fetcher';
import { LINE_UNITS, useAddGroceryItem, type NewGroceryItem } from '../../api/grocery';
import { handleUnauthorized } from '../../auth/unauthorized';
import { toast } from '../../toast/toast-store';
import { apiLimits } from '../../api/schema';

export const ADD_FAILED = 'Failed to add item. Please try again.';
const NAME_MAX = apiLimits.AddGroceryItemDto.name.maxLength;
const PRICE = /^\d{1,4}(\.\d{1,2})?$/;
const UNIT_OPTIONS = LINE_UNITS.map((unit) => ({ value: unit, label: unit || 'item' }));

/** What the form holds as a line to add, or why it is not one yet (said before anything is sent). */
export function newItemOf(fields: { name: string; quantity: number | null; unit: string; price: string }): NewGroceryItem | string {
  const name = fields.name.trim().replace(/\s+/g, ' ');
  if (!name) return 'Type what to add, like paper towels.';
  if (name.length > NAME_MAX) return `An item's name is at most ${NAME_MAX} characters.`;
  const price = fields.price.trim().replace(/^\$/, '');
  if (price && !PRICE.test(price)) return 'Type a price like 4.99.';
  return {
    name,
    ...(fields.quantity !== null ? { quantity: Math.round(fields.quantity * 100) / 100 } : {}),
    ...(fields.unit ? { unit: fields.unit } : {}),
    ...(price ? { price } : {}),
  };
}

/**
 * "Add item": a line of the person's own on the plan's list — a name, and if they like a quantity, a unit and
 * their price ("paper towels", 6 rolls, $7.99). Stays open to add another; Done folds it away.
 */
export function AddGroceryItemForm({ mealPlanId }: { mealPlanId: string }) {
  const add = useAddGroceryItem();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState<number | null>(null);
  const [unit, setUnit] = useState('');
  const [price, setPrice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (!open) {
    return (
      <Button size="small" icon={<PlusOutlined />} onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
        Add item
      </Button>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const line = newItemOf({ name, quantity, unit, price });
    if (typeof line === 'string') {
      setProblem(line);
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      const added = await add(mealPlanId, line);
      toast({
        title: 'Success!',
        description: added.merged
          ? `${added.name} was already on your list: now ${added.quantity}${added.unit ? ` ${added.unit}` : ''}.`
          : `Added ${added.name} to your grocery list.`,
      });
      setName('');
      setQuantity(null);
      setUnit('');
      setPrice('');
    } catch (error) {
      if (isUnauthorizedError(error)) handleUnauthorized();
      // the server's reason when it refused what was typed; otherwise try again
      else setProblem(error instanceof ApiError && error.status === 400 ? errorMessage(error) : ADD_FAILED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Add item" data-testid="grocery-add-form">
      <Flex vertical gap={6}>
        <Flex wrap gap={6}>
          <Input
            autoFocus
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="Item, e.g. paper towels"
            aria-label="Item name"
            maxLength={NAME_MAX}
            style={{ flex: '1 1 160px', minWidth: 140 }}
          />
          <InputNumber
            value={quantity}
            onChange={(v) => setQuantity(typeof v === 'number' ? v : null)}
            min={0.01}
            max={100000}
            placeholder="Qty"
            aria-label="Quantity"
            style={{ width: 80 }}
          />
          <Select
            value={unit}
            onChange={setUnit}
            options={UNIT_OPTIONS}
            showSearch
            aria-label="Unit"
            style={{ width: 100 }}
            popupMatchSelectWidth={false}
          />
          <Input
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            prefix="$"
            placeholder="Price"
            aria-label="Price"
            inputMode="decimal"
            style={{ width: 100 }}
          />
        </Flex>
        {problem && (
          <Typography.Text type="danger" style={{ fontSize: 12 }} role="alert">
            {problem}
          </Typography.Text>
        )}
        <Flex gap={6}>
          <Button type="primary" size="small" htmlType="submit" loading={saving}>
            Add
          </Button>
          <Button
            size="small"
            onClick={() => {
              setOpen(false);
              setProblem(null);
            }}
          >
            Done
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
