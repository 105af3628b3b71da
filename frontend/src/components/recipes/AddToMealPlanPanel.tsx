import { Button, Card, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { MEAL_TYPES, type MealType } from '../../api/meal-plans';
import { useAddRecipeToMealPlan, type MealPlanOption } from '../../api/recipes';
import { errorMessage, isUnauthorizedError } from '../../api/fetcher';
import { handleUnauthorized } from '../../auth/unauthorized';
import { toast } from '../../toast/toast-store';

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A plan's label: its name, else 'Week of {date}' (spec §2). */
export function planLabel(plan: MealPlanOption): string {
  if (plan.name) return plan.name;
  const date = plan.weekStartDate ?? plan.createdAt;
  if (!date) return 'Meal plan';
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00` : date);
  return `Week of ${Number.isNaN(parsed.getTime()) ? date : parsed.toLocaleDateString()}`;
}

export interface AddToMealPlanPanelProps {
  recipeId: number;
  plans: MealPlanOption[];
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
      else toast({ title: 'Error', description: errorMessage(error, 'Failed to add recipe to meal plan.') || 'Failed to add recipe to meal plan.', variant: 'destructive' });
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
            <Select aria-label="Day" style={{ width: '100%', marginTop: 4 }} value={day} onChange={setDay} options={DAY_NAMES.map((name, i) => ({ value: i, label: name }))} />
          </label>
          <label style={{ flex: 1, minWidth: 140 }}>
            <Typography.Text strong>Meal</Typography.Text>
            <Select aria-label="Meal" style={{ width: '100%', marginTop: 4 }} value={mealType} onChange={setMealType} options={MEAL_TYPES.map((m) => ({ value: m, label: capital(m) }))} />
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
