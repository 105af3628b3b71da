import './recipes.css';
import { ClockCircleOutlined, FireOutlined, HeartFilled, HeartOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { caloriesOf, type RecipeCardData } from '../../api/recipes';
import { SafeHtml } from './SafeHtml';

export interface RecipeCardProps {
  recipe: RecipeCardData;
  isFavorite: boolean;
  favoritePending?: boolean;
  /** Toggles: adds the recipe to the favourites, or removes it when it is one. */
  onFavorite: (recipe: RecipeCardData) => void;
  onView: (recipe: RecipeCardData) => void;
}

/** One recipe card: title, ready-in minutes, servings, calories badge, HTML summary, the favourite heart (filled when one) and 'View Recipe'. */
export function RecipeCard({ recipe, isFavorite, favoritePending, onFavorite, onView }: RecipeCardProps) {
  const calories = caloriesOf(recipe);
  const hasNutrition = recipe.nutrition != null || typeof recipe.calories === 'number';
  return (
    <Card
      className="fc-recipe-card"
      data-testid="recipe-card"
      cover={recipe.image ? <img alt="" src={recipe.image} className="fc-recipe-card-image" loading="lazy" /> : undefined}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 10, height: '100%' } }}
    >
      <Flex justify="space-between" align="flex-start" gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {recipe.title}
        </Typography.Title>
        <Tooltip title={isFavorite ? 'Remove from favorites' : 'Add to favorites'}>
          {/* one toggle, named for what it is; aria-pressed says whether the recipe is a favourite */}
          <Button
            shape="circle"
            type="text"
            aria-label="Favorite"
            aria-pressed={isFavorite}
            data-testid="favorite-toggle"
            disabled={favoritePending}
            loading={favoritePending}
            icon={isFavorite ? <HeartFilled style={{ color: '#e11d48' }} /> : <HeartOutlined />}
            onClick={() => onFavorite(recipe)}
          />
        </Tooltip>
      </Flex>
      <Flex gap={12} wrap align="center" className="fc-recipe-card-stats">
        {recipe.readyInMinutes != null && (
          <Typography.Text type="secondary">
            <ClockCircleOutlined /> {recipe.readyInMinutes} min
          </Typography.Text>
        )}
        {recipe.servings != null && (
          <Typography.Text type="secondary">
            <TeamOutlined /> {recipe.servings} servings
          </Typography.Text>
        )}
        {hasNutrition && calories !== null && (
          <Tag color="orange" icon={<FireOutlined />}>
            {calories} cal
          </Tag>
        )}
      </Flex>
      <SafeHtml html={recipe.summary} className="fc-recipe-card-summary" />
      <div style={{ marginTop: 'auto' }}>
        <Button type="primary" block onClick={() => onView(recipe)}>
          View Recipe
        </Button>
      </div>
    </Card>
  );
}

/** The placeholder card shown while results load (six of them, spec §9). */
export function RecipeCardSkeleton() {
  return (
    <Card className="fc-recipe-card" data-testid="recipe-card-skeleton" aria-hidden>
      <Skeleton active title paragraph={{ rows: 3 }} />
      <Skeleton.Button active block />
    </Card>
  );
}
