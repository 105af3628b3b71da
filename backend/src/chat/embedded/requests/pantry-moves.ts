/**
 * Things put in the pantry, and what is said with it: "put the flour and oats in my pantry and take them off the
 * list" puts each in the pantry and takes each off the list ("them" is the things just named). Only catalogue
 * foods go in the pantry: a thing that is none is asked about by the lexicon's bounds (entity-bounds.ts), never
 * read as an add to the list. The rest of the message is read as a change of its own. Pure.
 */
import { parseGroceryItem } from '../entities.js';
import type { Intent } from '../intents.js';

const PUT_IN_PANTRY =
  /^(?:(?:ok|okay|so|also|and|please|pls|plz|hey|oh|can you|could you|would you|can u)[,\s]+)*(?:put|add|move|stick|store|place|pop|throw|keep|stash)\s+(.+?)\s+(?:in|into|to|in to)\s+(?:(?:my|the|our)\s+)?(?:pantry|cupboard|cupboards|larder)\b(.*)$/i;
/** Words before a thing that are not its name. */
const BEFORE_THING = /^(?:the|my|our|some|both|a few|few)\s+/i;
/** The things just named, said again. */
const SAID_AGAIN = /\b(?:both of them|all of them|them|those|these|both|'em|em|it)\b/i;
/** What may follow the things and the pantry that asks for nothing ("please", "thx", "too"). */
const PADDING = /^[\s,.!]*(?:(?:please|pls|plz|thanks|thank you|thx|ty|too|as well|now|for me)[\s,.!]*)*$/i;

export function pantryMove(text: string, parse: (text: string) => Intent, isChange: (intent: Intent) => boolean): Intent | null {
  const said = PUT_IN_PANTRY.exec(text.trim());
  if (!said) return null;
  const things = said[1]
    .split(/\s*(?:,|&|\+|\band\b)\s*/i)
    .map((t) => t.replace(BEFORE_THING, '').trim())
    .filter(Boolean);
  const parts: Intent[] = [];
  for (const thing of things) {
    const { item, quantity, unit } = parseGroceryItem(thing);
    if (!item) return null;
    parts.push({ type: 'addPantry', item, ...(quantity !== undefined ? { quantity } : {}), ...(unit ? { unit } : {}) });
  }
  if (!parts.length) return null;
  // "… and take them off the list": the rest read alone, "them" the things named
  const rest = said[2].replace(/^[\s,;.]*(?:(?:and|then|also|plus|&)\s+)*/i, '').trim();
  if (rest && !PADDING.test(rest)) {
    // "… and off the list": the verb is the move's
    const said = /^(?:(?:then|also)\s+)?(?:off|from)\s+(?:the|my)\s+(?:grocery\s+|shopping\s+)?list\b/i.test(rest)
      ? `take them ${rest}`
      : rest;
    const after = parse(said.replace(SAID_AGAIN, things.join(' and ')));
    if (isChange(after)) parts.push(...(after.type === 'several' ? after.parts : [after]));
  }
  return parts.length === 1 ? parts[0] : { type: 'several', parts };
}

const TAKE_OUT =
  /^(?:(?:ok|okay|so|also|and|please|pls|plz|hey|oh|can you|could you|would you|can u)[,\s]+)*(?:take|remove|delete|clear|get|drop|cross)\s+(.+?)\s+(?:out of|out from|from|off)\s+(?:(?:my|the|our)\s+)?(?:pantry|cupboard|cupboards|larder)\b(.*)$/i;

/** "take the rice out of my pantry", "remove butter and oats from the pantry": each thing out of the pantry, nothing else. */
export function pantryTakeOut(text: string): Intent | null {
  const said = TAKE_OUT.exec(text.trim());
  if (!said || !PADDING.test(said[2])) return null;
  const parts: Intent[] = said[1]
    .split(/\s*(?:,|&|\+|\band\b)\s*/i)
    .map((t) => t.replace(BEFORE_THING, '').trim())
    .filter(Boolean)
    .map((thing) => ({ type: 'removePantry', item: parseGroceryItem(thing).item || thing }));
  if (!parts.length) return null;
  return parts.length === 1 ? parts[0] : { type: 'several', parts };
}
