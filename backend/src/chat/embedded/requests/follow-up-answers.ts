/**
 * Answers to follow-ups the conversation reads (conversation/): the price of the line just spoken of, and
 * "undo that" when there is no change of the assistant's in this conversation to undo. Nothing is written.
 */
import type { AssistantData } from '../../assistant-data.js';
import { amountOf, cap, NO_PLAN } from '../replies/phrasing.js';
import { type EmbeddedContext } from '../embedded-assistant.js';
import { NOTHING_CHANGED } from '../limits/replies.js';
import type { RequestIntent } from './types.js';
import { linesNamed } from './grocery-match.js';

interface Deps {
  data: AssistantData;
  ctx: EmbeddedContext;
}
type Of<K extends RequestIntent['type']> = Extract<RequestIntent, { type: K }>;

const dollars = (n: number) => `$${n.toFixed(2)}`;

/** "Milk (1 gallon) is about $3.49 on your list": the line's price, named; every line of that name when several match. */
export async function linePrice(intent: Of<'linePrice'>, { data, ctx }: Deps): Promise<string> {
  const plan = await data.currentPlan(ctx.userId, ctx.today);
  if (!plan) return NO_PLAN;
  const list = await data.groceryList(ctx.userId, plan.id);
  const lines = linesNamed(list?.items ?? [], intent.item);
  if (!lines.length) return `${cap(intent.item)} isn't on your grocery list, so I have no price for it.`;
  if (ctx.heard) ctx.heard.line = lines[0].name;
  const priced = lines.map((l) => {
    const amount = !l.unit || l.unit === 'piece' ? `${l.quantity}` : amountOf(l.quantity, l.unit);
    return `${l.name} (${amount}) is about ${dollars(Number(l.estimatedPrice))}`;
  });
  return `${priced.join('; ')} on your grocery list, at your store's prices.`;
}

/** Said when an undo is asked and no change of the assistant's in this conversation is left. */
export const NOTHING_TO_UNDO = "There's no change of mine in this conversation left to undo.";

export function undoLast(): string {
  return `${NOTHING_TO_UNDO} ${NOTHING_CHANGED} (Each change I make has its own Undo button under my reply.)`;
}
