import { ClearOutlined, EditOutlined, ImportOutlined, RobotOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Empty, Flex, Input, Row, Typography } from 'antd';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '../../api/fetcher';
import { resultsOf, useOwnRecipes, useRecipeSearch, type RecipeCardData, type RecipeDetailData } from '../../api/recipes';
import { PageHeader } from '../../components/PageHeader';
import { RecipeCard, RecipeCardSkeleton } from '../../components/recipes/RecipeCard';
import { ImportRecipeDialog } from '../../components/recipes/ImportRecipeDialog';
import { RecipeDetailDialog } from '../../components/recipes/RecipeDetailDialog';
import { RecipeEditorDialog } from '../../components/recipes/RecipeEditorDialog';
import { useFavoriteToggle, type FavoriteToasts } from '../../components/recipes/useFavoriteToggle';

export const SKELETON_COUNT = 6;

/** Spec §7: a result card's heart says 'Recipe added to favorites!'. */
const CARD_FAVORITE_TOASTS: FavoriteToasts = {
  added: { title: 'Recipe added to favorites!' },
  addFailed: { title: 'Failed to add recipe to favorites', variant: 'destructive' },
};

/** A titled shelf of recipe cards under the search: the person's own recipes, their favourites. */
function RecipeShelf({ title, testId, empty, children }: { title: string; testId: string; empty: ReactNode | null; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={testId} className="fc-recipe-shelf">
      <Typography.Title level={3} id={headingId} style={{ marginBottom: 16 }}>
        {title}
      </Typography.Title>
      {empty ?? (
        <Row gutter={[16, 16]} role="list" aria-labelledby={headingId}>
          {children}
        </Row>
      )}
    </section>
  );
}

/** /recipes: 'Recipe Discovery' (spec §2 Recipes, §4 Recipe search, §5). */
export function RecipesPage() {
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  /** The editor: a new recipe, or one of the person's own being edited; null when closed. */
  const [editing, setEditing] = useState<{ recipe: RecipeDetailData | null } | null>(null);
  const search = useRecipeSearch(submitted);
  const own = useOwnRecipes();
  const favorite = useFavoriteToggle(CARD_FAVORITE_TOASTS);
  const results = resultsOf(search.data);
  const favoriteRecipes = (favorite.favorites.data ?? []).map((f) => ({ ...f, id: Number(f.recipeId ?? f.id) }));
  const card = (recipe: RecipeCardData) => (
    <Col key={recipe.id} xs={24} sm={12} lg={8} role="listitem">
      <RecipeCard
        recipe={recipe}
        isFavorite={favorite.isFavorite(recipe.id)}
        favoritePending={favorite.isPending(recipe.id)}
        onFavorite={(r) => void favorite.toggle(r.id)}
        onView={(r) => setOpenId(r.id)}
      />
    </Col>
  );

  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    const query = text.trim();
    if (query) setSubmitted(query);
  };

  const clear = () => {
    setSubmitted(null);
    setText('');
  };

  return (
    <div className="fc-page">
      <PageHeader
        title="Recipe Discovery"
        subtitle="Search recipes by name, ingredient or diet; save the ones you love."
        actions={
          <Flex gap={8} wrap>
            <Button icon={<EditOutlined />} onClick={() => setEditing({ recipe: null })}>
              New recipe
            </Button>
            <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
              Import Recipe
            </Button>
          </Flex>
        }
      />

      <form onSubmit={onSubmit} role="search" aria-label="Search recipes" className="fc-recipe-search">
        <Flex gap={8} wrap>
          <Input
            size="large"
            allowClear={false}
            prefix={<SearchOutlined />}
            placeholder="Search recipes (e.g. chicken, pasta, vegan)"
            aria-label="Search recipes"
            value={text}
            onChange={(e) => setText(e.target.value)}
            style={{ flex: '1 1 320px' }}
            maxLength={100}
          />
          <Button size="large" type="primary" htmlType="submit" disabled={!text.trim()}>
            Search
          </Button>
          {submitted !== null && (
            <Button size="large" icon={<ClearOutlined />} onClick={clear}>
              Clear Search
            </Button>
          )}
        </Flex>
      </form>

      {search.data?.curated && (
        <Alert
          className="fc-curated-banner"
          type="info"
          showIcon
          icon={<RobotOutlined />}
          message="AI Curated Results"
          description={search.data.message}
          style={{ marginTop: 16 }}
        />
      )}

      <div style={{ marginTop: 24 }} data-testid="recipe-results">
        {submitted === null ? (
          <Empty description="Start exploring recipes" image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : search.isLoading ? (
          <Row gutter={[16, 16]} aria-busy="true" aria-label="Loading recipes">
            {Array.from({ length: SKELETON_COUNT }, (_, i) => (
              <Col key={i} xs={24} sm={12} lg={8}>
                <RecipeCardSkeleton />
              </Col>
            ))}
          </Row>
        ) : search.error ? (
          <Alert type="error" showIcon message="Recipes could not be loaded." description={errorMessage(search.error)} />
        ) : results.length === 0 ? (
          <Empty description="No recipes found" />
        ) : (
          <Row gutter={[16, 16]}>{results.map(card)}</Row>
        )}
      </div>

      <RecipeShelf
        title="My recipes"
        testId="my-recipes"
        empty={
          own.data && own.data.length === 0 ? (
            <Typography.Paragraph type="secondary">Recipes you write or import appear here.</Typography.Paragraph>
          ) : null
        }
      >
        {(own.data ?? []).map(card)}
      </RecipeShelf>
      <RecipeShelf
        title="Favorites"
        testId="favorite-recipes"
        empty={
          favorite.favorites.data && favoriteRecipes.length === 0 ? (
            <Typography.Paragraph type="secondary">Tap the heart on a recipe to keep it here.</Typography.Paragraph>
          ) : null
        }
      >
        {favoriteRecipes.map(card)}
      </RecipeShelf>

      <RecipeDetailDialog
        recipeId={openId}
        onClose={() => setOpenId(null)}
        onEdit={(recipe) => {
          setOpenId(null);
          setEditing({ recipe });
        }}
        onDeleted={() => setOpenId(null)}
      />
      <RecipeEditorDialog
        open={editing !== null}
        recipe={editing?.recipe}
        onClose={() => setEditing(null)}
        onSaved={(recipe) => {
          setEditing(null);
          setOpenId(recipe.id);
        }}
      />
      <ImportRecipeDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(recipe) => {
          setImporting(false);
          setOpenId(recipe.id);
        }}
      />
    </div>
  );
}
