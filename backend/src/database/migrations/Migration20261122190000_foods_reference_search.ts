import { Migration } from '@mikro-orm/migrations';

/**
 * The full-text index of the reference foods alone (SR Legacy, Foundation: thousands of rows against
 * hundreds of thousands of branded ones), so food search finds a common word's reference matches
 * without reading every branded row that has the word.
 */
export class Migration20261122190000_foods_reference_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "foods_reference_search_index" on "foods" using gin ("search") where "data_type" in ('SR Legacy', 'Foundation');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "foods_reference_search_index";`);
  }
}
