/**
 * The answers to issue #22's requests and limits, one handler per intent in a map, and the checks made
 * before a grammar write so a reply says what happened: "Eggs are already on your list: 12" (nothing
 * added), "which cheese?" when several lines match (nothing taken off), a large goal asked about first.
 * Writes go through the data port, so each is journaled and one Undo restores every part of a reply.
 */
import { beginPart } from '../../change-journal.js';
import {
  AssistantActionError,
  type AssistantData,
  type AssistantReply,
  type GroceryLine,
  type PlanDay,
  type PlanOverview,
  type PlanMeal,
} from '../../assistant-data.js';
import { sameFoodTag, sameTag } from '../../preference-tags.js';
import { DIET_NAMES, MEAL_TYPES, WEEKDAY_NAMES, type MealType } from '../../../kitchen/vocabulary.js';
import { normalizeUnit, unitLabel } from '../../../kitchen/units.js';
import { words } from '../../../kitchen/words.js';
import { foodLexicon } from '../../lexicon/foods.js';
import { namesTheDish } from '../../lexicon/dish-titles.js';
import {
  CALORIE_GOAL_MAX,
  CALORIE_GOAL_MIN,
  PROTEIN_GOAL_MAX,
  PROTEIN_GOAL_MIN,
  WEEKLY_BUDGET_MAX,
  WEEKLY_BUDGET_MIN,
} from '../../../preferences/preferences.dto.js';
import { amountOf, cap, kcal, NO_PLAN, resolveDay } from '../replies/phrasing.js';
import { answerServings } from './servings-answer.js';
import { type EmbeddedContext } from '../embedded-assistant.js';
import type { Intent } from '../intents.js';
import { WRITES } from '../intents/intent.js';
import { boundEntities } from '../entity-bounds.js';
import { plainText } from '../limits/plain-text.js';
import { calorieGoalCare, careReason, PACE_CAUTION } from '../limits/calorie-care.js';
import {
  foodKindReply,
  medicalReply,
  FIGURE_ONLY,
  NOTHING_CHANGED,
  NOTHING_TO_READ,
  offTopicReply,
  namedPersonReply,
  otherAccountReply,
  vagueGoalReply,
  weightWishReply,
  WIPE_LIST_REPLY,
} from '../limits/replies.js';
import {
  anotherFoodThan,
  cataloguePackage,
  holdsName,
  lineNearerThan,
  lineSpeltAs,
  linesEndingWith,
  linesNamed,
  ofKindNamed,
  oneOf,
  sameLine,
} from './grocery-match.js';
import { amountWanted, lineForAmount, packagesCounted } from './line-amounts.js';
import { pickSwap } from './swap-pick.js';
import { answerSwapIf } from './swap-if.js';
import type { RequestIntent, RequestIntentType } from './types.js';
import { atTable, memberAway, memberRule, memberSafe } from './table-answers.js';
import { linePrice, undoLast } from './follow-up-answers.js';
import { askWhatReply } from './ask-what.js';
import { familyOf, familyOptions, familyQuestion, membersMeant, sameFood } from './families.js';

type Reply = string | AssistantReply;
export interface Deps {
  data: AssistantData;
  ctx: EmbeddedContext;
  /** The assistant's answer to another intent (a part of several), in the same reply and journal. */
  answer: (intent: Intent) => Promise<Reply>;
}
type Of<K extends Intent['type']> = Extract<Intent, { type: K }>;
type Handler<K extends Intent['type']> = (intent: Of<K>, deps: Deps) => Reply | Promise<Reply>;
/** A check before the grammar's own handler: a reply that writes nothing, or undefined to go on. */
type Guard<K extends Intent['type']> = (intent: Of<K>, deps: Deps) => Promise<Reply | undefined>;

const textOf = (r: Reply) => (typeof r === 'string' ? r : r.response);

/** "12", "2 gallons": a line's amount as the list shows it. */
const lineAmount = (line: Pick<GroceryLine, 'quantity' | 'unit'>) =>
  !line.unit || line.unit === 'piece' ? `${line.quantity}` : amountOf(line.quantity, line.unit);
const isOrAre = (name: string) => (/[^s]s$/i.test(name.trim()) ? 'are' : 'is');

// ─── limits ───────────────────────────────────────────────────────────────────────────────────────

