import { Migration } from '@mikro-orm/migrations';

/**
 * Every job accepted (a 202 answered) is kept in PostgreSQL until it is done, and what came of it after
 * (issue #23): Redis holds the queue only in memory, so a Redis that restarts empty must not take accepted
 * plans and lists with it. JobsService puts back in the queue any accepted job Redis no longer has, and answers
 * a finished job's status from here once Redis has forgotten it.
 */
export class Migration20261126230000_job_records extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "job_records" (
      "id" varchar(200) not null,
      "name" varchar(40) not null,
      "payload" jsonb not null,
      "user_id" varchar(64) null,
      "state" varchar(12) not null default 'accepted' check ("state" in ('accepted', 'completed', 'failed')),
      "result" jsonb null,
      "error" text null,
      "accepted_at" timestamptz not null default now(),
      "done_at" timestamptz null,
      constraint "job_records_pkey" primary key ("id"));`);
    this.addSql(`create index "job_records_accepted_index" on "job_records" ("accepted_at") where "state" = 'accepted';`);
    this.addSql(`create index "job_records_done_at_index" on "job_records" ("done_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "job_records";`);
  }
}
