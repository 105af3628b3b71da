/**
 * List edits said in people's words that the grammar reads otherwise (lexicon/kitchen-talk.ts): "clear the ticked
 * ones" takes every ticked line off; "put the chicken back on" puts a line taken off back on the list, where
 * the grammar would read a food eaten again. Only the list is meant: "put pork back on the menu" stays the grammar's. Pure.
 */
import { anyOf, BACK_ON, CLEAR, OPENERS, TICKED_LINES } from '../../lexicon/kitchen-talk.js';
import type { Intent } from '../intents.js';

const OPEN = `^(?:(?:${anyOf(OPENERS)}|please|pls|plz|can you|could you|would you|can u|just)[,\\s!.:-]+)*`;
const END = `(?:\\s+(?:off|from|on)\\s+(?:the|my|our)\\s+(?:grocery\\s+|shopping\\s+)?list)?[\\s,.!]*(?:(?:please|pls|plz|thanks|thank you|thx|ty|now|too)[\\s,.!]*)*$`;
const CLEAR_TICKED = new RegExp(`${OPEN}${anyOf(CLEAR)}\\s+${anyOf(TICKED_LINES)}(?:\\s+(?:off|away|out))?${END}`, 'i');
const PUT_BACK = new RegExp(
  `${OPEN}${anyOf(BACK_ON)}(?:\\s+(?:the|my|our)\\s+(?:grocery\\s+|shopping\\s+)?list)?[\\s,.!]*(?:(?:please|pls|plz|thanks|thank you|thx|ty|then|again|after all)[\\s,.!]*)*$`,
  'i',
);

/** "clear the ticked ones", "remove everything i've checked off": the ticked lines off the list. */
export function clearTickedAsked(text: string): Intent | null {
  return CLEAR_TICKED.test(text.trim()) ? { type: 'clearTicked' } : null;
}

/** "put the chicken back on", "add the yoghurt back on the list": the things said, added to the list again. */
export function backOnList(text: string, read: (text: string) => Intent): Intent | null {
  const said = PUT_BACK.exec(text.trim());
  const thing = said?.slice(1).find((group) => group !== undefined);
  if (!thing || /\b(?:menu|plan|meals?|diet|it|them|that|this)\b/i.test(thing)) return null;
  const added = read(`add ${thing} to my list`);
  return added.type === 'addGrocery' ? added : null;
}
