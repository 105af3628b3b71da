/**
 * What a message names, read from spans of its tokens (tokens.ts): a day, a meal, a diet, a nutrient,
 * minutes, a number or a sum of money, a store, a cuisine, a grocery item with its quantity and unit,
 * a list of ingredients. Each finder looks at words, or a short run of words, never at the whole message.
 * Pure functions, no I/O.
 */
import { WEEKDAY_NAMES, type Diet, type MealType, type StoreId } from '../../kitchen/vocabulary.js';
import { joinTokens, tokenize, type Token } from './tokens.js';
import { is, isLemma } from '../lexicon/token.js';
import { readThing } from '../lexicon/things.js';
import { foodLexicon, resolveFood } from '../lexicon/foods.js';
import { resolveDiet } from '../lexicon/diets.js';
import { cuisineFamilyAt } from '../lexicon/swap-wishes.js';
import { isDayName, readDay, type DayRef } from '../lexicon/days.js';

export type Nutrient = 'protein' | 'fat' | 'carbs';
/** What a day can be compared by ("which day has the most protein", "my cheapest day"). */
export type Measure = 'calories' | Nutrient | 'cost';

export type { DayRef } from '../lexicon/days.js';

/** The weekdays as a message writes them, lower case (kitchen/vocabulary.ts WEEKDAY_NAMES). */
export const WEEKDAYS: readonly string[] = WEEKDAY_NAMES.map((d) => d.toLowerCase());
const MEAL_WORDS: Record<string, MealType> = {
  breakfast: 'breakfast',
  brekkie: 'breakfast',
  morning: 'breakfast',
  lunch: 'lunch',
  luncheon: 'lunch',
  midday: 'lunch',
  noon: 'lunch',
  dinner: 'dinner',
  supper: 'dinner',
  tonight: 'dinner',
  evening: 'dinner',
  night: 'dinner',
};
const NUTRIENT_WORDS: Record<string, Measure> = {
  protein: 'protein',
  proteins: 'protein',
  fat: 'fat',
  fats: 'fat',
  carb: 'carbs',
  carbs: 'carbs',
  carbohydrate: 'carbs',
  carbohydrates: 'carbs',
  calorie: 'calories',
  calories: 'calories',
  kcal: 'calories',
  cals: 'calories',
  cal: 'calories',
  // a gym-goer's "macros": the answer for a day gives protein, fat and carbohydrate together
  macro: 'protein',
  macros: 'protein',
};
export const CUISINES = [
  'american',
  'italian',
  'mexican',
  'french',
  'thai',
  'indian',
  'chinese',
  'middle eastern',
  'mediterranean',
  'japanese',
  'korean',
  'greek',
  'vietnamese',
  'spanish',
  'moroccan',
  'british',
  'latin american',
  'cajun',
  'scandinavian',
  'russian',
  'hawaiian',
  'german',
  'ethiopian',
  'cuban',
] as const;
const STORE_WORDS: [string[], StoreId][] = [
  [['whole', 'foods'], 'whole-foods'],
  [['wholefoods'], 'whole-foods'],
  [['trader', 'joe'], 'trader-joes'],
  [['trader', 'joes'], 'trader-joes'],
  [['trader', "joe's"], 'trader-joes'],
  [['costco'], 'costco'],
  [['safeway'], 'safeway'],
  [['kroger'], 'kroger'],
];

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  ninety: 90,
};

/** Where a run of words starts (each item one word, or alternatives "a|b"), from `from`; -1 if nowhere. */
export function findSeq(tokens: readonly Token[], words: string[], from = 0): number {
  const alts = words.map((w) => w.split('|'));
  for (let i = from; i + alts.length <= tokens.length; i++) {
    if (alts.every((a, k) => is(tokens[i + k], ...a) || isLemma(tokens[i + k], ...a))) return i;
  }
  return -1;
}
export const hasSeq = (tokens: readonly Token[], ...words: string[]) => findSeq(tokens, words) >= 0;
export const hasWord = (tokens: readonly Token[], ...words: string[]) => tokens.some((t) => is(t, ...words));
export const hasLemma = (tokens: readonly Token[], ...lemmas: string[]) => tokens.some((t) => isLemma(t, ...lemmas));

