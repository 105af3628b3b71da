// Compiles the backend (tsc) and runs one of its compiled benchmark entries with the given arguments. A run
// that ends well has its printed lines kept in bench/results/ (results.mjs), the caption line first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { TSC } from '../common.mjs';
import { ROOT } from '../services.mjs';
import { recordResults, runContext, runTeed } from './results.mjs';

/** Builds and runs the entry; answers its exit status (1 when the build did not produce it) and what it printed. */
export async function compiledBench(bench, entry, variant = '') {
  const node = process.execPath;
  const build = spawnSync(node, [TSC, '-p', join(ROOT, 'backend', 'tsconfig.build.json')], { stdio: ['ignore', 'ignore', 'inherit'] });
  const file = join(ROOT, 'backend', 'dist', ...entry);
  if (!existsSync(file)) {
    console.error(`${bench}: the backend build did not produce ${file} (tsc exit ${build.status})`);
    return { status: 1, stdout: '', context: null };
  }
  const context = runContext(bench, variant);
  console.log(`${context.caption}\n`);
  const { status, stdout } = await runTeed(node, [file, ...process.argv.slice(2)]);
  return { status, stdout, context };
}

/** Runs the bench, keeps its printed figures when it ended well, and exits with its status. */
export async function runCompiledBench(bench, ...entry) {
  const { status, stdout, context } = await compiledBench(bench, entry);
  if (status === 0 && context) recordResults(context, stdout);
  process.exit(status);
}
