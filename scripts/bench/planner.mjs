// `npm run bench:planner`: compiles the backend and runs the planner benchmark
// (backend/src/bench/planner.bench.ts) over its fixed profiles; prints a markdown table.
import { runCompiledBench } from './compiled.mjs';

runCompiledBench('bench:planner', 'bench', 'planner.bench.js');
