import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { ENTITIES } from './entities.js';
import { migrationsList } from './migrations/index.js';
import { contextualEntityManager } from './request-scope.js';

export function ormConfig(databaseUrl: string, extra: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
    forceUtcTimezone: true,
    pool: { min: 0, max: 10 },
    // Each request's EntityManager is forked when the request first needs one (request-scope.ts).
    context: contextualEntityManager,
    ...extra,
  });
}
