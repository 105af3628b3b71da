/**
 * One parsed ingredient line → the catalogue entry it counts, its grams of that entry, and a detail that says
 * what was counted or why nothing was: "cooked: dry brown rice × 0.337 (USDA SR28 yield …) = 68 g",
 * "not counted: to taste". Pure: the catalogue and its food states are passed in.
 *
 * State is part of matching (food-states.ts): "1 cup cooked brown rice" is a cup of SR28's cooked brown rice
 * (202 g), counted as the dry rice it is bought as (202 g / 2.967 = 68 g), so nutrition, cost and the grocery
 * list all read one entry. A state written after the comma ("1 cup rice, cooked") is how to prepare what was
 * measured, as cookbooks write it, so that cup is dry rice.
 */
import type { CatalogIngredient } from './catalog.types.js';
import { createStateResolver, isYield, loadFoodStates, stateOf, type FoodStates, type StateMatch } from './food-states.js';
import { createIngredientMatcher } from './ingredient-matcher.js';
import type { ParsedIngredientLine } from '../kitchen/ingredient-line.js';
import { normalizeUnit, sizeFallback, toGrams, unitLabel } from '../kitchen/units.js';

export interface WeighedLine {
  ingredient: CatalogIngredient | null;
  /** Grams of `ingredient` in the line; null when nothing is counted. */
  grams: number | null;
  /** The state the line was read in, when it named one the food has. */
  state: string | null;
  /** What was counted ("150 g of Onion (USDA figures)") or, when nothing is, why ("to taste"). */
  detail: string;
  counted: boolean;
}

/** Lines a cook adds by eye: named as such, never weighed. Checked on the line's note, then its whole text. */
const BY_EYE: readonly [RegExp, string][] = [
  [/\bto\s+taste\b/i, 'to taste'],
  [/\b(?:for|to)\s+(?:serving|serve)\b/i, 'for serving'],
  [/\b(?:for|to)\s+garnish(?:ing)?\b/i, 'for garnish'],
  [/\bas\s+(?:needed|required|desired)\b/i, 'as needed'],
  [/\bfor\s+(?:frying|greasing|dusting|brushing|the\s+pan|drizzling|sprinkling|topping)\b/i, 'for cooking, not eaten in full'],
  [/\boptional\b/i, 'optional'],
];

const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;
const grams = (n: number) => (n >= 100 ? `${round(n)} g` : n >= 10 ? `${round(n, 1)} g` : `${round(n, 2)} g`);
const lower = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

export type LineWeigher = (line: ParsedIngredientLine) => WeighedLine;

/** Builds a weigher over a catalogue (and its food states, by default data/food-states.json). */
export function createLineWeigher(catalog: readonly CatalogIngredient[], states: readonly FoodStates[] = loadFoodStates()): LineWeigher {
  const match = createIngredientMatcher(catalog);
  const resolveState = createStateResolver(catalog, states);

  return (line) => {
    const name = line.name.trim();
    const byEye = BY_EYE.find(([re]) => re.test(line.note) || re.test(line.original));
    let stated = name ? resolveState(name, match) : null;
    // a state the line's unit cannot weigh ("1 rotisserie chicken": cooked chicken is weighed by the cup) is left
    // to the plain match, which may know the whole thing
    if (
      stated &&
      isYield(stated.form) &&
      toGrams(1, normalizeUnit(line.unit) ?? line.unit, { unitWeights: stated.form.unitWeights }) === null
    ) {
      const plain = match(name);
      if (plain && plain.slug !== stated.ingredient.slug) stated = null;
    }
    const ingredient = stated?.ingredient ?? (name ? match(name) : null);
    const notCounted = (detail: string): WeighedLine => ({ ingredient, grams: null, state: stated?.state ?? null, detail, counted: false });
    if (!ingredient) return notCounted('not in our ingredient catalogue');
    // a range ("2-3 carrots") counts its middle
    const amount = line.amount === null ? null : line.amountMax !== null ? (line.amount + line.amountMax) / 2 : line.amount;
    if (amount === null || !(amount > 0)) {
      if (byEye && byEye[1] !== 'optional') return notCounted(byEye[1]);
      if (byEye) return notCounted('optional, no amount given');
      return notCounted(
        ingredient.nutrients.kcal === 0 && ingredient.category === 'Beverages'
          ? `${lower(ingredient.name)}: no amount, no calories`
          : 'no amount given',
      );
    }
    const unit = normalizeUnit(line.unit) ?? line.unit;
    const weighed = stated && isYield(stated.form) ? weighYield(amount, unit, stated) : weighEntry(amount, unit, ingredient, stated);
    if (weighed.grams === null) return notCounted(weighed.detail);
    const optional = byEye?.[1] === 'optional' ? '; optional, counted as written' : '';
    // "1 cup rice, cooked": measured as bought, then cooked (the cookbook convention)
    const after = !stated ? stateOf(line.note) : null;
    const measured = after?.states?.includes('cooked') && after.word ? `; '${after.word}' after the comma: measured before` : '';
    return { ingredient, grams: weighed.grams, state: stated?.state ?? null, detail: weighed.detail + optional + measured, counted: true };
  };
}

