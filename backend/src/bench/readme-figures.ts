/**
 * README's figures against what the benches last printed. A bench run keeps every line it printed in
 * bench/results/<bench>.json (scripts/bench/results.mjs), a caption with date, machine and commit first; README
 * quotes printed lines between `<!-- figures: <bench> -->` and `<!-- /figures -->` (invisible where README is
 * read). A quoted line that the bench's last run did not print is a figure README no longer tells truly.
 * Pure: the caller reads README and the results files.
 */

/** One file of bench/results/: the run and every line it printed, its caption first. */
export interface BenchResults {
  key: string;
  ranAt: string;
  commit: string;
  printed: string[];
}

/** Lines README quotes from one bench, between its markers. */
export interface QuotedFigures {
  /** The results' key: the npm script ("bench:truth"), with a variant for a partial run ("bench BENCH_ONLY=jobs"). */
  key: string;
  /** README's line number of the opening marker, from 1. */
  line: number;
  lines: string[];
}

const OPEN = /^<!--\s*figures:\s*(.+?)\s*-->$/;
const CLOSE = /^<!--\s*\/figures\s*-->$/;

/** The blocks of quoted figures in README, in order; throws on a marker left open or closed twice. */
export function quotedFigures(readme: string): QuotedFigures[] {
  const blocks: QuotedFigures[] = [];
  let open: QuotedFigures | null = null;
  readme.split('\n').forEach((raw, i) => {
    const text = raw.trim();
    const opening = OPEN.exec(text);
    if (opening) {
      if (open) throw new Error(`README line ${i + 1}: figures of ${opening[1]} open inside those of ${open.key} (line ${open.line})`);
      open = { key: opening[1], line: i + 1, lines: [] };
    } else if (CLOSE.test(text)) {
      if (!open) throw new Error(`README line ${i + 1}: <!-- /figures --> closes nothing`);
      blocks.push(open);
      open = null;
    } else if (open && text) open.lines.push(text);
  });
  if (open) throw new Error(`README line ${(open as QuotedFigures).line}: figures of ${(open as QuotedFigures).key} never closed`);
  return blocks;
}

export interface FiguresCheck {
  /** Quoted lines the bench's last run did not print, with the bench and README's block. */
  differ: string[];
  /** Benches README quotes that have no results file yet: their lines are as someone typed them, unchecked. */
  unrun: { key: string; lines: number }[];
  /** Lines checked against a results file and found printed. */
  matched: number;
}

export function checkQuotedFigures(blocks: readonly QuotedFigures[], results: ReadonlyMap<string, BenchResults>): FiguresCheck {
  const differ: string[] = [];
  const unrun = new Map<string, number>();
  let matched = 0;
  for (const block of blocks) {
    const run = results.get(block.key);
    if (!run) {
      unrun.set(block.key, (unrun.get(block.key) ?? 0) + block.lines.length);
      continue;
    }
    const printed = new Set(run.printed.map((l) => l.trim()));
    for (const line of block.lines) {
      if (printed.has(line)) matched++;
      else differ.push(`${block.key} (README line ${block.line}, last run ${run.ranAt} at ${run.commit}) did not print: ${line}`);
    }
  }
  return { differ, unrun: [...unrun].map(([key, lines]) => ({ key, lines })), matched };
}