/**
 * The day a message names, as people type it (lexicon/days.ts, its words in day-words.json). Where a message names
 * two days, the one joined to a meal ("wednesday's lunch", "lunch on friday") is the meal's; another is only when
 * ("prepping on sunday, what's in wednesday lunch": Wednesday).
 */
export const findDay = (tokens: readonly Token[]): DayRef | undefined => mealsDay(tokens) ?? readDay(tokens);

/**
 * The day said right beside a meal word, where the message names more than one day: before it ("friday dinner",
 * "friday's dinner", "next friday dinner") or after it ("dinner on friday", "dinner friday"). A counted phrase ("the
 * day after tomorrow") is left to the whole reading.
 */
function mealsDay(tokens: readonly Token[]): DayRef | undefined {
  if (tokens.filter((t) => isDayName(t)).length < 2) return undefined;
  for (const [m, t] of tokens.entries()) {
    if (!isMealWord(t)) continue;
    const before = is(tokens[m - 1], "'s", 's') ? m - 2 : m - 1;
    if (before >= 0 && isDayName(tokens[before]) && !is(tokens[before - 1], 'after', 'before'))
      return readDay(tokens.slice(Math.max(0, before - 1), before + 1));
    const after = is(tokens[m + 1], 'on', 'for', 'this') ? m + 2 : m + 1;
    if (tokens[after] && isDayName(tokens[after]) && !is(tokens[after + 1], 'after', 'before'))
      return readDay(tokens.slice(m + 1, after + 1));
  }
  return undefined;
}

/**
 * The day of the slot: the one said in the same part of the message as the meal ("switch wednesday lunch …, busy
 * today": Wednesday, "today" only why), else any said.
 */
export function findSlotDay(tokens: readonly Token[]): DayRef | undefined {
  const meal = tokens.findIndex((t) => isMealWord(t));
  if (meal < 0) return findDay(tokens);
  const breaks = tokens.map((t, i) => (t.kind === 'punct' && [',', ';', '.', '!', '?'].includes(t.text) ? i : -1)).filter((i) => i >= 0);
  const from = Math.max(-1, ...breaks.filter((i) => i < meal)) + 1;
  const to = Math.min(tokens.length, ...breaks.filter((i) => i > meal));
  return findDay(tokens.slice(from, to)) ?? findDay(tokens);
}

export const isDayWord = (t: Token) => isDayName(t);

/** Times of day that stand for a meal only when no meal is named ("crazy morning, how many calories is todays lunch"). */
const TIMES_OF_DAY = ['morning', 'evening', 'night', 'noon', 'midday', 'tonight'];

/**
 * British "tea" for the evening meal: only where a meal is meant — after a day ("tuesday's tea") or "for"/"at"
 * ("what's for tea"), never the drink ("add tea", "green tea for breakfast").
 */
export function isTeaMeal(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1];
  if (!is(tokens[i], 'tea') || before === undefined || is(tokens[i + 1], 'bag', 'bags', 'leaves')) return false;
  return isDayWord(before) || (is(before, 'for', 'at', 'our') && !isMealWordAt(tokens, i + 1));
}
const isMealWordAt = (tokens: readonly Token[], i: number) =>
  tokens[i] !== undefined && !!(MEAL_WORDS[tokens[i].lemma] ?? MEAL_WORDS[tokens[i].norm]);

export function findMeal(tokens: readonly Token[]): MealType | undefined {
  // "good morning" greets; "tonight" is both today and dinner.
  let byTime: MealType | undefined;
  for (const [i, t] of tokens.entries()) {
    if (isTeaMeal(tokens, i)) return 'dinner';
    const meal = MEAL_WORDS[t.lemma] ?? MEAL_WORDS[t.norm];
    if (!meal || (t.norm === 'morning' && is(tokens[i - 1], 'good'))) continue;
    if (!TIMES_OF_DAY.includes(t.norm)) return meal;
    byTime ??= meal;
  }
  return byTime;
}
export const isMealWord = (t: Token) => !!(MEAL_WORDS[t.lemma] ?? MEAL_WORDS[t.norm]) && !TIMES_OF_DAY.includes(t.norm);

