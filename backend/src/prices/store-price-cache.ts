import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** Answers kept this many days, then deleted as new ones are written. */
const KEEP_DAYS = 7;

/**
 * A store price API's answers, per store and day (`store_price_cache`): a list built twice a day, or by two
 * people near the same store, asks the store once. In PostgreSQL rather than Redis: the answers must outlive a
 * restart and be shared by every API and worker process (Kroger allows 10,000 calls a day), the build job already
 * reads PostgreSQL, and Redis here holds only queue state.
 */
@Injectable()
export class StorePriceCache {
  constructor(private readonly em: EntityManager) {}

  async get<T>(source: string, key: string, day: string): Promise<T | null> {
    const rows = await this.em
      .getConnection()
      .execute<{ payload: T }[]>('select payload from store_price_cache where source = ? and key = ? and day = ?', [source, key, day]);
    return rows[0]?.payload ?? null;
  }

  async put(source: string, key: string, day: string, payload: unknown): Promise<void> {
    await this.em.getConnection().execute(
      `insert into store_price_cache (source, key, day, payload) values (?, ?, ?, ?::jsonb)
       on conflict (source, key, day) do update set payload = excluded.payload, fetched_at = now()`,
      [source, key, day, JSON.stringify(payload)],
    );
    await this.em.getConnection().execute(`delete from store_price_cache where day < current_date - ${KEEP_DAYS}`);
  }
}
