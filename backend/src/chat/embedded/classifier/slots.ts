/**
 * The intent a classified message asks for, with its details read by the lexicon (entities.ts, lexicon/):
 * the classifier says what is asked, the lexicon what it is about. `missing` names the detail an intent
 * cannot do without (a food to add, a store, a number), so the assistant asks for it instead of guessing.
 * Pure.
 */
import { AISLES, DIET_NAMES, type Aisle } from '../../../kitchen/vocabulary.js';
import { dietsBrokenBy } from '../requests/eat-again.js';
import { normalizeUnit, SIZE_UNITS } from '../../../kitchen/units.js';
import { allergensNamed } from '../../../kitchen/dietary-rules.js';
import { foodLexicon } from '../../lexicon/foods.js';
import { householdItem } from '../../lexicon/household.js';
import { UNITS } from '../../lexicon/shorthand.js';
import { isEnglishWord } from '../../lexicon/english.js';
import {
  findCuisine,
  findDay,
  findDiet,
  findMeal,
  findMeasures,
  findMinutes,
  findNumbers,
  findStore,
  hasLemma,
  hasWord,
  isDayWord,
  is,
  isMealWord,
  itemFromTokens,
  type Measure,
} from '../entities.js';
import type { GroceryLineRequest, Intent, PreferenceList } from '../intents.js';
import { asksPace, medicalTopic, offTopic } from '../limits/limits.js';
import { joinTokens, type Token } from '../tokens.js';

export type Slotted = { intent: Intent } | { missing: Missing };
export type Missing = 'food' | 'day and meal' | 'store' | 'number' | 'diet' | 'nutrient' | 'what';

/** Words that only carry the sentence: never the start of a food's name. */
const CARRIERS = new Set(['a', 'an', 'the', 'my', 'some', 'any', 'to', 'of', 'on', 'in', 'for', 'with', 'and', 'or', 'it', 'is']);

interface Span {
  at: number;
  length: number;
}

/** Parts of speech a food's name is made of (X: a word the model does not know, often a food misspelt). */
const NAME_PARTS = new Set(['NOUN', 'PROPN', 'ADJ', 'X']);

/** Words for the list or the plan itself, never a household thing to buy ("my shopping", "the cart"). */
const NOT_THINGS = new Set([
  'list',
  'grocery',
  'groceries',
  'shopping',
  'cart',
  'basket',
  'store',
  'shop',
  'plan',
  'week',
  'meal',
  'order',
  'thing',
  'stuff',
  // courtesy, never a thing to buy ("…lemons pls, thx")
  'thanks',
  'thank',
  'please',
  'cheers',
]);
/** Words of amount, never a thing by themselves ("a couple", "a bunch"). */
const AMOUNT_WORDS = new Set(['couple', 'few', 'bunch', 'lot', 'lots', 'pair', 'bit', 'dozen', 'more', 'one', 'ones']);
const notAThing = (w: Token) =>
  NOT_THINGS.has(w.lemma) || NOT_THINGS.has(w.norm) || AMOUNT_WORDS.has(w.norm) || normalizeUnit(w.norm) !== null;

/**
 * A word the tagger read as a verb where only a thing can stand, after a verb, an auxiliary, a determiner, a preposition
 * or a count ("i have rice in my house", "some rice"): "chuck some bread on there" opens with its verb.
 */
const objectVerb = (tokens: readonly Token[], at: number) =>
  tokens[at].pos === 'VERB' && at > 0 && ['AUX', 'VERB', 'DET', 'ADP', 'NUM', 'ADJ'].includes(tokens[at - 1].pos);

