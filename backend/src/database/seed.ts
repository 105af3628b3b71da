import type { EntityManager } from '@mikro-orm/postgresql';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './mikro-orm.config.js';
import { SEEDERS } from './seeders.js';

/** Reference data every install needs (catalogue, foods, recipe library). Each seeder is idempotent. */
export interface Seeder {
  name: string;
  /** Upserts its rows; returns a one-line summary for the start-up log. */
  run(em: EntityManager): Promise<string>;
}

export async function seed(databaseUrl: string, log: (line: string) => void = console.log): Promise<void> {
  const orm = await MikroORM.init(ormConfig(databaseUrl));
  try {
    for (const seeder of SEEDERS) {
      const summary = await seeder.run(orm.em.fork());
      log(`seed ${seeder.name}: ${summary}`);
    }
  } finally {
    await orm.close(true);
  }
}
