import { Button, Card, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { DAY_NAMES, MEAL_LABELS, MEAL_TYPES, planLabel, type MealPlanSummary, type MealType } from '../../api/meal-plans';
import { useAddRecipeToMealPlan } from '../../api/recipes';
import { errorMessage, isUnauthorizedError } from '../../api/fetcher';
import { handleUnauthorized } from '../../auth/unauthorized';
import { toast } from '../../toast/toast-store';

export interface AddToMealPlanPanelProps {
  recipeId: number;
  plans: MealPlanSummary[];
  onDone: () => void;
  onCancel: () => void;
}

/** The recipe dialog's inline panel: first plan, Sunday and lunch preselected (spec §4). */
export function AddToMealPlanPanel({ recipeId, plans, onDone, onCancel }: AddToMealPlanPanelProps) {
  const [planId, setPlanId] = useState<string | undefined>(plans[0]?.id);
  const [day, setDay] = useState(0);
  const [mealType, setMealType] = useState<MealType>('lunch');
  const [pending, setPending] = useState(false);
  const addRecipeToMealPlan = useAddRecipeToMealPlan();

  const submit = async () => {
    if (!planId) return;
    setPending(true);
    try {
      await addRecipeToMealPlan(recipeId, { mealPlanId: planId, dayOfWeek: day, mealType });
      toast({ title: 'Success!', description: 'Recipe added to your meal plan.' });
      onDone();
    } catch (error) {
      if (isUnauthorizedError(error)) handleUnauthorized();
      else
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to add recipe to meal plan.') || 'Failed to add recipe to meal plan.',
          variant: 'destructive',
        });
    } finally {
      setPending(false);
    }
  };

  return (
    <Card size="small" className="fc-add-to-plan" title="Add to Meal Plan" data-testid="add-to-meal-plan-panel">
      <Flex vertical gap={12}>
        <label>
          <Typography.Text strong>Meal plan</Typography.Text>
          <Select
            aria-label="Meal plan"
            style={{ width: '100%', marginTop: 4 }}
            value={planId}
            onChange={setPlanId}
            options={plans.map((p) => ({ value: p.id, label: planLabel(p) }))}
            placeholder="Choose a meal plan"
          />
        </label>
        <Flex gap={12} wrap>
          <label style={{ flex: 1, minWidth: 140 }}>
            <Typography.Text strong>Day</Typography.Text>
            <Select
              aria-label="Day"
              style={{ width: '100%', marginTop: 4 }}
              value={day}
              onChange={setDay}
              options={DAY_NAMES.map((name, i) => ({ value: i, label: name }))}
            />
          </label>
          <label style={{ flex: 1, minWidth: 140 }}>
            <Typography.Text strong>Meal</Typography.Text>
            <Select
              aria-label="Meal"
              style={{ width: '100%', marginTop: 4 }}
              value={mealType}
              onChange={setMealType}
              options={MEAL_TYPES.map((m) => ({ value: m, label: MEAL_LABELS[m] }))}
            />
          </label>
        </Flex>
        <Flex gap={8} justify="flex-end">
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="primary" onClick={() => void submit()} disabled={pending || !planId}>
            {pending ? 'Adding...' : 'Add Recipe'}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