/** Every catalogue food (or household thing, where `household`) the message names, longest first at each place, in order. */
export function foodSpans(tokens: readonly Token[], household = false): Span[] {
  const foods = foodLexicon();
  const spans: Span[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== 'word' || CARRIERS.has(t.norm) || isDayWord(t) || isMealWord(t)) continue;
    for (let n = Math.min(4, tokens.length - i); n >= 1; n--) {
      const span = tokens.slice(i, i + n);
      // a food is named by nouns and the words describing them: "chuck it on there" names no beef
      if (span.some((w, k) => w.kind !== 'word' || isDayWord(w) || isMealWord(w) || !(NAME_PARTS.has(w.pos) || objectVerb(tokens, i + k))))
        continue;
      const phrase = joinTokens(span);
      // a word followed by "some", "the", "it" is doing something to them, not naming a food ("chuck some bread on")
      if (i === 0 && ['some', 'the', 'a', 'an', 'it', 'them', 'this', 'that', 'my', 'me'].includes(tokens[i + n]?.norm ?? '')) continue;
      // a food as the catalogue spells it, or a slip of one ("brocolli": the handler puts it right and says so)
      const slip = n === 1 && t.pos !== 'VERB' && !isEnglishWord(t.norm) && foods.resolve(phrase).kind === 'food';
      if (foods.exact(phrase) || slip || allergensNamed(phrase).length || (household && !span.some(notAThing) && householdItem(phrase))) {
        spans.push({ at: i, length: n });
        i += n - 1;
        break;
      }
    }
  }
  return spans;
}

/** A grocery line from a food and the amount before it ("2 gallons of milk", "a dozen eggs"). */
function lineAt(tokens: readonly Token[], span: Span): GroceryLineRequest {
  let start = span.at;
  for (let k = 0; k < 3 && start > 0; k++) {
    const t = tokens[start - 1];
    // (a count said as a word too: "two kilo of rice", "a couple of lemons")
    const amount =
      t.kind === 'number' ||
      t.norm in UNITS ||
      AMOUNT_WORDS.has(t.norm) ||
      normalizeUnit(t.norm) !== null ||
      ['of', 'a', 'an', 'half'].includes(t.norm);
    if (!amount) break;
    start--;
  }
  const line = itemFromTokens(tokens.slice(start, span.at + span.length));
  return line.item ? line : { item: joinTokens(tokens.slice(span.at, span.at + span.length)) };
}

const named = (tokens: readonly Token[], span: Span) => joinTokens(tokens.slice(span.at, span.at + span.length));

const where = (tokens: readonly Token[]) => {
  const day = findDay(tokens);
  const meal = findMeal(tokens);
  return { ...(day ? { day } : {}), ...(meal ? { meal } : {}) };
};

const LEAST = ['least', 'lowest', 'fewest', 'less', 'cheapest', 'lightest', 'smallest', 'minimum'];
const MONEY = ['cost', 'costs', 'money', 'cheap', 'cheapest', 'expensive', 'spend', 'price', 'pricey', 'dollars', '$'];

function measureOf(tokens: readonly Token[]): Measure | undefined {
  return findMeasures(tokens)[0] ?? (hasWord(tokens, ...MONEY) ? 'cost' : undefined);
}

/** Which preference list a statement is about: an allergy word, a diet, else a dislike. */
function listOf(tokens: readonly Token[]): PreferenceList {
  if (hasLemma(tokens, 'allergy', 'allergic', 'allergies')) return 'allergies';
  if (findDiet(tokens)) return 'dietaryRestrictions';
  return 'dislikedIngredients';
}

function preference(type: 'addPreference' | 'removePreference', tokens: readonly Token[]): Slotted {
  const list = listOf(tokens);
  if (list === 'dietaryRestrictions') return { intent: { type, list, value: DIET_NAMES[findDiet(tokens)!] } };
  const food = foodSpans(tokens)[0];
  // a tag as the rules and the Preferences screen write it: first letter upper case
  const value = food ? named(tokens, food) : '';
  return food ? { intent: { type, list, value: value[0].toUpperCase() + value.slice(1) } } : { missing: 'food' };
}

