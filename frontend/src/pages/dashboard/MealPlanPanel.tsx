import { CalendarOutlined } from '@ant-design/icons';
import { Card, Empty, Skeleton } from 'antd';
import { MealPlanView } from '../../components/mealplans/MealPlanView';
import { GeneratePlanButton } from '../../components/mealplans/GeneratePlanButton';

/** Two thirds of the dashboard: the selected plan's week, or the empty state (spec §2). */
export function MealPlanPanel({ planId, loading }: { planId: string | null; loading: boolean }) {
  if (loading)
    return (
      <Card className="fc-panel">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (!planId) {
    return (
      <Card
        title={
          <span>
            <CalendarOutlined /> This week
          </span>
        }
        className="fc-panel"
        data-testid="meal-plan-panel"
      >
        <Empty
          description={
            <>
              <strong>No Meal Plan</strong>
              <br />
              Generate your first meal plan to get started.
            </>
          }
        >
          <GeneratePlanButton label="Generate Meal Plan" />
        </Empty>
      </Card>
    );
  }
  return (
    <div data-testid="meal-plan-panel">
      <MealPlanView planId={planId} />
    </div>
  );
}
