/** Replies read from the current plan: what is planned, what it contains, calories, nutrients, time, cost, the day with the most. */
import type { PlanDay } from '../../assistant-data.js';
import { itemsBreakingDiet, itemsContaining } from '../../plan-contains.js';
import { DIET_NAMES, MEAL_TYPES, WEEKDAY_NAMES } from '../../../kitchen/vocabulary.js';
import { inCalories } from '../questions/answers.js';
import {
  cap,
  dollars,
  grams,
  kcal,
  MEAL_NAMES,
  mealLine,
  MEASURE_WORDS,
  mentionsWord,
  notCovered,
  resolveDay,
  shortDate,
} from './phrasing.js';
import type { PlanReplies } from './reply.js';

export const PLAN_READ_REPLIES: PlanReplies = {
  async contains(intent, { data, ctx, plan }) {
    const { userId } = ctx;
    const foods = await data.planFoods(userId, plan.id);
    const hits = itemsContaining(foods, intent.term);
    const prefs = intent.allergy ? await data.preferences(userId) : null;
    const listed = prefs?.allergies.some((a) => a.toLowerCase() === intent.term || mentionsWord(a, intent.term));
    const offer =
      intent.allergy && !listed ? `\n\nWant new plans and suggestions to leave it out too? Say "add ${intent.term} to my allergies".` : '';
    if (!hits.length) {
      return `None of the ${foods.length} planned items in ${plan.displayName} contain ${intent.term}, going by their ingredients${intent.allergy ? ' — it looks safe for that allergy, but always check labels' : ''}.${offer}`;
    }
    const order = (f: { weekday: number }) => plan.days.findIndex((d) => d.weekday === f.weekday);
    const lines = [...hits]
      .sort((a, b) => order(a) - order(b) || MEAL_TYPES.indexOf(a.mealType) - MEAL_TYPES.indexOf(b.mealType))
      .map((f) => `• ${WEEKDAY_NAMES[f.weekday]} ${MEAL_NAMES[f.mealType]}: ${f.title}`);
    return `${hits.length} planned item${hits.length === 1 ? '' : 's'} in ${plan.displayName} contain${hits.length === 1 ? 's' : ''} ${intent.term}${intent.allergy ? ' — not safe for that allergy' : ''}:\n${lines.join('\n')}${intent.allergy ? '\nAsk me to swap them, e.g. "swap ' + WEEKDAY_NAMES[hits[0].weekday] + ' ' + MEAL_NAMES[hits[0].mealType] + ' for something else".' : ''}${offer}`;
  },
  async dietCheck(intent, { data, ctx, plan }) {
    const { userId, today } = ctx;
    const diet = DIET_NAMES[intent.diet];
    const word = diet.toLowerCase();
    let foods = await data.planFoods(userId, plan.id);
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
  },
  meal(intent, { ctx, plan }) {
    const { today } = ctx;
    if (intent.weekend) {
      const weekend = [6, 0].map((weekday) => plan.days.find((d) => d.weekday === weekday)!);
      const meals = intent.meal ? [intent.meal] : MEAL_TYPES;
      return weekend
        .map((d) => `${WEEKDAY_NAMES[d.weekday]} (${shortDate(d.date)}):\n${meals.map((m) => `• ${mealLine(d, m)}`).join('\n')}`)
        .join('\n');
    }
    if (intent.week && intent.meal) {
      const meal = intent.meal;
      const planned = (d: (typeof plan.days)[number]) =>
        d.meals[meal].map((i) => `${i.title} (${kcal(i.calories)})`).join(', ') || 'nothing planned';
      const lines = plan.days.map((d) => `• ${WEEKDAY_NAMES[d.weekday].slice(0, 3)} ${shortDate(d.date)}: ${planned(d)}`);
      return `${cap(MEAL_NAMES[meal])}s in ${plan.displayName}:\n${lines.join('\n')}`;
    }
    if (!intent.day && !intent.meal) {
      const lines = plan.days.map(
        (d) =>
          `${WEEKDAY_NAMES[d.weekday].slice(0, 3)} ${shortDate(d.date)}: ${MEAL_TYPES.map((m) => d.meals[m].map((i) => i.title).join(' + ') || '—').join(' / ')} (${kcal(d.totalCalories)})`,
      );
      return `${plan.displayName} (breakfast / lunch / dinner):\n${lines.join('\n')}`;
    }
    const { day, label, on, outside } = resolveDay(plan, intent.day, today);
    const note = outside ? notCovered(plan, intent.day, day) : '';
    if (intent.meal) {
      const items = day.meals[intent.meal];
      if (!items.length)
        return `${note}Nothing is planned for ${MEAL_NAMES[intent.meal]} ${on}. Say "swap ${WEEKDAY_NAMES[day.weekday]} ${intent.meal} for something quick" and I'll pick a recipe.`;
      return `${note}${cap(MEAL_NAMES[intent.meal])} ${on}: ${items.map((i) => `${i.title} (${kcal(i.calories)}${i.readyInMinutes ? `, ${i.readyInMinutes} min` : ''})`).join(', ')}.`;
    }
    return `${note}${label}:\n${MEAL_TYPES.map((m) => `• ${mealLine(day, m)}`).join('\n')}\nTotal: ${kcal(day.totalCalories)}.`;
  },
  calories(intent, { ctx, plan }) {
    const { today } = ctx;
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
    const note = outside ? notCovered(plan, intent.day, day) : '';
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
  },
  cookTime(intent, { ctx, plan }) {
    const { today } = ctx;
    const { day, label } = resolveDay(plan, intent.day, today);
    const meals = intent.meal ? [intent.meal] : MEAL_TYPES;
    const lines = meals.flatMap((m) =>
      day.meals[m].filter((i) => i.recipeId !== null).map((i) => `${cap(MEAL_NAMES[m])}: ${i.title} takes ${i.readyInMinutes ?? '?'} min`),
    );
    return lines.length
      ? `${label}:\n${lines.map((l) => `• ${l}`).join('\n')}`
      : `Nothing to cook ${intent.meal ? `for ${MEAL_NAMES[intent.meal]} ` : ''}on ${label}: it has no recipe.`;
  },
  nutrient(intent, { ctx, plan }) {
    const { today } = ctx;
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
  },
  async cost(intent, { data, ctx, plan }) {
    const { userId, today } = ctx;
    if (intent.what === 'day') {
      const { day, label } = resolveDay(plan, intent.day, today);
      if (day.cost <= 0) return `${label} has nothing with a price planned.`;
      return `${label} should cost about ${dollars(day.cost)} — the food eaten that day, at your store's prices. The week's groceries come to about ${dollars(plan.estimatedCost)}, as the cart buys whole packages.`;
    }
    const list = intent.what === 'week' ? null : await data.groceryList(userId, plan.id);
    if (intent.what !== 'week' && !list)
      return `${plan.displayName} has no grocery list yet. Its groceries should come to about $${plan.estimatedCost.toFixed(2)} at your store; generate the list to see each item's price.`;
    if (intent.what === 'mostExpensive') {
      const dearest = [...list!.items].sort((a, b) => Number(b.estimatedPrice) - Number(a.estimatedPrice));
      const price = (i: (typeof dearest)[number]) => `$${Number(i.estimatedPrice).toFixed(2)}`;
      // "my 3 priciest items": as many as asked, in order, so "drop the second one" next is the second shown
      const top = dearest.slice(0, intent.count ?? 1);
      if (top.length > 1) {
        ctx.heard.lines = top.map((i) => i.name);
        const shown = top.map((i, k) => `${k + 1}. ${i.name}, about ${price(i)}`).join('\n');
        const fewer = top.length < intent.count! ? ` (your list has ${top.length})` : '';
        return `The ${top.length} most expensive items on your list${fewer}:\n${shown}`;
      }
      const [one] = top;
      if (one) ctx.heard.line = one.name;
      return one ? `The most expensive item on your list is ${one.name}, about ${price(one)}.` : 'Your grocery list is empty.';
    }
    if (intent.what === 'list')
      return `Your grocery list for ${list!.planName} comes to about $${list!.totalEstimatedCost.toFixed(2)} (${list!.items.length} items).`;
    // the plan's own budget, else the person's weekly one (a plan made by hand has none of its own)
    const budget = plan.totalBudget ?? (await data.preferences(userId)).weeklyBudget;
    const vs = budget
      ? plan.estimatedCost <= budget
        ? ` — within your $${budget.toFixed(2)} budget`
        : ` — $${(plan.estimatedCost - budget).toFixed(2)} over your $${budget.toFixed(2)} budget`
      : '';
    // the budget reported is what "lower it by 20" changes next
    if (budget) ctx.heard.setting = 'weeklyBudget';
    return `${plan.displayName} should cost about $${plan.estimatedCost.toFixed(2)} in groceries at your store${vs}.`;
  },
  dayMost(intent, { ctx, plan }) {
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
    // the one day answered is what "that day" means next ("make that day's dinner lighter")
    if (winners.length === 1) ctx.heard.day = winners[0].weekday;
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
  },
};
