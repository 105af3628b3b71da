// Starts the built Forkcast (API + SPA + workers) as a child process on a free port with a database of
// its own: used by the load test and the benchmarks.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { nodeBinary, serverNodeFlags, setupDatabase } from '../common.mjs';
import { DATA_DIR, ensureDatabase, ROOT } from '../services.mjs';

export function freePort() {
  return new Promise((resolvePort) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

export async function waitForHealth(url, child, timeoutMs = 60000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not become healthy within ${timeoutMs} ms`);
}

/**
 * A fresh database `name` (migrated and seeded) and a server on it (`sameDatabase`: on the one already there). Returns { url, child, databaseUrl, queuePrefix, stop }.
 * `nodeArgs` go to Node before the entry (e.g. --cpu-prof for the request-path profile).
 */
export async function startServer({ databaseUrl, redisUrl, name, env = {}, nodeArgs = [], sameDatabase = false }) {
  const db = new URL(databaseUrl);
  // SERVER_DATABASE_PREFIX renames the leading 'forkcast' of each database made here, so two checkouts benching
  // on one PostgreSQL do not drop each other's databases (forkcast_bench -> <prefix>_bench).
  db.pathname = `/${name.replace(/^forkcast/, process.env.SERVER_DATABASE_PREFIX || 'forkcast')}`;
  // `sameDatabase`: a second process of one deployment (another API replica) on the database the first made
  if (!sameDatabase) {
    await ensureDatabase(db.toString(), { recreate: true });
    setupDatabase(db.toString());
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const queuePrefix = env.QUEUE_PREFIX ?? `forkcast-${name}-${process.pid}`;
  // The server's own log (warnings and errors, JSON) is kept for when a run goes wrong.
  mkdirSync(join(DATA_DIR, 'logs'), { recursive: true });
  const logName = sameDatabase ? `${name}-replica-${port}` : name;
  const log = openSync(join(DATA_DIR, 'logs', `${logName}.log`), 'w');
  const child = spawn(nodeBinary(), [...serverNodeFlags(), ...nodeArgs, join(ROOT, 'backend', 'dist', 'main.js')], {
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      DATABASE_URL: db.toString(),
      REDIS_URL: redisUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      ROLE: 'all',
      QUEUE_PREFIX: queuePrefix,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
      CHAT_RATE_LIMIT_PER_MINUTE: '100000',
      SIGN_UP_RATE_LIMIT_PER_HOUR: '100000',
      ...env,
    },
  });
  let stopping = false;
  child.on('exit', (code, signal) => {
    if (!stopping)
      console.error(
        `[server] ${name} exited unexpectedly (code ${code}, signal ${signal}); its log: ${join(DATA_DIR, 'logs', `${logName}.log`)}`,
      );
  });
  await waitForHealth(url, child);
  const stop = async () => {
    if (child.exitCode !== null) return;
    stopping = true;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  return { url, child, databaseUrl: db.toString(), queuePrefix, stop };
}

/** Resident memory of a process in MB (Linux /proc). */
export async function rssMb(pid) {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

/** Signs a person up and returns their session cookie. */
export async function signUp(url, email) {
  const res = await fetch(`${url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'load-test-password', firstName: 'Load' }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return /forkcast_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')[0];
}

export function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
