/**
 * What a conversation with the assistant last spoke of, so a follow-up ("how long does it take to make",
 * "swap it for something vegetarian", "the second one") has a target. Pure: no Nest, no Redis; the store
 * (conversation-store.ts) keeps one state per person between messages.
 */
import { isMealType, WEEKDAY_NAMES, type MealType } from '../../kitchen/vocabulary.js';
import type { SwapConditions } from '../embedded/intents/intent.js';

/** One planned slot: the day of the plan's week and the meal, with what is in it when known. */
export interface MealRef {
  weekday: number;
  mealType: MealType;
  itemId?: string;
  title?: string;
  recipeId?: number | null;
  /** The recipes the swaps just made here took out of the slot: another swap of it does not bring them back. */
  replacedIds?: number[];
}

export interface RecipeRef {
  id: number;
  title: string;
  /** Dollars a serving and minutes, when the list showed them: "the cheapest one", "the quickest one". */
  cost?: number;
  minutes?: number;
  /** The meals the recipe is for, when the list knew them: the slot it goes in when none is said. */
  meals?: MealType[];
}

/** A setting the person can change by chat, read or changed last ("lower it by 20" after the budget was read). */
export type Setting = 'calorieGoal' | 'weeklyBudget' | 'proteinGoal';

/** What the last swap asked for, so "make it cheaper too" keeps "vegetarian" (the fields of the swap intent). */
export interface SwapWish extends SwapConditions {
  weekday: number;
  mealType: MealType;
  query?: string;
}

/** The assistant's last change in this conversation, for "undo that": its action and what it did. */
export interface LastAction {
  id: string;
  description: string;
}

/** What one reply spoke of; every field is optional, and a reply may speak of nothing. */
export interface Topic {
  meal?: MealRef;
  recipe?: RecipeRef;
  /** Recipes listed in the reply, in the order shown ("the second one"). */
  listed?: RecipeRef[];
  /** A day of the plan (0 = Sunday … 6 = Saturday). */
  day?: number;
  /** The meal type the listed recipes were for ("cheapest dinners"), the slot "put the second one on friday" fills. */
  listedMeal?: MealType;
  /** The day the listed recipes were asked for ("dinners i could have on tuesday"): where "the second one" goes. */
  listedDay?: number;
  /** A grocery line, by its name on the list. */
  line?: string;
  /** The lines a reply listed (an aisle's): "tick them all". */
  lines?: string[];
  /** A setting read or changed. */
  setting?: Setting;
  /** The conditions of the last swap, and its slot. */
  swap?: SwapWish;
  /** A food spoken of (not a line, not a meal): "do I have rice at home". */
  food?: string;
  /** The list of preferences the food was just put on ("i hate mushrooms"): "take that off" takes it off there. */
  preference?: 'dislikedIngredients' | 'allergies';
  /** What the reply asked and waits for: a yes, or a choice among things that matched. Only the next message answers it. */
  pending?: Pending;
  /**
   * The message this reply answered, as it was read ("what about tomorrow" after lunch was asked of: "what's for lunch
   * tomorrow"), so a next "and friday?" or "same for dinner" repeats what was meant, not the words typed.
   */
  said?: string;
}

/**
 * A question the assistant asked: `confirm` — a change asked first, which a yes makes (`request` is the message
 * the confirm button would send); `choose` — several things matched, and the person's pick completes `action`
 * (an intent of the embedded engine, its `slot` field set to the option chosen).
 */
export type Pending =
  | { kind: 'confirm'; request: string }
  /**
   * `chosen`: the option the person picked just before, so "no, the other one" is the one not picked; `shown`: what was
   * said beside each option (a line's amount, "8 oz blocks"), so "the 8 oz one" picks it.
   */
  | {
      kind: 'choose';
      options: string[];
      action: { type: string } & Record<string, unknown>;
      slot: string;
      chosen?: number;
      shown?: string[];
    };

/** Which was spoken of last: a meal, a recipe, or a thing to buy (a grocery line or a food); "it" means that one. */
export type Focus = 'meal' | 'recipe' | 'thing' | 'setting';

export interface ConversationState extends Topic {
  focus?: Focus;
  lastAction?: LastAction;
}

/** How long a conversation is remembered after its last message. */
export const CONVERSATION_TTL_SECONDS = 60 * 60;
/** At most this many listed recipes are kept: a reply shows five. */
export const MAX_LISTED = 8;
/** At most this many lines listed are kept ("tick them all" after an aisle). */
export const MAX_LINES = 40;
/** The longest message as read that a stored state gives back (a bound on what is read from Redis). */
export const MAX_SAID = 2000;

/**
 * The state after a reply that spoke of `topic`: what it spoke of replaces what was there, the rest stays
 * (a question about a grocery line does not forget the meal spoken of before it).
 */
