import { Button, Card, Col, Flex, InputNumber, Row, Select, Skeleton, Slider, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isUnauthorizedError } from '../../api/fetcher';
import { handleUnauthorized } from '../../auth/unauthorized';
import {
  ALLERGY_CHIPS,
  DEFAULT_PREFERENCES,
  DIET_CHIPS,
  MEAL_SHARE_MAX,
  MEAL_SHARE_MIN,
  PROTEIN_GOAL_MAX,
  PROTEIN_GOAL_MIN,
  savePreferences,
  STORE_OPTIONS,
  usePreferences,
  type Preferences,
  type StoreId,
} from '../../api/preferences';
import { PageHeader } from '../../components/PageHeader';
import { PreferenceTips } from '../../components/preferences/PreferenceTips';
import { TagListField } from '../../components/preferences/TagListField';
import { toast } from '../../toast/toast-store';
import { completeSplit, mealSplitError, MEALS, proteinGoalError, splitTotal, type MealSharesDraft } from './meal-split';

export const REDIRECT_AFTER_SAVE_MS = 1000;

const money = (n: number) => `$${n}`;
const kcal = (n: number) => `${n.toLocaleString('en-US')} kcal`;

/** The form while it is edited: a cleared share input is null until filled in again. */
type PreferencesForm = Omit<Preferences, 'mealShares'> & { mealShares: MealSharesDraft };

/** The three lists of words a person keeps, in the spec's order, each with its quick-add chips. */
const TAG_LISTS: readonly {
  key: 'dietaryRestrictions' | 'allergies' | 'dislikedIngredients';
  label: string;
  description: string;
  placeholder: string;
  suggestions?: readonly string[];
  color: string;
}[] = [
  {
    key: 'dietaryRestrictions',
    label: 'Dietary Restrictions',
    description: 'Every planned recipe fits all of these.',
    placeholder: 'e.g. Vegetarian',
    suggestions: DIET_CHIPS,
    color: 'green',
  },
  {
    key: 'allergies',
    label: 'Allergies & Intolerances',
    description: 'Never planned, never suggested.',
    placeholder: 'e.g. Peanuts',
    suggestions: ALLERGY_CHIPS,
    color: 'red',
  },
  {
    key: 'dislikedIngredients',
    label: 'Disliked Ingredients',
    description: 'Recipes that use these are left out.',
    placeholder: 'e.g. Cilantro',
    color: 'orange',
  },
];

