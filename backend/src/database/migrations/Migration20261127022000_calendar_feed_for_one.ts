import { Migration } from '@mikro-orm/migrations';

/**
 * A calendar feed is the household's (its meals, kept under the owner's id) or one person's (their portions only,
 * kept under their own id): one active feed of each kind per person, so the owner can have both.
 */
export class Migration20261127022000_calendar_feed_for_one extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "calendar_feeds" add column "scope" varchar(10) not null default 'household' check ("scope" in ('household', 'person'));`,
    );
    this.addSql(`drop index if exists "calendar_feeds_one_active_per_user";`);
    this.addSql(
      `create unique index "calendar_feeds_one_active_per_user" on "calendar_feeds" ("user_id", "scope") where "revoked_at" is null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "calendar_feeds" where "scope" = 'person';`);
    this.addSql(`drop index if exists "calendar_feeds_one_active_per_user";`);
    this.addSql(`create unique index "calendar_feeds_one_active_per_user" on "calendar_feeds" ("user_id") where "revoked_at" is null;`);
    this.addSql(`alter table "calendar_feeds" drop column if exists "scope";`);
  }
}