export function updateState(state: ConversationState, topic: Topic | undefined): ConversationState {
  if (!topic) return state;
  const next: ConversationState = { ...state };
  // A question waits for the next message only: whatever that message was, the one after it is not its answer.
  if (topic.pending) next.pending = topic.pending;
  else delete next.pending;
  // likewise the message read last: only the one just answered is what "and friday?" repeats
  if (topic.said) next.said = topic.said;
  else delete next.said;
  if (topic.meal) {
    next.meal = { ...topic.meal };
    next.day = topic.meal.weekday;
    next.focus = 'meal';
  }
  if (topic.recipe) {
    next.recipe = { ...topic.recipe };
    // A recipe spoken of after a meal becomes what "it" means, unless the same reply named a meal too.
    if (!topic.meal) next.focus = 'recipe';
  }
  if (topic.listed?.length) {
    next.listed = topic.listed.slice(0, MAX_LISTED).map((r) => ({ ...r }));
    if (topic.listedMeal) next.listedMeal = topic.listedMeal;
    else delete next.listedMeal;
    // (a listing of its own replaces the day of the one before; the day read from the ask itself is the listing's)
    if (topic.listedDay !== undefined) next.listedDay = topic.listedDay;
    else if (state.listed?.length) delete next.listedDay;
    if (!topic.meal && !topic.recipe) next.focus = 'recipe';
  }
  if (topic.swap) next.swap = { ...topic.swap };
  if (topic.day !== undefined && !topic.meal) next.day = topic.day;
  // The thing spoken of last is the one "it" means (the food first): a line named alone forgets the food named before.
  if (topic.line) next.line = topic.line;
  if (topic.line && !topic.food) delete next.food;
  if (topic.food) next.food = topic.food;
  // (only the reply that put the food on a list of preferences says which: a later one that speaks of a thing, a meal or
  // a setting speaks of something else)
  const spokeOfOther =
    topic.food || topic.line || topic.lines?.length || topic.meal || topic.recipe || topic.listed?.length || topic.setting;
  if (topic.preference) next.preference = topic.preference;
  else if (spokeOfOther) delete next.preference;
  if (topic.lines?.length) next.lines = topic.lines.slice(0, MAX_LINES);
  else if (topic.line || topic.food) delete next.lines;
  if ((topic.line || topic.food || topic.lines?.length) && !topic.meal && !topic.recipe && !topic.listed?.length) next.focus = 'thing';
  if (topic.setting) {
    next.setting = topic.setting;
    // a setting asked of wins over the one food kept out that the listing answering it happened to show: "what is my
    // calorie goal" → "make it 1800" sets the goal (the food is still there for "remove that one" said of it)
    const thingSpoken = topic.line || (topic.food && !topic.preference);
    if (!topic.meal && !topic.recipe && !thingSpoken && !topic.listed?.length) next.focus = 'setting';
  }
  return next;
}

/** What a follow-up points at. */
export type Reference = { kind: 'pronoun' } | { kind: 'ordinal'; index: number };

export type Resolved = { kind: 'meal'; meal: MealRef } | { kind: 'recipe'; recipe: RecipeRef };

/**
 * What a reference means in a state: "the second one" is the second recipe listed; "it", "that", "instead"
 * is the meal or recipe spoken of last. Null when the state does not hold it.
 */
export function resolveReference(state: ConversationState, ref: Reference): Resolved | null {
  if (ref.kind === 'ordinal') {
    const listed = state.listed ?? [];
    const recipe = ref.index < 0 ? listed[listed.length + ref.index] : listed[ref.index];
    return recipe ? { kind: 'recipe', recipe } : null;
  }
  if (state.focus === 'recipe' && state.recipe) return { kind: 'recipe', recipe: state.recipe };
  if (state.meal) return { kind: 'meal', meal: state.meal };
  if (state.recipe) return { kind: 'recipe', recipe: state.recipe };
  return null;
}

/** The thing to buy spoken of last ("do I have rice at home" → rice), when it is what "it" means now. */
export function thingSpokenOf(state: ConversationState): string | null {
  return state.focus === 'thing' ? (state.food ?? state.line ?? null) : null;
}

/** "Tuesday dinner" */
export function mealName(meal: Pick<MealRef, 'weekday' | 'mealType'>): string {
  return `${WEEKDAY_NAMES[meal.weekday]} ${meal.mealType}`;
}

/**
 * The state said in one line for a model ("Tuesday dinner (dayOfWeek 2, mealType dinner): Saag Paneer, recipe 12"),
 * so its tools get the right target; null when there is nothing to say.
 */
