import { BulbOutlined, DollarOutlined, FireOutlined, ShopOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';

const TIPS = [
  {
    icon: <DollarOutlined />,
    title: 'Keep a budget buffer',
    text: 'Set your weekly budget 10-15% above what you expect to spend, so price changes and pantry restocks never break the plan.',
  },
  {
    icon: <BulbOutlined />,
    title: 'Be specific about allergies',
    text: 'Name each allergen ("peanuts", "shellfish") rather than a category. Anything listed here is never planned for you.',
  },
  {
    icon: <FireOutlined />,
    title: 'Calorie goals',
    text: 'Most adults need 1,600-3,000 calories a day. Each planned day lands within 5% of your goal where the recipes allow it.',
  },
  {
    icon: <ShopOutlined />,
    title: 'Store preferences',
    text: 'Choosing your store prices your grocery list and plan budget at that store, with its own brands.',
  },
];

/** The tips cards beside the preferences form (spec §2 Preferences). */
export function PreferenceTips() {
  return (
    <Flex vertical gap={12}>
      {TIPS.map((tip) => (
        <Card key={tip.title} size="small">
          <Flex gap={12} align="flex-start">
            <span style={{ fontSize: 20, color: '#16a34a' }} aria-hidden>
              {tip.icon}
            </span>
            <div>
              <Typography.Text strong>{tip.title}</Typography.Text>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {tip.text}
              </Typography.Paragraph>
            </div>
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
