/**
 * Whether a message asks a health question we give no verdict on, and of which kind — read by meaning from the
 * health vocabularies (chat/lexicon/health.ts), not from sentences: a medicine, a symptom or reaction, a condition,
 * pregnancy, a supplement asked about, a fast or a very low intake, how fast to lose weight, a doctor's word
 * asked about. A misspelt health word that is no English word and no food is read as the one it is a slip of
 * ("diabetis"). Pure.
 */
import { isEnglishWord } from '../../lexicon/english.js';
import { foodLexicon } from '../../lexicon/foods.js';
import {
  CLINICIANS,
  HEALTH,
  INFANT_FEEDING,
  MAY_WORDS,
  MOVING_WORDS,
  OWNERS,
  PACE_WORDS,
  TAKING_VERBS,
  VERDICT_WORDS,
  WEIGHT_WORDS,
  type HealthVocabulary,
} from '../../lexicon/health.js';
import { withinSlips } from '../../lexicon/typos.js';
import { findDay, findMeal, hasLemma, is, isLemma, isMealWord, numberOf } from '../entities.js';
import type { Token } from '../tokens.js';

export type HealthKind = keyof typeof HEALTH;
export type MedicalTopic = HealthKind | 'weightLoss' | 'lowCalories' | 'advice' | 'infant';

const said = (t: Token | undefined, words: readonly string[]) =>
  t !== undefined && (words.includes(t.text) || words.includes(t.norm) || words.includes(t.lemma));

/** Every single word of the vocabularies, for reading a slip of one. */
const ALL_WORDS: readonly [string, HealthKind][] = (Object.entries(HEALTH) as [HealthKind, HealthVocabulary][]).flatMap(([kind, v]) =>
  v.words.filter((w) => w.length >= 5 && /^[a-z]+$/.test(w)).map((w) => [w, kind] as [string, HealthKind]),
);

/** The health word a slip stands for ("diabetis" → diabetes): only for a word that is neither English nor a food. */
function slipOf(t: Token): HealthKind | null {
  if (t.kind !== 'word' || t.text.length < 5 || isEnglishWord(t.text) || foodLexicon().exact(t.text)) return null;
  const hit = ALL_WORDS.find(([w]) => withinSlips(t.text, w) !== null);
  return hit ? hit[1] : null;
}

/** Whether the words of `phrase` stand in a row from `i`. */
const phraseAt = (tokens: readonly Token[], i: number, phrase: string) => phrase.split(' ').every((w, k) => said(tokens[i + k], [w]));

/** The words around `i`, within two words either side, punctuation left out. */
function around(tokens: readonly Token[], i: number): Token[] {
  const words = tokens.map((t, k) => ({ t, k })).filter(({ t }) => t.kind !== 'punct');
  const at = words.findIndex((w) => w.k === i);
  return words
    .slice(Math.max(0, at - 2), at + 3)
    .filter((w) => w.k !== i)
    .map((w) => w.t);
}

function namesAt(tokens: readonly Token[], i: number, v: HealthVocabulary): boolean {
  const t = tokens[i];
  if (said(t, v.words) && !Object.entries(v.notBefore ?? {}).some(([w, next]) => said(t, [w]) && said(tokens[i + 1], next))) return true;
  if (v.phrases?.some((p) => phraseAt(tokens, i, p) && !said(tokens[i + p.split(' ').length], v.notBefore?.[p] ?? []))) return true;
  if (said(t, v.owned ?? []) && said(tokens[i - 1], OWNERS)) return true;
  const companions = Object.entries(v.near ?? {}).find(([w]) => said(t, [w]))?.[1];
  return companions !== undefined && around(tokens, i).some((w) => said(w, companions));
}

/** The kinds of health words a message names, in the order of the vocabularies. */
export function healthKinds(tokens: readonly Token[]): Set<HealthKind> {
  const found = new Set<HealthKind>();
  for (let i = 0; i < tokens.length; i++) {
    for (const [kind, v] of Object.entries(HEALTH) as [HealthKind, HealthVocabulary][]) if (namesAt(tokens, i, v)) found.add(kind);
    const slip = slipOf(tokens[i]);
    if (slip) found.add(slip);
  }
  return found;
}

/** A verdict or advice asked for ("should", "is it ok", "too much"); "need to buy" is a list question, not one. */
function asksVerdict(tokens: readonly Token[]): boolean {
  return tokens.some((t, i) => said(t, VERDICT_WORDS) && !(is(t, 'need') && is(tokens[i + 1], 'to') && !is(tokens[i + 2], 'take', 'eat')));
}

