/**
 * A recipe search said of one planned meal is a swap of that meal with the search's condition: "can we have
 * something veggie on wednesday for dinner", "i don't have time wednesday night, something fast", "can friday dinner
 * be fish". Read as a search it lists recipes and leaves the day's meal as it is. A question is read so only when it
 * asks for the meal to be something and not for a list ("what vegetarian recipes are there for thursday dinner"
 * stays a search). Pure.
 */
import { findSlotDay, findMeal, is, isDayWord, isMealWord } from '../entities.js';
import type { Intent } from '../intents.js';
import { joinTokens, type Token } from '../tokens.js';
import { foodLexicon, resolveFood } from '../../lexicon/foods.js';
import { asksOfPlanned, slotWishes } from '../../lexicon/swap-wishes.js';
import { WEEKDAY_NAMES } from '../../../kitchen/vocabulary.js';

type Swap = Extract<Intent, { type: 'swap' }>;

const says = (tokens: readonly Token[], words: ReadonlySet<string>) => tokens.some((t) => words.has(t.norm) || words.has(t.lemma));

/** Words that carry no condition of their own around a slot and its wish. */
const PADDING = [
  'be',
  'please',
  'pls',
  'plz',
  'instead',
  'something',
  'can',
  'could',
  'would',
  'we',
  'i',
  'it',
  'have',
  'with',
  'w',
  '/',
  'for',
  'on',
  'a',
  'the',
  'just',
  'maybe',
];

/** Words before the question's own opener that ask nothing ("hey, is …", "so will …"). */
const BEFORE_OPENER = ['hey', 'hi', 'so', 'ok', 'okay', 'and', 'quick', 'question', 'q', 'um', 'also'];

/**
 * Whether a question opens on "is", "will", "does" … with the slot its subject ("is saturday lunch quick?", "will
 * tonight's dinner be cheap"): it asks what the planned meal is, never wishes it were another ("do you have any ideas
 * for tonight" asks for ideas).
 */
function asksOfPlannedMeal(tokens: readonly Token[], asked: boolean): boolean {
  if (!asked) return false;
  const at = tokens.findIndex((t) => t.kind !== 'punct' && !is(t, ...BEFORE_OPENER));
  if (at < 0 || !is(tokens[at], ...asksOfPlanned())) return false;
  let subject = at + 1;
  while (is(tokens[subject], 'the', 'my', 'our', 'this', 'that')) subject++;
  return !!tokens[subject] && (isDayWord(tokens[subject]) || isMealWord(tokens[subject]));
}

/**
 * "is saturday lunch quick?", "will friday dinner be under 30 min?", "is sunday lunch thai?": a yes/no question of one
 * planned meal, read as a read of that meal (its cook time when time is asked), never a search or a swap; null for
 * anything else.
 */
export function plannedAsked(intent: Intent, tokens: readonly Token[], asked: boolean): Intent | null {
  const day = findSlotDay(tokens);
  const meal = findMeal(tokens);
  if (!day || !meal || !asksOfPlannedMeal(tokens, asked)) return null;
  if (intent.type === 'quick' || (intent.type === 'swap' && (intent.maxMinutes || intent.quicker))) return { type: 'cookTime', day, meal };
  return intent.type === 'recipes' || intent.type === 'swap' ? { type: 'meal', day, meal } : null;
}

/** A swap of the one meal a search or a read of a slot names with a condition; null when it names none or asks for a list. */
export function slotSearch(intent: Intent, tokens: readonly Token[], asked: boolean, parse: (text: string) => Intent): Swap | null {
  if (asksOfPlannedMeal(tokens, asked)) return null;
  const day = findSlotDay(tokens);
  // (a weekday's meal: "something fast for dinner tonight" stays a search of what to cook)
  if (day?.kind !== 'weekday') return null;
  const { wish, listing } = slotWishes();
  if (says(tokens, listing) || !says(tokens, wish)) return null;
  if (intent.type === 'recipes' || intent.type === 'quick') {
    if (!intent.meal) return null;
    const condition = {
      ...(intent.diet ? { diet: intent.diet } : {}),
      ...(intent.cuisine ? { cuisine: intent.cuisine } : {}),
      ...(intent.type === 'quick' ? { maxMinutes: intent.maxMinutes } : {}),
      ...(intent.type === 'recipes' && intent.rank === 'protein' ? { rank: 'protein' as const } : {}),
    };
    if (!Object.keys(condition).length) return null;
    return { type: 'swap', day, meal: intent.meal, ...condition };
  }
  // "can friday dinner be fish", "friday dinner fish please": a read of the slot with a food or a diet said beside it
  if (intent.type !== 'meal' || !intent.meal || asked !== is(tokens[0], 'can', 'could', 'would')) return null;
  const rest = tokens.filter((t) => t.kind !== 'punct' && !isDayWord(t) && !isMealWord(t) && !is(t, ...PADDING) && !findMeal([t]));
  if (!rest.length || rest.length > 3) return null;
  const said = joinTokens(rest);
  const slot = `${WEEKDAY_NAMES[day.weekday].toLowerCase()} ${intent.meal}`;
  const read = parse(`swap ${slot} for something ${said}`);
  if (read.type !== 'swap') return null;
  const known =
    read.diet !== undefined ||
    read.cuisine !== undefined ||
    (read.query !== undefined && (resolveFood(read.query).kind !== 'none' || foodLexicon().isFoodWord(read.query)));
  return known ? { ...read, day, meal: intent.meal } : null;
}
