// The live-update figure of `npm run bench` (issue #21): two API processes of one deployment on one Redis,
// 200 devices following lists over Server-Sent Events, 50 changes a second made through both processes;
// how long from a change's answer until each device following that list hears it, and the memory an open
// stream costs. Runs alone too: `node scripts/bench/live.mjs` (BENCH_LIVE_DATABASE names its database).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { percentile, rssMb, signUp, startServer } from '../lib/server.mjs';

const LISTS = 20;
const DEVICES_PER_LIST = 10;
const CHANGES_PER_SECOND = 50;
const SECONDS = 10;
const LINES_PER_LIST = 10;

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function post(url, cookie, body) {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () =>
          res.statusCode === 200 ? resolve(JSON.parse(text)) : reject(new Error(`${url}: ${res.statusCode} ${text.slice(0, 200)}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** One device following a list: calls `heard(opId, at)` for every operation id of every `list` event. */
function follow(url, cookie, heard) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { cookie, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`${url}: ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        const at = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes('event: ready')) resolve(() => req.destroy());
          else if (block.includes('event: list')) {
            const data = JSON.parse(/^data: (.*)$/m.exec(block)[1]);
            for (const opId of data.opIds) heard(opId, at);
          }
        }
      });
    });
    req.on('error', reject);
  });
}

const stamp = (device, counter) => `${String(Date.now()).padStart(13, '0')}-${String(counter % 10000).padStart(4, '0')}-${device}`;
const ms = (v) => `${v.toFixed(1)} ms`;

