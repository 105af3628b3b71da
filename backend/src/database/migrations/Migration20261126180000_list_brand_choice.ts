import { Migration } from '@mikro-orm/migrations';

/**
 * The brand a person chose for a grocery line the plan made, with the price they took: "Update from plan"
 * rebuilds plan lines in place and kept their check mark and quantity, but put the plan's brand back.
 */
export class Migration20261126180000_list_brand_choice extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "grocery_items" add column "brand_choice" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "grocery_items" drop column "brand_choice";`);
  }
}
