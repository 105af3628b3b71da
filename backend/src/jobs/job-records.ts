import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { JobName } from './job-types.js';

/** One accepted job as PostgreSQL keeps it (job_records). */
export interface JobRecord {
  id: string;
  name: JobName;
  payload: Record<string, unknown>;
  userId: string | null;
  state: 'accepted' | 'completed' | 'failed';
  result: unknown;
  error: string | null;
}

/** How long a finished job's record is kept: as long as BullMQ keeps a failed one (a completed one goes after a day). */
const KEPT_DAYS = 7;

/**
 * The jobs accepted, kept in PostgreSQL from the 202 until they are done, and what came of them (issue #23):
 * Redis holds the queue in memory only, and one that restarts empty must not take accepted work with it.
 * Raw SQL on the ORM's pool: a few small statements, outside any request's unit of work.
 */
@Injectable()
export class JobRecords {
  constructor(private readonly em: EntityManager) {}

  private execute<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(sql, params);
  }

  /** Notes a job as accepted (again, for a job tried anew under its key); answers nothing. */
  async accepted(id: string, name: JobName, payload: object): Promise<void> {
    const userId = (payload as { userId?: unknown }).userId;
    await this.execute(
      `insert into job_records (id, name, payload, user_id) values (?, ?, ?, ?)
        on conflict (id) do update set state = 'accepted', result = null, error = null, done_at = null
        where job_records.state = 'failed'`,
      [id, name, JSON.stringify(payload), typeof userId === 'string' ? userId : null],
    );
  }

  /** Forgets a record made for a job the queue folded into another (deduplication): that one is the job. */
  async forget(id: string): Promise<void> {
    await this.execute('delete from job_records where id = ?', [id]);
  }

  /** The job ran to its end: its result, or the reason it failed for good. */
  async finished(id: string, outcome: { result: unknown } | { error: string }): Promise<void> {
    await this.execute(
      `update job_records set state = ?, result = ?, error = ?, done_at = clock_timestamp() where id = ?`,
      'error' in outcome ? ['failed', null, outcome.error, id] : ['completed', JSON.stringify(outcome.result ?? null), null, id],
    );
  }

  async find(id: string): Promise<JobRecord | null> {
    const [row] = await this.execute<JobRecord>(
      `select id, name, payload, user_id as "userId", state, result, error from job_records where id = ?`,
      [id],
    );
    return row ?? null;
  }

  /** Jobs accepted at least `olderThanMs` ago and not done, oldest first; finished records past keeping go. */
  async unfinished(olderThanMs: number, limit: number): Promise<JobRecord[]> {
    await this.execute(`delete from job_records where done_at < now() - make_interval(days => ?)`, [KEPT_DAYS]);
    return this.execute<JobRecord>(
      `select id, name, payload, user_id as "userId", state, result, error from job_records
        where state = 'accepted' and accepted_at < clock_timestamp() - make_interval(secs => ?)
        order by accepted_at limit ?`,
      [olderThanMs / 1000, limit],
    );
  }
}
