/**
 * Things bought, then asked to be ticked: "found the tortilla chips, cross them off", "bought eggs butter and cheese check
 * them", "grabbed the limes mark it done" — each line ticked, never taken off the list (a tick is undone by its
 * untick; "… off" here is the tick's, not a removal's). The things may be said with no commas between them when each
 * is a food the catalogue knows ("eggs butter and cheese"); a thing mistyped is matched to its line when done. Pure.
 */
import { anyOf, BOUGHT_THEN, BOUGHT_WHEN, OPENERS, TICK_THEM } from '../../lexicon/kitchen-talk.js';
import { parseGroceryItem } from '../entities.js';
import type { Intent } from '../intents.js';
import { foodsNamed } from './several.js';

const OPEN = `^(?:${anyOf(OPENERS)}[,\\s!.:-]+)*`;
const END = `[\\s,.!]*(?:(?:please|pls|plz|thanks|thank you|thx|ty|lol|x+)[\\s,.!]*)*$`;
const BOUGHT_THEN_TICKED = new RegExp(`${OPEN}${anyOf(BOUGHT_THEN)}\\s+(.+?)[\\s,;.!-]+${anyOf(TICK_THEM)}${END}`, 'i');

/** When or where the things were bought, said after them (lexicon/kitchen-talk.ts BOUGHT_WHEN). */
const WHEN = new RegExp(`\\s+(?:${anyOf(BOUGHT_WHEN)})\\b.*$`, 'i');

/**
 * The things named ("the pretzels", "eggs butter and cheese"), each as the list would name it. Foods said one after
 * another with no comma ("milk bread") are each their own only before the last "and": the last thing is one name
 * ("oat milk and tortilla chips").
 */
function thingsOf(told: string): string[] | null {
  // ("the crackers earlier today", "oat milk on my way home": when and where bought names nothing)
  const said = told.replace(WHEN, '');
  const chunks = said.split(/\s*(?:,|&|\+|\band\b)\s*/i).filter(Boolean);
  const things: string[] = [];
  for (const [k, chunk] of chunks.entries()) {
    const bare = chunk.replace(/^(?:the|my|our|some|both)\s+/i, '').trim();
    const read = parseGroceryItem(bare);
    if (!read.item) return null;
    const item = read.quantity === undefined && !read.unit ? bare.toLowerCase() : read.item;
    const foods = k < chunks.length - 1 ? foodsNamed(item) : [];
    const words = item.match(/[a-z][a-z'-]*/g) ?? [];
    things.push(...(foods.length > 1 && foods.join(' ').split(' ').length === words.length ? foods : [item]));
  }
  return things.length ? things : null;
}

/** The ticks asked after things said bought; null when the message says no such thing. */
export function boughtThenTicked(text: string): Intent | null {
  const said = BOUGHT_THEN_TICKED.exec(text.trim());
  if (!said) return null;
  const things = thingsOf(said[1]);
  if (!things) return null;
  const parts: Intent[] = things.map((item) => ({ type: 'checkGrocery', item, checked: true }));
  return parts.length === 1 ? parts[0] : { type: 'several', parts };
}
