/**
 * The assistant that works without any AI service: it understands a fixed set of requests
 * (embedded/intents.ts) and answers them from the person's own data, through AssistantData.
 * It says plainly what it cannot do. No Nest or ORM here: the data port is passed in.
 */
import {
  AssistantActionError,
  type AssistantData,
  type AssistantReply,
  type PlanDay,
  type PlanOverview,
  type RecipeHit,
} from '../assistant-data.js';
import { itemsBreakingDiet, itemsContaining } from '../plan-contains.js';
import { boundEntities } from './entity-bounds.js';
import { sameTag } from '../preference-tags.js';
import { MAX_TAG_LENGTH, parseIntent, WEEKDAYS, type DayRef, type Intent, type Measure, type PreferenceList } from './intents.js';
import { addDays, weekdayOf } from '../../mealplans/plan-dates.js';
import { DIET_NAMES, MEAL_TYPES, storeNameOf, WEEKDAY_NAMES, type MealType } from '../../kitchen/vocabulary.js';
import { normalizeUnit, unitLabel, UNITS } from '../../kitchen/units.js';
import { nameFor } from '../../kitchen/words.js';
import { answerRequest } from './requests/handlers.js';
import { conditionsMet, pickSwap, swapPortion } from './requests/swap-pick.js';
import { CALORIE_GOAL_MAX, CALORIE_GOAL_MIN, WEEKLY_BUDGET_MAX, WEEKLY_BUDGET_MIN } from '../../preferences/preferences.dto.js';
import { followUp, pointsAtNothing } from '../conversation/follow-up.js';
import { updateState, type ConversationState, type MealRef, type Topic } from '../conversation/state.js';
import { topicOfIntent } from '../conversation/topic.js';
import { completeTopic, LEFT_AS_IS, NOTHING_ASKED, pendingOf, swapToListed, WHICH_IS_MEANT } from './conversation-turns.js';
import { answerPending, yesOrNo } from '../conversation/answers.js';
import { tokenize } from './tokens.js';
import { nextWeekdayDate } from '../lexicon/days.js';
import { inCalories, QuestionAnswers } from './questions/answers.js';
import { overruleBroad, understandUnknown } from './classifier/asked.js';
import { QUESTION_TYPES, type Question } from './questions/questions.js';

export interface EmbeddedContext {
  userId: string;
  firstName: string | null;
  /** The person's today, YYYY-MM-DD (in their time zone when the browser sent it). */
  today: string;
  /** What the conversation last spoke of: "it", "that", "the second one" point there. */
  conversation?: ConversationState;
  /** The person's message before this one, for "what about wednesday?". */
  previous?: string;
  /** While answering: what the reply speaks of, and what it asks (a handler asking "which one?" notes it here). */
  heard?: Topic;
}

/** While answering: where handlers note what they spoke of (recipes listed, a meal swapped). */
type Answering = EmbeddedContext & { heard: Topic };

const MEAL_NAMES: Record<MealType, string> = { breakfast: 'breakfast', lunch: 'lunch', dinner: 'dinner' };
export const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
export const kcal = (n: number) => `${Math.round(n).toLocaleString('en-US')} kcal`;
/** Whether a stored allergy names this word ("Peanuts" for "peanut", "Gluten-Free" for "gluten free"). */
const mentionsWord = sameTag;
const LIST_LABELS: Record<PreferenceList, string> = {
  dietaryRestrictions: 'dietary restrictions',
  allergies: 'allergies',
  dislikedIngredients: 'disliked ingredients',
};
const grams = (n: number) => `${Math.round(n).toLocaleString('en-US')} g`;
const dollars = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** "thai" → "Thai", "middle eastern" → "Middle Eastern". */
const cuisineName = (c: string) => c.replace(/\b[a-z]/g, (ch) => ch.toUpperCase());
const MEASURE_WORDS: Record<Measure, string> = {
  calories: 'calories',
  protein: 'protein',
  fat: 'fat',
  carbs: 'carbohydrate',
  cost: 'cost',
};

function shortDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

export const HELP_TEXT = [
  'Here is what I can do with your plan and lists:',
  '• Tell you what\'s planned: "What\'s for dinner on Tuesday?"',
  '• Count calories, protein, fat and carbs of a day, a meal or the week: "How much protein is in Tuesday dinner?"',
  '• Compare days and costs: "Which day has the most protein?", "What does Friday cost?"',
  '• Check for an allergen or an ingredient: "Is my plan safe for a peanut allergy?"',
  '• Swap a meal: "Swap Wednesday lunch for something vegetarian"',
  '• Add to your grocery list: "Add milk to my list" (or "check off eggs")',
  '• Find recipes that fit your preferences: "What can I cook in under 20 minutes?", "something thai", "what can I make with spinach and rice?"',
  '• Change your preferences: "switch my store to costco", "remove peanuts from my allergies", "set my budget to 120"',
  '• Start a new week\'s plan: "make me a new meal plan"',
  "I can't order groceries or change your calendar from the chat — use the Grocery Lists page and the calendar export for those.",
].join('\n');

export const NO_PLAN = "You don't have a meal plan yet. Create or generate one on the Meal Plans page, then ask me again.";

/** The plan day a person means: the weekday inside the plan, or a relative day (by date when the plan covers it). */
/**
 * `label` starts a sentence ("Tuesday (Nov 24)", "Today (Sunday, Nov 22)"); `on` goes inside one
 * ("on Tuesday (Nov 24)", "today (Sunday, Nov 22)").
 */