export function describeState(state: ConversationState): string | null {
  const parts: string[] = [];
  const meal = state.meal
    ? `${mealName(state.meal)} (dayOfWeek ${state.meal.weekday}, mealType ${state.meal.mealType})${state.meal.title ? `: ${state.meal.title}` : ''}${state.meal.recipeId ? `, recipe ${state.meal.recipeId}` : ''}`
    : null;
  const recipe = state.recipe ? `the recipe ${state.recipe.title} (recipe ${state.recipe.id})` : null;
  // what "it" means first: the thing to buy or the setting spoken of last, else the meal or recipe
  const things = [state.food ? `the food ${state.food}` : null, state.line ? `the grocery line ${state.line}` : null];
  const setting = state.setting ? `the setting ${state.setting}` : null;
  const first = state.focus === 'recipe' ? [recipe, meal] : [meal, recipe];
  if (state.focus === 'thing') parts.push(...things.filter((p): p is string => p !== null));
  if (state.focus === 'setting' && setting) parts.push(setting);
  parts.push(...first.filter((p): p is string => p !== null));
  if (state.listed?.length)
    parts.push(`the recipes last listed, in order: ${state.listed.map((r, i) => `${i + 1}. ${r.title} (recipe ${r.id})`).join('; ')}`);
  if (state.day !== undefined && !state.meal) parts.push(`${WEEKDAY_NAMES[state.day]}`);
  if (state.focus !== 'thing') parts.push(...things.filter((p): p is string => p !== null));
  if (state.lines?.length) parts.push(`the grocery lines last listed: ${state.lines.join(', ')}`);
  if (setting && state.focus !== 'setting') parts.push(setting);
  if (state.swap) {
    const { weekday: _weekday, mealType: _mealType, ...wish } = state.swap;
    if (Object.keys(wish).length) parts.push(`the last swap of ${mealName(state.swap)} asked for ${JSON.stringify(wish)}`);
  }
  if (!parts.length) return null;
  return `The conversation is about: ${parts.join('; ')}. "It", "that" and "instead" mean the first of these; "the second one" means the second recipe listed.`;
}

/** A stored state read back: anything that is not a well-formed state is no state. */
export function parseState(raw: string | null): ConversationState {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const s = value as ConversationState;
    const out: ConversationState = {};
    if (isMealRef(s.meal)) out.meal = s.meal;
    if (isRecipeRef(s.recipe)) out.recipe = s.recipe;
    if (Array.isArray(s.listed))
      out.listed = s.listed
        .filter(isRecipeRef)
        .slice(0, MAX_LISTED)
        .map((r) => (Array.isArray(r.meals) ? { ...r, meals: r.meals.filter((m) => isMealType(m)) } : r));
    if (Number.isInteger(s.day) && s.day! >= 0 && s.day! <= 6) out.day = s.day;
    if (typeof s.line === 'string') out.line = s.line;
    if (Array.isArray(s.lines)) out.lines = s.lines.filter((l) => typeof l === 'string').slice(0, MAX_LINES);
    if (s.listedMeal && isMealType(s.listedMeal)) out.listedMeal = s.listedMeal;
    if (Number.isInteger(s.listedDay) && s.listedDay! >= 0 && s.listedDay! <= 6) out.listedDay = s.listedDay;
    if (s.setting === 'calorieGoal' || s.setting === 'weeklyBudget' || s.setting === 'proteinGoal') out.setting = s.setting;
    if (isSwapWish(s.swap)) out.swap = s.swap;
    if (s.lastAction && typeof s.lastAction.id === 'string' && typeof s.lastAction.description === 'string')
      out.lastAction = { id: s.lastAction.id, description: s.lastAction.description };
    if (typeof s.food === 'string') out.food = s.food;
    if (s.preference === 'dislikedIngredients' || s.preference === 'allergies') out.preference = s.preference;
    if (s.focus === 'meal' || s.focus === 'recipe' || s.focus === 'thing' || s.focus === 'setting') out.focus = s.focus;
    if (isPending(s.pending)) out.pending = s.pending;
    if (typeof s.said === 'string' && s.said.length <= MAX_SAID) out.said = s.said;
    return out;
  } catch {
    return {};
  }
}

function isMealRef(v: unknown): v is MealRef {
  const m = v as MealRef | undefined;
  return !!m && Number.isInteger(m.weekday) && m.weekday >= 0 && m.weekday <= 6 && isMealType(m.mealType);
}

function isSwapWish(v: unknown): v is SwapWish {
  const w = v as SwapWish | undefined;
  return !!w && typeof w === 'object' && Number.isInteger(w.weekday) && w.weekday >= 0 && w.weekday <= 6 && isMealType(w.mealType);
}

function isRecipeRef(v: unknown): v is RecipeRef {
  const r = v as RecipeRef | undefined;
  return !!r && Number.isInteger(r.id) && typeof r.title === 'string';
}

function isPending(v: unknown): v is Pending {
  const p = v as Pending | undefined;
  if (!p || typeof p !== 'object') return false;
  if (p.kind === 'confirm') return typeof p.request === 'string';
  return (
    p.kind === 'choose' &&
    Array.isArray(p.options) &&
    p.options.length > 1 &&
    p.options.every((o) => typeof o === 'string') &&
    typeof p.slot === 'string' &&
    !!p.action &&
    typeof p.action === 'object' &&
    typeof p.action.type === 'string' &&
    (p.chosen === undefined || (Number.isInteger(p.chosen) && p.chosen >= 0 && p.chosen < p.options.length)) &&
    (p.shown === undefined ||
      (Array.isArray(p.shown) && p.shown.length === p.options.length && p.shown.every((o) => typeof o === 'string')))
  );
}
