/**
 * The message before, said again with one thing changed: "oh and olives too" after "i can't stand mushrooms" is
 * "i can't stand olives"; "the biscuits as well" after "take the crisps off my list" takes the biscuits off; "and the
 * slowest?" after "which dinner is quickest this week" asks the slowest. What the message before asked is kept (a
 * dislike stays a dislike, a question stays a question); only the food or the word changes. Pure, over the embedded
 * assistant's tokens; the food words come from the catalogue, the allergen record and the household things.
 */
import { findMeasures, hasWord, isDayWord, isMealWord } from '../embedded/entities.js';
import type { Intent } from '../embedded/intents.js';
import { aisleIn, aisleOnly, termIn } from '../embedded/questions/questions.js';
import { joinTokens, tokenize, type Token } from '../embedded/tokens.js';
import { AROUND_SAID_AGAIN, EITHER_SAID_AGAIN } from '../lexicon/conversation-words.js';
import { QUESTION_WORDS } from '../lexicon/question-words.js';
import { resolveFood } from '../lexicon/foods.js';
import { householdItem } from '../lexicon/household.js';
import { tooForTwo } from '../lexicon/shorthand.js';

/** At most this many words name the food said again ("sour cream", "greek yogurt"). */
const MAX_FOOD_WORDS = 3;

/** The words of a message that are not padding around what is said again; null when a number, day or meal is among them. */
function saidOnly(message: string, { afterRule = false } = {}): Token[] | null {
  const said = tokenize(message);
  // ("or goat cheese either" after a dislike: with the tag, its "or" and the tag are words around the food too)
  const either = afterRule && said.some((t) => EITHER_SAID_AGAIN.tags.has(t.norm));
  const around = (t: Token) =>
    AROUND_SAID_AGAIN.has(t.norm) ||
    AROUND_SAID_AGAIN.has(t.lemma) ||
    (either && (EITHER_SAID_AGAIN.tags.has(t.norm) || EITHER_SAID_AGAIN.joins.has(t.norm)));
  const rest = said.filter((t) => t.kind !== 'punct' && !around(t));
  if (!rest.length || rest.some((t) => t.kind === 'number' || isDayWord(t) || isMealWord(t))) return null;
  return rest;
}

/** The phrase is a food of the catalogue (or one of a few it could be), an allergen, or a thing for the house. */
const namesFood = (phrase: string) => {
  const read = resolveFood(phrase);
  // (a food only by a slip put right is none: "price" is no "rice")
  return (
    termIn(tokenize(phrase))?.toLowerCase() === phrase.toLowerCase() ||
    (read.kind === 'food' && !read.corrected) ||
    householdItem(phrase) !== null
  );
};
/** Readings of a rule or a like of the person's own: a food said again after one is kept or let back the same way. */
const RULES: ReadonlySet<Intent['type']> = new Set(['addPreference', 'removePreference', 'eatAgain']);
/** What the grammar reads a bare noun as, alone: nothing, or a line to add. */
const BARE_THING: ReadonlySet<string> = new Set(['unknown', 'addGrocery']);

/** The food an intent is about, as the message said it: a line, a dislike or allergy, a food in a meal, a food looked for. */
function foodOf(intent: Intent): string | null {
  const fields = intent as unknown as Record<string, unknown>;
  for (const key of ['item', 'value', 'food', 'term'])
    if (typeof fields[key] === 'string' && fields[key]) return (fields[key] as string).toLowerCase();
  const ask = fields.ask as { term?: unknown } | undefined;
  return typeof ask?.term === 'string' ? ask.term.toLowerCase() : null;
}

/** `text` with the first whole-word `from` (any case) replaced by `to`; null when `from` is not in it. */
function replaceWords(text: string, from: string, to: string): string | null {
  const at = new RegExp(`(^|[^\\p{L}\\p{N}])${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[^\\p{L}\\p{N}])`, 'iu').exec(text);
  if (!at) return null;
  const start = at.index + at[1].length;
  return `${text.slice(0, start)}${to}${text.slice(start + from.length)}`;
}

/**
 * "oh and olives too", "the biscuits as well", "and shellfish?": the message before, of this food instead of its own;
 * null when this message says more than a food, or the message before named none, or read so it means another thing.
 */
export function saidAgainWithFood(typed: string, before: string, parse: (text: string) => Intent): { intent: Intent; said: string } | null {
  // ("n leeks 2" after a dislike: a rule has no amount, so the "2" is "too")
  const afterRule = RULES.has(parse(before).type);
  const message = afterRule ? tooForTwo(typed) : typed;
  const rest = saidOnly(message, { afterRule });
  if (!rest || rest.length > MAX_FOOD_WORDS) return null;
  const food = joinTokens(rest).trim();
  // a message that reads as its own ask about another thing than all its words is that ask ("grab some paper towels"
  // is an add of paper towels, not "grab paper towels" said again after an allergy)
  // and one that reads as a change to confirm is asked about as itself ("no mushrooms" after an allergy was added)
  const ownReading = parse(message);
  if (ownReading.type === 'confirm') return null;
  const own = foodOf(ownReading);
  if (own && own !== food.toLowerCase()) return null;
  // a food the kitchen knows (its catalogue, the allergen record) or a household thing: "price?" or "swap" is no food;
  // else only nouns the grammar too reads as a thing to buy, never asked ("the biscuits as well" of a line of one's own)
  const asThing = rest.every((t) => t.pos === 'NOUN' || t.pos === 'PROPN') && !message.includes('?') && BARE_THING.has(parse(message).type);
  if (!namesFood(food) && !asThing) return null;
  const asked = parse(before);
  // "the salsa as well" after "put milk on and delete the soda": the last change of several is the one said again
  const lastAsk = asked.type === 'several' ? lastChangeSaid(before, asked, parse) : null;
  if (asked.type === 'several' && !lastAsk) return null;
  const [first, told] = lastAsk ? [lastAsk.intent, lastAsk.said] : [asked, before];
  const was = foodOf(first);
  if (!was || was === food.toLowerCase()) return null;
  const said = replaceWords(told, was, food);
  const intent = said ? parse(said) : null;
  return intent && intent.type === first.type && foodOf(intent) !== was ? { intent, said: said! } : null;
}

