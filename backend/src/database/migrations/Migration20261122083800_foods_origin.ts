import { Migration } from '@mikro-orm/migrations';

/**
 * Who wrote a `foods` row: the catalogue seeder ('catalogue') or a USDA import ('import'). A full
 * import takes over the rows the seeder wrote; the seeder never overwrites an imported row, so
 * `npm start` (which seeds) and `npm run import:usda` never undo each other.
 */
export class Migration20261122083800_foods_origin extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "foods" add column "origin" varchar(20) not null default 'import';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "foods" drop column "origin";`);
  }
}
