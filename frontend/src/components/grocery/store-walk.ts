/**
 * The order a person walks a supermarket in, by the aisle names the API sends as a line's `category` (the
 * catalogue's aisles, and 'Other' for a line of no known aisle): fresh food first, then the freezer, the dry
 * goods and the spices, so the list reads top to bottom as the trolley goes round. The one place this order
 * is written; an aisle not named here goes just before 'Other'.
 */
export const STORE_WALK: readonly (readonly string[])[] = [
  ['Produce'],
  ['Bakery'],
  ['Meat & Seafood', 'Deli'],
  ['Dairy & Eggs'],
  ['Frozen'],
  [
    'Pantry',
    'Grains & Pasta',
    'Canned Goods',
    'Breakfast & Cereal',
    'Baking',
    'Nuts & Seeds',
    'Snacks',
    'Oils & Condiments',
    'Condiments & Sauces',
    'Oils & Vinegars',
    'Beverages',
  ],
  ['Spices & Seasonings'],
  ['Other'],
];

const WALK_POSITION = new Map(STORE_WALK.flat().map((aisle, i) => [aisle, i]));
const UNKNOWN_AISLE_POSITION = (WALK_POSITION.get('Other') ?? WALK_POSITION.size) - 0.5;

/** Where an aisle comes on the walk (lower is earlier); an unknown aisle just before 'Other'. */
export function walkPosition(aisle: string): number {
  return WALK_POSITION.get(aisle) ?? UNKNOWN_AISLE_POSITION;
}
