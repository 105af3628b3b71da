import { Migration } from '@mikro-orm/migrations';

/**
 * A grocery list follows its plan on its own (issue #20 part 1): what the last update changed, said on the
 * list until the person dismisses it ("Updated from your plan: + chicken thighs 1.5 lb, − paneer"), and
 * since when an update from the plan is waiting to run (the list says it is updating until it has run).
 */
export class Migration20261126202000_list_follows_plan extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "grocery_lists" add column "last_update" jsonb null, add column "sync_pending_since" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "grocery_lists" drop column "last_update", drop column "sync_pending_since";`);
  }
}
