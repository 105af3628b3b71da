/**
 * How much of a thing a person asks for, in figures or in words: "5 bananas", "half a dozen eggs" (6), "a couple
 * of avocados" (2), "two pounds of chicken" (2 lb), "a loaf of bread" (1 loaf). The kitchen reads the amount
 * (kitchen/ingredient-line.ts, its units from kitchen/units.ts); a food whose name starts like an amount
 * ("half and half", "2% milk") is a name, not an amount. Pure.
 */
import { UNITS } from './shorthand.js';
import { parseIngredientLine } from '../../kitchen/ingredient-line.js';
import { normalizeUnit, SIZE_UNITS, unitKind } from '../../kitchen/units.js';
import { foodLexicon } from './foods.js';
import { amountWords } from './amount-words.js';
import { ASKING_WORDS } from './list-asks.js';

export interface Amount {
  quantity?: number;
  /** A unit of the kitchen's (kitchen/units.ts), absent when the amount counts the thing itself. */
  unit?: string;
  /** What the amount is of, as typed (lower case): "eggs", "chicken", "bananas not 3". */
  rest: string;
}

export function readAmount(text: string): Amount {
  const said = text.trim().replace(/\s+/g, ' ').toLowerCase();
  const words = said.split(' ');
  const prefix = foodLexicon().foodPrefix(words);
  if (prefix > 0 && !countedFood(words, prefix)) return { rest: said };
  // "a loaf of bread", "an onion", "a banana": one of it (the kitchen reads "a cup of" but not every unit)
  const one = /^(?:a|an|one)\s+(\S+)(?:\s+(of)\b)?\s*(.*)$/.exec(said);
  // "a side of brown rice", "a bowl of soup": one serving of the food
  if (one?.[2] && one[3] && isServing(one[1])) return { quantity: 1, unit: 'serving', rest: one[3] };
  if (one) {
    const unit = normalizeUnit(one[1]);
    if (unit && one[2] && !SIZE_UNITS.includes(unit)) return { quantity: 1, unit: unit === 'dozen' ? undefined : unit, rest: one[3] };
  }
  const line = parseIngredientLine(said);
  if (line.amount === null || !(line.amount > 0)) {
    if (one) return { quantity: 1, rest: said.replace(/^(?:a|an|one)\s+/, '') };
    return { rest: said };
  }
  // parse-ingredient keeps what it did not read as the amount: the rest of the words, from where the name starts
  const first = line.name.split(' ')[0] ?? '';
  const at = first ? said.search(new RegExp(`(?<![a-z])${first.replace(/[^a-z0-9]/g, '\\$&')}(?![a-z])`)) : -1;
  const rest = at >= 0 ? said.slice(at) : line.name;
  const countsItself = line.unit === '' || line.unit === 'piece' || SIZE_UNITS.includes(line.unit);
  const named = rest.replace(/^(?:of|the)\s+/, '');
  // "2 lb bag of apples": the package the amount comes in is no part of the food's name
  const packed = countsItself ? null : /^(\S+)\s+of\s+(.+)$/.exec(named);
  const food = packed && normalizeUnit(packed[1]) ? packed[2] : named;
  // "a dozen cans of soda", "half a dozen bags chips": the count is of the package named after it, then the food
  const counted = countsItself ? /^(\S+)\s+(?:of\s+)?(.+)$/.exec(named) : null;
  // "two bowls of soup", "2 sides of rice": so many servings of the food
  const served = countsItself ? /^(\S+)\s+of\s+(.+)$/.exec(named) : null;
  if (served && isServing(served[1])) return { quantity: line.amount, unit: 'serving', rest: served[2] };
  const pack = counted ? normalizeUnit(counted[1]) : null;
  if (counted && pack && unitKind(pack) === 'count' && !SIZE_UNITS.includes(pack) && !['dozen', 'piece'].includes(pack))
    return { quantity: line.amount, unit: pack, rest: counted[2] };
  return { quantity: line.amount, ...(countsItself ? {} : { unit: line.unit }), rest: food };
}

/**
 * "six eggs", "two eggs": a count before a food, though the catalogue keeps the counted phrase as an alias (recipes
 * say "three eggs") — the count is the amount, the food what follows it ("half and half" is no count of a food).
 */
function countedFood(words: readonly string[], food: number): boolean {
  const count = /^an?$/.test(words[0]) ? undefined : countOf(words[0]);
  return count !== undefined && food > 1 && foodLexicon().foodPrefix(words.slice(1)) === food - 1;
}

/** "side", "bowls", "plate": a serving said as a vessel or a side (amount-words.json), before "of" and the food. */
const isServing = (word: string) => amountWords().servings.includes(word);

/** Counts said in words, as far as a shopping amount goes: "a" or "an", and one to twelve (shorthand.ts's words). */
const COUNTS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  ...Object.fromEntries(Object.entries(UNITS).filter(([, n]) => n >= 1 && n <= 12)),
};
const countOf = (word: string): number | undefined => COUNTS[word] ?? (/^\d+(?:\.\d+)?$/.test(word) ? Number(word) : undefined);
/** A unit of the kitchen's, or "dozen" (twelve of the thing itself). */
const unitOf = (word: string): string | null => (/^dozens?$/.test(word) ? 'dozen' : normalizeUnit(word));
/** A figure without trailing zeros ("1.5", "18"). */
const figure = (n: number) => String(Math.round(n * 1000) / 1000);
/** "18", "1.5 pound": the amount as figures; a dozen is counted out. */
const said = (n: number, unit: string, word: string) => (unit === 'dozen' ? figure(n * 12) : `${figure(n)} ${word}`);

