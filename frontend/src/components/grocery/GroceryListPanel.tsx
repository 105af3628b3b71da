import { DownloadOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Progress, Skeleton, Typography } from 'antd';
import { useGroceryList } from '../../api/grocery';
import { useJobRun } from '../../jobs/useJobRun';
import { WaitingForService } from '../jobs/WaitingForService';
import { PriceSourceLink } from '../prices/PriceSourceLink';
import { AddGroceryItemForm } from './AddGroceryItemForm';
import { FromYourPantry } from './FromYourPantry';
import { GroceryItemList } from './GroceryItemList';
import { ListUpdateNotice } from './ListUpdateNotice';
import { ListCostNote } from './ListCostNote';
import { RemovedGroceryItems } from './RemovedGroceryItems';
import { downloadText, exportText, formatMoney } from './grocery-format';
import { useGroceryItemEditing } from './useGroceryItemEditing';
import './grocery.css';

/**
 * The dashboard's grocery list (spec §2 Dashboard 'Grocery list panel'): for the selected plan,
 * generate the list (with job progress), tick items, choose brands, see the total, export a text file;
 * add lines of one's own, change quantities, take lines off and put them back; under the lines to buy, what the
 * pantry covers (folded away).
 */
export function GroceryListPanel({ mealPlanId }: { mealPlanId: string | null | undefined }) {
  const list = useGroceryList(mealPlanId);
  const items = list.data?.items ?? [];
  const editing = useGroceryItemEditing(items);
  // The build runs in the app's job tracker: it goes on (and its toast comes) if the person leaves the dashboard.
  const generation = useJobRun('grocery', mealPlanId ?? '');
  const generating = Boolean(mealPlanId) && generation.running;
  const generate = () => {
    if (mealPlanId) void generation.start({ mealPlanId, from: 'dashboard' });
  };

  const generateButton = (
    <Button type="primary" icon={<ShoppingCartOutlined />} loading={generating} disabled={!mealPlanId || generating} onClick={generate}>
      {generating ? 'Generating...' : 'Generate List'}
    </Button>
  );

  let body;
  if (!mealPlanId) {
    body = <Empty description="No Grocery List - Generate a meal plan first">{generateButton}</Empty>;
  } else if (list.isLoading) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (!list.data) {
    body = (
      <Empty description="No Grocery List Yet">
        <Flex vertical align="center" gap={8}>
          {generateButton}
          {generating && <Progress percent={generation.progress} size="small" style={{ width: 180 }} aria-label="Grocery list progress" />}
          {generating && <WaitingForService waitingFor={generation.waitingFor} />}
        </Flex>
      </Empty>
    );
  } else {
    body = (
      <Flex vertical gap={12}>
        <ListUpdateNotice list={list.data} />
        <Flex justify="space-between" align="center">
          <Typography.Text
            type="secondary"
            data-testid="grocery-progress"
          >{`${editing.checkedCount}/${items.length} items`}</Typography.Text>
          <Typography.Text strong data-testid="grocery-total">
            {formatMoney(editing.total)}
          </Typography.Text>
        </Flex>
        <ListCostNote list={list.data} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Prices: <PriceSourceLink source={list.data.priceSource} testId="grocery-list-price-source" />
          {list.data.priceSource?.fallback && <span data-testid="grocery-price-fallback"> ({list.data.priceSource.fallback})</span>}
        </Typography.Text>
        <Progress percent={items.length ? Math.round((editing.checkedCount / items.length) * 100) : 0} showInfo={false} size="small" />
        {items.length === 0 ? <Empty description="No items in this list" /> : <GroceryItemList items={items} editing={editing} />}
        <FromYourPantry items={list.data.pantryItems ?? []} />
        <AddGroceryItemForm mealPlanId={mealPlanId} />
        <RemovedGroceryItems items={list.data.removedItems ?? []} onRestore={(item) => void editing.restore(item)} />
        {generating ? (
          <>
            <Progress percent={generation.progress} size="small" aria-label="Grocery list progress" />
            <WaitingForService waitingFor={generation.waitingFor} />
          </>
        ) : (
          <Button type="link" size="small" style={{ alignSelf: 'flex-start', paddingInline: 0 }} onClick={generate}>
            Update from plan
          </Button>
        )}
      </Flex>
    );
  }

  return (
    <Card
      title={
        <span>
          <ShoppingCartOutlined /> Grocery List
        </span>
      }
      extra={
        list.data ? (
          <Button
            size="small"
            icon={<DownloadOutlined />}
            onClick={() => downloadText(exportText(items, editing.checked, editing.overrides))}
            disabled={!items.length}
          >
            Export
          </Button>
        ) : null
      }
      className="fc-panel"
      data-testid="grocery-list-panel"
    >
      {body}
    </Card>
  );
}
