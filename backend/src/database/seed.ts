import type { EntityClass, EntityManager } from '@mikro-orm/postgresql';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './mikro-orm.config.js';

/** Reference data every install needs (catalogue, foods, recipe library); each module writes its own. Each seeder is idempotent. */
export interface Seeder {
  name: string;
  /** Upserts its rows; returns a one-line summary for the start-up log. */
  run(em: EntityManager): Promise<string>;
}

/** Runs the seeders in order (later ones may read what earlier ones wrote), over the app's entities. */
export async function seed(
  databaseUrl: string,
  seeders: readonly Seeder[],
  entities: readonly EntityClass<object>[],
  log: (line: string) => void = console.log,
): Promise<void> {
  const orm = await MikroORM.init(ormConfig(databaseUrl, { entities: [...entities] }));
  try {
    for (const seeder of seeders) {
      const summary = await seeder.run(orm.em.fork());
      log(`seed ${seeder.name}: ${summary}`);
    }
  } finally {
    await orm.close(true);
  }
}
