/**
 * A message read before the grammar: markup and control text out (limits/plain-text.ts), then what the
 * assistant must not answer (a health verdict, another person's account), then requests the grammar
 * misreads (several changes, goals said as statements, amounts put right, a food eaten again, a food
 * taken out of a meal); else the grammar's own reading, a swap given its conditions, an unknown ask
 * off-topic declined. Pure.
 */
import type { Intent } from '../intents.js';
import { asksPace, medicalTopic, namedPerson, offTopic, otherAccount, otherLogin } from '../limits/limits.js';
import { hasWords, plainText } from '../limits/plain-text.js';
import { foodKindOf, vagueGoal, wipesList } from '../limits/vague.js';
import { injectedLines, looksLikeCode } from '../limits/injected.js';
import { healthOrChange } from '../limits/health-limit.js';
import { allergyEatAsk } from '../limits/allergy-asks.js';
import { outsideTheApp } from '../limits/outside.js';
import { socialTalk } from '../limits/social.js';
import { labelledRequest } from './labelled.js';
import { clausesOf, messageMood, type Clause } from '../mood.js';
import { amountsInFigures } from '../../lexicon/amounts.js';
import { joinTokens, tokenize, type Token } from '../tokens.js';
import { quantityCorrection } from './corrections.js';
import { eatAgain } from './eat-again.js';
import { fetchAdd, listedFirst } from './list-adds.js';
import { noLongerNeeded } from './no-longer-needed.js';
import { pantryMove } from './pantry-moves.js';
import { dietNotPlanned, plainPreference } from './preference-statements.js';
import { goalChangeOf, goalOf } from './goals.js';
import { budgetStatement } from './budget-statements.js';
import { refineSwap, removeFromMeal, slotWishes } from './meal-edits.js';
import { namedAgain, severalChanges } from './several.js';
import { hypotheticalRequest, negatedRequest } from './not-asked.js';
import { isNameWord, tableRequest } from './table.js';

export interface Grammar {
  /** The grammar's reading of a message's tokens (intents.ts). */
  understand: (tokens: Token[]) => Intent;
  /** A whole message read again (for the parts of several). */
  parse: (text: string) => Intent;
  /** Whether an intent changes something (or asks before it does): what may be one of several. */
  isChange: (intent: Intent) => boolean;
}

