import { Alert, Button, Card, Col, Flex, InputNumber, Row, Select, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, isUnauthorizedError } from '../../api/fetcher';
import { handleUnauthorized } from '../../auth/unauthorized';
import {
  ALLERGY_CHIPS,
  CALORIE_GOAL_MAX,
  CALORIE_GOAL_MIN,
  DEFAULT_PREFERENCES,
  DIET_CHIPS,
  MEAL_SHARE_MAX,
  MEAL_SHARE_MIN,
  PROTEIN_GOAL_MAX,
  PROTEIN_GOAL_MIN,
  savePreferences,
  STORE_OPTIONS,
  usePreferences,
  WEEKLY_BUDGET_MAX,
  WEEKLY_BUDGET_MIN,
  type Preferences,
  type StoreId,
} from '../../api/preferences';
import { ButtonLink } from '../../components/ButtonLink';
import { HouseholdBudget } from '../../components/household/HouseholdBudget';
import { HouseholdCard } from '../../components/household/HouseholdCard';
import { SliderNumberField } from '../../components/preferences/SliderNumberField';
import { PageHeader } from '../../components/PageHeader';
import { PreferenceTips } from '../../components/preferences/PreferenceTips';
import { TagListField } from '../../components/preferences/TagListField';
import { toast } from '../../toast/toast-store';
import {
  calorieGoalError,
  completeSplit,
  mealSplitError,
  MEALS,
  proteinGoalError,
  splitTotal,
  weeklyBudgetError,
  type MealSharesDraft,
} from './meal-split';
import { skipOnboarding, WELCOME_PARAM } from '../../lib/onboarding';

export const REDIRECT_AFTER_SAVE_MS = 1000;

const money = (n: number) => (Number.isInteger(n) ? `$${n}` : `$${n.toFixed(2)}`);
const kcal = (n: number) => `${n.toLocaleString('en-US')} kcal`;

/** The page's one name (spec: the profile menu's 'Settings' goes to /preferences): title, menu and toasts say it. */
export const SETTINGS_TITLE = 'Settings';

/** The form while it is edited: a cleared number input is null until filled in again. */
type PreferencesForm = Omit<Preferences, 'mealShares' | 'calorieGoal' | 'weeklyBudget' | 'saved' | 'budgetSetBy'> & {
  mealShares: MealSharesDraft;
  calorieGoal: number | null;
  weeklyBudget: number | null;
};

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

/**
 * /preferences, named Settings: what Forkcast plans around (spec §2 Preferences, §5 rules). Opened with
 * ?welcome (a new person, before an empty dashboard) it greets them first; saving goes to the dashboard.
 */
export function PreferencesPage() {
  const { data, isLoading } = usePreferences();
  const [params] = useSearchParams();
  const welcome = params.has(WELCOME_PARAM);
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

  // joining or leaving a household changes whose budget and store these are: the form takes them afresh
  const setByNow = data?.budgetSetBy ?? null;
  const shownBy = useRef(setByNow);
  useEffect(() => {
    if (!data || shownBy.current === setByNow) return;
    shownBy.current = setByNow;
    setForm((f) => ({ ...f, weeklyBudget: data.weeklyBudget, preferredStore: data.preferredStore }));
  }, [data, setByNow]);

  const set =
    <K extends keyof PreferencesForm>(key: K) =>
    (value: PreferencesForm[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const setShare = (meal: keyof MealSharesDraft) => (value: number | null) =>
    setForm((f) => ({ ...f, mealShares: { ...f.mealShares, [meal]: value } }));

  const splitError = mealSplitError(form.mealShares);
  const proteinError = proteinGoalError(form.proteinGoal);
  const calorieError = calorieGoalError(form.calorieGoal);
  // the owner's name when the budget and store are the household's (this person is a member of someone else's)
  const setBy = setByNow;
  const budgetError = setBy ? null : weeklyBudgetError(form.weeklyBudget);
  const mealShares = completeSplit(form.mealShares);
  const invalid = Boolean(splitError || proteinError || calorieError || budgetError);

  const save = async () => {
    const { calorieGoal, weeklyBudget } = form;
    if (!mealShares || invalid || calorieGoal === null || weeklyBudget === null) return;
    setSaving(true);
    try {
      // a member sends no budget or store: they are the household's, set by its owner
      await savePreferences(
        setBy
          ? { ...form, mealShares, calorieGoal, weeklyBudget: undefined, preferredStore: undefined }
          : { ...form, mealShares, calorieGoal, weeklyBudget },
      );
      toast({ title: `${SETTINGS_TITLE} saved`, description: 'Your preferences have been saved successfully.' });
      window.setTimeout(() => void navigate('/'), REDIRECT_AFTER_SAVE_MS);
    } catch (error) {
      if (isUnauthorizedError(error)) handleUnauthorized();
      // A refused value (a diet Forkcast does not plan for) is said as the server says it: trying again would not help.
      else if (error instanceof ApiError && (error.status === 400 || error.status === 403))
        toast({ title: 'Error', description: `Failed to save preferences: ${error.serverMessage}`, variant: 'destructive' });
      else toast({ title: 'Error', description: 'Failed to save preferences. Please try again.', variant: 'destructive' });
      setSaving(false);
    }
  };

  return (
    <div className="fc-page">
      <PageHeader title={SETTINGS_TITLE} subtitle="Tell Forkcast what you eat, what you avoid, and what you want to spend." />
      {welcome && (
        <Alert
          type="success"
          showIcon
          className="fc-welcome"
          style={{ marginBottom: 24 }}
          message="Welcome to Forkcast!"
          description={
            <Flex vertical gap={8} align="flex-start">
              <span>
                Before your first plan, tell us how you eat: your diet, allergies, foods you avoid, your calorie goal and your weekly
                budget. Save, and your dashboard is next.
              </span>
              <ButtonLink to="/" size="small" onClick={() => skipOnboarding()}>
                Skip for now
              </ButtonLink>
            </Flex>
          }
        />
      )}
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
                <SliderNumberField
                  label="Daily Calorie Goal"
                  id="calorie-goal"
                  testId="calorie-goal-value"
                  min={CALORIE_GOAL_MIN}
                  max={CALORIE_GOAL_MAX}
                  step={50}
                  precision={0}
                  suffix="kcal"
                  value={form.calorieGoal}
                  onChange={set('calorieGoal')}
                  format={kcal}
                  error={calorieError}
                />
                {setBy ? (
                  <HouseholdBudget budget={data?.weeklyBudget ?? null} store={data?.preferredStore ?? null} setBy={setBy} />
                ) : (
                  <>
                    <SliderNumberField
                      label="Weekly Budget"
                      id="weekly-budget"
                      testId="weekly-budget-value"
                      min={WEEKLY_BUDGET_MIN}
                      max={WEEKLY_BUDGET_MAX}
                      step={5}
                      precision={2}
                      prefix="$"
                      value={form.weeklyBudget}
                      onChange={set('weeklyBudget')}
                      format={money}
                      error={budgetError}
                    />
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
                  </>
                )}
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
                  <Button type="primary" size="large" loading={saving} disabled={invalid} onClick={save}>
                    Save {SETTINGS_TITLE}
                  </Button>
                </Flex>
              </Flex>
            )}
          </Card>
          <div style={{ marginTop: 24 }}>
            <HouseholdCard />
          </div>
        </Col>
        <Col xs={24} lg={8}>
          <PreferenceTips />
        </Col>
      </Row>
    </div>
  );
}
