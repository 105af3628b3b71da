import { Flex, Tag } from 'antd';
import type { Schemas } from '../../api/types';

type Diet = Schemas['Diet'];
type Allergen = Schemas['Allergen'];

const label = (s: string) =>
  s
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('-');
/** Each allergen the API names (its Allergen enum), as a tag says it: a new word fails the type check until named here. */
const ALLERGEN_NAMES: Record<Allergen, string> = {
  milk: 'Dairy',
  eggs: 'Eggs',
  fish: 'Fish',
  shellfish: 'Shellfish',
  'tree-nuts': 'Tree nuts',
  peanuts: 'Peanuts',
  wheat: 'Wheat',
  gluten: 'Gluten',
  soy: 'Soy',
  sesame: 'Sesame',
};

/** A recipe's diets (green) and allergens ('Contains Dairy'); nothing when it has neither. */
export function DietAllergenTags({ diets, allergens }: { diets?: readonly Diet[]; allergens?: readonly Allergen[] }) {
  if (!diets?.length && !allergens?.length) return null;
  return (
    <Flex gap={6} wrap aria-label="Diets and allergens">
      {diets?.map((d) => (
        <Tag key={`d-${d}`} color="green">
          {label(d)}
        </Tag>
      ))}
      {allergens?.map((a) => (
        <Tag key={`a-${a}`} color="volcano">
          Contains {ALLERGEN_NAMES[a] ?? label(a)}
        </Tag>
      ))}
    </Flex>
  );
}
