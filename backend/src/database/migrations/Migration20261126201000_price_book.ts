import { Migration } from '@mikro-orm/migrations';

/**
 * Believable prices, and your own (#20 part 3): how a catalogue food is priced ('series': a public price
 * series; 'rule': a written shelf-price rule, shown as a rough estimate), and the person's price book — what
 * they paid for a package of a catalogue food at a store, used for their later lists and the planner's budget.
 */
export class Migration20261126201000_price_book extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "ingredients" add column "price_basis" varchar(10) not null default 'series' check ("price_basis" in ('series', 'rule'));`,
    );
    this.addSql(`create table "price_book_entries" (
      "id" uuid not null default gen_random_uuid(),
      "user_id" uuid not null references "users" ("id") on update cascade on delete cascade,
      "store" varchar(40) not null,
      "ingredient_id" int not null references "ingredients" ("id") on update cascade on delete cascade,
      "package_label" varchar(80) not null,
      "package_grams" numeric(12,2) not null check ("package_grams" > 0),
      "price" numeric(10,2) not null check ("price" > 0),
      "updated_at" timestamptz not null default now(),
      constraint "price_book_entries_pkey" primary key ("id"),
      constraint "price_book_entries_user_store_food_unique" unique ("user_id", "store", "ingredient_id"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "price_book_entries";`);
    this.addSql(`alter table "ingredients" drop column "price_basis";`);
  }
}
