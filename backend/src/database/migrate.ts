import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { ormConfig } from './mikro-orm.config.js';

/**
 * Applies pending migrations; used by `npm start`, tests and operators (`node dist/cli/setup.js`).
 * Migrations are SQL of their own: no entity is needed to run them.
 */
export async function migrate(databaseUrl: string, extra: Partial<Options> = {}): Promise<string[]> {
  const orm = await MikroORM.init(ormConfig(databaseUrl, { discovery: { warnWhenNoEntities: false }, ...extra }));
  try {
    const applied = await orm.migrator.up();
    return applied.map((m) => m.name);
  } finally {
    await orm.close(true);
  }
}
