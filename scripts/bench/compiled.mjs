// Compiles the backend (tsc) and runs one of its compiled benchmark entries with the given arguments.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { TSC } from '../common.mjs';
import { ROOT } from '../services.mjs';

/** Builds and runs the entry; answers its exit status (1 when the build did not produce it). */
export function compiledBenchStatus(name, ...entry) {
  const node = process.execPath;
  const build = spawnSync(node, [TSC, '-p', join(ROOT, 'backend', 'tsconfig.build.json')], { stdio: ['ignore', 'ignore', 'inherit'] });
  const file = join(ROOT, 'backend', 'dist', ...entry);
  if (!existsSync(file)) {
    console.error(`${name}: the backend build did not produce ${file} (tsc exit ${build.status})`);
    return 1;
  }
  const run = spawnSync(node, [file, ...process.argv.slice(2)], { stdio: 'inherit', env: process.env });
  return run.status ?? 1;
}

export function runCompiledBench(name, ...entry) {
  process.exit(compiledBenchStatus(name, ...entry));
}
