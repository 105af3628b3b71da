import { Migration } from '@mikro-orm/migrations';

/**
 * The list in the store, live and offline (issue #21): every change a device makes is an operation with an id
 * made on the device, remembered here per person so one sent twice is applied once (and its outcome answered
 * again); each line keeps the stamp of the last change of each of its fields (later wins, per field); and a
 * line a device added under its own id that joined a line of the same name keeps that id as another name.
 */
export class Migration20261126210000_list_operations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "grocery_list_operations" (
      "user_id" uuid not null references "users" ("id") on update cascade on delete cascade,
      "op_id" uuid not null,
      "meal_plan_id" uuid not null,
      "status" varchar(12) not null check ("status" in ('applied', 'superseded', 'refused')),
      "reason" text null,
      "made_at" timestamptz not null default now(),
      constraint "grocery_list_operations_pkey" primary key ("user_id", "op_id"));`);
    this.addSql(`create index "grocery_list_operations_made_at_index" on "grocery_list_operations" ("made_at");`);
    this.addSql(`alter table "grocery_items" add column "field_stamps" jsonb null;`);
    this.addSql(`create table "grocery_line_aliases" (
      "alias_id" uuid not null,
      "grocery_item_id" uuid not null references "grocery_items" ("id") on update cascade on delete cascade,
      constraint "grocery_line_aliases_pkey" primary key ("alias_id"));`);
    this.addSql(`create index "grocery_line_aliases_item_index" on "grocery_line_aliases" ("grocery_item_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "grocery_line_aliases";`);
    this.addSql(`alter table "grocery_items" drop column "field_stamps";`);
    this.addSql(`drop table if exists "grocery_list_operations";`);
  }
}
