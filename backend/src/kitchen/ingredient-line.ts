/**
 * One recipe ingredient line → amount, unit, name and note: the kitchen's reading of "2 cups flour", which
 * the catalogue weighs (catalog/weigh-line.ts) and the recipes module stores. Pure: no Nest, no ORM.
 *
 * The numbers are read by `parse-ingredient` (mixed numbers, vulgar fractions, ranges, units glued
 * to numbers, trailing "x2" and "Cinnamon 2 teaspoons"). Around it we handle what home recipes
 * write that it leaves in the description: "a pinch of", number words, "1 (14 oz) can",
 * "2 x 400 g tins", "about", "salt to taste", "(optional)", and the note after a comma.
 */
import { parseIngredient, type UnitOfMeasureDefinitions } from 'parse-ingredient';
import { NAME_WORDS, normalizeUnit, unitSpellings, UNITS } from './units.js';

export interface ParsedIngredientLine {
  /** Lower bound (or the amount); null when the line gives none ("salt to taste"). */
  amount: number | null;
  /** Upper bound of a range ("2-3 carrots"), else null. */
  amountMax: number | null;
  /** Canonical unit (kitchen/units.ts) or '' when the amount counts the thing itself. */
  unit: string;
  /** What to buy, without amount, unit or preparation. */
  name: string;
  /** Preparation and remarks: "finely chopped", "to taste", "optional". */
  note: string;
  original: string;
}

/**
 * The kitchen's units (kitchen/units.ts) in parse-ingredient's terms: every spelling the kernel knows, with and
 * without a full stop ("Tbsp."), read as the kernel's unit, so the parser names units as the rest of the app does;
 * "whole", "big" and "jumbo" stay words of the food's name ("3 whole cloves", "1 cup whole wheat flour").
 */
const KITCHEN_UNITS: UnitOfMeasureDefinitions = Object.fromEntries(
  [...unitSpellings()].map(([unit, spellings]) => {
    const written = spellings.filter((s) => !NAME_WORDS.has(s));
    return [
      unit,
      {
        short: UNITS[unit].singular,
        plural: UNITS[unit].plural,
        type: UNITS[unit].kind,
        alternates: [...written, ...written.filter((s) => !s.endsWith('.') && !s.includes(' ')).map((s) => `${s}.`)],
      },
    ];
  }),
);
/** Length units are sizes of a cut ("1-inch pieces"), never the amount to buy. */
const IGNORE_UNITS = ['inch', 'in', 'inches', 'centimeter', 'cm', 'foot', 'ft', 'meter', 'm', 'millimeter', 'mm', 'yard', 'yd'];

const NUMBER_WORDS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  fifteen: '15',
  twenty: '20',
  half: '1/2',
  quarter: '1/4',
  third: '1/3',
  dozen: '12',
  couple: '2',
  'a couple of': '2',
  'a couple': '2',
  'a few': '3',
  few: '3',
  several: '4',
};
const MEASURE_WORDS =
  'tablespoonfuls?|teaspoonfuls?|saltspoonfuls?|wine-?glass|wineglass|pinch|pinches|dash|dashes|splash|handful|handfuls|cup|cups|tablespoon|tablespoons|teaspoon|teaspoons|tbsp|tsp|spoon|spoonful|pound|pounds|lb|ounce|ounces|oz|pint|pints|quart|liter|litre|clove|cloves|bunch|bunches|head|sprig|sprigs|stick|sticks|slice|slices|can|tin|jar|bottle|glass|mug|knob|drizzle|squeeze|sprinkle|few|couple|little|bit|bag|packet|package|box|piece|pieces|stalk|stalks|rib|ribs|leaf|leaves|twig|twigs|kilo|kg|gram|grams|dozen|quarter|half|third';
const NOTE_PHRASES = [
  /\bto\s+taste\b/i,
  /\bas\s+(?:needed|required|desired)\b/i,
  /\boptional(?:ly)?\b/i,
  /\bfor\s+(?:serving|garnish|garnishing|decoration|dusting|frying|greasing|the\s+pan|topping|brushing|sprinkling|drizzling)\b.*$/i,
  /\bif\s+(?:needed|desired|you\s+like|available|using)\b.*$/i,
  /\bplus\s+(?:more|extra)\b.*$/i,
  /\bor\s+more\b/i,
  /\bdivided\b/i,
  /\bat\s+room\s+temperature\b/i,
  /\broom\s+temperature\b/i,
  /\bper\s+person\b/i,
  /\bof\s+your\s+choice\b/i,
  /\byour\s+choice\b/i,
  /\bto\s+serve\b/i,
];
const QUALIFIERS =
  /^(?:about|around|approx\.?|approximately|roughly|up\s+to|~|at\s+least|scant|heaping|heaped|generous|rounded|level|just\s+under|just\s+over|a\s+good|good|large|big|small)\s+/i;
