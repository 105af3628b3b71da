import pg from 'pg';

/** Once per jest run: a fresh, empty test database (migrations run from the first test app, see test-app.ts). */
export default async function globalSetup() {
  const admin = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  admin.pathname = '/postgres';
  const name = process.env.TEST_DB_NAME ?? 'forkcast_test';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
}
