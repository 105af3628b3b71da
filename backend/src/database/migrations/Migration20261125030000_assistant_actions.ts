import { Migration } from '@mikro-orm/migrations';

/** What an assistant reply changed, for its Undo (10 minutes; old rows are deleted as new ones come). */
export class Migration20261125030000_assistant_actions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "assistant_actions" (
      "id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "description" text not null, "changes" jsonb not null,
      "created_at" timestamptz not null, "undone_at" timestamptz null,
      constraint "assistant_actions_pkey" primary key ("id"));`);
    this.addSql(
      `alter table "assistant_actions" add constraint "assistant_actions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`create index "assistant_actions_user_id_created_at_index" on "assistant_actions" ("user_id", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "assistant_actions" cascade;`);
  }
}
