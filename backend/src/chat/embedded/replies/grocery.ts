/** Replies that read and change the grocery list: lines added, ticked, removed, and the list itself. */
import { amountOf, cap } from './phrasing.js';
import type { PlanReplies } from './reply.js';

export const GROCERY_REPLIES: PlanReplies = {
  async addGrocery(intent, { data, ctx, plan }) {
    const { userId } = ctx;
    // Each line said ("eggs, butter and 2 cans of tomatoes") is added; one reply, one Undo for all of them.
    const added: string[] = [];
    let listCreated = false;
    for (const line of [intent, ...(intent.also ?? [])]) {
      const result = await data.addGroceryItem(userId, plan.id, { name: line.item, quantity: line.quantity, unit: line.unit });
      listCreated ||= result.listCreated;
      const amount = line.quantity ? (line.unit ? `${amountOf(line.quantity, line.unit)} of ` : `${line.quantity} `) : '';
      // joined to the line already there: what it holds now, so "Added 12 eggs" is not read as the line's amount
      const now = result.now ? ` (now ${amountOf(result.now.quantity, result.now.unit)} on your list)` : '';
      added.push(`${amount}${result.name}${now}${line.wrote ? ` (you wrote "${line.wrote}"; ${line.aisle})` : ''}`);
    }
    const names = added.length > 1 ? `${added.slice(0, -1).join(', ')} and ${added[added.length - 1]}` : added[0];
    return `Added ${names} to your grocery list for ${plan.displayName}.${listCreated ? ' (I created the list from your plan first.)' : ''}`;
  },
  async checkGrocery(intent, { data, ctx, plan }) {
    const { userId } = ctx;
    const line = await data.checkGroceryItem(userId, plan.id, intent.item, intent.checked);
    if (!line) {
      const list = await data.groceryList(userId, plan.id);
      return list
        ? `I couldn't find "${intent.item}" on your grocery list for ${plan.displayName}.`
        : `${plan.displayName} has no grocery list yet. Generate one from the dashboard, or say "add ${intent.item} to my list".`;
    }
    if (line.already)
      return `${cap(line.name)} ${intent.checked ? 'is already checked off' : "isn't checked off"} on your grocery list, so I changed nothing.`;
    if (!intent.checked) return `Unchecked ${line.name} on your grocery list.`;
    // what the packages leave after the planned meals goes to the pantry, as a tick on the list page does: said, as every write is
    const left = line.leftover
      ? ` What's left after your planned meals (${line.leftover.amount} of ${line.leftover.name}) is now in your pantry, as when you tick it on the list page; Undo puts both back.`
      : '';
    return `Checked off ${line.name} on your grocery list.${left}`;
  },
  async removeGrocery(intent, { data, ctx, plan }) {
    const { userId } = ctx;
    const line = await data.removeGroceryItem(userId, plan.id, intent.item);
    if (!line) {
      const list = await data.groceryList(userId, plan.id);
      return list
        ? `I couldn't find "${intent.item}" on your grocery list for ${plan.displayName}, so nothing was removed.`
        : `${plan.displayName} has no grocery list yet, so there is nothing to remove.`;
    }
    return `Removed ${line.name} from your grocery list.`;
  },
  async groceryList(_intent, { data, ctx, plan }) {
    const { userId } = ctx;
    const list = await data.groceryList(userId, plan.id);
    if (!list) return `${plan.displayName} has no grocery list yet. Use "Generate List" on the dashboard, or say "add milk to my list".`;
    const open = list.items.filter((i) => !i.isChecked);
    // the lines shown, in their order: "check the first one off" next
    if (open.length) ctx.heard.lines = open.slice(0, 12).map((i) => i.name);
    const names = open
      .slice(0, 12)
      .map((i) => i.name)
      .join(', ');
    return `Your grocery list for ${list.planName} has ${list.items.length} item${list.items.length === 1 ? '' : 's'} (${list.items.length - open.length} checked), about $${list.totalEstimatedCost.toFixed(2)}.${open.length ? ` Still to get: ${names}${open.length > 12 ? `, and ${open.length - 12} more` : ''}.` : ' Everything is checked off!'}`;
  },
};
