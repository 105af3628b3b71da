// `npm run bench`: the performance table. Every figure is measured in this run next to its baseline.
// Not a test: it prints numbers (and the targets they are compared with), it does not fail on them.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import { readFileSync, writeFileSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { checkNodeVersion, ensureBuilt, ensureDependencies, nodeBinary } from '../common.mjs';
import { percentile, signUp, startServer } from '../lib/server.mjs';
import { liveUpdates } from './live.mjs';
import { benchParts } from './parts.mjs';
import { recordResults, runContext } from './results.mjs';
import { ensurePostgres, ensureRedis, ROOT, stopServices } from '../services.mjs';

const SR28 = join(ROOT, '..', 'shared', 'data', 'usda_sr28');
const BRANDED_FOODS = Number(process.env.BENCH_BRANDED_FOODS) || 300_000;
const rows = [];
// BENCH_ONLY=throughput,search,planner,jobs,flood,live,spa,load measures only those parts (all by default).
const { wanted, variant } = benchParts(process.env.BENCH_ONLY);
const row = (figure, value, baseline, target) => rows.push({ figure, value, baseline, target });
const ms = (v) => `${v.toFixed(1)} ms`;

async function json(url, cookie, method = 'GET', body) {
  const res = await fetch(url, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : undefined;
}

async function waitJob(url, cookie, jobId) {
  for (;;) {
    const job = await json(`${url}/api/jobs/${jobId}`, cookie);
    if (job.state === 'completed') return job;
    if (job.state === 'failed') throw new Error(`job failed: ${job.error}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

function cannon(url, cookie, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration: 10, headers: { ...(cookie ? { cookie } : {}), ...headers } }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** A server in a process of its own (like the app), from an ES module's source; resolves its URL once it listens. */
async function childServer(source, path) {
  const child = spawn(nodeBinary(), ['--input-type=module', '-e', source], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}${path}`, stop: () => child.kill() };
}

const CONFIG_ANSWER =
  "{ authMode: 'local', clerkPublishableKey: null, assistant: 'embedded', recipeSource: 'library', deliveryPartner: null }";
const LISTENING = "process.stdout.write(server.address().port + '\\n');";

/** The baseline: a bare node:http server answering a constant. */
function bareHttpServer() {
  return childServer(
    `import http from 'node:http';
    const server = http.createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"ok":true}'); });
    server.listen(0, '127.0.0.1', () => { ${LISTENING} });`,
    '/',
  );
}

/**
 * What the fixed stack costs before any of the app's own code: the same constant answer from a bare
 * Express 5 app (one route, no middleware) and from a bare Nest 12 app on Express (one controller) —
 * the most the constant route could reach without leaving Nest on Express.
 */
function bareFrameworkServer(kind) {
  const source =
    kind === 'express'
      ? `import express from 'express';
       const app = express(); app.set('etag', false);
       app.get('/api/config', (req, res) => res.json(${CONFIG_ANSWER}));
       const server = app.listen(0, '127.0.0.1', () => { ${LISTENING} });`
      : `import 'reflect-metadata';
       import { Controller, Get, Module } from '@nestjs/common';
       import { NestFactory } from '@nestjs/core';
       class Config { config() { return ${CONFIG_ANSWER}; } }
       Controller('api/config')(Config);
       Get()(Config.prototype, 'config', Object.getOwnPropertyDescriptor(Config.prototype, 'config'));
       class Root {}
       Module({ controllers: [Config] })(Root);
       const app = await NestFactory.create(Root, { logger: false });
       app.getHttpAdapter().getInstance().set('etag', false);
       await app.listen(0, '127.0.0.1');
       const server = app.getHttpServer(); ${LISTENING}`;
  return childServer(source, '/api/config');
}

/** How many alternating runs of the app and bare Nest each ratio is the median of. */
const ROUNDS = 3;
/** The run of median throughput (its own latency with it). */
const medianRun = (runs) => [...runs].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(runs.length / 2)];

const perSecond = (r) => `${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms, ${r.non2xx} non-2xx`;

/** A plan made by the planner for this person, as their first one is: its id. */
async function generatedPlan(url, cookie) {
  const { jobId } = await json(`${url}/api/meal-plans/generate`, cookie, 'POST', {});
  return (await waitJob(url, cookie, jobId)).result.mealPlanId;
}

/**
 * Each route's throughput at 50 connections next to the two baselines measured just before it (the same
 * autocannon, in this process, on the same two cores): a bare Nest 12 app on Express answering the config's
 * constant (issue #23's yardstick: the constant route ≥ 0.8 × of it, the plan read ≥ 0.6 ×) and a bare
 * node:http server. A ratio compares runs seconds apart, so the load other work puts on the machine moves
 * both alike. All warmed up first. The app runs as `npm start` does (ROLE=all: the idle workers in the same
 * process cost no measurable CPU per request, docs/ENGINEERING.md; the same Node flags, scripts/common.mjs)
 * with LOG_LEVEL=warn, as before; the default LOG_LEVEL=info (a line per request) and READ_CACHE_MB=0 (every
 * plan answer built) are measured too, each on a server of its own.
 */
async function throughput(server, cookie, planId, setup) {
  const bare = await bareHttpServer();
  const nest = await bareFrameworkServer('nest');
  try {
    await cannon(bare.url); // warm-up, all three
    await cannon(nest.url);
    await cannon(`${server.url}/api/config`, cookie);
    const ratio = (app, base) => (app.requests.average / base.requests.average).toFixed(2);
    // Beside bare Nest, the two are run in turn ROUNDS times and each one's median run is compared: one 10 s run
    // each moved the ratio from 0.67 to 1.06 between two runs of the same code minutes apart.
    const against = async (figure, target, url, who = undefined, headers = {}, label = perSecond, beside = nest) => {
      const base = await cannon(bare.url);
      const frameworkRuns = [];
      const appRuns = [];
      for (let round = 0; round < (beside ? ROUNDS : 1); round++) {
        if (beside) frameworkRuns.push(await cannon(beside.url));
        appRuns.push(await cannon(url, who, headers));
      }
      const framework = beside ? medianRun(frameworkRuns) : null;
      const app = medianRun(appRuns);
      const spread = (runs) => (runs.length > 1 ? ` (runs ${runs.map((r) => r.requests.average.toFixed(0)).join(' / ')})` : '');
      row(
        figure,
        `${label(app)}${spread(appRuns)} → ${framework ? `${ratio(app, framework)} × bare Nest, ` : ''}${ratio(app, base)} × bare node:http`,
        `${framework ? `bare Nest ${perSecond(framework)}${spread(frameworkRuns)}; ` : ''}bare node:http ${perSecond(base)}`,
        target,
      );
    };
    const planUrl = `${server.url}/api/meal-plans/${planId}`;
    await against(
      'GET /api/config (a constant through Nest, Express and every middleware), 50 connections',
      '≥ 0.8 × bare Nest',
      `${server.url}/api/config`,
      cookie,
    );
    await against('GET /api/meal-plans/:id, 50 connections', '≥ 0.6 × bare Nest, p99 < 60 ms', planUrl, cookie);
    const tag = (await fetch(planUrl, { headers: { cookie } })).headers.get('etag');
    await against(
      'GET /api/meal-plans/:id with If-None-Match (304), 50 connections',
      '—',
      planUrl,
      cookie,
      { 'if-none-match': tag ?? '' },
      (r) => `${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms, ${r['2xx']} 2xx / ${r.non2xx} other (304)`,
    );
    for (const [kind, figure] of [
      ['express', "the same constant from a bare Express 5 app (one route, no middleware): the stack's ceiling"],
      ['nest', "the same constant from a bare Nest 12 app on Express (one controller): the stack's ceiling"],
    ]) {
      const framework = await bareFrameworkServer(kind);
      try {
        await cannon(framework.url); // warm-up
        await against(figure, '—', framework.url, undefined, {}, perSecond, null);
      } finally {
        framework.stop();
      }
    }
    for (const [name, env, figure, path] of [
      [
        'forkcast_bench_log',
        { LOG_LEVEL: 'info' },
        'GET /api/config with a log line per request (LOG_LEVEL=info, the default), 50 connections',
        () => '/api/config',
      ],
      [
        'forkcast_bench_nocache',
        { READ_CACHE_MB: '0' },
        'GET /api/meal-plans/:id with every answer built (READ_CACHE_MB=0: a plan read the first time at its version), 50 connections',
        (id) => `/api/meal-plans/${id}`,
      ],
    ]) {
      const other = await startServer({ ...setup, name, env: { BENCH_ROUTES: '1', ...env } });
      try {
        const who = await signUp(other.url, `bench-${name}-${process.pid}@example.com`);
        const url = `${other.url}${path(await generatedPlan(other.url, who))}`;
        await cannon(url, who); // warm-up
        await against(figure, '—', url, who);
      } finally {
        await other.stop();
      }
    }
  } finally {
    bare.stop();
    nest.stop();
  }
}

/**
 * Other people's requests while one address floods sign-up: GET /api/config's p99 alone, then during
 * 200 sign-ups at once — with the default limit (20 an hour: the rest refused before hashing) and with
 * the limit lifted (all 200 hashed, at most HASHES_AT_ONCE at a time).
 */
async function signUpFlood(setup) {
  const quiet = (url, duration = 5) =>
    new Promise((resolve, reject) => autocannon({ url, connections: 10, duration }, (e, r) => (e ? reject(e) : resolve(r))));
  for (const [label, limit] of [
    ['default limit (20 an hour)', '20'],
    ['limit lifted', '100000'],
  ]) {
    const server = await startServer({ ...setup, name: 'forkcast_bench_flood', env: { SIGN_UP_RATE_LIMIT_PER_HOUR: limit } });
    try {
      await quiet(`${server.url}/api/config`, 2); // warm-up
      const alone = await quiet(`${server.url}/api/config`);
      const started = performance.now();
      const during = quiet(`${server.url}/api/config`);
      const statuses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          fetch(`${server.url}/api/auth/sign-up`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              email: `flood-${process.pid}-${Date.now()}-${i}@example.com`,
              password: 'flood-password-123',
              firstName: 'Flood',
            }),
          }).then((r) => r.status),
        ),
      );
      const floodMs = performance.now() - started;
      const result = await during;
      const created = statuses.filter((s) => s === 201).length;
      const refused = statuses.filter((s) => s === 429).length;
      row(
        `GET /api/config p99 during 200 sign-ups from one address, ${label}`,
        `p99 ${result.latency.p99} ms, max ${result.latency.max} ms (${created} accounts made, ${refused} refused 429, flood over in ${(floodMs / 1000).toFixed(1)} s)`,
        `alone: p99 ${alone.latency.p99} ms, max ${alone.latency.max} ms`,
        'p99 < 100 ms',
      );
    } finally {
      await server.stop();
    }
  }
}

