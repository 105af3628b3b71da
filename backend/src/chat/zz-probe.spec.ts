import { readFileSync } from 'node:fs';
import { parseIntent } from './embedded/intents.js';
import { boundEntities } from './embedded/entity-bounds.js';
import { storedName } from './lexicon/stored-names.js';
const lines = readFileSync('/tmp/talk/probe.txt', 'utf8').split('\n').filter(Boolean);
test('probe', () => {
  const out = lines.map((l) => { const i = parseIntent(l); const b = boundEntities(i); return `${l}  =>  ${JSON.stringify(i)}  ||  ${JSON.stringify(b).slice(0,200)}`; });
  for (const w of ['plastic wrap','baking paper','trash bags','cling film','tin foil','aluminum foil','parchment paper','paper towels','garbage bags','ziploc bags']) out.push(`${w} => ${JSON.stringify(storedName(w,'grocery'))}`);
  console.log(out.join('\n'));
});
