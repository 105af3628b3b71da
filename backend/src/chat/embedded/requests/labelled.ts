/**
 * A request written as a labelled field, as in a form or a note: "dislike: okra", "allergies: shellfish, nuts",
 * "add: milk", "budget: 120". Said again as the plain request the grammar reads. Pure.
 */

const LABELS: ReadonlyArray<[RegExp, (value: string) => string]> = [
  [/^(?:dislikes?|disliked(?: ingredients?)?|hates?|no thanks)$/, (v) => `add ${v} to my dislikes`],
  [/^(?:allerg(?:y|ies|ic(?: to)?)|intolerances?)$/, (v) => `add ${v} to my allergies`],
  [/^(?:diets?|dietary restrictions?)$/, (v) => `add ${v} to my dietary restrictions`],
  [/^(?:add|buy|get|need|list|grocery|groceries|shopping(?: list)?|to buy)$/, (v) => `add ${v} to my list`],
  [/^(?:remove|delete|take off)$/, (v) => `take ${v} off my list`],
  [/^(?:(?:weekly )?budget)$/, (v) => `set my weekly budget to ${v}`],
  [/^(?:calories|calorie goal|kcal|daily calories)$/, (v) => `set my calorie goal to ${v}`],
];

/** The plain request a labelled field says; null when the message is not one. */
export function labelledRequest(text: string): string | null {
  const m = /^\s*([a-z][a-z ]{1,24}?)\s*[:=]\s*(.+?)\s*$/i.exec(text);
  if (!m) return null;
  const label = m[1].toLowerCase().trim();
  const value = m[2].replace(/[.!]+$/, '').trim();
  if (!value) return null;
  for (const [re, say] of LABELS) if (re.test(label)) return say(value);
  return null;
}
