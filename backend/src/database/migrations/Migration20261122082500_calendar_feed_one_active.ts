import { Migration } from '@mikro-orm/migrations';

/** At most one active (not revoked) private calendar feed per person, even when two exports race. */
export class Migration20261122082500_calendar_feed_one_active extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create unique index "calendar_feeds_one_active_per_user" on "calendar_feeds" ("user_id") where "revoked_at" is null;`);
    this.addSql(`create index "calendar_exports_user_plan_index" on "calendar_exports" ("user_id", "meal_plan_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "calendar_exports_user_plan_index";`);
    this.addSql(`drop index if exists "calendar_feeds_one_active_per_user";`);
  }
}
