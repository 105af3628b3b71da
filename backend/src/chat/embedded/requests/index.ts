/**
 * A message read before the grammar: markup and control text out (limits/plain-text.ts), then what the
 * assistant must not answer (a health verdict, another person's account), then requests the grammar
 * misreads (several changes, goals said as statements, amounts put right, a food eaten again, a food
 * taken out of a meal); else the grammar's own reading, a swap given its conditions, an unknown ask
 * off-topic declined. Pure.
 */
import type { Intent } from '../intents.js';
import { withoutAsides, withoutJoinedThanks } from '../asides.js';
import { plainVoice } from '../voices.js';
import {
  asksPace,
  asksTheirMeals,
  boughtForSomeone,
  ideasOfNothingEaten,
  medicalTopic,
  namedPerson,
  offTopic,
  otherAccount,
  otherLogin,
} from '../limits/limits.js';
import { hasWords, plainText } from '../limits/plain-text.js';
import { foodKindOf, vagueGoal, wipesList } from '../limits/vague.js';
import { injectedLines, looksLikeCode } from '../limits/injected.js';
import { healthOrChange } from '../limits/health-limit.js';
import { allergyEatAsk } from '../limits/allergy-asks.js';
import { outsideTheApp } from '../limits/outside.js';
import { socialTalk } from '../limits/social.js';
import { labelledRequest } from './labelled.js';
import { clausesOf, messageMood, unsureStatement, type Clause } from '../mood.js';
import { findMeal, is } from '../entities.js';
import { amountsInFigures } from '../../lexicon/amounts.js';
import { figures } from '../../lexicon/shorthand.js';
import { withoutInnerAsides } from '../../lexicon/padding.js';
import { resolveFood } from '../../lexicon/foods.js';
import { joinTokens, tokenize, type Token } from '../tokens.js';
import { quantityCorrection } from './corrections.js';
import { lineAmountSaid } from './line-amount-said.js';
import { addThenEnough, amountAfterFood } from './amount-after.js';
import { boughtThenTicked } from './ticks-said.js';
import { AROUND_CORRECTION } from '../../lexicon/conversation-words.js';
import { amountIsEnough } from './enough-amounts.js';
import { eatAgain } from './eat-again.js';
import { removePreference } from '../intents/preferences.js';
import { addAfterStory, fetchAdd, listedFirst } from './list-adds.js';
import { noLongerNeeded } from './no-longer-needed.js';
import { kitchenSaid, pantryMove, pantryTakeOut, settledKitchen } from './pantry-moves.js';
import { backOnList, clearTickedAsked } from './line-edits.js';
import { dietNotPlanned, plainPreference } from './preference-statements.js';
import { goalChangeOf, goalOf } from './goals.js';
import { proposedGoal } from './goal-proposals.js';
import { plannedAsked, slotSearch } from './slot-searches.js';
import { daysSwaps } from './several-days.js';
import { budgetStatement } from './budget-statements.js';
import { conditionalSwap } from './conditional-swaps.js';
import { slotCondition } from './slot-conditions.js';
import { dayCleared, mealCleared } from './meal-clears.js';
import { slotOptions } from './slot-options.js';
import { recipeWished } from './recipe-wishes.js';
import { dayPointedAt, slotThenWish } from './slot-pointers.js';
import { SWAP_CONDITIONS } from '../intents/intent.js';
import { mealOff, refineSwap, removeFromMeal, slotThenSwapIt, slotWishes, weekendSwaps } from './meal-edits.js';
import { changesAsked, namedAgain, severalChanges } from './several.js';
import { lineSwap, putOn } from './line-swaps.js';
import { hypotheticalRequest, negatedRequest } from './not-asked.js';
import { isNameWord, tableRequest } from './table.js';
import { keepsTheirsOut, plainAsks, politeRequest, saysKeepOut, withoutCourtesy } from './indirect-asks.js';
import { askedWhat } from './ask-what.js';
import { ownRuleAsked } from './own-rules.js';
import { servingsAsked } from './servings.js';
import { toldBeforeSwap, toldInPassing } from './told-in-passing.js';
import { askerJoins, askerToo, askerTooAsking } from './asker-too.js';
import { ruleSaidAgain } from './rule-said-again.js';
import { toldWithReason } from './told-with-reason.js';
import { fineNowNotThen } from './then-and-now.js';
import { householdRuleEnded } from './household-ended.js';
import { toldForSure } from './told-for-sure.js';
import { keptInMind } from './kept-in-mind.js';

