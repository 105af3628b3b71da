/**
 * What the grocery builder reads from other modules, through their exported services only:
 * the plan with its items (meal plans), the recipes' ingredient lines (recipes), the catalogue
 * (catalog) and the person's store (preferences). One seam, so the service stays testable.
 */
import type { PriceProvenance } from '../catalog/price-provenance.js';
import type { BuilderIngredient, BuilderPlanItem } from './list-builder.js';

export interface PlanForGrocery {
  id: string;
  name: string | null;
  weekStartDate: string;
  items: BuilderPlanItem[];
}

export abstract class GrocerySources {
  /** The person's plan with items and recipe lines; null when it is not theirs or does not exist. */
  abstract plan(userId: string, mealPlanId: string): Promise<PlanForGrocery | null>;
  /** Every catalogue ingredient (with its `ingredients` row id when known). */
  abstract catalog(): Promise<readonly BuilderIngredient[]>;
  /** The catalogue as this person pays at a store: their price book applied (prices/price-book.ts). */
  abstract catalogFor(userId: string, store: string): Promise<readonly BuilderIngredient[]>;
  /** Where the estimated prices of these catalogue ingredients at a store come from (by ingredient row id). */
  abstract priceProvenance(ids: readonly number[], store: string, storeName: string): Promise<Map<number, PriceProvenance>>;
  /** Where a list's estimated prices at a store come from, as a whole (the catalogue's price rows and the store level). */
  abstract listProvenance(store: string, storeName: string): PriceProvenance;
  /** The person's preferred store id, or the default store. */
  abstract store(userId: string): Promise<string>;
}
