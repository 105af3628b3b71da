import { Inject, Injectable } from '@nestjs/common';
import { invalid, notFound, upstreamFailed } from '../common/domain-error.js';
import { GroceryService } from '../grocery/grocery.service.js';
import { DELIVERY_PARTNERS, PartnerUnavailable, type DeliveryPartner, type PartnerStore } from './delivery-partner.js';
import { partnerAmount, printableList } from './order-text.js';
import { DEMO_ZIP_CODE, directoryStores } from './store-directory.js';

export const NOT_CONFIGURED_MESSAGE = 'No grocery delivery partner is configured, so here is your list to print or share.';
export const NOTHING_TO_ORDER_MESSAGE = 'Everything on this list is already checked off: there is nothing left to order.';

export interface StoresAnswer {
  partner: string;
  partnerName: string;
  configured: boolean;
  zipCode: string;
  stores: PartnerStore[];
  message: string | null;
}

export type OrderAnswer =
  | { mode: 'partner'; partner: string; partnerName: string; url: string; itemCount: number }
  | { mode: 'offline'; partner: string; partnerName: string; configured: false; message: string; text: string; itemCount: number };

@Injectable()
export class PartnersService {
  constructor(
    @Inject(DELIVERY_PARTNERS) private readonly partners: DeliveryPartner[],
    private readonly grocery: GroceryService,
  ) {}

  /** The partner named in the path; 404 for an unknown one. */
  partner(id: string): DeliveryPartner {
    const found = this.partners.find((p) => p.id === id);
    if (!found) throw notFound(`Unknown delivery partner "${id}"`);
    return found;
  }

  /** The default partner for 'Order groceries'. */
  defaultPartner(): DeliveryPartner {
    return this.partners[0];
  }

  async stores(partnerId: string, zipCode: string): Promise<StoresAnswer> {
    const partner = this.partner(partnerId);
    const base = { partner: partner.id, partnerName: partner.name, zipCode };
    if (!partner.configured()) {
      const stores = directoryStores(zipCode);
      return {
        ...base,
        configured: false,
        stores,
        message: stores.length
          ? `No delivery partner is configured: showing our store directory for ${zipCode}.`
          : `No delivery partner is configured, and our store directory only covers the demo ZIP code ${DEMO_ZIP_CODE}.`,
      };
    }
    try {
      return { ...base, configured: true, stores: await partner.nearbyStores(zipCode), message: null };
    } catch (error) {
      if (error instanceof PartnerUnavailable) throw upstreamFailed(error.message, error);
      throw error;
    }
  }

  /** Hands the list's unchecked lines to the partner, or answers a printable list when none is configured. */
  async order(userId: string, mealPlanId: string, partnerId?: string): Promise<OrderAnswer> {
    const partner = partnerId ? this.partner(partnerId) : this.defaultPartner();
    const { list, lines } = await this.grocery.forOrder(userId, mealPlanId);
    if (!lines.length) throw invalid(NOTHING_TO_ORDER_MESSAGE);
    const title = `Forkcast: ${list.planName}`;
    if (!partner.configured()) {
      return {
        mode: 'offline',
        partner: partner.id,
        partnerName: partner.name,
        configured: false,
        message: NOT_CONFIGURED_MESSAGE,
        text: printableList(list.planName, list.storeName, lines),
        itemCount: lines.length,
      };
    }
    try {
      const { url } = await partner.createShoppingList(
        title,
        lines.map((l) => ({ name: l.name, ...partnerAmount(l.quantity, l.unit) })),
      );
      return { mode: 'partner', partner: partner.id, partnerName: partner.name, url, itemCount: lines.length };
    } catch (error) {
      if (error instanceof PartnerUnavailable) throw upstreamFailed(error.message, error);
      throw error;
    }
  }
}
