/** How the embedded assistant's replies say things: amounts, energy, money, days and meals, the help text. */
import type { PlanDay, PlanOverview, RecipeHit } from '../../assistant-data.js';
import { nextWeekdayDate } from '../../lexicon/days.js';
import { sameTag } from '../../preference-tags.js';
import { type DayRef, type Intent, type Measure, type PreferenceList, WEEKDAYS } from '../intents.js';
import { addDays, weekdayOf } from '../../../mealplans/plan-dates.js';
import { type MealType, WEEKDAY_NAMES } from '../../../kitchen/vocabulary.js';
import { normalizeUnit, unitLabel, UNITS } from '../../../kitchen/units.js';
import { nameFor } from '../../../kitchen/words.js';
import type { MealRef } from '../../conversation/state.js';

export const MEAL_NAMES: Record<MealType, string> = { breakfast: 'breakfast', lunch: 'lunch', dinner: 'dinner' };
export const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
export const kcal = (n: number) => `${Math.round(n).toLocaleString('en-US')} kcal`;
/** Whether a stored allergy names this word ("Peanuts" for "peanut", "Gluten-Free" for "gluten free"). */
export const mentionsWord = sameTag;
export const LIST_LABELS: Record<PreferenceList, string> = {
  dietaryRestrictions: 'dietary restrictions',
  allergies: 'allergies',
  dislikedIngredients: 'disliked ingredients',
};
export const grams = (n: number) => `${Math.round(n).toLocaleString('en-US')} g`;
export const dollars = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** "thai" → "Thai", "middle eastern" → "Middle Eastern". */
export const cuisineName = (c: string) => c.replace(/\b[a-z]/g, (ch) => ch.toUpperCase()).replace(/ Or /g, ' or ');
export const MEASURE_WORDS: Record<Measure, string> = {
  calories: 'calories',
  protein: 'protein',
  fat: 'fat',
  carbs: 'carbohydrate',
  cost: 'cost',
};

export function shortDate(iso: string): string {
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

/** Said before a day's answer when the plan does not hold the day asked ("tomorrow" past its end, "next tuesday"). */
export function notCovered(plan: PlanOverview, ref: DayRef | undefined, day: PlanDay): string {
  return `Your plan "${plan.displayName}" doesn't cover ${ref?.word ?? 'that date'}, so here is its ${WEEKDAY_NAMES[day.weekday]}.\n`;
}

export function mealLine(day: PlanDay, meal: MealType): string {
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
export function replacedBefore(spoken: MealRef | undefined, weekday: number, meal: MealType): number[] {
  return spoken?.weekday === weekday && spoken.mealType === meal ? (spoken.replacedIds ?? []) : [];
}

export function recipeLine(r: RecipeHit): string {
  return `• ${r.title} — ${r.readyInMinutes} min, ${kcal(r.calories)}`;
}