/** How many words the supplement named at `i` takes ("fish oil": two), or 0 when none is named there. */
function supplementAt(tokens: readonly Token[], i: number): number {
  const v = HEALTH.supplement;
  const phrase = v.phrases?.find((p) => phraseAt(tokens, i, p));
  if (phrase) return phrase.split(' ').length;
  return namesAt(tokens, i, v) || slipOf(tokens[i]) === 'supplement' ? 1 : 0;
}

const isPunct = (t: Token | undefined) => t?.kind === 'punct';
/** The person asked of is the assistant ("can you give me protein powder recipes"): a request, no dose. */
const ASSISTANT = ['you', 'u'];

/**
 * "can my 5 yr old take melatonin", "could i give her zinc before bed", "may i have creatine": whether someone may
 * take the supplement named at `s`, asked. "can you take the vitamins off my list" moves a line.
 */
function askedToTake(tokens: readonly Token[], s: number, length: number): boolean {
  let start = s;
  while (start > 0 && !isPunct(tokens[start - 1])) start--;
  const before = tokens.slice(start, s);
  const verb = before.findLastIndex((t) => isLemma(t, ...TAKING_VERBS));
  if (verb < 0 || before.length - verb > 5) return false;
  const asking = before.slice(0, verb).findIndex((t) => said(t, MAY_WORDS));
  if (asking < 0 || said(before[asking + 1], ASSISTANT)) return false;
  const after = tokens.slice(s + length);
  const end = after.findIndex(isPunct);
  // "can i have protein powder pancakes": a dish made with it, eaten
  if (after[0]?.pos === 'NOUN' && foodLexicon().isFoodWord(after[0].text)) return false;
  return !(end < 0 ? after : after.slice(0, end)).some((t) => said(t, MOVING_WORDS));
}

/**
 * "how much melatonin for a toddler", "how many vitamins a day", "how much creatine can i have": an amount of the
 * supplement named at `s` to take. "how much protein powder do i have" (without a may) and "how much fish oil is on
 * my list" ask what the list or the kitchen holds.
 */
function asksAmount(tokens: readonly Token[], s: number, length: number): boolean {
  if (!is(tokens[s - 2], 'how') || !is(tokens[s - 1], 'much', 'many')) return false;
  let may = false;
  for (const t of tokens.slice(s + length)) {
    if (isPunct(t)) break;
    if (said(t, MAY_WORDS)) may = true;
    else if (isLemma(t, 'have')) return may;
    else if (isLemma(t, ...TAKING_VERBS)) return true;
    else if (isLemma(t, 'be') || (t.pos === 'VERB' && !isLemma(t, 'do'))) return false;
  }
  return true;
}

/** A dose of a supplement asked: whether someone may take it, or how much. */
function asksDose(tokens: readonly Token[]): boolean {
  return tokens.some((_, i) => {
    const length = supplementAt(tokens, i);
    return length > 0 && (askedToTake(tokens, i, length) || asksAmount(tokens, i, length));
  });
}

/** "to fast", "a water fast", "fast for three days", "intermittent fasting": a fast, not speed ("how fast", "something fast"). */
function fastAt(tokens: readonly Token[], i: number): boolean {
  if (!is(tokens[i], 'fast')) return false;
  const before = tokens[i - 1];
  const after = tokens[i + 1];
  if (is(after, 'food', 'foods', 'dinner', 'lunch', 'breakfast', 'meal', 'meals', 'recipe', 'recipes', 'one', 'option', 'options'))
    return false;
  if (is(before, 'to', 'i', 'we', 'a', 'water', 'juice', 'intermittent', 'day', 'hour', 'dry', 'long')) return true;
  return is(after, 'for') && (numberOf(tokens[i + 2]) !== undefined || is(tokens[i + 2], 'a', 'an', 'a few', 'several', 'two', 'three'));
}

/** "skip breakfast and lunch… good plan?", "is skipping meals ok": not eating, asked about. */
const skipsMeals = (tokens: readonly Token[]) =>
  tokens.some((t, i) => isLemma(t, 'skip') && tokens.slice(i + 1, i + 4).some((w) => isMealWord(w) || is(w, 'meals', 'meal'))) &&
  asksVerdict(tokens);

/**
 * "lose 10 pounds", "how fast can i drop weight", "shed a stone": a change of weight asked about. Said only as the
 * reason of a question about a planned meal ("how many calories is tuesday dinner, trying to lose weight"), the
 * question is the plan's.
 */
