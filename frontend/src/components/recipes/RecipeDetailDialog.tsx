import './recipes.css';
import {
  ClockCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  FireOutlined,
  HeartFilled,
  HeartOutlined,
  InfoCircleOutlined,
  PlusOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Alert, Button, Checkbox, Col, Empty, Flex, Modal, Popconfirm, Row, Skeleton, Statistic, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, isUnauthorizedError } from '../../api/fetcher';
import { handleUnauthorized } from '../../auth/unauthorized';
import {
  caloriesOf,
  coverageText,
  ingredientLinesOf,
  instructionStepsOf,
  useDeleteRecipe,
  useRecipe,
  type RecipeDetailData,
} from '../../api/recipes';
import { PriceSourceLink } from '../prices/PriceSourceLink';
import { toast } from '../../toast/toast-store';
import { AddToMealPlanPanel } from './AddToMealPlanPanel';
import { useLoadMealPlanOptions, type MealPlanSummary } from '../../api/meal-plans';
import { DietAllergenTags } from './DietAllergenTags';
import { portionFigures, portionLine } from './portion';
import { SafeHtml } from './SafeHtml';
import { useFavoriteToggle, type FavoriteToasts } from './useFavoriteToggle';

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

/** Per-serving nutrition: calories, protein, carbs, fat (of a saved recipe, or of one being written). */
export function NutritionPanel({ recipe }: { recipe: Pick<RecipeDetailData, 'nutrition' | 'calories' | 'costPerServing' | 'costSource'> }) {
  const n = recipe.nutrition;
  const calories = caloriesOf(recipe);
  if (!n && calories === null) return null;
  const grams = (v: number | undefined) => (typeof v === 'number' ? `${Math.round(v * 10) / 10} g` : '—');
  return (
    <section aria-label="Nutrition per serving" className="fc-nutrition-panel">
      <Typography.Text type="secondary">Nutrition per serving</Typography.Text>
      <Row gutter={[12, 12]} style={{ marginTop: 6 }}>
        <Col span={6} data-testid="nutrition-calories">
          <Statistic title="Calories" value={calories ?? '—'} />
        </Col>
        <Col span={6}>
          <Statistic title="Protein" value={grams(n?.protein)} />
        </Col>
        <Col span={6}>
          <Statistic title="Carbs" value={grams(n?.carbs)} />
        </Col>
        <Col span={6}>
          <Statistic title="Fat" value={grams(n?.fat)} />
        </Col>
      </Row>
      {coverageText(n?.coverage) && (
        <Typography.Paragraph type="secondary" data-testid="nutrition-coverage" style={{ marginTop: 8, marginBottom: 0, fontSize: 12 }}>
          {coverageText(n?.coverage)}
        </Typography.Paragraph>
      )}
      {typeof recipe.costPerServing === 'number' && (
        <Typography.Paragraph type="secondary" data-testid="recipe-cost" style={{ marginTop: 4, marginBottom: 0, fontSize: 12 }}>
          {`About ${money(recipe.costPerServing)} a serving · `}
          <PriceSourceLink source={recipe.costSource} testId="recipe-cost-source" />
        </Typography.Paragraph>
      )}
    </section>
  );
}

/** Ingredient lines with a checkbox each; ticked lines are struck through, only while this dialog is open. */
export function IngredientChecklist({ recipe }: { recipe: RecipeDetailData }) {
  const lines = ingredientLinesOf(recipe);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  if (!lines.length) return <Typography.Paragraph type="secondary">No ingredients available for this recipe.</Typography.Paragraph>;
  const toggle = (key: string) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <ul className="fc-ingredient-list">
      {lines.map((line) => (
        <li key={line.key}>
          <Checkbox checked={checked.has(line.key)} onChange={() => toggle(line.key)}>
            <span
              data-testid="ingredient-text"
              style={{ textDecoration: checked.has(line.key) ? 'line-through' : 'none', opacity: checked.has(line.key) ? 0.6 : 1 }}
            >
              {line.text}
            </span>
          </Checkbox>
          {!line.counted && (
            <Tooltip title={line.detail ?? 'Not in our ingredient catalogue: left out of nutrition and cost'}>
              <Tag style={{ marginLeft: 6 }} data-testid="ingredient-not-counted">
                not counted{line.detail ? `: ${line.detail}` : ''}
              </Tag>
            </Tooltip>
          )}
          {line.approximate && (
            <Tag
              style={{ marginLeft: 6 }}
              title="USDA has no record of this food: counted with the nearest food's figures"
              data-testid="ingredient-approximate"
            >
              approximate
            </Tag>
          )}
          {line.counted && line.detail && (
            <Tooltip title={line.detail}>
              <InfoCircleOutlined
                style={{ marginLeft: 6, color: 'rgba(0,0,0,0.35)' }}
                aria-label={`What was counted: ${line.detail}`}
                data-testid="ingredient-counted-detail"
              />
            </Tooltip>
          )}
        </li>
      ))}
    </ul>
  );
}

