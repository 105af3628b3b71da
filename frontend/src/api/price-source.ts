import type { Schemas } from './types';

/**
 * Where a price comes from, as the API says it: grocery lines (which may be the person's own, 'person'),
 * lists, a recipe's cost, a plan's cost. A whole list's also says why a store's own prices were not used
 * (`fallback`), when they were asked for.
 */
export type PriceSource = Schemas['LinePriceSource'] & Partial<Pick<Schemas['ListPriceSource'], 'fallback'>>;
