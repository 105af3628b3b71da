import { Alert, Flex, Input, Modal, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, isUnauthorizedError } from '../../api/fetcher';
import { handleUnauthorized } from '../../auth/unauthorized';
import { useImportRecipe, type ImportedRecipe } from '../../api/recipes';
import { toast } from '../../toast/toast-store';

export interface ImportRecipeDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the saved recipe (the caller usually opens it). */
  onImported: (recipe: ImportedRecipe) => void;
}

type Source = 'url' | 'html';

/** Saves a recipe from a web page (its schema.org data) as the person's own recipe. */
export function ImportRecipeDialog({ open, onClose, onImported }: ImportRecipeDialogProps) {
  const [source, setSource] = useState<Source>('url');
  const [url, setUrl] = useState('');
  const [html, setHtml] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const importRecipe = useImportRecipe();
  const value = source === 'url' ? url.trim() : html.trim();

  const reset = () => {
    setUrl('');
    setHtml('');
    setProblem(null);
  };

  const submit = async () => {
    if (!value) return;
    setPending(true);
    setProblem(null);
    try {
      const recipe = await importRecipe(source === 'url' ? { url: value } : { html: value });
      const total =
        recipe.unmatchedIngredients.length +
        (Array.isArray(recipe.extendedIngredients) ? recipe.extendedIngredients.filter((i) => i.matched !== false).length : 0);
      toast({
        title: 'Recipe imported',
        description: recipe.unmatchedIngredients.length
          ? `${recipe.title}: ${recipe.unmatchedIngredients.length} of ${total} ingredients are not in our catalogue and are left out of nutrition and cost.`
          : `${recipe.title} is saved to your recipes.`,
      });
      reset();
      onImported(recipe);
    } catch (error) {
      if (isUnauthorizedError(error)) handleUnauthorized();
      else setProblem(errorMessage(error, 'The recipe could not be imported. Please try again.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Import a recipe"
      onCancel={() => {
        reset();
        onClose();
      }}
      okText={pending ? 'Importing...' : 'Import'}
      onOk={() => void submit()}
      okButtonProps={{ disabled: pending || !value }}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Most recipe sites publish their recipes in a standard format. Forkcast reads it, matches every ingredient to its catalogue and
          works out nutrition and cost. Imported recipes are visible only to you.
        </Typography.Paragraph>
        <Segmented<Source>
          value={source}
          onChange={(v) => {
            setSource(v);
            setProblem(null);
          }}
          options={[
            { label: 'Web address', value: 'url' },
            { label: 'Page HTML', value: 'html' },
          ]}
        />
        {source === 'url' ? (
          <Input
            aria-label="Recipe web address"
            placeholder="https://example.com/best-chili"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            onPressEnter={() => void submit()}
          />
        ) : (
          <Input.TextArea
            aria-label="Recipe page HTML"
            placeholder="Paste the page source (View source → copy all)"
            rows={6}
            value={html}
            onChange={(e) => setHtml(e.target.value)}
          />
        )}
        {problem && <Alert type="error" showIcon message={problem} />}
      </Flex>
    </Modal>
  );
}
