import 'reflect-metadata';
import { APP_ENTITIES } from '../app.entities.js';
import { APP_SEEDERS } from '../app.seeders.js';
import { migrate } from '../database/migrate.js';
import { seed } from '../database/seed.js';

/** `node backend/dist/cli/setup.js`: migrations, then reference data. Safe to run on every start. */
async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is required');
  const applied = await migrate(databaseUrl, { logger: () => undefined });
  console.log(applied.length ? `migrations applied: ${applied.join(', ')}` : 'database schema is up to date');
  if (process.env.SKIP_SEED !== '1') await seed(databaseUrl, APP_SEEDERS, APP_ENTITIES);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