export function readMessage(typed: string, grammar: Grammar): Intent {
  // lines pretending to be instructions are never read; the person's own lines are, alone
  const injected = injectedLines(typed);
  if (injected && !injected.ignored.length && injected.own) return readMessage(injected.own, grammar);
  if (injected) return { type: 'injected', ignored: injected.ignored, intent: injected.own ? readMessage(injected.own, grammar) : null };
  const plain = plainText(typed);
  if ((plain.changed && !hasWords(plain.text)) || looksLikeCode(plain.text)) return { type: 'nothingToRead' };
  // "dislike: okra", "add: milk": a labelled field read as the request it says
  const labelled = labelledRequest(plain.text);
  if (labelled) return grammar.parse(labelled);
  // "a pound and a half of beef": the amount in figures, so its "and" joins no two things
  const [text, changed] = [amountsInFigures(plain.text), plain.changed];
  const tokens = tokenize(text);
  // "see ya", "morning!", "cheers mate": talk, answered in a line
  const social = socialTalk(tokens);
  if (social) return social;
  const clauses = clausesOf(tokens);
  const asked = messageMood(clauses) === 'question';
  const topic = medicalTopic(tokens, asked);
  const medical: Intent | null = topic ? { type: 'medical', topic, pace: asksPace(tokens) } : null;
  // A health question gets no verdict; a change asked beside one ("i want to lose weight, set my calorie goal to 1800") is done.
  if (medical && asked) return medical;
  // "book me an uber", "text mom the list", "how are you": outside the app, declined with what it can do
  const outside = outsideTheApp(tokens);
  if (outside) return { type: 'offTopic', topic: outside.topic };
  // "im allergic to sesame can i still eat tuesday lunch": the meal is asked about, the allergy not stored
  const eatAsk = asked ? null : allergyEatAsk(tokens);
  if (eatAsk) return eatAsk;
  // someone at the table ("sam is allergic to peanuts"): found among the household's members when answered
  // (told, not asked: "my son is allergic to sesame, is the plan ok" asks about the plan)
  const told = tableRequest(tokens);
  const table: Intent | null = Array.isArray(told) ? (told.length > 1 ? { type: 'several', parts: told } : (told[0] ?? null)) : told;
  if (table?.type === 'memberSafe') return table;
  if (table && !asked) {
    // "sam is allergic to peanuts, add eggs to my list": each change done
    const parts = severalChanges(text, grammar.parse, grammar.isChange);
    if (parts && parts.length > 1 && table.type !== 'several') return { type: 'several', parts };
    if (table.type === 'memberRule' || table.type === 'memberAway')
      return 'relation' in table.who ? { type: 'otherAccount', who: `your ${table.who.said}`, table } : table;
    return table;
  }
  // another login or address: never read or changed
  const login = otherLogin(text, tokens);
  if (login) return { type: 'otherAccount', who: login };
  // a person named by name whose meals are asked about: answered from the plan when they are at the table (handlers.ts)
  const person = namedPerson(tokens, isNameWord);
  if (person) return { type: 'otherAccount', who: person, then: grammar.understand(tokens) };
  const who = otherAccount(tokens, asked);
  if (who) {
    // "is the plan safe for my son's peanut allergy": a question about the plan's own food is answered from it
    const plan = asked ? grammar.understand(tokens) : null;
    return plan && (plan.type === 'contains' || plan.type === 'dietCheck') ? plan : { type: 'otherAccount', who };
  }
  const unasked = notAsked(clauses, grammar);
  if (unasked) return unasked;
  const intent = requestOrGrammar(text, tokens, clauses, asked, changed, grammar);
  return medical ? healthOrChange(medical, intent, tokens, clauses, grammar) : intent;
}

/** Whether a reading writes (or offers a change asked first). */
const writes = (intent: Intent, grammar: Grammar) => grammar.isChange(intent) || intent.type === 'removeFromMeal';

/**
 * A change named but not asked for (requests/not-asked.ts): "don't add eggs" writes nothing and says so;
 * "what if i swapped monday lunch" says how to ask. Other clauses that do ask ("don't add eggs, add milk") are read alone.
 */
function notAsked(clauses: Clause[], grammar: Grammar): Intent | null {
  const negated = clauses
    .map((clause) => ({ clause, said: negatedRequest(clause) }))
    .filter(
      (n): n is { clause: Clause; said: { request: string; plainly: boolean } } =>
        n.said !== null && (n.said.plainly || writes(grammar.parse(n.said.request), grammar)),
    );
  if (negated.length) {
    // the rest is read alone: "i'm not asking you to change anything, just tell me what's for dinner"
    const rest = clauses.filter((c) => !negated.some((n) => n.clause === c));
    const other = rest.length ? grammar.parse(rest.map((c) => joinTokens(c.tokens)).join(', ')) : null;
    return other && other.type !== 'unknown' ? other : { type: 'notAsked', request: negated[0].said.request };
  }
  for (const clause of clauses) {
    const request = hypotheticalRequest(clause);
    if (request && writes(grammar.parse(request), grammar)) return { type: 'offer', request };
  }
  return null;
}

