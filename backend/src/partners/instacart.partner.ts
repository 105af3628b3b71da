import { Injectable } from '@nestjs/common';
import { Settings } from '../config/settings.js';
import { chainOf } from './store-directory.js';
import { PartnerUnavailable, type DeliveryPartner, type PartnerStore, type ShoppingListLine } from './delivery-partner.js';

const TIMEOUT_MS = 10_000;

/**
 * Instacart Developer Platform (docs.instacart.com/developer_platform_api): API-key auth
 * (`Authorization: Bearer <key>`), base https://connect.instacart.com (INSTACART_BASE_URL).
 *  - GET  /idp/v1/retailers?postal_code=&country_code=US → { retailers: [{ retailer_key, name, retailer_logo_url }] }
 *  - POST /idp/v1/products/products_link { title, link_type: 'shopping_list', line_items: [{ name, quantity, unit }] }
 *    → { products_link_url }
 */
@Injectable()
export class InstacartPartner implements DeliveryPartner {
  readonly id = 'instacart';
  readonly name = 'Instacart';

  constructor(private readonly settings: Settings) {}

  configured(): boolean {
    return Boolean(this.settings.instacartApiKey);
  }

  async nearbyStores(zipCode: string): Promise<PartnerStore[]> {
    const body = await this.call<{ retailers?: { retailer_key?: string; name?: string; retailer_logo_url?: string }[] }>(
      'GET',
      `/idp/v1/retailers?postal_code=${encodeURIComponent(zipCode)}&country_code=US`,
    );
    return (body.retailers ?? [])
      .filter((r) => r.retailer_key && r.name)
      .map((r) => ({
        id: String(r.retailer_key),
        name: String(r.name),
        chain: chainOf(String(r.name)),
        address: null,
        logoUrl: r.retailer_logo_url ?? null,
      }));
  }

  async createShoppingList(title: string, lines: ShoppingListLine[]): Promise<{ url: string }> {
    const body = await this.call<{ products_link_url?: string }>('POST', '/idp/v1/products/products_link', {
      title,
      link_type: 'shopping_list',
      line_items: lines.map((l) => ({ name: l.name, quantity: l.quantity, unit: l.unit })),
    });
    if (typeof body.products_link_url !== 'string' || !/^https?:\/\//.test(body.products_link_url)) {
      throw new PartnerUnavailable('Instacart did not return a shopping list link. Please try again later.');
    }
    return { url: body.products_link_url };
  }

  private async call<T>(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<T> {
    const base = this.settings.instacartBaseUrl.replace(/\/+$/, '');
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${this.settings.instacartApiKey ?? ''}`,
          ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: payload === undefined ? undefined : JSON.stringify(payload),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new PartnerUnavailable('Instacart could not be reached. Please try again in a moment.');
    }
    if (!response.ok) {
      throw new PartnerUnavailable(`Instacart refused the request (HTTP ${response.status}). Please try again later.`);
    }
    try {
      return (await response.json()) as T;
    } catch {
      throw new PartnerUnavailable('Instacart answered something we could not read. Please try again later.');
    }
  }
}
