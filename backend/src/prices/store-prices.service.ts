import { Injectable, Logger } from '@nestjs/common';
import pLimit from 'p-limit';
import type { PriceProvenance } from '../catalog/price-provenance.js';
import { Settings } from '../config/settings.js';
import { KrogerClient, KrogerUnavailable, type KrogerLocation, type KrogerProduct } from './kroger-client.js';
import { quoteProducts, searchTerm, type ProductQuote, type WeighedEntry } from './kroger-products.js';
import { StorePriceCache } from './store-price-cache.js';

/** Product searches asked of Kroger at once for one list. */
const CONCURRENCY = 4;
const SOURCE = 'kroger';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Where a list's prices come from as a whole, and why a store's own prices were asked for and not used (null when they were, or not asked). */
export interface ListPriceSource extends PriceProvenance {
  fallback: string | null;
}

/** A grocery line as pricing reads and rewrites it (the grocery list's lines carry these and more). */
export interface ShelfPricedLine {
  ingredientId: number | null;
  neededGrams: number | null;
  quantity: number;
  unit: string;
  brand: string | null;
  priceCents: number;
  brandOptions: { brand: string; cents: number | null; description: string }[];
  note: string | null;
  /** 'person' for a line priced from the person's price book: what they paid wins over a store's shelf price. */
  priceSource?: (Omit<PriceProvenance, 'kind'> & { kind: PriceProvenance['kind'] | 'person' }) | null;
}

/** A catalogue entry as pricing reads it: its row id, its name to search by, what weighs its sizes. */
export type PricedEntry = WeighedEntry & { id?: number | null };

/** The lines, priced, and where their prices come from as a whole. */
export interface PricedLines<L> {
  lines: L[];
  source: ListPriceSource;
}

/**
 * The price-source adapter. By default every price is the estimate the list builder made from the catalogue
 * (offline); with KROGER_CLIENT_ID and KROGER_CLIENT_SECRET set, a list at Kroger is priced at a real Kroger
 * store's shelf prices (the nearest to KROGER_ZIP_CODE, or KROGER_LOCATION_ID), cached per store and day. When
 * Kroger cannot answer (credentials refused after a new token, its rate limit, a timeout) the estimate stays and
 * the list says why.
 */
@Injectable()
export class StorePricesService {
  private readonly logger = new Logger('StorePrices');
  private readonly kroger: KrogerClient | null;

  constructor(
    private readonly settings: Settings,
    private readonly cache: StorePriceCache,
  ) {
    this.kroger =
      settings.krogerClientId && settings.krogerClientSecret
        ? new KrogerClient({
            baseUrl: settings.krogerBaseUrl,
            clientId: settings.krogerClientId,
            clientSecret: settings.krogerClientSecret,
            timeoutMs: settings.krogerTimeoutMs,
          })
        : null;
  }

  /** True when a store's own prices can be asked for (Kroger's keys are set). */
  configured(): boolean {
    return this.kroger !== null;
  }

  /**
   * The draft's lines priced at the store's shelf prices where it has them, else as estimated (`estimate` says
   * where those come from). Catalogue lines only: an item the catalogue does not know keeps its rough estimate.
   */
  async price<L extends ShelfPricedLine>(
    lines: readonly L[],
    store: string,
    catalog: readonly PricedEntry[],
    estimate: PriceProvenance,
  ): Promise<PricedLines<L>> {
    const kept: PricedLines<L> = { lines: [...lines], source: { ...estimate, fallback: null } };
    if (!this.kroger || store !== 'kroger') return kept;
    const day = new Date().toISOString().slice(0, 10);
    let location: KrogerLocation;
    try {
      location = await this.location(day);
    } catch (error) {
      return this.fellBack(kept, estimate, this.reason(error));
    }
    const storeName = location.name || `Kroger ${location.locationId}`;
    const byId = new Map(catalog.filter((i) => i.id != null).map((i) => [i.id!, i]));
    const limit = pLimit(CONCURRENCY);
    // Set from inside the quote callbacks; an object, so the checks below read what they set.
    const halted: { reason: string | null } = { reason: null };
    const quoted = await Promise.all(
      lines.map((line) =>
        limit(async (): Promise<L | null> => {
          const ingredient = line.ingredientId != null ? byId.get(line.ingredientId) : undefined;
          if (!ingredient || halted.reason || line.priceSource?.kind === 'person') return null;
          try {
            const products = await this.products(searchTerm(ingredient.name), location.locationId, day);
            const quotes = quoteProducts(line.neededGrams, ingredient, products);
            return quotes.length ? this.priced(line, quotes, storeName, day) : null;
          } catch (error) {
            // once Kroger says no (429, timeout, credentials), stop asking: the rest stay estimated
            halted.reason ??= this.reason(error);
            return null;
          }
        }),
      ),
    );
    const catalogueLines = lines.filter((l) => l.ingredientId != null).length;
    const priced = quoted.filter(Boolean).length;
    const out = lines.map((line, i) => quoted[i] ?? line);
    const stopped = halted.reason;
    if (!priced && stopped) return this.fellBack({ ...kept, lines: out }, estimate, stopped);
    const estimated = catalogueLines - priced;
    const rest = estimated ? `; ${estimated} line${estimated === 1 ? '' : 's'} estimated` : '';
    const where = [location.address?.addressLine1, location.address?.city, location.address?.state].filter(Boolean).join(', ');
    return {
      lines: out,
      source: {
        kind: 'store',
        label: `Kroger prices at ${storeName}, ${day}${rest}`,
        detail:
          `${priced} of ${catalogueLines} catalogue lines priced from Kroger's Products API at ${storeName}${where ? ` (${where})` : ''} on ${day}; ` +
          `${estimated ? `the other ${estimated} at the estimate (${estimate.label})${stopped ? '' : ': no matching product at this store'}` : 'none estimated'}`,
        fallback: stopped ? `Kroger stopped answering (${stopped}): ${estimated} line${estimated === 1 ? '' : 's'} estimated` : null,
      },
    };
  }

