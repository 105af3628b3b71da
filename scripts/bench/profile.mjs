// `npm run bench:profile`: where one request's time goes. Starts the built app under `--cpu-prof`, drives
// one route at 50 connections for 10 s, stops it, and sums the profile's self time in those 10 s by who spends it
// (our modules by folder, packages by name, Node's own HTTP and streams, the garbage collector).
// PROFILE_ROUTES=config,plan,plan304 picks routes (all by default); PROFILE_KEEP=dir keeps the .cpuprofile
// files there (open them in Chrome DevTools). Not a test: it prints a table.
import autocannon from 'autocannon';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { checkNodeVersion, ensureBuilt, ensureDependencies } from '../common.mjs';
import { signUp, startServer } from '../lib/server.mjs';
import { ensurePostgres, ensureRedis, ROOT, stopServices } from '../services.mjs';

const only = process.env.PROFILE_ROUTES?.split(',').map((r) => r.trim());

/** Who a profile node's time belongs to: a package, a folder of ours, or Node itself. */
export function bucketOf(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : `(native) ${functionName || 'anonymous'}`;
  const path = url.replace(/^file:\/\//, '');
  const pkg = path.lastIndexOf(`node_modules${sep}`);
  if (pkg >= 0) {
    const rest = path.slice(pkg + 'node_modules/'.length).split(sep);
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const dist = path.indexOf(join('backend', 'dist') + sep);
  if (dist >= 0)
    return `forkcast: ${
      path
        .slice(dist + 'backend/dist/'.length)
        .split(sep)
        .slice(0, -1)
        .join('/') || path.split(sep).pop()
    }`;
  if (path.startsWith('node:')) return /http|net|stream|_http|socket/.test(path) ? 'node: http, net, streams' : 'node: other';
  return path;
}

/** Node's native socket writes: time in the kernel, whoever asked for it (it is shown on its own). */
const SOCKET_WRITES = /^\(native\) (writev|writeBuffer|writeUtf8String|writeLatin1String|writeAsciiString|writeUcs2String)$/;

/**
 * Self time per bucket, as shares of the busy time (idle left out). Time in Node's own code or in native
 * calls goes to the nearest caller that is a package or ours — who made the work — else to Node.
 * Only samples inside `window` ({ from, to } in µs of the monotonic clock, which V8's profile and
 * process.hrtime share) count: the measured run, not start-up, module loading or the warm-up.
 */
export function summarise(profile, window) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const owner = new Map();
  const ownerOf = (id) => {
    if (owner.has(id)) return owner.get(id);
    const node = byId.get(id);
    const bucket = bucketOf(node.callFrame.url, node.callFrame.functionName);
    let found;
    if (SOCKET_WRITES.test(bucket)) found = 'socket writes (the system call: HTTP answers, queries to PostgreSQL and Redis)';
    else if (bucket.startsWith('(') && !bucket.startsWith('(native)')) found = bucket;
    else if (!bucket.startsWith('(native)') && !bucket.startsWith('node:')) found = bucket;
    else {
      const up = parent.get(id);
      const above = up === undefined ? undefined : ownerOf(up);
      found = above && !above.startsWith('(') ? above : bucket.startsWith('(native)') ? 'node: native' : bucket;
    }
    owner.set(id, found);
    return found;
  };
  const self = new Map();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (at < window.from || at > window.to) continue;
    const bucket = ownerOf(profile.samples[i]);
    self.set(bucket, (self.get(bucket) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  self.delete('(idle)');
  const busy = [...self.values()].reduce((a, b) => a + b, 0);
  return { busy, rows: [...self.entries()].sort((a, b) => b[1] - a[1]).map(([bucket, us]) => ({ bucket, share: us / busy })) };
}

async function profileRoute(name, path, setup) {
  const { databaseUrl, redisUrl } = setup;
  const dir = mkdtempSync(join(tmpdir(), 'forkcast-prof-'));
  const server = await startServer({ databaseUrl, redisUrl, name: 'forkcast_profile', nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
  try {
    const cookie = await signUp(server.url, `profile-${process.pid}-${name}@example.com`);
    const headers = { cookie };
    let url = `${server.url}${path}`;
    if (path.includes(':plan')) {
      const plan = { id: await generatedPlan(server.url, cookie) };
      url = url.replace(':plan', plan.id);
      if (name.endsWith('304')) headers['if-none-match'] = (await fetch(url, { headers: { cookie } })).headers.get('etag') ?? '';
    }
    const run = (duration) =>
      new Promise((resolve, reject) => autocannon({ url, connections: 50, duration, headers }, (e, r) => (e ? reject(e) : resolve(r))));
    await run(3);
    const microseconds = () => Number(process.hrtime.bigint() / 1000n);
    const from = microseconds();
    const result = await run(10);
    const window = { from, to: microseconds() };
    await server.stop();
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error('no profile was written');
    const { busy, rows } = summarise(JSON.parse(readFileSync(join(dir, file), 'utf8')), window);
    if (process.env.PROFILE_KEEP) copyFileSync(join(dir, file), join(process.env.PROFILE_KEEP, `${name}.cpuprofile`));
    return {
      name,
      path,
      reqs: result.requests.average,
      p99: result.latency.p99,
      statuses: `${result['2xx']} 2xx, ${result.non2xx} other`,
      busyMs: busy / 1000,
      perRequestUs: busy / Math.max(1, result.requests.total),
      rows,
    };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A week made by the planner, as a person's first plan is: answers its id. */
async function generatedPlan(url, cookie) {
  const started = await fetch(`${url}/api/meal-plans/generate`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: '{}',
  });
  const { jobId } = await started.json();
  for (;;) {
    const job = await (await fetch(`${url}/api/jobs/${jobId}`, { headers: { cookie } })).json();
    if (job.state === 'completed') return job.result.mealPlanId;
    if (job.state === 'failed') throw new Error(`plan generation failed: ${job.error}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function main() {
  ensureDependencies();
  checkNodeVersion();
  const setup = { databaseUrl: await ensurePostgres(), redisUrl: await ensureRedis() };
  ensureBuilt();
  const routes = [
    ['config', '/api/config'],
    ['plan', '/api/meal-plans/:plan'],
    ['plan304', '/api/meal-plans/:plan'],
  ].filter(([n]) => !only || only.includes(n));
  const results = [];
  for (const [name, path] of routes) {
    console.log(`[profile] ${name}…`);
    results.push(await profileRoute(name, path, setup));
  }
  await stopServices();
  console.log(
    `\nRequest-path profile, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`,
  );
  for (const r of results) {
    console.log(
      `\n### ${r.name === 'plan304' ? 'GET /api/meal-plans/:id with If-None-Match' : `GET ${r.path}`} — ${r.reqs.toFixed(0)} req/s, p99 ${r.p99} ms (${r.statuses}); ${r.perRequestUs.toFixed(0)} µs of busy CPU per request\n`,
    );
    console.log('| self time of | share of busy CPU |\n|---|---|');
    for (const row of r.rows.slice(0, 14)) console.log(`| ${row.bucket} | ${(row.share * 100).toFixed(1)} % |`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch(async (error) => {
    console.error(`[profile] ${error.stack ?? error.message}`);
    await stopServices();
    process.exit(1);
  });
}
