// `npm run bench`: the performance table. Every figure is measured in this run next to its baseline.
// Not a test: it prints numbers (and the targets they are compared with), it does not fail on them.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync, mkdtempSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { checkNodeVersion, ensureBuilt, ensureDependencies, nodeBinary } from '../common.mjs';
import { percentile, signUp, startServer } from '../lib/server.mjs';
import { ensurePostgres, ensureRedis, ROOT, stopServices } from '../services.mjs';

const SR28 = join(ROOT, '..', 'shared', 'data', 'usda_sr28');
const BRANDED_FOODS = Number(process.env.BENCH_BRANDED_FOODS) || 300_000;
const rows = [];
// BENCH_ONLY=throughput,search,planner,jobs,flood,spa,load measures only those parts (all by default).
const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
const wanted = (part) => !only || only.includes(part);
const row = (figure, value, baseline, target) => rows.push({ figure, value, baseline, target });
const ms = (v) => `${v.toFixed(1)} ms`;

async function json(url, cookie, method = 'GET', body) {
  const res = await fetch(url, { method, headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
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
    autocannon({ url, connections: 50, duration: 10, headers: { ...(cookie ? { cookie } : {}), ...headers } }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The baseline: a bare node:http server answering a constant, in a process of its own like the app. */
async function bareHttpServer() {
  const source = "require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{\"ok\":true}'); })"
    + ".listen(0, '127.0.0.1', function () { process.stdout.write(this.address().port + '\\n'); });";
  const child = spawn(nodeBinary(), ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

const perSecond = (r) => `${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms, ${r.non2xx} non-2xx`;

async function throughput(server, cookie, planId) {
  const bare = await bareHttpServer();
  try {
    await cannon(bare.url); // warm-up, both
    await cannon(`${server.url}/api/config`, cookie);
    const base = await cannon(bare.url);
    const config = await cannon(`${server.url}/api/config`, cookie);
    const plan = await cannon(`${server.url}/api/meal-plans/${planId}`, cookie);
    const tag = (await fetch(`${server.url}/api/meal-plans/${planId}`, { headers: { cookie } })).headers.get('etag');
    const revalidated = await cannon(`${server.url}/api/meal-plans/${planId}`, cookie, { 'if-none-match': tag ?? '' });
    const ratio = (r) => (r.requests.average / base.requests.average).toFixed(2);
    const baseline = `bare node:http ${perSecond(base)}`;
    row('GET /api/config (a constant through Nest, Express and every middleware), 50 connections', `${perSecond(config)} → ${ratio(config)} × bare`, baseline, '≥ 0.3 × bare');
    row('GET /api/meal-plans/:id, 50 connections', `${perSecond(plan)} → ${ratio(plan)} × bare`, baseline, '≥ 0.15 × bare, p99 < 60 ms');
    row('GET /api/meal-plans/:id with If-None-Match (304), 50 connections',
      `${revalidated.requests.average.toFixed(0)} req/s, p99 ${revalidated.latency.p99} ms, ${revalidated['2xx']} 2xx / ${revalidated.non2xx} other (304) → ${ratio(revalidated)} × bare`, baseline, '≥ 0.25 × bare');
  } finally {
    bare.stop();
  }
}

/**
 * Other people's requests while one address floods sign-up: GET /api/config's p99 alone, then during
 * 200 sign-ups at once — with the default limit (20 an hour: the rest refused before hashing) and with
 * the limit lifted (all 200 hashed, at most HASHES_AT_ONCE at a time).
 */
async function signUpFlood(setup) {
  const quiet = (url, duration = 5) => new Promise((resolve, reject) => autocannon({ url, connections: 10, duration }, (e, r) => (e ? reject(e) : resolve(r))));
  for (const [label, limit] of [['default limit (20 an hour)', '20'], ['limit lifted', '100000']]) {
    const server = await startServer({ ...setup, name: 'forkcast_bench_flood', env: { SIGN_UP_RATE_LIMIT_PER_HOUR: limit } });
    try {
      await quiet(`${server.url}/api/config`, 2); // warm-up
      const alone = await quiet(`${server.url}/api/config`);
      const started = performance.now();
      const during = quiet(`${server.url}/api/config`);
      const statuses = await Promise.all(Array.from({ length: 200 }, (_, i) => fetch(`${server.url}/api/auth/sign-up`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `flood-${process.pid}-${Date.now()}-${i}@example.com`, password: 'flood-password-123', firstName: 'Flood' }),
      }).then((r) => r.status)));
      const floodMs = performance.now() - started;
      const result = await during;
      const created = statuses.filter((s) => s === 201).length;
      const refused = statuses.filter((s) => s === 429).length;
      row(`GET /api/config p99 during 200 sign-ups from one address, ${label}`,
        `p99 ${result.latency.p99} ms, max ${result.latency.max} ms (${created} accounts made, ${refused} refused 429, flood over in ${(floodMs / 1000).toFixed(1)} s)`,
        `alone: p99 ${alone.latency.p99} ms, max ${alone.latency.max} ms`, 'p99 < 100 ms');
    } finally {
      await server.stop();
    }
  }
}

/** SR28 import plus generated branded foods, so search runs on a full-size table. */
async function fillFoods(server) {
  if (existsSync(SR28)) {
    const run = spawnSync(nodeBinary(), [join(ROOT, 'backend', 'dist', 'cli', 'import-usda.js'), SR28], { env: { ...process.env, DATABASE_URL: server.databaseUrl }, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`USDA import failed: ${run.stderr}`);
  }
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  await db.query(`
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
    on conflict (fdc_id) do nothing`, [BRANDED_FOODS]);
  await db.query('vacuum analyze foods'); // as the import does after a bulk load
  const { rows: [{ n }] } = await db.query('select count(*)::int as n from foods');
  await db.end();
  return n;
}

async function foodSearch(server, cookie, foodCount) {
  const queries = ['egg', 'chicken breast', 'brown rice', 'apple', 'whole milk', 'salmon', 'cheddar cheese', 'black beans', 'greek yogurt', 'tomato'];
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
  const statement = (q) => { let i = 0; const params = foodSearchParams(q, 20, 1); return `${FOOD_SEARCH_SQL.replace(/\?/g, () => literal(params[i++]))};`; };
  const file = join(mkdtempSync(join(tmpdir(), 'forkcast-bench-')), 'search.sql');
  const body = [];
  for (let round = 0; round < 21; round++) for (const q of queries) body.push(statement(q));
  writeFileSync(file, `\\timing on\n\\o /dev/null\n${body.join('\n')}\n`);
  const psql = spawnSync('psql', [server.databaseUrl, '-X', '-q', '-f', file], { encoding: 'utf8' });
  const times = [...(psql.stdout + psql.stderr).matchAll(/Time: ([\d.]+) ms/g)].map((m) => Number(m[1])).slice(queries.length);
  api.sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  const sqlP95 = percentile(times, 95);
  row(`GET /api/foods/search on ${foodCount.toLocaleString('en-US')} foods (SR28 + generated branded)`, `p50 ${ms(percentile(api, 50))}, p95 ${ms(percentile(api, 95))}`,
    times.length ? `same SQL in psql p50 ${ms(percentile(times, 50))}, p95 ${ms(sqlP95)} → ratio ${(percentile(api, 95) / sqlP95).toFixed(2)}` : 'psql not available', 'p95 < 15 ms');
}

/** A child process's stdout, without blocking this one (a blocked event loop leaves fetch reusing sockets the server has closed). */
function output(command, args, env) {
  return new Promise((resolveOutput, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => { stdout += chunk; });
    child.once('error', reject);
    child.once('exit', () => resolveOutput(stdout));
  });
}

async function planner(server) {
  const table = (await output(nodeBinary(), [join(ROOT, 'backend', 'dist', 'bench', 'planner.bench.js')], { ...process.env, DATABASE_URL: server.databaseUrl })).trim();
  console.log(`\nPlanner benchmark (53 profiles):\n${table}\n`);
  const summary = table.split('<details>')[0].split('\n').filter((l) => /p50|p95|within|violations|distinct|largest|sides/i.test(l)).map((l) => l.replace(/\|/g, ' ').replace(/\s+/g, ' ').trim()).join('; ');
  row('plan generation (planner bench, 53 profiles)', summary || 'see the planner table above', '—', '0 violations');
}

async function jobRoundTrip(server) {
  const people = await Promise.all(Array.from({ length: 20 }, (_, i) => signUp(server.url, `bench-jobs-${process.pid}-${i}@example.com`)));
  // One round is run first and not counted, as the throughput figures warm up first: it measures a
  // process that has served plans before, not the JIT compiling the planner.
  const measure = async (start) => {
    const samples = [];
    for (let round = -1; round < 3; round++) {
      samples.push(...(await Promise.all(people.map(async (cookie) => {
        const started = performance.now();
        const { jobId } = await start(cookie);
        await waitJob(server.url, cookie, jobId);
        return performance.now() - started;
      }))).filter(() => round >= 0));
    }
    return samples.sort((a, b) => a - b);
  };
  const empty = await measure((cookie) => json(`${server.url}/api/jobs/demo`, cookie, 'POST', { message: 'bench', steps: 1 }));
  const plans = await measure((cookie) => json(`${server.url}/api/meal-plans/generate`, cookie, 'POST', {}));
  row('job round trip POST /api/meal-plans/generate → completed, 20 people at once', `p50 ${ms(percentile(plans, 50))}, p95 ${ms(percentile(plans, 95))}`,
    `empty job p50 ${ms(percentile(empty, 50))}, p95 ${ms(percentile(empty, 95))} → ratio ${(percentile(plans, 95) / percentile(empty, 95)).toFixed(1)}`, 'p95 < 500 ms');
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
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  const lcp = async (context, path, ready) => {
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
    await page.getByRole('heading', { name: ready }).first().waitFor();
    const value = await page.evaluate(() => new Promise((resolve) => {
      new PerformanceObserver((list) => { const entries = list.getEntries(); resolve(entries[entries.length - 1].startTime); }).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve(-1), 3000);
    }));
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
  const run = spawnSync(nodeBinary(), [join(ROOT, 'scripts', 'load.mjs')], { env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl }, encoding: 'utf8' });
  console.log(run.stdout);
  const rss = /API process RSS after the run \| ([\d.]+ MB)/.exec(run.stdout)?.[1] ?? 'n/a';
  const p99 = /latency p50 \/ p95 \/ p99 \| ([^|]+)\|/.exec(run.stdout)?.[1]?.trim() ?? 'n/a';
  row('API process RSS after the load test (200 people, 60 s)', rss, `load latency p50/p95/p99 ${p99}`, '—');
}

async function main() {
  ensureDependencies();
  checkNodeVersion();
  const databaseUrl = await ensurePostgres();
  const redisUrl = await ensureRedis();
  ensureBuilt();
  const server = await startServer({ databaseUrl, redisUrl, name: 'forkcast_bench', env: { BENCH_ROUTES: '1' } });
  try {
    const cookie = await signUp(server.url, `bench-${process.pid}@example.com`);
    const { jobId } = await json(`${server.url}/api/meal-plans/generate`, cookie, 'POST', {});
    const { result } = await waitJob(server.url, cookie, jobId);
    if (wanted('throughput')) {
      console.log('[bench] throughput…');
      await throughput(server, cookie, result.mealPlanId);
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

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(`\nForkcast performance, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`);
  console.log('| figure | measured | baseline in the same run | target |\n|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.figure} | ${r.value} | ${r.baseline} | ${r.target} |`);
}

main().catch(async (error) => {
  console.error(`[bench] ${error.stack ?? error.message}${error.cause ? `\n  cause: ${error.cause.stack ?? error.cause}` : ''}`);
  await stopServices();
  process.exit(1);
});
