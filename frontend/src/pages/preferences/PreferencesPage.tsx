import { Button, Card, Col, Flex, Row, Select, Skeleton, Slider, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { handleUnauthorized, isUnauthorizedError } from '../../api/fetcher';
import { DEFAULT_PREFERENCES, savePreferences, STORE_OPTIONS, usePreferences, type Preferences, type StoreId } from '../../api/preferences';
import { PageHeader } from '../../components/PageHeader';
import { PreferenceTips } from '../../components/preferences/PreferenceTips';
import { TagListField } from '../../components/preferences/TagListField';
import { toast } from '../../components/toast/toast-store';

export const DIET_CHIPS = ['Vegetarian', 'Vegan', 'Gluten-Free', 'Keto', 'Paleo', 'Dairy-Free'] as const;
export const ALLERGY_CHIPS = ['Nuts', 'Shellfish', 'Eggs', 'Dairy', 'Soy', 'Gluten'] as const;
export const REDIRECT_AFTER_SAVE_MS = 1000;

const money = (n: number) => `$${n}`;
const kcal = (n: number) => `${n.toLocaleString('en-US')} kcal`;

/** /preferences: what Forkcast plans around (spec §2 Preferences, §5 rules). */
export function PreferencesPage() {
  const { data, isLoading } = usePreferences();
  const [form, setForm] = useState<Preferences>(DEFAULT_PREFERENCES);
  const [saving, setSaving] = useState(false);
  const loaded = useRef(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (data && !loaded.current) {
      loaded.current = true;
      setForm(data);
    }
  }, [data]);

  const set = <K extends keyof Preferences>(key: K) => (value: Preferences[K]) => setForm((f) => ({ ...f, [key]: value }));

  const save = async () => {
    setSaving(true);
    try {
      await savePreferences(form);
      toast({ title: 'Preferences saved', description: 'Your preferences have been saved successfully.' });
      window.setTimeout(() => navigate('/'), REDIRECT_AFTER_SAVE_MS);
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
                <TagListField
                  label="Dietary Restrictions"
                  description="Every planned recipe fits all of these."
                  placeholder="e.g. Vegetarian"
                  value={form.dietaryRestrictions}
                  onChange={set('dietaryRestrictions')}
                  suggestions={DIET_CHIPS}
                  color="green"
                />
                <TagListField
                  label="Allergies & Intolerances"
                  description="Never planned, never suggested."
                  placeholder="e.g. Peanuts"
                  value={form.allergies}
                  onChange={set('allergies')}
                  suggestions={ALLERGY_CHIPS}
                  color="red"
                />
                <TagListField
                  label="Disliked Ingredients"
                  description="Recipes that use these are left out."
                  placeholder="e.g. Cilantro"
                  value={form.dislikedIngredients}
                  onChange={set('dislikedIngredients')}
                  color="orange"
                />
                <section aria-label="Daily calorie goal">
                  <Flex justify="space-between">
                    <Typography.Title level={5} style={{ margin: 0 }} id="calorie-goal-label">
                      Daily Calorie Goal
                    </Typography.Title>
                    <Typography.Text strong data-testid="calorie-goal-value">
                      {kcal(form.calorieGoal)}
                    </Typography.Text>
                  </Flex>
                  <Slider min={1000} max={4000} step={50} value={form.calorieGoal} onChange={set('calorieGoal')} tooltip={{ formatter: (v) => kcal(v ?? 0) }} aria-labelledby="calorie-goal-label" />
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
                  <Slider min={50} max={500} step={5} value={form.weeklyBudget} onChange={set('weeklyBudget')} tooltip={{ formatter: (v) => money(v ?? 0) }} aria-labelledby="weekly-budget-label" />
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
                <Flex justify="flex-end">
                  <Button type="primary" size="large" loading={saving} onClick={save}>
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
