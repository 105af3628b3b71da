import '../../components/mealplans/mealplans.css';
import { AppstoreAddOutlined, DeleteOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Col, Empty, Flex, Popconfirm, Row, Skeleton, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import {
  addDaysIso,
  formatDate,
  money,
  planLabel,
  useMealPlan,
  useMealPlanActions,
  useMealPlans,
  type MealPlanSummary,
} from '../../api/meal-plans';
import { PageHeader } from '../../components/PageHeader';
import { CreateMealPlanDialog } from '../../components/mealplans/CreateMealPlanDialog';
import { GeneratePlanButton } from '../../components/mealplans/GeneratePlanButton';
import { MealPlanView } from '../../components/mealplans/MealPlanView';
import { notifyFailure } from '../../components/mealplans/notify';
import { toast } from '../../toast/toast-store';
import { useJobOutcome } from '../../jobs/useJobRun';

const CONFIRM_DELETE = 'Are you sure you want to delete this meal plan?';

function DeletePlanButton({ plan, onDelete, label }: { plan: MealPlanSummary; onDelete: (id: string) => Promise<void>; label?: string }) {
  return (
    <Popconfirm
      title={CONFIRM_DELETE}
      okText="Delete"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      onConfirm={() => onDelete(plan.id)}
    >
      <Button
        danger
        size="small"
        type={label ? 'default' : 'text'}
        icon={<DeleteOutlined />}
        aria-label={`Delete ${planLabel(plan)}`}
        onClick={(e) => e.stopPropagation()}
      >
        {label}
      </Button>
    </Popconfirm>
  );
}

/** The selected plan on 'My Plans': the plan view and the 'Edit Meal Plan' card. */
function PlanDetail({ planId }: { planId: string }) {
  const { mutate } = useMealPlan(planId);
  const [refreshing, setRefreshing] = useState(false);
  return (
    <Flex vertical gap={16}>
      <MealPlanView planId={planId} />
      <Card title="Edit Meal Plan" className="fc-panel" size="small">
        <Space wrap>
          <Button
            icon={<AppstoreAddOutlined />}
            onClick={() => toast({ title: 'Coming Soon', description: 'Adding several meals at once is on its way.' })}
          >
            Add Multiple Meals
          </Button>
          <Button
            icon={<ReloadOutlined />}
            loading={refreshing}
            onClick={async () => {
              setRefreshing(true);
              try {
                await mutate();
                toast({ title: 'Refreshed', description: 'The meal plan is up to date.' });
              } finally {
                setRefreshing(false);
              }
            }}
          >
            Refresh Plan
          </Button>
        </Space>
      </Card>
    </Flex>
  );
}

/** /meal-plans (spec §2 'Meal Plans'). */
export function MealPlansPage() {
  const { data: plans, isLoading } = useMealPlans();
  const actions = useMealPlanActions();
  const [tab, setTab] = useState('mine');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const list = plans ?? [];
  const selected = list.find((p) => p.id === selectedId) ?? list[0] ?? null;

  const remove = async (id: string) => {
    try {
      await actions.remove(id);
      if (selectedId === id) setSelectedId(null);
      toast({ title: 'Deleted', description: 'Meal plan has been deleted.' });
    } catch (err) {
      notifyFailure(err, 'Failed to delete meal plan. Please try again.');
    }
  };
  const show = (id: string) => {
    setSelectedId(id);
    setTab('mine');
  };
  // A generated plan is shown when its job completes, even if the person left this screen meanwhile.
  useJobOutcome('plan', '', 'meal-plans', ({ mealPlanId }) => show(mealPlanId));

  const myPlans =
    isLoading && !plans ? (
      <Skeleton active />
    ) : list.length === 0 ? (
      <Card className="fc-panel">
        <Empty
          description={
            <>
              <Typography.Title level={4}>No Meal Plans Yet</Typography.Title>
              <Typography.Text type="secondary">Create a plan of your own or let Forkcast generate one for your goals.</Typography.Text>
            </>
          }
        >
          {/* wraps on a phone: the two buttons side by side are wider than its screen */}
          <Space wrap align="start" style={{ justifyContent: 'center' }} className="fc-touch-actions">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              Create Your First Meal Plan
            </Button>
            <GeneratePlanButton />
          </Space>
        </Empty>
      </Card>
    ) : (
      <Row gutter={[16, 16]} align="top" className="fc-plans-layout">
        <Col xs={24} lg={7}>
          <Card className="fc-panel" size="small" title="Your plans">
            <nav aria-label="Meal plans" data-testid="plan-list">
              {list.map((p) => (
                <div
                  key={p.id}
                  role="button"
                  tabIndex={0}
                  data-testid="plan-list-item"
                  aria-current={selected?.id === p.id}
                  className={`fc-plan-list-item${selected?.id === p.id ? ' fc-plan-list-item--active' : ''}`}
                  onClick={() => setSelectedId(p.id)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') setSelectedId(p.id);
                  }}
                >
                  <Typography.Text strong>{planLabel(p)}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDate(p.weekStartDate, { month: 'short', day: 'numeric' })} – {formatDate(addDaysIso(p.weekStartDate, 6))}
                  </Typography.Text>
                  {p.totalCalories > 0 && (
                    <>
                      <br />
                      <Typography.Text style={{ fontSize: 12 }}>{p.totalCalories.toLocaleString()} kcal total</Typography.Text>
                    </>
                  )}
                  <span className="fc-plan-list-item__delete">
                    <DeletePlanButton plan={p} onDelete={remove} />
                  </span>
                </div>
              ))}
            </nav>
          </Card>
        </Col>
        <Col xs={24} lg={17}>
          {selected ? (
            <PlanDetail key={selected.id} planId={selected.id} />
          ) : (
            <Card className="fc-panel">
              <Empty description="Select a Meal Plan" />
            </Card>
          )}
        </Col>
      </Row>
    );

  const allPlans =
    list.length === 0 ? (
      <Card className="fc-panel">
        <Empty description="Your generated meal plans will appear here." />
      </Card>
    ) : (
      <Row gutter={[16, 16]}>
        {list.map((p, i) => (
          <Col key={p.id} xs={24} md={12} xl={8}>
            <Card
              className="fc-panel"
              data-testid="plan-card"
              title={
                <Space>
                  {`Week of ${formatDate(p.weekStartDate)}`}
                  {i === 0 && <Badge count="Current" color="green" />}
                </Space>
              }
              actions={[
                <Button key="view" type="link" onClick={() => show(p.id)}>
                  View Details
                </Button>,
                <DeletePlanButton key="delete" plan={p} onDelete={remove} label="Delete" />,
              ]}
            >
              {p.name && <Typography.Paragraph strong>{p.name}</Typography.Paragraph>}
              {/* A plan made without a budget has none to show: its estimated cost is named as what it is. */}
              <Typography.Paragraph style={{ margin: 0 }}>
                {p.totalBudget !== null ? `Budget: ${money(p.totalBudget)}` : `Estimated cost: ${money(p.estimatedCost)}`}
              </Typography.Paragraph>
              <Typography.Paragraph style={{ margin: 0 }}>
                {Math.round(p.totalCalories / 7).toLocaleString()} cal/day average
              </Typography.Paragraph>
              <Typography.Text type="secondary">Created {formatDate(p.createdAt)}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    );

  return (
    <div className="fc-page">
      <PageHeader
        title="Meal Plans"
        subtitle="Your weekly plans, past and present."
        actions={
          <Flex gap={12} align="flex-start" wrap className="fc-touch-actions">
            <Button size="large" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              Create Custom Plan
            </Button>
            <GeneratePlanButton size="large" />
          </Flex>
        }
      />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'mine', label: 'My Plans', children: myPlans },
          { key: 'all', label: 'All Plans', children: allPlans },
        ]}
      />
      <CreateMealPlanDialog open={creating} onClose={() => setCreating(false)} onCreated={show} />
    </div>
  );
}
