/**
 * A process's copy of reference data (the recipe library, the ingredient catalogue): read again when
 * its version — a cheap query, count and newest id — changes (seeders at start-up, tests adding rows),
 * and at least every `maxAgeMs`, for a seeder that changes rows in place. Misses at the same time share
 * one read. Callers must treat the value as read-only: it is shared by every request.
 */
export class ReferenceCopy<T> {
  private kept: { version: string; value: T; until: number } | null = null;
  private loading: { version: string; value: Promise<T> } | null = null;

  constructor(private readonly maxAgeMs = 60_000) {}

  get(version: string, read: () => Promise<T>): Promise<T> {
    const kept = this.kept;
    if (kept && kept.version === version && kept.until > Date.now()) return Promise.resolve(kept.value);
    if (this.loading?.version === version) return this.loading.value;
    const value = read().then((fresh) => {
      this.kept = { version, value: fresh, until: Date.now() + this.maxAgeMs };
      return fresh;
    });
    const loading = { version, value };
    this.loading = loading;
    const done = () => {
      if (this.loading === loading) this.loading = null;
    };
    value.then(done, done);
    return value;
  }
}
