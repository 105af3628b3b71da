import type { EntityManager } from '@mikro-orm/postgresql';
import type { Seeder } from '../database/seed.js';
import { loadCatalog } from './catalog.js';
import type { CatalogIngredient } from './catalog.types.js';

/** An `ingredients` row of a catalogue entry. */
function ingredientRow(e: CatalogIngredient) {
  return {
    slug: e.slug,
    name: e.name,
    aliases: e.aliases ?? [],
    category: e.category,
    fdc_id: e.fdcId ?? null,
    nutrients: e.nutrients,
    unit_weights: e.unitWeights ?? {},
    packages: e.packages ?? [],
    prices: e.prices ?? {},
    allergens: e.allergens ?? [],
    diets: e.diets ?? [],
    price_basis: e.priceBasis ?? 'series',
  };
}

/** The ingredient catalogue (catalog/data/ingredients.json) → `ingredients`, upserted by slug; unchanged rows are not written. */
export const catalogSeeder: Seeder = {
  name: 'ingredient catalogue',
  async run(em: EntityManager): Promise<string> {
    const rows = loadCatalog().map(ingredientRow);
    const written: { inserted: boolean }[] = await em.execute(
      `insert into ingredients (slug, name, aliases, category, fdc_id, nutrients, unit_weights, packages, prices, allergens, diets, price_basis)
       select slug, name, aliases, category, fdc_id, nutrients, unit_weights, packages, prices, allergens, diets, price_basis
         from jsonb_to_recordset(?::jsonb) as x(slug text, name text, aliases jsonb, category text, fdc_id int, nutrients jsonb,
              unit_weights jsonb, packages jsonb, prices jsonb, allergens jsonb, diets jsonb, price_basis text)
       on conflict (slug) do update set name = excluded.name, aliases = excluded.aliases, category = excluded.category,
         fdc_id = excluded.fdc_id, nutrients = excluded.nutrients, unit_weights = excluded.unit_weights, packages = excluded.packages,
         prices = excluded.prices, allergens = excluded.allergens, diets = excluded.diets,
         price_basis = excluded.price_basis
       where (ingredients.name, ingredients.aliases, ingredients.category, ingredients.fdc_id, ingredients.nutrients, ingredients.unit_weights,
              ingredients.packages, ingredients.prices, ingredients.allergens, ingredients.diets, ingredients.price_basis)
         is distinct from (excluded.name, excluded.aliases, excluded.category, excluded.fdc_id, excluded.nutrients, excluded.unit_weights,
              excluded.packages, excluded.prices, excluded.allergens, excluded.diets, excluded.price_basis)
       returning (xmax = 0) as inserted`,
      [JSON.stringify(rows)],
    );
    const inserted = written.filter((r) => r.inserted).length;
    return `${rows.length} ingredients (${inserted} inserted, ${written.length - inserted} updated)`;
  },
};