const limits = {
  // a wish to lose weight (not how fast or how much) is asked what the plans should aim for
  medical: async (intent, deps) => {
    // a figure of the plan asked beside the condition: the figure, and no word on what it means for the condition
    if (intent.figure) {
      const figure = await deps.answer(intent.figure);
      return typeof figure === 'string' ? `${figure} ${FIGURE_ONLY}` : { ...figure, response: `${figure.response} ${FIGURE_ONLY}` };
    }
    return intent.topic === 'weightLoss' && !intent.pace ? weightWishReply() : medicalReply(intent.topic);
  },
  otherAccount: async (intent, deps) => {
    if (intent.table) return atTable(intent.table, deps);
    if (!intent.then) return otherAccountReply(intent.who);
    // someone at the person's table shares their plan: the question is answered from it
    const members = await deps.data.household(deps.ctx.userId);
    const said = intent.who.toLowerCase();
    // by relation ("your wife"): at the table when the household has anyone else in it
    const atTheTable = said.startsWith('your ')
      ? members.some((m) => !m.isYou)
      : members.some((m) => m.name.trim().toLowerCase() === said || m.name.trim().toLowerCase().split(/\s+/)[0] === said);
    // (only what is read: a change said of them is never made to the asker's own account)
    if (atTheTable && !WRITES.has(intent.then.type)) return deps.answer(intent.then.type === 'unknown' ? { type: 'meal' } : intent.then);
    if (WRITES.has(intent.then.type)) return otherAccountReply(intent.who);
    return namedPersonReply(intent.who);
  },
  offTopic: (intent) => offTopicReply(intent.topic),
  nothingToRead: () => NOTHING_TO_READ,
  notAsked: (intent) => `OK — I won't ${intent.request}. ${NOTHING_CHANGED}`,
  injected: async (intent, deps) => {
    const lines = intent.ignored.map((l) => `"${plainText(l).text.slice(0, 80)}"`).join(' and ');
    const note = `I ignored ${lines || 'that'}: I only act on what you ask me, not on instructions written into a message.`;
    if (!intent.intent) return `${note} ${NOTHING_CHANGED} What would you like to do?`;
    const bounded = boundEntities(intent.intent);
    const reply = 'reply' in bounded ? bounded.reply : await deps.answer(bounded.intent);
    return typeof reply === 'string' ? `${note} ${reply}` : { ...reply, response: `${note} ${reply.response}` };
  },
  vague: (intent) => {
    if (intent.ask === 'food')
      return {
        response: foodKindReply(intent.word, intent.kind, intent.examples),
        choices: intent.examples.map((f) => `add ${f} to my list`),
      };
    if (intent.ask === 'what') return askWhatReply(intent.about);
    return intent.ask === 'wipeList' ? WIPE_LIST_REPLY : vagueGoalReply();
  },
} satisfies { [K in 'medical' | 'otherAccount' | 'offTopic' | 'nothingToRead' | 'notAsked' | 'vague' | 'injected']: Handler<K> };

// ─── several changes ──────────────────────────────────────────────────────────────────────────────

/** Each part done in order, each undone alone (and the reply's one Undo restores all); a part refused does not stop the rest. */
const several: Handler<'several'> = async (intent, { answer, ctx }) => {
  const lines: string[] = [];
  let confirm: AssistantReply['confirm'];
  const addedNow: string[] = (ctx.addedNow = []);
  for (const part of intent.parts) {
    beginPart();
    try {
      // each part within the lexicon's bounds as a message of its own: "add blorp and add bananas" asks about blorp only
      // a change said not to be made: only said, among the rest that are done
      if (part.type === 'notAsked') {
        lines.push(`As you said, I didn't ${part.request}.`);
        continue;
      }
      const bounded = boundEntities(part);
      const reply = 'reply' in bounded ? bounded.reply : await answer(bounded.intent);
      if (!('reply' in bounded) && bounded.intent.type === 'addGrocery')
        addedNow.push(bounded.intent.item, ...(bounded.intent.also ?? []).map((a) => a.item));
      lines.push('after' in bounded && bounded.after ? `${textOf(reply)} ${bounded.after}` : textOf(reply));
      if (typeof reply !== 'string' && reply.confirm) confirm ??= reply.confirm;
    } catch (error) {
      if (!(error instanceof AssistantActionError)) throw error;
      lines.push(`I couldn't do one part: ${error.message}.`);
    }
  }
  const response = `You asked for ${intent.parts.length} things:\n${lines.map((l) => `• ${l}`).join('\n')}`;
  return confirm ? { response, confirm } : response;
};

// ─── goals ────────────────────────────────────────────────────────────────────────────────────────