/** SR28 import plus generated branded foods, so search runs on a full-size table. */
async function fillFoods(server) {
  if (existsSync(SR28)) {
    const run = spawnSync(nodeBinary(), [join(ROOT, 'backend', 'dist', 'cli', 'import-usda.js'), SR28], {
      env: { ...process.env, DATABASE_URL: server.databaseUrl },
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`USDA import failed: ${run.stderr}`);
  }
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  await db.query(
    `
    insert into foods (fdc_id, description, data_type, brand_owner, food_category, nutrients, portions)
    select 2000000 + g,
      initcap((array['organic','classic','lite','spicy','family size','whole grain','honey','smoked','frozen','crunchy'])[1 + g % 10]) || ' ' ||
      (array['chicken','egg','rice','apple','milk','salmon','bread','tomato','beans','cheese','yogurt','pasta','cereal','granola','soup','salsa','chips','crackers','juice','cookies'])[1 + (g / 10) % 20] || ' ' ||
      (array['bites','bars','mix','sauce','snack','spread','strips','cups','wraps','bowl'])[1 + (g / 200) % 10] || ' ' || (g % 997),
      'Branded',
      (array['Acme Foods','Green Valley','Sunrise Farms','Blue Harbor','Golden Fields','Maple Lane'])[1 + g % 6],
      'Branded foods',
      '[{"nutrientName":"Energy","unitName":"KCAL","value":250}]'::jsonb, '[]'::jsonb
    from generate_series(1, $1) g
    on conflict (fdc_id) do nothing`,
    [BRANDED_FOODS],
  );
  await db.query('vacuum analyze foods'); // as the import does after a bulk load
  const {
    rows: [{ n }],
  } = await db.query('select count(*)::int as n from foods');
  await db.end();
  return n;
}

async function foodSearch(server, cookie, foodCount) {
  const queries = [
    'egg',
    'chicken breast',
    'brown rice',
    'apple',
    'whole milk',
    'salmon',
    'cheddar cheese',
    'black beans',
    'greek yogurt',
    'tomato',
  ];
  for (const q of queries) await json(`${server.url}/api/foods/search?query=${encodeURIComponent(q)}&pageSize=20`, cookie); // warm-up
  const api = [];
  for (let round = 0; round < 20; round++) {
    for (const q of queries) {
      const started = performance.now();
      await json(`${server.url}/api/foods/search?query=${encodeURIComponent(q)}&pageSize=20`, cookie);
      api.push(performance.now() - started);
    }
  }
  // The same SQL through psql: the database's own time for the query, without HTTP, Nest or JSON.
  const { FOOD_SEARCH_SQL, foodSearchParams } = await import(join(ROOT, 'backend', 'dist', 'foods', 'food-search.sql.js'));
  const literal = (v) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
  const statement = (q) => {
    let i = 0;
    const params = foodSearchParams(q, 20, 1);
    return `${FOOD_SEARCH_SQL.replace(/\?/g, () => literal(params[i++]))};`;
  };
  const file = join(mkdtempSync(join(tmpdir(), 'forkcast-bench-')), 'search.sql');
  const body = [];
  for (let round = 0; round < 21; round++) for (const q of queries) body.push(statement(q));
  writeFileSync(file, `\\timing on\n\\o /dev/null\n${body.join('\n')}\n`);
  const psql = spawnSync('psql', [server.databaseUrl, '-X', '-q', '-f', file], { encoding: 'utf8' });
  const times = [...(psql.stdout + psql.stderr).matchAll(/Time: ([\d.]+) ms/g)].map((m) => Number(m[1])).slice(queries.length);
  api.sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  const sqlP95 = percentile(times, 95);
  row(
    `GET /api/foods/search on ${foodCount.toLocaleString('en-US')} foods (SR28 + generated branded)`,
    `p50 ${ms(percentile(api, 50))}, p95 ${ms(percentile(api, 95))}`,
    times.length
      ? `same SQL in psql p50 ${ms(percentile(times, 50))}, p95 ${ms(sqlP95)} → ratio ${(percentile(api, 95) / sqlP95).toFixed(2)}`
      : 'psql not available',
    'p95 < 15 ms',
  );
}

/** A child process's stdout, without blocking this one (a blocked event loop leaves fetch reusing sockets the server has closed). */
function output(command, args, env) {
  return new Promise((resolveOutput, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      stdout += chunk;
    });
    child.once('error', reject);
    child.once('exit', () => resolveOutput(stdout));
  });
}

