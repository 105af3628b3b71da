// `npm run bench:planner`: compiles the backend and runs the planner benchmark
// (backend/src/bench/planner.bench.ts) over ≥ 200 profiles drawn at random (the seed printed; PLANNER_BENCH_SEED
// repeats a draw) and its 53 fixed profiles; prints markdown tables of realism and variety.
// PLANNER_BENCH_ONLY=households runs only the households section (issue #24); its figures are kept apart
// (bench/results/bench-planner-PLANNER-BENCH-ONLY-households.json), so bench-planner.json stays the whole run's.
import { compiledBench } from './compiled.mjs';
import { recordResults } from './results.mjs';

const only = process.env.PLANNER_BENCH_ONLY?.trim();
const { status, stdout, context } = await compiledBench(
  'bench:planner',
  ['bench', 'planner.bench.js'],
  only ? `PLANNER_BENCH_ONLY=${only}` : '',
);
if (status === 0 && context) recordResults(context, stdout);
process.exit(status);
