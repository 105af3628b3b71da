import { Migration } from '@mikro-orm/migrations';

/**
 * A person's own lines on a grocery list (issue #16): where a line comes from (the plan, or the person),
 * when it was taken off (kept, so "Update from plan" leaves it off and it can be restored), what the plan
 * alone asks to buy of it, and the person's decision about a plan line with the plan's amount at the time.
 * Lines already added through the assistant are for no meal: they become the person's.
 */
export class Migration20261126120000_own_list_lines extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "grocery_items" add column "origin" varchar(20) not null default 'generated';`);
    this.addSql(`alter table "grocery_items" add column "removed_at" timestamptz null;`);
    this.addSql(`alter table "grocery_items" add column "plan_amount" jsonb null;`);
    this.addSql(`alter table "grocery_items" add column "person_edit" jsonb null;`);
    this.addSql(`update "grocery_items" set "origin" = 'added' where jsonb_array_length("for_meals") = 0;`);
  }

  override async down(): Promise<void> {
    // Removed lines were off the list: before this migration a removed line was deleted.
    this.addSql(`delete from "grocery_items" where "removed_at" is not null;`);
    for (const column of ['person_edit', 'plan_amount', 'removed_at', 'origin'])
      this.addSql(`alter table "grocery_items" drop column if exists "${column}";`);
  }
}
