/**
 * Adds to the grocery list said as people say them to someone going to the shop: "grab some trash bags too",
 * "throw in some bananas", "pick up 2 lemons", "need dish soap". The grammar reads "add…" and "i need…"; these
 * verbs say many other things ("get me a recipe", "grab lunch"), so a clause is read as an add only when every
 * thing it names is a catalogue food or a plain household thing (the lexicon's bounds). Pure.
 */
import { storedName } from '../../lexicon/stored-names.js';
import { findDay, findMeal, is, isLemma, itemFromTokens } from '../entities.js';
import type { GroceryLineRequest, Intent } from '../intents.js';
import type { Token } from '../tokens.js';

type AddGrocery = Extract<Intent, { type: 'addGrocery' }>;

/** Padding before the verb. */
const OPENERS = ['please', 'also', 'and', 'oh', 'ok', 'okay', 'so', 'hey', 'just', 'could', 'can', 'would', 'will', 'you'];
/** Verbs that add when said with a particle or alone ("grab", "pick up", "throw in"). */
const FETCH = ['grab', 'get', 'fetch', 'pick', 'throw', 'toss', 'chuck', 'pop', 'need'];
/** Words after the things that are not part of them. */
const TRAILING = ['too', 'also', 'please', 'thanks', 'as', 'well', 'for', 'me', 'us', 'while', 'when', 'if', 'then', 'at', 'from'];

export function fetchAdd(tokens: readonly Token[], start: number): AddGrocery | null {
  if (findMeal(tokens) || findDay(tokens)) return null;
  let v = start;
  while (v < tokens.length && is(tokens[v], ...OPENERS)) v++;
  if (!isLemma(tokens[v], ...FETCH) || tokens[v].pos === 'NOUN') return null;
  // "pick up", "throw in", "get me": the particle or the person it is for
  let from = v + 1;
  if (is(tokens[from], 'up', 'in', 'on')) from++;
  if (is(tokens[from], 'me', 'us')) from++;
  if (isLemma(tokens[v], 'pick') && !is(tokens[v + 1], 'up')) return null;
  if (is(tokens[from], 'to')) return null;
  const end = tokens.findIndex((t, i) => i >= from && ((t.kind === 'punct' && t.text !== '-' && t.text !== ',') || is(t, ...TRAILING)));
  const span = tokens.slice(from, end < 0 ? undefined : end);
  const parts: Token[][] = [[]];
  for (const t of span) {
    if (is(t, 'and', ',', '&')) parts.push([]);
    else parts[parts.length - 1].push(t);
  }
  const lines: GroceryLineRequest[] = [];
  for (const part of parts) {
    if (!part.length) continue;
    const { item, quantity, unit } = itemFromTokens(part);
    if (!item || storedName(item, 'grocery').kind !== 'known') return null;
    lines.push({ item, ...(quantity !== undefined ? { quantity } : {}), ...(unit ? { unit } : {}) });
  }
  if (!lines.length) return null;
  const [first, ...also] = lines;
  return { type: 'addGrocery', ...first, ...(also.length ? { also } : {}) };
}
