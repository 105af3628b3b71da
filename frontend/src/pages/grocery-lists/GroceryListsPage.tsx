import { CheckOutlined, ShopOutlined, ShoppingCartOutlined, ShoppingOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Card, Col, Drawer, Empty, Flex, Progress, Row, Skeleton, Tag, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGroceryList, useGroceryLists, usePartnerStores, type GroceryList, type GroceryListSummary } from '../../api/grocery';
import { formatDate, planLabel, useMealPlans, type MealPlanSummary } from '../../api/meal-plans';
import { PageHeader } from '../../components/PageHeader';
import { AddGroceryItemForm } from '../../components/grocery/AddGroceryItemForm';
import { CategoryCostChart } from '../../components/grocery/CategoryCostChart';
import { FromYourPantry } from '../../components/grocery/FromYourPantry';
import { GroceryItemList } from '../../components/grocery/GroceryItemList';
import { ListUpdateNotice } from '../../components/grocery/ListUpdateNotice';
import { ListCostNote } from '../../components/grocery/ListCostNote';
import { PriceSourceLink } from '../../components/prices/PriceSourceLink';
import { OrderGroceriesButton } from '../../components/grocery/OrderGroceriesButton';
import { RemovedGroceryItems } from '../../components/grocery/RemovedGroceryItems';
import { costByCategory, downloadText, exportText, formatMoney, groupByCategory } from '../../components/grocery/grocery-format';
import { useGroceryItemEditing } from '../../components/grocery/useGroceryItemEditing';
import '../../components/grocery/grocery.css';
import { ShoppingMode } from '../../components/shopping/ShoppingMode';
import { useJobRun } from '../../jobs/useJobRun';
import { WaitingForService } from '../../components/jobs/WaitingForService';
import { usePhoneLayout } from '../../lib/usePhoneLayout';

export const LIST_SKELETONS = 3;

/** The address's mark of shopping mode (`?shopping=1`): a reload keeps the person in the store view, Back leaves it. */
const SHOPPING_PARAM = 'shopping';

/**
 * /grocery-lists (spec §2 'Grocery Lists'): every list, generating from plans, and the selected list to shop from.
 * On a phone the selected list comes first, under a sticky header; the lists, plans and stores are one tap away
 * in a drawer. Shopping mode is the list in the store, full screen.
 */
