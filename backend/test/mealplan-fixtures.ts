import type { MikroORM } from '@mikro-orm/postgresql';

/** A few library recipe ids with calories, for the CRUD tests (the app is started with `{ seeded: true }`). */
export async function someRecipes(orm: MikroORM, count = 3): Promise<{ id: number; title: string; calories: number }[]> {
  return orm.em
    .fork()
    .getConnection()
    .execute(`select id, title, calories from recipes where owner_id is null and calories > 0 order by id limit ?`, [count]);
}
