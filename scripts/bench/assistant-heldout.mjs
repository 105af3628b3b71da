// The blind held-out benches: every ask of each backend/data/assistant/heldout-<set>.json (issue #22's first,
// then later sets by name) sent end to end to a real Forkcast (production build, PostgreSQL, Redis) through
// POST /api/chat, as the chat widget does, and judged by its `expect` from what the reply says and what changed
// in the person's data. Prints figures only (no phrasing: engine authors must not learn a set); the per-ask
// detail goes to .data/bench/assistant-heldout-<set>.md. `npm run bench:assistant` runs them after the
// dev-corpus tables.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signUp, startServer } from '../lib/server.mjs';
import { DATA_DIR, ROOT } from '../services.mjs';

const SETS_DIR = join(ROOT, 'backend', 'data', 'assistant');
const detailFile = (set) => join(DATA_DIR, 'bench', `assistant-heldout-${set}.md`);
const TIME_ZONE = 'UTC';
/** A request the server has not answered by then is a failure of the ask, not a reason to wait for ever. */
const REQUEST_TIMEOUT_MS = 30_000;
/** How long a list may say it is updating from the plan before it is read as it is. */
const SETTLE_MS = 15_000;
const ANY_STATUS = Array.from({ length: 200 }, (_, i) => 400 + i);
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/** The widget sends at most this many earlier messages. */
const CONTEXT_MESSAGES = 5;
/** The person's settings before every ask (arranged per ask from there). */
const BASE_PREFERENCES = {
  dietaryRestrictions: [],
  allergies: ['shellfish'],
  dislikedIngredients: [],
  calorieGoal: 2300,
  weeklyBudget: 100,
};
/** Foods at home before every ask. */
const BASE_PANTRY = ['olive oil', 'salt', 'rice', 'flour'];
/** Lines of the person's own besides the plan's, so removals, ticks and several-of-a-kind asks have something real. */
const BASE_OWN_LINES = ['soda', 'cookies', 'chips', 'coffee', 'bread', 'milk', 'apples', 'lemons', 'pasta', 'ground turkey'];

/**
 * What a fair judge of issue #22's set should also accept, from each ask's own `note` in the corpus (and only
 * from it): `writes` lists other write sets that are right; `arrangeLines` what the note says the person's data
 * holds. Later sets carry the same object on the ask itself, as `accept`, written by their author.
 */
const ISSUE22_FROM_NOTES = {
  'h22-021': { writes: [['preferences.add']] }, // "saving it is not wrong"
  'h22-063': { alsoTarget: [{ write: 'preferences.add', field: 'allergies', value: 'gluten' }] },
  'h22-066': {
    alsoTarget: [
      { write: 'preferences.add', field: 'allergies', value: 'milk' },
      { write: 'preferences.add', field: 'dietaryRestrictions', value: 'dairy-free' },
    ],
  },
  'h22-073': { arrangeLines: ['soda'] },
  'h22-089': { writes: [['grocery.add']] }, // "if there is none, adding 4 lemons is fine"
  'h22-109': { does: ['ask'] }, // "asking to confirm a two-meal change first is also acceptable"
  'h22-123': { arrangeLines: ['cheddar cheese', 'mozzarella', 'parmesan'] },
  'h22-126': { arrangeLines: ['chicken breast'] },
  'h22-154': { does: ['decline'] }, // "declining is also fine"
  'h22-186': { turn: 1, does: ['write'], writes: [['plan.swap']] }, // "doing the dairy-free swap at once is also fine"
  'h22-188': { turn: 1, does: ['ask'], writes: [['plan.swap']] }, // "replacing it (plan.swap) or asking add-or-replace"
  'h22-192': { turn: 1, writes: [['grocery.add']] }, // "if milk was not on the list, adding 2 gallons is fine"
  'h22-197': { turn: 0, writes: [[]], does: ['answer'] }, // "if eggs are already on the list … writes=[] is right"
  'h22-200': { turn: 1, does: ['ask'], writes: [['plan.swap']] },
  'h22-208': { arrangeLines: ['cheddar cheese', 'mozzarella', 'parmesan'] },
};
/** The `accept` of the set being run, by ask id. */
let FROM_NOTES = {};
/** Notes saying a swap done at once with the condition is as good as offering it. */
const SWAP_AT_ONCE = /a swap done at once/;
/** Notes saying "if there is no such item, says so and changes nothing". */
const NOTHING_IF_ABSENT = /if (?:there is no such item|it is not there), says so and changes nothing/;

