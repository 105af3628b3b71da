/** The answer to a planned meal made for a number of people (requests/servings.ts): the slot's recipes scaled, or asked which. */
import { MEAL_TYPES, WEEKDAY_NAMES } from '../../../kitchen/vocabulary.js';
import type { AssistantData, AssistantReply } from '../../assistant-data.js';
import type { EmbeddedContext } from '../embedded-assistant.js';
import { cap, kcal, NO_PLAN, resolveDay } from '../replies/phrasing.js';
import type { RequestIntent } from './types.js';

const NOTHING_CHANGED = 'Nothing was changed.';

export async function answerServings(
  intent: Extract<RequestIntent, { type: 'setServings' }>,
  { data, ctx }: { data: AssistantData; ctx: EmbeddedContext },
): Promise<string | AssistantReply> {
  const plan = await data.currentPlan(ctx.userId, ctx.today);
  if (!plan) return NO_PLAN;
  const n = intent.servings;
  if (!intent.day) {
    // the day named next ("friday", "tomorrow's") completes this change
    if (ctx.heard) ctx.heard.pending = { kind: 'confirm', request: `make ${intent.meal ?? 'dinner'} for ${n}` };
    return `Which day's ${intent.meal ?? 'meal'} should I make for ${n}? ${NOTHING_CHANGED}`;
  }
  const { day, on } = resolveDay(plan, intent.day, ctx.today);
  const dayWord = WEEKDAY_NAMES[day.weekday].toLowerCase();
  if (!intent.meal) {
    // "i'm cooking for 3 on friday": which of the day's meals with a recipe, asked as taps
    const meals = MEAL_TYPES.filter((m) => day.meals[m].some((i) => i.recipeId !== null));
    if (!meals.length) return `Nothing to cook is planned ${on}. ${NOTHING_CHANGED}`;
    const options = meals.map((m) => `make ${dayWord} ${m} for ${n}`);
    return {
      response: `Which meal ${on} should I make for ${n}: ${meals.join(', ')}? ${NOTHING_CHANGED}`,
      choices: options,
    };
  }
  const slot = day.meals[intent.meal];
  if (!slot.some((i) => i.recipeId !== null))
    return `${cap(intent.meal)} ${on} has no recipe to make for ${n} (${slot.map((i) => i.title).join(' + ') || 'nothing is planned'}). ${NOTHING_CHANGED}`;
  const { dishes, calories } = await data.setSlotServings(ctx.userId, plan.id, day.weekday, intent.meal, n);
  return `${cap(intent.meal)} ${on} is now made for ${n}: ${dishes.join(' + ')} ×${n} (${kcal(calories)} in all). Your grocery list follows the plan.`;
}