export interface RecipeDetailDialogProps {
  /** The recipe to show; the dialog is open while this is not null. */
  recipeId: number | null;
  onClose: () => void;
  /** Given (the Recipes screen): a recipe of the person's own shows 'Edit', which calls this. */
  onEdit?: (recipe: RecipeDetailData) => void;
  /** Given (the Recipes screen): a recipe of the person's own shows 'Delete' (confirmed first); called once it is gone. */
  onDeleted?: (recipe: RecipeDetailData) => void;
  /** Opened from a plan slot: the servings the plan eats, shown beside the per-serving figures. */
  portion?: number | null;
}

/** Spec §7: the dialog's add says 'Success!' / 'Recipe has been added to your favorites.' */
const DIALOG_FAVORITE_TOASTS: FavoriteToasts = {
  added: { title: 'Success!', description: 'Recipe has been added to your favorites.' },
  addFailed: { title: 'Error', description: 'Failed to add to favorites. Please try again.', variant: 'destructive' },
};

/** The recipe detail dialog (spec §2, §4): used by the Recipes screen and the dashboard. */
export function RecipeDetailDialog({ recipeId, onClose, onEdit, onDeleted, portion }: RecipeDetailDialogProps) {
  const { data: recipe, error, isLoading } = useRecipe(recipeId);
  const [plans, setPlans] = useState<MealPlanSummary[] | null>(null);
  const [checkingPlans, setCheckingPlans] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const favorite = useFavoriteToggle(DIALOG_FAVORITE_TOASTS);
  const deleteRecipe = useDeleteRecipe();
  const fetchMealPlanOptions = useLoadMealPlanOptions();

  // A new recipe (or closing) resets the panel: adjusted while rendering, before anything is shown.
  const [plansRecipeId, setPlansRecipeId] = useState(recipeId);
  if (plansRecipeId !== recipeId) {
    setPlansRecipeId(recipeId);
    setPlans(null);
  }

  const openPanel = async () => {
    setCheckingPlans(true);
    try {
      const list = await fetchMealPlanOptions();
      if (!list.length) {
        toast({ title: 'No Meal Plans', description: 'Create a meal plan first to add recipes to it.', variant: 'destructive' });
        setPlans(null);
      } else setPlans(list);
    } catch (err) {
      if (isUnauthorizedError(err)) handleUnauthorized();
      else toast({ title: 'Error', description: errorMessage(err, 'Failed to add recipe to meal plan.'), variant: 'destructive' });
    } finally {
      setCheckingPlans(false);
    }
  };

  const remove = async (target: RecipeDetailData) => {
    setDeleting(true);
    try {
      await deleteRecipe(target.id);
      toast({ title: 'Recipe deleted', description: `${target.title} is gone from your recipes.` });
      onDeleted?.(target);
    } catch (err) {
      if (isUnauthorizedError(err)) handleUnauthorized();
      // 409 while a meal plan holds it: the server's message names the plans
      else
        toast({
          title: 'Recipe not deleted',
          description: errorMessage(err, 'Failed to delete the recipe. Please try again.'),
          variant: 'destructive',
        });
    } finally {
      setDeleting(false);
    }
  };

  const steps = instructionStepsOf(recipe);
  const calories = recipe ? caloriesOf(recipe) : null;

  return (
    <Modal open={recipeId !== null} onCancel={onClose} footer={null} width={820} destroyOnHidden title={null} className="fc-recipe-dialog">
      {isLoading && <Skeleton active paragraph={{ rows: 8 }} />}
      {error && !isLoading && <Alert type="error" showIcon message="This recipe could not be loaded." description={errorMessage(error)} />}
      {recipe && !isLoading && (
        <Flex vertical gap={20}>
          <header
            className="fc-recipe-hero"
            style={
              recipe.image
                ? { backgroundImage: `linear-gradient(rgba(15,23,42,.15), rgba(15,23,42,.75)), url("${recipe.image}")` }
                : undefined
            }
          >
            <Typography.Title level={3} style={{ margin: 0, color: recipe.image ? '#fff' : undefined }}>
              {recipe.title}
            </Typography.Title>
            <Flex gap={16} wrap style={{ marginTop: 8 }} className="fc-recipe-stats">
              {recipe.readyInMinutes != null && (
                <span>
                  <ClockCircleOutlined /> {recipe.readyInMinutes} minutes
                </span>
              )}
              {recipe.servings != null && (
                <span>
                  <TeamOutlined /> {recipe.servings} servings
                </span>
              )}
              {calories !== null && (
                <span>
                  <FireOutlined /> {calories} calories
                </span>
              )}
            </Flex>
          </header>

          {recipe.summary && <SafeHtml html={recipe.summary} className="fc-recipe-summary" />}

          {portion != null && calories !== null && (
            <Alert
              type="success"
              data-testid="portion-eaten"
              title={portionLine(portionFigures(portion, { calories, protein: recipe.nutrition?.protein }))}
            />
          )}

          <NutritionPanel recipe={recipe} />

          <DietAllergenTags diets={recipe.diets} allergens={recipe.allergens} />

          <Row gutter={[24, 16]}>
            <Col xs={24} md={10}>
              <Typography.Title level={5}>Ingredients</Typography.Title>
              <IngredientChecklist key={recipeId ?? 'none'} recipe={recipe} />
            </Col>
            <Col xs={24} md={14}>
              <Typography.Title level={5}>Instructions</Typography.Title>
              {steps.length ? (
                <ol className="fc-instruction-list">
                  {steps.map((step, i) => (
                    <li key={i}>
                      <span className="fc-step-number" aria-hidden>
                        {i + 1}
                      </span>
                      <span>{step}</span>
                    </li>
                  ))}
                </ol>
              ) : (
                <Typography.Paragraph type="secondary">No cooking instructions available.</Typography.Paragraph>
              )}
            </Col>
          </Row>

          {plans && recipeId !== null && (
            <AddToMealPlanPanel recipeId={recipeId} plans={plans} onDone={() => setPlans(null)} onCancel={() => setPlans(null)} />
          )}

          <Flex gap={8} justify="flex-end" wrap>
            {recipe.isOwn && onDeleted && (
              <Popconfirm
                title="Delete this recipe?"
                description="It goes from your recipes and favorites for good."
                okText="Delete"
                okButtonProps={{ danger: true }}
                cancelText="Cancel"
                onConfirm={() => remove(recipe)}
              >
                <Button danger icon={<DeleteOutlined />} loading={deleting}>
                  Delete
                </Button>
              </Popconfirm>
            )}
            {recipe.isOwn && onEdit && (
              <Button icon={<EditOutlined />} onClick={() => onEdit(recipe)}>
                Edit
              </Button>
            )}
            <Button icon={<PlusOutlined />} onClick={() => void openPanel()} loading={checkingPlans}>
              Add to Meal Plan
            </Button>
            {/* a toggle: 'Save to Favorites' adds; once a favourite it shows so, filled, and removes */}
            <Button
              type={favorite.isFavorite(recipe.id) ? 'default' : 'primary'}
              icon={favorite.isFavorite(recipe.id) ? <HeartFilled style={{ color: '#e11d48' }} /> : <HeartOutlined />}
              aria-pressed={favorite.isFavorite(recipe.id)}
              data-testid="favorite-toggle"
              onClick={() => void favorite.toggle(recipe.id)}
              loading={favorite.isPending(recipe.id)}
            >
              {favorite.isFavorite(recipe.id) ? 'Remove from Favorites' : 'Save to Favorites'}
            </Button>
          </Flex>
        </Flex>
      )}
      {!recipe && !isLoading && !error && <Empty description="No recipe selected" />}
    </Modal>
  );
}
