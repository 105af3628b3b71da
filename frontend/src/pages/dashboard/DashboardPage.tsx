import { ShoppingCartOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Col, Flex, Row, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDate, useMealPlans } from '../../api/meal-plans';
import { usePreferences } from '../../api/preferences';
import { useAuth } from '../../auth/auth-context';
import { AppFooter } from '../../components/AppFooter';
import { ButtonLink } from '../../components/ButtonLink';
import { PageHeader } from '../../components/PageHeader';
import { useJobOutcome } from '../../jobs/useJobRun';
import { greeting } from '../../lib/greeting';
import { needsOnboarding, WELCOME_PATH } from '../../lib/onboarding';
import { GroceryListPanel } from '../../components/grocery/GroceryListPanel';
import { MealPlanPanel } from './MealPlanPanel';

/** / and /landing while signed in (spec §2 'Dashboard'). */
export function DashboardPage() {
  const { user } = useAuth();
  const { data: plans, isLoading } = useMealPlans();
  const { data: preferences } = usePreferences();
  const navigate = useNavigate();
  const onboarding = needsOnboarding(preferences, plans?.length);
  // A new person sets their preferences before they meet an empty dashboard.
  useEffect(() => {
    if (onboarding) void navigate(WELCOME_PATH, { replace: true });
  }, [onboarding, navigate]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = plans ?? [];
  const selected = list.find((p) => p.id === selectedId)?.id ?? list[0]?.id ?? null;
  // A plan generated from here or elsewhere is selected when its job completes.
  useJobOutcome('plan', '', 'dashboard', ({ mealPlanId }) => setSelectedId(mealPlanId));

  return (
    <div className="fc-page fc-dashboard">
      <PageHeader
        title={greeting(user)}
        subtitle="Ready to plan your week? Let's create something delicious."
        actions={
          <Flex gap={12} align="flex-start" wrap>
            {list.length > 1 && (
              <Select
                aria-label="Meal plan"
                data-testid="plan-selector"
                value={selected ?? undefined}
                onChange={setSelectedId}
                style={{ minWidth: 240 }}
                options={list.map((p) => ({
                  value: p.id,
                  label: (
                    <span>
                      {p.name?.trim() || `Week of ${formatDate(p.createdAt)}`}
                      {p.hasGroceryList && (
                        <ShoppingCartOutlined aria-label="Has a grocery list" style={{ marginLeft: 6, color: 'var(--fc-green)' }} />
                      )}
                    </span>
                  ),
                }))}
              />
            )}
            {/* Spec §2: goes to /meal-plans, where generation runs with its progress; the empty state below generates in place. */}
            <ButtonLink type="primary" size="large" icon={<ThunderboltOutlined />} to="/meal-plans">
              Generate New Plan
            </ButtonLink>
          </Flex>
        }
      />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <MealPlanPanel planId={selected} loading={isLoading && !plans} />
        </Col>
        <Col xs={24} lg={8}>
          <GroceryListPanel mealPlanId={selected} />
        </Col>
      </Row>
      <AppFooter />
    </div>
  );
}
