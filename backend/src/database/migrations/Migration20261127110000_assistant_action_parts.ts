import { Migration } from '@mikro-orm/migrations';

/**
 * Each change of a message that asks for several ("add milk, remove eggs and swap tuesday dinner") is an action
 * of its own, undone alone; the reply's whole action holds them as its parts, so one Undo can still put all back.
 */
export class Migration20261127110000_assistant_action_parts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "assistant_actions" add column "whole_id" uuid null references "assistant_actions" ("id") on delete cascade;`);
    this.addSql(`create index "assistant_actions_whole_id_index" on "assistant_actions" ("whole_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "assistant_actions" where "whole_id" is not null;`);
    this.addSql(`alter table "assistant_actions" drop column if exists "whole_id";`);
  }
}
