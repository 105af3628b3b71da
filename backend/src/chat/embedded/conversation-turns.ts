/**
 * The embedded assistant's part in a conversation: a swap to a recipe it listed ("swap it for the second
 * one"), and what a reply spoke of, made whole (the meal's title and recipe) for the next message to point at.
 */
import type { AssistantData, AssistantReply } from '../assistant-data.js';
import type { RecipeRef, Topic } from '../conversation/state.js';
import { weekdayMeant } from '../conversation/topic.js';
import { WEEKDAY_NAMES, type MealType } from '../../kitchen/vocabulary.js';
import type { Intent } from './intents.js';

const kcal = (n: number) => `${Math.round(n).toLocaleString('en-US')} kcal`;

/** Puts a listed recipe in the slot (sized to the calories it replaces, as every swap); one Undo puts it back. */
export async function swapToListed(
  data: AssistantData,
  swap: Extract<Intent, { type: 'swap' }> & { meal: MealType },
  recipe: RecipeRef,
  ctx: { userId: string; today: string },
  heard: Topic,
): Promise<string> {
  const plan = await data.currentPlan(ctx.userId, ctx.today);
  if (!plan) return "You don't have a meal plan yet. Create or generate one on the Meal Plans page, then ask me again.";
  const weekday = weekdayMeant(swap.day!, ctx.today);
  const { replaced, added, servings, calories } = await data.swapMeal(ctx.userId, plan.id, weekday, swap.meal, recipe.id);
  heard.meal = { weekday, mealType: swap.meal, title: added.title, recipeId: added.id };
  const was = replaced.length ? ` instead of ${replaced.join(' + ')}` : '';
  return `Done! ${WEEKDAY_NAMES[weekday]} ${swap.meal} is now ${added.title}${servings === 1 ? '' : ` ×${servings}`} (${kcal(calories)}, ${added.readyInMinutes} min)${was}.`;
}

/** The topic with the meal's title, item and recipe read from the plan when the reply named only its slot. */
export async function completeTopic(data: AssistantData, topic: Topic, ctx: { userId: string; today: string }): Promise<Topic> {
  const meal = topic.meal;
  if (!meal || meal.title) return topic;
  const plan = await data.currentPlan(ctx.userId, ctx.today);
  const items = plan?.days.find((d) => d.weekday === meal.weekday)?.meals[meal.mealType] ?? [];
  if (!items.length) return topic;
  return {
    ...topic,
    meal: {
      ...meal,
      itemId: items[0].itemId,
      title: items.map((i) => i.title).join(' + '),
      recipeId: items.find((i) => i.recipeId !== null)?.recipeId ?? null,
    },
  };
}

/** Said when the person answers no to what was asked. */
export const LEFT_AS_IS = 'OK, I left everything as it is. Nothing was changed.';

/** Said when the message points back ("it", "the first one") at nothing this conversation spoke of. */
export const WHICH_IS_MEANT =
  'I\'m not sure which one you mean, so I changed nothing. Could you name it, or its place in what I listed? For example "the second one", "is rice on my list" or "what\'s for dinner on Friday".';

/** Said to a yes when nothing was asked. */
export const NOTHING_ASKED = "I haven't asked you anything just now, so I changed nothing. What would you like me to do?";

/** The topic, with the change a reply asks about (its confirm) waiting for a yes. */
export function pendingOf(reply: AssistantReply, topic: Topic): Topic {
  return reply.confirm ? { ...topic, pending: { kind: 'confirm', request: reply.confirm.request } } : topic;
}
