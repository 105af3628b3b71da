/** Where a price comes from, as the API says it: grocery lines and lists, a recipe's cost, a plan's cost. */
export interface PriceSource {
  /** 'estimate' (public U.S. average prices), 'rough' (an aisle's typical price), 'store' (a store's shelf price), 'person' (typed by the person: "your price"), 'none'. */
  kind: 'estimate' | 'rough' | 'store' | 'person' | 'none';
  label: string;
  detail: string | null;
  /** On a list: why a store's own prices were not used, when they were asked for. */
  fallback?: string | null;
}
