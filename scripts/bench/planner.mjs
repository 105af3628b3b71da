// `npm run bench:planner`: compiles the backend (tsc) and runs the planner benchmark
// (backend/src/mealplans/planner/bench.ts) over 50 fixed profiles; prints a markdown table.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const node = process.execPath;
const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const build = spawnSync(node, [tsc, '-p', join(ROOT, 'backend', 'tsconfig.build.json')], { stdio: ['ignore', 'ignore', 'inherit'] });
const entry = join(ROOT, 'backend', 'dist', 'mealplans', 'planner', 'bench.js');
if (!existsSync(entry)) {
  console.error(`bench:planner: the backend build did not produce ${entry} (tsc exit ${build.status})`);
  process.exit(1);
}
const run = spawnSync(node, [entry, ...process.argv.slice(2)], { stdio: 'inherit', env: process.env });
process.exit(run.status ?? 1);
