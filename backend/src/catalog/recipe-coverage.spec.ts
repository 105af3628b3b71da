/**
 * How much of a real recipe corpus the parser and the catalogue understand: the 410 public-domain
 * recipes (PublicDomainRecipes.com, The Unlicense) in ../shared/data, read in place, never copied.
 */
import { parseIngredientLine, type ParsedIngredientLine } from '../kitchen/ingredient-line.js';
import { loadCatalog } from './catalog.js';
import { createIngredientMatcher } from './ingredient-matcher.js';
import { HAS_SHARED_DATA, MISSING_DATA_MESSAGE, publicRecipes } from './testing/shared-data.js';

const withData = HAS_SHARED_DATA ? it : it.skip;
if (!HAS_SHARED_DATA) console.warn(MISSING_DATA_MESSAGE);

const QUANTITY = /^\s*(?:[-*•]\s*)?(?:\d|[½¼¾⅓⅔⅛]|(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|half|a\s+quarter)\s)/i;

/**
 * A line counts as parsed when it yields a name with letters that does not start with a number or
 * a unit, and, when the line starts with a quantity, that quantity was read as the amount.
 */
export function isParsed(line: string, p: ParsedIngredientLine): boolean {
  if (!/[a-z]/i.test(p.name) || /^[\d½¼¾⅓⅔⅛/.,-]/.test(p.name)) return false;
  if (QUANTITY.test(line) && p.amount === null) return false;
  return true;
}

describe('parse and match coverage over the public-domain recipes', () => {
  withData('parses >= 95% of lines into amount/unit/name and matches >= 85% to the catalogue', () => {
    const recipes = publicRecipes();
    const lines = recipes.flatMap((r) => r.ingredients.map((i) => i.text));
    const match = createIngredientMatcher(loadCatalog());
    let parsed = 0;
    let matched = 0;
    let withAmount = 0;
    const unparsed: string[] = [];
    for (const line of lines) {
      const p = parseIngredientLine(line);
      if (isParsed(line, p)) parsed++;
      else unparsed.push(line);
      if (p.amount !== null) withAmount++;
      if (match(p.name)) matched++;
    }
    const pct = (n: number) => `${((100 * n) / lines.length).toFixed(1)}%`;
    console.log(
      [
        `public-domain recipes: ${recipes.length} recipes, ${lines.length} ingredient lines`,
        `parsed into amount/unit/name: ${parsed} (${pct(parsed)}); with an amount: ${withAmount} (${pct(withAmount)})`,
        `matched to the catalogue (${loadCatalog().length} entries): ${matched} (${pct(matched)})`,
        `not parsed, first 10: ${unparsed.slice(0, 10).join(' | ')}`,
      ].join('\n'),
    );
    expect(lines.length).toBe(3361);
    expect(parsed / lines.length).toBeGreaterThanOrEqual(0.95);
    expect(matched / lines.length).toBeGreaterThanOrEqual(0.85);
  });
});
