/**
 * A food named by its family ("oil", "cheese", "peppers"), which could be several catalogue foods, asked about
 * when it is added instead of guessed (issue #22, "ask which"). By the catalogue alone, no word list:
 *   - the word is a head so general that a word beside it names the food (catalog/ingredient-matcher.ts
 *     GENERIC_HEADS: "oil", "cheese", "beans"), and the food it falls back to is not that word with a descriptor
 *     ("milk" is Whole milk: asked for plainly, that is what comes; "oil" is no more Vegetable oil than Olive oil);
 *   - or, said in the plural, the foods of its name lie mostly in another aisle than the one it falls back to
 *     ("peppers" reads as Black pepper, a spice, where most peppers are produce; "pepper" is Black pepper);
 *   - or the person's list already has several lines of the family ("yogurt" with greek and plain yogurt there).
 * A family qualified ("red peppers", "olive oil") names one food and is not asked about, and so is a family the
 * person narrows (`membersMeant`): another food made of the one named is no reading of its plain name, and an
 * amount in a container only some of the family are sold in ("two cans of") means those. Pure.
 */
import { resolveCatalogueDislike } from '../../../catalog/dislikes.js';
import { GENERIC_HEADS, normalizeIngredientName } from '../../../catalog/ingredient-matcher.js';
import { loadCatalog } from '../../../catalog/catalog.js';
import { normalizeUnit, unitKind } from '../../../kitchen/units.js';
import { normaliseName, singular, words } from '../../../kitchen/words.js';
import { foodLexicon, resolveFood } from '../../lexicon/foods.js';

/** At most this many foods are offered. */
const MAX_OFFERED = 5;

/** The catalogue's foods whose names end with a word, shortest names first (the plainest of the family). */
function foodsEndingWith(head: string): { name: string; aisle: string }[] {
  return loadCatalog()
    .filter((f) => {
      const w = words(f.name.replace(/\s*\([^)]*\)/g, ''));
      return w.length > 0 && w[w.length - 1] === head;
    })
    .map((f) => ({ name: f.name, aisle: f.category }))
    .sort((a, b) => a.name.length - b.name.length || a.name.localeCompare(b.name));
}

/** The catalogue foods a one-word name could be, to ask which (all of them, plainest first: what is said may narrow them before they are offered); null when it names one food. */
export function familyOf(said: string): string[] | null {
  const typed = words(said);
  if (typed.length !== 1) return null;
  const head = singular(typed[0]);
  const family = foodsEndingWith(head);
  if (family.length < 2) return null;
  const fallback = foodLexicon().exact(head);
  if (!fallback) return family.map((f) => f.name);
  const plain = normalizeIngredientName(fallback.name, true) === head;
  if (GENERIC_HEADS.has(head) && !plain) return offered(fallback.name, family);
  // a plural said ("peppers") of a word whose one food is of another aisle than most of its family: the family's aisle first
  const others = family.filter((f) => f.aisle !== fallback.aisle);
  if (said.trim().toLowerCase() !== head && others.length > family.length / 2) return offered(others[0].name, others);
  return null;
}

/** The food first, then the rest of the family. */
function offered(first: string, family: readonly { name: string }[]): string[] {
  return [...new Set([first, ...family.map((f) => f.name)])];
}

/** One the family could be: a line of the list (with the unit it is bought in) or a catalogue food. */
export interface FamilyMember {
  name: string;
  unit?: string;
}

/**
 * Whether a food is another food made of the one named, not a reading of its plain name: the catalogue's record of
 * the food (catalog/dislikes.ts) names the other foods whose names merely hold it — Chickpea flour and hummus's
 * "chickpea dip" for chickpeas, Rice vinegar for rice, Chicken broth for chicken — where Cherry tomatoes are
 * tomatoes and Chicken thighs chicken.
 */
export function madeFrom(member: string, named: string): boolean {
  const others = resolveCatalogueDislike(named)?.others;
  if (!others?.length) return false;
  const plain = normaliseName(member.replace(/\([^)]*\)/g, ' '));
  return others.includes(plain) || others.includes(normaliseName(member));
}

/** A unit said that is a container or count a food is sold in (can, bag, jar, bunch), not a weight or volume any food is measured in. */
function containerSaid(unit: string | undefined): string | null {
  const canonical = normalizeUnit(unit);
  return canonical && canonical !== 'piece' && unitKind(canonical) === 'count' ? canonical : null;
}

/** The containers a member is sold in: the words of its line's unit ("oz can") and of its catalogue food's package labels ("1 lb bag"). */
function containersOf(member: FamilyMember): Set<string> {
  const reading = resolveFood(member.name);
  const food = reading.kind === 'food' ? loadCatalog().find((f) => f.slug === reading.food.slug) : undefined;
  const labels = [member.unit ?? '', ...(food?.packages.map((p) => p.label) ?? [])];
  return new Set(labels.flatMap((label) => label.split(/\s+/).map(containerSaid)).filter((u): u is string => u !== null));
}

/**
 * The members of a family an ask can mean: not another food made of the one named, and, when the amount is said in
 * a container some of them are sold in ("two cans of chickpeas": Chickpeas (canned), not Chickpea flour in its bag),
 * only those. What is said and fits none narrows nothing.
 */
export function membersMeant<M extends FamilyMember>(said: { item: string; unit?: string }, members: readonly M[]): M[] {
  const readings = members.filter((m) => !madeFrom(m.name, said.item));
  const container = containerSaid(said.unit);
  if (!container) return readings;
  const soldSo = readings.filter((m) => containersOf(m).has(container));
  return soldSo.length ? soldSo : readings;
}

/** Whether two names are the same food (by the catalogue, else by their words): what "chickpeas" adds is Chickpeas (canned). */
export function sameFood(a: string, b: string): boolean {
  const [x, y] = [resolveFood(a), resolveFood(b)];
  if (x.kind === 'food' && y.kind === 'food') return x.food.slug === y.food.slug;
  return words(a).join(' ') === words(b).join(' ');
}

/** The lines of the family on the list first, then the catalogue's, each food once (any case), at most MAX_OFFERED beyond the lines. */
export function familyOptions(onList: readonly string[], catalogue: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of [...onList, ...catalogue]) {
    const key = words(name).join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out.slice(0, Math.max(MAX_OFFERED, onList.length));
}

/** The question: which of the family, the lines of it already on the list said first. */
export function familyQuestion(said: string, options: readonly string[], onList: readonly string[]): string {
  const there = onList.length ? ` Your list has ${joined(onList, 'and')} already.` : '';
  return `"${said}" could be several foods, so I added nothing.${there} Which should I add: ${joined(options, 'or')}?`;
}

const joined = (names: readonly string[], last: string) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} ${last} ${names[names.length - 1]}` : (names[0] ?? '');
