import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  DAY_NAMES,
  localIsoDate,
  MEAL_LABELS,
  MEAL_TYPES,
  useMealPlanActions,
  type CreateMealEntry,
  type FoodItemInput,
  type MealType,
} from '../../api/meal-plans';
import { toast } from '../../toast/toast-store';
import { FoodSearchDialog } from './FoodSearchDialog';
import { notifyFailure } from './notify';
import { RecipePickerDialog, type PickedRecipe } from './RecipePickerDialog';
import { apiLimits } from '../../api/schema';

const PLAN_NAME_MAX = apiLimits.CreateMealPlanDto.name.maxLength;

interface SlotMeals {
  recipe: PickedRecipe | null;
  foods: FoodItemInput[];
}
type SlotKey = `${number}-${MealType}`;
const keyOf = (day: number, meal: MealType): SlotKey => `${day}-${meal}`;

const defaults = () => ({ name: `Meal Plan ${new Date().toLocaleDateString()}`, weekStartDate: localIsoDate() });

/** 'Create Custom Meal Plan' (spec §2, §4 'Create-plan dialog', 'Slot editing', §5). */
export function CreateMealPlanDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const [form] = Form.useForm<{ name: string; weekStartDate: string }>();
  const [slots, setSlots] = useState<Map<SlotKey, SlotMeals>>(new Map());
  const [picking, setPicking] = useState<{ day: number; meal: MealType; kind: 'recipe' | 'food' } | null>(null);
  const [saving, setSaving] = useState(false);
  const actions = useMealPlanActions();
  const count = [...slots.values()].reduce((n, s) => n + (s.recipe ? 1 : 0) + s.foods.length, 0);

  const update = (day: number, meal: MealType, change: (s: SlotMeals) => SlotMeals) =>
    setSlots((prev) => {
      const next = new Map(prev);
      const s = change(prev.get(keyOf(day, meal)) ?? { recipe: null, foods: [] });
      // A slot with neither a recipe nor a food disappears.
      if (!s.recipe && s.foods.length === 0) next.delete(keyOf(day, meal));
      else next.set(keyOf(day, meal), s);
      return next;
    });

  const reset = () => {
    setSlots(new Map());
    form.setFieldsValue(defaults());
  };

  const submit = async (values: { name: string; weekStartDate: string }) => {
    if (count === 0) {
      toast({ title: 'No meals selected', description: 'Please add at least one meal to your plan.', variant: 'destructive' });
      return;
    }
    const meals: CreateMealEntry[] = [];
    for (const [key, s] of slots) {
      const [day, meal] = key.split('-') as [string, MealType];
      if (s.recipe)
        meals.push({ dayOfWeek: Number(day), mealType: meal, recipeId: s.recipe.id, foodItem: null, date: values.weekStartDate });
      for (const food of s.foods)
        meals.push({ dayOfWeek: Number(day), mealType: meal, recipeId: null, foodItem: food, date: values.weekStartDate });
    }
    setSaving(true);
    try {
      const plan = await actions.create({ name: values.name.trim(), weekStartDate: values.weekStartDate, meals });
      toast({ title: 'Success', description: 'Your custom meal plan has been created successfully.' });
      reset();
      onClose();
      onCreated(plan.id);
    } catch (err) {
      notifyFailure(err, 'Failed to create meal plan. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  const pickTitle = picking ? `${DAY_NAMES[picking.day]} ${MEAL_LABELS[picking.meal]}` : '';
  return (
    <Modal
      open={open}
      title="Create Custom Meal Plan"
      onCancel={onClose}
      width={980}
      destroyOnHidden={false}
      afterOpenChange={(visible) => {
        if (visible && !form.isFieldsTouched()) form.setFieldsValue(defaults());
      }}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="create" type="primary" loading={saving} disabled={count === 0} onClick={() => form.submit()}>
          {saving ? 'Creating...' : 'Create Meal Plan'}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" initialValues={defaults()} onFinish={(v) => void submit(v)} requiredMark={false}>
        <div className="fc-create-plan-fields">
          <Form.Item
            label="Plan Name"
            name="name"
            rules={[
              { required: true, whitespace: true, message: 'Meal plan name is required' },
              { max: PLAN_NAME_MAX, message: `Meal plan name must be at most ${PLAN_NAME_MAX} characters` },
            ]}
          >
            <Input maxLength={PLAN_NAME_MAX} />
          </Form.Item>
          <Form.Item label="Week Start" name="weekStartDate" rules={[{ required: true, message: 'Week start date is required' }]}>
            <Input type="date" />
          </Form.Item>
        </div>
      </Form>
      <Typography.Text type="secondary">
        {count === 0 ? 'Add at least one meal.' : `${count} meal${count === 1 ? '' : 's'} chosen`}
      </Typography.Text>
      <div className="fc-create-grid" role="table" aria-label="Meals of the week">
        <div className="fc-create-grid__row fc-create-grid__row--head" role="row">
          <span role="columnheader" />
          {MEAL_TYPES.map((m) => (
            <span key={m} role="columnheader">
              {MEAL_LABELS[m]}
            </span>
          ))}
        </div>
        {DAY_NAMES.map((dayName, day) => (
          <div key={dayName} className="fc-create-grid__row" role="row">
            <span role="rowheader" className="fc-create-grid__day">
              {dayName}
            </span>
            {MEAL_TYPES.map((meal) => {
              const s = slots.get(keyOf(day, meal));
              return (
                <div key={meal} role="cell" className="fc-create-slot" data-testid={`create-slot-${day}-${meal}`}>
                  {s?.recipe && (
                    <Tag
                      closable
                      onClose={(e) => {
                        e.preventDefault();
                        update(day, meal, (x) => ({ ...x, recipe: null }));
                      }}
                      color="green"
                    >
                      {s.recipe.title}
                    </Tag>
                  )}
                  {s?.foods.map((f, i) => (
                    <Tag
                      key={`${f.name}-${i}`}
                      closable
                      onClose={(e) => {
                        e.preventDefault();
                        update(day, meal, (x) => ({ ...x, foods: x.foods.filter((_, j) => j !== i) }));
                      }}
                    >
                      {f.name}
                    </Tag>
                  ))}
                  <div className="fc-create-slot__buttons">
                    <Button
                      size="small"
                      icon={<PlusOutlined />}
                      aria-label={`${s?.recipe ? 'Replace' : 'Recipe'} ${dayName} ${MEAL_LABELS[meal]}`}
                      onClick={() => setPicking({ day, meal, kind: 'recipe' })}
                    >
                      {s?.recipe ? 'Replace' : 'Recipe'}
                    </Button>
                    <Button
                      size="small"
                      icon={<PlusOutlined />}
                      aria-label={`Add Food ${dayName} ${MEAL_LABELS[meal]}`}
                      onClick={() => setPicking({ day, meal, kind: 'food' })}
                    >
                      Add Food
                    </Button>
                  </div>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <RecipePickerDialog
        open={picking?.kind === 'recipe'}
        title={`Select Recipe - ${pickTitle}`}
        recent={[...slots.values()].map((s) => s.recipe).filter((r): r is PickedRecipe => !!r)}
        onCancel={() => setPicking(null)}
        onPick={(recipe) => {
          if (picking) update(picking.day, picking.meal, (x) => ({ ...x, recipe }));
          setPicking(null);
        }}
      />
      <FoodSearchDialog
        open={picking?.kind === 'food'}
        title={`Add Food Item - ${pickTitle}`}
        hasSlot={!!picking}
        onCancel={() => setPicking(null)}
        onConfirm={(food) => {
          if (!picking) return false;
          update(picking.day, picking.meal, (x) => ({ ...x, foods: [...x.foods, food] }));
          setPicking(null);
          return true;
        }}
      />
    </Modal>
  );
}
