import type { Schemas } from './types';

/**
 * Where a price comes from, as the API says it: grocery lines and lists, a recipe's cost, a plan's cost.
 * A whole list's also says why a store's own prices were not used (`fallback`), when they were asked for.
 */
export type PriceSource = Schemas['PriceSource'] & Partial<Pick<Schemas['ListPriceSource'], 'fallback'>>;
