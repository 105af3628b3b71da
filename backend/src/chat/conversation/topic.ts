/**
 * What a reply of the embedded assistant spoke of, read from the intent it answered: the slot it named, the
 * day, the grocery line or food. Recipes listed and meals found by a question are reported by their handlers.
 */
import { addDays, weekdayOf } from '../../mealplans/plan-dates.js';
import type { DayRef } from '../embedded/entities.js';
import type { Intent } from '../embedded/intents.js';
import type { Topic } from './state.js';

/** The weekday a day word means in the person's week ("tomorrow" from their today). */
export function weekdayMeant(day: DayRef, today: string): number {
  return day.kind === 'weekday' ? day.weekday : weekdayOf(addDays(today, day.offset));
}

export function topicOfIntent(intent: Intent, today: string): Topic | undefined {
  switch (intent.type) {
    case 'meal':
    case 'calories':
    case 'nutrient':
    case 'cookTime':
    case 'dietCheck':
    case 'swap':
    case 'addFood': {
      if (!intent.day) return undefined;
      const weekday = weekdayMeant(intent.day, today);
      return intent.meal ? { meal: { weekday, mealType: intent.meal } } : { day: weekday };
    }
    case 'cost':
      return intent.day ? { day: weekdayMeant(intent.day, today) } : undefined;
    case 'addGrocery':
    case 'removeGrocery':
    case 'checkGrocery':
      return { line: intent.item };
    case 'contains':
      return { food: intent.term };
    default:
      return undefined;
  }
}