/** The aisle of the list a message names, by the kitchen's aisle words ("produce", "the bakery", "frozen section"). */
function aisleOf(tokens: readonly Token[]): Aisle | undefined {
  return AISLES.find((aisle) =>
    aisle
      .toLowerCase()
      .split(/\s*&\s*|\s+/)
      .some((word) => tokens.some((t) => t.norm === word || t.lemma === word || t.norm === `${word}s`)),
  );
}

/** The intent `label` with the details the message names; or what it lacks. */
export function slotsFor(label: string, tokens: readonly Token[]): Slotted {
  const diet = findDiet(tokens);
  const cuisine = findCuisine(tokens)?.cuisine;
  const protein = findMeasures(tokens).includes('protein');
  switch (label) {
    case 'greeting':
    case 'help':
    case 'thanks':
    case 'decline':
    case 'groceryList':
    case 'preferences':
    case 'generatePlan':
      return { intent: { type: label } };
    case 'meal':
      return { intent: { type: 'meal', ...where(tokens), ...(hasLemma(tokens, 'weekend') ? { weekend: true } : {}) } };
    case 'cookTime':
      return { intent: { type: 'cookTime', ...where(tokens) } };
    case 'calories':
      return { intent: { type: 'calories', ...where(tokens), week: hasLemma(tokens, 'week', 'weekly') } };
    case 'nutrient': {
      const nutrient = findMeasures(tokens).find((m) => m === 'protein' || m === 'fat' || m === 'carbs');
      return nutrient
        ? { intent: { type: 'nutrient', nutrient, ...where(tokens), week: hasLemma(tokens, 'week', 'weekly') } }
        : { missing: 'nutrient' };
    }
    case 'cost': {
      const day = findDay(tokens);
      const list = hasLemma(tokens, 'list', 'grocery', 'groceries', 'shopping', 'bill', 'item');
      const most = hasWord(tokens, 'most', 'expensive', 'priciest', 'costliest');
      const what = list && most ? 'mostExpensive' : list ? 'list' : day ? 'day' : 'week';
      return { intent: { type: 'cost', what, ...(day && what === 'day' ? { day } : {}) } };
    }
    case 'dayMost': {
      const measure = measureOf(tokens);
      return measure ? { intent: { type: 'dayMost', measure, least: hasWord(tokens, ...LEAST) } } : { missing: 'nutrient' };
    }
    case 'quick':
      return {
        intent: {
          type: 'quick',
          maxMinutes: findMinutes(tokens) ?? 20,
          ...(findMeal(tokens) ? { meal: findMeal(tokens) } : {}),
          ...(diet ? { diet } : {}),
          ...(cuisine ? { cuisine } : {}),
        },
      };
    case 'recipes': {
      const food = foodSpans(tokens)[0];
      return {
        intent: {
          type: 'recipes',
          ...(food ? { query: named(tokens, food) } : {}),
          ...(diet ? { diet } : {}),
          ...(findMeal(tokens) ? { meal: findMeal(tokens) } : {}),
          ...(cuisine ? { cuisine } : {}),
          ...(protein ? { rank: 'protein' as const } : {}),
        },
      };
    }
    case 'cookWith': {
      const ingredients = foodSpans(tokens).map((s) => named(tokens, s));
      return ingredients.length
        ? { intent: { type: 'cookWith', ingredients, ...(findMeal(tokens) ? { meal: findMeal(tokens) } : {}) } }
        : { missing: 'food' };
    }
    case 'swap': {
      const day = findDay(tokens);
      const meal = findMeal(tokens);
      if (!day || !meal) return { missing: 'day and meal' };
      const maxMinutes = findMinutes(tokens);
      return {
        intent: {
          type: 'swap',
          day,
          meal,
          ...(diet ? { diet } : {}),
          ...(maxMinutes ? { maxMinutes } : {}),
          ...(hasWord(tokens, 'quicker', 'faster', 'quick', 'fast') && !maxMinutes ? { quicker: true } : {}),
          ...(hasWord(tokens, 'cheaper', 'cheap', 'cheapest') ? { cheaper: true } : {}),
          ...(cuisine ? { cuisine } : {}),
          ...(protein ? { rank: 'protein' as const } : {}),
        },
      };
    }
    case 'addGrocery': {
      const [first, ...rest] = foodSpans(tokens, true).map((s) => lineAt(tokens, s));
      return first ? { intent: { type: 'addGrocery', ...first, ...(rest.length ? { also: rest } : {}) } } : { missing: 'food' };
    }
    case 'checkGrocery':
    case 'removeGrocery': {
      const food = foodSpans(tokens, true)[0];
      if (!food) return { missing: 'food' };
      const item = named(tokens, food);
      return label === 'removeGrocery'
        ? { intent: { type: 'removeGrocery', item } }
        : { intent: { type: 'checkGrocery', item, checked: !hasWord(tokens, 'uncheck', 'unmark', 'untick') } };
    }
    case 'setStore': {
      const store = findStore(tokens);
      return store ? { intent: { type: 'setStore', store } } : { missing: 'store' };
    }
    case 'setNumber': {
      const value = findNumbers(tokens).at(-1)?.value;
      if (value === undefined) return { missing: 'number' };
      const money = tokens.some((t) => t.kind === 'currency') || hasLemma(tokens, 'budget', 'spend', 'dollar', 'buck');
      const field = protein ? 'proteinGoal' : money ? 'weeklyBudget' : findMeasures(tokens).includes('calories') ? 'calorieGoal' : null;
      // said as a statement or a request, a large change is asked first (requests/goals.ts)
      return field ? { intent: { type: 'setNumber', field, value, askIfLarge: true } } : { missing: 'what' };
    }
    case 'addPreference':
    case 'removePreference':
      return preference(label, tokens);
    case 'contains': {
      const food = foodSpans(tokens)[0];
      return food
        ? { intent: { type: 'contains', term: named(tokens, food), allergy: hasLemma(tokens, 'allergy', 'allergic', 'safe') } }
        : { missing: 'food' };
    }
    case 'dietCheck':
      return diet ? { intent: { type: 'dietCheck', diet, ...where(tokens) } } : { missing: 'diet' };
    // the list and the pantry, asked about one thing: the thing is a food or a household item
    case 'onList':
    case 'atHome':
    case 'lineFor': {
      const thing = foodSpans(tokens, true)[0];
      return thing ? { intent: { type: label, item: named(tokens, thing) } } : { missing: 'food' };
    }
    case 'listAisle': {
      const aisle = aisleOf(tokens);
      return aisle ? { intent: { type: 'listAisle', aisle } } : { missing: 'what' };
    }
    case 'eatAgain': {
      // a food, an allergen or a food a diet keeps out, no longer kept out
      const thing = foodSpans(tokens)[0];
      if (!thing) return { missing: 'food' };
      const food = named(tokens, thing);
      return { intent: { type: 'eatAgain', food, diets: dietsBrokenBy(food) } };
    }
    case 'setGroceryQuantity': {
      // a line and the amount it should be: the last figure said that is not the one put right ("5 not 3", "rather than 2")
      const thing = foodSpans(tokens, true)[0];
      if (!thing) return { missing: 'food' };
      const amount = findNumbers(tokens)
        .filter(({ at }) => (at < thing.at || at >= thing.at + thing.length) && !is(tokens[at - 1], 'not', 'than', 'of'))
        .at(-1);
      if (!amount) return { missing: 'number' };
      const unit = normalizeUnit(tokens[amount.at + 1]?.norm);
      return {
        intent: {
          type: 'setGroceryQuantity',
          item: named(tokens, thing),
          quantity: amount.value,
          ...(unit && !SIZE_UNITS.includes(unit) ? { unit } : {}),
        },
      };
    }
    case 'medical':
      return { intent: { type: 'medical', topic: medicalTopic(tokens) ?? 'advice', pace: asksPace(tokens) } };
    case 'offTopic':
      return { intent: { type: 'offTopic', topic: offTopic(tokens) ?? 'that' } };
    default:
      return { missing: 'what' };
  }
}
