/**
 * What a plan is chosen from, in two parts: what every person at a store shares (the library as the
 * planner reads it, its ingredients' prices, the sides) — built once per library, catalogue and store —
 * and what is this person's (which library recipes pass their rules, their favourites, their own
 * recipes). Pure: the planner thread puts the parts together, keeping the shared part between plans.
 */
import type { PlannerIngredient, PlannerInput, PlannerRecipe, PlannerSide } from './planner/types.js';

/** The part of every plan at one store that is the same for everyone. Read-only once built. */
export interface SharedCandidates {
  /** Names this library, catalogue and store: a thread that has kept it is not sent it again. */
  key: string;
  /** Every library recipe as the planner reads it at the store, not a favourite, in id order. */
  recipes: PlannerRecipe[];
  /** Prices at the store of every ingredient the library's lines and the sides name, in id order. */
  prices: PlannerIngredient[];
  sides: PlannerSide[];
}

/** One person's part. */
export interface PersonalCandidates {
  /** Library recipes that pass the person's hard rule. */
  libraryIds: number[];
  favouriteIds: number[];
  /** The person's own recipes that pass it, as the planner reads them (favourites marked). */
  own: PlannerRecipe[];
  /** Prices of ingredients their own recipes name that the shared prices do not hold. */
  ownPrices: PlannerIngredient[];
  /** What their pantry has for this plan: grams per catalogue ingredient id (Infinity for a staple), free in the cart. */
  pantry: [number, number][];
}

/**
 * The planner's candidates: the allowed recipes in id order (favourites marked), the prices of the
 * ingredients their lines and the sides name in id order (those with a price), and the sides.
 */
export function assembleCandidates(
  shared: SharedCandidates,
  person: PersonalCandidates,
): Pick<PlannerInput, 'recipes' | 'ingredients' | 'sides'> {
  const allowed = new Set(person.libraryIds);
  const favourite = new Set(person.favouriteIds);
  const recipes = [
    ...shared.recipes.filter((r) => allowed.has(r.id)).map((r) => (favourite.has(r.id) ? { ...r, favourite: true } : r)),
    ...person.own,
  ].sort((a, b) => a.id - b.id);
  const wanted = new Set([
    ...recipes.flatMap((r) => (r.lines ?? []).map((l) => l.ingredientId)),
    ...shared.sides.map((s) => s.ingredientId),
  ]);
  const prices = new Map([...shared.prices, ...person.ownPrices].map((p) => [p.id, p]));
  const atHome = new Map(person.pantry);
  const ingredients = [...wanted]
    .filter((id) => prices.has(id))
    .sort((a, b) => a - b)
    .map((id) => {
      const free = atHome.get(id);
      return free ? { ...prices.get(id)!, freeGrams: free } : prices.get(id)!;
    });
  return { recipes, ingredients, sides: [...shared.sides] };
}

/** Freezes what a thread keeps between plans, so that nothing planning one week can change the next. */
export function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}
