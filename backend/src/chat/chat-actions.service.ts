import { retryingConflicts } from '../common/transient-conflict.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { afterCommit } from '../common/after-commit.js';
import { conflict, gone, isDomainError, notFound } from '../common/domain-error.js';
import { GroceryLinesService } from '../grocery/grocery-lines.service.js';
import { ListSync } from '../grocery/list-sync.js';
import { HouseholdsService } from '../households/households.service.js';
import { MealPlansService } from '../mealplans/meal-plans.service.js';
import { KitchenOwners } from '../households/kitchen-owner.js';
import { PreferencesService, type PreferenceUndoTrail } from '../preferences/preferences.service.js';
import { PantryService } from '../pantry/pantry.service.js';
import { AssistantAction } from './assistant-action.entity.js';
import type { Change, UndoStep } from './change-journal.js';

/** How long a change made by the assistant can be undone. */
export const UNDO_WINDOW_MS = 10 * 60_000;
export const UNDO_NOT_FOUND = 'Nothing to undo with this id.';
export const UNDO_EXPIRED = 'This change can no longer be undone: undo works for 10 minutes after a change.';
export const UNDO_DONE = 'This change was already undone.';
export const UNDO_NOT_READY = 'The new plan is still being made: undo it in a moment, or delete it on the Meal Plans page.';

/** An action as the reply names it; `parts` when the reply did several things, each undone alone. */
export interface RecordedAction {
  id: string;
  description: string;
  parts?: { id: string; description: string }[];
}

/** Keeps what an assistant reply changed and undoes it on request, for its owner, within the window. */
@Injectable()
export class ChatActions {
  constructor(
    private readonly em: EntityManager,
    private readonly preferences: PreferencesService,
    private readonly grocery: GroceryLinesService,
    private readonly mealPlans: MealPlansService,
    private readonly kitchens: KitchenOwners,
    private readonly households: HouseholdsService,
    private readonly pantry: PantryService,
    private readonly lists: ListSync,
  ) {}

  /**
   * Stores one reply's changes as an undoable action; old actions of the person go (they can no longer be undone).
   * A reply that did several things keeps each part as an action of its own too (`parts`), undone alone.
   */
  async record(userId: string, changes: Change[]): Promise<RecordedAction> {
    const em = this.em.fork();
    await em.nativeDelete(AssistantAction, { user: userId, createdAt: { $lt: new Date(Date.now() - UNDO_WINDOW_MS) } });
    const partIds = [...new Set(changes.map((c) => c.part))];
    const describe = (of: Change[]) => of.map((c) => c.description).join('; ');
    const one = partIds.length === 1 && partIds[0] ? { id: partIds[0] } : {};
    const whole = em.create(AssistantAction, {
      ...one,
      user: userId,
      description: describe(changes),
      changes,
      undoneAt: null,
      wholeId: null,
    });
    await em.flush();
    if (partIds.length < 2) return { id: whole.id, description: whole.description };
    const parts = partIds.map((id) => {
      const own = changes.filter((c) => c.part === id);
      return em.create(AssistantAction, {
        ...(id ? { id } : {}),
        user: userId,
        description: describe(own),
        changes: own,
        undoneAt: null,
        wholeId: whole.id,
      });
    });
    await em.flush();
    return { id: whole.id, description: whole.description, parts: parts.map((a) => ({ id: a.id, description: a.description })) };
  }

