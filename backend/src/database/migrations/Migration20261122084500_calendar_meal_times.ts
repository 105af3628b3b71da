import { Migration } from '@mikro-orm/migrations';

/** The meal times a person chose for their calendar (breakfast/lunch/dinner "HH:MM"); null = the defaults. */
export class Migration20261122084500_calendar_meal_times extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "calendar_feeds" add column "meal_times" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "calendar_feeds" drop column if exists "meal_times";`);
  }
}
