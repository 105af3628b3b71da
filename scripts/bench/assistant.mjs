// `npm run bench:assistant`: compiles the backend and runs the assistant benchmark
// (backend/src/chat/embedded/bench.ts) over its corpus of phrasings; prints a markdown table. Then the
// blind held-out sets (issue #22's, then later ones) end to end against a running Forkcast
// (assistant-heldout.mjs); ASSISTANT_HELDOUT=0 leaves them out, ASSISTANT_SETS=issue22i,issue22j runs only those (all ten
// take over an hour on a small machine beside the tests). What it printed is kept in bench/results/ (results.mjs) when it
// ends well, apart for each variant.
import { compiledBench } from './compiled.mjs';
import { recordResults } from './results.mjs';

const onlySets =
  process.env.ASSISTANT_SETS?.split(',')
    .map((s) => s.trim())
    .filter(Boolean) ?? [];
const variant =
  process.env.ASSISTANT_HELDOUT === '0' ? 'ASSISTANT_HELDOUT=0' : onlySets.length ? `ASSISTANT_SETS=${onlySets.join(',')}` : '';
const { status, stdout, context } = await compiledBench('bench:assistant', ['chat', 'embedded', 'bench.js'], variant);
let printed = stdout;
if (process.env.ASSISTANT_HELDOUT !== '0') {
  const { ensureBuilt } = await import('../common.mjs');
  const { ensurePostgres, ensureRedis, stopServices } = await import('../services.mjs');
  const { heldoutBench, heldoutSets } = await import('./assistant-heldout.mjs');
  try {
    const databaseUrl = await ensurePostgres();
    const redisUrl = await ensureRedis();
    ensureBuilt();
    const sets = heldoutSets();
    const unknown = onlySets.filter((s) => !sets.includes(s));
    if (unknown.length) throw new Error(`ASSISTANT_SETS: no held-out set ${unknown.join(', ')} (there are ${sets.join(', ')})`);
    for (const set of onlySets.length ? onlySets : sets) {
      const heldout = await heldoutBench({ databaseUrl, redisUrl, set });
      console.log(heldout);
      printed += `\n${heldout}`;
    }
  } finally {
    await stopServices();
  }
}
if (status === 0 && context) recordResults(context, printed);
process.exit(status);