/** Readings that tell the person's own rule or like (a part of several beside them may ask something else). */
const TOLD_PREFERENCES: ReadonlySet<Intent['type']> = new Set(['addPreference', 'removePreference', 'eatAgain', 'confirm']);
import { withoutReasons } from './reasons-said.js';
import { knownDish } from '../../lexicon/dishes.js';

export interface Grammar {
  /** The grammar's reading of a message's tokens (intents.ts). */
  understand: (tokens: Token[]) => Intent;
  /** A whole message read again (for the parts of several). */
  parse: (text: string) => Intent;
  /** Whether an intent changes something (or asks before it does): what may be one of several. */
  isChange: (intent: Intent) => boolean;
}

/** How deep readMessage is in readings of its own (a part, the message said again): reasons are cut at the top only. */
let depth = 0;

export function readMessage(typed: string, grammar: Grammar): Intent {
  depth++;
  try {
    const read = readAsSaid(typed, grammar);
    if (depth > 1) return read;
    // "add ten limes, taco night", "bump lemons to 5, making lemonade this weekend": a reason said beside the request
    // decides neither what is asked, nor its day, nor the things it names — the request read without it, when that asks a
    // change (whatever the whole was read as: "change the flour to 3 bags, baking bread" names no "baking bread")
    const bare = withoutReasons(typed, (part) => grammar.isChange(grammar.parse(part)));
    const asked = bare ? grammar.parse(bare) : null;
    const whole = asked && grammar.isChange(asked) ? asked : read;
    // "i can't eat shellfish, it's an allergy", "might be allergic to kiwi, my gp confirmed it": kept at once, not asked
    // "my niece has a sesame allergy, bear that in mind from now on": the allergy kept for the meals the person plans
    return toldForSure(typed, whole, grammar.parse) ?? keptInMind(typed, whole, grammar.parse, grammar.isChange) ?? whole;
  } finally {
    depth--;
  }
}

