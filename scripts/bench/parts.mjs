// Which parts of `npm run bench` a run measures, and the name its results file goes by. A run that measures
// every part is the whole bench (bench/results/bench.json, what README's `<!-- figures: bench -->` quotes),
// however it was asked for; a partial run keeps a file of its own named by its parts in the bench's order,
// so `BENCH_ONLY=jobs,throughput` and `BENCH_ONLY=throughput,jobs` are one run and never the whole bench's.

/** The bench's parts, in the order it measures them. */
export const BENCH_PARTS = ['throughput', 'search', 'planner', 'jobs', 'flood', 'live', 'spa', 'load'];

/**
 * BENCH_ONLY's value → { wanted(part), variant }: variant is '' for the whole bench, else `BENCH_ONLY=<parts>`.
 * An unknown part throws (a misspelt part would otherwise measure nothing and still write a results file).
 */
export function benchParts(value) {
  const asked = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = asked.filter((part) => !BENCH_PARTS.includes(part));
  if (unknown.length) throw new Error(`BENCH_ONLY names no part ${unknown.join(', ')} (parts: ${BENCH_PARTS.join(', ')})`);
  const only = BENCH_PARTS.filter((part) => asked.includes(part));
  const whole = only.length === 0 || only.length === BENCH_PARTS.length;
  return { wanted: (part) => whole || only.includes(part), variant: whole ? '' : `BENCH_ONLY=${only.join(',')}` };
}
