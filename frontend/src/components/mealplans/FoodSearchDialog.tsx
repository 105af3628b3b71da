import { Alert, Button, Empty, Flex, Input, InputNumber, List, Modal, Select, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../useDebouncedValue';
import {
  foodCalories,
  foodProtein,
  foodsOf,
  FOOD_SEARCH_MIN,
  useFoodSearch,
  type FoodItemInput,
  type FoodSearchItem,
} from '../../api/meal-plans';

export const FOOD_UNITS = [
  { value: 'piece', label: 'Piece/Item' },
  { value: 'cup', label: 'Cup' },
  { value: 'g', label: 'Gram (g)' },
  { value: 'oz', label: 'Ounce (oz)' },
  { value: 'serving', label: 'Serving' },
  { value: 'tbsp', label: 'Tablespoon (tbsp)' },
  { value: 'tsp', label: 'Teaspoon (tsp)' },
  { value: 'slice', label: 'Slice' },
];

export interface FoodSearchDialogProps {
  open: boolean;
  /** 'Add Food Item - {weekday} {meal}' */
  title: string;
  /** False when no meal slot is chosen: the add button is disabled and says why. */
  hasSlot?: boolean;
  onCancel: () => void;
  /** Resolves true when the food was added (the dialog then resets). */
  onConfirm: (food: FoodItemInput) => Promise<boolean> | boolean;
}

/** Food search, then a quantity and unit panel (spec §2, §4 'Food picker', §5). */
export function FoodSearchDialog({ open, title, hasSlot = true, onCancel, onConfirm }: FoodSearchDialogProps) {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<FoodSearchItem | null>(null);
  const [quantity, setQuantity] = useState<number | null>(1);
  const [unit, setUnit] = useState('piece');
  const [saving, setSaving] = useState(false);
  const settled = useDebouncedValue(query);
  const { data, error, isLoading } = useFoodSearch(settled);
  const foods = foodsOf(data);

  const reset = () => {
    setSelected(null);
    setQuantity(1);
    setUnit('piece');
    setQuery('');
  };
  const confirm = async () => {
    if (!selected || !hasSlot || !quantity || quantity <= 0) return;
    setSaving(true);
    try {
      const ok = await onConfirm({
        name: `${quantity} ${unit} ${selected.description}`,
        calories: foodCalories(selected),
        protein: foodProtein(selected),
        quantity,
        unit,
        fdcId: selected.fdcId,
      });
      if (ok) reset();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={() => {
        reset();
        onCancel();
      }}
      footer={null}
      destroyOnHidden
      width={560}
    >
      <Input.Search
        aria-label="Search foods"
        placeholder="Search foods, e.g. banana, greek yogurt"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        allowClear
        autoFocus
      />
      <div style={{ marginTop: 12, maxHeight: 280, overflowY: 'auto' }}>
        {query.trim().length < FOOD_SEARCH_MIN ? (
          <Typography.Text type="secondary">Type at least 3 characters to search for food items</Typography.Text>
        ) : isLoading || settled !== query ? (
          <Flex justify="center" style={{ padding: 16 }}>
            <Spin />
          </Flex>
        ) : error ? (
          <Alert type="error" showIcon message="Food search failed. Please try again." />
        ) : foods.length === 0 ? (
          <Empty description="No foods found" image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <List
            size="small"
            dataSource={foods}
            renderItem={(food) => (
              <List.Item
                key={food.fdcId}
                data-testid="food-result"
                onClick={() => setSelected(food)}
                style={{
                  cursor: 'pointer',
                  background: selected?.fdcId === food.fdcId ? 'var(--fc-green-soft)' : undefined,
                  paddingInline: 8,
                }}
              >
                <List.Item.Meta
                  title={
                    <Flex gap={6} align="baseline" wrap>
                      {food.description}
                      {food.state && (
                        <Tag data-testid="food-result-state" bordered={false}>
                          {food.state}
                        </Tag>
                      )}
                    </Flex>
                  }
                  description={[food.brandOwner, `${foodCalories(food)} kcal / 100 g`].filter(Boolean).join(' · ')}
                />
              </List.Item>
            )}
          />
        )}
      </div>
      {selected && (
        <section
          aria-label="Quantity and unit"
          style={{ marginTop: 12, padding: 12, border: '1px solid var(--fc-border)', borderRadius: 8 }}
        >
          <Typography.Text strong>{selected.description}</Typography.Text>
          <Flex gap={8} style={{ marginTop: 8 }} align="center" wrap>
            <InputNumber aria-label="Quantity" min={0.1} step={0.1} value={quantity} onChange={(v) => setQuantity(v)} />
            <Select aria-label="Unit" value={unit} onChange={setUnit} options={FOOD_UNITS} style={{ minWidth: 170 }} />
            <Button type="primary" onClick={confirm} loading={saving} disabled={!hasSlot || !quantity || quantity <= 0}>
              Add to Meal Plan
            </Button>
          </Flex>
          {!hasSlot && <Typography.Text type="danger">No meal slot selected. Please click a meal slot first.</Typography.Text>}
        </section>
      )}
    </Modal>
  );
}
