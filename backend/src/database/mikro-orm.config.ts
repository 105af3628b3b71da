import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { migrationsList } from './migrations/index.js';

/**
 * The ORM's settings. The entities come from who runs it: in the app each module registers its own
 * (MikroOrmModule.forFeature, autoLoadEntities), outside it the caller passes the app's list
 * (app.entities.ts) — so this layer knows no product module.
 */
export function ormConfig(databaseUrl: string, extra: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
    forceUtcTimezone: true,
    pool: { min: 0, max: 10 },
    ...extra,
  });
}
