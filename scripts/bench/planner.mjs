// `npm run bench:planner`: compiles the backend and runs the planner benchmark
// (backend/src/bench/planner.bench.ts) over ≥ 200 profiles drawn at random (the seed printed; PLANNER_BENCH_SEED
// repeats a draw) and its 53 fixed profiles; prints markdown tables of realism and variety.
import { runCompiledBench } from './compiled.mjs';

await runCompiledBench('bench:planner', 'bench', 'planner.bench.js');