async function planner(server) {
  const table = (
    await output(nodeBinary(), [join(ROOT, 'backend', 'dist', 'bench', 'planner.bench.js')], {
      ...process.env,
      DATABASE_URL: server.databaseUrl,
    })
  ).trim();
  console.log(`\nPlanner benchmark (random profiles, then the 53 fixed ones):\n${table}\n`);
  const summary = table
    .split('<details>')[0]
    .split('\n')
    .filter((l) => /seed|p50|p95|within|violations|distinct|largest|sides|repeated|clashing/i.test(l))
    .map((l) => l.replace(/\|/g, ' ').replace(/\s+/g, ' ').trim())
    .join('; ');
  row('plan generation (planner bench, 200 random profiles)', summary || 'see the planner table above', '—', '0 violations');
}

/** The SPA's poll interval for a running job (frontend/src/api/jobs.ts), so the bench's people poll as the app does. */
function spaJobPollMs() {
  const source = readFileSync(join(ROOT, 'frontend', 'src', 'api', 'jobs.ts'), 'utf8');
  return Number(/export const JOB_POLL_MS = (\d+)/.exec(source)?.[1] ?? 400);
}

/**
 * A person's HTTP client for the job round trips: one kept-alive connection each, as a browser has, on
 * node:http. fetch (undici) spent ~0.5 ms of CPU per poll here — on the same two cores as the server.
 */