const SIZE_UNIT = '(?:fl\\.?\\s*oz|oz|ounces?|g|grams?|kg|ml|l|lbs?|pounds?|liters?|litres?)';
const CONTAINER =
  '(?:cans?|tins?|jars?|packages?|pkgs?|packets?|bags?|boxes|box|bottles?|cartons?|containers?|tubs?|blocks?|sticks?|envelopes?)';
const NUM = '\\d+(?:[.,]\\d+)?(?:\\s+\\d+\\/\\d+|\\/\\d+)?|[½¼¾⅓⅔⅛⅜⅝⅞]|\\d+\\s*[½¼¾⅓⅔⅛⅜⅝⅞]';

function toNumber(text: string): number | null {
  const [first] = parseIngredient(`${text.trim()} x`);
  return first?.quantity ?? null;
}

function clean(line: string): string {
  return line
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\u2044/g, '/')
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/^\s*(?:[-*•·+]|\d+[.)]\s)\s*/, '')
    .replace(/\b(tea|table|salt|dessert)-spoon/gi, '$1spoon')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Parses one ingredient line. Never throws; an unreadable line comes back as its own name. */
export function parseIngredientLine(line: string): ParsedIngredientLine {
  const original = line;
  let s = clean(line);
  const notes: string[] = [];
  const note = (text: string) => {
    const t = text.replace(/^[\s,;:.-]+|[\s,;:.-]+$/g, '').trim();
    if (t) notes.push(t);
  };

  // parentheticals that are not a package size become notes: "(optional)", "(about 2 cups)"
  let sizeAmount: number | null = null;
  let sizeUnit: string | null = null;
  const packaged = new RegExp(
    `^(${NUM})?\\s*\\(\\s*(${NUM})\\s*-?\\s*(${SIZE_UNIT})\\.?\\s*\\)\\s*(${CONTAINER})?\\s*(?:of\\s+)?`,
    'i',
  ).exec(s);
  if (packaged && (packaged[1] || packaged[4])) {
    // "1 (14 oz) can tomatoes" → 14 oz, noted "1 can"; "(15 oz) can beans" → 15 oz
    const count = packaged[1] ? (toNumber(packaged[1]) ?? 1) : 1;
    const size = toNumber(packaged[2]);
    if (size !== null) {
      sizeAmount = count * size;
      sizeUnit = normalizeUnit(packaged[3].replace(/\s+/g, ' ')) ?? packaged[3];
      note(`${packaged[1] ? packaged[1].trim() + ' ' : ''}${packaged[4] ?? ''} (${packaged[2]} ${packaged[3]})`.replace(/\s+/g, ' '));
      s = s.slice(packaged[0].length);
    }
  }
  // "1 15 oz can diced tomatoes": a count, then the size of each container
  const bareSize = new RegExp(`^(\\d+)\\s+(${NUM})\\s*(${SIZE_UNIT})\\.?\\s+(${CONTAINER})\\s+(?:of\\s+)?`, 'i').exec(s);
  if (sizeAmount === null && bareSize) {
    const size = toNumber(bareSize[2]);
    if (size !== null) {
      sizeAmount = Number(bareSize[1]) * size;
      sizeUnit = normalizeUnit(bareSize[3]) ?? bareSize[3];
      note(`${bareSize[1]} ${bareSize[4]} (${bareSize[2]} ${bareSize[3]})`);
      s = s.slice(bareSize[0].length);
    }
  }
  // "100 g / ½ cups butter", "3 tablespoons/~44 milliliters oil": the first measure, the other noted
  const dual = new RegExp(`^((?:${NUM})\\s*[a-z.]+)\\s*/\\s*~?\\s*((?:${NUM})\\s*[a-z.]+)\\s+`, 'i').exec(s);
  if (dual && normalizeUnit(dual[2].replace(/^[\d\s./½¼¾⅓⅔⅛⅜⅝⅞]+/, '')) !== null) {
    note(dual[2]);
    s = `${dual[1]} ${s.slice(dual[0].length)}`;
  }
  // "2 x 400 g tins chopped tomatoes"
  const times = new RegExp(`^(\\d+)\\s*[x×]\\s*(${NUM})\\s*(${SIZE_UNIT})\\.?\\s*(?:${CONTAINER})?\\s*(?:of\\s+)?`, 'i').exec(s);
  if (sizeAmount === null && times) {
    const size = toNumber(times[2]);
    if (size !== null) {
      sizeAmount = Number(times[1]) * size;
      sizeUnit = normalizeUnit(times[3]) ?? times[3];
      note(times[0]);
      s = s.slice(times[0].length);
    }
  }
  s = s
    .replace(/\(([^()]*)\)/g, (_m, inner: string) => {
      note(inner);
      return ' ';
    })
    .replace(/[()]/g, ' ');
  s = s.replace(/\s+/g, ' ').trim();
  for (const phrase of NOTE_PHRASES) {
    s = s
      .replace(phrase, (m) => {
        note(m);
        return ' ';
      })
      .replace(/\s+/g, ' ')
      .trim();
  }
  // qualifiers and number words: "about 2 cups", "a pinch of", "two eggs", "half a lemon"
  for (let guard = 0; guard < 3 && QUALIFIERS.test(s); guard++) s = s.replace(QUALIFIERS, '');
  s = s
    .replace(/^(a|an|one)\s+quarter\s+of\s+an?\s+/i, '1/4 ')
    .replace(/^(a\s+)?half\s+(?:of\s+)?an?\s+/i, '1/2 ')
    // "a couple of avocados", "a few lemons" are 2 and 3, read before "a" + a measure word makes them "1 couple"
    .replace(
      new RegExp(
        `^(a couple of|a couple|a few|couple|few|several|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|half|quarter|dozen)\\b\\s*(?:of\\s+)?`,
        'i',
      ),
      (_m, w: string) => `${NUMBER_WORDS[w.toLowerCase()]} `,
    )
    .replace(new RegExp(`^(a|an)\\s+(?=(?:[a-z]+\\s+)?(?:${MEASURE_WORDS})\\b)`, 'i'), '1 ')
    .replace(new RegExp(`^(${MEASURE_WORDS})\\s+of\\s+`, 'i'), '1 $1 ')
    .replace(/^(pinch|dash|handful|splash|drizzle|knob|squeeze|sprinkle)\b\s*/i, '1 $1 ')
    .replace(/^(?:a\s+)?salt-?\s*spoonful\s+(?:of\s+)?/i, '1/4 tsp ')
    .replace(/^(\d+)\s+and\s+(\d+\/\d+)/, '$1 $2')
    .replace(/^(\d+(?:\.\d+)?)\s*-\s*(?=\d)/, '$1-')
    .trim();

  let amount: number | null = null;
  let amountMax: number | null = null;
  let unit = '';
  let name = s;
  const [parsed] = parseIngredient(s, { additionalUOMs: KITCHEN_UNITS, ignoreUOMs: IGNORE_UNITS, normalizeUOM: true });
  if (parsed && !parsed.isGroupHeader) {
    amount = parsed.quantity;
    amountMax = parsed.quantity2;
    name = parsed.description;
    if (parsed.unitOfMeasureID) {
      const id = parsed.unitOfMeasureID;
      if (id === 'dozen') {
        amount = amount === null ? 12 : amount * 12;
        amountMax = amountMax === null ? null : amountMax * 12;
        unit = 'piece';
      } else unit = normalizeUnit(id) ?? normalizeUnit(parsed.unitOfMeasure ?? '') ?? '';
      if (['large', 'medium', 'small'].includes(id)) name = `${id} ${name}`.trim();
    }
  }
  if (sizeAmount !== null) {
    amount = sizeAmount;
    amountMax = null;
    unit = sizeUnit ?? unit;
  }
  // "handful", "knob", "drizzle", "squeeze" name a vague amount: keep the count but as a note
  const vague = /^(knob|drizzle|squeeze|sprinkle|splash|little bit|bit|little|glug)s?\s+(?:of\s+)?/i.exec(name);
  if (vague) {
    note(vague[1]);
    name = name.slice(vague[0].length);
    if (unit === '') {
      unit = vague[1].toLowerCase() === 'splash' ? 'dash' : '';
    }
  }
  // the note after the first comma or dash: "onion, finely chopped", "salt - to taste"
  const cut = /\s*(?:,|;|\s-\s|\s–\s)\s*/.exec(name);
  if (cut && cut.index > 0) {
    note(name.slice(cut.index + cut[0].length));
    name = name.slice(0, cut.index);
  }
  name = name
    .replace(/^(?:of|the)\s+/i, '')
    .replace(/[\s.:;,*\-–]+$/g, '')
    .replace(/^[\s\-–*]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!name && notes.length) name = notes.shift()!;
  return { amount, amountMax, unit, name, note: notes.join('; '), original };
}