function readAsSaid(typed: string, grammar: Grammar): Intent {
  // lines pretending to be instructions are never read; the person's own lines are, alone
  const injected = injectedLines(typed);
  if (injected && !injected.ignored.length && injected.own) return readMessage(injected.own, grammar);
  // (nothing ignored and nothing of the person's own: no words at all, only marks — read below as nothing to read)
  if (injected?.ignored.length)
    return { type: 'injected', ignored: injected.ignored, intent: injected.own ? readMessage(injected.own, grammar) : null };
  // emoji, hesitations and money in slang said plainly first (voices.ts): every reading below sees the ask
  const typedPlain = plainText(typed);
  const plain = { ...typedPlain, text: withoutInnerAsides(withoutJoinedThanks(plainVoice(typedPlain.text))) };
  if ((plain.changed && !hasWords(plain.text)) || looksLikeCode(plain.text)) return { type: 'nothingToRead' };
  // "dislike: okra", "add: milk": a labelled field read as the request it says
  // (a heading over items one a line is read as typed: the plain text has joined its lines)
  const labelled = labelledRequest(plain.text) ?? (typed.includes('\n') ? labelledRequest(typed) : null);
  if (labelled) return grammar.parse(labelled);
  // "add pears, about 4 of those", "add for lemons" (four, heard by a voice typing): the food in the amount said
  // ("could you add oat milk? one carton is fine": the add in the amount said to be enough)
  const amountAfter = plain.text.includes('?') ? addThenEnough(plain.text, grammar.parse) : amountAfterFood(plain.text, grammar.parse);
  if (amountAfter) return amountAfter;
  // "i've got rice at home", "we ran out of butter", "my mum gave us potatoes": the pantry in people's words, the
  // whole message a statement (before "we already have pasta" is read as a tick, or "my mum" as someone else's account)
  // ("we must have used up the vinegar? … yeah all gone": a hedge asked of oneself and settled is told too)
  const kitchen = plain.text.includes('?')
    ? settledKitchen(plain.text, grammar.parse, grammar.isChange)
    : kitchenSaid(plain.text, grammar.parse);
  if (kitchen) return kitchen;
  // a clear request said indirectly ("would you be so kind as to add…", "no more pork for me"): its plain form
  // (a change asked politely inside courtesy, "hi! could you add milk? thanks": the change; anything else asked stays a question)
  const polite = plain.text.includes('?') ? politeRequest(plain.text) : null;
  const politeChange = polite ? grammar.parse(polite) : null;
  const indirect =
    politeChange && grammar.isChange(politeChange) && politeChange.type !== 'confirm'
      ? politeChange
      : plain.text.includes('?')
        ? null
        : indirectAsk(plain.text, grammar);
  if (indirect) return indirect;
  // "i used to hate beetroot, now i love it": a food once kept out, fine now (before its "hate" is read as a dislike)
  const fineNow = fineNowNotThen(plain.text, grammar.parse);
  if (fineNow) return fineNow;
  // "okra is the worst. anyway what's on tuesday": the preference kept and the ask answered (before the story
  // before "anyway" is left out as an aside)
  const passing = toldInPassing(plain.text, grammar.parse, grammar.isChange);
  if (passing) return passing;
  // "a pound and a half of beef", "a hundred and twenty dollars": the amount in figures, so its "and" joins no two things
  // and the asides around the ask left out ("ugh crazy morning, how many calories is lunch": asides.ts)
  const [text, changed] = [amountsInFigures(figures(withoutAsides(plain.text))), plain.changed];
  const tokens = tokenize(text);
  // "see ya", "morning!", "cheers mate": talk, answered in a line
  const social = socialTalk(tokens);
  if (social) return social;
  const clauses = clausesOf(tokens);
  const asked = messageMood(clauses) === 'question';
  const topic = medicalTopic(tokens, asked);
  const medical: Intent | null = topic ? { type: 'medical', topic, pace: asksPace(tokens) } : null;
  // "my mum and i are both celiac, is wednesday lunch ok for us": the asker's own rule kept (before a condition
  // named in a question is read as a health question), and the question answered of it
  const togetherAsking = askerTooAsking(text, grammar.parse, grammar.isChange);
  if (togetherAsking) return togetherAsking;
  // A health question gets no verdict; a change asked beside one ("i want to lose weight, set my calorie goal to 1800") is done.
  if (medical && asked) {
    // (the condition told in a clause apart from the question, which names none itself)
    const question = clauses.find((c) => c.mood === 'question');
    const apart = question && clauses.length > 1 && !medicalTopic(question.tokens, true);
    const figure = medical.topic === 'condition' ? figureBeside(tokens, grammar) : null;
    if (figure) return { ...medical, figure };
    return (apart ? ingredientsAsked(medical, grammar.understand(question.tokens)) : null) ?? medical;
  }
  // "i think i'd like to try eating 1500 calories a day? if that's ok": a goal wished, unsure of itself — asked back
  // with the figure, never set on the question (the yes sets it)
  const wished = asked ? unsureGoal(clauses, text, grammar) : null;
  if (wished) return wished;
  // "book me an uber", "text mom the list", "how are you": outside the app, declined with what it can do
  const outside = outsideTheApp(tokens);
  if (outside) return { type: 'offTopic', topic: outside.topic };
  // "im allergic to sesame can i still eat tuesday lunch": the meal is asked about, the allergy not stored
  // "peanuts were a false alarm, remove the allergy": the list's rule of the food named (before "is fine for me"
  // is read as a meal asked about)
  const ruleOff = asked ? null : ruleSaidAgain(text);
  if (ruleOff) return ruleOff;
  const eatAsk = asked ? null : allergyEatAsk(tokens);
  if (eatAsk) return eatAsk;
  // "my daughter grew out of her peanut allergy, we can have peanuts again": the household's rule the person keeps, ended
  const endedAtHome = asked ? null : householdRuleEnded(text, grammar.parse);
  if (endedAtHome) return endedAtHome;
  // someone at the table ("sam is allergic to peanuts"): found among the household's members when answered
  // (told, not asked: "my son is allergic to sesame, is the plan ok" asks about the plan)
  // "my son and i both hate leeks": the asker's own like too, kept on the asker's account
  const together = asked ? null : askerToo(text, grammar.parse);
  if (together) return together;
  const told = tableRequest(tokens);
  const table: Intent | null = Array.isArray(told) ? (told.length > 1 ? { type: 'several', parts: told } : (told[0] ?? null)) : told;
  if (table?.type === 'memberSafe') return table;
  // "… so nothing with it ok? we all eat the same": the asker's own rule too, whatever tag asks it
  const shared =
    asked && table?.type === 'memberRule' && 'relation' in table.who && askerJoins(text) ? ownCopy(table, text, grammar) : null;
  if (shared) return shared;
  if (table && !asked) {
    // "sam is allergic to peanuts, add eggs to my list": each change done
    const parts = severalChanges(text, grammar.parse, grammar.isChange);
    if (parts && parts.length > 1 && table.type !== 'several') return { type: 'several', parts };
    // "my sister is visiting, she's allergic to shellfish, leave it out of the meals": the asker's own meals keep to it
    // (a member of the household named by name keeps their own rule)
    // "the boys hate peas so none of that": a member's dislike kept out of the asker's meals is the asker's dislike
    // "my wife went keto so we all are": the asker keeps the member's rule too
    const kept = table.type === 'memberRule' && 'relation' in table.who && table.value ? ownCopy(table, text, grammar) : null;
    if (kept) return kept;
    // "my kid is allergic to peanuts, add it to my allergies": the person's own rule, asked as such
    const own =
      table.type === 'memberRule' && 'relation' in table.who && table.value
        ? ownRuleAsked(tokens, table.who.said, table.value, grammar.parse)
        : null;
    if (own) return own;
    if (table.type === 'memberRule' || table.type === 'memberAway')
      return 'relation' in table.who ? { type: 'otherAccount', who: `your ${table.who.said}`, table } : table;
    return table;
  }
  // another login or address: never read or changed
  const login = otherLogin(text, tokens);
  if (login) return { type: 'otherAccount', who: login };
  // a person named by name whose meals are asked about: answered from the plan when they are at the table (handlers.ts)
  const person = namedPerson(tokens, isNameWord);
  const personThen = person ? grammar.understand(tokens) : null;
  // ("put eggs on my list for the grandkids' breakfast": who it is bought for; the list is the asker's own)
  if (personThen?.type === 'addGrocery' && boughtForSomeone(tokens)) return personThen;
  if (person) return { type: 'otherAccount', who: person, then: personThen! };
  const who = otherAccount(tokens, asked);
  // "my wife wants 1800 calories and so do i": the asker's own goal too
  const joined = who && !asked && askerJoins(text) ? requestOrGrammar(text, tokens, clauses, asked, changed, grammar) : null;
  if (joined?.type === 'setNumber') return joined;
  // "my son is allergic to sesame. add sesame to my allergies": the asker's own list, asked after the member is named
  const ownToo = who?.startsWith('your ') && !asked ? ownRuleAsked(tokens, who.slice(5), undefined, grammar.parse) : null;
  if (ownToo) return ownToo;
  if (who) {
    // "is the plan safe for my son's peanut allergy": a question about the plan's own food is answered from it
    const plan = asked ? grammar.understand(tokens) : null;
    if (plan && (plan.type === 'contains' || plan.type === 'dietCheck')) return plan;
    // (what they eat is read from the plan only when they share it: handlers.ts)
    return asksTheirMeals(tokens) ? { type: 'otherAccount', who, then: { type: 'meal' } } : { type: 'otherAccount', who };
  }
  const unasked = notAsked(clauses, grammar);
  if (unasked) return unasked;
  const said = requestOrGrammar(text, tokens, clauses, asked, changed, grammar);
  // ("busy on wed, change lunch that day to something faster": the day said before is the swap's, the rest no wish)
  const read = said.type === 'swap' ? dayPointedAt(said, tokens, grammar.parse) : said;
  // "mon and tue lunch should be something vegetarian", "skip the weekend breakfasts": one swap or clear a day named
  const swaps = read.type === 'swap' || read.type === 'clearMeal' ? daysSwaps(read, tokens) : read;
  // "i'm vegetarian now, swap friday dinner": the diet told kept too, before the swap
  const intent = (asked ? null : toldBeforeSwap(text, swaps, grammar.parse)) ?? swaps;
  return medical ? healthOrChange(medical, intent, tokens, clauses, grammar) : intent;
}