  private fellBack<L>(kept: PricedLines<L>, estimate: PriceProvenance, reason: string): PricedLines<L> {
    this.logger.warn(`Kroger prices unavailable, estimates kept: ${reason}`);
    return {
      lines: kept.lines,
      source: {
        ...estimate,
        label: `${estimate.label} — Kroger prices unavailable`,
        fallback: `Kroger prices unavailable (${reason}): estimates shown`,
      },
    };
  }

  private reason(error: unknown): string {
    if (error instanceof KrogerUnavailable) return error.reason;
    this.logger.error(`Kroger pricing failed: ${(error as Error)?.message ?? error}`);
    return 'an unexpected error asking Kroger';
  }

  /** The store priced: KROGER_LOCATION_ID, else the nearest to KROGER_ZIP_CODE (cached per day). */
  private async location(day: string): Promise<KrogerLocation> {
    if (this.settings.krogerLocationId) return { locationId: this.settings.krogerLocationId, chain: null, name: null, address: null };
    const key = `location:${this.settings.krogerZipCode}`;
    const cached = await this.cache.get<KrogerLocation | { none: true }>(SOURCE, key, day);
    const found = cached ?? (await this.kroger!.nearestLocation(this.settings.krogerZipCode)) ?? { none: true as const };
    if (!cached) await this.cache.put(SOURCE, key, day, found);
    if ('none' in found) throw new KrogerUnavailable(`no Kroger store near ${this.settings.krogerZipCode}`);
    return found;
  }

  private async products(term: string, locationId: string, day: string): Promise<KrogerProduct[]> {
    const key = `products:${locationId}:${term}`;
    const cached = await this.cache.get<KrogerProduct[]>(SOURCE, key, day);
    if (cached) return cached;
    const products = await this.kroger!.searchProducts(term, locationId);
    // kept as much as pricing reads, not Kroger's whole answer
    await this.cache.put(
      SOURCE,
      key,
      day,
      products.map((p) => ({
        productId: p.productId,
        brand: p.brand,
        description: p.description,
        items: p.items.map((i) => ({ price: i.price ?? null, size: i.size ?? null, soldBy: i.soldBy ?? null })),
      })),
    );
    return products;
  }

  private priced<L extends ShelfPricedLine>(line: L, quotes: readonly ProductQuote[], storeName: string, day: string): L {
    const [best] = quotes;
    const option = (q: ProductQuote) => ({
      brand: q.product.brand || 'Kroger',
      cents: q.totalCents,
      description: `${q.product.description} · ${q.count > 1 ? `${q.count} × ` : ''}${q.size}${q.promo ? ' · on promotion' : ''} · Kroger price at ${storeName}, ${day}`,
    });
    return {
      ...line,
      quantity: best.count,
      unit: `× ${best.size}`,
      brand: best.product.brand || 'Kroger',
      priceCents: best.totalCents,
      brandOptions: quotes.slice(0, 4).map(option),
      note: null,
      priceSource: {
        kind: 'store',
        label: `Kroger price at ${storeName}, ${day}${best.promo ? ' (promotion)' : ''}`,
        detail: `Kroger Products API: "${best.product.description}" ${best.size}, ${dollars(best.unitCents)}${best.promo ? ` (regular ${dollars(best.regularCents)})` : ''} × ${best.count}`,
      },
    };
  }
}