  /**
   * Puts back what the action changed, latest change first, all in one transaction: every change is put back or,
   * when one cannot be, none is and the action stays undoable. A reply's whole action puts back those of its parts
   * not undone yet; a part, only its own (and the whole counts as undone once every part is). Lists and plans are
   * told once it is saved; a plan's list is brought up to date before Undo answers (not left to its queued
   * update), so the person sees the list as it was, whatever the update of the change had done or still does.
   */
  async undo(userId: string, actionId: string): Promise<{ response: string }> {
    const action = await this.em.fork().findOne(AssistantAction, { id: actionId, user: userId });
    if (!action) throw notFound(UNDO_NOT_FOUND);
    if (action.undoneAt) throw gone(UNDO_DONE);
    if (Date.now() - action.createdAt.getTime() > UNDO_WINDOW_MS) throw gone(UNDO_EXPIRED);
    // a deadlock with the list's rebuild from the plan (a job touching the same rows) is done again, not a 500
    let kitchen = userId;
    const done = await afterCommit(() =>
      retryingConflicts(() =>
        this.em.transactional(async (em) => {
          // Claimed first, so two clicks undo once (the second waits for the first's commit, then finds it undone).
          const claimed = await em.nativeUpdate(AssistantAction, { id: action.id, undoneAt: null }, { undoneAt: new Date() });
          if (!claimed) throw gone(UNDO_DONE);
          let changes = action.changes;
          const parts = await em.find(AssistantAction, { wholeId: action.id }, { fields: ['id', 'undoneAt'] });
          if (parts.length) {
            const open = parts.filter((p) => !p.undoneAt).map((p) => p.id);
            await em.nativeUpdate(AssistantAction, { id: { $in: open }, undoneAt: null }, { undoneAt: new Date() });
            changes = changes.filter((c) => c.part !== undefined && open.includes(c.part));
            if (!changes.length) throw gone(UNDO_DONE);
          }
          const trail: PreferenceUndoTrail = { savedSince: false };
          // Preferences are put back as the person's; the plan and list as their household's.
          kitchen = await this.kitchens.ownerOf(userId);
          for (const change of [...changes].reverse()) await this.revert({ person: userId, kitchen }, change.undo, trail);
          // the last part undone alone leaves nothing for the whole to put back
          if (action.wholeId && !(await em.count(AssistantAction, { wholeId: action.wholeId, undoneAt: null })))
            await em.nativeUpdate(AssistantAction, { id: action.wholeId, undoneAt: null }, { undoneAt: new Date() });
          return changes;
        }),
      ),
    );
    const plans = new Set(done.flatMap((c) => (c.undo.kind === 'slot' ? [c.undo.mealPlanId] : [])));
    for (const mealPlanId of plans) await this.lists.updateNow(kitchen, mealPlanId);
    return { response: `Undone: ${done.map((c) => c.description).join('; ')}.` };
  }

  private async revert(who: { person: string; kitchen: string }, step: UndoStep, trail: PreferenceUndoTrail): Promise<void> {
    const userId = who.kitchen;
    switch (step.kind) {
      case 'preferences':
        await this.preferences.undoChange(who.person, step, trail);
        return;
      case 'groceryLine':
        await this.grocery.restoreLine(userId, step.itemId, step.before, step.listStarted);
        return;
      case 'groceryRemoved':
        await this.grocery.restoreRemovedLine(userId, step.line);
        return;
      case 'pantryAdded':
        // taken out since by hand: nothing left to take out
        await this.pantry.remove(userId, step.itemId).catch((error: unknown) => {
          if (!isDomainError(error, 'not_found')) throw error;
        });
        return;
      case 'pantryRemoved':
        await this.pantry.putBack(userId, step.line);
        return;
      case 'groceryRestored':
        await this.grocery.takeOffAgain(userId, step.line);
        return;
      case 'planGenerated':
        // The plan job may still be running: then there is nothing to delete yet, and Undo says so.
        if (!(await this.mealPlans.removeGenerated(userId, step.generationKey))) throw conflict(UNDO_NOT_READY);
        return;
      case 'slot':
        await this.mealPlans.putBackSlot(userId, step.mealPlanId, step.weekday, step.mealType, step.before);
        return;
      case 'memberRules':
        await this.households.saveMemberPreferences(userId, step.memberId, step.before);
        return;
      case 'mealsAway':
        await this.households.setMealsAway(userId, step.memberId, { mealsAway: step.before });
        return;
    }
  }
}