/** A goal's figure told as a wish with a question's mark and nothing else asked: the goal asked back (goalAsked). */
function unsureGoal(clauses: readonly Clause[], text: string, grammar: Grammar): Intent | null {
  if (!clauses.every((c) => c.mood !== 'question' || unsureStatement(c))) return null;
  const told = grammar.parse(text.replace(/\?/g, ''));
  return told.type === 'setNumber' ? { type: 'goalAsked', field: told.field, value: told.value } : null;
}

/**
 * "how many carbs are in tomorrow's breakfast im diabetic", "calories in friday lunch? i have high cholesterol": the
 * figure of the plan asked before the condition is told, read without it; null when no such figure is asked.
 */
function figureBeside(tokens: readonly Token[], grammar: Grammar): Intent | null {
  // (where the condition is told: a break, or "i'm", "we're" with no comma before it)
  const told = tokens.findIndex((t, i) => i > 0 && (t.kind === 'punct' || (is(t, 'i', 'we') && is(tokens[i + 1], 'am', 'are', "'re"))));
  if (told <= 0) return null;
  const figure = grammar.understand(tokens.slice(0, told));
  return (figure.type === 'nutrient' || figure.type === 'calories') && (figure.day || ('meal' in figure && figure.meal)) ? figure : null;
}

