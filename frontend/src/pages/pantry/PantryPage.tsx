import { GiftOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { usePantry } from '../../api/pantry';
import { PageHeader } from '../../components/PageHeader';
import { AddPantryItemForm } from '../../components/pantry/AddPantryItemForm';
import { PantryList } from '../../components/pantry/PantryList';
import { StarterPantryDialog } from '../../components/pantry/StarterPantryDialog';
import '../../components/pantry/pantry.css';

/**
 * /pantry (issue #16): what the person has at home — staples always there, stocks with an amount and where it
 * came from — which their grocery lists do not buy and their plans' budgets do not count. The first visit
 * offers the starter set of staples.
 */
export function PantryPage() {
  const pantry = usePantry();
  const [starterAgain, setStarterAgain] = useState(false);
  const items = useMemo(() => pantry.data?.items ?? [], [pantry.data]);
  const inPantry = useMemo(() => new Set(items.map((i) => i.ingredientId)), [items]);
  const offer = pantry.data?.starterOffered === true;

  return (
    <div className="fc-page">
      <PageHeader
        title="Pantry"
        subtitle="What you have at home: your grocery lists don't buy it and your plans' budgets don't count it."
        actions={
          pantry.data && !offer ? (
            <Button icon={<GiftOutlined />} onClick={() => setStarterAgain(true)}>
              Starter staples
            </Button>
          ) : undefined
        }
      />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={15}>
          <Card title="At home" className="fc-panel">
            {pantry.isLoading ? (
              <Skeleton active paragraph={{ rows: 6 }} />
            ) : pantry.error ? (
              <Typography.Text type="danger">Your pantry could not be loaded. Please try again.</Typography.Text>
            ) : items.length === 0 ? (
              <Empty
                data-testid="pantry-empty"
                description="Your pantry is empty. Add what you always have at home, like salt or olive oil, and your grocery lists will stop buying it."
              />
            ) : (
              <PantryList items={items} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={9}>
          <Flex vertical gap={24}>
            <Card title="Add to your pantry" className="fc-panel">
              <AddPantryItemForm inPantry={inPantry} />
            </Card>
            <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
              Ticking a grocery line leaves what the week will not use here, and a week takes out what its meals use when it starts — each
              food says where its amount came from.
            </Typography.Paragraph>
          </Flex>
        </Col>
      </Row>
      <StarterPantryDialog
        open={offer || starterAgain}
        mode={offer ? 'offer' : 'again'}
        inPantry={inPantry}
        onClose={() => setStarterAgain(false)}
      />
    </div>
  );
}
