import { SwapOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Empty, Flex, List, Modal, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../api/fetcher';
import { useSlotAlternatives, useSwapSlot, type PlanSlot, type SwapAlternative } from '../../api/meal-plans';
import { toast } from '../../toast/toast-store';
import { notifyFailure } from './notify';
import { portionsLabel } from './table-view';

export interface SwapSlotDialogProps {
  planId: string;
  /** The slot to swap; the dialog is open while this is not null. */
  slot: PlanSlot | null;
  /** "Tuesday dinner", for the title and the toast. */
  slotName: string;
  /** The slot has food items beside its dish (sides) that can be kept or left out. */
  hasSides: boolean;
  onClose: () => void;
}

const portion = (servings: number) => `×${Math.round(servings * 100) / 100}`;

/**
 * 'Swap' on a plan slot: a few recipes that keep the day within its targets (±5 % of the calorie goal,
 * the meal's share band, the person's allergies, diets and dislikes), each with its portion and the day's
 * calories after the swap; picking one puts it in the slot. The sides can be kept or left out.
 */
export function SwapSlotDialog({ planId, slot, slotName, hasSides, onClose }: SwapSlotDialogProps) {
  const [keepSides, setKeepSides] = useState(true);
  const { data, error, isLoading } = useSlotAlternatives(planId, slot, keepSides);
  const swap = useSwapSlot();
  const [swapping, setSwapping] = useState<number | null>(null);

  const choose = async (alternative: SwapAlternative) => {
    if (!slot) return;
    setSwapping(alternative.recipeId);
    try {
      await swap(planId, slot, { recipeId: alternative.recipeId, keepSides });
      toast({ title: 'Success', description: `${alternative.title} is now your ${slotName}.` });
      onClose();
    } catch (err) {
      // A refused swap (400) says why: the recipe no longer fits the day, or the preferences.
      notifyFailure(err, errorMessage(err, 'Failed to swap the meal. Please try again.'));
    } finally {
      setSwapping(null);
    }
  };

  return (
    <Modal open={slot !== null} title={`Swap ${slotName}`} onCancel={onClose} footer={null} destroyOnHidden width={560}>
      <Flex vertical gap={12}>
        {data && (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }} data-testid="swap-targets">
            {data.current ? `Instead of ${data.current.title}: ` : ''}
            {data.forTable ? (
              <>
                recipes safe for everyone at the table, each person's portion keeping their day within ±5 % of their goal. The table's day
                is {data.dayCalories.toLocaleString()} kcal now.
              </>
            ) : (
              <>
                recipes that keep the day within {data.dayRange.min.toLocaleString()}–{data.dayRange.max.toLocaleString()} kcal and this
                meal within {data.mealRange.min}–{data.mealRange.max} kcal, fitting your preferences. The day is{' '}
                {data.dayCalories.toLocaleString()} kcal now.
              </>
            )}
          </Typography.Paragraph>
        )}
        {hasSides && (
          <Checkbox checked={keepSides} onChange={(e) => setKeepSides(e.target.checked)}>
            Keep the sides{data && keepSides ? ` (${data.sideCalories} kcal)` : ''}
          </Checkbox>
        )}
        {isLoading && !data && <Skeleton active paragraph={{ rows: 4 }} />}
        {error && <Alert type="error" showIcon title="The alternatives could not be loaded." description={errorMessage(error)} />}
        {data && data.alternatives.length === 0 && (
          <Empty description="No recipe keeps this day within its targets. Try without the sides, or change another meal of the day first." />
        )}
        {data && data.alternatives.length > 0 && (
          <List
            dataSource={data.alternatives}
            rowKey="recipeId"
            renderItem={(alternative) => (
              <List.Item
                data-testid="swap-alternative"
                actions={[
                  <Button
                    key="swap"
                    type="primary"
                    icon={<SwapOutlined />}
                    loading={swapping === alternative.recipeId}
                    disabled={swapping !== null && swapping !== alternative.recipeId}
                    aria-label={`Swap in ${alternative.title}`}
                    onClick={() => void choose(alternative)}
                  >
                    Swap in
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <Flex gap={6} wrap align="center">
                      <span>{alternative.title}</span>
                      {alternative.inWeek && <Tag>Already this week</Tag>}
                    </Flex>
                  }
                  description={
                    <span data-testid="swap-figures">
                      {alternative.portions?.length ? portionsLabel(alternative.portions) : portion(alternative.servings)} ·{' '}
                      {alternative.calories} kcal · {alternative.protein} g protein · day {alternative.dayCalories.toLocaleString()} kcal
                    </span>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </Flex>
    </Modal>
  );
}
