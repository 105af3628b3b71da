/**
 * Reader for the USDA SR28 ASCII files (`^`-separated, `~`-quoted, Latin-1, CRLF) and the
 * grocery price CSV. Plain Node, no dependencies: used by build-catalog.mjs.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';

/** Reads an SR28 table (optionally gzipped) into rows of fields; `~~` and empty both become ''. */
export function readSrTable(path) {
  let buf = readFileSync(path);
  if (path.endsWith('.gz')) buf = gunzipSync(buf);
  const text = buf.toString('latin1');
  const rows = [];
  for (const line of text.split('\r\n')) {
    if (!line) continue;
    rows.push(line.split('^').map((f) => (f.startsWith('~') && f.endsWith('~') ? f.slice(1, -1) : f)));
  }
  return rows;
}

const num = (v) => (v === '' || v === undefined ? null : Number(v));

export const NUTRIENTS = {
  208: 'kcal',
  203: 'protein',
  204: 'fat',
  606: 'saturatedFat',
  205: 'carbs',
  291: 'fiber',
  269: 'sugars',
  307: 'sodium',
};

/** Loads foods, their 8 nutrients and household weights, keyed by NDB_No (5-char string). */
export function loadSr28(dir) {
  const groups = new Map(readSrTable(join(dir, 'FD_GROUP.txt')).map(([code, desc]) => [code, desc]));
  const foods = new Map();
  for (const f of readSrTable(join(dir, 'FOOD_DES.txt.gz'))) {
    foods.set(f[0], {
      ndbNo: f[0],
      group: f[1],
      groupName: groups.get(f[1]),
      description: f[2],
      shortDescription: f[3],
      commonName: f[4],
      refuseDescription: f[7],
      refuse: f[8] === '' ? 0 : Number(f[8]),
      factors: { protein: num(f[11]), fat: num(f[12]), carbs: num(f[13]) },
      nutrients: {},
      weights: [],
    });
  }
  for (const n of readSrTable(join(dir, 'NUT_DATA.txt.gz'))) {
    const key = NUTRIENTS[n[1]];
    if (key) foods.get(n[0]).nutrients[key] = Number(n[2]);
  }
  for (const w of readSrTable(join(dir, 'WEIGHT.txt.gz'))) {
    foods.get(w[0]).weights.push({ seq: Number(w[1]), amount: Number(w[2]), description: w[3], grams: Number(w[4]) });
  }
  for (const f of foods.values()) f.weights.sort((a, b) => a.seq - b.seq);
  return foods;
}

/** Parses one CSV line with double-quoted fields. */
export function parseCsvLine(line) {
  const out = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

export function readCsv(text) {
  const lines = text.split(/\r?\n/).filter((l) => l.length > 0);
  const header = parseCsvLine(lines[0]);
  return lines.slice(1).map((l) => Object.fromEntries(parseCsvLine(l).map((v, i) => [header[i], v])));
}
