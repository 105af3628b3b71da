import { LoadingOutlined } from '@ant-design/icons';
import { Alert, Flex, Tag, Tooltip, Typography } from 'antd';
import { errorMessage } from '../../api/fetcher';
import { ingredientLinesOf, useRecipePreview, type RecipeDraft } from '../../api/recipes';
import { DietAllergenTags } from './DietAllergenTags';
import { NutritionPanel } from './RecipeDetailDialog';

export interface RecipePreviewPanelProps {
  /** The lines and servings typed so far (already debounced); null while there is nothing to work out. */
  draft: Pick<RecipeDraft, 'ingredients' | 'servings'> | null;
}

/**
 * Beside the recipe editor: what the recipe comes to per serving as it is typed — calories, macros,
 * cost, diets and allergens, worked out by the server as a saved recipe's are — and each line counted or
 * "not counted" with the reason, so the person can reword it.
 */
export function RecipePreviewPanel({ draft }: RecipePreviewPanelProps) {
  const { data, error, isValidating } = useRecipePreview(draft);
  const shown = draft ? data : undefined;
  const lines = shown ? ingredientLinesOf({ id: 0, title: '', extendedIngredients: shown.extendedIngredients }) : [];
  return (
    <aside aria-label="Recipe preview" className="fc-recipe-preview">
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Preview
        </Typography.Title>
        {draft && isValidating && <LoadingOutlined aria-label="Working out the figures" />}
      </Flex>
      {!draft ? (
        <Typography.Paragraph type="secondary" data-testid="recipe-preview-hint">
          Type the ingredients, one per line, to see calories, nutrition and cost per serving.
        </Typography.Paragraph>
      ) : error && !shown ? (
        <Alert type="warning" showIcon message="The figures could not be worked out." description={errorMessage(error)} />
      ) : shown ? (
        <Flex vertical gap={12}>
          <NutritionPanel recipe={shown} />
          <DietAllergenTags diets={shown.diets} allergens={shown.allergens} />
          <ul className="fc-ingredient-list" aria-label="Ingredient lines">
            {lines.map((line) => (
              <li key={line.key} data-testid="preview-line">
                <span>{line.text}</span>
                {line.counted ? (
                  line.detail && (
                    <>
                      <Tooltip title={line.detail}>
                        <Tag color="green" style={{ marginLeft: 6 }}>
                          counted
                        </Tag>
                      </Tooltip>
                      {line.approximate && (
                        <Tag
                          title="USDA has no record of this food: counted with the nearest food's figures"
                          data-testid="preview-approximate"
                        >
                          approximate
                        </Tag>
                      )}
                    </>
                  )
                ) : (
                  <Tag color="orange" style={{ marginLeft: 6 }} data-testid="preview-not-counted">
                    not counted: {line.detail ?? 'not in our ingredient catalogue'}
                  </Tag>
                )}
              </li>
            ))}
          </ul>
        </Flex>
      ) : (
        <Typography.Paragraph type="secondary">Working out the figures…</Typography.Paragraph>
      )}
    </aside>
  );
}
