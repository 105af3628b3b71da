/**
 * A health question told beside a change, or read as one by mistake: which of the two the message is. A calorie goal
 * set with an aim of how fast to lose weight stays the change, marked so it is asked first with a word that we
 * cannot advise on the pace; a change asked in its own words ("i'm pregnant, add folic acid to my list", "add
 * antacids to my list") is done; words that only tell of a symptom or a condition ("got a rash after the
 * strawberries": no purchase of "rash") get the health reply. Pure.
 */
import { resolveFood } from '../../lexicon/foods.js';
import { storedName } from '../../lexicon/stored-names.js';
import { allergensNamed } from '../../../kitchen/dietary-rules.js';
import type { Intent } from '../intents.js';
import type { Clause } from '../mood.js';
import { joinTokens, tokenize, type Token } from '../tokens.js';
import { medicalTopic, namesIllness } from './health.js';
import { is } from '../entities.js';

type Medical = Extract<Intent, { type: 'medical' }>;

/** Words that join two parts of one message: each part may ask for something of its own. */
const JOINS = ['so', 'and', 'but', 'then', 'because', 'cause', 'cuz', 'also', 'plus'];

/** The parts of a message between punctuation and joining words ("i'm pregnant so add folic acid" → two parts). */
function partsOf(tokens: readonly Token[]): Token[][] {
  const parts: Token[][] = [[]];
  for (const t of tokens) {
    if ((t.kind === 'punct' && t.text !== '-' && t.text !== "'") || is(t, ...JOINS)) parts.push([]);
    else parts[parts.length - 1].push(t);
  }
  return parts.filter((p) => p.some((t) => t.kind === 'word'));
}

/** The names a change would store or act on: an item, a value, a food. */
function namesOf(intent: Intent): string[] {
  const fields = intent as unknown as Record<string, unknown>;
  return ['item', 'value', 'food', 'term'].map((k) => fields[k]).filter((v): v is string => typeof v === 'string');
}

export interface Reading {
  parse: (text: string) => Intent;
  isChange: (intent: Intent) => boolean;
}

/** What a message that names a health matter means, given the grammar's reading of it. */
export function healthOrChange(
  medical: Medical,
  intent: Intent,
  tokens: readonly Token[],
  clauses: readonly Clause[],
  read: Reading,
): Intent {
  // a food out of a meal asks for a change too, though it is offered first ("…, they upset my stomach")
  const asksChange = (i: Intent) => read.isChange(i) || i.type === 'removeFromMeal';
  // "i'm pregnant so add folic acid to my list": a part with no health word asks for the change itself
  const ownChange = () =>
    partsOf(tokens)
      .filter((part) => !medicalTopic(part, false))
      .map((part) => read.parse(joinTokens(part)))
      .find((part) => asksChange(part));
  // "coeliac here", "being celiac i can't have wheat": a condition told with the diet or food it keeps out
  const ruled = medical.topic === 'condition' ? conditionRule(intent, read, tokens) : null;
  if (ruled) return ruled;
  if (!asksChange(intent)) return ownChange() ?? medical;
  // a calorie goal set to lose weight at a pace: set, asked first, with no word on the pace (requests/handlers.ts)
  if (intent.type === 'setNumber' && intent.field === 'calorieGoal')
    return medical.topic === 'weightLoss' && medical.pace ? { ...intent, weightLoss: true } : intent;
  if (intent.type === 'changeGoal' && intent.field === 'calorieGoal') return intent;
  // a symptom or a condition is never a thing to buy, like or store
  if (namesOf(intent).some((name) => namesIllness(tokenize(name)))) return medical;
  // "no more strawberries they give me hives": a food kept out for a reaction is kept out, as the medical reply offers
  // (or asked first, as the grammar asks of a food it cannot tell an allergy from a dislike)
  const keptOut = intent.type === 'confirm' ? read.parse(intent.request) : intent;
  if (
    keptOut.type === 'addPreference' &&
    keptOut.list !== 'dietaryRestrictions' &&
    medical.topic === 'symptom' &&
    (resolveFood(keptOut.value).kind !== 'none' || allergensNamed(keptOut.value.toLowerCase()).length > 0 || nearFood(keptOut))
  )
    return intent;
  if (clauses.some((c) => c.mood === 'request')) return intent;
  return ownChange() ? intent : medical;
}

/**
 * "i don't like leaks, they make me feel sick": a food misspelt as another word is still the food kept out — the
 * bounds ask "did you mean Leek?" before anything is stored, so the reply is that question, not the health one.
 */
function nearFood(kept: Extract<Intent, { type: 'addPreference' }>): boolean {
  const stored = storedName(kept.value, kept.list === 'allergies' ? 'allergy' : 'dislike');
  return stored.kind === 'known' || stored.options.length > 0;
}

/**
 * A condition told with what it keeps out is no longer a guess between a dislike, an allergy and a diet: the diet the
 * record names for it ("coeliac" is Gluten-Free) is kept, and a food that names an allergen is an allergy. Null when
 * the reading keeps nothing out.
 */
function conditionRule(intent: Intent, read: Reading, tokens: readonly Token[]): Intent | null {
  // ("being coeliac i cannot eat gluten": what the asker keeps out is said from the "i" on)
  const own = () =>
    tokens
      .map((t, k) => (k > 0 && is(t, 'i', 'we') ? read.parse(joinTokens(tokens.slice(k))) : null))
      .find((r) => r?.type === 'addPreference' || r?.type === 'confirm');
  const said = intent.type === 'addPreference' || intent.type === 'confirm' ? intent : (own() ?? intent);
  const keptOut = said.type === 'confirm' ? read.parse(said.request) : said;
  if (keptOut.type !== 'addPreference') return null;
  // (a diet only guessed from a food kept out, "i cannot have gluten": the allergen named is what the condition keeps out)
  const allergen = said.type === 'confirm' ? tokens.find((t) => t.kind === 'word' && allergensNamed(t.norm).length) : undefined;
  if (allergen) return { type: 'addPreference', list: 'allergies', value: allergen.norm[0].toUpperCase() + allergen.norm.slice(1) };
  if (keptOut.list === 'dietaryRestrictions') return keptOut;
  return allergensNamed(keptOut.value.toLowerCase()).length ? { ...keptOut, list: 'allergies' } : null;
}
