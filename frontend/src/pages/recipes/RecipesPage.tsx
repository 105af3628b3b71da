import { ClearOutlined, EditOutlined, ImportOutlined, RobotOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Empty, Flex, Input, Row } from 'antd';
import { useState, type FormEvent } from 'react';
import { errorMessage, isUnauthorizedError } from '../../api/fetcher';
import { handleUnauthorized } from '../../auth/unauthorized';
import {
  favoriteIdsOf,
  resultsOf,
  useAddFavorite,
  useFavorites,
  useRecipeSearch,
  type RecipeCardData,
  type RecipeDetailData,
} from '../../api/recipes';
import { PageHeader } from '../../components/PageHeader';
import { RecipeCard, RecipeCardSkeleton } from '../../components/recipes/RecipeCard';
import { ImportRecipeDialog } from '../../components/recipes/ImportRecipeDialog';
import { RecipeDetailDialog } from '../../components/recipes/RecipeDetailDialog';
import { RecipeEditorDialog } from '../../components/recipes/RecipeEditorDialog';
import { toast } from '../../toast/toast-store';

export const SKELETON_COUNT = 6;

/** /recipes: 'Recipe Discovery' (spec §2 Recipes, §4 Recipe search, §5). */
export function RecipesPage() {
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  /** The editor: a new recipe, or one of the person's own being edited; null when closed. */
  const [editing, setEditing] = useState<{ recipe: RecipeDetailData | null } | null>(null);
  const [pendingFavorites, setPendingFavorites] = useState<Set<number>>(new Set());
  const search = useRecipeSearch(submitted);
  const favorites = useFavorites();
  const addFavorite = useAddFavorite();
  const favoriteIds = favoriteIdsOf(favorites.data);
  const results = resultsOf(search.data);

  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    const query = text.trim();
    if (query) setSubmitted(query);
  };

  const clear = () => {
    setSubmitted(null);
    setText('');
  };

  const favorite = async (recipe: RecipeCardData) => {
    setPendingFavorites((prev) => new Set(prev).add(recipe.id));
    try {
      await addFavorite(recipe.id);
      toast({ title: 'Recipe added to favorites!' });
    } catch (error) {
      if (isUnauthorizedError(error)) handleUnauthorized();
      else toast({ title: 'Failed to add recipe to favorites', variant: 'destructive' });
    } finally {
      setPendingFavorites((prev) => {
        const next = new Set(prev);
        next.delete(recipe.id);
        return next;
      });
    }
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

      <div style={{ marginTop: 24 }}>
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
          <Row gutter={[16, 16]}>
            {results.map((recipe) => (
              <Col key={recipe.id} xs={24} sm={12} lg={8}>
                <RecipeCard
                  recipe={recipe}
                  isFavorite={favoriteIds.has(recipe.id)}
                  favoritePending={pendingFavorites.has(recipe.id)}
                  onFavorite={(r) => void favorite(r)}
                  onView={(r) => setOpenId(r.id)}
                />
              </Col>
            ))}
          </Row>
        )}
      </div>

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
