import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkQuotedFigures, quotedFigures, type BenchResults } from './readme-figures.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RESULTS = join(ROOT, 'bench', 'results');

function lastResults(): Map<string, BenchResults> {
  const files = readdirSync(RESULTS).filter((f) => f.endsWith('.json'));
  const runs = files.map((f) => JSON.parse(readFileSync(join(RESULTS, f), 'utf8')) as BenchResults);
  return new Map(runs.map((r) => [r.key, r]));
}

const run = (key: string, printed: string[]): BenchResults => ({ key, ranAt: '2026-11-26T23:00:00Z', commit: 'abc1234', printed });

describe("README's figures against the benches' last results files (bench/results/)", () => {
  it('every line README quotes from a bench that has a results file is a line that run printed', () => {
    const blocks = quotedFigures(readFileSync(join(ROOT, 'README.md'), 'utf8'));
    const check = checkQuotedFigures(blocks, lastResults());
    // benches not run since their figures were typed are said, not passed off as checked
    for (const { key, lines } of check.unrun)
      console.warn(`README quotes ${lines} line(s) of \`npm run ${key}\`, which has no results file yet: those are unchecked`);
    expect(check.differ).toEqual([]);
    expect(check.matched).toBeGreaterThan(0);
  });

  it('a figure changed in README, or printed differently by the last run, is caught; a bench never run is named', () => {
    const readme = [
      'Intro.',
      '<!-- figures: bench:truth -->',
      '| figure | measured |',
      '|---|---|',
      '| catalogue entries exact | 478/478 |',
      '<!-- /figures -->',
      '<!-- figures: bench -->',
      '| GET /api/config | 5698 req/s |',
      '<!-- /figures -->',
    ].join('\n');
    const printed = ['`npm run bench:truth` on 2026-11-26 23:00 UTC', '| figure | measured |', '|---|---|'];
    const truthful = checkQuotedFigures(
      quotedFigures(readme),
      new Map([['bench:truth', run('bench:truth', [...printed, '| catalogue entries exact | 478/478 |'])]]),
    );
    expect(truthful.differ).toEqual([]);
    expect(truthful.matched).toBe(3);
    expect(truthful.unrun).toEqual([{ key: 'bench', lines: 1 }]);

    const moved = checkQuotedFigures(
      quotedFigures(readme),
      new Map([['bench:truth', run('bench:truth', [...printed, '| catalogue entries exact | 477/478 |'])]]),
    );
    expect(moved.differ).toHaveLength(1);
    expect(moved.differ[0]).toContain('| catalogue entries exact | 478/478 |');
  });

  it('a marker left open is an error, not a silent pass', () => {
    expect(() => quotedFigures('<!-- figures: bench:truth -->\n| a | b |\n')).toThrow(/never closed/);
    expect(() => quotedFigures('<!-- /figures -->')).toThrow(/closes nothing/);
  });
});
