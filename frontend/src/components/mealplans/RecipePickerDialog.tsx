import { Button, Empty, Input, List, Modal, Spin, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../useDebouncedValue';
import { caloriesOf, resultsOf, useFavorites, useRecipeSearch, type RecipeCardData } from '../../api/recipes';

export interface PickedRecipe {
  id: number;
  title: string;
}

export interface RecipePickerDialogProps {
  open: boolean;
  /** 'Select Recipe - {weekday} {meal}' */
  title: string;
  /** Recipes the person planned lately (newest first). */
  recent: PickedRecipe[];
  onCancel: () => void;
  onPick: (recipe: PickedRecipe) => Promise<void> | void;
}

function RecipeList({
  recipes,
  onPick,
  busy,
}: {
  recipes: (RecipeCardData | PickedRecipe)[];
  onPick: (r: PickedRecipe) => void;
  busy: number | null;
}) {
  if (!recipes.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No recipes here yet" />;
  return (
    <List
      size="small"
      dataSource={recipes}
      renderItem={(r) => {
        const calories = 'summary' in r || 'nutrition' in r || 'calories' in r ? caloriesOf(r as RecipeCardData) : null;
        return (
          <List.Item
            key={r.id}
            data-testid="picker-recipe"
            actions={[
              <Button key="add" size="small" type="primary" loading={busy === r.id} onClick={() => onPick({ id: r.id, title: r.title })}>
                Select
              </Button>,
            ]}
          >
            <List.Item.Meta title={r.title} description={calories !== null ? `${calories} cal per serving` : undefined} />
          </List.Item>
        );
      }}
    />
  );
}

/** Recipe picker with Search, Favorites and Recent tabs (spec §2). */
export function RecipePickerDialog({ open, title, recent, onCancel, onPick }: RecipePickerDialogProps) {
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const q = query.trim();
  const searched = useDebouncedValue(q);
  const search = useRecipeSearch(open && searched.length >= 3 ? searched : null);
  const favorites = useFavorites();
  const pick = async (r: PickedRecipe) => {
    setBusy(r.id);
    try {
      await onPick(r);
    } finally {
      setBusy(null);
    }
  };
  const favoriteRecipes = (favorites.data ?? []).map((f) => ({ ...f, id: Number(f.recipeId ?? f.id) })).filter((f) => f.title);

  return (
    <Modal
      open={open}
      title={title}
      onCancel={() => {
        setQuery('');
        onCancel();
      }}
      footer={null}
      destroyOnHidden
      width={600}
    >
      <Tabs
        items={[
          {
            key: 'search',
            label: 'Search',
            children: (
              <>
                <Input.Search
                  aria-label="Search recipes"
                  placeholder="Search recipes, e.g. oatmeal"
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                  allowClear
                  autoFocus
                />
                <div style={{ marginTop: 12, maxHeight: 320, overflowY: 'auto' }}>
                  {q.length < 3 ? (
                    <Typography.Text type="secondary">Type at least 3 characters to search recipes</Typography.Text>
                  ) : search.isLoading || searched !== q ? (
                    <Spin />
                  ) : (
                    <RecipeList recipes={resultsOf(search.data)} onPick={pick} busy={busy} />
                  )}
                </div>
              </>
            ),
          },
          {
            key: 'favorites',
            label: 'Favorites',
            children: (
              <div style={{ maxHeight: 360, overflowY: 'auto' }}>
                {favorites.isLoading ? <Spin /> : <RecipeList recipes={favoriteRecipes} onPick={pick} busy={busy} />}
              </div>
            ),
          },
          {
            key: 'recent',
            label: 'Recent',
            children: (
              <div style={{ maxHeight: 360, overflowY: 'auto' }}>
                <RecipeList recipes={recent} onPick={pick} busy={busy} />
              </div>
            ),
          },
        ]}
      />
    </Modal>
  );
}
