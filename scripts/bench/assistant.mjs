// `npm run bench:assistant`: compiles the backend and runs the assistant benchmark
// (backend/src/chat/embedded/bench.ts) over its corpus of phrasings; prints a markdown table.
import { runCompiledBench } from './compiled.mjs';

runCompiledBench('bench:assistant', 'chat', 'embedded', 'bench.js');