/**
 * Whose figures a line counts: the food's own, or, where SR28 has no record of it (`approximateNutrition`), the
 * nearest food's, said so on the line rather than only in the catalogue's note.
 */
export const APPROXIMATE_FIGURES = 'USDA figures of the nearest food: approximate';
const figuresOf = (ingredient: CatalogIngredient) => (ingredient.approximateNutrition ? APPROXIMATE_FIGURES : 'USDA figures');

/** Water and ice (SR28 tap water, 0 kcal) are weighed by volume only: '3 ice cubes' is said, not guessed. */
function noWeight(unit: string, ingredient: CatalogIngredient): string {
  if (ingredient.nutrients.kcal === 0 && ingredient.category === 'Beverages') return `${lower(ingredient.name)}: no calories to count`;
  const by =
    unit === '' || unit === 'piece' || unit === 'small' || unit === 'medium' || unit === 'large'
      ? 'the piece'
      : `the ${unitLabel(unit, 1)}`;
  return `no USDA weight for ${lower(ingredient.name)} by ${by}`;
}

function weighEntry(
  amount: number,
  unit: string,
  ingredient: CatalogIngredient,
  stated: StateMatch | null,
): { grams: number | null; detail: string } {
  const g = toGrams(amount, unit, ingredient);
  if (g === null) return { grams: null, detail: noWeight(unit, ingredient) };
  const size = sizeFallback(unit, ingredient);
  const sizeNote = size ? `${size}: USDA weighs no ${size} one, its usual one counted; ` : '';
  const stateNote = stated ? `${stated.state}: ` : '';
  // said in words: a person reads where the figures come from, not a record number
  return { grams: g, detail: `${stateNote}${sizeNote}${grams(g)} of ${ingredient.name} (${figuresOf(ingredient)})` };
}

/** "1 cup cooked brown rice": a cup of SR28's cooked record, counted as the dry entry bought, by the yield. */
function weighYield(amount: number, unit: string, stated: StateMatch): { grams: number | null; detail: string } {
  const form = stated.form;
  if (!isYield(form)) throw new Error('not a yield form');
  const asEaten = toGrams(amount, unit, { unitWeights: form.unitWeights });
  if (asEaten === null)
    return {
      grams: null,
      detail: `no USDA weight for ${stated.state} ${stated.food} by the ${unit === '' ? 'piece' : unitLabel(unit, 1)}`,
    };
  const bought = asEaten / form.gramsPerGram;
  const factor = 1 / form.gramsPerGram;
  return {
    grams: bought,
    detail:
      `${stated.state}: ${grams(asEaten)} ${stated.state} = ${form.fromState} ${stated.food} × ${round(factor, 3)} ` +
      `(USDA yield: 1 g ${form.fromState} → ${round(form.gramsPerGram, 3)} g ${stated.state}) = ${grams(bought)}` +
      (stated.ingredient.approximateNutrition ? ` (${APPROXIMATE_FIGURES})` : ''),
  };
}
