import { Migration } from '@mikro-orm/migrations';

/**
 * Meal shares and a protein goal in preferences (null = the defaults, 25/35/40 and none), and the
 * carbohydrate and fat of a meal item, so a day's macros count its sides and foods, not only recipes.
 */
export class Migration20261125020000_meal_shares_and_sides extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "preferences" add column "meal_shares" jsonb null, add column "protein_goal" integer null;`);
    this.addSql(
      `alter table "meal_items" add column "carbs" numeric(8,1) not null default 0, add column "fat" numeric(8,1) not null default 0;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "meal_items" drop column if exists "carbs", drop column if exists "fat";`);
    this.addSql(`alter table "preferences" drop column if exists "meal_shares", drop column if exists "protein_goal";`);
  }
}
