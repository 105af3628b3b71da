import { FireOutlined } from '@ant-design/icons';
import { Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { MEAL_LABELS } from '../../api/meal-plans';
import { useSampleDay } from '../../api/sample-day';
import { formatMoney } from '../../components/grocery/grocery-format';

const { Title, Text } = Typography;

/**
 * A day the planner made for a visitor (GET /api/sample-day): real library dishes, their calories and what the
 * week's groceries cost, computed by the server — nothing on it is typed. Not shown when it cannot be had.
 */
export function SampleDayCard() {
  const { data: day, error } = useSampleDay();
  if (error) return null;
  return (
    <Card className="fc-hero__preview" aria-label="Sample day of a meal plan">
      {!day ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <>
          <Flex justify="space-between" align="center" className="fc-hero__preview-head">
            <div>
              <Text type="secondary">A sample day</Text>
              <Title level={4} style={{ margin: 0 }}>
                Your plan for today
              </Title>
            </div>
            <Tag icon={<FireOutlined />} color="orange">
              {day.calories.toLocaleString('en-US')} kcal
            </Tag>
          </Flex>
          <ul className="fc-hero__meals">
            {day.meals.map((m) => (
              <li key={m.mealType}>
                <span className="fc-hero__meal-type">{MEAL_LABELS[m.mealType]}</span>
                <span className="fc-hero__meal-dish">{m.dish}</span>
                <span className="fc-hero__meal-kcal">{m.calories.toLocaleString('en-US')} kcal</span>
              </li>
            ))}
          </ul>
          <Flex justify="space-between" wrap gap={8} className="fc-hero__preview-foot">
            <Text type="secondary">
              Planned for {day.calorieGoal.toLocaleString('en-US')} kcal a day and {formatMoney(day.weeklyBudget)} a week, staples at home
            </Text>
            <Text strong>Est. {formatMoney(day.weekCost)} / week</Text>
          </Flex>
        </>
      )}
    </Card>
  );
}
