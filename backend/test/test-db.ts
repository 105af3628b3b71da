import pg from 'pg';
import { APP_ENTITIES } from '../src/app.entities.js';
import { APP_SEEDERS } from '../src/app.seeders.js';
import { migrate } from '../src/database/migrate.js';
import { seed } from '../src/database/seed.js';
import { testDatabaseUrl } from './test-env.js';

let migrated: Promise<void> | undefined;
let seeded: Promise<void> | undefined;

/** Runs `work` while holding a Postgres advisory lock, so parallel jest workers take turns. */
export async function withTestLock(key: number, work: () => Promise<unknown>, databaseUrl = testDatabaseUrl()): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    await client.end();
  }
}

/** Applies migrations to the test database once per jest worker. */
export function ensureTestDatabase(): Promise<void> {
  migrated ??= withTestLock(7426001, () => migrate(testDatabaseUrl(), { logger: () => undefined }));
  return migrated;
}

/**
 * Loads the reference data (catalogue, foods, recipe library) through the real seeders, once per
 * worker; seeders are idempotent, so a second worker finds nothing to change.
 */
export function ensureSeeded(): Promise<void> {
  seeded ??= ensureTestDatabase().then(() =>
    withTestLock(7426002, () => seed(testDatabaseUrl(), APP_SEEDERS, APP_ENTITIES, () => undefined)),
  );
  return seeded;
}

/** Lock key for loading the SR28 files into `foods` (two suites importing at once deadlock). */
export const USDA_IMPORT_LOCK = 7426003;

/**
 * A database of this suite's own (`<test db>_<name>`, created fresh and migrated), for suites that
 * count every table's rows and must not see other suites' writes.
 */
export async function isolatedDatabaseUrl(name: string): Promise<string> {
  const url = new URL(testDatabaseUrl());
  const dbName = `${url.pathname.slice(1)}_${name}`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${dbName}" with (force)`);
    await client.query(`create database "${dbName}"`);
  } finally {
    await client.end();
  }
  url.pathname = `/${dbName}`;
  await migrate(url.toString(), { logger: () => undefined });
  return url.toString();
}
