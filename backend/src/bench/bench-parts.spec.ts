import { fileURLToPath } from 'node:url';

// scripts/bench/parts.mjs decides which results file a `npm run bench` run writes (bench/results/).
const partsModule = fileURLToPath(new URL('../../../scripts/bench/parts.mjs', import.meta.url));

interface Parts {
  wanted: (part: string) => boolean;
  variant: string;
}

describe('npm run bench: which parts a run measures and which results file it writes', () => {
  let benchParts: (value: string | undefined) => Parts;
  let allParts: string[];
  beforeAll(async () => {
    const mod = (await import(partsModule)) as { benchParts: typeof benchParts; BENCH_PARTS: string[] };
    benchParts = mod.benchParts;
    allParts = mod.BENCH_PARTS;
  });

  it('a run with no BENCH_ONLY (or an empty one) is the whole bench: every part, the file README quotes as `bench`', () => {
    for (const value of [undefined, '', ' , ']) {
      const run = benchParts(value);
      expect(run.variant).toBe('');
      expect(allParts.every((part) => run.wanted(part))).toBe(true);
    }
  });

  it('naming every part is the whole bench too, so its figures are not kept apart from a plain run', () => {
    expect(benchParts([...allParts].reverse().join(',')).variant).toBe('');
  });

  it('a partial run is named by its parts in the order the bench measures them, whatever order they were asked in', () => {
    const asked = benchParts('jobs, throughput');
    expect(asked.variant).toBe('BENCH_ONLY=throughput,jobs');
    expect(benchParts('throughput,jobs').variant).toBe(asked.variant);
    expect(asked.wanted('jobs')).toBe(true);
    expect(asked.wanted('search')).toBe(false);
  });

  it('a misspelt part stops the run instead of measuring nothing and writing a results file', () => {
    expect(() => benchParts('throughput,job')).toThrow(/no part job/);
  });
});
