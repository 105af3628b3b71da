import { Migration } from '@mikro-orm/migrations';

/**
 * A person's pantry (issue #16): the catalogue foods they have at home, each a staple (always there) or a
 * stocked amount in grams; every change of an amount as a movement (added, bought, used, set by hand), so
 * the pantry can say where an amount came from; what a week's plan will take from the pantry and how much
 * of it was already taken out (from the week's first day on); and whether the starter set of staples was offered. Grocery lines remember the
 * grams their packages hold and the grams the pantry covers, so a checked line can leave its leftovers.
 */
export class Migration20261126150000_pantry extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "pantries" (
      "user_id" uuid not null, "starter_decided_at" timestamptz null, "created_at" timestamptz not null default now(),
      constraint "pantries_pkey" primary key ("user_id"));`);
    this.addSql(
      `alter table "pantries" add constraint "pantries_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`create table "pantry_items" (
      "id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "ingredient_id" int not null,
      "kind" varchar(10) not null check ("kind" in ('staple', 'stock')), "grams" numeric(12,2) null check ("grams" is null or "grams" >= 0),
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      constraint "pantry_items_pkey" primary key ("id"), constraint "pantry_items_user_ingredient_unique" unique ("user_id", "ingredient_id"));`);
    this.addSql(
      `alter table "pantry_items" add constraint "pantry_items_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "pantry_items" add constraint "pantry_items_ingredient_id_foreign" foreign key ("ingredient_id") references "ingredients" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`create table "pantry_movements" (
      "id" uuid not null default gen_random_uuid(), "pantry_item_id" uuid not null, "grams" numeric(12,2) not null,
      "reason" varchar(10) not null check ("reason" in ('added', 'set', 'bought', 'used')), "note" varchar(300) not null default '',
      "grocery_item_id" uuid null, "meal_plan_id" uuid null, "undone_at" timestamptz null, "created_at" timestamptz not null default now(),
      constraint "pantry_movements_pkey" primary key ("id"));`);
    this.addSql(
      `alter table "pantry_movements" add constraint "pantry_movements_pantry_item_id_foreign" foreign key ("pantry_item_id") references "pantry_items" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`create index "pantry_movements_item_created_index" on "pantry_movements" ("pantry_item_id", "created_at");`);
    this.addSql(
      `create index "pantry_movements_grocery_item_index" on "pantry_movements" ("grocery_item_id") where "grocery_item_id" is not null;`,
    );

    this.addSql(`create table "pantry_reservations" (
      "user_id" uuid not null, "meal_plan_id" uuid not null, "ingredient_id" int not null, "grams" numeric(12,2) not null,
      "taken" numeric(12,2) not null default 0, "week_start" date not null,
      constraint "pantry_reservations_pkey" primary key ("meal_plan_id", "ingredient_id"));`);
    this.addSql(
      `alter table "pantry_reservations" add constraint "pantry_reservations_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "pantry_reservations" add constraint "pantry_reservations_meal_plan_id_foreign" foreign key ("meal_plan_id") references "meal_plans" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`create index "pantry_reservations_user_index" on "pantry_reservations" ("user_id", "week_start");`);

    this.addSql(`alter table "grocery_items" add column "package_grams" numeric(12,2) null;`);
    this.addSql(`alter table "grocery_items" add column "from_pantry_grams" numeric(12,2) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "grocery_items" drop column if exists "from_pantry_grams";`);
    this.addSql(`alter table "grocery_items" drop column if exists "package_grams";`);
    for (const table of ['pantry_reservations', 'pantry_movements', 'pantry_items', 'pantries'])
      this.addSql(`drop table if exists "${table}" cascade;`);
  }
}