/**
 * "does friday dinner have gluten? my friend is coeliac": whether a planned meal holds a food is read from its
 * ingredients, the condition only why it is asked — answered with the allergy caveat (check labels, ask a doctor).
 */
function ingredientsAsked(medical: Extract<Intent, { type: 'medical' }>, read: Intent): Intent | null {
  if (medical.topic !== 'condition') return null;
  if (read.type === 'contains') return { ...read, allergy: true };
  if (read.type === 'mealQuestion' && read.ask.kind === 'contains' && (read.day || read.meal))
    return { ...read, ask: { ...read.ask, allergy: true } };
  return null;
}

/**
 * A member's rule the asker keeps too: their allergy or dislike kept out of the asker's meals, or any of their rules the
 * asker says is theirs as well; null when the message says neither.
 */
function ownCopy(rule: Extract<Intent, { type: 'memberRule' }>, text: string, grammar: Grammar): Intent | null {
  const joins = askerJoins(text);
  if (!joins && (rule.rule === 'diet' || !keepsTheirsOut(text))) return null;
  const own = grammar.parse(
    rule.rule === 'diet'
      ? `add ${rule.value} to my diets`
      : `add ${rule.value} to my ${rule.rule === 'allergy' ? 'allergies' : 'dislikes'}`,
  );
  return own.type === 'addPreference' ? own : null;
}

/** Whether a reading writes (or offers a change asked first). */
const writes = (intent: Intent, grammar: Grammar) => grammar.isChange(intent) || intent.type === 'removeFromMeal';

/**
 * A change named but not asked for (requests/not-asked.ts): "don't add eggs" writes nothing and says so;
 * "what if i swapped monday lunch" says how to ask. Other clauses that do ask ("don't add eggs, add milk") are read alone.
 */
function notAsked(clauses: Clause[], grammar: Grammar): Intent | null {
  const negated = clauses
    // ("not allergic to eggs anymore", "i don't need to avoid nuts now": a rule that has ended, not a change refused)
    .filter((clause) => !removePreference(clause) && !eatAgain(clause.tokens, clause.start))
    .map((clause) => ({ clause, said: negatedRequest(clause) }))
    .filter(
      (n): n is { clause: Clause; said: { request: string; plainly: boolean } } =>
        n.said !== null && (n.said.plainly || writes(grammar.parse(n.said.request), grammar)),
    );
  if (negated.length) {
    // the rest is read alone: "i'm not asking you to change anything, just tell me what's for dinner"
    const rest = clauses.filter((c) => !negated.some((n) => n.clause === c));
    const other = rest.length ? grammar.parse(rest.map((c) => joinTokens(c.tokens)).join(', ')) : null;
    if (other && other.type !== 'unknown') return other;
    // "i dont want you to add apples, add pears": what is said after the negated change, as a change of its own, is asked
    const { request } = negated[0].said;
    const after = changesAfter(request, grammar);
    return after
      ? { type: 'several', parts: [{ type: 'notAsked', request: after.request }, ...after.parts] }
      : { type: 'notAsked', request };
  }
  for (const clause of clauses) {
    const request = hypotheticalRequest(clause);
    if (request && writes(grammar.parse(request), grammar)) return { type: 'offer', request };
  }
  return null;
}

/** The changes asked after a negated one ("add apples, add pears" → pears asked, "add apples" not); null when none. */
function changesAfter(request: string, grammar: Grammar): { request: string; parts: Intent[] } | null {
  // (the request is said without its commas: any word boundary may end it)
  for (const cut of request.matchAll(/\s+(?:(?:and|but|then|also)\s+)?/gi)) {
    const [not, asked] = [request.slice(0, cut.index), request.slice(cut.index + cut[0].length)];
    const change = asked ? grammar.parse(asked) : null;
    if (change && grammar.isChange(change) && writes(grammar.parse(not), grammar))
      return { request: not, parts: change.type === 'several' ? change.parts : [change] };
  }
  return null;
}