/** "big", "large", "jumbo": a word of the kitchen's sizes (kitchen/units.ts), never an amount ("2 more bags" keeps its more). */
const sizeWord = (word: string) => {
  const unit = unitOf(word);
  return unit !== null && SIZE_UNITS.includes(unit);
};

/** Words asking for the things, which may follow a count ("lemons x3 please"). */
const ASKING = [...ASKING_WORDS].join('|');
/** Where the things go, which may follow a count ("avocados x3 to my list"). */
const WHERE = '(?:on|to|onto|in|into) (?:the|my|our)';

const COUNT = String.raw`(\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const WORD = String.raw`([a-z]+)`;

/**
 * Amounts said in words put in figures, so that their "and" is not read as a join of two things: "a pound and a
 * half of beef" → "1.5 pound of beef", "a dozen and a half eggs" → "18 eggs", "two and a half pounds" → "2.5
 * pounds", "half a dozen" → "6", "half a pound" → "0.5 pound". Words that are no unit are left as typed ("a
 * banana and a half" is read elsewhere); "half and half" is a food and has no "half a". Pure.
 */
export function amountsInFigures(text: string): string {
  return (
    text
      // "a pound and a half", "two dozen and a half"
      .replace(new RegExp(String.raw`\b${COUNT} ${WORD} and a half\b`, 'gi'), (all, n: string, word: string) => {
        const count = countOf(n.toLowerCase());
        const unit = unitOf(word.toLowerCase());
        return count === undefined || !unit ? all : said(count + 0.5, unit, word);
      })
      // "two and a half pounds", "one and a half dozen"
      .replace(new RegExp(String.raw`\b${COUNT} and a half ${WORD}\b`, 'gi'), (all, n: string, word: string) => {
        const count = countOf(n.toLowerCase());
        const unit = unitOf(word.toLowerCase());
        return count === undefined || !unit || /^an?$/i.test(n) ? all : said(count + 0.5, unit, word);
      })
      // "half a dozen", "a half dozen", "a half-dozen", "half a pound", "half a gallon of milk"
      .replace(new RegExp(String.raw`\b(?:half an? |an? half[ -]|half-)${WORD}\b`, 'gi'), (all, word: string) => {
        const unit = unitOf(word.toLowerCase());
        return !unit ? all : said(0.5, unit, word);
      })
      // "a quarter pound", "three quarters of a pound", "a third of a cup" (amount-words.json); "3 quarters of a
      // gallon": so many of the part
      .replace(
        new RegExp(String.raw`\b(?:${COUNT} )?(${PARTS}) (?:of )?(?:an? )?${WORD}\b`, 'gi'),
        (all, n: string | undefined, part: string, word: string) => {
          const unit = unitOf(word.toLowerCase());
          const value = partOf(part);
          const count = n === undefined ? 1 : countOf(n.toLowerCase());
          return !unit || value === undefined || count === undefined ? all : said(count * value, unit, word);
        },
      )
      // "a 5 lb bag of potatoes", "a 2 litre bottle of milk": the amount is the weight or volume, the package no name
      .replace(
        new RegExp(String.raw`\b(?:an?|one) (\d+(?:\.\d+)?) ?${WORD} ${WORD} of\b`, 'gi'),
        (all, n: string, word: string, pack: string) => (unitOf(word.toLowerCase()) && unitOf(pack.toLowerCase()) ? `${n} ${word}` : all),
      )
      // "a big bag of frozen peas", "two large tins of tomatoes": the package's size is no part of the food's name
      .replace(new RegExp(String.raw`\b${COUNT} ([a-z]+) ${WORD} of\b`, 'gi'), (all, n: string, size: string, pack: string) =>
        unitOf(pack.toLowerCase()) && sizeWord(size.toLowerCase()) ? `${n} ${pack} of` : all,
      )
      // "need like 3 lbs of apples": "like" as a hedge before a figure, not a liking ("i'd like 3 apples" keeps it)
      .replace(/(?<!\b(?:i|we|you|they|i'd|we'd|id|would|should|do|dont|don't|really)\s)\blike (?=\d)/gi, '')
      // "2x avocados", "avocados x3": a count written as a multiplication
      .replace(/\b(\d{1,3}) ?x (?=[a-z])/gi, '$1 ')
      // (not "on the list x3": the list is no thing counted — the count is read with the add, intents/grocery.ts; and a
      // "please" after the count ends it as the end of the message does)
      .replace(
        new RegExp(
          String.raw`(\b(?:on|to|onto|in|into) (?:the|my|our) (?:[a-z]+ )?)?\b([a-z][a-z'-]*) x ?(\d{1,3})\b(?! ?(?!(?:${ASKING}|${WHERE})\b)[a-z])`,
          'gi',
        ),
        (_, where: string | undefined, word: string, n: string) => (where ? `${where}${word} x${n}` : `${n} ${word}`),
      )
  );
}

/** Parts of a unit said in words, longest first ("three quarters" before "quarter"). */
const PART_WORDS: Readonly<Record<string, number>> = (() => {
  const { parts, partsOfWhole } = amountWords();
  const all: Record<string, number> = {};
  for (const [word, value] of Object.entries({ ...partsOfWhole, ...parts })) {
    all[word] = value;
    all[`${word}s`] = value;
  }
  return all;
})();
const PARTS = Object.keys(PART_WORDS)
  .filter((w) => !w.startsWith('half'))
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/ /g, ' '))
  .join('|');
const partOf = (said: string): number | undefined => PART_WORDS[said.toLowerCase()];
