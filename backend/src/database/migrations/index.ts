import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_foundation } from './Migration20261122000000_foundation.js';
import { Migration20261122000100_domain } from './Migration20261122000100_domain.js';
import { Migration20261122080500_grocery_item_note } from './Migration20261122080500_grocery_item_note.js';
import { Migration20261122082500_calendar_feed_one_active } from './Migration20261122082500_calendar_feed_one_active.js';
import { Migration20261122084500_calendar_meal_times } from './Migration20261122084500_calendar_meal_times.js';
import { Migration20261122190000_foods_reference_search } from './Migration20261122190000_foods_reference_search.js';
import { Migration20261122083800_foods_origin } from './Migration20261122083800_foods_origin.js';
import { Migration20261125020000_meal_shares_and_sides } from './Migration20261125020000_meal_shares_and_sides.js';
import { Migration20261125030000_assistant_actions } from './Migration20261125030000_assistant_actions.js';
import { Migration20261125040000_read_versions } from './Migration20261125040000_read_versions.js';
import { Migration20261125090000_ingredient_line_detail } from './Migration20261125090000_ingredient_line_detail.js';
import { Migration20261125091000_price_sources } from './Migration20261125091000_price_sources.js';
import { Migration20261126120000_own_list_lines } from './Migration20261126120000_own_list_lines.js';
import { Migration20261126150000_pantry } from './Migration20261126150000_pantry.js';
import { Migration20261126170000_plan_has_grocery_list } from './Migration20261126170000_plan_has_grocery_list.js';
import { Migration20261126180000_list_brand_choice } from './Migration20261126180000_list_brand_choice.js';
import { Migration20261126201000_price_book } from './Migration20261126201000_price_book.js';
import { Migration20261126202000_list_follows_plan } from './Migration20261126202000_list_follows_plan.js';
import { Migration20261126210000_list_operations } from './Migration20261126210000_list_operations.js';
import { Migration20261126230000_job_records } from './Migration20261126230000_job_records.js';
import { Migration20261127000000_households } from './Migration20261127000000_households.js';

/** Every migration, in order. Listed by hand so one config works from dist, tests and scripts alike. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000000_foundation', class: Migration20261122000000_foundation },
  { name: 'Migration20261122000100_domain', class: Migration20261122000100_domain },
  { name: 'Migration20261122080500_grocery_item_note', class: Migration20261122080500_grocery_item_note },
  { name: 'Migration20261122082500_calendar_feed_one_active', class: Migration20261122082500_calendar_feed_one_active },
  { name: 'Migration20261122083800_foods_origin', class: Migration20261122083800_foods_origin },
  { name: 'Migration20261122084500_calendar_meal_times', class: Migration20261122084500_calendar_meal_times },
  { name: 'Migration20261122190000_foods_reference_search', class: Migration20261122190000_foods_reference_search },
  { name: 'Migration20261125020000_meal_shares_and_sides', class: Migration20261125020000_meal_shares_and_sides },
  { name: 'Migration20261125030000_assistant_actions', class: Migration20261125030000_assistant_actions },
  { name: 'Migration20261125040000_read_versions', class: Migration20261125040000_read_versions },
  { name: 'Migration20261125090000_ingredient_line_detail', class: Migration20261125090000_ingredient_line_detail },
  { name: 'Migration20261125091000_price_sources', class: Migration20261125091000_price_sources },
  { name: 'Migration20261126120000_own_list_lines', class: Migration20261126120000_own_list_lines },
  { name: 'Migration20261126150000_pantry', class: Migration20261126150000_pantry },
  { name: 'Migration20261126170000_plan_has_grocery_list', class: Migration20261126170000_plan_has_grocery_list },
  { name: 'Migration20261126180000_list_brand_choice', class: Migration20261126180000_list_brand_choice },
  { name: 'Migration20261126201000_price_book', class: Migration20261126201000_price_book },
  { name: 'Migration20261126202000_list_follows_plan', class: Migration20261126202000_list_follows_plan },
  { name: 'Migration20261126210000_list_operations', class: Migration20261126210000_list_operations },
  { name: 'Migration20261126230000_job_records', class: Migration20261126230000_job_records },
  { name: 'Migration20261127000000_households', class: Migration20261127000000_households },
];
