// `npm run bench:assistant`: compiles the backend and runs the assistant benchmark
// (backend/src/chat/embedded/bench.ts) over its corpus of phrasings; prints a markdown table. Then the
// blind held-out sets (issue #22's, then later ones) end to end against a running Forkcast
// (assistant-heldout.mjs); ASSISTANT_HELDOUT=0 leaves them out. What it printed is kept in bench/results/ (results.mjs) when it ends well.
import { compiledBench } from './compiled.mjs';
import { recordResults } from './results.mjs';

const { status, stdout, context } = await compiledBench(
  'bench:assistant',
  ['chat', 'embedded', 'bench.js'],
  process.env.ASSISTANT_HELDOUT === '0' ? 'ASSISTANT_HELDOUT=0' : '',
);
let printed = stdout;
if (process.env.ASSISTANT_HELDOUT !== '0') {
  const { ensureBuilt } = await import('../common.mjs');
  const { ensurePostgres, ensureRedis, stopServices } = await import('../services.mjs');
  const { heldoutBench, heldoutSets } = await import('./assistant-heldout.mjs');
  try {
    const databaseUrl = await ensurePostgres();
    const redisUrl = await ensureRedis();
    ensureBuilt();
    for (const set of heldoutSets()) {
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
