import { Alert, Button, Checkbox, Col, Flex, Form, Input, InputNumber, Modal, Row } from 'antd';
import { useState } from 'react';
import { errorMessage, isUnauthorizedError } from '../../api/fetcher';
import { MEAL_LABELS, MEAL_TYPES } from '../../api/meal-plans';
import { useCreateRecipe, useUpdateRecipe, type RecipeDetailData } from '../../api/recipes';
import { handleUnauthorized } from '../../auth/unauthorized';
import { useDebouncedValue } from '../useDebouncedValue';
import { toast } from '../../toast/toast-store';
import {
  draftOf,
  EMPTY_RECIPE_FORM,
  formValuesOf,
  imageProblem,
  ingredientsProblem,
  isWholeNumber,
  previewDraftOf,
  RECIPE_LIMITS,
  RECIPE_MESSAGES,
  stepsProblem,
  type RecipeFormValues,
} from './recipe-draft';
import { RecipePreviewPanel } from './RecipePreviewPanel';

/** How long typing must pause before the preview is asked again. */
export const PREVIEW_DEBOUNCE_MS = 300;

export interface RecipeEditorDialogProps {
  open: boolean;
  /** The recipe to edit (one of the person's own); absent for a new one. */
  recipe?: RecipeDetailData | null;
  onClose: () => void;
  /** Called with the saved recipe (the caller usually opens it). */
  onSaved: (recipe: RecipeDetailData) => void;
}

const MEAL_OPTIONS = MEAL_TYPES.map((value) => ({ label: MEAL_LABELS[value], value }));
const rule = (problem: (value: string) => string | null) => ({
  validator: (_: unknown, value: string) => {
    const p = problem(value);
    return p ? Promise.reject(new Error(p)) : Promise.resolve();
  },
});

/** The recipe editor: the form on one side, the live preview of its figures on the other. */
export function RecipeEditorDialog({ open, recipe, onClose, onSaved }: RecipeEditorDialogProps) {
  return (
    <Modal
      open={open}
      title={recipe ? 'Edit recipe' : 'New recipe'}
      onCancel={onClose}
      footer={null}
      width={1040}
      destroyOnHidden
      className="fc-recipe-editor"
    >
      {open && <RecipeEditorForm key={recipe?.id ?? 'new'} recipe={recipe ?? null} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function RecipeEditorForm({
  recipe,
  onClose,
  onSaved,
}: {
  recipe: RecipeDetailData | null;
  onClose: () => void;
  onSaved: (recipe: RecipeDetailData) => void;
}) {
  const [form] = Form.useForm<RecipeFormValues>();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const createRecipe = useCreateRecipe();
  const updateRecipe = useUpdateRecipe();
  const ingredients = Form.useWatch('ingredients', form);
  const servings = Form.useWatch('servings', form);
  // The preview follows the lines and servings once typing pauses (a string, so equal drafts are one key).
  const settled = useDebouncedValue(JSON.stringify(previewDraftOf(ingredients, servings)), PREVIEW_DEBOUNCE_MS);

  const save = async (values: RecipeFormValues) => {
    setPending(true);
    setProblem(null);
    try {
      const saved = recipe ? await updateRecipe(recipe.id, draftOf(values)) : await createRecipe(draftOf(values));
      toast({ title: 'Recipe saved', description: `${saved.title} is saved to your recipes.` });
      onSaved(saved);
    } catch (error) {
      if (isUnauthorizedError(error)) handleUnauthorized();
      else setProblem(errorMessage(error, 'The recipe could not be saved. Please try again.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} md={14}>
        <Form<RecipeFormValues>
          form={form}
          layout="vertical"
          initialValues={recipe ? formValuesOf(recipe) : EMPTY_RECIPE_FORM}
          onFinish={(values) => void save(values)}
          requiredMark="optional"
          aria-label={recipe ? 'Edit recipe' : 'New recipe'}
        >
          <Form.Item
            name="title"
            label="Title"
            rules={[
              { required: true, whitespace: true, message: RECIPE_MESSAGES.title },
              { max: RECIPE_LIMITS.title, message: RECIPE_MESSAGES.titleLength },
            ]}
          >
            <Input placeholder="Grandma's chicken and rice" maxLength={RECIPE_LIMITS.title + 1} />
          </Form.Item>
          <Row gutter={12}>
            <Col span={8}>
              <Form.Item
                name="servings"
                label="Servings"
                required
                rules={[
                  {
                    validator: (_, v) =>
                      isWholeNumber(v, 1, RECIPE_LIMITS.servings) ? Promise.resolve() : Promise.reject(new Error(RECIPE_MESSAGES.servings)),
                  },
                ]}
              >
                <InputNumber min={1} max={RECIPE_LIMITS.servings} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                name="readyInMinutes"
                label="Minutes"
                required
                rules={[
                  {
                    validator: (_, v) =>
                      isWholeNumber(v, 1, RECIPE_LIMITS.minutes) ? Promise.resolve() : Promise.reject(new Error(RECIPE_MESSAGES.minutes)),
                  },
                ]}
              >
                <InputNumber min={1} max={RECIPE_LIMITS.minutes} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                name="mealTypes"
                label="Meals"
                tooltip="Which meals the planner may use it for; none ticked: guessed from the title"
              >
                <Checkbox.Group options={MEAL_OPTIONS} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="ingredients"
            label="Ingredients"
            required
            rules={[rule(ingredientsProblem)]}
            extra="One per line, as you would write them: 2 cups cooked rice. A line we cannot weigh is shown as not counted."
          >
            <Input.TextArea rows={8} placeholder={'1 lb boneless chicken thighs\n1 cup long-grain white rice\n1 tbsp olive oil'} />
          </Form.Item>
          <Form.Item name="instructions" label="Steps" rules={[rule(stepsProblem)]} extra="One step per line.">
            <Input.TextArea rows={5} placeholder={'Rinse the rice.\nBrown the chicken in the oil.'} />
          </Form.Item>
          <Form.Item name="summary" label="Summary" rules={[{ max: RECIPE_LIMITS.summary, message: RECIPE_MESSAGES.summaryLength }]}>
            <Input.TextArea rows={2} placeholder="A sentence or two about it" />
          </Form.Item>
          <Form.Item name="image" label="Image address" rules={[rule(imageProblem)]}>
            <Input placeholder="https://…" />
          </Form.Item>
          {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} />}
          <Flex justify="flex-end" gap={8}>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="primary" htmlType="submit" disabled={pending}>
              {pending ? 'Saving...' : 'Save recipe'}
            </Button>
          </Flex>
        </Form>
      </Col>
      <Col xs={24} md={10}>
        <RecipePreviewPanel draft={JSON.parse(settled) as ReturnType<typeof previewDraftOf>} />
      </Col>
    </Row>
  );
}
