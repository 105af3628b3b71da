/**
 * The state a food search result is in, read from its USDA description ("Beans, black, mature seeds,
 * cooked, boiled" → cooked), so the picker says it plainly beside the name. Pure.
 */
export type FoodResultState = 'cooked' | 'canned' | 'frozen' | 'dry' | 'raw';

const STATES: readonly [FoodResultState, RegExp][] = [
  [
    'cooked',
    /\b(cooked|boiled|roasted|baked|steamed|fried|grilled|braised|broiled|stewed|sauteed|microwaved|prepared with water|toasted|poached|scrambled)\b/i,
  ],
  ['canned', /\b(canned|tinned)\b/i],
  ['frozen', /\bfrozen\b/i],
  ['dry', /\b(dry|dried|uncooked|dehydrated)\b/i],
  ['raw', /\b(raw|fresh)\b/i],
];

/** The states a result may be in, in the order they are tried. */
export const FOOD_RESULT_STATES: readonly FoodResultState[] = STATES.map(([state]) => state);

/** The first state its description names, in the order a person eats it (cooked before frozen: "frozen, cooked" is cooked). */
export function foodResultState(description: string): FoodResultState | null {
  return STATES.find(([, re]) => re.test(description))?.[0] ?? null;
}
