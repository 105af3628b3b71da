// `npm run test:load`: 200 signed-in people on loopback for 60 s against a production build, mixing reads
// and writes (view plan, search foods, check items, change brands, add/remove items, generate plans and
// lists). Passes when no request answers 5xx and no write is lost: every acknowledged write is in the
// database at the end, every rejected one is not. `--short` (used by npm test): fewer people, 10 s.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { checkNodeVersion, ensureBuilt, ensureDependencies } from './common.mjs';
import { percentile, rssMb, signUp, startServer } from './lib/server.mjs';
import { DATA_DIR, ensurePostgres, ensureRedis, stopServices } from './services.mjs';

const short = process.argv.includes('--short');
const USERS = Number(process.env.LOAD_USERS) || (short ? 40 : 200);
const DURATION_S = Number(process.env.LOAD_SECONDS) || (short ? 10 : 60);
const FOOD_QUERIES = ['chicken', 'egg', 'rice', 'apple', 'milk', 'salmon', 'bread', 'tomato', 'beans', 'cheese'];

const latencies = [];
const statusCounts = new Map();
let requests = 0;

async function call(person, method, path, body) {
  const started = performance.now();
  let status = 0;
  let text = '';
  let failure;
  try {
    const res = await fetch(`${person.url}${path}`, {
      method,
      headers: { cookie: person.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    status = res.status;
    text = await res.text();
  } catch (error) {
    status = 599; // connection failed: counted as a server error
    failure = error.cause?.message ?? error.message;
  }
  latencies.push(performance.now() - started);
  requests++;
  statusCounts.set(status, (statusCounts.get(status) ?? 0) + 1);
  return { status, failure, json: () => (text ? JSON.parse(text) : undefined) };
}

/** What each person's writes should have left in the database. */
function newLedger() {
  return { checked: new Map(), brand: new Map(), loadFoods: 0, uncertain: new Set(), foodsUncertain: false };
}

async function prepare(url, index, recipeIds) {
  const cookie = await signUp(url, `load-${process.pid}-${index}@example.com`);
  const person = { url, cookie, index, ledger: newLedger(), added: [] };
  const today = new Date().toISOString().slice(0, 10);
  const meals = [0, 1, 2].map((d) => ({
    dayOfWeek: d,
    mealType: 'dinner',
    recipeId: recipeIds[(index + d) % recipeIds.length],
    foodItem: null,
    date: today,
  }));
  const plan = await call(person, 'POST', '/api/meal-plans', { name: `Load week ${index}`, weekStartDate: today, meals });
  if (plan.status !== 201) throw new Error(`creating a plan failed: ${plan.status} ${plan.failure ?? ''}`);
  person.planId = plan.json().id;
  const list = await call(person, 'POST', `/api/meal-plans/${person.planId}/grocery-list`);
  if (list.status !== 200) throw new Error(`building a list failed: ${list.status} ${list.failure ?? ''}`);
  person.items = list.json().items.map((i) => i.id);
  return person;
}

/** A write whose answer we did not get (run ended, connection cut) may or may not have landed. */
async function write(person, key, method, path, body, onAck) {
  person.ledger.uncertain.add(key);
  const res = await call(person, method, path, body);
  if (res.status >= 200 && res.status < 300) {
    onAck(res);
    person.ledger.uncertain.delete(key);
  } else if (res.status >= 400 && res.status < 500) person.ledger.uncertain.delete(key); // rejected: must not have landed
  return res;
}

async function runPerson(person, deadline) {
  let step = person.index; // spread the mix so people do different things at once
  while (Date.now() < deadline) {
    const item = person.items[step % person.items.length];
    switch (step % 8) {
      case 0:
      case 4:
        await call(person, 'GET', `/api/meal-plans/${person.planId}`);
        break;
      case 1:
        await call(person, 'GET', `/api/foods/search?query=${FOOD_QUERIES[step % FOOD_QUERIES.length]}&pageSize=20`);
        break;
      case 2: {
        const isChecked = (step >> 3) % 2 === 0;
        await write(person, `check:${item}`, 'PATCH', `/api/grocery-list-items/${item}`, { isChecked }, () =>
          person.ledger.checked.set(item, isChecked),
        );
        break;
      }
      case 3: {
        const price = ((step % 700) / 100 + 1).toFixed(2);
        const brand = `Brand ${step % 5}`;
        // the line's amount when the price was set: a price is kept per unit when the plan later needs more or less
        await write(person, `brand:${item}`, 'PATCH', `/api/grocery-list-items/${item}`, { brand, estimatedPrice: price }, (res) =>
          person.ledger.brand.set(item, { brand, price, quantity: Number(res.json().quantity) }),
        );
        break;
      }
      case 5: {
        await write(
          person,
          'foods',
          'POST',
          `/api/meal-plans/${person.planId}/meals`,
          {
            dayIndex: step % 7,
            mealType: 'lunch',
            foodItem: { name: 'Load test banana', calories: 105, protein: 1.3, quantity: 1, unit: 'piece', fdcId: 9040 },
          },
          (res) => {
            person.ledger.loadFoods++;
            const plan = res.json();
            const ids = plan.days
              .flatMap((d) => Object.values(d.meals).flatMap((m) => m.items))
              .filter((i) => (i.foodItem?.name ?? i.name) === 'Load test banana')
              .map((i) => i.id);
            person.added = ids;
          },
        );
        break;
      }
      case 6: {
        const id = person.added.pop();
        if (id)
          await write(
            person,
            'foods',
            'DELETE',
            `/api/meal-plans/${person.planId}/items/${id}`,
            undefined,
            () => person.ledger.loadFoods--,
          );
        else await call(person, 'GET', '/api/grocery-lists');
        break;
      }
      case 7:
        // Long work now and then: a new plan, or a rebuilt list, both as jobs.
        if (step % 48 === 7) await call(person, 'POST', '/api/meal-plans/generate', {});
        else if (step % 48 === 15) await call(person, 'POST', `/api/meal-plans/${person.planId}/generate-grocery-list`);
        else await call(person, 'GET', `/api/grocery-lists/${person.planId}`);
        break;
    }
    step++;
  }
}

async function verify(databaseUrl, people) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const lost = [];
  try {
    for (const person of people) {
      const { ledger } = person;
      for (const [item, isChecked] of ledger.checked) {
        if (ledger.uncertain.has(`check:${item}`)) continue;
        const { rows } = await db.query('select is_checked from grocery_items where id = $1', [item]);
        // A rebuilt list replaces rows (keeping checked state); a vanished row is only a loss if it was never rebuilt.
        if (rows.length && rows[0].is_checked !== isChecked)
          lost.push(`item ${item}: checked=${rows[0].is_checked}, acknowledged ${isChecked}`);
      }
      for (const [item, { brand, price, quantity }] of ledger.brand) {
        if (ledger.uncertain.has(`brand:${item}`)) continue;
        const { rows } = await db.query('select brand, estimated_price, quantity from grocery_items where id = $1', [item]);
        if (!rows.length) continue;
        // The list follows the plan: a banana added to a plan whose dinner has bananas doubles the line, and the
        // price the person chose is kept per unit, so it doubles too (to the cent, rounded once).
        const expectedCents = Math.round((Number(price) * 100 * Number(rows[0].quantity)) / quantity);
        const cents = Math.round(Number(rows[0].estimated_price) * 100);
        if (rows[0].brand !== brand || Math.abs(cents - expectedCents) > 1)
          lost.push(
            `item ${item}: brand ${rows[0].brand} ${rows[0].estimated_price} for ${rows[0].quantity}, acknowledged ${brand} ${price} for ${quantity}`,
          );
      }
      if (!ledger.uncertain.has('foods')) {
        const { rows } = await db.query(
          "select count(*)::int as n from meal_items where meal_plan_id = $1 and food_name = 'Load test banana'",
          [person.planId],
        );
        if (rows[0].n !== ledger.loadFoods) lost.push(`plan ${person.planId}: ${rows[0].n} added foods, acknowledged ${ledger.loadFoods}`);
      }
    }
  } finally {
    await db.end();
  }
  return lost;
}

async function main() {
  ensureDependencies();
  checkNodeVersion();
  const databaseUrl = await ensurePostgres();
  const redisUrl = await ensureRedis();
  ensureBuilt();
  const server = await startServer({ databaseUrl, redisUrl, name: 'forkcast_load' });
  let failed = 0;
  try {
    const probe = { url: server.url, cookie: await signUp(server.url, `load-probe-${process.pid}@example.com`) };
    const random = await call(probe, 'GET', '/api/recipes/random?number=12');
    const recipeIds = (random.json().recipes ?? random.json()).map((r) => r.id);
    console.log(`[load] preparing ${USERS} people (sign-up, a plan, a grocery list each)…`);
    const people = [];
    for (let i = 0; i < USERS; i += 20)
      people.push(...(await Promise.all(Array.from({ length: Math.min(20, USERS - i) }, (_, j) => prepare(server.url, i + j, recipeIds)))));
    latencies.length = 0;
    statusCounts.clear();
    requests = 0;
    console.log(`[load] ${USERS} people for ${DURATION_S} s…`);
    const started = Date.now();
    await Promise.all(people.map((p) => runPerson(p, started + DURATION_S * 1000)));
    const seconds = (Date.now() - started) / 1000;
    const rss = await rssMb(server.child.pid);
    const lost = await verify(server.databaseUrl, people);
    const serverErrors = [...statusCounts].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    latencies.sort((a, b) => a - b);
    const ms = (v) => `${v.toFixed(1)} ms`;
    console.log('\n| load test | value |\n|---|---|');
    console.log(`| people × seconds | ${USERS} × ${DURATION_S} |`);
    console.log(`| requests | ${requests} (${(requests / seconds).toFixed(0)}/s) |`);
    console.log(
      `| latency p50 / p95 / p99 | ${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 95))} / ${ms(percentile(latencies, 99))} |`,
    );
    console.log(
      `| status codes | ${[...statusCounts]
        .sort()
        .map(([s, c]) => `${s}: ${c}`)
        .join(', ')} |`,
    );
    console.log(`| 5xx answers | ${serverErrors} |`);
    console.log(`| lost writes | ${lost.length} |`);
    console.log(`| API process RSS after the run | ${rss} MB |`);
    if (lost.length) console.log(`lost: ${lost.slice(0, 10).join('; ')}`);
    failed = (serverErrors > 0 ? 1 : 0) + (lost.length > 0 ? 1 : 0);
    console.log(`\n${2 - failed} passed, ${failed} failed`);
  } finally {
    await server.stop();
    await stopServices();
  }
  process.exit(failed ? 1 : 0);
}

/** The end of the server's own log, so a failed CI run says what the server saw. */
function serverLogTail(lines = 30) {
  try {
    return readFileSync(join(DATA_DIR, 'logs', 'forkcast_load.log'), 'utf8')
      .trimEnd()
      .split('\n')
      .slice(-lines)
      .join('\n');
  } catch {
    return '(no server log)';
  }
}

main().catch(async (error) => {
  console.error(`[load] ${error.stack ?? error.message}`);
  console.error(`[load] the server's log ends with:\n${serverLogTail()}`);
  await stopServices();
  console.log('0 passed, 2 failed');
  process.exit(1);
});
