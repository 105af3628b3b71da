/**
 * What one chat reply changed, and how to put it back: the data port records each write it makes
 * (with the state before it) into the journal of the reply it runs in (AsyncLocalStorage, so both
 * engines' tool calls are covered without passing it around). Each thing the reply does (a part of several asked
 * in one message, a tool call of the model) is a part with an Undo of its own; the reply also offers one for all.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { GroceryLineSnapshot } from '../grocery/grocery-lines.service.js';
import type { PreferenceChange } from '../preferences/preference-undo.js';
import type { MealItemSnapshot } from '../mealplans/meal-plans.service.js';
import type { PantryItemSnapshot } from '../pantry/pantry.service.js';
import { type MealType } from '../kitchen/vocabulary.js';

export type UndoStep =
  | ({ kind: 'preferences' } & PreferenceChange)
  | {
      kind: 'groceryLine';
      itemId: string;
      before: { quantity: number; isChecked: boolean; unit?: string } | 'absent';
      listStarted: boolean;
    }
  | { kind: 'groceryRemoved'; line: GroceryLineSnapshot }
  /** A food put in the pantry by the assistant: taken out again. */
  | { kind: 'pantryAdded'; itemId: string }
  /** A food taken out of the pantry by the assistant: put back as it was, amount and history. */
  | { kind: 'pantryRemoved'; line: PantryItemSnapshot }
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
  /** The id of the action that undoes this change's part alone (set by the journal). */
  part?: string;
}

/**
 * One reply's journal: the changes, each tagged with its part, and the part being done. A part's id is known
 * before any change, so a tool can name its Undo; a reply of one part is undone by that part's id.
 */
interface Journal {
  parts: string[];
  changes: Change[];
}

const journal = new AsyncLocalStorage<Journal>();

/** Runs one reply with a journal of its own; answers the reply, what it changed in order, and the id its action gets. */
export async function withChangeJournal<T>(work: () => Promise<T>): Promise<{ value: T; changes: Change[] }> {
  const entry: Journal = { parts: [randomUUID()], changes: [] };
  const value = await journal.run(entry, work);
  return { value, changes: entry.changes };
}

const currentPart = (entry: Journal) => entry.parts[entry.parts.length - 1];

/** Starts the next thing the reply does: its changes are undone apart from the ones before (a part that changed nothing is reused). */
export function beginPart(): void {
  const entry = journal.getStore();
  if (entry && entry.changes.some((c) => c.part === currentPart(entry))) entry.parts.push(randomUUID());
}

/** Notes a change in the reply being run, in the part being done (outside a reply, e.g. a direct test call, nothing is kept). */
export function recordChange(change: Change): void {
  const entry = journal.getStore();
  entry?.changes.push({ ...change, part: currentPart(entry) });
}

/** The id of the Undo of the part being done; null outside a reply. */
export function currentActionId(): string | null {
  const entry = journal.getStore();
  return entry ? currentPart(entry) : null;
}
