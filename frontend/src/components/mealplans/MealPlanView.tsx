import './mealplans.css';
import { EditOutlined, CheckOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import {
  DAY_NAMES,
  formatDate,
  addDaysIso,
  MEAL_LABELS,
  planLabel,
  useMealPlan,
  useMealPlanActions,
  type MealItem,
  type MealType,
} from '../../api/meal-plans';
import { ExportCalendarButton } from '../calendar/ExportCalendarButton';
import { RecipeDetailDialog } from '../recipes/RecipeDetailDialog';
import { toast } from '../../toast/toast-store';
import { AddToSlotChooser } from './AddToSlotChooser';
import { FoodSearchDialog } from './FoodSearchDialog';
import { notifyFailure } from './notify';
import { PlanCharts } from './PlanCharts';
import { PlanNameEditor } from './PlanNameEditor';
import { PlanPersonSelect } from './PlanPersonSelect';
import { personWeek, tableMembers, tableWeek } from './table-view';
import type { TablePlan } from '../../api/plan-table';
import { RecipePickerDialog, type PickedRecipe } from './RecipePickerDialog';
import { SwapSlotDialog } from './SwapSlotDialog';
import { WeekGrid } from './WeekGrid';

interface Slot {
  dayIndex: number;
  mealType: MealType;
}

/** One plan: name (inline edit), edit mode, the week grid, charts and relaxation notes (spec §2 Dashboard). */
export function MealPlanView({ planId, extra }: { planId: string; extra?: ReactNode }) {
  const { data: plan, error, isLoading } = useMealPlan(planId);
  const actions = useMealPlanActions();
  const [editing, setEditing] = useState(false);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [dialog, setDialog] = useState<'chooser' | 'food' | 'recipe' | null>(null);
  const [opened, setOpened] = useState<{ recipeId: number; servings: number } | null>(null);
  const [swapSlot, setSwapSlot] = useState<Slot | null>(null);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [person, setPerson] = useState<string | null>(null);

  // The plan as the planner for the table answers it: portions per person and their days (null for a household of one).
  const table = plan as TablePlan | undefined;
  const members = useMemo(() => (table ? tableMembers(table) : []), [table]);
  // A person chosen on another plan who is not at this one's table: everyone.
  const shownFor = person !== null && members.some((m) => m.memberId === person) ? person : null;
  // the day chart for that person: their calories against their own goal; for everyone at a table, everyone's
  // calories against the sum of their goals (not the owner's goal alone)
  const shownPerson = useMemo(() => {
    if (!table) return null;
    const who = members.find((m) => m.memberId === shownFor);
    if (who) return { name: who.name, week: personWeek(table.days, table.memberDayStats, who.memberId) };
    return members.length > 1 ? { name: 'Everyone', week: tableWeek(table.days, table.memberDayStats) } : null;
  }, [members, shownFor, table]);

  const recent = useMemo<PickedRecipe[]>(() => {
    const seen = new Map<number, PickedRecipe>();
    for (const item of [...(plan?.meals ?? [])].reverse())
      if (item.recipe && !seen.has(item.recipe.id)) seen.set(item.recipe.id, { id: item.recipe.id, title: item.recipe.title });
    return [...seen.values()];
  }, [plan?.meals]);

  if (isLoading && !plan)
    return (
      <Card className="fc-panel">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  if (error || !plan)
    return (
      <Card className="fc-panel">
        <Empty description="This meal plan could not be loaded." />
      </Card>
    );

  const day = slot ? plan.days[slot.dayIndex] : null;
  const weekday = day ? DAY_NAMES[day.dayOfWeek] : '';
  const meal = slot ? MEAL_LABELS[slot.mealType] : '';
  const closeAll = () => {
    setDialog(null);
    setSlot(null);
  };

  const rename = async (name: string) => {
    try {
      await actions.rename(plan.id, name);
      toast({ title: 'Success', description: 'Meal plan name updated successfully.' });
      return true;
    } catch (err) {
      notifyFailure(err, 'Failed to update meal plan name. Please try again.');
      return false;
    }
  };
  const remove = async (item: MealItem) => {
    setRemovingId(item.id);
    try {
      await actions.removeItem(plan.id, item.id);
      toast({ title: 'Success', description: 'Item removed from meal plan.' });
    } catch (err) {
      notifyFailure(err, 'Failed to remove item. Please try again.');
    } finally {
      setRemovingId(null);
    }
  };

  return (
    <Card className="fc-panel fc-meal-plan-view" data-testid="meal-plan-view">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <div>
          <PlanNameEditor name={planLabel(plan)} onSave={rename} />
          <Typography.Text type="secondary">
            {formatDate(plan.weekStartDate)} – {formatDate(addDaysIso(plan.weekStartDate, 6))} · {plan.totalCalories.toLocaleString()} kcal
            this week
          </Typography.Text>
        </div>
        <Space wrap>
          {members.length > 0 && <PlanPersonSelect members={members} value={shownFor} onChange={setPerson} />}
          {extra}
          <ExportCalendarButton mealPlanId={plan.id} />
          {editing && (
            <Tag color="green" data-testid="edit-mode-badge">
              Edit Mode
            </Tag>
          )}
          <Button
            icon={editing ? <CheckOutlined /> : <EditOutlined />}
            type={editing ? 'primary' : 'default'}
            onClick={() => setEditing((e) => !e)}
          >
            {editing ? 'Done Editing' : 'Edit Meal Plan'}
          </Button>
        </Space>
      </Flex>
      {plan.relaxations.length > 0 && (
        <Alert
          type="warning"
          showIcon
          icon={<WarningOutlined />}
          style={{ marginBottom: 12 }}
          message="Closest plan we could make"
          description={
            <ul className="fc-relaxations" data-testid="relaxations">
              {plan.relaxations.map((r, i) => (
                <li key={`${r.target}-${i}`}>{r.message}</li>
              ))}
            </ul>
          }
        />
      )}
      {plan.note && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={plan.note} />}
      <WeekGrid
        days={plan.days}
        editing={editing}
        calorieGoal={plan.calorieGoal}
        dayStats={plan.dayStats}
        memberDayStats={table?.memberDayStats}
        person={shownFor}
        removingId={removingId}
        onAdd={(dayIndex, mealType) => {
          setSlot({ dayIndex, mealType });
          setDialog('chooser');
        }}
        onRemove={(item) => void remove(item)}
        onOpenRecipe={(recipeId, servings) => setOpened({ recipeId, servings })}
        onSwap={(dayIndex, mealType) => setSwapSlot({ dayIndex, mealType })}
      />
      <PlanCharts
        days={plan.days}
        calorieGoal={plan.calorieGoal}
        estimatedCost={plan.estimatedCost}
        budget={plan.totalBudget}
        costSource={plan.costSource}
        fromList={plan.hasGroceryList}
        person={shownPerson}
      />

      <AddToSlotChooser
        open={dialog === 'chooser'}
        meal={meal}
        weekday={weekday}
        onCancel={closeAll}
        onRecipe={() => setDialog('recipe')}
        onFood={() => setDialog('food')}
      />
      <FoodSearchDialog
        open={dialog === 'food'}
        title={`Add Food Item - ${weekday} ${meal}`}
        hasSlot={!!slot}
        onCancel={closeAll}
        onConfirm={async (food) => {
          if (!slot) return false;
          try {
            await actions.addFood(plan.id, { dayIndex: slot.dayIndex, mealType: slot.mealType, foodItem: food });
            toast({ title: 'Success', description: `Added ${food.name} to your meal plan.` });
            closeAll();
            return true;
          } catch (err) {
            notifyFailure(err, 'Failed to add food item. Please try again.');
            return false;
          }
        }}
      />
      <RecipePickerDialog
        open={dialog === 'recipe'}
        title={`Select Recipe - ${weekday} ${meal}`}
        recent={recent}
        onCancel={closeAll}
        onPick={async (recipe) => {
          if (!slot || !day) return;
          try {
            await actions.addRecipe(recipe.id, { mealPlanId: plan.id, dayOfWeek: day.dayOfWeek, mealType: slot.mealType });
            toast({ title: 'Success', description: `Added ${recipe.title} to your meal plan.` });
            closeAll();
          } catch (err) {
            notifyFailure(err, 'Failed to add recipe. Please try again.');
          }
        }}
      />
      <RecipeDetailDialog recipeId={opened?.recipeId ?? null} portion={opened?.servings ?? null} onClose={() => setOpened(null)} />
      <SwapSlotDialog
        planId={plan.id}
        slot={swapSlot}
        slotName={swapSlot ? `${DAY_NAMES[plan.days[swapSlot.dayIndex].dayOfWeek]} ${swapSlot.mealType}` : ''}
        hasSides={!!swapSlot && plan.days[swapSlot.dayIndex].meals[swapSlot.mealType].items.some((item) => !item.recipe)}
        onClose={() => setSwapSlot(null)}
      />
    </Card>
  );
}