function personClient(url, cookie) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (method, path, body) =>
    new Promise((resolveBody, reject) => {
      const payload = body ? JSON.stringify(body) : undefined;
      const req = http.request(
        `${url}${path}`,
        {
          method,
          agent,
          headers: { cookie, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
        },
        (res) => {
          let text = '';
          res
            .setEncoding('utf8')
            .on('data', (chunk) => {
              text += chunk;
            })
            .on('end', () => {
              if (res.statusCode >= 400) reject(new Error(`${method} ${path}: ${res.statusCode} ${text.slice(0, 200)}`));
              else resolveBody(text ? JSON.parse(text) : undefined);
            });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}

/**
 * Job round trips, 20 people at once, measured two ways in the same run:
 * - as people use the app: each polls GET /api/jobs/:id every JOB_POLL_MS (the SPA's interval), and the
 *   round trip runs from the POST to the moment the job completed — BullMQ's own record of it (finishedOn,
 *   the same machine's clock) — not to the poll that happened to see it, which only the SPA's interval decides;
 * - as the bench measured before 2026-11-25: each polls every 10 ms and the round trip ends at the poll
 *   that sees it completed (so twenty clients ask up to 2,000 times a second between them).
 * Each against an empty job (the queue's own round trip) in the same run.
 */
async function jobRoundTrip(server) {
  const { Queue } = await import('bullmq');
  const IORedis = (await import('ioredis')).default;
  const connection = new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
  const queues = Object.fromEntries(
    ['plans', 'grocery', 'calendar'].map((name) => [name, new Queue(name, { connection, prefix: server.queuePrefix })]),
  );
  const finishedAt = async (jobId) => (await queues[jobId.split('.', 1)[0]].getJob(jobId))?.finishedOn;
  const pollMs = spaJobPollMs();
  try {
    const people = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        personClient(server.url, await signUp(server.url, `bench-jobs-${process.pid}-${i}@example.com`)),
      ),
    );
    const waitFor = async (client, jobId, every) => {
      for (;;) {
        const job = await client('GET', `/api/jobs/${jobId}`);
        if (job.state === 'completed') return;
        if (job.state === 'failed') throw new Error(`job failed: ${job.error}`);
        await new Promise((r) => setTimeout(r, every));
      }
    };
    // One round is run first and not counted, as the throughput figures warm up first: it measures a
    // process that has served plans before, not the JIT compiling the planner.
    const measure = async (start, every, byRecord) => {
      const samples = [];
      for (let round = -1; round < 3; round++) {
        const times = await Promise.all(
          people.map(async (client) => {
            const startedAt = Date.now();
            const started = performance.now();
            const { jobId } = await start(client);
            await waitFor(client, jobId, every);
            return byRecord ? (await finishedAt(jobId)) - startedAt : performance.now() - started;
          }),
        );
        if (round >= 0) samples.push(...times);
      }
      return samples.sort((a, b) => a - b);
    };
    const emptyJob = (client) => client('POST', '/api/jobs/demo', { message: 'bench', steps: 1 });
    const planJob = (client) => client('POST', '/api/meal-plans/generate', {});
    const spaEmpty = await measure(emptyJob, pollMs, true);
    const spaPlans = await measure(planJob, pollMs, true);
    const fastEmpty = await measure(emptyJob, 10, false);
    const fastPlans = await measure(planJob, 10, false);
    const figure = (plans, empty) => [
      `p50 ${ms(percentile(plans, 50))}, p95 ${ms(percentile(plans, 95))}`,
      `empty job p50 ${ms(percentile(empty, 50))}, p95 ${ms(percentile(empty, 95))} → ratio ${(percentile(plans, 95) / percentile(empty, 95)).toFixed(1)}`,
    ];
    row(
      `job round trip POST /api/meal-plans/generate → completed, 20 people at once polling as the SPA does (every ${pollMs} ms), to the job's completion`,
      ...figure(spaPlans, spaEmpty),
      'p95 < 500 ms',
    );
    row(
      "the same, each of the 20 polling every 10 ms, to the poll that saw it completed (the bench's measure before 2026-11-25)",
      ...figure(fastPlans, fastEmpty),
      '—',
    );
  } finally {
    await Promise.all(Object.values(queues).map((q) => q.close()));
    await connection.quit();
  }
}

function bundleSize() {
  const dist = join(ROOT, 'frontend', 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = (re) => [...html.matchAll(re)].map((m) => m[1]);
  const size = (list) => list.reduce((n, f) => n + gzipSync(readFileSync(join(dist, f.replace(/^\//, '')))).length, 0) / 1024;
  const js = size([...files(/<script[^>]+src="([^"]+)"/g), ...files(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)]);
  const css = size(files(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g));
  row('SPA initial JS / CSS, gzipped', `${js.toFixed(1)} KB / ${css.toFixed(1)} KB`, '—', 'JS ≤ 250 KB');
}

async function largestContentfulPaint(server) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const lcp = async (context, path, ready) => {
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
    await page.getByRole('heading', { name: ready }).first().waitFor();
    const value = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1].startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(-1), 3000);
        }),
    );
    await page.close();
    return value;
  };
  try {
    const landing = await lcp(await browser.newContext(), '/', /Plan a week of meals/);
    const cookie = await signUp(server.url, `bench-lcp-${process.pid}@example.com`);
    const signedIn = await browser.newContext();
    const [name, value] = cookie.split('=');
    await signedIn.addCookies([{ name, value, url: server.url }]);
    const dashboard = await lcp(signedIn, '/', /^Good (morning|afternoon|evening)/);
    row('largest contentful paint, headless Chromium on loopback', `landing ${ms(landing)}, dashboard ${ms(dashboard)}`, '—', '≤ 1 s');
  } finally {
    await browser.close();
  }
}

function loadTest(databaseUrl, redisUrl) {
  const run = spawnSync(nodeBinary(), [join(ROOT, 'scripts', 'load.mjs')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl },
    encoding: 'utf8',
  });
  console.log(run.stdout);
  // a failed load test has no figures: the run stops rather than record 'n/a' as the whole bench's
  if (run.status !== 0) throw new Error(`the load test failed (exit ${run.status}): ${run.stderr.slice(-500)}`);
  const rss = /API process RSS after the run \| ([\d.]+ MB)/.exec(run.stdout)?.[1] ?? 'n/a';
  const p99 = /latency p50 \/ p95 \/ p99 \| ([^|]+)\|/.exec(run.stdout)?.[1]?.trim() ?? 'n/a';
  row('API process RSS after the load test (200 people, 60 s)', rss, `load latency p50/p95/p99 ${p99}`, '—');
}

async function main() {
  ensureDependencies();
  checkNodeVersion();
  const context = runContext('bench', variant);
  const databaseUrl = await ensurePostgres();
  const redisUrl = await ensureRedis();
  ensureBuilt();
  const server = await startServer({ databaseUrl, redisUrl, name: 'forkcast_bench', env: { BENCH_ROUTES: '1' } });
  try {
    const cookie = await signUp(server.url, `bench-${process.pid}@example.com`);
    const planId = await generatedPlan(server.url, cookie);
    if (wanted('throughput')) {
      console.log('[bench] throughput…');
      await throughput(server, cookie, planId, { databaseUrl, redisUrl });
    }
    if (wanted('search')) {
      console.log('[bench] food search…');
      await foodSearch(server, cookie, await fillFoods(server));
    }
    if (wanted('planner')) {
      console.log('[bench] planner…');
      await planner(server);
    }
    if (wanted('jobs')) {
      console.log('[bench] job round trips…');
      await jobRoundTrip(server);
    }
    if (wanted('flood')) {
      console.log('[bench] sign-up flood…');
      await signUpFlood({ databaseUrl, redisUrl });
    }
    if (wanted('live')) {
      console.log('[bench] live updates…');
      const live = await liveUpdates({ databaseUrl, redisUrl });
      row(live.figure, live.value, live.baseline, live.target);
    }
    if (wanted('spa')) {
      bundleSize();
      console.log('[bench] largest contentful paint…');
      await largestContentfulPaint(server);
    }
  } finally {
    await server.stop();
  }
  if (wanted('load')) {
    console.log('[bench] load test…');
    loadTest(databaseUrl, redisUrl);
  }
  await stopServices();

  const table = [
    '| figure | measured | baseline in the same run | target |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.figure} | ${r.value} | ${r.baseline} | ${r.target} |`),
  ];
  console.log(`\n${context.caption}\n\n${table.join('\n')}`);
  // README quotes these lines; a partial run's are kept apart from the whole bench's
  recordResults(context, table);
}

main().catch(async (error) => {
  console.error(`[bench] ${error.stack ?? error.message}${error.cause ? `\n  cause: ${error.cause.stack ?? error.cause}` : ''}`);
  await stopServices();
  process.exit(1);
});