const GOALS = {
  // (kcal is read when called: embedded-assistant.ts imports this module before its own are set)
  calorieGoal: {
    label: 'daily calorie goal',
    min: CALORIE_GOAL_MIN,
    max: CALORIE_GOAL_MAX,
    shown: (n: number) => kcal(n),
    per: ' a day',
    request: 'set my calorie goal to',
    // (a day's food is health: a quarter more or less at once is asked first, said as a command or a statement alike;
    // a cut of a third is asked with a caution besides)
    largeAsked: { cut: 1 / 4, rise: 1 / 4 },
  },
  weeklyBudget: {
    label: 'weekly budget',
    min: WEEKLY_BUDGET_MIN,
    max: WEEKLY_BUDGET_MAX,
    shown: (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    per: ' a week',
    request: 'set my weekly budget to',
    // (halved, or more than twice and a half: a higher budget only lets plans hold more)
    largeAsked: { cut: 1 / 2, rise: 3 / 2 },
  },
  proteinGoal: {
    label: 'daily protein goal',
    min: PROTEIN_GOAL_MIN,
    max: PROTEIN_GOAL_MAX,
    shown: (n: number) => `${Math.round(n)} g`,
    per: ' a day',
    request: 'set my protein goal to',
    largeAsked: { cut: 1 / 2, rise: 1 / 2 },
  },
} as const;
/** A change of more than this share of the current value is asked about first when said as a statement (asked outright: the goal's largeAsked, a share of it cut or added). */
const LARGE_CHANGE = 0.25;

/** Protein goals here; a calorie goal or budget said as a statement asked first when the change is large, else the grammar's handler. */
const setNumberGuard: Guard<'setNumber'> = async (intent, { data, ctx }) => {
  const goal = GOALS[intent.field];
  if (intent.value < goal.min || intent.value > goal.max) {
    // the nearest allowed value is offered: a yes (a tap) sets it
    const low = intent.value < goal.min;
    const bound = low ? goal.min : goal.max;
    const question = `Shall I set it to ${goal.shown(bound)}, the ${low ? 'lowest' : 'highest'}?`;
    // (a calorie goal that low needs the same caution as one asked first)
    const caution = low && intent.field === 'calorieGoal' ? ` ${PACE_CAUTION}` : '';
    return {
      response: `I can't set your ${goal.label} to ${goal.shown(intent.value)}: it must be between ${goal.shown(goal.min)} and ${goal.shown(goal.max)}${goal.per}.${caution} ${NOTHING_CHANGED} ${question}`,
      confirm: { question, request: `${goal.request} ${bound}` },
    };
  }
  const current = (await data.preferences(ctx.userId))[intent.field];
  const value = intent.field === 'proteinGoal' ? Math.round(intent.value) : intent.value;
  if (current === value) return `Your ${goal.label} is already ${goal.shown(value)}. ${NOTHING_CHANGED}`;
  const careful = intent.field === 'calorieGoal' ? carefulCalorieGoal(intent, value, current, ctx) : undefined;
  if (careful) return careful;
  // asked outright, a change this large is asked about too; the yes to a question offering this very figure sets it
  const pending = ctx.conversation?.pending;
  const confirmed =
    pending?.kind === 'confirm' && (pending.request.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).some((n) => Number(n.replace(/,/g, '')) === value);
  const asked = current !== null && value < current ? goal.largeAsked.cut : goal.largeAsked.rise;
  const large = intent.askIfLarge ? LARGE_CHANGE : confirmed ? Infinity : asked - 1e-9;
  if (current !== null && current > 0 && Math.abs(value - current) / current > large) {
    const question = `Change your ${goal.label} from ${goal.shown(current)} to ${goal.shown(value)}?`;
    return {
      response: `${question} That is a big change, so nothing is changed until you say yes.`,
      confirm: { question, request: `${goal.request} ${value}` },
    };
  }
  if (intent.field !== 'proteinGoal') return undefined;
  const saved = await data.updatePreferences(ctx.userId, { proteinGoal: value });
  return `Done — your daily protein goal is now ${goal.shown(saved.proteinGoal ?? value)}${current !== null ? ` (it was ${goal.shown(current)})` : ''}. New plans will aim for at least that much a day.`;
};

/** A goal's figure put as a question: its bounds said when outside them, else asked back — a question never sets it. */
const goalAsked: Handler<'goalAsked'> = async (intent, { data, ctx }) => {
  const goal = GOALS[intent.field];
  const current = (await data.preferences(ctx.userId))[intent.field];
  const range = `${goal.shown(goal.min)} and ${goal.shown(goal.max)}${goal.per}`;
  if (intent.value < goal.min || intent.value > goal.max)
    return `Your ${goal.label} can be between ${range}, so not ${goal.shown(intent.value)}. ${NOTHING_CHANGED}`;
  if (current === intent.value) return `Your ${goal.label} is already ${goal.shown(intent.value)}. ${NOTHING_CHANGED}`;
  const question = `${current !== null ? `Change your ${goal.label} from ${goal.shown(current)}` : `Set your ${goal.label}`} to ${goal.shown(intent.value)}?`;
  return {
    response: `${question} Nothing is changed until you say yes.`,
    confirm: { question, request: `${goal.request} ${intent.value}` },
  };
};

/**
 * A calorie goal that needs care — very low, a large cut at once, or set to lose weight at a pace — is asked first
 * with the caution; the yes to that very question (the request it offered, now pending) sets it.
 */
function carefulCalorieGoal(
  intent: Of<'setNumber'>,
  value: number,
  current: number | null,
  ctx: EmbeddedContext,
): AssistantReply | undefined {
  const request = `${GOALS.calorieGoal.request} ${value}`;
  const pending = ctx.conversation?.pending;
  if (pending?.kind === 'confirm' && pending.request === request) return undefined;
  const care = calorieGoalCare(value, current, { weightLoss: !!intent.weightLoss });
  if (!care) return undefined;
  const question = `Set your daily calorie goal to ${kcal(value)}${current ? ` (from ${kcal(current)})` : ''}?`;
  const why = careReason(care);
  return {
    response: `${question} ${why ? `${why} ` : ''}${PACE_CAUTION} Nothing is changed until you say yes.`,
    confirm: { question, request },
  };
}

/** Steps a goal moves by when "a bit" is all that is said: offered, asked first. */
const GOAL_STEP = { calorieGoal: 100, proteinGoal: 10, weeklyBudget: 10 } as const;

/** A goal raised or lowered: by the amount said (done, as "set … to" would be), or by a step offered first. */
const changeGoal: Handler<'changeGoal'> = async (intent, deps) => {
  const goal = GOALS[intent.field];
  const current = (await deps.data.preferences(deps.ctx.userId))[intent.field];
  if (current === null || current === undefined)
    return `You have no ${goal.label} yet, so I can't ${intent.direction === 'up' ? 'raise' : 'lower'} it. Tell me the figure, for example "${goal.request} ${intent.field === 'calorieGoal' ? 2000 : intent.field === 'proteinGoal' ? 120 : 100}". ${NOTHING_CHANGED}`;
  const sign = intent.direction === 'up' ? 1 : -1;
  const value = Math.round((current + sign * (intent.by ?? GOAL_STEP[intent.field])) * 100) / 100;
  if (value < goal.min || value > goal.max)
    return `That would make your ${goal.label} ${goal.shown(value)}, outside ${goal.shown(goal.min)}–${goal.shown(goal.max)}. ${NOTHING_CHANGED}`;
  if (intent.by !== undefined)
    return deps.answer({ type: 'setNumber', field: intent.field, value, ...(intent.askIfLarge ? { askIfLarge: true as const } : {}) });
  const question = `${intent.direction === 'up' ? 'Raise' : 'Lower'} your ${goal.label} from ${goal.shown(current)} to ${goal.shown(value)}?`;
  return {
    response: `${question} If you had another figure in mind, tell me it. Nothing is changed until you say yes.`,
    confirm: { question, request: `${goal.request} ${value}` },
  };
};

// ─── preferences: a food eaten again ──────────────────────────────────────────────────────────────

const eatAgain: Handler<'eatAgain'> = async (intent, { data, ctx }) => {
  const p = await data.preferences(ctx.userId);
  // the diets the food breaks, and the diet named for keeping it out ("Dairy-Free" for dairy)
  const diets = p.dietaryRestrictions.filter(
    (v) => intent.diets.some((d) => sameTag(v, DIET_NAMES[d])) || sameTag(v, `${intent.food} free`),
  );
  const allergies = p.allergies.filter((v) => sameFoodTag(v, intent.food));
  const dislikes = p.dislikedIngredients.filter((v) => sameFoodTag(v, intent.food));
  const removed = [
    diets.length ? `${diets.join(', ')} from your dietary restrictions` : '',
    allergies.length ? `${allergies.join(', ')} from your allergies` : '',
    dislikes.length ? `${dislikes.join(', ')} from your disliked ingredients` : '',
  ].filter(Boolean);
  if (!removed.length) {
    const list = (xs: string[]) => (xs.length ? xs.join(', ') : 'none');
    return `Nothing in your preferences keeps ${intent.food} out (diets: ${list(p.dietaryRestrictions)}; allergies: ${list(p.allergies)}; dislikes: ${list(p.dislikedIngredients)}), so ${NOTHING_CHANGED.toLowerCase()}`;
  }
  await data.updatePreferences(ctx.userId, {
    ...(diets.length ? { dietaryRestrictions: p.dietaryRestrictions.filter((v) => !diets.includes(v)) } : {}),
    ...(allergies.length ? { allergies: p.allergies.filter((v) => !allergies.includes(v)) } : {}),
    ...(dislikes.length ? { dislikedIngredients: p.dislikedIngredients.filter((v) => !dislikes.includes(v)) } : {}),
  });
  return `Removed ${removed.join('; ')}. New plans and suggestions may include ${intent.food} again; meals already planned are not changed.`;
};

// ─── the grocery list ─────────────────────────────────────────────────────────────────────────────

async function listOf({ data, ctx }: Deps) {
  const plan = await data.currentPlan(ctx.userId, ctx.today);
  return plan ? { plan, list: await data.groceryList(ctx.userId, plan.id) } : null;
}

/** The question "which one?", and the action held back noted for the person's pick (conversation/answers.ts). */
const askWhich = (said: string, lines: readonly GroceryLine[], doing: string, held?: { intent: Intent; deps: Deps }) => {
  if (held?.deps.ctx.heard)
    held.deps.ctx.heard.pending = {
      kind: 'choose',
      options: lines.map((l) => l.name),
      action: { ...held.intent },
      slot: 'item',
      shown: lines.map(lineAmount),
    };
  // the lines are offered as taps: the pick completes the action held back
  return { response: askWhichText(said, lines, doing), choices: lines.map((l) => l.name) };
};
const askWhichText = (said: string, lines: readonly GroceryLine[], doing: string) =>
  `Several lines on your list match "${said}". ${NOTHING_CHANGED} Which one should I ${doing}: ${oneOf(lines.map((l) => `${l.name} (${lineAmount(l)})`))}?`;

/** Lines said without an amount that are already on the list (not ticked) are not added again, and said so. */
const addGroceryGuard: Guard<'addGrocery'> = async (intent, deps) => {
  const found = await listOf(deps);
  if (!found?.list) return undefined;
  const open = found.list.items.filter((i) => !i.isChecked);
  // (with what was written when a name was put right: the reply of the lines still added says it)
  const said = [
    { item: intent.item, quantity: intent.quantity, unit: intent.unit, wrote: intent.wrote, aisle: intent.aisle },
    ...(intent.also ?? []),
  ];
  // one food named by its family ("add oil", "add yogurt" with two yogurts listed): asked which, nothing added
  const family = said.length === 1 && !sameLine(open, intent.item) ? await familyAsked(intent, open, deps) : undefined;
  if (family) return family;
  const there = said.filter((l) => l.quantity === undefined && sameLine(open, l.item));
  if (!there.length) return undefined;
  const notes = there.map((l) => {
    const line = sameLine(open, l.item)!;
    return `${cap(line.name)} ${isOrAre(line.name)} already on your list: ${lineAmount(line)}`;
  });
  const rest = said.filter((l) => !there.includes(l));
  if (!rest.length) return `${notes.join('. ')}. I added nothing.`;
  const [first, ...also] = rest;
  const added = await deps.answer({ type: 'addGrocery', ...first, ...(also.length ? { also } : {}) });
  return `${textOf(added)} ${notes.join('. ')}, so I didn't add ${there.length > 1 ? 'those' : 'it'} again.`;
};

/** "add oil", "add cheese", "add yogurt" with two yogurts listed: the family's foods offered (taps), the pick added. */
async function familyAsked(intent: Of<'addGrocery'>, open: readonly GroceryLine[], deps: Deps): Promise<Reply | undefined> {
  // lines of the family by name, and by kind where they sit in the same aisle ("mozzarella" beside Cheddar cheese, not canned tuna beside oil)
  const named = linesNamed(open, intent.item);
  const aisles = new Set(named.filter((l) => holdsName(l, intent.item)).map((l) => l.aisle));
  const listed = named.filter((l) => holdsName(l, intent.item) || !aisles.size || aisles.has(l.aisle));
  const catalogue = familyOf(intent.wrote ?? intent.item);
  if (!catalogue && listed.length < 2) return undefined;
  // narrowed by what was said ("two cans of chickpeas" is not the Chickpea flour listed beside Chickpeas (canned))
  const meant = membersMeant(intent, [...listed, ...(catalogue ?? []).map((name) => ({ name }))]);
  const meantLines = listed.filter((l) => meant.includes(l));
  const options = familyOptions(
    meantLines.map((l) => l.name),
    meant.filter((m) => !listed.some((l) => l === m)).map((m) => m.name),
  );
  if (options.length < 2) {
    // one left: the food said, added as asked, or the one food the words narrowed it to, by its name
    const [one] = options;
    return one === undefined || sameFood(one, intent.item) ? undefined : deps.answer({ ...intent, item: one });
  }
  const action = { ...intent };
  if (deps.ctx.heard) deps.ctx.heard.pending = { kind: 'choose', options, action, slot: 'item' };
  return {
    response: familyQuestion(
      intent.wrote ?? intent.item,
      options,
      meantLines.map((l) => l.name),
    ),
    choices: options,
  };
}

/** "take the cheese off" with several cheese lines: asked which, nothing taken off or ticked. */
function whichLineGuard<K extends 'removeGrocery' | 'checkGrocery'>(doing: string): Guard<K> {
  return async (intent: Of<'removeGrocery' | 'checkGrocery'>, deps) => {
    const found = await listOf(deps);
    if (!found?.list) return undefined;
    // "take the cokies off" with Cookies listed: the list's own line nearest what was typed, before the catalogue's reading
    const nearer = intent.wrote ? lineNearerThan(found.list.items, intent.wrote, intent.item) : null;
    if (nearer) return deps.answer({ ...intent, item: nearer.name, wrote: undefined });
    const lines = linesNamed(found.list.items, intent.item);
    const acting = intent.type === 'checkGrocery' && !intent.checked ? 'untick' : doing;
    // "delete the tomatoe": no line of that name, one line of that name misspelt — that line, and the slip said
    const spelt = lines.length ? null : lineSpeltAs(found.list.items, intent.item);
    if (spelt) return `${textOf(await deps.answer({ ...intent, item: spelt.name }))} (You wrote "${intent.item}".)`;
    // "the berries" with Strawberries and Blueberries listed: asked which, as when several lines hold the word
    const within = lines.length ? [] : linesEndingWith(found.list.items, intent.item);
    if (within.length > 1) return askWhich(intent.item, within, acting, { intent, deps });
    if (within.length === 1) {
      const [one] = within;
      const request = acting === 'take off' ? `take ${one.name} off my list` : `${acting} ${one.name}`;
      if (deps.ctx.heard) deps.ctx.heard.pending = { kind: 'confirm', request };
      return `${cap(intent.item)} ${isOrAre(intent.item)} not on your list by that name; ${one.name} (${lineAmount(one)}) is. Should I ${acting} ${one.name}? ${NOTHING_CHANGED}`;
    }
    // "add oat milk, take the milk off": the milk that is not the one just added in the same message
    const before = lines.filter((l) => !deps.ctx.addedNow?.some((added) => added.toLowerCase() === l.name.toLowerCase()));
    if (lines.length > 1 && before.length === 1) return deps.answer({ ...intent, item: before[0].name });
    if (lines.length > 1) return askWhich(intent.item, lines, acting, { intent, deps });
    // "take the milk off" with only Coconut milk on the list: asked, not taken as meant
    const [line] = lines;
    if (line && anotherFoodThan(line, intent.item)) {
      // a yes sends the ask again naming the line itself, which is then the same-named line
      const request = acting === 'take off' ? `take ${line.name} off my list` : `${acting} ${line.name}`;
      if (deps.ctx.heard) deps.ctx.heard.pending = { kind: 'confirm', request };
      return `${cap(intent.item)} ${isOrAre(intent.item)} not on your list; ${line.name} (${lineAmount(line)}) is another food. Should I ${acting} ${line.name}? ${NOTHING_CHANGED}`;
    }
    // the one line of the kind, whose name lacks the word ("the cheese" and a line "mozzarella"): that line, by its name
    if (line && !holdsName(line, intent.item)) return deps.answer({ ...intent, item: line.name });
    return undefined;
  };
}

const setGroceryQuantity: Handler<'setGroceryQuantity'> = async (intent, deps) => {
  const found = await listOf(deps);
  if (!found) return NO_PLAN;
  const items = found.list?.items ?? [];
  // a slip of a line's own name: that line, before the catalogue's reading of it
  const nearer = intent.wrote ? lineNearerThan(items, intent.wrote, intent.item) : null;
  if (nearer) return deps.answer({ ...intent, item: nearer.name, wrote: undefined });
  const named = linesNamed(items, intent.item);
  const doing =
    intent.change === 'times'
      ? `make ${intent.quantity === 0.5 ? 'half' : `${intent.quantity} times`} as much of`
      : intent.change
        ? `give ${intent.quantity} ${intent.change}`
        : `make ${intent.quantity}`;
  // several lines, one told by the food word or the unit said ("rice" in pounds, not the rice vinegar): that one
  const picked = named.length > 1 ? lineForAmount(named, intent, (l) => ofKindNamed(l, intent.item)) : null;
  const lines = picked ? [picked] : named;
  if (lines.length > 1) return askWhich(intent.item, lines, doing, { intent, deps });
  if (!lines.length && intent.change === 'times')
    return `${cap(intent.item)} ${isOrAre(intent.item)} not on your list, so there is nothing to ${intent.quantity < 1 ? 'halve' : 'multiply'}. ${NOTHING_CHANGED}`;
  if (!lines.length && intent.change === 'less')
    return `${cap(intent.item)} ${isOrAre(intent.item)} not on your list, so there is nothing to take from. ${NOTHING_CHANGED}`;
  if (!lines.length) {
    // Not on the list yet: the amount said is what is wanted.
    const added = await deps.answer({
      type: 'addGrocery',
      item: intent.item,
      quantity: intent.quantity,
      ...(intent.unit ? { unit: intent.unit } : {}),
    });
    return `${cap(intent.item)} ${isOrAre(intent.item)} not on your list yet, so I added ${intent.quantity}: ${textOf(added)}`;
  }
  const [line] = lines;
  // "3 bags" of the person's own line bought in oz: 3 bags, the unit changed with the amount (Undo puts both back)
  const packages = packagesCounted(line, intent);
  if (packages) {
    if (line.quantity === packages.quantity && normalizeUnit(line.unit) === packages.unit)
      return `${cap(line.name)} ${isOrAre(line.name)} already ${lineAmount(line)} on your list. ${NOTHING_CHANGED}`;
    const counted = await deps.data.setGroceryQuantity(deps.ctx.userId, found.plan.id, line.id, packages.quantity, packages.unit);
    if (!counted) return `I couldn't find ${line.name} on your list any more. ${NOTHING_CHANGED}`;
    return `Changed ${line.name} on your grocery list from ${lineAmount(line)} to ${lineAmount(counted)}.`;
  }
  // Another unit than the line's ("2 liters" of a line bought by the gallon) would be a different amount: said, not guessed.
  const wanted = amountWanted(line, intent, (pack) => cataloguePackage(line, pack));
  if (wanted === null)
    return `${cap(line.name)} ${isOrAre(line.name)} on your list as ${lineAmount(line)}, so I can change how many ${unitLabel(normalizeUnit(line.unit) ?? line.unit, 2)}, not the unit. ${NOTHING_CHANGED} For example: "make that ${intent.quantity} ${unitLabel(normalizeUnit(line.unit) ?? line.unit, intent.quantity)} of ${line.name}".`;
  if (!(wanted > 0))
    return `${cap(line.name)} ${isOrAre(line.name)} on your list as ${lineAmount(line)}, so ${intent.quantity} less would leave none. To take it off, say "take ${line.name} off my list". ${NOTHING_CHANGED}`;
  if (line.quantity === wanted)
    return `${cap(line.name)} ${isOrAre(line.name)} already ${lineAmount(line)} on your list. ${NOTHING_CHANGED}`;
  const updated = await deps.data.setGroceryQuantity(deps.ctx.userId, found.plan.id, line.id, wanted);
  if (!updated) return `I couldn't find ${line.name} on your list any more. ${NOTHING_CHANGED}`;
  return `Changed ${line.name} on your grocery list from ${lineAmount(line)} to ${lineAmount(updated)}.`;
};

// ─── a diet the planner has no record of ──────────────────────────────────────────────────────────

const dietNotPlanned: Handler<'dietNotPlanned'> = (intent) =>
  `${cap(intent.diet)} isn't one of the diets I can plan for (I know ${oneOf(Object.values(DIET_NAMES)).replace(/ or /, ' and ')}), so I changed nothing. Which foods should I keep out of your meals for it?`;

// ─── the pantry ───────────────────────────────────────────────────────────────────────────────────

/** A food put in the pantry: with the amount said, else the amount of its one line on the list (a move from the list). */
const addPantry: Handler<'addPantry'> = async (intent, deps) => {
  let amount = intent.quantity !== undefined ? { quantity: intent.quantity, unit: intent.unit } : {};
  const lines = linesNamed((await listOf(deps))?.list?.items ?? [], intent.item);
  // "the cheese" with several cheeses on the list: which one is at home is asked, not guessed
  const ofKind = lines.filter((l) => ofKindNamed(l, intent.item));
  if (ofKind.length > 1) return askWhich(intent.item, ofKind, 'put in your pantry', { intent, deps });
  if (intent.quantity === undefined) {
    if (lines.length === 1)
      amount = { quantity: lines[0].quantity, unit: lines[0].unit && lines[0].unit !== 'piece' ? lines[0].unit : undefined };
  }
  // the one line of the kind ("the cheese" and a line "mozzarella") is the food meant, not the kind word's own food
  // (unless the word is that food's whole name: "carrots" are the Carrot, not the mixed vegetables listed)
  const own = foodLexicon().exact(intent.item);
  const namesItself = !!own && words(own.name).join(' ') === words(intent.item).join(' ');
  const name = ofKind.length === 1 && !namesItself && !holdsName(ofKind[0], intent.item) ? ofKind[0].name : intent.item;
  const put = await deps.data.addToPantry(deps.ctx.userId, { name, ...amount });
  if (!put) return `I can keep only foods of the catalogue in your pantry, and I don't know "${intent.item}". ${NOTHING_CHANGED}`;
  return put.already ? `${cap(put.name)} ${isOrAre(put.name)} already in your pantry.` : `Put ${put.name} in your pantry.`;
};

/** A food taken out of the pantry: the row and its history go, and Undo puts them back as they were. */
const removePantry: Handler<'removePantry'> = async (intent, deps) => {
  const taken = await deps.data.removeFromPantry(deps.ctx.userId, intent.item);
  if (!taken) return `${cap(intent.item)} ${isOrAre(intent.item)} not in your pantry. ${NOTHING_CHANGED}`;
  return `Took ${taken.name} out of your pantry.`;
};

/**
 * None of a food left: out of the pantry when it is there, and on the list — added when it is not on it yet, said
 * so when it is (never "Added" when it was there already).
 */
const usedUp: Handler<'usedUp'> = async (intent, deps) => {
  const taken = await deps.data.removeFromPantry(deps.ctx.userId, intent.item);
  // the list's own add: a line there already is said so and nothing added
  const listed = textOf(await deps.answer({ type: 'addGrocery', item: intent.item }));
  return taken ? `Took ${taken.name} out of your pantry. ${listed}` : listed;
};

/** The ticked lines off the list, each its own change in one reply (one Undo puts all back). */
const clearTicked: Handler<'clearTicked'> = async (_intent, deps) => {
  const found = await listOf(deps);
  if (!found) return NO_PLAN;
  const ticked = (found.list?.items ?? []).filter((l) => l.isChecked);
  if (!ticked.length) return `Nothing on your list is ticked. ${NOTHING_CHANGED}`;
  const parts: Intent[] = ticked.map((l) => ({ type: 'removeGrocery', item: l.name }));
  return parts.length === 1 ? deps.answer(parts[0]) : deps.answer({ type: 'several', parts });
};

// ─── a food out of a planned meal ─────────────────────────────────────────────────────────────────

const holds = (name: string, food: string[]) => {
  const have = new Set(words(name));
  return food.length > 0 && food.every((w) => have.has(w));
};

/**
 * The items of a slot that are the food said, whole: an added food or side whose name holds every word said
 * ("the salad" → Side salad), or a dish named in full or by what it is. An ingredient inside a dish is not one of
 * these, nor a word of a dish's title that describes it ("no cheese" keeps the Bean and Cheese Burritos).
 */
const wholeItems = (current: readonly PlanMeal[], food: string[], inside: (title: string) => boolean) =>
  current.filter(
    (i) =>
      holds(i.title, food) &&
      (i.recipeId === null || words(i.title).join(' ') === food.join(' ') || (!inside(i.title) && namesTheDish(i.title, food))),
  );

/**
 * A food out of a planned meal: an item that is the food, whole, is taken out (undoable, the list follows);
 * an ingredient inside a recipe can't be, so a swap for a recipe without it is offered (asked first).
 */
const removeFromMeal: Handler<'removeFromMeal'> = async (intent, { data, ctx }) => {
  const asked = (options: string[]) => {
    if (ctx.heard) ctx.heard.pending = { kind: 'choose', options, action: { ...intent }, slot: 'food' };
    return options;
  };
  const plan = await data.currentPlan(ctx.userId, ctx.today);
  if (!plan) return NO_PLAN;
  // no meal said, the food looked for in the whole week: the one dish that has it, else which (their titles as taps)
  if (intent.week && !intent.dish && !intent.day && !intent.meal) {
    const food = words(intent.food);
    const dishes = [
      ...new Set(
        (await data.planFoods(ctx.userId, plan.id)).filter((f) => f.ingredientNames.some((n) => holds(n, food))).map((f) => f.title),
      ),
    ];
    if (!dishes.length) return `Nothing planned in ${plan.displayName} has ${intent.food}. ${NOTHING_CHANGED}`;
    if (dishes.length > 1) {
      if (ctx.heard) ctx.heard.pending = { kind: 'choose', options: dishes, action: { ...intent, week: undefined }, slot: 'dish' };
      return {
        response: `${cap(intent.food)} is in ${dishes.length} meals this week. ${NOTHING_CHANGED} Which one should I take it out of: ${oneOf(dishes)}?`,
        choices: dishes,
      };
    }
    intent = { ...intent, dish: dishes[0] };
  }
  // the meal named by its dish ("out of the risotto"): the slot of the plan that holds it
  const slot = intent.dish && !intent.day && !intent.meal ? dishSlot(plan, intent.dish, intent.food) : null;
  if (typeof slot === 'string') return slot;
  const { day, on } = resolveDay(plan, slot ? { kind: 'weekday', weekday: slot.weekday } : intent.day, ctx.today);
  const meal = slot?.meal ?? intent.meal ?? (await mealHolding(intent, day, plan.id, { data, ctx }));
  if (typeof meal !== 'string') return meal.reply;
  const current = day.meals[meal];
  if (!current.length)
    return `Nothing is planned for ${meal} ${on}, so there is nothing to take out. ${NOTHING_CHANGED} Would you like me to find a ${meal} for that day?`;
  const food = words(intent.food);
  const titles = current.map((i) => i.title).join(' + ');
  const items = (await data.planFoods(ctx.userId, plan.id)).filter((f) => f.weekday === day.weekday && f.mealType === meal);
  // a dish named by its title ("the onion soup") is the dish, unless the words name one of its ingredients ("the onions")
  const inside = (title: string) => items.some((f) => f.title === title && f.ingredientNames.some((n) => holds(n, food)));
  const whole = wholeItems(current, food, inside);
  // a dish named in more words than the lexicon read ("the onion soup of my own"): the dish, whole
  const named = intent.said ? current.filter((i) => holds(i.title, words(intent.said!))) : [];
  if (named.length === 1 && !whole.includes(named[0])) whole.splice(0, whole.length, named[0]);
  if (whole.length > 1) {
    const question = `Which one should I take out of ${meal} ${on}: ${oneOf(whole.map((i) => i.title))}?`;
    return { response: `${NOTHING_CHANGED} ${question}`, choices: asked(whole.map((i) => i.title)) };
  }
  if (whole.length === 1) {
    const { removed } = await data.removeFromSlot(ctx.userId, plan.id, day.weekday, meal, whole[0].itemId);
    const left = current.filter((i) => i !== whole[0]).map((i) => i.title);
    return `Took ${removed} out of ${meal} ${on}${left.length ? ` — ${left.join(' + ')} stays` : `, which now has nothing planned`}. Your grocery list follows the plan.`;
  }
  // (the ingredient that has it, else the dish whose title says it: "cheese" of Bean and Cheese Burritos, made with cheddar)
  const evidence = items.flatMap((f) => {
    const has = f.ingredientNames.filter((n) => holds(n, food)).map((n) => `${n} in ${f.title}`);
    return has.length || !holds(f.title, food) ? has : [f.title];
  });
  if (!evidence.length)
    return `${cap(meal)} ${on} (${titles}) has no ${intent.food}, so there is nothing to take out. ${NOTHING_CHANGED} Would you like to swap it for something else, or did you mean another day?`;
  const hits = await data.searchRecipes(ctx.userId, {
    mealType: meal,
    without: [intent.food],
    excludeIds: current.map((i) => i.recipeId).filter((id): id is number => id !== null),
    limit: 20,
  });
  const pick = pickSwap(hits, current, meal, {});
  const has = `${cap(meal)} ${on} has ${intent.food} (${[...new Set(evidence)].join(', ')}).`;
  if (!pick)
    return `${has} I can't take one ingredient out of a recipe, and I couldn't find another ${meal} without ${intent.food} that fits your preferences, so I left it as it is.`;
  const dayWord = WEEKDAY_NAMES[day.weekday].toLowerCase();
  const question = `Swap ${meal} ${on} for ${pick.title} (${kcal(pick.calories)}, ${pick.readyInMinutes} min), which has no ${intent.food}?`;
  return {
    response: `${has} I can't take one ingredient out of a recipe, but I can swap the meal. Nothing is changed until you say yes. ${question}`,
    confirm: { question, request: `swap ${dayWord} ${meal} for something without ${intent.food}` },
  };
};

/** A whole planned meal taken out: the slot left empty (one Undo puts it back), or said to be empty already. */
const clearMeal: Handler<'clearMeal'> = async (intent, { data, ctx }) => {
  const plan = await data.currentPlan(ctx.userId, ctx.today);
  if (!plan) return NO_PLAN;
  const { day, on } = resolveDay(plan, intent.day, ctx.today);
  if (!day.meals[intent.meal].length)
    return `Nothing is planned for ${intent.meal} ${on}, so there is nothing to take out. ${NOTHING_CHANGED}`;
  const { removed } = await data.clearSlot(ctx.userId, plan.id, day.weekday, intent.meal);
  return `Took ${intent.meal} ${on} out of your plan (${removed.join(' + ')}); nothing is planned there now. Your grocery list follows the plan.`;
};

/**
 * The slot of the plan whose dish is the one named ("the risotto"): its day and meal; or, when none or several
 * hold it, the answer that says so and asks which (nothing changed).
 */
function dishSlot(plan: PlanOverview, dish: string, food: string): { weekday: number; meal: MealType } | string {
  const named = words(dish);
  const slots = plan.days.flatMap((d) =>
    MEAL_TYPES.filter((m) => d.meals[m].some((i) => holds(i.title, named))).map((meal) => ({ weekday: d.weekday, meal })),
  );
  if (slots.length === 1) return slots[0];
  const where = slots.map((s) => `${WEEKDAY_NAMES[s.weekday]} ${s.meal}`);
  if (!slots.length) return `I couldn't find ${dish} in ${plan.displayName}. ${NOTHING_CHANGED} Which day and meal did you mean?`;
  return `${cap(dish)} is planned more than once: ${oneOf(where)}. ${NOTHING_CHANGED} Which one should ${food} come out of (e.g. "no ${food} in ${where[0]}")?`;
}

/**
 * The meal of a day that holds a food, when only the day was said ("take the toast off wednesday"): the one
 * that holds it, or the question which (the meals that do, as taps), or that none does.
 */
async function mealHolding(
  intent: Of<'removeFromMeal'>,
  day: PlanDay,
  planId: string,
  { data, ctx }: Pick<Deps, 'data' | 'ctx'>,
): Promise<MealType | { reply: Reply }> {
  const food = words(intent.food);
  const said = intent.said ? words(intent.said) : food;
  const foods = (await data.planFoods(ctx.userId, planId)).filter((f) => f.weekday === day.weekday);
  const holding = MEAL_TYPES.filter(
    (m) =>
      day.meals[m].some((i) => holds(i.title, said) || holds(i.title, food)) ||
      foods.some((f) => f.mealType === m && f.ingredientNames.some((n) => holds(n, food))),
  );
  if (holding.length === 1) return holding[0];
  const dayName = WEEKDAY_NAMES[day.weekday];
  if (!holding.length)
    return { reply: `Nothing planned on ${dayName} has ${intent.food}. ${NOTHING_CHANGED} Which day or meal did you mean?` };
  if (ctx.heard) ctx.heard.pending = { kind: 'choose', options: holding, action: { ...intent }, slot: 'meal' };
  return {
    reply: {
      response: `${cap(intent.food)} is in more than one meal on ${dayName}. ${NOTHING_CHANGED} Which one should I take it out of: ${oneOf(holding)}?`,
      choices: holding,
    },
  };
}

// ─── the map ──────────────────────────────────────────────────────────────────────────────────────

const HANDLERS: { [K in RequestIntentType]: Handler<K> } = {
  ...limits,
  several,
  changeGoal,
  goalAsked,
  eatAgain,
  setGroceryQuantity,
  addPantry,
  removePantry,
  usedUp,
  clearTicked,
  dietNotPlanned,
  removeFromMeal,
  clearMeal,
  setServings: answerServings,
  swapIf: answerSwapIf,
  memberRule,
  memberAway,
  memberSafe,
  linePrice,
  undoLast,
};
const GUARDS: { [K in Intent['type']]?: Guard<K> } = {
  setNumber: setNumberGuard,
  addGrocery: addGroceryGuard,
  removeGrocery: whichLineGuard<'removeGrocery'>('take off'),
  checkGrocery: whichLineGuard<'checkGrocery'>('tick'),
};

/** The answer to a request of issue #22, or a guard's answer before a write; undefined: the grammar's own handler answers. */
export async function answerRequest(intent: Intent, deps: Deps): Promise<Reply | undefined> {
  const handler = (HANDLERS as Record<string, Handler<Intent['type']> | undefined>)[intent.type];
  if (handler) return await handler(intent, deps);
  const guard = (GUARDS as Record<string, Guard<Intent['type']> | undefined>)[intent.type];
  return guard ? guard(intent, deps) : undefined;
}

export type { RequestIntent };