export function GroceryListsPage() {
  const lists = useGroceryLists();
  const plans = useMealPlans();
  const stores = usePartnerStores();
  const phone = usePhoneLayout();
  const [selected, setSelected] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const shopping = params.get(SHOPPING_PARAM) === '1';
  const setShopping = (on: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (on) next.set(SHOPPING_PARAM, '1');
        else next.delete(SHOPPING_PARAM);
        return next;
      },
      // entering is a step Back undoes; leaving by the button does not add one
      { replace: !on },
    );

  const summaries = useMemo(() => (Array.isArray(lists.data) ? lists.data : []), [lists.data]);
  // The first list is selected until the person picks one (set while rendering, so it stays put when lists are added).
  if (!selected && summaries.length) setSelected(summaries[0].mealPlanId);
  const withList = new Set(summaries.map((l) => l.mealPlanId));
  const choose = (mealPlanId: string) => {
    setSelected(mealPlanId);
    setDrawerOpen(false);
  };

  const side = (
    <Flex vertical gap={phone ? 16 : 24}>
      <Card title="Your Lists" className="fc-grocery-side">
        {lists.isLoading ? (
          <Flex vertical gap={12} data-testid="grocery-lists-loading">
            {Array.from({ length: LIST_SKELETONS }, (_, i) => (
              <Skeleton key={i} active title={false} paragraph={{ rows: 2 }} />
            ))}
          </Flex>
        ) : summaries.length === 0 ? (
          <Empty description="No grocery lists yet" />
        ) : (
          <Flex vertical gap={6} role="list" aria-label="Your grocery lists">
            {summaries.map((list) => (
              <ListEntry key={list.id} list={list} selected={list.mealPlanId === selected} onSelect={() => choose(list.mealPlanId)} />
            ))}
          </Flex>
        )}
      </Card>

      <Card title="Generate from Meal Plans" className="fc-grocery-side">
        {plans.isLoading ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : !plans.data?.length ? (
          <Empty description="Create a meal plan to build its grocery list." />
        ) : (
          <Flex vertical gap={4} role="list" aria-label="Meal plans">
            {plans.data.map((plan) => (
              <GenerateFromPlanRow key={plan.id} plan={plan} hasList={withList.has(plan.id) || plan.hasGroceryList === true} />
            ))}
          </Flex>
        )}
      </Card>

      <Card
        title={
          <span>
            <ShopOutlined /> Stores near {stores.data?.zipCode ?? '94103'}
          </span>
        }
        className="fc-grocery-side"
        size="small"
      >
        {stores.isLoading ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : stores.data ? (
          <Flex vertical gap={8}>
            {stores.data.message && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {stores.data.message}
              </Typography.Text>
            )}
            {stores.data.stores.map((store) => (
              <div key={store.id}>
                <Typography.Text strong>{store.name}</Typography.Text>
                {store.address && (
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {store.address}
                    </Typography.Text>
                  </div>
                )}
              </div>
            ))}
          </Flex>
        ) : (
          <Typography.Text type="secondary">Stores could not be loaded.</Typography.Text>
        )}
      </Card>
    </Flex>
  );

  const detail = (
    <SelectedList mealPlanId={selected} loadingLists={lists.isLoading} phone={phone} shopping={shopping} onShopping={setShopping} />
  );

  if (phone) {
    return (
      <div className="fc-page fc-grocery-page--phone">
        <PageHeader
          title="Grocery Lists"
          actions={
            <Button icon={<UnorderedListOutlined />} className="fc-tap-target" onClick={() => setDrawerOpen(true)}>
              Lists &amp; stores
            </Button>
          }
        />
        {detail}
        <Drawer
          title="Your lists and stores"
          placement="bottom"
          size="85%"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          className="fc-grocery-drawer"
          styles={{ body: { padding: 12 } }}
        >
          {side}
        </Drawer>
      </div>
    );
  }

  return (
    <div className="fc-page">
      <PageHeader title="Grocery Lists" subtitle="Everything you need for the week, with estimated prices." />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={8}>
          {side}
        </Col>
        <Col xs={24} lg={16}>
          {detail}
        </Col>
      </Row>
    </div>
  );
}

/** A plan under 'Generate from Meal Plans': '✓ Has list', or 'Generate' with the build's progress (the app's job tracker runs it). */
function GenerateFromPlanRow({ plan, hasList }: { plan: MealPlanSummary; hasList: boolean }) {
  const generation = useJobRun('grocery', plan.id);
  const busy = generation.running;
  return (
    <Flex role="listitem" data-testid="generate-plan-row" justify="space-between" align="center" gap={8} className="fc-generate-row">
      <Flex vertical style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text strong>{planLabel(plan)}</Typography.Text>
        {busy ? (
          <>
            <Progress percent={generation.progress} size="small" />
            <WaitingForService waitingFor={generation.waitingFor} />
          </>
        ) : plan.createdAt ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`Created ${formatDate(plan.createdAt)}`}</Typography.Text>
        ) : null}
      </Flex>
      {hasList ? (
        <Tag color="green" icon={<CheckOutlined />}>
          Has list
        </Tag>
      ) : (
        <Button
          size="small"
          type="primary"
          loading={busy}
          disabled={busy}
          onClick={() => void generation.start({ mealPlanId: plan.id, from: 'grocery-lists' })}
          aria-label={`Generate grocery list for ${planLabel(plan)}`}
        >
          {busy ? 'Generating...' : 'Generate'}
        </Button>
      )}
    </Flex>
  );
}

