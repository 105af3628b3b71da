import { Migration } from '@mikro-orm/migrations';

/**
 * A plan for everyone at the table (issue #24): each meal item keeps each person's portion of it
 * ([{ memberId, name, servings }], null for a plan of one person) and the plan each person's day totals
 * ([{ memberId, name, dayOfWeek, calories, protein, carbs, fat, calorieGoal }], null for one person).
 * The item's `servings` stays the sum of the portions, so the grocery list buys for everyone unchanged.
 */
export class Migration20261127021000_table_portions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "meal_items" add column "portions" jsonb null;`);
    this.addSql(`alter table "meal_plans" add column "member_day_stats" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "meal_items" drop column if exists "portions";`);
    this.addSql(`alter table "meal_plans" drop column if exists "member_day_stats";`);
  }
}