function requestOrGrammar(text: string, tokens: Token[], clauses: Clause[], asked: boolean, changed: boolean, grammar: Grammar): Intent {
  // a like or dislike said another way ("eggplant is gross", "dont like cilantro"): read in the grammar's plain form
  // (padding such as "just so you know" can read as asked; a question mark never does)
  // too vague to act on: asked, never guessed (limits/vague.ts)
  if (!asked && wipesList(tokens)) return { type: 'vague', ask: 'wipeList' };
  // a slot asked to be something else ("make the weekend dinners cheaper"): the swap it asks, one per day
  const wishes = slotWishes(tokens);
  const swaps = wishes?.map((w) => grammar.parse(w));
  if (swaps?.length && swaps.every((s) => s.type === 'swap')) return swaps.length > 1 ? { type: 'several', parts: swaps } : swaps[0];
  const plain = text.includes('?') ? null : plainPreference(text);
  const told = plain ? grammar.parse(plain) : null;
  // only a preference (or a food out of a meal) is read this way: "do not swap tuesday dinner" is no swap
  if (told && ['addPreference', 'removePreference', 'eatAgain', 'confirm', 'removeFromMeal', 'tooLong'].includes(told.type)) return told;
  // "going pescatarian from monday": a diet the planner has no record of is asked about, not read as Monday's meals
  const unplanned = plain ? dietNotPlanned(plain) : null;
  if (unplanned) return { type: 'dietNotPlanned', diet: unplanned };
  if (!asked) {
    // "put the flour and oats in my pantry and take them off the list"
    const pantry = pantryMove(text, grammar.parse, grammar.isChange);
    if (pantry) return pantry;
    // "add to list: milk, eggs, bread": the things after where they go
    const listed = listedFirst(text);
    const listedAdd = listed ? grammar.parse(listed) : null;
    if (listedAdd?.type === 'addGrocery') return listedAdd;
    // "i have flour and oats at home now, take them off the list"
    const again = namedAgain(text, grammar.parse, grammar.isChange);
    if (again) return again;
    const parts = severalChanges(text, grammar.parse, grammar.isChange);
    if (parts) return { type: 'several', parts };
    for (const { tokens: words, start, mood } of clauses) {
      if (mood === 'question') continue;
      const request =
        goalChangeOf(words, start) ??
        goalOf(words, start) ??
        quantityCorrection(words, start) ??
        eatAgain(words, start) ??
        removeFromMeal(words, start);
      if (request) return request;
    }
    // a goal said over two clauses ("i'd like a bit more protein, like 140 grams")
    // (not when a later clause asks for it itself: "i want to lose weight, set my calorie goal to 1800" is the grammar's)
    const goal =
      clauses.length > 1 && clauses.slice(1).every((c) => c.mood !== 'question' && c.mood !== 'request')
        ? goalOf(tokens, clauses[0].start)
        : null;
    if (goal) return goal;
    // "budget's 75 these days", "$75/wk": a weekly budget said as a statement
    const budget = budgetStatement(tokens);
    if (budget) return budget;
  }
  // "i dont need the cheese anymore": off the list
  const dropped = asked ? null : noLongerNeeded(text, grammar.parse);
  if (dropped) return dropped;
  const intent = grammar.understand(tokens);
  if (!asked && !grammar.isChange(intent) && vagueGoal(tokens)) return { type: 'vague', ask: 'goal' };
  // "grab some trash bags too", "need dish soap": an add the grammar does not read, when what it names is a grocery
  const fetched = !asked && !grammar.isChange(intent) && clauses[0] ? fetchAdd(clauses[0].tokens, clauses[0].start) : null;
  if (fetched) return kindAsked(fetched);
  // "add <script>…</script> to my list": markup was all there was of the thing to add; asked, not read as something else
  if (changed && !grammar.isChange(intent) && /^\s*(?:please\s+)?(?:add|put|buy|get)\b/i.test(text)) return { type: 'nothingToRead' };
  if (intent.type === 'swap') return refineSwap(intent, tokens);
  if (intent.type === 'addGrocery') return kindAsked(intent);
  // An off-topic word read as a day's meals or a recipe search ("what's the weather like tomorrow", "translate this to spanish").
  if (['unknown', 'meal', 'recipes', 'quick', 'cookWith'].includes(intent.type)) {
    const topic = offTopic(tokens);
    if (topic) return { type: 'offTopic', topic };
  }
  return intent;
}

/** A line that names a kind of food, not a food ("some veggies"): asked which, never stored (limits/vague.ts). */
function kindAsked(intent: Intent): Intent {
  const kind = intent.type === 'addGrocery' && !intent.also?.length ? foodKindOf(intent.item) : null;
  return kind ? { type: 'vague', ask: 'food', ...kind } : intent;
}
