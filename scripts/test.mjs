// `npm test`: the lint (ESLint + Prettier + tsc) beside the backend's unit + integration suite (jest over real Postgres and
// Redis), frontend component tests (vitest), then the browser suite (playwright-core + system Chromium) against a real
// running server.
// Ends with one line `N passed, N failed` for the whole run; exits non-zero when anything failed.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { checkNodeVersion, ensureBuilt, ensureDependencies, nodeBinary, run, serverNodeFlags, setupDatabase } from './common.mjs';
import { DATA_DIR, ensureDatabase, ensurePostgres, ensureRedis, ROOT, stopServices } from './services.mjs';

const RESULTS = join(DATA_DIR, 'test-results');
const only = new Set(process.argv.slice(2)); // e.g. `npm test -- backend e2e`
const wants = (suite) => only.size === 0 || only.has(suite);

/** Skipped tests, by name: a skip is said, never silent. */
function skippedTests(report) {
  return (report.testResults ?? []).flatMap((r) =>
    (r.assertionResults ?? []).filter((a) => ['pending', 'skipped', 'todo'].includes(a.status)).map((a) => a.fullName ?? a.title),
  );
}

function readCounts(file, suite) {
  if (!existsSync(file)) return { suite, passed: 0, failed: 1, skipped: [], note: 'no results (the runner crashed)' };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A file that failed without a failing test (a crash in beforeAll: its tests are skipped) counts as one failure.
  const failedSuites = (report.testResults ?? []).filter(
    (r) => r.status === 'failed' && !(r.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  const skipped = skippedTests(report);
  // In CI the shared data and every service are there: a test that skips itself there is a test that did not run.
  const skipsFail = Boolean(process.env.CI);
  return {
    suite,
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + failedSuites + (skipsFail ? skipped.length : 0),
    skipped,
  };
}

function freePort() {
  return new Promise((resolvePort) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs = 60000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not become healthy within ${timeoutMs} ms`);
}

/** `npm run lint` in the background: resolves to its counts once it ends, after printing what it said. */
function startLint(node) {
  console.log('\n[test] lint: ESLint, Prettier and tsc (npm run lint), beside the backend suite');
  const outFile = join(RESULTS, 'lint.txt');
  const out = openSync(outFile, 'w');
  const child = spawn(node, [join(ROOT, 'scripts', 'lint.mjs')], { cwd: ROOT, stdio: ['ignore', out, out] });
  return new Promise((resolveCounts) => {
    child.once('exit', () => {
      closeSync(out);
      const said = readFileSync(outFile, 'utf8');
      console.log('\n[test] lint: what it said');
      process.stdout.write(said);
      const line = /^(\d+) passed, (\d+) failed$/m.exec(said);
      resolveCounts(
        line
          ? { suite: 'lint', passed: Number(line[1]), failed: Number(line[2]) }
          : { suite: 'lint', passed: 0, failed: 1, note: 'the lint did not finish' },
      );
    });
  });
}

async function main() {
  ensureDependencies();
  console.log(`[test] Node ${checkNodeVersion()}`);
  const databaseUrl = await ensurePostgres();
  const redisUrl = await ensureRedis();
  // The fault suite runs real worker processes of the built app, and the browser suite the built SPA.
  ensureBuilt();
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  const node = nodeBinary();
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    TEST_DB_NAME: process.env.TEST_DB_NAME || 'forkcast_test',
    CI: process.env.CI || '',
  };
  const counts = [];

  // The lint is one process on one core, and the backend's workers wait on PostgreSQL, Redis and their jobs a third of
  // the time: the lint runs beside them instead of before them, its output kept in a file and printed when it ends.
  const lint = wants('lint') ? startLint(node) : null;

  if (wants('backend')) {
    console.log('\n[test] backend: unit + integration (jest)');
    // A fresh database each run: rows an earlier run left behind must not decide this run's results.
    const testDb = new URL(databaseUrl);
    testDb.pathname = `/${env.TEST_DB_NAME}`;
    await ensureDatabase(testDb.toString(), { recreate: true });
    const out = join(RESULTS, 'backend.json');
    run(
      node,
      ['--experimental-vm-modules', join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), '--json', `--outputFile=${out}`, '--forceExit'],
      { cwd: join(ROOT, 'backend'), env, allowFailure: true },
    );
    counts.push(readCounts(out, 'backend'));
  }

  if (wants('frontend')) {
    console.log('\n[test] frontend: components (vitest)');
    const out = join(RESULTS, 'frontend.json');
    run(
      node,
      [join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
      { cwd: join(ROOT, 'frontend'), allowFailure: true },
    );
    counts.push(readCounts(out, 'frontend'));
  }

  if (wants('e2e')) {
    console.log('\n[test] browser suite (playwright-core + Chromium) against a real server');
    const e2eDb = new URL(databaseUrl);
    // beside the tests' own database, so runs side by side (TEST_DB_NAME) keep apart
    e2eDb.pathname = `/${env.TEST_DB_NAME.replace(/_test$/, '')}_e2e`;
    await ensureDatabase(e2eDb.toString(), { recreate: true });
    setupDatabase(e2eDb.toString());
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = spawn(node, [...serverNodeFlags(node), '--enable-source-maps', join(ROOT, 'backend', 'dist', 'main.js')], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: e2eDb.toString(),
        REDIS_URL: redisUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        ROLE: 'all',
        QUEUE_PREFIX: `forkcast-e2e-${process.pid}`,
        LOG_LEVEL: 'warn',
        ADMIN_EMAILS: '',
        // the browser suite signs up a new person per test, all from 127.0.0.1
        SIGN_UP_RATE_LIMIT_PER_HOUR: '100000',
      },
    });
    try {
      await waitForHealth(baseUrl, server);
      const out = join(RESULTS, 'e2e.json');
      run(
        node,
        [
          join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'),
          'run',
          '--config',
          'vitest.e2e.config.ts',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${out}`,
        ],
        { cwd: join(ROOT, 'frontend'), env: { E2E_BASE_URL: baseUrl }, allowFailure: true },
      );
      counts.push(readCounts(out, 'e2e'));
    } catch (error) {
      console.error(`[test] e2e: ${error.message}`);
      counts.push({ suite: 'e2e', passed: 0, failed: 1, note: error.message });
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
    }
  }

  if (wants('load')) {
    console.log('\n[test] load (short): people reading and writing at once against a production build');
    const out = spawnSync(node, [join(ROOT, 'scripts', 'load.mjs'), '--short'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl },
    });
    process.stdout.write(out.stdout ?? '');
    process.stderr.write(out.stderr ?? '');
    const line = /^(\d+) passed, (\d+) failed$/m.exec(out.stdout ?? '');
    counts.push(
      line
        ? { suite: 'load', passed: Number(line[1]), failed: Number(line[2]) }
        : { suite: 'load', passed: 0, failed: 1, note: 'the load test did not finish' },
    );
  }

  if (wants('production-start')) {
    console.log('\n[test] production start: NODE_ENV=production npm start on a fresh copy, then a plain npm start');
    const out = spawnSync(process.execPath, [join(ROOT, 'scripts', 'production-start.mjs')], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl },
    });
    process.stdout.write(out.stdout ?? '');
    process.stderr.write(out.stderr ?? '');
    const line = /^(\d+) passed, (\d+) failed$/m.exec(out.stdout ?? '');
    counts.push(
      line
        ? { suite: 'production-start', passed: Number(line[1]), failed: Number(line[2]) }
        : { suite: 'production-start', passed: 0, failed: 1, note: 'the check did not finish' },
    );
  }

  if (lint) counts.unshift(await lint);

  await stopServices();
  console.log('\n[test] summary');
  for (const c of counts)
    console.log(
      `  ${c.suite}: ${c.passed} passed, ${c.failed} failed${c.skipped?.length ? `, ${c.skipped.length} skipped` : ''}${c.note ? ` (${c.note})` : ''}`,
    );
  const skipped = counts.flatMap((c) => (c.skipped ?? []).map((name) => `${c.suite}: ${name}`));
  if (skipped.length) {
    console.log(`${skipped.length} skipped${process.env.CI ? ' (counted as failed: in CI every test must run)' : ''}:`);
    for (const name of skipped) console.log(`  - ${name}`);
  }
  const passed = counts.reduce((n, c) => n + c.passed, 0);
  const failed = counts.reduce((n, c) => n + c.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || passed === 0 ? 1 : 0);
}

main().catch(async (error) => {
  console.error(`[test] ${error.stack ?? error.message}`);
  await stopServices();
  console.log('0 passed, 1 failed');
  process.exit(1);
});
