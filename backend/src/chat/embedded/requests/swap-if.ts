/**
 * The answer to a swap asked only if the meal planned now meets a condition (conditional-swaps.ts): the meal is
 * looked at first — its ingredients for a food, its recipes' times for "takes over an hour" — and swapped only when
 * it does; otherwise the reply says what the meal is and that nothing changed. The swap itself is the usual one.
 */
import type { AssistantReply } from '../../assistant-data.js';
import { words } from '../../../kitchen/words.js';
import { cap, NO_PLAN, resolveDay } from '../replies/phrasing.js';
import type { EmbeddedContext } from '../embedded-assistant.js';
import type { Intent } from '../intents.js';
import { NOTHING_CHANGED } from '../limits/replies.js';
import type { AssistantData } from '../../assistant-data.js';
import type { RequestIntent } from './types.js';

type Reply = string | AssistantReply;
type SwapIf = Extract<RequestIntent, { type: 'swapIf' }>;

/** Every word of the food is among the name's words ("mushrooms" in "button mushrooms, sliced"). */
function holds(name: string, food: readonly string[]): boolean {
  const have = new Set(words(name));
  return food.length > 0 && food.every((w) => have.has(w));
}

export async function answerSwapIf(
  intent: SwapIf,
  { data, ctx, answer }: { data: AssistantData; ctx: EmbeddedContext; answer: (intent: Intent) => Promise<Reply> },
): Promise<Reply> {
  const { swap, when } = intent;
  // no slot said or spoken of: the swap's own question (which meal?) is asked, the condition said back with it
  if (!swap.day || !swap.meal) {
    const condition = when.kind === 'holds' ? `has ${when.food}` : `takes over ${when.minutes} minutes`;
    return `Which meal should I check? Say it with the day, e.g. "if Thursday dinner ${condition}, swap it". ${NOTHING_CHANGED}`;
  }
  const plan = await data.currentPlan(ctx.userId, ctx.today);
  if (!plan) return NO_PLAN;
  const { day, on } = resolveDay(plan, swap.day, ctx.today);
  const current = day.meals[swap.meal];
  const meal = `${cap(swap.meal)} ${on}`;
  if (!current.length) return `Nothing is planned for ${swap.meal} ${on}, so there is nothing to swap. ${NOTHING_CHANGED}`;
  const titles = current.map((i) => i.title).join(' + ');
  let met: string;
  if (when.kind === 'holds') {
    const food = words(when.food);
    const foods = (await data.planFoods(ctx.userId, plan.id)).filter((f) => f.weekday === day.weekday && f.mealType === swap.meal);
    const evidence = [
      ...current.filter((i) => holds(i.title, food)).map((i) => i.title),
      ...foods.flatMap((f) => f.ingredientNames.filter((n) => holds(n, food)).map((n) => `${n} in ${f.title}`)),
    ];
    if (!evidence.length) return `${meal} (${titles}) has no ${when.food}, so I left it as it is. ${NOTHING_CHANGED}`;
    met = `${meal} has ${when.food} (${[...new Set(evidence)].join(', ')}), so I swapped it.`;
  } else {
    const minutes = Math.max(0, ...current.map((i) => i.readyInMinutes ?? 0));
    if (!minutes) return `I don't know how long ${titles} takes, so I left ${swap.meal} ${on} as it is. ${NOTHING_CHANGED}`;
    if (minutes <= when.minutes)
      return `${meal} (${titles}) takes ${minutes} min, not over ${when.minutes}, so I left it as it is. ${NOTHING_CHANGED}`;
    met = `${meal} takes ${minutes} min, over ${when.minutes}, so I swapped it.`;
  }
  const done = await answer(swap);
  const text = typeof done === 'string' ? done : done.response;
  // the swap found nothing that fits: its own reply says so, and nothing changed
  const said = /couldn't find|could not find|nothing (?:fits|matches)/i.test(text)
    ? `${met.replace(/, so I swapped it\.$/, '.')} ${text}`
    : `${met} ${text}`;
  return typeof done === 'string' ? said : { ...done, response: said };
}
