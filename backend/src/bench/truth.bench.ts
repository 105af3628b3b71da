/**
 * `npm run bench:truth` (scripts/bench/truth.mjs compiles and runs this): our numbers against USDA SR28.
 * Prints, as a markdown table with the worst cases named:
 *   - catalogue entries within 2 % of the SR28 record they cite (energy, protein, fat, carbohydrate, every
 *     household weight), and the food states' cup and spoon weights against their own SR28 records;
 *   - ingredient lines of our own (bench/truth-lines.json) within 15 % of SR28's record and measure;
 *   - recipes of the library whose every line is counted, the others named;
 *   - library recipes whose kcal per serving changed against the catalogue of the commit before issue #14
 *     (`--base-catalog <ingredients.json>`, weighed as lines were then: no states), the largest named.
 * Needs ../shared/data (SR28). Not a test: it measures.
 */
import { readFileSync } from 'node:fs';
import { loadCatalog } from '../catalog/catalog.js';
import type { CatalogIngredient } from '../catalog/catalog.types.js';
import { loadFoodStates } from '../catalog/food-states.js';
import { createIngredientMatcher } from '../catalog/ingredient-matcher.js';
import { computeRecipeFacts } from '../catalog/recipe-facts.js';
import { HAS_SHARED_DATA, SHARED_DATA, sr28 } from '../catalog/testing/shared-data.js';
import { checkEntry, checkLines, checkStates, libraryCoverage, loadTruthLines } from './truth-check.js';
import { toGrams } from '../kitchen/units.js';
import { createLineWeigher } from '../catalog/weigh-line.js';
import { parseIngredientLine } from '../kitchen/ingredient-line.js';
import { recipeLibrary } from '../recipes/library/index.js';
import { buildLines } from '../recipes/recipe-builder.js';

const pct = (n: number, of: number) => `${of ? ((100 * n) / of).toFixed(1) : '0.0'}%`;
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

/** A library recipe's kcal per serving as lines were weighed before states: the plain match and the unit maths. */
function kcalBefore(catalog: readonly CatalogIngredient[]) {
  const match = createIngredientMatcher(catalog);
  return (lines: readonly string[], servings: number) =>
    computeRecipeFacts(
      lines.map((line) => {
        const p = parseIngredientLine(line);
        const ingredient = p.name ? match(p.name) : null;
        const amount = p.amount === null ? null : p.amountMax !== null ? (p.amount + p.amountMax) / 2 : p.amount;
        return { ingredient, grams: ingredient && amount !== null ? toGrams(amount, p.unit, ingredient) : null };
      }),
      Math.max(1, servings),
    ).nutrition.calories;
}