export function resolveDay(
  plan: PlanOverview,
  ref: DayRef | undefined,
  today: string,
): { day: PlanDay; label: string; on: string; outside: boolean } {
  const ask = ref ?? { kind: 'relative' as const, offset: 0, word: 'today' };
  if (ask.kind === 'weekday') {
    // "next tuesday": the first Tuesday after today when the plan holds it, else the plan's own Tuesday, said so
    const next = ask.next ? plan.days.find((d) => d.date === nextWeekdayDate(today, ask.weekday)) : undefined;
    const day = next ?? plan.days.find((d) => d.weekday === ask.weekday)!;
    const label = `${WEEKDAY_NAMES[day.weekday]} (${shortDate(day.date)})`;
    return { day, label, on: `on ${label}`, outside: !!ask.next && !next };
  }
  const date = addDays(today, ask.offset);
  const exact = plan.days.find((d) => d.date === date);
  if (exact) {
    const when = `${ask.word} (${WEEKDAY_NAMES[exact.weekday]}, ${shortDate(exact.date)})`;
    return { day: exact, label: cap(when), on: when, outside: false };
  }
  const day = plan.days.find((d) => d.weekday === weekdayOf(date))!;
  const label = `${WEEKDAY_NAMES[day.weekday]} (${shortDate(day.date)})`;
  return { day, label, on: `on ${label}`, outside: true };
}

function mealLine(day: PlanDay, meal: MealType): string {
  const items = day.meals[meal];
  if (!items.length) return `${cap(MEAL_NAMES[meal])}: nothing planned`;
  return `${cap(MEAL_NAMES[meal])}: ${items.map((i) => `${i.title} (${kcal(i.calories)})`).join(', ')}`;
}

/** "1 piece", "2 cartons", "2 loaves", "1.5 cups", "2 lb", "3 tablespoons": a unit's short name as the kitchen shows it, a word inflected. */
export function amountOf(quantity: number, unit: string): string {
  if (!unit) return `${quantity}`;
  const canonical = normalizeUnit(unit);
  const shortName = canonical !== null && canonical !== '' && [UNITS[canonical].singular, UNITS[canonical].plural].includes(unit);
  return `${quantity} ${shortName ? unitLabel(canonical, quantity) : nameFor(unit, quantity)}`;
}

/** A swap said plainly, with every constraint it had: what a confirmed Yes sends. */
export function swapRequest(swap: Extract<Intent, { type: 'swap' }>): string {
  const day = swap.day?.kind === 'weekday' ? (swap.day.word ?? WEEKDAYS[swap.day.weekday]) : (swap.day?.word ?? 'today');
  const wants = [
    swap.cheaper ? 'cheaper' : '',
    swap.diet ?? '',
    swap.cuisine ?? '',
    swap.query ?? '',
    swap.rank === 'protein' ? 'with more protein' : '',
    swap.lighter ? 'lighter' : '',
    swap.maxMinutes ? `under ${swap.maxMinutes} minutes` : '',
    swap.without?.length ? `without ${swap.without.join(' or ')}` : '',
  ].filter(Boolean);
  // (no meal yet when the reply asks which: the answer names it)
  return `swap ${[day, swap.meal].filter(Boolean).join(' ')} for something ${wants.length ? wants.join(' ') : 'else'}`;
}

/** The recipes the swaps just made in a slot took out of it, from the conversation's meal spoken of; none for another slot. */
function replacedBefore(spoken: MealRef | undefined, weekday: number, meal: MealType): number[] {
  return spoken?.weekday === weekday && spoken.mealType === meal ? (spoken.replacedIds ?? []) : [];
}

function recipeLine(r: RecipeHit): string {
  return `• ${r.title} — ${r.readyInMinutes} min, ${kcal(r.calories)}`;
}

export class EmbeddedAssistant {
  private readonly questions: QuestionAnswers;

  constructor(private readonly data: AssistantData) {
    this.questions = new QuestionAnswers(data);
  }

  /** The reply, and `topic`: what it spoke of, for the conversation's state. */
  async reply(message: string, ctx: EmbeddedContext): Promise<AssistantReply & { topic?: Topic }> {
    const conversation = ctx.conversation ?? {};
    // An answer to what was just asked ("yes", "the cheddar", "no, thursday") is read as what it answers.
    const answered = answerPending(message, conversation.pending);
    if (answered?.kind === 'cancel') return { response: LEFT_AS_IS, topic: {} };
    if (answered?.kind === 'ask')
      return { response: `${answered.question} Nothing else was changed.`, topic: { pending: answered.pending } };
    const said = answered?.kind === 'message' ? answered.text : message;
    const followed =
      answered?.kind === 'action'
        ? { intent: answered.action as Intent, listed: undefined }
        : followUp(said, parseIntent(said), conversation, parseIntent, ctx.previous);
    // "do i have it at home", "the first one" when nothing spoken of fits: asked, not guessed
    if (pointsAtNothing(said, followed.intent)) return { response: WHICH_IS_MEANT, topic: {} };
    // "yes", "yep do it" when nothing was asked: said so, never the help text nor a change guessed
    if (followed.intent.type === 'unknown' && yesOrNo(tokenize(said)) === 'yes') return { response: NOTHING_ASKED, topic: {} };
    // where no rule understood, the classifier of intents guesses, or asks back (classifier/asked.ts)
    // and where the rules read a question broadly (the day's meals, the whole list), its sure reading of another question stands
    const overruled = overruleBroad(said, followed.intent);
    const guessed = followed.intent.type === 'unknown' ? understandUnknown(said) : overruled ? { intent: overruled } : null;
    if (guessed && 'reply' in guessed) return { ...guessed.reply, topic: pendingOf(guessed.reply, {}) };
    // what the request names is put within the lexicon's bounds first: a word that is no food is asked about, never stored
    const bounded = boundEntities(guessed?.intent ?? followed.intent);
    if ('reply' in bounded) return { ...bounded.reply, topic: pendingOf(bounded.reply, {}) };
    const { intent } = bounded;
    const { listed } = followed;
    const heard: Topic = {};
    try {
      const answer =
        listed && intent.type === 'swap' && intent.meal
          ? await swapToListed(this.data, { ...intent, meal: intent.meal }, listed, ctx, heard)
          : await this.answer(intent, { ...ctx, conversation, heard });
      const reply = typeof answer === 'string' ? { response: answer } : answer;
      const topic = pendingOf(reply, await completeTopic(this.data, updateState(topicOfIntent(intent, ctx.today, said) ?? {}, heard), ctx));
      // the message as it was read, for a next "and friday?" or "same for lunch" (a pick's words say nothing again)
      if (answered?.kind !== 'action') topic.said = followed.said ?? said;
      // after a pick of one of two, the next message may say "no, the other one"
      const asked = conversation.pending;
      if (answered?.kind === 'action' && answered.chosen !== undefined && asked?.kind === 'choose' && !topic.pending)
        topic.pending = { ...asked, chosen: answered.chosen };
      const shown = answered?.kind === 'action' && answered.other ? `OK, the other one: ${reply.response}` : reply.response;
      return { ...reply, response: bounded.after ? `${shown} ${bounded.after}` : shown, topic };
    } catch (error) {
      if (error instanceof AssistantActionError)
        return { response: `I couldn't do that: ${error.message}.`.replace(/\.\.$/, '.'), topic: {} };
      throw error;
    }
  }

