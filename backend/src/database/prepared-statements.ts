import { EntityManager, type PostgreSqlConnection } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Pool } from 'pg';

/**
 * Reads that run on every request, as named prepared statements on the ORM's own `pg` pool: PostgreSQL
 * parses and plans each once per connection, and each run sends only its parameters. Through
 * `em.execute` the whole SQL text was sent, parsed and planned again every time — on the same two cores
 * the API runs on — behind the ORM's and Kysely's layers. For a plain read of rows only: no entities,
 * no identity map, outside any transaction.
 */
@Injectable()
export class PreparedStatements {
  private pool: Promise<Pool> | undefined;

  constructor(private readonly em: EntityManager) {}

  /** Rows of the statement `name` (one SQL text per name, with $1…$n parameters). */
  async rows<T>(name: string, text: string, values: unknown[]): Promise<T[]> {
    this.pool ??= (this.em.getConnection() as PostgreSqlConnection).getNativeClient().catch((error: unknown) => {
      this.pool = undefined; // ask again next time: the database may be back
      throw error;
    });
    const pool = await this.pool;
    return (await pool.query({ name, text, values })).rows as T[];
  }
}
