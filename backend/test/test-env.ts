/**
 * Where the tests' own database and Redis namespace live. Each run of `npm test` (and each engineer
 * running suites side by side) can pick its own with TEST_DB_NAME / QUEUE_PREFIX.
 */
export function testDatabaseUrl(): string {
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(base);
  url.pathname = `/${process.env.TEST_DB_NAME ?? 'forkcast_test'}`;
  return url.toString();
}

export function adminDatabaseUrl(): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/postgres';
  return url.toString();
}

export function testRedisUrl(): string {
  return process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
}
