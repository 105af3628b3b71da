import { Migration } from '@mikro-orm/migrations';

/** Users and their sign-in sessions. Domain tables come in their own migrations. */
export class Migration20261122000000_foundation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(`create table "users" (
      "id" uuid primary key default gen_random_uuid(),
      "email" varchar(320) not null,
      "password_hash" text null,
      "clerk_id" varchar(255) null,
      "first_name" varchar(100) null,
      "last_name" varchar(100) null,
      "profile_image_url" text null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create unique index "users_email_unique" on "users" (lower("email"));`);
    this.addSql(`create unique index "users_clerk_id_unique" on "users" ("clerk_id") where "clerk_id" is not null;`);
    this.addSql(`create table "sessions" (
      "id" uuid primary key default gen_random_uuid(),
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "token_hash" char(64) not null unique,
      "created_at" timestamptz not null default now(),
      "expires_at" timestamptz not null
    );`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sessions";`);
    this.addSql(`drop table if exists "users";`);
  }
}
