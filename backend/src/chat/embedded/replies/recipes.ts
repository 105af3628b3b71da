/** Replies that find recipes in the library: what to cook with what is at home, quick ones, by diet, cuisine or rank. */
import { MEAL_TYPES } from '../../../kitchen/vocabulary.js';
import { cap, cuisineName, kcal, recipeLine } from './phrasing.js';
import type { Replies, Replying } from './reply.js';
import type { Intent } from '../intents.js';

async function recipeSearch(intent: Extract<Intent, { type: 'quick' | 'recipes' }>, { data, ctx }: Replying) {
  const { userId } = ctx;
  const maxMinutes = intent.type === 'quick' ? intent.maxMinutes : undefined;
  const rank = intent.type === 'recipes' ? intent.rank : undefined;
  const hits = await data.searchRecipes(userId, {
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

export const RECIPE_REPLIES: Replies = {
  async cookWith(intent, { data, ctx }) {
    const { userId } = ctx;
    const hits = await data.searchRecipes(userId, { anyOf: intent.ingredients, mealType: intent.meal, limit: 5 });
    const have = intent.ingredients.join(', ');
    if (!hits.length)
      return `I couldn't find recipes that fit your preferences and use ${have}. Try another ingredient, or browse the Recipes page.`;
    ctx.heard.listed = hits.map((r) => ({ id: r.id, title: r.title }));
    return `Recipes that fit your preferences and use what you have (${have}), the most of it first:\n${hits.map((r) => `• ${r.title} — uses ${(r.uses ?? []).join(', ')}; ${r.readyInMinutes} min, ${kcal(r.calories)}`).join('\n')}`;
  },
  quick: recipeSearch,
  recipes: recipeSearch,
};
