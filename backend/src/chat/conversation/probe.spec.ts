import { readFileSync, writeFileSync } from 'node:fs';
import { parseIntent } from '../embedded/intents.js';
import { followedAfter } from './follow-up.js';
const after = (first: string, second: string) => followedAfter(first, second, parseIntent, '2026-11-22');
const pairs: [string, string][] = JSON.parse(readFileSync('/tmp/assista/pairs.json', 'utf8'));
it('probe', () => {
  writeFileSync(
    '/tmp/assista/probe.txt',
    pairs.map(([a, b]) => `${a} || ${b} => ${JSON.stringify(b && a ? after(a, b) : parseIntent(a))}`).join('\n'),
  );
});
