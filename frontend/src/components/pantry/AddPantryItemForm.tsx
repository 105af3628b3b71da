import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Input, Radio, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { INGREDIENT_SEARCH_MIN, useAddPantryItem, useIngredientSearch, type IngredientMatch, type PantryKind } from '../../api/pantry';
import { useDebouncedValue } from '../useDebouncedValue';
import { toast } from '../../toast/toast-store';
import { PantryAmountEditor } from './PantryAmountEditor';
import { pantryProblem } from './pantry-errors';

/**
 * Add a food to the pantry: search our ingredients as you type (debounced), pick one, say whether it is always
 * at home or how much there is, add. A refusal (a unit that food cannot be weighed in, already in the pantry)
 * shows the server's reason beside the form.
 */
export function AddPantryItemForm({ inPantry }: { inPantry: ReadonlySet<number> }) {
  const add = useAddPantryItem();
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query.trim());
  const search = useIngredientSearch(settled);
  const [picked, setPicked] = useState<IngredientMatch | null>(null);
  const [kind, setKind] = useState<PantryKind>('staple');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = (food: IngredientMatch) => {
    setPicked(food);
    setProblem(null);
  };
  const reset = () => {
    setPicked(null);
    setKind('staple');
    setQuery('');
    setProblem(null);
  };
  const added = (name: string) => {
    toast({ title: 'Added', description: `Added ${name} to your pantry.` });
    reset();
  };

  const addStaple = async (food: IngredientMatch) => {
    setSaving(true);
    setProblem(null);
    try {
      await add({ ingredientId: food.id, kind: 'staple' });
      added(food.name);
    } catch (error) {
      setProblem(pantryProblem(error));
    } finally {
      setSaving(false);
    }
  };
  const addStock = async (food: IngredientMatch, amount: { quantity: number; unit: string }): Promise<string | null> => {
    try {
      await add({ ingredientId: food.id, kind: 'stock', ...amount });
      added(food.name);
      return null;
    } catch (error) {
      return pantryProblem(error);
    }
  };

  const typed = query.trim();
  const results = search.data?.items ?? [];
  let found;
  if (typed.length < INGREDIENT_SEARCH_MIN) {
    found = (
      <Typography.Text
        type="secondary"
        style={{ fontSize: 12 }}
      >{`Type at least ${INGREDIENT_SEARCH_MIN} characters to search our ingredients`}</Typography.Text>
    );
  } else if (settled !== typed || (search.isLoading && !search.data)) {
    found = (
      <Flex justify="center" style={{ padding: 8 }}>
        <Spin size="small" aria-label="Searching" />
      </Flex>
    );
  } else if (search.error) {
    found = (
      <Typography.Text type="danger" style={{ fontSize: 12 }}>
        The search failed. Please try again.
      </Typography.Text>
    );
  } else if (!results.length) {
    found = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`None of our ingredients is called “${typed}”`} />;
  } else {
    found = (
      <Flex vertical gap={2} role="list" aria-label="Ingredients found" className="fc-pantry-results">
        {results.map((food) => (
          <Button
            key={food.id}
            role="listitem"
            type={picked?.id === food.id ? 'primary' : 'text'}
            ghost={picked?.id === food.id}
            onClick={() => pick(food)}
            aria-label={food.name}
            data-testid="ingredient-result"
            style={{ justifyContent: 'space-between', display: 'flex', textAlign: 'left' }}
          >
            <span>{food.name}</span>
            <span>
              {inPantry.has(food.id) && (
                <Tag color="green" variant="filled">
                  in your pantry
                </Tag>
              )}
              {food.approximateNutrition && (
                <Tag title="USDA has no record of this food: its nutrition is the nearest food's" data-testid="ingredient-approximate">
                  approximate
                </Tag>
              )}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {food.aisle}
              </Typography.Text>
            </span>
          </Button>
        ))}
      </Flex>
    );
  }

  return (
    <section aria-label="Add to your pantry" data-testid="pantry-add">
      <Flex vertical gap={8}>
        <Input.Search
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setPicked(null);
            setProblem(null);
          }}
          placeholder="Find a food, e.g. olive oil, rice, eggs"
          aria-label="Search our ingredients"
          allowClear
          maxLength={100}
        />
        {!picked && found}
        {picked && (
          <Flex vertical gap={8} className="fc-pantry-picked" data-testid="pantry-picked">
            <Flex justify="space-between" align="center" gap={8}>
              <span>
                <Typography.Text strong>{picked.name}</Typography.Text>{' '}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {picked.aisle}
                </Typography.Text>
              </span>
              <Button size="small" type="link" onClick={() => setPicked(null)}>
                Choose another
              </Button>
            </Flex>
            <Radio.Group
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as PantryKind);
                setProblem(null);
              }}
              options={[
                { value: 'staple', label: 'Always at home' },
                { value: 'stock', label: 'An amount' },
              ]}
              aria-label={`Staple or amount: ${picked.name}`}
            />
            {kind === 'staple' ? (
              <Flex vertical gap={4}>
                <Button
                  type="primary"
                  size="small"
                  icon={<PlusOutlined />}
                  loading={saving}
                  onClick={() => void addStaple(picked)}
                  style={{ alignSelf: 'flex-start' }}
                >
                  Add to pantry
                </Button>
                {problem && (
                  <Typography.Text type="danger" style={{ fontSize: 12 }} role="alert">
                    {problem}
                  </Typography.Text>
                )}
              </Flex>
            ) : (
              <PantryAmountEditor
                key={picked.id}
                name={picked.name}
                initial={{ quantity: null, unit: 'oz' }}
                saveLabel="Add to pantry"
                onSave={(amount) => addStock(picked, amount)}
                onCancel={() => setKind('staple')}
              />
            )}
          </Flex>
        )}
      </Flex>
    </section>
  );
}
