// A bench's printed figures, kept in the repo: bench/results/<bench>.json (bench:truth → bench-truth.json) holds
// the run's date, machine, commit and load, and every line the bench printed, first among them a caption line
// saying all of that. README quotes printed lines between `<!-- figures: <bench> -->` and `<!-- /figures -->`;
// backend/src/bench/readme-figures.spec.ts fails when a quoted line is not in the bench's last results file.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../services.mjs';

export const RESULTS_DIR = join(ROOT, 'bench', 'results');

/** bench:truth → bench/results/bench-truth.json; a partial run (`BENCH_ONLY=jobs npm run bench`) keeps a file of its own. */
export const resultsFile = (key) => join(RESULTS_DIR, `${key.replace(/[^a-z0-9]+/gi, '-').replace(/-+$/, '')}.json`);

function commitOf() {
  const git = (...args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  const sha = git('rev-parse', '--short', 'HEAD').stdout.trim() || 'no git';
  // the results files and README quoting them are not changes to the code measured
  const changed = git('status', '--porcelain', '--untracked-files=no')
    .stdout.split('\n')
    .filter((l) => l.trim() && !/ (bench\/results\/|README\.md$)/.test(l));
  return { commit: sha, uncommitted: changed.length > 0 };
}

/**
 * When, where and on what a run measures; its caption is the first line the bench prints and README quotes.
 * `variant` names a run that measures less than the whole bench ("BENCH_ONLY=jobs"): its figures are kept apart.
 */
export function runContext(bench, variant = '') {
  const key = variant ? `${bench} ${variant}` : bench;
  const { commit, uncommitted } = commitOf();
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const ranAt = new Date().toISOString();
  const load = loadavg()[0].toFixed(1);
  const caption =
    `\`${variant ? `${variant} ` : ''}npm run ${bench}\` on ${ranAt.slice(0, 16).replace('T', ' ')} UTC, commit ${commit}${uncommitted ? ' with uncommitted changes' : ''}, ` +
    `${machine}, load average ${load} at the start`;
  return { bench, key, ranAt, commit, uncommitted, machine, loadAverage: Number(load), caption };
}

/** Writes the run's results file: its context and the lines it printed (the caption first). Answers the file. */
export function recordResults(context, printed) {
  const lines = (Array.isArray(printed) ? printed : printed.split('\n')).map((l) => l.replace(/\s+$/, ''));
  const { caption, ...rest } = context;
  const file = resultsFile(context.key);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...rest, command: context.caption.split('`')[1], printed: [caption, ...lines] }, null, 2)}\n`);
  console.error(`[${context.bench}] printed figures written to ${file.slice(ROOT.length + 1)}`);
  return file;
}

/** Runs a node entry with its output shown as it comes and kept: { status, stdout }. */
export function runTeed(node, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(node, args, { stdio: ['ignore', 'pipe', 'inherit'], env });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      stdout += chunk;
    });
    child.once('error', reject);
    child.once('close', (status) => resolve({ status: status ?? 1, stdout }));
  });
}