/** Measures the figure; answers its table row { figure, value, baseline, target }. */
export async function liveUpdates({ databaseUrl, redisUrl }) {
  const name = process.env.BENCH_LIVE_DATABASE || 'forkcast_bench_live';
  const queuePrefix = `forkcast-bench-live-${process.pid}`;
  const one = await startServer({ databaseUrl, redisUrl, name, env: { QUEUE_PREFIX: queuePrefix, ROLE: 'all' } });
  const two = await startServer({ databaseUrl, redisUrl, name, env: { QUEUE_PREFIX: queuePrefix, ROLE: 'api' }, sameDatabase: true });
  const servers = [one, two];
  const closers = [];
  try {
    // LISTS people, each with a list of LINES_PER_LIST lines added as a device adds them
    const lists = [];
    for (let i = 0; i < LISTS; i++) {
      const cookie = await signUp(one.url, `bench-live-${process.pid}-${i}@example.com`);
      const plan = await fetch(`${one.url}/api/meal-plans`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Live bench', weekStartDate: '2026-11-22', meals: [] }),
      }).then((r) => r.json());
      const lines = Array.from({ length: LINES_PER_LIST }, () => randomUUID());
      await post(`${one.url}/api/grocery-lists/${plan.id}/operations`, cookie, {
        operations: lines.map((line, n) => ({
          opId: randomUUID(),
          line,
          field: 'add',
          value: { name: `bench item ${n}` },
          stamp: stamp('bench', n),
        })),
      });
      lists.push({ cookie, planId: plan.id, lines, ticked: new Map() });
    }
    const before = await Promise.all(servers.map((s) => rssMb(s.child.pid)));
    // each list followed by DEVICES_PER_LIST devices, half on each process
    const heardAt = new Map(); // opId → times each device heard it
    const heard = (opId, at) => heardAt.get(opId)?.push(at);
    for (const list of lists)
      for (let d = 0; d < DEVICES_PER_LIST; d++) {
        const server = servers[d % 2];
        closers.push(await follow(`${server.url}/api/grocery-lists/${list.planId}/events`, list.cookie, heard));
      }
    await new Promise((r) => setTimeout(r, 1000));
    const after = await Promise.all(servers.map((s) => rssMb(s.child.pid)));
    const devices = closers.length;
    const perConnectionKb = ((after[0] - before[0] + after[1] - before[1]) * 1024) / devices;

    // CHANGES_PER_SECOND ticks for SECONDS, each through one process or the other, on lists in turn
    // the bench hears the lists' Redis channels too: when each change was published, to time the fan-out alone
    const IORedis = (await import('ioredis')).default;
    const listener = new IORedis(redisUrl, { maxRetriesPerRequest: null });
    closers.push(() => listener.disconnect());
    const publishedAt = new Map();
    listener.on('pmessage', (_p, _c, message) => {
      const at = performance.now();
      for (const opId of JSON.parse(message).opIds) if (!publishedAt.has(opId)) publishedAt.set(opId, at);
    });
    await listener.psubscribe(`${queuePrefix}:list:*`);
    const sentAt = new Map();
    const answeredAt = new Map();
    const total = CHANGES_PER_SECOND * SECONDS;
    const started = performance.now();
    const sends = [];
    for (let n = 0; n < total; n++) {
      const due = started + (n * 1000) / CHANGES_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const list = lists[n % LISTS];
      const line = list.lines[Math.floor(n / LISTS) % LINES_PER_LIST];
      const opId = randomUUID();
      heardAt.set(opId, []);
      const value = !list.ticked.get(line);
      list.ticked.set(line, value);
      const server = servers[n % 2];
      sentAt.set(opId, performance.now());
      sends.push(
        post(`${server.url}/api/grocery-lists/${list.planId}/operations`, list.cookie, {
          operations: [{ opId, line, field: 'isChecked', value, stamp: stamp('bench', n) }],
        }).then(() => answeredAt.set(opId, performance.now())),
      );
    }
    await Promise.all(sends);
    const sentFor = (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 2000));
    const fromAnswer = [];
    const fromSend = [];
    const fromPublish = [];
    const answers = [];
    let missed = 0;
    for (const [opId, times] of heardAt) {
      missed += DEVICES_PER_LIST - times.length;
      answers.push(answeredAt.get(opId) - sentAt.get(opId));
      for (const at of times) {
        // negative: the device heard it before the answer reached the one that made the change
        fromAnswer.push(at - answeredAt.get(opId));
        fromSend.push(at - sentAt.get(opId));
        fromPublish.push(at - publishedAt.get(opId));
      }
    }
    for (const list of [fromAnswer, fromSend, fromPublish, answers]) list.sort((a, b) => a - b);
    const spread = (list) => `p50 ${ms(percentile(list, 50))}, p95 ${ms(percentile(list, 95))}`;
    return {
      figure: `live updates: ${devices} devices following ${LISTS} lists over SSE (${DEVICES_PER_LIST} each, half on each of 2 API processes, one Redis), ${total} ticks at ${CHANGES_PER_SECOND}/s through both; delivery from the change's answer to each device's event (negative: heard before the answer), from its publish on Redis, and from the change being sent`,
      value: `from the answer ${spread(fromAnswer)}; from the publish on Redis (the fan-out alone) ${spread(fromPublish)}, p99 ${ms(percentile(fromPublish, 99))}; from the send ${spread(fromSend)}, p99 ${ms(percentile(fromSend, 99))}; ${fromSend.length} deliveries, ${missed} missed; the operations' answers ${spread(answers)}, all ${total} answered in ${sentFor.toFixed(1)} s`,
      baseline: `memory per open stream ${perConnectionKb.toFixed(0)} KB (RSS ${before.map((b, i) => `${b}→${after[i]}`).join(' and ')} MB)`,
      target: 'p95 < 500 ms',
    };
  } finally {
    for (const close of closers) close();
    await Promise.all(servers.map((s) => s.stop()));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ensurePostgres, ensureRedis, stopServices } = await import('../services.mjs');
  const { ensureBuilt } = await import('../common.mjs');
  const databaseUrl = await ensurePostgres();
  const redisUrl = await ensureRedis();
  ensureBuilt();
  try {
    const r = await liveUpdates({ databaseUrl, redisUrl });
    console.log(
      `\n| figure | measured | baseline in the same run | target |\n|---|---|---|---|\n| ${r.figure} | ${r.value} | ${r.baseline} | ${r.target} |`,
    );
  } finally {
    agent.destroy();
    await stopServices();
  }
}
