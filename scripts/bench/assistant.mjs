// `npm run bench:assistant`: compiles the backend and runs the assistant benchmark
// (backend/src/chat/embedded/bench.ts) over its corpus of phrasings; prints a markdown table. Then the
// blind held-out set of issue #22 end to end against a running Forkcast (assistant-heldout.mjs);
// ASSISTANT_HELDOUT=0 leaves it out.
import { compiledBenchStatus } from './compiled.mjs';

const status = compiledBenchStatus('bench:assistant', 'chat', 'embedded', 'bench.js');
if (process.env.ASSISTANT_HELDOUT !== '0') {
  const { ensureBuilt } = await import('../common.mjs');
  const { ensurePostgres, ensureRedis, stopServices } = await import('../services.mjs');
  const { heldoutBench } = await import('./assistant-heldout.mjs');
  try {
    const databaseUrl = await ensurePostgres();
    const redisUrl = await ensureRedis();
    ensureBuilt();
    console.log(await heldoutBench({ databaseUrl, redisUrl }));
  } finally {
    await stopServices();
  }
}
process.exit(status);
