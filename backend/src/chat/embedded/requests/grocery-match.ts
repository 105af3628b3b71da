/**
 * Which lines of the grocery list a name means: the line of the same name when there is one, else every
 * line whose name holds all of its words ("cheese" → Cheddar cheese, Parmesan cheese…) and every line whose
 * food the catalogue counts of the kind the name says ("cheese" → a line "mozzarella", "nuts" → Walnuts:
 * catalog/food-kinds.ts). The reply asks which when that is more than one, and writes nothing. Names are
 * compared in the kitchen's one normal form (kitchen/words.ts: lower case, singular words). Pure.
 */
import { catalogBySlug } from '../../../catalog/catalog.js';
import { catalogueFoodsOfKind } from '../../../catalog/food-kinds.js';
import { normalizeUnit } from '../../../kitchen/units.js';
import { words } from '../../../kitchen/words.js';
import { resolveFood } from '../../lexicon/foods.js';
import { isEnglishWord } from '../../lexicon/english.js';
import { typoDistance, withinSlips } from '../../lexicon/typos.js';

/** A name's words without the words before it that are not the name ("the eggs" → egg). */
function nameWords(name: string): string[] {
  const w = words(name);
  while (w.length > 1 && ['the', 'my', 'our', 'some', 'a', 'an', 'any'].includes(w[0])) w.shift();
  return w;
}

export interface NamedLine {
  name: string;
}

/**
 * Whether a line's food is of the kind a name says, by the catalogue: a line "mozzarella" is cheese, Walnuts are
 * nuts. The line's food is what the lexicon reads its name as; a line of the person's own words that names no
 * catalogue food is never of a kind (its words alone match it).
 */
export function ofKindNamed(line: NamedLine, name: string): boolean {
  const kind = catalogueFoodsOfKind(nameWords(name).join(' '));
  if (!kind.size) return false;
  const food = resolveFood(line.name);
  return food.kind === 'food' && kind.has(food.food.slug);
}

/** Whether a line's name holds every word of a name ("Cheddar cheese" holds "the cheese"; "mozzarella" does not). */
export function holdsName(line: NamedLine, name: string): boolean {
  const have = new Set(words(line.name));
  const wanted = nameWords(name);
  return wanted.length > 0 && wanted.every((w) => have.has(w));
}

/**
 * The lines a name means: [the same-named line], or every line holding its words or of the kind it says (none,
 * one or several). "the cheese" with Cheddar cheese, mozzarella and parmesan on the list is all three, to ask which.
 */
export function linesNamed<L extends NamedLine>(lines: readonly L[], name: string): L[] {
  const wanted = nameWords(name);
  if (!wanted.length) return [];
  const key = wanted.join(' ');
  const same = lines.filter((l) => words(l.name).join(' ') === key);
  if (same.length) return same.slice(0, 1);
  return lines.filter((l) => holdsName(l, name) || ofKindNamed(l, name));
}

/**
 * The one line a name means when its words are misspelt ("the bannanas" → Bananas): a line whose name holds the words
 * said in a row, each a slip of the line's word within what its length allows. A word spelt as an English word is no
 * slip ("mice" is not rice). Null when none or several lines are that near.
 */
export function lineSpeltAs<L extends NamedLine>(lines: readonly L[], name: string): L | null {
  const typed = nameWords(name);
  if (!typed.length || typed.every((w) => isEnglishWord(w))) return null;
  // (compared as typed too: a slip may change what a word's singular is read as)
  const asTyped = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];
  const said = asTyped(name).slice(-typed.length);
  const near = (have: string[], typedWords: string[]) =>
    have.some(
      (_, at) =>
        at + typedWords.length <= have.length &&
        typedWords.every((w, i) => withinSlips(w, have[at + i]) !== null && (w === have[at + i] || !isEnglishWord(w))),
    );
  const found = lines.filter((l) => {
    const head = l.name.replace(/[(,].*$/, '');
    return near(words(head), typed) || near(asTyped(head), said);
  });
  return found.length === 1 ? found[0] : null;
}

