/** A grocery-delivery partner behind one adapter interface, with an offline default (DESIGN.md). */

export interface PartnerStore {
  id: string;
  name: string;
  /** One of the spec's five store ids when the store is one of those chains. */
  chain: string | null;
  address: string | null;
  logoUrl: string | null;
}

export interface ShoppingListLine {
  name: string;
  quantity: number;
  unit: string;
}

export interface DeliveryPartner {
  /** Path segment: /api/{id}/stores. */
  readonly id: string;
  readonly name: string;
  /** True when its key is set; otherwise the offline directory and printable list answer. */
  configured(): boolean;
  nearbyStores(zipCode: string): Promise<PartnerStore[]>;
  /** Hands the lines over and answers the page where the person finishes the order. */
  createShoppingList(title: string, lines: ShoppingListLine[]): Promise<{ url: string }>;
}

export const DELIVERY_PARTNERS = Symbol('DELIVERY_PARTNERS');

/** The partner did not answer as documented: a 502 the person can retry. */
export class PartnerUnavailable extends Error {}
