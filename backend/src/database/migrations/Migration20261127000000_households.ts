import { Migration } from '@mikro-orm/migrations';

/**
 * Households (issue #24): everyone is in one. Each person already here becomes the owner of a household of one,
 * so nothing they see changes; members without an account (a child) are added by name and age; an invite is a
 * single-use link kept as the hash of its secret.
 */
export class Migration20261127000000_households extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "households" (
      "id" uuid not null default gen_random_uuid(),
      "name" varchar(80) null,
      "created_at" timestamptz not null default now(),
      constraint "households_pkey" primary key ("id"));`);
    this.addSql(`create table "household_members" (
      "id" uuid not null default gen_random_uuid(),
      "household_id" uuid not null references "households" ("id") on update cascade on delete cascade,
      "user_id" uuid null references "users" ("id") on update cascade on delete cascade,
      "role" varchar(10) not null check ("role" in ('owner', 'adult', 'child')),
      "name" varchar(60) not null,
      "birth_year" int null,
      "preferences" jsonb null,
      "meals_away" jsonb not null default '[]',
      "created_at" timestamptz not null default now(),
      constraint "household_members_pkey" primary key ("id"),
      constraint "household_members_user_id_unique" unique ("user_id"));`);
    this.addSql(`create index "household_members_household_id_index" on "household_members" ("household_id");`);
    // One owner per household.
    this.addSql(`create unique index "household_members_one_owner" on "household_members" ("household_id") where "role" = 'owner';`);
    this.addSql(`create table "household_invites" (
      "id" uuid not null default gen_random_uuid(),
      "household_id" uuid not null references "households" ("id") on update cascade on delete cascade,
      "token_hash" varchar(64) not null,
      "invited_by_id" uuid null references "users" ("id") on update cascade on delete set null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "household_invites_pkey" primary key ("id"),
      constraint "household_invites_token_hash_unique" unique ("token_hash"));`);
    this.addSql(`create index "household_invites_household_id_index" on "household_invites" ("household_id");`);
    // Everyone already here: a household of one, owned (its id is the person's own, which no other household has).
    this.addSql(`insert into "households" ("id", "created_at") select u."id", u."created_at" from "users" u;`);
    this.addSql(`insert into "household_members" ("household_id", "user_id", "role", "name", "created_at")
      select u."id", u."id", 'owner', coalesce(nullif(trim(u."first_name"), ''), 'You'), u."created_at" from "users" u;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "household_invites";`);
    this.addSql(`drop table if exists "household_members";`);
    this.addSql(`drop table if exists "households";`);
  }
}
