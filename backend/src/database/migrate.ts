import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { ormConfig } from './mikro-orm.config.js';

/** Applies pending migrations; used by `npm start`, tests and operators (`node dist/database/migrate.js`). */
export async function migrate(databaseUrl: string, extra: Partial<Options> = {}): Promise<string[]> {
  const orm = await MikroORM.init(ormConfig(databaseUrl, extra));
  try {
    const applied = await orm.migrator.up();
    return applied.map((m) => m.name);
  } finally {
    await orm.close(true);
  }
}
