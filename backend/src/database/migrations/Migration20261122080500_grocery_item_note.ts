import { Migration } from '@mikro-orm/migrations';

/** A grocery item can carry a short note (why a line has no price, which store priced it). */
export class Migration20261122080500_grocery_item_note extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "grocery_items" add column "note" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "grocery_items" drop column if exists "note";`);
  }
}
