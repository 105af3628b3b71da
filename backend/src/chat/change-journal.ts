/**
 * What one chat reply changed, and how to put it back: the data port records each write it makes
 * (with the state before it) into the journal of the reply it runs in (AsyncLocalStorage, so both
 * engines' tool calls are covered without passing it around). The reply then offers one Undo for all.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { GroceryLineSnapshot } from '../grocery/grocery-lines.service.js';
import type { PreferenceChange } from '../preferences/preference-undo.js';
import type { MealItemSnapshot } from '../mealplans/meal-plans.service.js';
import { type MealType } from '../kitchen/vocabulary.js';

export type UndoStep =
  | ({ kind: 'preferences' } & PreferenceChange)
  | { kind: 'groceryLine'; itemId: string; before: { quantity: number; isChecked: boolean } | 'absent'; listStarted: boolean }
  | { kind: 'groceryRemoved'; line: GroceryLineSnapshot }
  /** The change put back a line taken off the list: its undo takes it off again, as it was. */
  | { kind: 'groceryRestored'; line: GroceryLineSnapshot }
  | { kind: 'planGenerated'; generationKey: string }
  | { kind: 'slot'; mealPlanId: string; weekday: number; mealType: MealType; before: MealItemSnapshot[] }
  /** A household member's diets, allergies and dislikes as they were (issue #24). */
  | { kind: 'memberRules'; memberId: string; before: { dietaryRestrictions: string[]; allergies: string[]; dislikedIngredients: string[] } }
  /** A household member's meals away as they were. */
  | { kind: 'mealsAway'; memberId: string; before: { dayOfWeek: number; mealType: MealType }[] };

export interface Change {
  /** What was done, as the person reads it: "Added Shellfish to your allergies". */
  description: string;
  undo: UndoStep;
}

/** One reply's journal: the id its Undo will have (known before any change, so a tool can name it) and the changes. */
interface Journal {
  actionId: string;
  changes: Change[];
}

const journal = new AsyncLocalStorage<Journal>();

/** Runs one reply with a journal of its own; answers the reply, what it changed in order, and the id its action gets. */
export async function withChangeJournal<T>(work: () => Promise<T>): Promise<{ value: T; changes: Change[]; actionId: string }> {
  const entry: Journal = { actionId: randomUUID(), changes: [] };
  const value = await journal.run(entry, work);
  return { value, changes: entry.changes, actionId: entry.actionId };
}

/** Notes a change in the reply being run (outside a reply, e.g. a direct test call, nothing is kept). */
export function recordChange(change: Change): void {
  journal.getStore()?.changes.push(change);
}

/** The id the running reply's Undo will have; null outside a reply. */
export function currentActionId(): string | null {
  return journal.getStore()?.actionId ?? null;
}