function main(): void {
  if (!HAS_SHARED_DATA) {
    console.error(`bench:truth needs USDA SR28 in ${SHARED_DATA} (set FORKCAST_DATA_DIR)`);
    process.exit(2);
  }
  const foods = sr28();
  const catalog = loadCatalog();
  const rows: [string, string, string][] = [];

  // the catalogue: entries counted by their own SR28 record, and apart, those counted by a stand-in record
  const entries = catalog.map((e) => checkEntry(e, foods));
  const exact = entries.filter((e) => !e.standIn);
  const standIns = entries.filter((e) => e.standIn);
  const within = exact.filter((e) => !e.off.length).length;
  const weights = exact.reduce((n, e) => n + e.checked, 0) - 4 * exact.length;
  const explained = exact.flatMap((e) => e.explained.map((x) => ({ slug: e.slug, why: x })));
  const byReason = (re: RegExp) => explained.filter((x) => re.test(x.why)).length;
  const noted = explained.filter((x) => /^[a-z-]+: note: /.test(x.why));
  const offOf = (list: typeof entries) =>
    list
      .filter((e) => e.off.length)
      .map((e) => `${e.slug} (${e.off.join('; ')})`)
      .join(', ');
  rows.push([
    'catalogue entries within 2 % of their own SR28 record (kcal, protein, fat, carbohydrate, each household weight); stand-ins apart, below',
    `${within}/${exact.length} (${pct(within, exact.length)}): ${4 * exact.length} energy and macro values and ${weights} household weights compared (${byReason(/density|scaled/)} cups and spoons SR28 does not weigh against the entry's density)`,
    `${explained.length - byReason(/density|scaled/)} weights are not SR28 measures, each with its reason: ${byReason(/package sold/)} the package sold, ` +
      `${byReason(/another unit/)} a piece that is another unit (a leaf, a slice), ${noted.length} one unit each excused in the entry's note (${[
        ...new Set(noted.map((x) => x.why.split(':')[0])),
      ]
        .sort()
        .join(', ')})` +
      (within < exact.length ? `; off: ${offOf(exact)}` : ''),
  ]);
  const standInOk = standIns.filter((e) => !e.off.length).length;
  const named = (slug: string) => {
    const entry = catalog.find((c) => c.slug === slug)!;
    return `${entry.name.toLowerCase()} by ${entry.source.description} (${entry.source.ndbNo})`;
  };
  rows.push([
    'catalogue entries counted by a stand-in record: SR28 has no record of the food, so its figures are the nearest food\'s, said "approximate" where its nutrition is shown; not counted as exact',
    `${standIns.length} of ${entries.length} entries; ${standInOk}/${standIns.length} copy their stand-in within 2 % (a check of the copy, not of the food)`,
    `${standIns
      .slice(0, 3)
      .map((e) => named(e.slug))
      .join('; ')}; all ${standIns.length} listed below the table` + (standInOk < standIns.length ? `; off: ${offOf(standIns)}` : ''),
  ]);
  const states = checkStates(loadFoodStates(), foods);
  const statesOk = states.filter((s) => !s.off.length).length;
  rows.push([
    'food states converted by a USDA yield: cup and spoon weights within 2 % of their own SR28 record',
    `${statesOk}/${states.length} (${pct(statesOk, states.length)}), ${states.reduce((n, s) => n + s.checked, 0)} weights`,
    states
      .filter((s) => s.off.length)
      .map((s) => `${s.food} ${s.state}: ${s.off.join('; ')}`)
      .join(', ') || 'none off',
  ]);

  // our own lines
  const checkedLines = checkLines(loadTruthLines(), foods, createLineWeigher(catalog));
  // a line counting a stand-in food is checked against the stand-in's record: apart, never as exact
  const lines = checkedLines.filter((l) => !l.standIn);
  const standInLines = checkedLines.filter((l) => l.standIn);
  const linesOk = lines.filter((l) => l.ok).length;
  const worst = [...lines]
    .filter((l) => l.off !== null)
    .sort((a, b) => Math.abs(b.off!) - Math.abs(a.off!))
    .slice(0, 3);
  const offs = lines
    .filter((l) => l.off !== null)
    .map((l) => Math.abs(l.off!))
    .sort((a, b) => a - b);
  const count = (re: RegExp) => lines.filter((l) => re.test(l.why)).length;
  rows.push([
    `ingredient lines of our own (${lines.length}: ${count(/^state/)} states, ${count(/^size/)} sizes, ${lines.length - count(/^state|^size/)} units and counts) within 15 % of SR28` +
      (standInLines.length ? `; ${standInLines.length} lines of stand-in foods apart` : ''),
    `${linesOk}/${lines.length} (${pct(linesOk, lines.length)}); median off ${(100 * offs[Math.floor(offs.length / 2)]).toFixed(1)}%`,
    `largest: ${worst.map((l) => `"${l.line}" ${l.countedKcal?.toFixed(0)} kcal vs SR28 ${l.expectedKcal.toFixed(0)} (${(100 * l.off!).toFixed(1)}%)`).join('; ')}` +
      (linesOk < lines.length
        ? `; off: ${lines
            .filter((l) => !l.ok)
            .map((l) => l.line)
            .join(', ')}`
        : '') +
      (standInLines.length ? `; stand-in foods: ${standInLines.map((l) => `"${l.line}"`).join(', ')}` : ''),
  ]);

  // the library
  const idBySlug = new Map(catalog.map((e, i) => [e.slug, i + 1]));
  const build = buildLines(catalog, idBySlug);
  const built = recipeLibrary.map((r) => ({ recipe: r, built: build(r.ingredients, r.servings) }));
  const coverage = libraryCoverage(built.map(({ recipe, built: b }) => ({ title: recipe.title, lines: b.lines })));
  rows.push([
    'library recipes whose every line is counted',
    `${coverage.complete}/${coverage.total} (${pct(coverage.complete, coverage.total)})`,
    coverage.incomplete.map((r) => `${r.title}: ${r.notCounted.join('; ')}`).join(' | ') || 'all counted',
  ]);

  const basePath = arg('--base-catalog');
  if (basePath) {
    const before = kcalBefore(JSON.parse(readFileSync(basePath, 'utf8')) as CatalogIngredient[]);
    const changes = built
      .map(({ recipe, built: b }) => ({ title: recipe.title, old: before(recipe.ingredients, recipe.servings), now: b.calories }))
      .filter((c) => c.old !== c.now)
      .sort((a, b) => Math.abs(b.now - b.old) / Math.max(1, b.old) - Math.abs(a.now - a.old) / Math.max(1, a.old));
    const big = changes.filter((c) => Math.abs(c.now - c.old) / Math.max(1, c.old) > 0.05);
    rows.push([
      `library recipes whose kcal per serving changed by this issue (against the catalogue of ${arg('--base') ?? 'the base commit'}, lines weighed as then)`,
      `${changes.length}/${built.length} changed, ${big.length} by more than 5 %`,
      changes
        .slice(0, 6)
        .map(
          (c) =>
            `${c.title} ${c.old} → ${c.now} kcal (${c.now > c.old ? '+' : ''}${((100 * (c.now - c.old)) / Math.max(1, c.old)).toFixed(0)}%)`,
        )
        .join('; ') || 'none',
    ]);
  }

  console.log('| figure | measured | detail |');
  console.log('|---|---|---|');
  for (const [figure, measured, detail] of rows) console.log(`| ${figure} | ${measured} | ${detail.replace(/\|/g, '/')} |`);
  console.log(
    `\nStand-in records (${standIns.length}; \`approximateNutrition\` in the catalogue): ${standIns.map((e) => named(e.slug)).join('; ')}.`,
  );
}

main();
