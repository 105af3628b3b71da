import pg from 'pg';

/**
 * Counts every table's rows in one query, so a test can say a refused request wrote nothing. Use it on a
 * database of the suite's own (`startTestApp({ isolated })`), where no other suite's writes move the counts.
 */
export interface RowCounter {
  counts(): Promise<Record<string, number>>;
  /** Tables whose count differs between two readings. */
  changed(before: Record<string, number>, after: Record<string, number>): string[];
  close(): Promise<void>;
}

export async function openRowCounter(databaseUrl: string): Promise<RowCounter> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'mikro_orm%'`,
  );
  const tables = rows.map((r) => r.table_name);
  const sql = `select ${tables.map((name) => `(select count(*) from "${name}")::int as "${name}"`).join(', ')}`;
  return {
    counts: async () => (await db.query(sql)).rows[0] as Record<string, number>,
    changed: (before, after) => tables.filter((name) => before[name] !== after[name]),
    close: () => db.end(),
  };
}