/** /preferences: what Forkcast plans around (spec §2 Preferences, §5 rules). */
export function PreferencesPage() {
  const { data, isLoading } = usePreferences();
  const [form, setForm] = useState<PreferencesForm>(DEFAULT_PREFERENCES);
  const [saving, setSaving] = useState(false);
  const loaded = useRef(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (data && !loaded.current) {
      loaded.current = true;
      setForm(data);
    }
  }, [data]);

  const set =
    <K extends keyof PreferencesForm>(key: K) =>
    (value: PreferencesForm[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const setShare = (meal: keyof MealSharesDraft) => (value: number | null) =>
    setForm((f) => ({ ...f, mealShares: { ...f.mealShares, [meal]: value } }));

  const splitError = mealSplitError(form.mealShares);
  const proteinError = proteinGoalError(form.proteinGoal);
  const mealShares = completeSplit(form.mealShares);

  const save = async () => {
    if (!mealShares || splitError || proteinError) return;
    setSaving(true);
    try {
      await savePreferences({ ...form, mealShares });
      toast({ title: 'Preferences saved', description: 'Your preferences have been saved successfully.' });
      window.setTimeout(() => void navigate('/'), REDIRECT_AFTER_SAVE_MS);
    } catch (error) {
      if (isUnauthorizedError(error)) handleUnauthorized();
      else toast({ title: 'Error', description: 'Failed to save preferences. Please try again.', variant: 'destructive' });
      setSaving(false);
    }
  };

  return (
    <div className="fc-page">
      <PageHeader title="Preferences" subtitle="Tell Forkcast what you eat, what you avoid, and what you want to spend." />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <Card>
            {isLoading ? (
              <Skeleton active paragraph={{ rows: 10 }} />
            ) : (
              <Flex vertical gap={28}>
                {TAG_LISTS.map(({ key, ...field }) => (
                  <TagListField key={key} {...field} value={form[key]} onChange={set(key)} />
                ))}
                <section aria-label="Daily calorie goal">
                  <Flex justify="space-between">
                    <Typography.Title level={5} style={{ margin: 0 }} id="calorie-goal-label">
                      Daily Calorie Goal
                    </Typography.Title>
                    <Typography.Text strong data-testid="calorie-goal-value">
                      {kcal(form.calorieGoal)}
                    </Typography.Text>
                  </Flex>
                  <Slider
                    min={1000}
                    max={4000}
                    step={50}
                    value={form.calorieGoal}
                    onChange={set('calorieGoal')}
                    tooltip={{ formatter: (v) => kcal(v ?? 0) }}
                    aria-labelledby="calorie-goal-label"
                  />
                </section>
                <section aria-label="Weekly budget">
                  <Flex justify="space-between">
                    <Typography.Title level={5} style={{ margin: 0 }} id="weekly-budget-label">
                      Weekly Budget
                    </Typography.Title>
                    <Typography.Text strong data-testid="weekly-budget-value">
                      {money(form.weeklyBudget)}
                    </Typography.Text>
                  </Flex>
                  <Slider
                    min={50}
                    max={500}
                    step={5}
                    value={form.weeklyBudget}
                    onChange={set('weeklyBudget')}
                    tooltip={{ formatter: (v) => money(v ?? 0) }}
                    aria-labelledby="weekly-budget-label"
                  />
                </section>
                <section aria-label="Preferred store">
                  <Typography.Title level={5} style={{ marginBottom: 8 }}>
                    <label htmlFor="preferred-store">Preferred Store</label>
                  </Typography.Title>
                  <Select<StoreId>
                    id="preferred-store"
                    style={{ width: '100%', maxWidth: 320 }}
                    placeholder="Select a store"
                    allowClear
                    value={form.preferredStore ?? undefined}
                    onChange={(value) => set('preferredStore')(value ?? null)}
                    options={STORE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
                  />
                </section>
                <section aria-label="Meal split">
                  <Typography.Title level={5} style={{ marginBottom: 4 }}>
                    Meal split
                  </Typography.Title>
                  <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                    How the day's calories are shared between meals.
                  </Typography.Paragraph>
                  <Flex wrap gap={16} align="flex-end">
                    {MEALS.map(({ key, label }) => (
                      <Flex vertical gap={4} key={key}>
                        <label htmlFor={`meal-share-${key}`}>{label}</label>
                        <InputNumber<number>
                          id={`meal-share-${key}`}
                          min={MEAL_SHARE_MIN}
                          max={MEAL_SHARE_MAX}
                          step={1}
                          precision={0}
                          value={form.mealShares[key]}
                          onChange={setShare(key)}
                          status={splitError ? 'error' : undefined}
                          aria-invalid={splitError ? true : undefined}
                          aria-describedby="meal-split-status"
                        />
                      </Flex>
                    ))}
                  </Flex>
                  <div id="meal-split-status" style={{ marginTop: 8 }}>
                    <Typography.Text strong data-testid="meal-split-total" type={splitError ? 'danger' : undefined}>
                      Total: {splitTotal(form.mealShares)}%
                    </Typography.Text>
                    {splitError && (
                      <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
                        {splitError}
                      </Typography.Text>
                    )}
                  </div>
                </section>
                <section aria-label="Daily protein goal">
                  <Typography.Title level={5} style={{ marginBottom: 4 }}>
                    <label htmlFor="protein-goal">Daily protein goal (g)</label>
                  </Typography.Title>
                  <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                    Optional. Leave empty for no goal.
                  </Typography.Paragraph>
                  <InputNumber<number>
                    id="protein-goal"
                    min={PROTEIN_GOAL_MIN}
                    max={PROTEIN_GOAL_MAX}
                    step={5}
                    precision={0}
                    placeholder="None"
                    value={form.proteinGoal}
                    onChange={set('proteinGoal')}
                    status={proteinError ? 'error' : undefined}
                    aria-invalid={proteinError ? true : undefined}
                  />
                  {proteinError && (
                    <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 8 }}>
                      {proteinError}
                    </Typography.Text>
                  )}
                </section>
                <Flex justify="flex-end">
                  <Button type="primary" size="large" loading={saving} disabled={Boolean(splitError || proteinError)} onClick={save}>
                    Save Preferences
                  </Button>
                </Flex>
              </Flex>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <PreferenceTips />
        </Col>
      </Row>
    </div>
  );
}
