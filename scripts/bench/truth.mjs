// `npm run bench:truth`: compiles the backend and prints our numbers against USDA SR28
// (backend/src/bench/truth.bench.ts): the catalogue, ingredient lines of our own, the library's coverage,
// and the library's kcal against the catalogue of the commit before issue #14 (found in git, read with git show).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCompiledBench } from './compiled.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const git = (...args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** The commit before the first one of issue #14, and its catalogue; null without git history. */
function baseCatalogue() {
  const first = git('log', '--reverse', '--format=%H', '--grep=part of #14').stdout.split('\n').find(Boolean);
  if (!first) return null;
  const base = git('rev-parse', '--short', `${first}^`).stdout.trim();
  const file = git('show', `${base}:backend/src/catalog/data/ingredients.json`);
  if (!base || file.status !== 0) return null;
  const dir = mkdtempSync(join(tmpdir(), 'forkcast-truth-'));
  writeFileSync(join(dir, 'ingredients.json'), file.stdout);
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return { base, path: join(dir, 'ingredients.json') };
}

const found = baseCatalogue();
if (!found) console.error('bench:truth: no git history of issue #14 here, so no comparison with the catalogue before it');
process.argv.push(...(found ? ['--base-catalog', found.path, '--base', found.base] : []));
await runCompiledBench('bench:truth', 'bench', 'truth.bench.js');
