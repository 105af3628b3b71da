import { Migration } from '@mikro-orm/migrations';

/**
 * The product's tables: catalogue, foods, recipes, preferences, meal plans, grocery lists, calendar.
 * Every row a person owns carries user_id; money is numeric(10,2).
 */
export class Migration20261122000100_domain extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "preferences" (
      "user_id" uuid primary key references "users" ("id") on delete cascade,
      "dietary_restrictions" jsonb not null default '[]',
      "allergies" jsonb not null default '[]',
      "disliked_ingredients" jsonb not null default '[]',
      "calorie_goal" int not null default 2000,
      "weekly_budget" numeric(10,2) not null default 150,
      "preferred_store" varchar(40) null,
      "updated_at" timestamptz not null default now()
    );`);

    // Our ingredient catalogue: facts per 100 g, unit weights, packages, prices per store.
    this.addSql(`create table "ingredients" (
      "id" serial primary key,
      "slug" varchar(120) not null unique,
      "name" varchar(200) not null,
      "aliases" jsonb not null default '[]',
      "category" varchar(60) not null,
      "fdc_id" int null,
      "nutrients" jsonb not null,
      "unit_weights" jsonb not null default '{}',
      "packages" jsonb not null default '[]',
      "prices" jsonb not null default '{}',
      "allergens" jsonb not null default '[]',
      "diets" jsonb not null default '[]'
    );`);

    // USDA foods (seeded from the catalogue; a full import adds thousands more).
    this.addSql(`create table "foods" (
      "fdc_id" int primary key,
      "description" text not null,
      "data_type" varchar(40) not null,
      "brand_owner" text null,
      "food_category" text null,
      "nutrients" jsonb not null default '[]',
      "portions" jsonb not null default '[]',
      "search" tsvector generated always as (to_tsvector('english', coalesce("description", '') || ' ' || coalesce("brand_owner", ''))) stored
    );`);
    this.addSql(`create index "foods_search_index" on "foods" using gin ("search");`);
    this.addSql(`create index "foods_description_trgm_index" on "foods" using gin (lower("description") gin_trgm_ops);`);

    this.addSql(`create table "recipes" (
      "id" serial primary key,
      "slug" varchar(160) not null,
      "owner_id" uuid null references "users" ("id") on delete cascade,
      "title" varchar(200) not null,
      "summary" text not null default '',
      "image" text null,
      "ready_in_minutes" int not null default 30,
      "servings" int not null default 2,
      "meal_types" jsonb not null default '[]',
      "cuisine" varchar(60) null,
      "tags" jsonb not null default '[]',
      "instructions" jsonb not null default '[]',
      "nutrition" jsonb not null default '{}',
      "calories" int not null default 0,
      "cost_per_serving" jsonb not null default '{}',
      "allergens" jsonb not null default '[]',
      "diets" jsonb not null default '[]',
      "source_url" text null,
      "created_at" timestamptz not null default now(),
      "search" tsvector null
    );`);
    this.addSql(
      `create unique index "recipes_slug_owner_unique" on "recipes" ("slug", coalesce("owner_id", '00000000-0000-0000-0000-000000000000'));`,
    );
    this.addSql(`create index "recipes_search_index" on "recipes" using gin ("search");`);
    this.addSql(`create index "recipes_title_trgm_index" on "recipes" using gin (lower("title") gin_trgm_ops);`);

    this.addSql(`create table "recipe_ingredients" (
      "id" serial primary key,
      "recipe_id" int not null references "recipes" ("id") on delete cascade,
      "position" int not null,
      "ingredient_id" int null references "ingredients" ("id"),
      "name" varchar(200) not null,
      "amount" numeric(12,4) not null default 1,
      "unit" varchar(40) not null default '',
      "original" text not null,
      "grams" numeric(12,3) null
    );`);
    this.addSql(`create index "recipe_ingredients_recipe_id_index" on "recipe_ingredients" ("recipe_id");`);

    this.addSql(`create table "favorites" (
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "recipe_id" int not null references "recipes" ("id") on delete cascade,
      "created_at" timestamptz not null default now(),
      primary key ("user_id", "recipe_id")
    );`);

    this.addSql(`create table "meal_plans" (
      "id" uuid primary key default gen_random_uuid(),
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "name" varchar(120) null,
      "week_start_date" date not null,
      "created_at" timestamptz not null default now(),
      "total_calories" int not null default 0,
      "total_budget" numeric(10,2) null,
      "estimated_cost" numeric(10,2) null,
      "calorie_goal" int null,
      "day_stats" jsonb not null default '[]',
      "relaxations" jsonb not null default '[]',
      "note" text null,
      "generation_key" varchar(120) null unique
    );`);
    this.addSql(`create index "meal_plans_user_id_index" on "meal_plans" ("user_id", "created_at" desc);`);

    this.addSql(`create table "meal_items" (
      "id" uuid primary key default gen_random_uuid(),
      "meal_plan_id" uuid not null references "meal_plans" ("id") on delete cascade,
      "day_of_week" smallint not null check ("day_of_week" between 0 and 6),
      "meal_type" varchar(10) not null check ("meal_type" in ('breakfast', 'lunch', 'dinner')),
      "position" int not null default 0,
      "recipe_id" int null references "recipes" ("id") on delete set null,
      "servings" numeric(6,2) not null default 1,
      "food_name" varchar(200) null,
      "fdc_id" int null,
      "quantity" numeric(10,2) null,
      "unit" varchar(40) null,
      "calories" int not null default 0,
      "protein" numeric(8,1) not null default 0,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "meal_items_meal_plan_id_index" on "meal_items" ("meal_plan_id");`);

    this.addSql(`create table "grocery_lists" (
      "id" uuid primary key default gen_random_uuid(),
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "meal_plan_id" uuid not null unique references "meal_plans" ("id") on delete cascade,
      "store" varchar(40) null,
      "total_estimated_cost" numeric(10,2) not null default 0,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create table "grocery_items" (
      "id" uuid primary key default gen_random_uuid(),
      "grocery_list_id" uuid not null references "grocery_lists" ("id") on delete cascade,
      "position" int not null default 0,
      "ingredient_id" int null references "ingredients" ("id"),
      "name" varchar(200) not null,
      "brand" varchar(120) null,
      "category" varchar(60) not null default 'Other',
      "quantity" numeric(10,2) not null default 1,
      "unit" varchar(40) not null default '',
      "estimated_price" numeric(10,2) not null default 0,
      "is_checked" boolean not null default false,
      "for_meals" jsonb not null default '[]',
      "brand_options" jsonb not null default '[]'
    );`);
    this.addSql(`create index "grocery_items_list_index" on "grocery_items" ("grocery_list_id");`);

    this.addSql(`create table "calendar_exports" (
      "id" uuid primary key default gen_random_uuid(),
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "meal_plan_id" uuid not null references "meal_plans" ("id") on delete cascade,
      "ics" text not null,
      "events" int not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create table "calendar_feeds" (
      "id" uuid primary key default gen_random_uuid(),
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "token_hash" char(64) not null unique,
      "time_zone" varchar(64) not null default 'UTC',
      "created_at" timestamptz not null default now(),
      "revoked_at" timestamptz null
    );`);
  }

  override async down(): Promise<void> {
    for (const t of [
      'calendar_feeds',
      'calendar_exports',
      'grocery_items',
      'grocery_lists',
      'meal_items',
      'meal_plans',
      'favorites',
      'recipe_ingredients',
      'recipes',
      'foods',
      'ingredients',
      'preferences',
    ]) {
      this.addSql(`drop table if exists "${t}" cascade;`);
    }
  }
}
