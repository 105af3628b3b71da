import { Flex, Tag } from 'antd';
import { apiEnumNames } from '../../api/schema';
import type { Schemas } from '../../api/types';

type Diet = Schemas['Diet'];
type Allergen = Schemas['Allergen'];

/** A recipe's diets (green) and allergens ('Contains Dairy'), named as the API's diet and allergen records name them; nothing when it has neither. */
export function DietAllergenTags({ diets, allergens }: { diets?: readonly Diet[]; allergens?: readonly Allergen[] }) {
  if (!diets?.length && !allergens?.length) return null;
  return (
    <Flex gap={6} wrap aria-label="Diets and allergens">
      {diets?.map((d) => (
        <Tag key={`d-${d}`} color="green">
          {apiEnumNames.Diet[d]}
        </Tag>
      ))}
      {allergens?.map((a) => (
        <Tag key={`a-${a}`} color="volcano">
          Contains {apiEnumNames.Allergen[a]}
        </Tag>
      ))}
    </Flex>
  );
}