function ListEntry({ list, selected, onSelect }: { list: GroceryListSummary; selected: boolean; onSelect: () => void }) {
  return (
    <div
      role="listitem"
      tabIndex={0}
      className={`fc-grocery-list-entry${selected ? ' is-selected' : ''}`}
      onClick={onSelect}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onSelect();
        }
      }}
      aria-current={selected ? 'true' : undefined}
      data-testid="grocery-list-entry"
    >
      <Flex justify="space-between" gap={8}>
        <Typography.Text strong>{list.planName}</Typography.Text>
        <Typography.Text strong data-testid="grocery-list-entry-total">
          {formatMoney(list.totalEstimatedCost)}
        </Typography.Text>
      </Flex>
      <Flex justify="space-between" gap={8}>
        <Typography.Text
          type="secondary"
          style={{ fontSize: 12 }}
        >{`${list.itemCount} item${list.itemCount === 1 ? '' : 's'}`}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDate(list.createdAt)}
        </Typography.Text>
      </Flex>
    </div>
  );
}

interface ListView {
  phone: boolean;
  shopping: boolean;
  onShopping: (on: boolean) => void;
}

function SelectedList({ mealPlanId, loadingLists, ...view }: { mealPlanId: string | null; loadingLists: boolean } & ListView) {
  const list = useGroceryList(mealPlanId, 'lists');
  if (loadingLists || (mealPlanId && list.isLoading)) {
    return (
      <Card className="fc-panel">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (!mealPlanId || !list.data) {
    return (
      <Card className="fc-panel">
        <Empty description="Select a grocery list" />
      </Card>
    );
  }
  return <ListDetail list={list.data} {...view} />;
}

function ListDetail({ list, phone, shopping, onShopping }: { list: GroceryList } & ListView) {
  const items = list.items;
  const editing = useGroceryItemEditing(items);
  const groups = groupByCategory(items);
  const remaining = items.filter((i) => !editing.isChecked(i));
  const remainingCost = remaining.reduce((sum, i) => sum + Math.round(editing.priceOf(i) * 100), 0) / 100;
  const unpriced = items.filter((i) => i.priceKind === 'none' && editing.priceOf(i) === 0).length;

  const shopButton = (
    <Button
      type="primary"
      icon={<ShoppingOutlined />}
      className={phone ? 'fc-tap-target' : undefined}
      onClick={() => onShopping(true)}
      disabled={!items.length}
      aria-label="Shopping mode"
    >
      {phone ? 'Shop' : 'Shopping mode'}
    </Button>
  );
  const actions = (
    <Flex gap={8} wrap>
      <Button onClick={() => downloadText(exportText(items, editing.checked, editing.overrides))} disabled={!items.length}>
        Export
      </Button>
      {items.length > 0 && <OrderGroceriesButton mealPlanId={list.mealPlanId} />}
    </Flex>
  );
  const priceSource = (
    <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
      Prices: <PriceSourceLink source={list.priceSource} testId="grocery-list-price-source" />
    </Typography.Text>
  );
  const notes = (
    <>
      <ListUpdateNotice list={list} />
      <ListCostNote list={list} style={{ display: 'block', marginBottom: 12 }} />
      {list.priceSource?.fallback && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="grocery-price-fallback"
          title={list.priceSource.fallback}
        />
      )}
    </>
  );
  const lines = (
    <>
      <AddGroceryItemForm mealPlanId={list.mealPlanId} />
      {groups.map((group) => (
        <section key={group.category} className="fc-grocery-category" aria-label={group.category}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {group.category}{' '}
            <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
              ({group.items.length})
            </Typography.Text>
          </Typography.Title>
          <GroceryItemList items={group.items} editing={editing} scroll={false} />
        </section>
      ))}
      <FromYourPantry items={list.pantryItems ?? []} />
      <RemovedGroceryItems items={list.removedItems ?? []} onRestore={(item) => void editing.restore(item)} />
    </>
  );
  const summary = (
    <>
      <Alert
        type="success"
        showIcon
        title="Shopping Summary"
        description={
          <span data-testid="shopping-summary">
            {remaining.length
              ? `${remaining.length} item${remaining.length === 1 ? '' : 's'} left to buy, about ${formatMoney(remainingCost)}`
              : 'Everything is checked off. Happy cooking!'}
            {list.storeName
              ? ` at ${list.priceSource?.kind === 'store' ? '' : 'estimated '}${list.storeName} prices (store brand unless you chose another).`
              : '.'}
            {unpriced ? ` ${unpriced} item${unpriced === 1 ? ' has' : 's have'} no price estimate yet.` : ''}
          </span>
        }
      />
      <Card size="small" title="Cost by category">
        <CategoryCostChart data={costByCategory(items, editing.overrides)} />
      </Card>
    </>
  );
  // a list with nothing to buy (all at home, or all taken off): the same on a phone and a desk
  const emptyList = (
    <Flex vertical gap={12}>
      <Empty description="No items in this list" />
      <FromYourPantry items={list.pantryItems ?? []} />
      <AddGroceryItemForm mealPlanId={list.mealPlanId} />
      <RemovedGroceryItems items={list.removedItems ?? []} onRestore={(item) => void editing.restore(item)} />
    </Flex>
  );

  const shoppingMode = shopping && items.length > 0 && <ShoppingMode list={list} editing={editing} onClose={() => onShopping(false)} />;

  if (phone) {
    return (
      <div className="fc-grocery-phone">
        <ListStickyHeader list={list} checkedCount={editing.checkedCount} total={editing.total} action={shopButton} />
        {priceSource}
        <div style={{ marginTop: 8 }}>{notes}</div>
        {items.length === 0 ? (
          emptyList
        ) : (
          <Flex vertical gap={16}>
            {lines}
            {summary}
          </Flex>
        )}
        <div className="fc-grocery-phone__actions">{actions}</div>
        {shoppingMode}
      </div>
    );
  }

  return (
    <Card
      className="fc-panel"
      title={
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="grocery-list-title">
              <ShoppingCartOutlined /> {list.planName}
            </Typography.Title>
            <Typography.Text type="secondary" style={{ fontSize: 13, fontWeight: 'normal' }}>
              {`${items.length} item${items.length === 1 ? '' : 's'}`} · Total{' '}
              <span data-testid="grocery-total">{formatMoney(editing.total)}</span>
            </Typography.Text>
            {priceSource}
          </Flex>
          <Badge
            count={`${editing.checkedCount} of ${items.length} completed`}
            color={editing.checkedCount === items.length && items.length ? 'green' : 'blue'}
            data-testid="grocery-completed"
          />
        </Flex>
      }
    >
      {/* the actions on a row of their own: beside the title they covered its price source on a narrow card */}
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        {items.length > 0 && shopButton}
        {actions}
      </Flex>
      {notes}
      {items.length === 0 ? (
        emptyList
      ) : (
        <Row gutter={[24, 24]}>
          <Col xs={24} xl={15}>
            <Flex vertical gap={16}>
              {lines}
            </Flex>
          </Col>
          <Col xs={24} xl={9}>
            <Flex vertical gap={16}>
              {summary}
            </Flex>
          </Col>
        </Row>
      )}
      {shoppingMode}
    </Card>
  );
}

/**
 * The phone's header of a list, kept in view under the top bar while the list scrolls: the plan, how many lines
 * are ticked, the total, and one action (shopping mode). One line of text each, cut with an ellipsis, never over
 * the lines below it.
 */
function ListStickyHeader({
  list,
  checkedCount,
  total,
  action,
}: {
  list: GroceryList;
  checkedCount: number;
  total: number;
  action: ReactNode;
}) {
  const count = list.items.length;
  return (
    <header className="fc-list-sticky" data-testid="grocery-list-header">
      <Flex vertical style={{ minWidth: 0, flex: 1 }}>
        <Typography.Title level={4} ellipsis style={{ margin: 0, fontSize: 17 }} data-testid="grocery-list-title">
          <ShoppingCartOutlined /> {list.planName}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          <span data-testid="grocery-completed">{`${checkedCount} of ${count}`}</span> ticked · Total{' '}
          <Typography.Text strong data-testid="grocery-total">
            {formatMoney(total)}
          </Typography.Text>
        </Typography.Text>
      </Flex>
      {action}
    </header>
  );
}