function requestOrGrammar(text: string, tokens: Token[], clauses: Clause[], asked: boolean, changed: boolean, grammar: Grammar): Intent {
  // a like or dislike said another way ("eggplant is gross", "dont like cilantro"): read in the grammar's plain form
  // (padding such as "just so you know" can read as asked; a question mark never does)
  // "clear the ticked ones", "put the chicken back on": the list's own edits, before "clear the list" is asked about
  // "found the pretzels, cross them off": each ticked ("… off" is the tick's, never a removal)
  const edit = asked ? null : (clearTickedAsked(text) ?? backOnList(text, grammar.parse) ?? boughtThenTicked(text));
  if (edit) return edit;
  // "take everything off saturday": each meal of that day cleared (before "everything" is read as the list's lines)
  const dayOff = asked ? null : dayCleared(tokens);
  if (dayOff) return dayOff;
  // too vague to act on: asked, never guessed (limits/vague.ts)
  if (!asked && wipesList(tokens)) return { type: 'vague', ask: 'wipeList' };
  // "add eggs, and whats for dinner?": the change done and the question answered
  const mixed = changesAsked(text, grammar.parse, grammar.isChange);
  if (mixed) return { type: 'several', parts: mixed };
  // "take it off", "i want to change a goal": no object or value, asked what (read against the conversation first)
  const about = askedWhat(tokens);
  if (about) return { type: 'vague', ask: 'what', about };
  // "if thursday dinner has mushrooms swap it", "swap it only if it takes over an hour": looked at before it is done
  const onlyIf = asked ? null : conditionalSwap(tokens, grammar.parse);
  if (onlyIf) return onlyIf;
  // the slot said first, then "swap it" ("friday's tea - not chicken again, change it"): the swap of that slot
  const swapIt = slotThenSwapIt(tokens);
  const swapped = swapIt ? grammar.parse(swapIt) : null;
  if (swapped?.type === 'swap') return swapped;
  // the slot told about first, then another meal asked for ("sunday breakfast is too heavy, give me something lighter")
  const wishAfter = asked ? null : slotThenWish(tokens);
  const wishedAfter = wishAfter ? grammar.parse(wishAfter) : null;
  if (wishedAfter?.type === 'swap' && SWAP_CONDITIONS.some((k) => k in wishedAfter)) return wishedAfter;
  // a slot asked to be something else ("make the weekend dinners cheaper"): the swap it asks, one per day
  const wishes = slotWishes(tokens);
  const swaps = wishes?.map((w) => grammar.parse(w));
  if (swaps?.length && swaps.every((s) => s.type === 'swap')) return swaps.length > 1 ? { type: 'several', parts: swaps } : swaps[0];
  // "sunday dinner but cheaper pls", "thursday lunch, anything without dairy": the slot swapped for what is wished
  const wished = slotCondition(tokens, asked, grammar.parse);
  if (wished) return wished;
  const plain = text.includes('?') ? null : plainPreference(text);
  const told = plain ? grammar.parse(plain) : null;
  // only a preference (or a food out of a meal) is read this way: "do not swap tuesday dinner" is no swap
  if (told && ['addPreference', 'removePreference', 'eatAgain', 'confirm', 'removeFromMeal', 'tooLong'].includes(told.type)) {
    // "take the leeks out of friday's dinner, i can't bear them": the meal's edit is asked, the dislike only why
    const edit = told.type === 'addPreference' ? clauses.map((c) => removeFromMeal(c.tokens, c.start)).find((r) => r) : null;
    if (edit) return edit;
    // "beets are vile btw, swap monday lunch": the rest of the message asks a change of its own, done too
    const more = asked ? null : severalChanges(text, grammar.parse, grammar.isChange);
    if (more && more.length > 1 && more.some((p) => !TOLD_PREFERENCES.has(p.type))) return { type: 'several', parts: more };
    return told;
  }
  // "gave up paleo, it was too much work": a preference and why, the why no ask of its own
  const withWhy = asked ? null : toldWithReason(text, grammar.parse, grammar.isChange);
  if (withWhy) return withWhy;
  // "going pescatarian from monday": a diet the planner has no record of is asked about, not read as Monday's meals
  const unplanned = plain ? dietNotPlanned(plain) : null;
  if (unplanned) return { type: 'dietNotPlanned', diet: unplanned };
  if (!asked) {
    // "one bag of rice is enough", "too many eggs, just 6": the line's amount put right, never the line taken off
    const enough = amountIsEnough(tokens);
    if (enough) return enough;
    // "put the flour and oats in my pantry and take them off the list"
    const pantry = pantryMove(text, grammar.parse, grammar.isChange);
    if (pantry) return pantry;
    // "take the rice out of my pantry": out of the pantry, never off the list
    const out = pantryTakeOut(text, grammar.parse, grammar.isChange);
    if (out) return out;
    // "add to list: milk, eggs, bread": the things after where they go
    const listed = listedFirst(text);
    const listedAdd = listed ? grammar.parse(listed) : null;
    if (listedAdd?.type === 'addGrocery') return listedAdd;
    // "i have flour and oats at home now, take them off the list"
    const again = namedAgain(text, grammar.parse, grammar.isChange);
    if (again) return again;
    const parts = severalChanges(text, grammar.parse, grammar.isChange);
    if (parts) return parts.length > 1 ? { type: 'several', parts } : parts[0];
    // "onions: we want 6, not 2": a line named first on its own, then what its amount should be
    const named = clauses.length === 2 && clauses[0].mood === 'fragment' && clauses[1].mood === 'statement';
    const fronted = named ? quantityCorrection(tokens, 0) : null;
    if (fronted) return fronted;
    // "eating out friday so clear dinner", "wipe tuesday lunch, work is catering", "nothing for lunch on wednesday":
    // a whole meal cleared with its reason around it (its slot plain, so no food out of a meal is read here)
    const cleared = mealCleared(tokens);
    if (cleared) return cleared;
    for (const [k, { tokens: words, start, mood }] of clauses.entries()) {
      if (mood === 'question') continue;
      // ("sorry, we want 6 oranges": the clauses before said only that this one puts something right)
      const correcting =
        k > 0 && clauses.slice(0, k).every((c) => c.tokens.every((t) => t.kind === 'punct' || AROUND_CORRECTION.includes(t.norm)));
      const request =
        servingsAsked(words, start) ??
        goalChangeOf(words, start) ??
        goalOf(words, start) ??
        quantityCorrection(words, start, correcting) ??
        lineAmountSaid(words, start) ??
        eatAgain(words, start) ??
        removeFromMeal(words, start) ??
        mealOff(words, start);
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
  // "show me some cheaper options for tuesday dinner": a few recipes listed for the slot, nothing changed
  const options = slotOptions(tokens);
  if (options) return options;
  // "i would like the beef stroganoff for sunday dinner": the slot swapped for the recipe wished
  const wishedRecipe = asked ? null : recipeWished(tokens);
  const recipeSwap = wishedRecipe ? grammar.parse(wishedRecipe) : null;
  if (recipeSwap?.type === 'swap') return recipeSwap;
  const intent = grammar.understand(tokens);
  // "i love olives so add two jars to the list": the add asked after a story, when the whole reads as no change
  const afterStory = grammar.isChange(intent) ? null : addAfterStory(text, grammar.parse);
  if (afterStory) return kindAsked(afterStory);
  // "can we do 1800 cals", "140 protein": a goal put forward with its figure, where the grammar reads no change (asked first when large)
  const proposal = grammar.isChange(intent) ? null : proposedGoal(tokens, asked);
  if (proposal) return proposal;
  // "is saturday lunch quick?", "is friday dinner thai?": the planned meal asked about, never a search or a swap
  const plannedRead = plannedAsked(intent, tokens, asked);
  if (plannedRead) return plannedRead;
  // "can we have something veggie on wednesday for dinner": a search said of one planned meal swaps it
  const slotted = grammar.isChange(intent) ? null : slotSearch(intent, tokens, asked, grammar.parse);
  if (slotted) return slotted;
  // "swap the chips for pretzels", "put sparkling water on instead": a grocery line for another, a line put on
  // (when the grammar reads no change of its own: "switch my store to costco" is the store's)
  const line = asked || grammar.isChange(intent) ? null : (lineSwap(tokens, grammar.parse) ?? putOn(tokens, grammar.parse));
  if (line) return line;
  if (!asked && !grammar.isChange(intent) && vagueGoal(tokens)) return { type: 'vague', ask: 'goal' };
  // "grab some trash bags too", "need dish soap": an add the grammar does not read, when what it names is a grocery
  const fetched = !asked && !grammar.isChange(intent) && clauses[0] ? fetchAdd(clauses[0].tokens, clauses[0].start, text) : null;
  if (fetched) return kindAsked(fetched);
  // "add <script>…</script> to my list": markup was all there was of the thing to add; asked, not read as something else
  if (changed && !grammar.isChange(intent) && /^\s*(?:please\s+)?(?:add|put|buy|get)\b/i.test(text)) return { type: 'nothingToRead' };
  // "check the forecast", "check the weather for sat": looked at, not ticked — a subject outside food named as the line
  if (intent.type === 'checkGrocery' && resolveFood(intent.item).kind !== 'food') {
    const topic = offTopic(tokenize(intent.item));
    if (topic) return { type: 'offTopic', topic };
  }
  if (intent.type === 'swap') return weekendSwaps(refineSwap(intent, tokens), tokens);
  if (intent.type === 'addGrocery') return kindAsked(intent);
  // An off-topic word read as a day's meals or a recipe search ("what's the weather like tomorrow", "translate this to spanish").
  // (a planned meal asked in a clause of its own keeps its reading: "what's for lunch sunday? the kids have a match" tells why)
  // (and a question of "it" that names no meal, day or dish: "how can i reset my laptop, it keeps freezing" asks no recipe's steps)
  const ofNothingPlanned = intent.type === 'mealQuestion' && !intent.day && !intent.meal && (!intent.dish || !knownDish(intent.dish));
  if (['unknown', 'meal', 'recipes', 'quick', 'cookWith'].includes(intent.type) || ofNothingPlanned) {
    const asking = intent.type === 'meal' && intent.meal ? clauses.find((c) => findMeal(c.tokens)) : undefined;
    const topic = offTopic(asking?.tokens ?? tokens);
    if (topic) return { type: 'offTopic', topic };
  }
  // "suggest a good podcast for my commute": ideas asked of something the kitchen does not know, about no food
  if (intent.type === 'recipes' && ideasOfNothingEaten(intent, tokens)) return { type: 'offTopic', topic: 'that' };
  // "tell me the bitcoin price": a price of something outside food ("how much is chicken stock" is a food's)
  if (intent.type === 'cost') {
    const food = (words: string) => {
      const found = resolveFood(words);
      return found.kind === 'food' && !found.corrected;
    };
    const named = (i: number) =>
      food(tokens[i].text) ||
      (i > 0 && food(`${tokens[i - 1].text} ${tokens[i].text}`)) ||
      (i + 1 < tokens.length && food(`${tokens[i].text} ${tokens[i + 1].text}`));
    const topic = offTopic(tokens.filter((_, i) => !named(i)));
    if (topic) return { type: 'offTopic', topic };
  }
  return intent;
}

/** The plain form of a clear request said indirectly (requests/indirect-asks.ts), when the grammar reads it as a change. */
function indirectAsk(text: string, grammar: Grammar): Intent | null {
  const said = text.toLowerCase().trim();
  // the grammar's own reading of the same words is read without this step (it would come back here)
  if (readingPlainly.has(said)) return null;
  readingPlainly.add(said);
  try {
    return plainlyRead(text, said, grammar);
  } finally {
    readingPlainly.delete(said);
  }
}
/** Readings of the message as said that its plain form does not override. */
const OWN_READINGS: ReadonlySet<Intent['type']> = new Set([
  'addPreference',
  'removePreference',
  'eatAgain',
  'setNumber',
  'swap',
  'several',
]);
/** Messages whose own reading is under way, inside indirectAsk. */
const readingPlainly = new Set<string>();

function plainlyRead(text: string, said: string, grammar: Grammar): Intent | null {
  // "no more meat for me", "keep cilantro out of my meals": clear, so the change the grammar would ask about first is done
  if (saysKeepOut(text)) {
    const asked = grammar.parse(withoutCourtesy(text) ?? said);
    if (asked.type === 'confirm') {
      const done = grammar.parse(asked.request);
      if (done.type === 'addPreference') return done;
    }
  }
  const forms = plainAsks(text).filter((form) => form !== said);
  // a preference, goal or swap the grammar reads itself is its own ("no more keto for me" ends the diet)
  if (forms.length && OWN_READINGS.has(grammar.parse(said).type)) return null;
  for (const form of forms) {
    const read = grammar.parse(form);
    if (grammar.isChange(read) && read.type !== 'confirm' && read.type !== 'offer') return read;
  }
  return null;
}

/** A line that names a kind of food, not a food ("some veggies"): asked which, never stored (limits/vague.ts). */
function kindAsked(intent: Intent): Intent {
  const kind = intent.type === 'addGrocery' && !intent.also?.length ? foodKindOf(intent.item) : null;
  return kind ? { type: 'vague', ask: 'food', ...kind } : intent;
}
