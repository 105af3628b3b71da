import pg from 'pg';

/** Once per jest run: a fresh, empty test database (migrations run from the first test app, see test-app.ts). */
export default async function globalSetup() {
  const admin = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  admin.pathname = '/postgres';
  const name = process.env.TEST_DB_NAME ?? 'forkcast_test';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  // Another run's database is not ours to drop: a second jest started without TEST_DB_NAME once dropped the one a
  // running `npm test` was using, and its suites failed with sign-up 500s.
  const { rows } = await client.query(
    `select count(*)::int as sessions from pg_stat_activity where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()`,
    [name],
  );
  if (rows[0].sessions > 0) {
    await client.end();
    throw new Error(
      `the test database "${name}" is in use by another run (${rows[0].sessions} connections): set TEST_DB_NAME to a database of your own, e.g. TEST_DB_NAME=${name.replace(/_test$/, '')}_mine_test`,
    );
  }
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
}