/**
 * The diet a message names, and where its words are (to leave them out of a dish's name): a run of one to three
 * words the diet record names (chat/lexicon/diets.ts: "vegan", "gluten-free", "plant based", "no meat", "without
 * dairy"), as written — spelling is put right before (spelling.ts), never guessed here.
 */
export function findDietAt(tokens: readonly Token[]): { diet: Diet; at: number; length: number } | undefined {
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].kind !== 'word') continue;
    for (const length of [3, 2, 1]) {
      const span = tokens.slice(i, i + length);
      if (span.length < length || span[span.length - 1].kind === 'punct') continue;
      const reading = resolveDiet(joinTokens(span), true);
      if (reading.kind === 'diet') return { diet: reading.diet, at: i, length };
    }
  }
  return undefined;
}
export const findDiet = (tokens: readonly Token[]) => findDietAt(tokens)?.diet;

/** Every nutrient (or calories) the message names, in order. */
export function findMeasures(tokens: readonly Token[]): Measure[] {
  return tokens.flatMap((t) => (NUTRIENT_WORDS[t.norm] ? [NUTRIENT_WORDS[t.norm]] : []));
}

/**
 * Every cuisine or family said ("a japanese or chinese dinner, anything east asian really"), as one wish the search reads as any of them
 * ("japanese or chinese or east asian", lexicon/swap-wishes.ts cuisinesOf); undefined when none is.
 */
export function findCuisines(tokens: readonly Token[]): string | undefined {
  const said: string[] = [];
  for (let from = 0; from < tokens.length; from++) {
    const one = CUISINES.find((c) => {
      const words = c.split(' ');
      return words.every((w, k) => is(tokens[from + k], w)) && !beginsFood(tokens, from, words.length);
    });
    const found = one ? { cuisine: one, at: 0, length: one.split(' ').length } : cuisineFamilyAt(tokens.slice(from));
    if (found?.at !== 0) continue;
    if (!said.includes(found.cuisine)) said.push(found.cuisine);
    from += found.length - 1;
  }
  return said.length ? said.join(' or ') : undefined;
}

export function findCuisine(tokens: readonly Token[]): { cuisine: string; at: number; length: number } | undefined {
  for (let i = 0; i < tokens.length; i++) {
    for (const c of CUISINES) {
      const words = c.split(' ');
      // "greek yogurt", "french toast": the cuisine's word begins a food's name, and names the food, not a cuisine
      if (words.every((w, k) => is(tokens[i + k], w)) && !beginsFood(tokens, i, words.length))
        return { cuisine: c, at: i, length: words.length };
    }
  }
  // a family of them ("something asian"): the library's cuisines it holds are searched together
  return cuisineFamilyAt(tokens);
}

/**
 * Whether a catalogue food's name, longer than `length` words, starts at `at` ("greek yogurt"), or two or three
 * words there name one by an alias ("mexican cheese").
 */
function beginsFood(tokens: readonly Token[], at: number, length: number): boolean {
  const said = tokens.slice(at, at + 6).map((t) => t.norm);
  if (foodLexicon().foodPrefix(said) > length) return true;
  return [3, 2].some((n) => {
    if (n <= length || at + n > tokens.length) return false;
    const food = resolveFood(joinTokens(tokens.slice(at, at + n)));
    return food.kind === 'food' && !food.corrected;
  });
}

export function findStore(tokens: readonly Token[]): StoreId | undefined {
  for (let i = 0; i < tokens.length; i++) {
    for (const [words, id] of STORE_WORDS) if (words.every((w, k) => is(tokens[i + k], w))) return id;
  }
  // "tj's"
  return tokens.some((t) => t.norm === 'tj' || t.norm === 'tjs') ? 'trader-joes' : undefined;
}