/** Where a message of several changes is cut into its changes: a comma or semicolon, "and", "then". */
const CHANGE_CUTS = /\s*[,;]\s*(?:and\s+|then\s+)?|\s+(?:and then|and|then)\s+/i;

/** The words of a message of several changes that ask its last one, and that change; null when no piece asks it alone. */
function lastChangeSaid(message: string, several: Intent, parse: (text: string) => Intent): { intent: Intent; said: string } | null {
  if (several.type !== 'several') return null;
  const last = several.parts[several.parts.length - 1];
  const food = foodOf(last);
  const pieces = message.split(CHANGE_CUTS).reverse();
  const said = pieces.find((piece) => {
    const read = parse(piece);
    return read.type === last.type && foodOf(read) === food;
  });
  return said && food ? { intent: last, said } : null;
}

/**
 * "and the slowest?", "what about the least": a pick of the week's plan asked again with one word changed (the word
 * said put in place of each word of the question before in turn; the first reading that asks another pick wins).
 */
export function saidAgainWithWord(
  message: string,
  before: string,
  parse: (text: string) => Intent,
): { intent: Intent; said: string } | null {
  const rest = saidOnly(message);
  if (!rest || rest.length !== 1) return null;
  const first = parse(before);
  if (first.type !== 'weekPick') return null;
  const words = tokenize(before);
  for (let i = 0; i < words.length; i++) {
    if (words[i].kind !== 'word') continue;
    const said = joinTokens([...words.slice(0, i), { ...rest[0], space: words[i].space }, ...words.slice(i + 1)]);
    const intent = parse(said);
    if (intent.type === 'weekPick' && JSON.stringify(intent) !== JSON.stringify(first)) return { intent, said };
  }
  return null;
}

/** Words that only join a figure to the measure said again ("and carbs to 200", "protein at 140"). */
const FIGURE_JOINERS: ReadonlySet<string> = new Set(['to', 'at', 'of', 'g', 'grams', 'gram']);

/**
 * "and protein?" after "how many calories am i eating this week", "and carbs to 200" after "set my protein goal to
 * 150g": the message before asked again of another measure (calories, protein, carbs, fat, cost), and with the figure
 * said when one is. What the message before was about (the week, a goal) is kept. The reading of it stands even when
 * the grammar understands none ("set my carbs goal to 200" is asked about as itself, never a grocery line "carbs 200").
 * Null when the message says more than a measure (and a figure), or the message before named no measure.
 */
export function saidAgainWithMeasure(
  message: string,
  before: string,
  parse: (text: string) => Intent,
): { intent: Intent; said: string } | null {
  const tokens = tokenize(message).filter(
    (t) => t.kind !== 'punct' && !AROUND_SAID_AGAIN.has(t.norm) && !AROUND_SAID_AGAIN.has(t.lemma) && !FIGURE_JOINERS.has(t.norm),
  );
  const measures = tokens.filter((t) => findMeasures([t]).length);
  const figures = tokens.filter((t) => t.kind === 'number');
  if (measures.length !== 1 || figures.length > 1 || measures.length + figures.length !== tokens.length) return null;
  const words = tokenize(before);
  const at = words.findIndex((t) => findMeasures([t]).length);
  if (at < 0 || findMeasures([words[at]])[0] === findMeasures(measures)[0]) return null;
  const figureAt = words.findIndex((t) => t.kind === 'number');
  // (a figure said now replaces the one before; none said, none before: "and protein?" after a question)
  if (figures.length && figureAt < 0) return null;
  const swapped = words.map((t, i) =>
    i === at ? { ...measures[0], space: t.space } : figures.length && i === figureAt ? { ...figures[0], space: t.space } : t,
  );
  const said = joinTokens(swapped);
  return { intent: parse(said), said };
}

/**
 * "and spices?", "what about dairy" after the lines of one aisle were listed: the same question of that aisle. Null
 * unless the message says only an aisle and the one before asked about an aisle of the list.
 */
export function saidAgainWithAisle(message: string, before: string, listedLines: boolean): Intent | null {
  const rest = saidOnly(message);
  const aisle = rest && listedLines ? aisleOnly(rest) : null;
  // (the list's aisle: "what's in my pantry" listed things at home, which have no aisles asked of them)
  const earlier = tokenize(before);
  const ofList = hasWord(earlier, 'list', 'groceries', 'grocery', 'shopping') || !hasWord(earlier, ...QUESTION_WORDS.home);
  const asked = aisle && ofList ? aisleIn(earlier) : null;
  return aisle && asked && asked !== aisle ? { type: 'listAisle', aisle } : null;
}
