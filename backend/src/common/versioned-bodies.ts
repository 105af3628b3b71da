import { LRUCache } from 'lru-cache';

/** An answer as sent, and the row version it was built from. */
export interface VersionedBody {
  version: string;
  body: Buffer;
}

/**
 * Answers already serialised, per row, kept with the version PostgreSQL gave the row when they were built.
 * A caller reuses one only when the query it runs anyway reports that same version, so a change made by
 * any process (the version moves in the database, by triggers) is never answered from here: no stale
 * read, no invalidation to forget. Bounded by bytes; the least recently used go first.
 */
export class VersionedBodies {
  private readonly kept: LRUCache<string, VersionedBody>;

  constructor(maxBytes: number) {
    this.kept = new LRUCache({ maxSize: Math.max(1, maxBytes), sizeCalculation: (entry) => entry.body.length + 64 });
  }

  /** What is kept for this row, whatever its version: compare the version the query reports with it. */
  get(key: string): VersionedBody | undefined {
    return this.kept.get(key);
  }

  set(key: string, version: string, body: Buffer): void {
    this.kept.set(key, { version, body });
  }
}