/** A number token's value: "2,100" → 2100, "1.5" → 1.5; a number word's value; else undefined. */
export function numberOf(t: Token | undefined): number | undefined {
  if (!t) return undefined;
  if (t.kind === 'number') {
    const n = Number(t.text.replace(/,/g, ''));
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** Every number in the message (digits only: "a" is not a budget), with where it is. */
export function findNumbers(tokens: readonly Token[]): { value: number; at: number }[] {
  return tokens.flatMap((t, at) => {
    const value = numberOf(t);
    return value === undefined ? [] : [{ value, at }];
  });
}

/** "under 20 minutes", "15-minute", "in half an hour", "an hour": minutes; undefined when no time is named. */
export function findMinutes(tokens: readonly Token[]): number | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const n =
      numberOf(tokens[i]) ??
      (tokens[i].kind === 'word' && NUMBER_WORDS[tokens[i].norm] && !['a', 'an', 'dozen'].includes(tokens[i].norm)
        ? NUMBER_WORDS[tokens[i].norm]
        : undefined);
    if (n === undefined) continue;
    let j = i + 1;
    if (is(tokens[j], '-')) j++;
    if (isLemma(tokens[j], 'minute', 'min', 'mins', 'm')) return n;
    if (isLemma(tokens[j], 'hour', 'hr', 'hrs')) return n * 60;
  }
  // ("an" may be dropped before the grammar reads it, or never typed: "half hour max")
  if (findSeq(tokens, ['an|one|1', 'hour', 'and', 'a', 'half']) >= 0) return 90;
  if (findSeq(tokens, ['half', 'an|a', 'hour']) >= 0 || findSeq(tokens, ['half', 'hour']) >= 0) return 30;
  if (findSeq(tokens, ['quarter', 'of', 'an', 'hour']) >= 0) return 15;
  const hour = findSeq(tokens, ['an|one', 'hour']);
  if (hour >= 0) return 60;
  return undefined;
}

/**
 * A grocery line from the words that name it, read by the lexicon (chat/lexicon/things.ts): "2 gallons of milk" →
 * milk, 2, gallon; "half a dozen eggs" → eggs, 6; "some apples please" → apples; "5 bananas not 3 can you fix
 * that" → bananas, 5, instead of 3. Padding after the thing is never part of it.
 */
export function itemFromTokens(span: readonly Token[]): { item: string; quantity?: number; unit?: string; insteadOf?: number } {
  const words = span.filter((t) => t.kind !== 'punct' || ['-', "'", '&', '%'].includes(t.text));
  const thing = readThing(joinTokens(words));
  return {
    item: thing.name,
    ...(thing.quantity !== undefined ? { quantity: thing.quantity } : {}),
    ...(thing.unit ? { unit: thing.unit } : {}),
    ...(thing.insteadOf !== undefined ? { insteadOf: thing.insteadOf } : {}),
  };
}

/** The same for a piece of text ("2 gallons of milk"). */
export function parseGroceryItem(raw: string): { item: string; quantity?: number; unit?: string } {
  return itemFromTokens(tokenize(raw));
}

/** Words around a food that are not the food in a list of ingredients on hand. */
const ON_HAND_NOISE = new Set([
  'some',
  'a',
  'an',
  'the',
  'my',
  'leftover',
  'leftovers',
  'left',
  'over',
  'few',
  'bit',
  'of',
  'fresh',
  'any',
  'little',
  'couple',
]);

/** "spinach, rice and eggs" → ['spinach', 'rice', 'eggs']: each ingredient a clean short name. */
export function ingredientList(span: readonly Token[]): string[] {
  const out: string[] = [];
  let current: Token[] = [];
  const flush = () => {
    const words = current.filter((t) => !ON_HAND_NOISE.has(t.norm) && t.kind !== 'punct');
    const name = joinTokens(words).replace(/\s+/g, ' ').trim();
    if (name && name.length <= 40 && !out.includes(name)) out.push(name);
    current = [];
  };
  for (const t of span) {
    if (is(t, ',', 'and', '&', '+', 'or', 'plus', '/')) flush();
    else current.push(t);
  }
  flush();
  return out;
}

/** The token tests, where the engine's readers have always taken them. */
export { is, isLemma };