  private async answer(intent: Intent, ctx: Answering): Promise<string | AssistantReply> {
    const { userId, today } = ctx;
    if (QUESTION_TYPES.has(intent.type)) {
      const answered = await this.questions.answer(intent as Question, { userId, today, conversation: ctx.conversation ?? {} });
      Object.assign(ctx.heard, answered.topic);
      return answered.response;
    }
    // Issue #22's requests and limits, and the checks before a write (requests/handlers.ts); else the grammar's own.
    const own = await answerRequest(intent, { data: this.data, ctx, answer: (part) => this.answer(part, ctx) });
    if (own !== undefined) return own;
    switch (intent.type) {
      case 'greeting':
        return `Hi${ctx.firstName ? ` ${ctx.firstName}` : ''}! I'm your Forkcast assistant. Ask me what's for dinner, how many calories a day has, to swap a meal, or to add something to your grocery list.`;
      case 'thanks':
        return "You're welcome! Anything else I can help with?";
      case 'help':
        return HELP_TEXT;
      case 'decline':
        return "OK! I'm here if you need anything else.";
      case 'unsupported': {
        const hint =
          intent.hint ??
          (intent.what.includes('plan')
            ? 'Use the Meal Plans page for that.'
            : intent.what.includes('groceries')
              ? 'Your grocery list is on the Grocery Lists page, ready to take to the store.'
              : '');
        // where something close can be done, asked last
        if (intent.ask) return `Sorry, I can't ${intent.what} from the chat.${hint ? ` ${hint}` : ''} I changed nothing. ${intent.ask}`;
        return `Sorry, I can't ${intent.what} from the chat.${hint ? ` ${hint}` : ''}\n\nType "help" to see what I can do.`;
      }
      case 'unknown':
        return `I'm not sure how to help with that. I'm Forkcast's built-in assistant: I can only work with your meal plan, recipes, grocery list and preferences.\n\n${HELP_TEXT}`;
      case 'preferences': {
        const p = await this.data.preferences(userId);
        const list = (xs: string[]) => (xs.length ? xs.join(', ') : 'none');
        return [
          'Your preferences:',
          `• Dietary restrictions: ${list(p.dietaryRestrictions)}`,
          `• Allergies: ${list(p.allergies)}`,
          `• Disliked ingredients: ${list(p.dislikedIngredients)}`,
          `• Daily calorie goal: ${kcal(p.calorieGoal)}`,
          `• Weekly budget: $${p.weeklyBudget.toFixed(2)}`,
          `• Preferred store: ${p.preferredStore ?? 'none'}`,
          'You can change them on the Settings page.',
        ].join('\n');
      }
      case 'setNumber': {
        // Out of bounds: refused with the bounds, nothing written.
        if (intent.field === 'calorieGoal' && (intent.value < CALORIE_GOAL_MIN || intent.value > CALORIE_GOAL_MAX)) {
          return `I can't set your daily calorie goal to ${kcal(intent.value)}: it must be between ${kcal(CALORIE_GOAL_MIN)} and ${kcal(CALORIE_GOAL_MAX)} a day. Nothing was changed.`;
        }
        if (intent.field === 'weeklyBudget' && (intent.value < WEEKLY_BUDGET_MIN || intent.value > WEEKLY_BUDGET_MAX)) {
          return `I can't set your weekly budget to ${dollars(intent.value)}: it must be between ${dollars(WEEKLY_BUDGET_MIN)} and ${dollars(WEEKLY_BUDGET_MAX)} a week. Nothing was changed.`;
        }
        const saved = await this.data.updatePreferences(userId, { [intent.field]: intent.value });
        return intent.field === 'calorieGoal'
          ? `Done — your daily calorie goal is now ${kcal(saved.calorieGoal)}. New plans will aim for it.`
          : `Done — your weekly budget is now $${saved.weeklyBudget.toFixed(2)}. New plans will stay within it.`;
      }
      case 'addPreference': {
        const current = await this.data.preferences(userId);
        const list = current[intent.list];
        const label = { dietaryRestrictions: 'dietary restrictions', allergies: 'allergies', dislikedIngredients: 'disliked ingredients' }[
          intent.list
        ];
        if (list.some((v) => v.toLowerCase() === intent.value.toLowerCase())) return `${intent.value} is already in your ${label}.`;
        const saved = await this.data.updatePreferences(userId, { [intent.list]: [...list, intent.value] });
        const check =
          intent.list === 'allergies'
            ? ` — ask me "is my plan safe for ${intent.value.toLowerCase()}?" to check them`
            : intent.list === 'dislikedIngredients'
              ? ` — ask me "do I have anything with ${intent.value.toLowerCase()}?" to find them`
              : '';
        return `Added ${intent.value} to your ${label} (${saved[intent.list].join(', ')}). Recipe search, suggestions and new plans will respect it; meals already planned are not changed${check}.`;
      }
      case 'setStore': {
        const name = storeNameOf(intent.store);
        const current = await this.data.preferences(userId);
        if (current.preferredStore === intent.store) return `${name} is already your store.`;
        await this.data.updatePreferences(userId, { preferredStore: intent.store });
        return `Done — your store is now ${name} (it was ${current.preferredStore ? storeNameOf(current.preferredStore) : 'not set'}). New plans and grocery lists are priced at ${name}.`;
      }
      case 'removePreference': {
        const current = await this.data.preferences(userId);
        const list = current[intent.list];
        const label = LIST_LABELS[intent.list];
        const matched = list.filter((v) => mentionsWord(v, intent.value));
        if (!matched.length)
          return `${intent.value} isn't in your ${label} (${list.length ? list.join(', ') : 'none'}), so I changed nothing.`;
        const saved = await this.data.updatePreferences(userId, { [intent.list]: list.filter((v) => !matched.includes(v)) });
        const now = saved[intent.list];
        const effect =
          intent.list === 'dietaryRestrictions'
            ? 'New plans and suggestions no longer keep to it'
            : 'New plans, suggestions and recipe search may include it again';
        return `Removed ${matched.join(', ')} from your ${label} (now: ${now.length ? now.join(', ') : 'none'}). ${effect}; meals already planned are not changed.`;
      }
      case 'tooLong': {
        const label = {
          dietaryRestrictions: 'a dietary restriction',
          allergies: 'an allergy',
          dislikedIngredients: 'a disliked ingredient',
        }[intent.list];
        return `That is longer than I can store as ${label} (${MAX_TAG_LENGTH} characters at most), so I changed nothing. Tell me just the name (e.g. "I'm allergic to shellfish"), or edit your preferences on the Preferences page.`;
      }
      case 'confirm':
        return {
          response: `${intent.question} Nothing is changed until you say yes.`,
          confirm: { question: intent.question, request: intent.request },
        };
      case 'offer':
        ctx.heard.pending = { kind: 'confirm', request: intent.request };
        return `I only change your plan, list or preferences when you ask me to, not on a question — so I changed nothing. To do it, say: "${intent.request}".`;
      case 'cookWith': {
        const hits = await this.data.searchRecipes(userId, { anyOf: intent.ingredients, mealType: intent.meal, limit: 5 });
        const have = intent.ingredients.join(', ');
        if (!hits.length)
          return `I couldn't find recipes that fit your preferences and use ${have}. Try another ingredient, or browse the Recipes page.`;
        ctx.heard.listed = hits.map((r) => ({ id: r.id, title: r.title }));
        return `Recipes that fit your preferences and use what you have (${have}), the most of it first:\n${hits.map((r) => `• ${r.title} — uses ${(r.uses ?? []).join(', ')}; ${r.readyInMinutes} min, ${kcal(r.calories)}`).join('\n')}`;
      }
      case 'generatePlan': {
        await this.data.generatePlan(userId, today);
        return "I've started a new week's meal plan from your preferences, starting today. It will be on the Meal Plans page in a few seconds.";
      }
      case 'quick':
      case 'recipes': {
        const maxMinutes = intent.type === 'quick' ? intent.maxMinutes : undefined;
        const rank = intent.type === 'recipes' ? intent.rank : undefined;
        const hits = await this.data.searchRecipes(userId, {
          maxMinutes,
          diet: intent.diet,
          mealType: intent.meal,
          cuisine: intent.cuisine,
          query: intent.type === 'recipes' ? intent.query : undefined,
          rank,
          limit: 5,
        });
        const what = [
          rank === 'protein' ? 'high-protein' : undefined,
          intent.diet,
          intent.cuisine ? cuisineName(intent.cuisine) : undefined,
          intent.meal,
          intent.type === 'recipes' ? intent.query : undefined,
        ]
          .filter(Boolean)
          .join(' ');
        ctx.heard.listed = hits.map((r) => ({
          id: r.id,
          title: r.title,
          cost: r.cost,
          minutes: r.readyInMinutes,
          meals: MEAL_TYPES.filter((m) => r.mealTypes.includes(m)),
        }));
        if (intent.meal) ctx.heard.listedMeal = intent.meal;
        if (rank === 'cost' && hits.length) {
          return `The cheapest ${what ? `${what} ` : ''}recipes that fit your preferences, by cost per serving at your store:\n${hits.map((r) => `• ${r.title} — about $${r.cost.toFixed(2)} a serving, ${r.readyInMinutes} min, ${kcal(r.calories)}`).join('\n')}\n\nWant one in your plan? Say e.g. "use the cheapest one for Tuesday${intent.meal ? '' : ' dinner'}".`;
        }
        if (rank === 'protein' && hits.length) {
          return `${cap(what)} recipes that fit your preferences, the most protein per serving first:\n${hits.map((r) => `• ${r.title} — ${r.protein} g protein, ${kcal(r.calories)}, ${r.readyInMinutes} min`).join('\n')}`;
        }
        if (!hits.length) {
          return maxMinutes
            ? `I couldn't find ${what ? `${what} ` : ''}recipes ready in ${maxMinutes} minutes or less that fit your preferences. Try a little more time, e.g. "under 30 minutes".`
            : `I couldn't find ${what ? `${what} ` : ''}recipes that fit your preferences. Try another word, or browse the Recipes page.`;
        }
        const head = maxMinutes
          ? `${what ? `${cap(what)} recipes` : 'Recipes'} ready in ${maxMinutes} minutes or less that fit your preferences:`
          : `${what ? `${cap(what)} recipes` : 'Recipes'} that fit your preferences:`;
        return `${head}\n${hits.map(recipeLine).join('\n')}\n\nWant one in your plan? Say e.g. "swap Friday dinner for ${hits[0].title.toLowerCase()}".`;
      }
      default:
        break;
    }

    const plan = await this.data.currentPlan(userId, today);
    if (!plan) return NO_PLAN;
    switch (intent.type) {
      case 'contains': {
        const foods = await this.data.planFoods(userId, plan.id);
        const hits = itemsContaining(foods, intent.term);
        const prefs = intent.allergy ? await this.data.preferences(userId) : null;
        const listed = prefs?.allergies.some((a) => a.toLowerCase() === intent.term || mentionsWord(a, intent.term));
        const offer =
          intent.allergy && !listed
            ? `\n\nWant new plans and suggestions to leave it out too? Say "add ${intent.term} to my allergies".`
            : '';
        if (!hits.length) {
          return `None of the ${foods.length} planned items in ${plan.displayName} contain ${intent.term}, going by their ingredients${intent.allergy ? ' — it looks safe for that allergy, but always check labels' : ''}.${offer}`;
        }
        const order = (f: { weekday: number }) => plan.days.findIndex((d) => d.weekday === f.weekday);
        const lines = [...hits]
          .sort((a, b) => order(a) - order(b) || MEAL_TYPES.indexOf(a.mealType) - MEAL_TYPES.indexOf(b.mealType))
          .map((f) => `• ${WEEKDAY_NAMES[f.weekday]} ${MEAL_NAMES[f.mealType]}: ${f.title}`);
        return `${hits.length} planned item${hits.length === 1 ? '' : 's'} in ${plan.displayName} contain${hits.length === 1 ? 's' : ''} ${intent.term}${intent.allergy ? ' — not safe for that allergy' : ''}:\n${lines.join('\n')}${intent.allergy ? '\nAsk me to swap them, e.g. "swap ' + WEEKDAY_NAMES[hits[0].weekday] + ' ' + MEAL_NAMES[hits[0].mealType] + ' for something else".' : ''}${offer}`;
      }
      case 'dietCheck': {
        const diet = DIET_NAMES[intent.diet];
        const word = diet.toLowerCase();
        let foods = await this.data.planFoods(userId, plan.id);
        let scope = plan.displayName;
        if (intent.day || intent.meal) {
          const { day, label } = intent.day ? resolveDay(plan, intent.day, today) : { day: null, label: '' };
          foods = foods.filter((f) => (!day || f.weekday === day.weekday) && (!intent.meal || f.mealType === intent.meal));
          scope = intent.meal ? `${cap(MEAL_NAMES[intent.meal])}${day ? ` on ${label}` : ' this week'}` : label;
        }
        if (!foods.length) return `Nothing is planned for ${scope.charAt(0).toLowerCase()}${scope.slice(1)}.`;
        const breaking = itemsBreakingDiet(foods, diet);
        if (!breaking.length)
          return `Yes — ${foods.length === 1 ? `${foods[0].title} (${scope}) is ${word}, going by its ingredients` : `all ${foods.length} planned items (${scope}) are ${word}, going by their ingredients`}.`;
        const order = (f: { weekday: number }) => plan.days.findIndex((d) => d.weekday === f.weekday);
        const lines = [...breaking]
          .sort((a, b) => order(a) - order(b) || MEAL_TYPES.indexOf(a.mealType) - MEAL_TYPES.indexOf(b.mealType))
          .map((f) => `• ${WEEKDAY_NAMES[f.weekday]} ${MEAL_NAMES[f.mealType]}: ${f.title}`);
        // the ones that do keep to it, too: "do I have any vegetarian dinners" is answered by them
        const kept = foods.filter((f) => !breaking.includes(f));
        const keptSaid = kept.length
          ? `\n${kept.length} ${kept.length === 1 ? 'is' : 'are'} ${word}: ${kept.map((f) => `${WEEKDAY_NAMES[f.weekday]} ${MEAL_NAMES[f.mealType]}: ${f.title}`).join('; ')}.`
          : '';
        return `No — ${breaking.length} of the ${foods.length} planned items (${scope}) ${breaking.length === 1 ? 'is' : 'are'} not ${word}:\n${lines.join('\n')}${keptSaid}\nAsk me to swap one, e.g. "swap ${WEEKDAY_NAMES[breaking[0].weekday]} ${MEAL_NAMES[breaking[0].mealType]} for something ${word}".`;
      }
      case 'meal': {
        if (intent.weekend) {
          const weekend = [6, 0].map((weekday) => plan.days.find((d) => d.weekday === weekday)!);
          const meals = intent.meal ? [intent.meal] : MEAL_TYPES;
          return weekend
            .map((d) => `${WEEKDAY_NAMES[d.weekday]} (${shortDate(d.date)}):\n${meals.map((m) => `• ${mealLine(d, m)}`).join('\n')}`)
            .join('\n');
        }
        if (!intent.day && !intent.meal) {
          const lines = plan.days.map(
            (d) =>
              `${WEEKDAY_NAMES[d.weekday].slice(0, 3)} ${shortDate(d.date)}: ${MEAL_TYPES.map((m) => d.meals[m].map((i) => i.title).join(' + ') || '—').join(' / ')} (${kcal(d.totalCalories)})`,
          );
          return `${plan.displayName} (breakfast / lunch / dinner):\n${lines.join('\n')}`;
        }
        const { day, label, on, outside } = resolveDay(plan, intent.day, today);
        const note = outside
          ? `Your plan "${plan.displayName}" doesn't cover ${intent.day?.word ?? 'that date'}, so here is its ${WEEKDAY_NAMES[day.weekday]}.\n`
          : '';
        if (intent.meal) {
          const items = day.meals[intent.meal];
          if (!items.length)
            return `${note}Nothing is planned for ${MEAL_NAMES[intent.meal]} ${on}. Say "swap ${WEEKDAY_NAMES[day.weekday]} ${intent.meal} for something quick" and I'll pick a recipe.`;
          return `${note}${cap(MEAL_NAMES[intent.meal])} ${on}: ${items.map((i) => `${i.title} (${kcal(i.calories)}${i.readyInMinutes ? `, ${i.readyInMinutes} min` : ''})`).join(', ')}.`;
        }
        return `${note}${label}:\n${MEAL_TYPES.map((m) => `• ${mealLine(day, m)}`).join('\n')}\nTotal: ${kcal(day.totalCalories)}.`;
      }
      case 'calories': {
        const goal = plan.calorieGoal;
        if (intent.week || !intent.day) {
          if (intent.week) {
            const planned = plan.days.filter((d) => d.totalCalories > 0);
            const avg = planned.length ? plan.totalCalories / planned.length : 0;
            if (goal) ctx.heard.setting = 'calorieGoal';
            return `${plan.displayName} comes to ${inCalories(plan.totalCalories)} in total — about ${kcal(avg)} a day over ${planned.length} planned day${planned.length === 1 ? '' : 's'}${goal ? ` (your goal is ${kcal(goal)} a day)` : ''}.`;
          }
        }
        const { day, label, on, outside } = resolveDay(plan, intent.day, today);
        const note = outside
          ? `Your plan "${plan.displayName}" doesn't cover ${intent.day?.word ?? 'that date'}, so here is its ${WEEKDAY_NAMES[day.weekday]}.\n`
          : '';
        if (intent.meal) {
          const items = day.meals[intent.meal];
          if (!items.length) return `${note}Nothing is planned for ${MEAL_NAMES[intent.meal]} ${on}.`;
          const total = items.reduce((sum, i) => sum + i.calories, 0);
          return `${note}${cap(MEAL_NAMES[intent.meal])} ${on} comes to ${inCalories(total)}${items.length > 1 ? ` (${items.map((i) => `${i.title} ${kcal(i.calories)}`).join(', ')})` : ` (${items[0].title})`} of the day's ${kcal(day.totalCalories)}.`;
        }
        const parts = MEAL_TYPES.map(
          (m) => `${m} ${Math.round(day.meals[m].reduce((s, i) => s + i.calories, 0)).toLocaleString('en-US')}`,
        ).join(', ');
        const vsGoal = goal
          ? day.totalCalories > goal
            ? ` That's ${kcal(day.totalCalories - goal)} over your ${kcal(goal)} goal.`
            : ` That's ${kcal(goal - day.totalCalories)} under your ${kcal(goal)} goal.`
          : '';
        return `${note}${label} comes to ${inCalories(day.totalCalories)} (${parts}).${vsGoal}`;
      }
      case 'cookTime': {
        const { day, label } = resolveDay(plan, intent.day, today);
        const meals = intent.meal ? [intent.meal] : MEAL_TYPES;
        const lines = meals.flatMap((m) =>
          day.meals[m]
            .filter((i) => i.recipeId !== null)
            .map((i) => `${cap(MEAL_NAMES[m])}: ${i.title} takes ${i.readyInMinutes ?? '?'} min`),
        );
        return lines.length
          ? `${label}:\n${lines.map((l) => `• ${l}`).join('\n')}`
          : `Nothing to cook ${intent.meal ? `for ${MEAL_NAMES[intent.meal]} ` : ''}on ${label}: it has no recipe.`;
      }
      case 'nutrient': {
        const name = { protein: 'protein', fat: 'fat', carbs: 'carbohydrate' }[intent.nutrient];
        if (intent.meal && !intent.week) {
          const { day, on } = resolveDay(plan, intent.day, today);
          const items = day.meals[intent.meal];
          if (!items.length) return `Nothing is planned for ${MEAL_NAMES[intent.meal]} ${on}.`;
          const total = items.reduce((sum, i) => sum + i[intent.nutrient], 0);
          return `${cap(MEAL_NAMES[intent.meal])} ${on} has ${grams(total)} of ${name}${items.length > 1 ? ` (${items.map((i) => `${i.title} ${grams(i[intent.nutrient])}`).join(', ')})` : ` (${items[0].title})`}, of the day's ${grams(day[intent.nutrient])}.`;
        }
        if (intent.week) {
          const total = plan.days.reduce((sum, d) => sum + d[intent.nutrient], 0);
          const planned = plan.days.filter((d) => d.totalCalories > 0).length;
          return `${plan.displayName} has ${grams(total)} of ${name} in all — about ${grams(total / Math.max(1, planned))} a day over ${planned} planned day${planned === 1 ? '' : 's'}.`;
        }
        const { day, label } = resolveDay(plan, intent.day, today);
        const energy = 4 * day.protein + 9 * day.fat + 4 * day.carbs;
        const share = energy > 0 ? Math.round(((intent.nutrient === 'fat' ? 9 : 4) * day[intent.nutrient] * 100) / energy) : 0;
        return `${label} has ${grams(day[intent.nutrient])} of ${name} (${share}% of its energy; protein ${grams(day.protein)}, fat ${grams(day.fat)}, carbohydrate ${grams(day.carbs)}).`;
      }
      case 'cost': {
        if (intent.what === 'day') {
          const { day, label } = resolveDay(plan, intent.day, today);
          if (day.cost <= 0) return `${label} has nothing with a price planned.`;
          return `${label} should cost about ${dollars(day.cost)} — the food eaten that day, at your store's prices. The week's groceries come to about ${dollars(plan.estimatedCost)}, as the cart buys whole packages.`;
        }
        const list = intent.what === 'week' ? null : await this.data.groceryList(userId, plan.id);
        if (intent.what !== 'week' && !list)
          return `${plan.displayName} has no grocery list yet. Its groceries should come to about $${plan.estimatedCost.toFixed(2)} at your store; generate the list to see each item's price.`;
        if (intent.what === 'mostExpensive') {
          const top = [...list!.items].sort((a, b) => Number(b.estimatedPrice) - Number(a.estimatedPrice))[0];
          if (top) ctx.heard.line = top.name;
          return top
            ? `The most expensive item on your list is ${top.name}, about $${Number(top.estimatedPrice).toFixed(2)}.`
            : 'Your grocery list is empty.';
        }
        if (intent.what === 'list')
          return `Your grocery list for ${list!.planName} comes to about $${list!.totalEstimatedCost.toFixed(2)} (${list!.items.length} items).`;
        // the plan's own budget, else the person's weekly one (a plan made by hand has none of its own)
        const budget = plan.totalBudget ?? (await this.data.preferences(userId)).weeklyBudget;
        const vs = budget
          ? plan.estimatedCost <= budget
            ? ` — within your $${budget.toFixed(2)} budget`
            : ` — $${(plan.estimatedCost - budget).toFixed(2)} over your $${budget.toFixed(2)} budget`
          : '';
        // the budget reported is what "lower it by 20" changes next
        if (budget) ctx.heard.setting = 'weeklyBudget';
        return `${plan.displayName} should cost about $${plan.estimatedCost.toFixed(2)} in groceries at your store${vs}.`;
      }
      case 'dayMost': {
        const value = (d: PlanDay) => (intent.measure === 'calories' ? d.totalCalories : d[intent.measure]);
        const planned = plan.days.filter((d) => d.totalCalories > 0 || d.cost > 0);
        if (!planned.length) return `Nothing is planned in ${plan.displayName} yet.`;
        const shown = (n: number) => (intent.measure === 'calories' ? kcal(n) : intent.measure === 'cost' ? dollars(n) : grams(n));
        const round = (n: number) => (intent.measure === 'cost' ? Math.round(n * 100) : Math.round(n));
        const best = planned.reduce(
          (a, d) => (intent.least ? Math.min(a, round(value(d))) : Math.max(a, round(value(d)))),
          intent.least ? Infinity : -Infinity,
        );
        const winners = planned.filter((d) => round(value(d)) === best);
        const names = winners.map((d) => `${WEEKDAY_NAMES[d.weekday]} (${shortDate(d.date)})`).join(' and ');
        const word =
          intent.measure === 'cost'
            ? intent.least
              ? 'is the cheapest day'
              : 'is the most expensive day'
            : `${winners.length > 1 ? 'have' : 'has'} the ${intent.least ? 'least' : 'most'} ${MEASURE_WORDS[intent.measure]}`;
        const all = planned.map((d) => `${WEEKDAY_NAMES[d.weekday].slice(0, 3)} ${shown(value(d))}`).join(' · ');
        const headline = intent.measure === 'calories' ? inCalories(value(winners[0])) : shown(value(winners[0]));
        return `${names} ${winners.length > 1 && intent.measure === 'cost' ? word.replace('is the', 'are the').replace('day', 'days') : word} in ${plan.displayName}: ${headline}.\nEach planned day: ${all}.`;
      }
      case 'swap': {
        if (!intent.meal) {
          // the answer ("thursday dinner", "friday lunch, something with chicken") completes this swap
          ctx.heard.pending = { kind: 'confirm', request: swapRequest(intent) };
          // the day said, the meal not: the three meals offered as taps
          if (intent.day?.kind === 'weekday') {
            const { day } = resolveDay(plan, intent.day, today);
            return {
              response: `Which meal on ${WEEKDAY_NAMES[day.weekday]} should I swap: breakfast, lunch or dinner?`,
              choices: MEAL_TYPES.map((m) => swapRequest({ ...intent, meal: m })),
            };
          }
          return 'For example: "swap Wednesday lunch for something vegetarian". Which meal should I swap?';
        }
        if (!intent.day) {
          // "swap dinner": most likely today's, but a meal is only replaced once the person says which.
          const { day, on } = resolveDay(plan, undefined, today);
          const now = day.meals[intent.meal].map((i) => i.title).join(' + ') || 'nothing yet';
          const question = `Did you mean to swap ${MEAL_NAMES[intent.meal]} ${on} (${now})?`;
          return {
            response: `${question} Say yes, or name the day (e.g. "swap Friday ${intent.meal}").`,
            confirm: { question, request: swapRequest({ ...intent, day: { kind: 'weekday', weekday: day.weekday } }) },
          };
        }
        const { day, on } = resolveDay(plan, intent.day, today);
        const current = day.meals[intent.meal];
        // "Quicker" is quicker than what is there now: under its slowest recipe's time (else the usual 20 minutes).
        const planned = Math.max(0, ...current.map((i) => i.readyInMinutes ?? 0));
        // what this slot held before the swaps just made in it ("something else" never brings back the one just replaced)
        const justReplaced = replacedBefore(ctx.conversation?.meal, day.weekday, intent.meal);
        // "cheaper" is cheaper than what the slot costs now, when every item of it has a price
        const priced = intent.cheaper ? await this.data.mealDetail(userId, plan.id, day.weekday, intent.meal) : [];
        const costBefore = priced.length && priced.every((d) => d.cost !== null) ? priced.reduce((s, d) => s + d.cost!, 0) : undefined;
        const maxMinutes = intent.quicker ? (planned > 5 ? planned - 5 : 20) : intent.maxMinutes;
        const search = (wish: { query?: string; cuisine?: string }) =>
          this.data.searchRecipes(userId, {
            diet: intent.diet,
            maxMinutes,
            query: wish.query,
            mealType: intent.meal!,
            excludeIds: [...current.map((i) => i.recipeId).filter((id): id is number => id !== null), ...justReplaced],
            // a condition the search does not filter (lighter, more protein) is met by the pick: more to pick from
            limit: intent.lighter || intent.rank ? 60 : 20,
            cuisine: wish.cuisine,
            without: intent.without,
            ...(intent.cheaper ? { rank: 'cost' as const } : intent.rank ? { rank: intent.rank } : {}),
          });
        let hits = await search(intent);
        // a soft wish ("something italian if u can") is tried first, then gone without, and said so
        let dropped = '';
        if (!hits.length && intent.soft && (intent.cuisine || intent.query)) {
          hits = await search({});
          dropped = [intent.cuisine ? cuisineName(intent.cuisine) : '', intent.query ?? ''].filter(Boolean).join(' ');
        }
        const want = [
          intent.cheaper ? (costBefore ? `cheaper than $${costBefore.toFixed(2)}` : 'cheaper') : '',
          maxMinutes ? `ready in ${maxMinutes} minutes or less` : '',
          intent.diet ?? '',
          intent.cuisine && !dropped ? cuisineName(intent.cuisine) : '',
          !dropped ? (intent.query ?? '') : '',
          intent.rank === 'protein' ? 'with more protein than it has now' : '',
          intent.lighter ? 'lighter than it is now' : '',
          intent.without?.length ? `without ${intent.without.join(' or ')}` : '',
        ]
          .filter(Boolean)
          .join(', ');
        // Nearest in calories to what was there (the day stays near its goal); the cheapest near it for "cheaper";
        // none when no recipe meets what was asked (more protein, lighter), and nothing is changed.
        const how = { cheaper: intent.cheaper, ranked: intent.rank === 'protein', lighter: intent.lighter, costBefore };
        const pick = pickSwap(hits, current, intent.meal, how);
        if (!pick)
          return `I couldn't find a ${want ? `${want} ` : ''}recipe for ${MEAL_NAMES[intent.meal]} that fits your preferences, so I left ${MEAL_NAMES[intent.meal]} ${on} as it is.`;
        const { replaced, added, servings, calories } = await this.data.swapMeal(
          userId,
          plan.id,
          day.weekday,
          intent.meal,
          pick.id,
          intent.lighter ? swapPortion(pick, current, how) : undefined,
        );
        const replacedIds = [...justReplaced, ...current.map((i) => i.recipeId).filter((id): id is number => id !== null)];
        ctx.heard.meal = { weekday: day.weekday, mealType: intent.meal, title: added.title, recipeId: added.id, replacedIds };
        const was = replaced.length ? ` instead of ${replaced.join(' + ')}` : '';
        const portion = servings === 1 ? '' : ` ×${servings}`;
        const softNote = dropped ? ` I found no ${dropped} ${MEAL_NAMES[intent.meal]} that fits, so I picked one without that.` : '';
        const met = conditionsMet(intent, { current, added, servings, calories, maxMinutes, costBefore });
        return `Done! ${cap(MEAL_NAMES[intent.meal])} ${on} is now ${added.title}${portion} (${kcal(calories)}, ${added.readyInMinutes} min${intent.cheaper ? `, about $${added.cost.toFixed(2)} a serving` : ''})${was}.${met}${softNote}${intent.diet ? ` It's ${intent.diet} and fits your preferences.` : ' It fits your preferences.'}`;
      }
      case 'addFood': {
        if (!intent.day) {
          // the day named next ("thursday", "friday's") completes this add
          const amount = intent.quantity ? `${intent.unit ? amountOf(intent.quantity, intent.unit) : intent.quantity} of ` : '';
          ctx.heard.pending = { kind: 'confirm', request: `add ${amount}${intent.item} to ${intent.meal}` };
          return `For example: "add ${intent.item} to Friday ${intent.meal}". Which day should I add ${intent.item} to?`;
        }
        const { day, on } = resolveDay(plan, intent.day, today);
        const found = await this.data.lookupFood(intent.item);
        const name = intent.item[0].toUpperCase() + intent.item.slice(1);
        await this.data.addFoodToSlot(userId, plan.id, day.weekday, intent.meal!, {
          name,
          quantity: intent.quantity ?? 1,
          unit: intent.unit ?? 'piece',
          ...(found ? { calories: found.calories, protein: found.protein } : {}),
        });
        const after = (await this.data.plan(userId, plan.id))?.days.find((d) => d.weekday === day.weekday)?.meals[intent.meal!];
        const added = after?.[after.length - 1];
        return `Added ${amountOf(intent.quantity ?? 1, intent.unit ?? 'piece')} of ${intent.item}${added ? ` (${kcal(added.calories)})` : ''} to ${MEAL_NAMES[intent.meal!]} ${on}.${found ? '' : " I couldn't find it in the food database, so its calories are 0 — edit it on the dashboard if you know them."}`;
      }
      case 'addGrocery': {
        // Each line said ("eggs, butter and 2 cans of tomatoes") is added; one reply, one Undo for all of them.
        const added: string[] = [];
        let listCreated = false;
        for (const line of [intent, ...(intent.also ?? [])]) {
          const result = await this.data.addGroceryItem(userId, plan.id, { name: line.item, quantity: line.quantity, unit: line.unit });
          listCreated ||= result.listCreated;
          const amount = line.quantity ? (line.unit ? `${amountOf(line.quantity, line.unit)} of ` : `${line.quantity} `) : '';
          added.push(`${amount}${result.name}${line.wrote ? ` (you wrote "${line.wrote}"; ${line.aisle})` : ''}`);
        }
        const names = added.length > 1 ? `${added.slice(0, -1).join(', ')} and ${added[added.length - 1]}` : added[0];
        return `Added ${names} to your grocery list for ${plan.displayName}.${listCreated ? ' (I created the list from your plan first.)' : ''}`;
      }
      case 'checkGrocery': {
        const line = await this.data.checkGroceryItem(userId, plan.id, intent.item, intent.checked);
        if (!line) {
          const list = await this.data.groceryList(userId, plan.id);
          return list
            ? `I couldn't find "${intent.item}" on your grocery list for ${plan.displayName}.`
            : `${plan.displayName} has no grocery list yet. Generate one from the dashboard, or say "add ${intent.item} to my list".`;
        }
        if (line.already)
          return `${cap(line.name)} ${intent.checked ? 'is already checked off' : "isn't checked off"} on your grocery list, so I changed nothing.`;
        return intent.checked ? `Checked off ${line.name} on your grocery list.` : `Unchecked ${line.name} on your grocery list.`;
      }
      case 'removeGrocery': {
        const line = await this.data.removeGroceryItem(userId, plan.id, intent.item);
        if (!line) {
          const list = await this.data.groceryList(userId, plan.id);
          return list
            ? `I couldn't find "${intent.item}" on your grocery list for ${plan.displayName}, so nothing was removed.`
            : `${plan.displayName} has no grocery list yet, so there is nothing to remove.`;
        }
        return `Removed ${line.name} from your grocery list.`;
      }
      case 'groceryList': {
        const list = await this.data.groceryList(userId, plan.id);
        if (!list)
          return `${plan.displayName} has no grocery list yet. Use "Generate List" on the dashboard, or say "add milk to my list".`;
        const open = list.items.filter((i) => !i.isChecked);
        const names = open
          .slice(0, 12)
          .map((i) => i.name)
          .join(', ');
        return `Your grocery list for ${list.planName} has ${list.items.length} item${list.items.length === 1 ? '' : 's'} (${list.items.length - open.length} checked), about $${list.totalEstimatedCost.toFixed(2)}.${open.length ? ` Still to get: ${names}${open.length > 12 ? `, and ${open.length - 12} more` : ''}.` : ' Everything is checked off!'}`;
      }
      default:
        return HELP_TEXT;
    }
  }
}
