import { Migration } from '@mikro-orm/migrations';

/**
 * Where prices come from, kept with what they priced: each grocery line's source (a rough estimate from its
 * aisle, a store's shelf price) and the list's ("Kroger prices at <store>, <date>", or the estimate and why);
 * the store a plan's estimated cost was priced at; and the day's answers of a store's price API, per store
 * and day, so a list built twice a day asks the store once (prices/store-price-cache.ts).
 */
export class Migration20261125091000_price_sources extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "grocery_items" add column "price_source" jsonb null;`);
    this.addSql(`alter table "grocery_lists" add column "price_source" jsonb null;`);
    this.addSql(`alter table "meal_plans" add column "cost_store" varchar(40) null;`);
    this.addSql(`create table "store_price_cache" (
      "source" varchar(20) not null,
      "key" text not null,
      "day" date not null,
      "payload" jsonb not null,
      "fetched_at" timestamptz not null default now(),
      primary key ("source", "key", "day")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "store_price_cache";`);
    this.addSql(`alter table "meal_plans" drop column if exists "cost_store";`);
    this.addSql(`alter table "grocery_lists" drop column if exists "price_source";`);
    this.addSql(`alter table "grocery_items" drop column if exists "price_source";`);
  }
}
