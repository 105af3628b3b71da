/** Replies that change the meal plan: a new plan, a meal swapped, a food added to a meal. */
import { MEAL_TYPES, WEEKDAY_NAMES } from '../../../kitchen/vocabulary.js';
import { conditionsMet, pickSwap, swapPortion } from '../requests/swap-pick.js';
import { amountOf, cap, cuisineName, kcal, MEAL_NAMES, replacedBefore, resolveDay, swapRequest } from './phrasing.js';
import type { PlanReplies, Replies } from './reply.js';
import type { RecipeHit } from '../../assistant-data.js';
import type { Intent } from '../intents/intent.js';

export const NEW_PLAN_REPLIES: Replies = {
  async generatePlan(_intent, { data, ctx }) {
    const { userId, today } = ctx;
    await data.generatePlan(userId, today);
    return "I've started a new week's meal plan from your preferences, starting today. It will be on the Meal Plans page in a few seconds.";
  },
};

export const PLAN_EDIT_REPLIES: PlanReplies = {
  async swap(intent, { data, ctx, plan }) {
    const { userId, today } = ctx;
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
    // a recipe named that the slot holds already: said so, nothing to swap
    const named = intent.recipe?.toLowerCase();
    const here = named ? current.find((i) => i.title.toLowerCase() === named) : undefined;
    if (here) {
      ctx.heard.meal = { weekday: day.weekday, mealType: intent.meal, title: here.title, recipeId: here.recipeId };
      return `${here.title} is already ${MEAL_NAMES[intent.meal]} ${on}, so I left it as it is.`;
    }
    // "Quicker" is quicker than what is there now: under its slowest recipe's time (else the usual 20 minutes).
    const planned = Math.max(0, ...current.map((i) => i.readyInMinutes ?? 0));
    // what this slot held before the swaps just made in it ("something else" never brings back the one just replaced)
    const justReplaced = replacedBefore(ctx.conversation?.meal, day.weekday, intent.meal);
    // "cheaper" is cheaper than what the slot costs now, when every item of it has a price
    const priced = intent.cheaper ? await data.mealDetail(userId, plan.id, day.weekday, intent.meal) : [];
    const costBefore = priced.length && priced.every((d) => d.cost !== null) ? priced.reduce((s, d) => s + d.cost!, 0) : undefined;
    const maxMinutes = intent.quicker ? (planned > 5 ? planned - 5 : 20) : intent.maxMinutes;
    const search = (wish: { query?: string; cuisine?: string }) =>
      data.searchRecipes(userId, {
        diet: intent.diet,
        maxMinutes,
        query: wish.query,
        mealType: intent.meal!,
        excludeIds: [...current.map((i) => i.recipeId).filter((id): id is number => id !== null), ...justReplaced],
        // a condition the search does not filter (lighter, more protein) is met by the pick: more to pick from
        limit: intent.lighter || intent.rank ? 60 : 20,
        cuisine: wish.cuisine,
        without: intent.without,
        maxCost: intent.maxCost,
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
      intent.maxCost !== undefined ? `at most $${intent.maxCost.toFixed(2)} a serving` : '',
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
    // a recipe named is that one, or none: never another that shares a word with it
    const pick = named ? hits.find((h) => h.title.toLowerCase() === named) : pickSwap(hits, current, intent.meal, how);
    // a recipe named that the person's own rules keep out ("put the shrimp curry on friday"): why, and another offered
    if (!pick && named) return namedRecipeKeptOut(intent, on, await data.preferences(userId));
    if (!pick)
      return `I couldn't find a ${want ? `${want} ` : ''}recipe for ${MEAL_NAMES[intent.meal]} that fits your preferences, so I left ${MEAL_NAMES[intent.meal]} ${on} as it is.`;
    const { replaced, added, servings, calories } = await data.swapMeal(
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
  },
  async addFood(intent, { data, ctx, plan }) {
    const { userId, today } = ctx;
    if (!intent.day) {
      // the day named next ("thursday", "friday's") completes this add
      const amount = intent.quantity ? `${intent.unit ? amountOf(intent.quantity, intent.unit) : intent.quantity} of ` : '';
      ctx.heard.pending = { kind: 'confirm', request: `add ${amount}${intent.item} to ${intent.meal}` };
      return `For example: "add ${intent.item} to Friday ${intent.meal}". Which day should I add ${intent.item} to?`;
    }
    const { day, on } = resolveDay(plan, intent.day, today);
    // a dish's name said beside the meal: the recipe of that name goes beside what is there
    const recipes = intent.dish ? recipesNamed(intent.item, await data.searchRecipes(userId, { query: intent.item, limit: 8 })) : [];
    if (recipes.length > 1) {
      const slot = `${WEEKDAY_NAMES[day.weekday]} ${intent.meal}`;
      return {
        response: `More than one recipe is called that: ${recipes.map((r) => r.title).join(', ')}. Which should I add to ${MEAL_NAMES[intent.meal!]} ${on}? Nothing was changed.`,
        choices: recipes.map((r) => `add ${r.title} to ${slot} too`),
      };
    }
    if (recipes.length === 1) {
      const before = day.meals[intent.meal!].map((i) => i.title);
      const added = await data.addRecipeToSlot(userId, plan.id, day.weekday, intent.meal!, recipes[0].id);
      const beside = before.length ? `, beside ${before.join(' + ')}` : '';
      return `Added ${added.added} (${kcal(added.calories)}) to ${MEAL_NAMES[intent.meal!]} ${on}${beside}.`;
    }
    const found = await data.lookupFood(intent.item);
    const name = intent.item[0].toUpperCase() + intent.item.slice(1);
    await data.addFoodToSlot(userId, plan.id, day.weekday, intent.meal!, {
      name,
      quantity: intent.quantity ?? 1,
      unit: intent.unit ?? 'piece',
      ...(found ? { calories: found.calories, protein: found.protein } : {}),
    });
    const after = (await data.plan(userId, plan.id))?.days.find((d) => d.weekday === day.weekday)?.meals[intent.meal!];
    const added = after?.[after.length - 1];
    return `Added ${amountOf(intent.quantity ?? 1, intent.unit ?? 'piece')} of ${intent.item}${added ? ` (${kcal(added.calories)})` : ''} to ${MEAL_NAMES[intent.meal!]} ${on}.${found ? '' : " I couldn't find it in the food database, so its calories are 0 — edit it on the dashboard if you know them."}`;
  },
};

/** The recipes a dish's name says: the one titled so, else those whose titles hold every word said. */
function recipesNamed(said: string, hits: readonly RecipeHit[]): RecipeHit[] {
  // (a plural said of a singular title is the same word: "pancakes", "Pancake")
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .map((w) => (w.length > 3 ? w.replace(/s$/, '') : w));
  const asked = words(said);
  const same = hits.filter((h) => words(h.title).join(' ') === asked.join(' '));
  if (same.length) return same.slice(0, 1);
  return hits.filter((h) => asked.every((w) => words(h.title).includes(w))).slice(0, 4);
}

/**
 * A recipe asked for by name that the search for the person's own meals does not find: their diets, allergies or
 * dislikes keep it out. Nothing changes; another of its cuisine (or any other) that fits is offered instead.
 */
function namedRecipeKeptOut(
  intent: Extract<Intent, { type: 'swap' }>,
  on: string,
  p: { dietaryRestrictions: string[]; allergies: string[]; dislikedIngredients: string[] },
) {
  const rules = [
    p.allergies.length ? `your allergies (${p.allergies.join(', ')})` : '',
    p.dietaryRestrictions.length ? `your diet (${p.dietaryRestrictions.join(', ')})` : '',
    p.dislikedIngredients.length ? `your dislikes (${p.dislikedIngredients.join(', ')})` : '',
  ].filter(Boolean);
  const meal = MEAL_NAMES[intent.meal!];
  const instead = { type: 'swap' as const, day: intent.day, meal: intent.meal, ...(intent.cuisine ? { cuisine: intent.cuisine } : {}) };
  const question = `Swap ${meal} ${on} for ${intent.cuisine ? `another ${cuisineName(intent.cuisine)} recipe` : 'another recipe'} that fits instead?`;
  return {
    response: `I can't put ${intent.recipe} in your plan: it doesn't fit ${rules.length ? rules.join(' or ') : 'your preferences'}, so I left ${meal} ${on} as it is. ${question}`,
    confirm: { question, request: swapRequest(instead) },
  };
}
