// `npm test -- production-start`: what an operator does first. On a fresh copy of the repository (the
// files git would commit: no node_modules, no builds), `NODE_ENV=production npm start` must install,
// build and serve /api/health; then a plain `npm start` on the same tree must too. Each check is one
// line `ok …` or `not ok …`; the last line is `N passed, N failed`. Uses the machine's npm cache.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from './lib/server.mjs';
import { ensureDatabase, ensurePostgres, ensureRedis, ROOT, stopServices } from './services.mjs';

const START_TIMEOUT_MS = 8 * 60_000;

/** The repository as a fresh clone would have it, with uncommitted work included (tracked and new files). */
function freshCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'forkcast-fresh-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    try {
      cpSync(join(ROOT, file), join(dir, file));
    } catch {
      // listed by git but deleted in the working tree: a fresh clone of this state has no such file either
    }
  }
  return dir;
}

/** Runs `npm start` in `dir` with `env` until /api/health answers 200; answers how long that took. */
async function startUntilHealthy(dir, env, label) {
  const port = await freePort();
  const started = Date.now();
  const merged = { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' };
  const childEnv = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
  const child = spawn('npm', ['start'], { cwd: dir, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output = (output + chunk).slice(-20_000);
  });
  child.stderr.on('data', (chunk) => {
    output = (output + chunk).slice(-20_000);
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await new Promise((r) => {
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
        r();
      }, 15_000);
      child.once('exit', () => {
        clearTimeout(timer);
        r();
      });
    });
  };
  try {
    while (Date.now() - started < START_TIMEOUT_MS) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) return Date.now() - started;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`no healthy answer within ${START_TIMEOUT_MS / 1000} s`);
  } catch (error) {
    console.error(`[production-start] ${label}: ${error.message}; the last of its output:\n${output.slice(-4000)}`);
    throw error;
  } finally {
    await stop();
  }
}

async function main() {
  const databaseUrl = await ensurePostgres();
  const redisUrl = await ensureRedis();
  const db = new URL(databaseUrl);
  db.pathname = '/forkcast_production_start';
  await ensureDatabase(db.toString(), { recreate: true });
  const env = { DATABASE_URL: db.toString(), REDIS_URL: redisUrl, QUEUE_PREFIX: `forkcast-prodstart-${process.pid}`, LOG_LEVEL: 'warn' };
  const dir = freshCopy();
  let passed = 0;
  let failed = 0;
  const check = async (label, work) => {
    try {
      const ms = await work();
      console.log(`ok ${label} (${(ms / 1000).toFixed(0)} s)`);
      passed++;
    } catch {
      console.log(`not ok ${label}`);
      failed++;
    }
  };
  try {
    await check('NODE_ENV=production npm start on a fresh copy installs, builds and answers /api/health', () =>
      startUntilHealthy(dir, { ...env, NODE_ENV: 'production' }, 'production'),
    );
    await check('then a plain npm start on the same tree answers /api/health', () =>
      startUntilHealthy(dir, { ...env, NODE_ENV: undefined }, 'plain'),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await stopServices();
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch(async (error) => {
  console.error(`[production-start] ${error.stack ?? error.message}`);
  await stopServices();
  console.log('0 passed, 1 failed');
  process.exit(1);
});