/**
 * The line a name put right by the catalogue means when the list holds a line nearer what was typed: "cokies" read by
 * the catalogue as soda, with Cookies and Soda both listed, is the cookies — one slip from the line's name, where the
 * catalogue's reading is further. The typed name's nearest line by spelling (lineSpeltAs), when the catalogue's reading
 * is no line as near; else null, and the catalogue's reading stands.
 */
export function lineNearerThan<L extends NamedLine>(lines: readonly L[], typed: string, read: string): L | null {
  const spelt = lineSpeltAs(lines, typed);
  if (!spelt || linesNamed([spelt], read).length) return null;
  // (compared as typed: a slip may change what a word's singular is read as, "cokies" → "coky")
  const asTyped = (text: string) => (text.toLowerCase().match(/[a-z]+/g) ?? []).join(' ');
  const said = asTyped(typed).split(' ').slice(-nameWords(typed).length).join(' ');
  const slips = (name: string) => typoDistance(said, asTyped(name.replace(/[(,].*$/, '')));
  const readLine = linesNamed(lines, read)[0];
  return readLine && slips(readLine.name) <= slips(spelt.name) ? null : spelt;
}

/**
 * Lines whose name has a word made of another word and the one said ("berries" → Strawberries, Blueberries): what
 * the person may have meant when no line holds the word itself. Only ever offered, never acted on ("apples" is not
 * the Pineapple). A name of one word of four letters or more.
 */
export function linesEndingWith<L extends NamedLine>(lines: readonly L[], name: string): L[] {
  const typed = nameWords(name);
  const [word] = typed;
  if (typed.length !== 1 || word.length < 4) return [];
  return lines.filter((l) => words(l.name.replace(/[(,].*$/, '')).some((w) => w.length > word.length + 2 && w.endsWith(word)));
}

/** The same-named line only ("eggs" is not "egg noodles"): what "add eggs" would add to. */
export function sameLine<L extends NamedLine>(lines: readonly L[], name: string): L | undefined {
  const key = nameWords(name).join(' ');
  return key ? lines.find((l) => words(l.name).join(' ') === key) : undefined;
}

/** "Cheddar cheese, Parmesan cheese or Swiss cheese". */
export function oneOf(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : (names[0] ?? '');
}

/**
 * Whether the one line holding a name's words is another food than the one named: "milk" and Coconut milk
 * (canned), "butter" and Peanut butter. Told by the catalogue, not by a word list: the food named and the line sit
 * in different aisles, and a word before the name in the line's is itself a food of another aisle than the one
 * named (coconut, peanut), where "cheese" and Cheddar cheese, "oil" and Olive oil, "broth" and Chicken broth stay one.
 */
export function anotherFoodThan(line: NamedLine & { aisle?: string }, name: string): boolean {
  const named = resolveFood(nameWords(name).join(' '));
  if (named.kind !== 'food' || !line.aisle || line.aisle === 'Other' || line.aisle === named.food.aisle) return false;
  const have = words(line.name.replace(/[(,].*$/, ''));
  const first = nameWords(name)[0];
  const before = have.indexOf(first) > 0 ? have.slice(0, have.indexOf(first)) : [];
  return before.some((word) => {
    const modifier = resolveFood(word);
    return modifier.kind === 'food' && modifier.food.aisle !== named.food.aisle;
  });
}

/**
 * How many of a line's own unit one package said is, by the catalogue's packages of the line's food: "3 bags" of
 * pretzels listed as 16 oz is 3 of the catalogue's "16 oz bag". Null when the food has no such package in the
 * line's unit.
 */
export function cataloguePackage(line: NamedLine & { unit: string }, pack: string): number | null {
  const food = resolveFood(line.name);
  if (food.kind !== 'food') return null;
  const unit = normalizeUnit(line.unit);
  const found = catalogBySlug()
    .get(food.food.slug)
    ?.packages?.find((p) => normalizeUnit(p.unit) === unit && normalizeUnit(p.label.split(' ').at(-1)) === pack);
  return found ? found.quantity : null;
}
