/**
 * The one client of Kroger's public API (developer.kroger.com): OAuth2 client credentials, store locations
 * and product search. It owns the token (kept until it expires, asked again once on a 401), the timeout of
 * every call and the errors: anything that keeps us from Kroger's prices is a KrogerUnavailable with a
 * reason a person can read, and the caller falls back to the estimate and says so.
 *
 *  - POST /v1/connect/oauth2/token (Basic client_id:client_secret; grant_type=client_credentials&scope=product.compact)
 *    → { access_token, expires_in, token_type }
 *  - GET /v1/locations?filter.zipCode.near=&filter.limit= → { data: [{ locationId, chain, name, address: { addressLine1, city, state, zipCode } }] }
 *  - GET /v1/products?filter.term=&filter.locationId=&filter.limit= → { data: [{ productId, brand, description,
 *    items: [{ price: { regular, promo }, size, soldBy }] }] } (promo is 0 when there is none)
 */

export interface KrogerLocation {
  locationId: string;
  chain: string | null;
  name: string | null;
  address: { addressLine1?: string; city?: string; state?: string; zipCode?: string } | null;
}

export interface KrogerItem {
  price?: { regular?: number; promo?: number } | null;
  size?: string | null;
  soldBy?: string | null;
}

export interface KrogerProduct {
  productId: string;
  brand: string | null;
  description: string;
  items: KrogerItem[];
}

/** Kroger's prices cannot be had now: `reason` says why in words ("Kroger's rate limit was reached (HTTP 429)"). */
export class KrogerUnavailable extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export interface KrogerClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

/** Renew a token this long before Kroger says it expires. */
const EXPIRY_MARGIN_MS = 60_000;

export class KrogerClient {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(private readonly options: KrogerClientOptions) {}

  /** The nearest Kroger-family store to a ZIP code, or null when there is none near. */
  async nearestLocation(zipCode: string): Promise<KrogerLocation | null> {
    const body = await this.get<{ data?: Partial<KrogerLocation>[] }>('/v1/locations', {
      'filter.zipCode.near': zipCode,
      'filter.limit': '1',
    });
    const first = (body.data ?? []).find((l) => typeof l.locationId === 'string' && l.locationId);
    return first
      ? { locationId: String(first.locationId), chain: first.chain ?? null, name: first.name ?? null, address: first.address ?? null }
      : null;
  }

  /** Products matching a term at a store, with that store's prices. */
  async searchProducts(term: string, locationId: string, limit = 10): Promise<KrogerProduct[]> {
    const body = await this.get<{ data?: Partial<KrogerProduct>[] }>('/v1/products', {
      'filter.term': term,
      'filter.locationId': locationId,
      'filter.limit': String(limit),
    });
    return (body.data ?? [])
      .filter((p) => typeof p.productId === 'string' && typeof p.description === 'string')
      .map((p) => ({
        productId: String(p.productId),
        brand: typeof p.brand === 'string' ? p.brand : null,
        description: String(p.description),
        items: Array.isArray(p.items) ? p.items : [],
      }));
  }

  private async get<T>(path: string, params: Record<string, string>): Promise<T> {
    const url = `${this.base()}${path}?${new URLSearchParams(params).toString()}`;
    let response = await this.send(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${await this.accessToken()}` } });
    if (response.status === 401) {
      // an expired or revoked token: one new token, one retry
      this.token = null;
      response = await this.send(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${await this.accessToken()}` } });
      if (response.status === 401) throw new KrogerUnavailable('Kroger refused our credentials, even with a new token (HTTP 401)');
    }
    return this.read<T>(response);
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    const response = await this.send(`${this.base()}/v1/connect/oauth2/token`, {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'product.compact' }).toString(),
    });
    if (response.status === 400 || response.status === 401)
      throw new KrogerUnavailable(`Kroger refused our client credentials (HTTP ${response.status})`);
    const body = await this.read<{ access_token?: unknown; expires_in?: unknown }>(response);
    if (typeof body.access_token !== 'string' || !body.access_token)
      throw new KrogerUnavailable('Kroger answered a token request without a token');
    const seconds = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 1800;
    this.token = { value: body.access_token, expiresAt: Date.now() + seconds * 1000 - EXPIRY_MARGIN_MS };
    return this.token.value;
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (error) {
      const name = (error as { name?: string })?.name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new KrogerUnavailable(`Kroger did not answer within ${this.options.timeoutMs / 1000} s`);
      throw new KrogerUnavailable('Kroger could not be reached');
    }
  }

  private async read<T>(response: Response): Promise<T> {
    if (response.status === 429)
      throw new KrogerUnavailable(
        `Kroger's rate limit was reached (HTTP 429${response.headers.get('retry-after') ? `, retry after ${response.headers.get('retry-after')} s` : ''})`,
      );
    if (!response.ok) throw new KrogerUnavailable(`Kroger answered HTTP ${response.status}`);
    try {
      return (await response.json()) as T;
    } catch (error) {
      const name = (error as { name?: string })?.name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new KrogerUnavailable(`Kroger did not answer within ${this.options.timeoutMs / 1000} s`);
      throw new KrogerUnavailable('Kroger answered something we could not read');
    }
  }

  private base(): string {
    return this.options.baseUrl.replace(/\/+$/, '');
  }
}
