/**
 * What a reply of the embedded assistant spoke of, read from the intent it answered: the slot it named, the
 * day, the grocery line or food. Recipes listed and meals found by a question are reported by their handlers.
 */
import { addDays, weekdayOf } from '../../mealplans/plan-dates.js';
import type { DayRef } from '../embedded/entities.js';
import type { Intent } from '../embedded/intents.js';
import type { Setting, Topic } from './state.js';
import { tokenize } from '../embedded/tokens.js';
import { findDay, hasLemma } from '../embedded/entities.js';

/** The setting a message about preferences names ("what's my budget" → the weekly budget), if one. */
export function settingNamed(message: string): Setting | undefined {
  const tokens = tokenize(message);
  if (hasLemma(tokens, 'budget', 'spend', 'spending')) return 'weeklyBudget';
  if (hasLemma(tokens, 'protein')) return 'proteinGoal';
  if (hasLemma(tokens, 'calorie', 'kcal', 'cal', 'cals')) return 'calorieGoal';
  return undefined;
}

/** The weekday a day word means in the person's week ("tomorrow" from their today). */
export function weekdayMeant(day: DayRef, today: string): number {
  return day.kind === 'weekday' ? day.weekday : weekdayOf(addDays(today, day.offset));
}

/** `message`: what the person said, for the setting a question about preferences named. */
export function topicOfIntent(intent: Intent, today: string, message?: string): Topic | undefined {
  switch (intent.type) {
    case 'setNumber':
    case 'changeGoal':
      return { setting: intent.field };
    case 'preferences': {
      const setting = message ? settingNamed(message) : undefined;
      return setting ? { setting } : undefined;
    }
    // (a food taken out of a meal: "swap it then" after it was not there, or after it was, is that meal's swap)
    case 'meal':
    case 'calories':
    case 'nutrient':
    case 'cookTime':
    case 'dietCheck':
    case 'swap':
    case 'addFood':
    case 'removeFromMeal': {
      if (!intent.day) return undefined;
      const weekday = weekdayMeant(intent.day, today);
      if (!intent.meal) return { day: weekday };
      const meal = { weekday, mealType: intent.meal };
      if (intent.type !== 'swap') return { meal };
      // what the swap asked for, kept so the next message may add to it ("make it cheaper too")
      const { type: _type, day: _day, meal: _meal, ...wish } = intent;
      return { meal, swap: { ...meal, ...wish } };
    }
    // "suggest two quick dinners i could have on tuesday": the day the recipes listed are for
    case 'quick':
    case 'recipes': {
      const day = message ? findDay(tokenize(message)) : undefined;
      return day ? { listedDay: weekdayMeant(day, today) } : undefined;
    }
    case 'cost':
      return intent.day ? { day: weekdayMeant(intent.day, today) } : undefined;
    case 'addGrocery':
    case 'removeGrocery':
    case 'checkGrocery':
      return { line: intent.item };
    case 'contains':
      return { food: intent.term };
    // an allergy or dislike just said is what "it" means next ("does anything this week have it")
    case 'addPreference':
    case 'removePreference':
      // (and the list it is on, just after it was added there: "never mind, take that off" takes it off that list)
      if (intent.list === 'dietaryRestrictions') return undefined;
      return {
        food: intent.value.toLowerCase(),
        ...(intent.type === 'addPreference' ? { preference: intent.list } : {}),
      };
    // "does tuesday dinner have dairy": the food too, for "does anything else this week have it" (the meal comes from the answer)
    // and a question of a named slot ("what does monday dinner cost") speaks of that meal: "something cheaper for it" next
    // (a food asked of it stays what "it" means: "is it on my list" next)
    case 'mealQuestion':
      if (intent.ask.kind === 'contains') return { food: intent.ask.term };
      return intent.day && intent.meal ? { meal: { weekday: weekdayMeant(intent.day, today), mealType: intent.meal } } : undefined;
    default:
      return undefined;
  }
}