const FALLBACK = /i'?m not sure how to help with that/i;
/** A reply that says it cannot or will not do it, or sends the person to a professional. */
const DECLINE =
  /\b(?:can(?:'|no)?t|cannot|won'?t|will not|unable to|not able to|don'?t have access|do not have access)\b[^.!?\n]{0,60}\b(?:help|do|advise|give|access|see|change|act|delete|answer|book|write|provide|recommend|tell|look|make|edit|show|manage|read|touch|share|copy|switch|sign|log|say|know|predict|check|fix)\b|\bonly (?:help|act|work|change|manage|see|read|edit)\b|\b(?:doctor|dietitian|physician|pharmacist|health ?care|medical professional|professional)\b|\boutside (?:what|my)\b|\bnot (?:a|your) (?:doctor|medical)/i;
/** Brackets, braces or a web address: what markup and links leave in a name stored as text. */
const MARKUP_IN_NAME = /[<>{}[\]]|https?:|www\./i;
/** Day words that are relative to the ask's `today` (explicit weekday names are not). */
const RELATIVE_DAY = /\b(?:today|tonight|tonite|2nite|tomorrow|tmrw|yesterday|day after)(?:'?s)?\b/i;

// --- small helpers -------------------------------------------------------------------------------------------

const words = (text) =>
  String(text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) =>
      w.length > 3 && w.endsWith('es') && !w.endsWith('ses') ? w.slice(0, -2) : w.length > 2 && w.endsWith('s') ? w.slice(0, -1) : w,
    );

/** Loosely the same thing: every plain word of one appears in the other. */
export function sameThing(expected, actual) {
  const a = words(expected);
  const b = words(actual);
  if (!a.length || !b.length) return false;
  const inB = a.every((w) => b.includes(w) || b.some((x) => x.startsWith(w) || w.startsWith(x)));
  const inA = b.every((w) => a.includes(w));
  return inB || inA;
}

const norm = (v) => JSON.stringify(v);

// --- the person's data ---------------------------------------------------------------------------------------

function api(url, cookie) {
  return async (method, path, body, { allow = [] } = {}) => {
    const res = await fetch(url + path, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    if (!res.ok && !allow.includes(res.status)) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
}

/** Everything the assistant can change, read as the person sees it. */
async function snapshot(call, planId) {
  // the list follows the plan in the background: read it once it is done updating, as a person would see it
  let list = await call('GET', `/api/grocery-lists/${planId}`, undefined, { allow: [404] });
  for (let waited = 0; list.body?.updating && waited < SETTLE_MS; waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
    list = await call('GET', `/api/grocery-lists/${planId}`, undefined, { allow: [404] });
  }
  const [prefs, pantry, plans] = await Promise.all([
    call('GET', '/api/preferences'),
    call('GET', '/api/pantry'),
    call('GET', '/api/meal-plans'),
  ]);
  const plan = plans.body.some((p) => p.id === planId) ? (await call('GET', `/api/meal-plans/${planId}`)).body : null;
  // what the answer says about the record (saved yet, whose budget) is not the record, and not sent back
  const { saved: _saved, budgetSetBy: _budgetSetBy, ...preferences } = prefs.body;
  const line = (i) => ({
    id: i.id,
    name: i.name,
    category: i.category,
    quantity: i.quantity,
    unit: i.unit,
    isChecked: i.isChecked,
    origin: i.origin,
    estimatedPrice: i.estimatedPrice,
  });
  return {
    preferences,
    lines: list.status === 200 ? list.body.items.map(line) : [],
    removedLines: list.status === 200 ? list.body.removedItems.map((i) => ({ id: i.id, name: i.name })) : [],
    pantry: pantry.body.items.map((i) => ({ id: i.id, ingredientId: i.ingredientId, name: i.name, kind: i.kind, grams: i.grams })),
    plans: plans.body.map((p) => p.id),
    meals: plan
      ? plan.days.flatMap((d) =>
          Object.entries(d.meals).flatMap(([mealType, slot]) =>
            slot.items.map((i) => ({
              id: i.id,
              dayOfWeek: d.dayOfWeek,
              dayIndex: plan.days.indexOf(d),
              mealType,
              name: i.name,
              recipeId: i.recipe?.id ?? null,
              food: i.foodItem ? { name: i.foodItem.name, fdcId: i.foodItem.fdcId } : null,
              servings: i.servings,
              quantity: i.quantity,
              unit: i.unit,
              calories: i.calories,
              protein: i.protein,
            })),
          ),
        )
      : [],
  };
}

/** The data as the person would compare it: without row ids (a meal put back is a new row of the same meal). */
function comparable(s) {
  const sorted = (xs) => xs.map((x) => norm(x)).sort();
  return norm({
    preferences: s.preferences,
    lines: sorted(s.lines.map(({ id: _id, estimatedPrice: _p, ...l }) => l)),
    removedLines: sorted(s.removedLines.map((l) => l.name)),
    pantry: sorted(s.pantry.map(({ id: _id, ...p }) => p)),
    plans: s.plans.length,
    meals: sorted(s.meals.map(({ id: _id, ...m }) => m)),
  });
}

/** What differs between two snapshots as the person compares them: entries on one side only, per part. */
function difference(a, b) {
  const [x, y] = [JSON.parse(comparable(a)), JSON.parse(comparable(b))];
  const out = [];
  for (const part of Object.keys(x)) {
    if (!Array.isArray(x[part])) {
      if (norm(x[part]) !== norm(y[part])) out.push(`${part}: ${norm(x[part])} → ${norm(y[part])}`);
      continue;
    }
    const only = (p, q) => p.filter((e) => !q.includes(e));
    for (const e of only(x[part], y[part])) out.push(`${part} before only: ${e}`);
    for (const e of only(y[part], x[part])) out.push(`${part} after only: ${e}`);
  }
  return out;
}

/** What changed between two snapshots, as area.action writes, each with the thing it changed. */
export function changes(before, after) {
  const out = [];
  const prefs = (field) => [before.preferences[field], after.preferences[field]];
  for (const field of ['dietaryRestrictions', 'allergies', 'dislikedIngredients']) {
    const [a, b] = prefs(field).map((v) => (v ?? []).map((x) => String(x)));
    const lower = (xs) => xs.map((x) => x.toLowerCase());
    for (const v of b) if (!lower(a).includes(v.toLowerCase())) out.push({ write: 'preferences.add', field, value: v });
    for (const v of a) if (!lower(b).includes(v.toLowerCase())) out.push({ write: 'preferences.remove', field, value: v });
  }
  for (const field of Object.keys({ ...before.preferences, ...after.preferences })) {
    if (['dietaryRestrictions', 'allergies', 'dislikedIngredients'].includes(field)) continue;
    const [a, b] = prefs(field);
    if (norm(a) !== norm(b)) out.push({ write: 'preferences.set', field, value: b, from: a });
  }
  const planChanged = norm(before.meals.map((m) => [m.id, m.servings])) !== norm(after.meals.map((m) => [m.id, m.servings]));
  const beforeLines = new Map(before.lines.map((l) => [l.id, l]));
  const afterLines = new Map(after.lines.map((l) => [l.id, l]));
  // a line the plan brought or took with a meal follows the plan: the plan's write, not one of its own
  const followsPlan = (l) => planChanged && l.origin === 'generated';
  for (const [id, l] of afterLines) {
    const was = beforeLines.get(id);
    if (!was) {
      if (!followsPlan(l)) out.push({ write: 'grocery.add', item: l.name, quantity: l.quantity, unit: l.unit, category: l.category });
      continue;
    }
    if (was.isChecked !== l.isChecked) out.push({ write: l.isChecked ? 'grocery.check' : 'grocery.uncheck', item: l.name });
    if ((was.quantity !== l.quantity || was.unit !== l.unit) && !followsPlan(l))
      out.push({ write: 'grocery.set', item: l.name, quantity: l.quantity, unit: l.unit, from: was.quantity, fromUnit: was.unit });
  }
  for (const [id, l] of beforeLines) if (!afterLines.has(id) && !followsPlan(l)) out.push({ write: 'grocery.remove', item: l.name });
  const beforePantry = new Map(before.pantry.map((p) => [p.ingredientId, p]));
  const afterPantry = new Map(after.pantry.map((p) => [p.ingredientId, p]));
  for (const [id, p] of afterPantry) {
    const was = beforePantry.get(id);
    if (!was) out.push({ write: 'pantry.add', item: p.name });
    else if (norm(was) !== norm({ ...p, id: was.id })) out.push({ write: 'pantry.set', item: p.name });
  }
  for (const [id, p] of beforePantry) if (!afterPantry.has(id)) out.push({ write: 'pantry.remove', item: p.name });
  if (after.plans.length < before.plans.length) out.push({ write: 'plan.remove', item: 'a whole plan' });
  if (after.plans.length > before.plans.length) out.push({ write: 'plan.add', item: 'a whole plan' });
  // per slot: meals taken out and put in → a swap; only in → add; only out → remove (one if none is left); servings only → set
  const slots = new Set([...before.meals, ...after.meals].map((m) => `${m.dayOfWeek}:${m.mealType}`));
  for (const slot of slots) {
    const [dayOfWeek, mealType] = slot.split(':');
    const inSlot = (s) => s.meals.filter((m) => `${m.dayOfWeek}:${m.mealType}` === slot);
    const a = inSlot(before);
    const b = inSlot(after);
    const gone = a.filter((m) => !b.some((x) => x.id === m.id));
    const came = b.filter((m) => !a.some((x) => x.id === m.id));
    const where = { day: WEEKDAYS[Number(dayOfWeek)], meal: mealType };
    if (gone.length && came.length)
      out.push({ write: 'plan.swap', ...where, item: came.map((m) => m.name).join(', '), from: gone.map((m) => m.name).join(', ') });
    else if (came.length) for (const m of came) out.push({ write: 'plan.add', ...where, item: m.name });
    // a meal cleared whole is one removal, as the person asked it ("clear thursday breakfast"), whatever it held
    else if (gone.length && !b.length) out.push({ write: 'plan.remove', ...where, item: gone.map((m) => m.name).join(', ') });
    else if (gone.length) for (const m of gone) out.push({ write: 'plan.remove', ...where, item: m.name });
    else if (a.some((m) => norm(m.servings) !== norm(b.find((x) => x.id === m.id)?.servings))) out.push({ write: 'plan.set', ...where });
  }
  return out;
}

/**
 * Puts the person's data back as `want` was, through the ordinary API; returns what it had to do. The plan
 * first (the list follows it), then the pantry and preferences, then the list; twice at most.
 */
async function restoreTo(call, planId, want) {
  const done = [];
  const ok404 = { allow: [404, 409] };
  for (let pass = 0; pass < 2; pass++) {
    let now = await snapshot(call, planId);
    if (comparable(now) === comparable(want)) break;
    // plan: meals added go, meals taken come back (a recipe at its servings, a food as it was)
    const mealKey = (m) => `${m.dayOfWeek}|${m.mealType}|${m.name}|${m.servings}`;
    const unmatched = (from, other) => {
      const left = other.map(mealKey);
      return from.filter((m) => {
        const i = left.indexOf(mealKey(m));
        if (i < 0) return true;
        left.splice(i, 1);
        return false;
      });
    };
    const mealsOff = unmatched(now.meals, want.meals);
    const mealsBack = unmatched(want.meals, now.meals);
    for (const m of mealsOff) {
      await call('DELETE', `/api/meal-plans/${planId}/items/${m.id}`, undefined, ok404);
      done.push(`meal off: ${m.name}`);
    }
    for (const m of mealsBack) {
      if (m.recipeId)
        await call(
          'POST',
          `/api/recipes/${m.recipeId}/add-to-meal-plan`,
          { mealPlanId: planId, dayOfWeek: m.dayOfWeek, mealType: m.mealType, servings: m.servings },
          ok404,
        );
      else
        await call(
          'POST',
          `/api/meal-plans/${planId}/meals`,
          {
            dayIndex: m.dayIndex,
            mealType: m.mealType,
            foodItem: {
              name: m.food?.name ?? m.name,
              calories: m.calories,
              protein: m.protein,
              quantity: m.quantity ?? undefined,
              unit: m.unit ?? undefined,
              fdcId: m.food?.fdcId ?? undefined,
            },
          },
          ok404,
        );
      done.push(`meal back: ${m.name}`);
    }
    for (const p of now.pantry)
      if (!want.pantry.some((x) => x.ingredientId === p.ingredientId)) {
        await call('DELETE', `/api/pantry/${p.id}`, undefined, ok404);
        done.push(`pantry off: ${p.name}`);
      }
    for (const p of want.pantry)
      if (!now.pantry.some((x) => x.ingredientId === p.ingredientId)) {
        await call('POST', '/api/pantry', { ingredientId: p.ingredientId, kind: 'staple' }, ok404);
        done.push(`pantry back: ${p.name}`);
      }
    if (norm(now.preferences) !== norm(want.preferences)) {
      await call('POST', '/api/preferences', want.preferences);
      done.push('preferences');
    }
    // list: lines taken off come back, lines added go, ticks and amounts as they were
    now = await snapshot(call, planId);
    for (const l of want.lines)
      if (!now.lines.some((x) => x.id === l.id || x.name === l.name)) {
        const taken = now.removedLines.find((x) => x.id === l.id) ?? now.removedLines.find((x) => x.name === l.name);
        if (taken) await call('POST', `/api/grocery-list-items/${taken.id}/restore`, undefined, ok404);
        else await call('POST', `/api/grocery-lists/${planId}/items`, { name: l.name }, ok404);
        done.push(`line back: ${l.name}`);
      }
    now = await snapshot(call, planId);
    for (const l of now.lines) {
      const was = want.lines.find((x) => x.id === l.id) ?? want.lines.find((x) => x.name === l.name);
      if (!was) {
        await call('DELETE', `/api/grocery-list-items/${l.id}`, undefined, ok404);
        done.push(`line off: ${l.name}`);
        continue;
      }
      if (was.isChecked !== l.isChecked) await call('PATCH', `/api/grocery-list-items/${l.id}`, { isChecked: was.isChecked }, ok404);
      if (was.quantity !== l.quantity)
        await call('PATCH', `/api/grocery-list-items/${l.id}`, { quantity: was.quantity }, { allow: [400, 404, 409] });
      if (was.isChecked !== l.isChecked || was.quantity !== l.quantity) done.push(`line as it was: ${l.name}`);
    }
  }
  return done;
}

async function ingredientId(call, name) {
  const { body } = await call('GET', `/api/ingredients?query=${encodeURIComponent(name)}`);
  // the food the person would pick on the Pantry page: the search's first answer whose name holds every word
  // (the catalogue ranks the food a word means first: 'rice' is white rice, not rice milk)
  const holds = body.items.filter((i) => words(name).every((w) => words(i.name).includes(w)));
  return (holds[0] ?? body.items[0])?.id;
}

// --- arranging what each ask presumes -------------------------------------------------------------------------

/** The product's own record word for a diet or allergy the corpus names in plain words ("nuts" → tree-nuts). */
function recordWord(value, known) {
  return known.find((k) => sameThing(value, k) && words(value).every((w) => words(k).includes(w))) ?? value;
}

/**
 * Before an ask: what its expected writes presume is so (a preference to take off is there, one to add is
 * not; a line to tick is there unticked, one to add is not on the list; a food to take out of a meal is in
 * it), from the targets alone. Each item counts at its first expected write across the ask's turns.
 */
async function arrange(call, planId, ask, known) {
  const seen = new Set();
  const targets = ask.turns.flatMap((t) => t.expect.targets ?? []);
  let s = await snapshot(call, planId);
  const prefs = structuredClone(s.preferences);
  let prefsChanged = false;
  const line = (item) => s.lines.find((l) => sameThing(item, l.name));
  const concrete = (v) => typeof v === 'string' && !/\bturn \d\b/.test(v);
  for (const name of FROM_NOTES[ask.id]?.arrangeLines ?? []) {
    if (!line(name)) await call('POST', `/api/grocery-lists/${planId}/items`, { name });
    s = await snapshot(call, planId);
  }
  for (const t of targets) {
    const [area, action] = t.write.split('.');
    const key = `${area}:${t.field ?? ''}:${t.item ?? t.value}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (area === 'preferences' && t.field && Array.isArray(prefs[t.field]) && concrete(t.value)) {
      const kept = prefs[t.field].filter((v) => !sameThing(t.value, v));
      if (action === 'remove') prefs[t.field] = [...kept, recordWord(t.value, t.field === 'allergies' ? known.allergens : known.diets)];
      if (action === 'add') prefs[t.field] = kept;
      prefsChanged = true;
    }
    if (area === 'preferences' && action === 'set' && typeof t.value === 'number' && prefs[t.field] === t.value) {
      prefs[t.field] = t.value + 10;
      prefsChanged = true;
    }
    if (area === 'grocery' && concrete(t.item)) {
      if (action === 'add') {
        for (const l of s.lines.filter((l) => sameThing(t.item, l.name))) await call('DELETE', `/api/grocery-list-items/${l.id}`);
      } else {
        if (!line(t.item)) await call('POST', `/api/grocery-lists/${planId}/items`, { name: t.item });
        s = await snapshot(call, planId);
        const l = line(t.item);
        if (l && action === 'check' && l.isChecked) await call('PATCH', `/api/grocery-list-items/${l.id}`, { isChecked: false });
        if (l && action === 'uncheck' && !l.isChecked) await call('PATCH', `/api/grocery-list-items/${l.id}`, { isChecked: true });
        if (l && action === 'set' && l.quantity === t.quantity)
          await call('PATCH', `/api/grocery-list-items/${l.id}`, { quantity: t.quantity + 1 }, { allow: [400] });
      }
      s = await snapshot(call, planId);
    }
    if (area === 'pantry' && action === 'add' && concrete(t.item)) {
      for (const p of s.pantry.filter((p) => sameThing(t.item, p.name))) await call('DELETE', `/api/pantry/${p.id}`);
      s = await snapshot(call, planId);
    }
    if (area === 'plan' && action === 'remove' && concrete(t.item) && t.day && t.meal) {
      const day = s.meals.find((m) => m.dayOfWeek === WEEKDAYS.indexOf(dayOf(ask, t.day)));
      const there = s.meals.some((m) => m.dayOfWeek === day?.dayOfWeek && m.mealType === t.meal && sameThing(t.item, m.name));
      if (day && !there) {
        await call('POST', `/api/meal-plans/${planId}/meals`, {
          dayIndex: day.dayIndex,
          mealType: t.meal,
          foodItem: { name: t.item, calories: 100, protein: 2, quantity: 1, unit: 'piece' },
        });
        s = await snapshot(call, planId);
      }
    }
  }
  if (prefsChanged) await call('POST', '/api/preferences', prefs);
}

/** The weekday a target names, moved by the ask's `today` to the run's real today when the ask uses relative day words. */
let realToday = 0;
function dayOf(ask, day) {
  const i = WEEKDAYS.indexOf(day);
  if (i < 0 || !ask.today || !ask.turns.some((t) => RELATIVE_DAY.test(t.text))) return day;
  return WEEKDAYS[(i + realToday - WEEKDAYS.indexOf(ask.today) + 7) % 7];
}

// --- judging --------------------------------------------------------------------------------------------------

/** What the reply did, as a set: a reply can answer and end by offering something, or decline and point elsewhere. */
function whatItDid(reply, wrote) {
  const text = reply.response ?? '';
  const did = new Set();
  if (reply.action || wrote.length) did.add('write');
  if (FALLBACK.test(text)) return did;
  if (DECLINE.test(text)) did.add('decline');
  const sentences = text
    .trim()
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((s) => s.trim());
  const asks = Boolean(reply.confirm) || /\?\s*$/.test(text.trim());
  if (asks) did.add('ask');
  // an answer: something said besides a refusal and a closing question
  const statements = sentences.filter((s) => !/\?\s*$/.test(s));
  if (!reply.confirm && statements.length && !(did.has('decline') && statements.length <= 2 && !did.has('write'))) did.add('answer');
  return did;
}

function targetMet(t, got, context) {
  const ref = (v) => typeof v === 'string' && /\bturn (\d)\b/.exec(v);
  const thing = got.item ?? got.value;
  // markup or a link in a stored name is never the thing asked for, however its words compare
  if (typeof thing === 'string' && MARKUP_IN_NAME.test(thing)) return false;
  if (t.field && got.field && t.field !== got.field) return false;
  for (const key of ['item', 'value']) {
    const want = t[key];
    if (want === undefined || t.write === 'preferences.set') continue;
    const r = ref(want);
    if (r) {
      const said = context.replies[Number(r[1]) - 1] ?? '';
      if (!words(thing).some((w) => w.length > 2 && words(said).includes(w))) return false;
    } else if (!sameThing(want, thing)) return false;
  }
  if (t.write === 'preferences.set') {
    if (typeof t.value === 'number' && Number(got.value) !== t.value) return false;
    if (
      typeof t.value === 'string' &&
      /minus (\d+)/.test(t.value) &&
      Number(got.value) !== Number(got.from) - Number(/minus (\d+)/.exec(t.value)[1])
    )
      return false;
    if (typeof t.value === 'string' && !/turn|minus \d/.test(t.value) && !sameThing(t.value, got.value)) return false;
  }
  if (t.quantity !== undefined && got.quantity !== undefined) {
    if (typeof t.quantity === 'number' && !sameAmount(t.quantity, t.unit, got.quantity, got.unit)) return false;
    if (t.quantity === 'twice the current quantity' && Math.abs(got.quantity - 2 * got.from) > 0.01 * got.from) return false;
  }
  if (t.day && got.day && !/turn/.test(t.day) && dayOf(context.ask, t.day) !== got.day) return false;
  if (t.meal && got.meal && !/turn/.test(t.meal) && t.meal !== got.meal) return false;
  return true;
}

/** Amounts in the same unit, or in units of one kind the kernel converts (2 lb = 32 oz). */
let units = null;
function sameAmount(q, unit, gotQ, gotUnit) {
  const close = (a, b) => Math.abs(a - b) <= 0.02 * Math.max(a, b);
  if (close(q, gotQ)) return true;
  if (!unit || !units) return false;
  const unitOf = (raw) => {
    const parts = String(raw ?? '').split(' ');
    for (const n of [parts.length, 2, 1]) {
      const u = units.normalizeUnit(parts.slice(0, n).join(' '));
      if (u && units.UNITS[u]) return units.UNITS[u];
    }
    return null;
  };
  const [a, b] = [unitOf(unit), unitOf(gotUnit)];
  const size = (d) => d.g ?? d.ml;
  if (!a || !b || a.kind !== b.kind || !size(a) || !size(b)) return false;
  return close(q * size(a), gotQ * size(b));
}

/** Does the multiset of writes match the expected one (each target met by a write of its own), or another the note accepts? */
function writesMet(expect, got, context, alsoTargets = []) {
  const sorted = (xs) => norm([...xs].sort());
  const gotKinds = sorted(got.map((g) => g.write));
  if (gotKinds === sorted(expect.writes)) {
    const free = [...got];
    for (const t of expect.targets ?? []) {
      const options = [t, ...alsoTargets.filter((a) => a.write === t.write)];
      const i = free.findIndex((g) => options.some((o) => g.write === o.write && targetMet(o, g, context)));
      if (i < 0) return false;
      free.splice(i, 1);
    }
    return true;
  }
  return (context.notes.writes ?? []).some((set) => sorted(set) === gotKinds);
}

function judgeTurn(ask, turnIndex, reply, wrote, context) {
  const expect = ask.turns[turnIndex].expect;
  const note = ask.note ?? '';
  const fromNote = FROM_NOTES[ask.id] ?? {};
  const notes = fromNote.turn === undefined || fromNote.turn === turnIndex ? fromNote : {};
  const did = whatItDid(reply, wrote);
  // a figure is the same written 2,500 or 2500
  const text = (reply.response ?? '').toLowerCase().replace(/(\d),(\d{3})\b/g, '$1$2');
  const acceptedDoes = [expect.does, ...(notes.does ?? [])];
  let writeSets = notes.writes ?? [];
  // "offers a swap without it (or a swap done at once with the condition)"
  if (SWAP_AT_ONCE.test(note)) ((writeSets = [...writeSets, ['plan.swap']]), acceptedDoes.push('write'));
  const ctx = { ...context, ask, notes: { writes: writeSets } };
  const reasons = [];
  const writesOk = writesMet(expect, wrote, ctx, notes.alsoTarget ?? FROM_NOTES[ask.id]?.alsoTarget);
  // "if there is no such item, says so and changes nothing": nothing written and no such item was there
  const absentOk = NOTHING_IF_ABSENT.test(note) && !wrote.length && !context.itemWasThere;
  if (!writesOk && !absentOk) reasons.push(`writes ${norm(wrote.map((w) => w.write))} ≠ ${norm(expect.writes)}`);
  if (!acceptedDoes.some((d) => did.has(d)) && !(absentOk && did.has('answer')))
    reasons.push(`does ${[...did].join('+') || (FALLBACK.test(reply.response ?? '') ? 'fallback' : 'nothing')} ≠ ${expect.does}`);
  for (const m of expect.mentions ?? []) if (!text.includes(m.toLowerCase())) reasons.push(`no mention of "${m}"`);
  return { handled: reasons.length === 0, reasons, did: [...did] };
}

// --- the run --------------------------------------------------------------------------------------------------

/** The blind sets on disk, issue #22's first, then the others by name. */
export function heldoutSets() {
  return readdirSync(SETS_DIR)
    .map((f) => /^heldout-(.+)\.json$/.exec(f)?.[1])
    .filter(Boolean)
    .sort((a, b) => (a === 'issue22' ? -1 : b === 'issue22' ? 1 : a.localeCompare(b)));
}

export async function heldoutBench({ databaseUrl, redisUrl, set = 'issue22' }) {
  const started = performance.now();
  const corpus = JSON.parse(readFileSync(join(SETS_DIR, `heldout-${set}.json`), 'utf8'));
  FROM_NOTES = set === 'issue22' ? ISSUE22_FROM_NOTES : Object.fromEntries(corpus.asks.map((a) => [a.id, a.accept ?? {}]));
  const title = corpus.title ?? (set === 'issue22' ? 'Held-out issue #22' : `Held-out set ${set}`);
  units = await import(join(ROOT, 'backend', 'dist', 'kitchen', 'units.js')).catch(() => null);
  const vocabulary = await import(join(ROOT, 'backend', 'dist', 'kitchen', 'vocabulary.js'));
  const known = { allergens: [...vocabulary.ALLERGY_CHIPS, ...vocabulary.ALLERGENS], diets: [...vocabulary.DIETS] };
  const server = await startServer({ databaseUrl, redisUrl, name: 'forkcast_bench_assistant' });
  const detail = [];
  const results = [];
  try {
    const cookie = await signUp(server.url, `heldout-${set}-${process.pid}@example.com`);
    const call = api(server.url, cookie);
    await call('POST', '/api/preferences', BASE_PREFERENCES);
    const { jobId } = (await call('POST', '/api/meal-plans/generate', {})).body;
    let job;
    do {
      await new Promise((r) => setTimeout(r, 100));
      job = (await call('GET', `/api/jobs/${jobId}`)).body;
    } while (job.state !== 'completed' && job.state !== 'failed');
    if (job.state === 'failed') throw new Error(`plan generation failed: ${job.error}`);
    const planId = job.result.mealPlanId;
    // the pantry first: the list is built knowing what is at home, as it is rebuilt when the plan changes
    for (const name of BASE_PANTRY) {
      const id = await ingredientId(call, name);
      if (id) await call('POST', '/api/pantry', { ingredientId: id, kind: 'staple' }, { allow: [409] });
    }
    await call('POST', `/api/meal-plans/${planId}/grocery-list`);
    for (const name of BASE_OWN_LINES) await call('POST', `/api/grocery-lists/${planId}/items`, { name });
    const base = await snapshot(call, planId);
    realToday = WEEKDAYS.indexOf(new Date().toLocaleDateString('en-US', { weekday: 'long', timeZone: TIME_ZONE }).toLowerCase());

    // HELDOUT_ONLY=h22-103,h22-104 runs those asks alone (to look into one); HELDOUT_TRACE=1 times each step on stderr
    const only = process.env.HELDOUT_ONLY?.split(',');
    const trace = (what, since) =>
      process.env.HELDOUT_TRACE && process.stderr.write(`${what} ${(performance.now() - since).toFixed(0)}ms\n`);
    for (const ask of corpus.asks.filter((a) => !only || only.includes(a.id))) {
      const askStarted = performance.now();
      await arrange(call, planId, ask, known);
      trace(`${ask.id} arrange`, askStarted);
      const beforeAsk = await snapshot(call, planId);
      const messages = [];
      const actions = [];
      const replies = [];
      const turns = [];
      for (const [i, turn] of ask.turns.entries()) {
        const before = await snapshot(call, planId);
        const target = ask.turns[i].expect.targets?.find((t) => t.item && t.day);
        const itemWasThere = target
          ? before.meals.some(
              (m) =>
                m.dayOfWeek === WEEKDAYS.indexOf(dayOf(ask, target.day)) && m.mealType === target.meal && sameThing(target.item, m.name),
            )
          : false;
        // an error or no answer is the ask's failure, not the bench's
        const { status, body: reply } = await call(
          'POST',
          '/api/chat',
          { message: turn.text, context: { currentMessages: messages.slice(-CONTEXT_MESSAGES), timeZone: TIME_ZONE } },
          { allow: ANY_STATUS },
        ).catch((error) => ({ status: 0, body: { message: error.message } }));
        const answer = status < 300 ? reply : { response: `(HTTP ${status}) ${reply?.message ?? ''}` };
        if (answer.action?.id) actions.push(answer.action.id);
        trace(`${ask.id} turn ${i + 1} chat`, askStarted);
        const after = await snapshot(call, planId);
        const wrote = changes(before, after);
        replies.push(answer.response ?? '');
        const verdict = judgeTurn(ask, i, answer, wrote, { replies, itemWasThere });
        turns.push({ text: turn.text, expect: turn.expect, reply: answer, wrote, ...verdict });
        messages.push({ content: turn.text, isUser: true }, { content: answer.response ?? '', isUser: false });
      }
      // every action undone, newest first: the data must be as it was before the ask
      const undo = [];
      for (const id of [...actions].reverse())
        undo.push((await call('POST', `/api/chat/undo/${id}`, undefined, { allow: ANY_STATUS }).catch(() => ({ status: 0 }))).status);
      trace(`${ask.id} undo`, askStarted);
      const afterUndo = await snapshot(call, planId);
      const restored = comparable(afterUndo) === comparable(beforeAsk);
      const left = restored ? [] : difference(beforeAsk, afterUndo);
      const repaired = restored ? [] : await restoreTo(call, planId, beforeAsk);
      const residue = comparable(await snapshot(call, planId)) === comparable(beforeAsk) ? [] : ['not restored by the API either'];
      trace(`${ask.id} repaired (${repaired.length})`, askStarted);
      // back to the person's base data for the next ask
      const reset = await restoreTo(call, planId, base);
      trace(`${ask.id} reset (${reset.length})`, askStarted);
      const wroteAny = turns.some((t) => t.wrote.length);
      const unexpectedWrites = turns.filter((t, i) => !ask.turns[i].expect.writes.length && t.wrote.length && !t.handled).length;
      results.push({ ask, handled: turns.every((t) => t.handled), wroteAny, restored, unexpectedWrites, actions: actions.length });
      detail.push({ ask, turns, undo, restored, left, repaired, residue, wroteAny, ms: performance.now() - askStarted });
    }
  } finally {
    await server.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  writeDetail(detail, set, title);
  return summary(results, seconds, set, title, corpus.opened);
}

/** `opened`: when a set was read to change the engine (its figure is no longer blind, and says so). */
function summary(results, seconds, set, title, opened) {
  const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)}%` : '—');
  const handled = results.filter((r) => r.handled).length;
  const kinds = [...new Set(results.map((r) => r.ask.kind))];
  const noWriteTurns = results.flatMap((r) => r.ask.turns.filter((t) => !t.expect.writes.length)).length;
  const unexpected = results.reduce((n, r) => n + r.unexpectedWrites, 0);
  const wrote = results.filter((r) => r.wroteAny);
  const restored = wrote.filter((r) => r.restored).length;
  const lines = [
    `\n## ${title} (${opened ? `opened to change the engine on ${opened}, not blind since` : 'blind'}, ${results.length} asks, end to end through POST /api/chat on a production build)\n`,
    '| figure | measured | target |',
    '|---|---|---|',
    `| handled, overall | ${handled}/${results.length} = ${pct(handled, results.length)} | ≥ 90% |`,
    ...kinds.map((kind) => {
      const of = results.filter((r) => r.ask.kind === kind);
      const n = of.filter((r) => r.handled).length;
      return `| handled: ${kind} | ${n}/${of.length} = ${pct(n, of.length)} | |`;
    }),
    `| writes on turns whose expected writes are [] (questions, asks, declines) | ${unexpected} of ${noWriteTurns} turns | 0 |`,
    `| writes undone exactly (asks that wrote, data as before after undoing their actions newest first) | ${restored} of ${wrote.length} | all |`,
    `| wall time | ${seconds.toFixed(1)} s | a few minutes |`,
    '',
    `Per-ask detail (phrasings, expected, got, replies${opened ? '' : '; not for engine authors'}): ${detailFile(set)}`,
  ];
  return lines.join('\n');
}

function writeDetail(detail, set, title) {
  mkdirSync(join(DATA_DIR, 'bench'), { recursive: true });
  const out = [`# ${title}: per-ask detail`, '', 'Blind set: engine authors must not read this file.', ''];
  for (const d of detail) {
    const ok = d.turns.every((t) => t.handled);
    out.push(
      `## ${d.ask.id} (${d.ask.kind}) — ${ok ? 'handled' : 'NOT handled'}${d.ask.today ? `, today=${d.ask.today}` : ''}, ${(d.ms / 1000).toFixed(1)} s`,
    );
    if (d.ask.note) out.push(`note: ${d.ask.note}`);
    for (const t of d.turns) {
      out.push('', `- says: ${JSON.stringify(t.text)}`);
      out.push(`  - expected: ${JSON.stringify(t.expect)}`);
      out.push(`  - got: does ${t.did.join('+') || '—'}; writes ${JSON.stringify(t.wrote)}`);
      if (t.reply.action) out.push(`  - action: ${t.reply.action.description}`);
      if (t.reply.confirm) out.push(`  - confirm: ${JSON.stringify(t.reply.confirm)}`);
      out.push(`  - reply: ${JSON.stringify(t.reply.response)}`);
      if (!t.handled) out.push(`  - why not: ${t.reasons.join('; ')}`);
    }
    if (d.wroteAny || d.undo.length)
      out.push(
        '',
        `undo: ${d.undo.join(', ') || 'none returned'}; restored exactly: ${d.restored}${d.repaired.length ? `; repaired: ${d.repaired.join(', ')}` : ''}${d.residue.length ? `; ${d.residue}` : ''}`,
      );
    if (d.left.length) out.push('', 'after undo, differs from before the ask:', ...d.left.map((e) => `- ${e}`));
    out.push('');
  }
  writeFileSync(detailFile(set), out.join('\n'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ensurePostgres, ensureRedis, stopServices } = await import('../services.mjs');
  const { ensureBuilt } = await import('../common.mjs');
  const databaseUrl = await ensurePostgres();
  const redisUrl = await ensureRedis();
  ensureBuilt();
  try {
    for (const set of heldoutSets()) console.log(await heldoutBench({ databaseUrl, redisUrl, set }));
  } finally {
    await stopServices();
  }
}