function changesWeight(tokens: readonly Token[]): boolean {
  // the weight after the verb ("lose 10 pounds") or before it ("the most weight i can lose")
  const at = tokens.findIndex(
    (t, i) =>
      isLemma(t, 'lose', 'drop', 'shed', 'gain', 'burn', 'cut') &&
      [...tokens.slice(i + 1, i + 5), ...tokens.slice(Math.max(0, i - 3), i)].some((w) => said(w, WEIGHT_WORDS)),
  );
  if (at < 0) return false;
  const figure = tokens.slice(at + 1, at + 5).some((w) => numberOf(w) !== undefined || is(w, 'a', 'an'));
  return figure || !(findMeal(tokens) || findDay(tokens)?.kind === 'weekday');
}

const CALORIE_WORDS = ['calorie', 'calories', 'kcal', 'cal', 'cals'];
const LOW_VERDICTS = [
  'safe',
  'healthy',
  'dangerous',
  'unhealthy',
  'harmful',
  'enough',
  'ok',
  'okay',
  'too',
  'hurt',
  'bad',
  'fine',
  'alright',
];

/**
 * "is 800 calories a day safe", "can i just eat 600 calories on weekdays", "is 1100 too little": eating below what a
 * plan allows, asked about (a figure of a planned day or meal is the plan's own question).
 */
function asksLowIntake(tokens: readonly Token[], asked: boolean): boolean {
  const figure = tokens
    .map((t, i) => (said(tokens[i + 1], CALORIE_WORDS) ? (numberOf(t) ?? Infinity) : Infinity))
    .reduce((a, b) => Math.min(a, b), Infinity);
  if (figure < 1200 && hasLemma(tokens, ...LOW_VERDICTS)) return true;
  return figure < 1000 && asked && !findMeal(tokens) && findDay(tokens)?.kind !== 'weekday';
}

/**
 * A health question we give no verdict on, by kind; null when the message is not one. `asked`: the message is a
 * question (a supplement, a skipped meal or a doctor's word is one only when a verdict, or a supplement's dose, is asked).
 */
export function medicalTopic(tokens: readonly Token[], asked = true): MedicalTopic | null {
  const kinds = healthKinds(tokens);
  // the kind whose reply fits best first: a medicine's mix with food, pregnancy, a reaction, a condition
  for (const kind of ['medication', 'pregnancy', 'symptom', 'condition'] as const) if (kinds.has(kind)) return kind;
  if (kinds.has('fasting') || tokens.some((_, i) => fastAt(tokens, i)) || skipsMeals(tokens)) return 'fasting';
  if (changesWeight(tokens)) return 'weightLoss';
  if (kinds.has('supplement') && (asksVerdict(tokens) || asksDose(tokens))) return 'supplement';
  // (a supplement for a child is the supplement's: "can i give my toddler probiotics")
  if (feedsInfant(tokens)) return 'infant';
  if (asksLowIntake(tokens, asked)) return 'lowCalories';
  // "my doctor says my iron is low, how much red meat should i eat": a clinician's word, asked about
  if (asked && tokens.some((t) => said(t, CLINICIANS)) && asksVerdict(tokens)) return 'advice';
  return null;
}

/** A baby named: "my baby", "our newborn", "my 8 month old", "a 9-month-old" ("baby spinach", "baby carrots" are foods). */
function namesInfant(tokens: readonly Token[]): boolean {
  const { words, ages } = INFANT_FEEDING;
  const word = (i: number) => (tokens[i]?.text === '-' ? i + 1 : i);
  return tokens.some((t, i) => {
    const next = tokens[i + 1];
    if (said(t, words)) return !(next?.pos === 'NOUN' && foodLexicon().isFoodWord(next.text));
    // "8 month old", "8-month-old", "6 mo old"
    if (/^\d+-?(?:month|mo|week|wk)s?-old$/.test(t.text)) return true;
    const unit = word(i + 1);
    return numberOf(t) !== undefined && said(tokens[unit], ages) && is(tokens[word(unit + 1)], 'old');
  });
}

/** Whether a baby being fed a food is asked about: whether, or when, it may eat it ("is honey ok for my baby"). */
const feedsInfant = (tokens: readonly Token[]) =>
  namesInfant(tokens) &&
  tokens.some((t) => said(t, INFANT_FEEDING.asking)) &&
  (hasLemma(tokens, ...INFANT_FEEDING.feeding) || tokens.some((t) => is(t, 'safe', 'ok', 'okay', 'alright', 'fine')));

/** Whether a weight-loss question asks how fast or how much (kept for the reply's wording). */
export const asksPace = (tokens: readonly Token[]) => tokens.some((t) => said(t, PACE_WORDS));

/** Whether words name a symptom or a condition: never the name of a food, a line or a like ("got a rash" is no purchase). */
export const namesIllness = (tokens: readonly Token[]) => {
  const kinds = healthKinds(tokens);
  return kinds.has('symptom') || kinds.has('condition');
};
