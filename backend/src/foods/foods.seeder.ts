import type { EntityManager } from '@mikro-orm/postgresql';
import { loadCatalog } from '../catalog/catalog.js';
import type { Seeder } from '../database/seed.js';
import { foodRows } from './catalogue-food-rows.js';
import { foodsRecordset } from './usda-import.js';

/**
 * The USDA foods behind the catalogue → `foods` (fdcId, SR28 description, 'SR Legacy', aisle,
 * FDC-named nutrients per 100 g, household portions), so food search works before any full import.
 * A row a full USDA import wrote (origin 'import') is left as the import wrote it, so `npm start`
 * and `npm run import:usda` never undo each other.
 */
export const foodsSeeder: Seeder = {
  name: 'foods from the catalogue',
  async run(em: EntityManager): Promise<string> {
    const entries = loadCatalog();
    const rows = foodRows(entries);
    const written: { inserted: boolean }[] = await em.execute(
      `insert into foods (fdc_id, description, data_type, brand_owner, food_category, nutrients, portions, origin)
       select fdc_id, description, data_type, brand_owner, food_category, nutrients, portions, 'catalogue'
         from jsonb_to_recordset(?::jsonb) as x(fdc_id int, description text, data_type text, brand_owner text, food_category text, nutrients jsonb, portions jsonb)
       on conflict (fdc_id) do update set
         description = excluded.description, data_type = excluded.data_type, brand_owner = excluded.brand_owner,
         food_category = excluded.food_category, nutrients = excluded.nutrients, portions = excluded.portions
       where foods.origin = 'catalogue'
         and (foods.description, foods.data_type, foods.brand_owner, foods.food_category, foods.nutrients, foods.portions)
         is distinct from (excluded.description, excluded.data_type, excluded.brand_owner, excluded.food_category, excluded.nutrients, excluded.portions)
       returning (xmax = 0) as inserted`,
      [foodsRecordset(rows)],
    );
    const inserted = written.filter((r) => r.inserted).length;
    return `${rows.length} foods (${inserted} inserted, ${written.length - inserted} updated)`;
  },
};
