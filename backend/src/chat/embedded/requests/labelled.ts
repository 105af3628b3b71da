/**
 * A request written as a labelled field, as in a form or a note: "dislike: okra", "allergies: shellfish, nuts",
 * "add: milk", "budget: 120". Said again as the plain request the grammar reads. Pure.
 */

const LABELS: ReadonlyArray<[RegExp, (value: string) => string]> = [
  [/^(?:dislikes?|disliked(?: ingredients?)?|hates?|no thanks)$/, (v) => `add ${v} to my dislikes`],
  [/^(?:allerg(?:y|ies|ic(?: to)?)|intolerances?)$/, (v) => `add ${v} to my allergies`],
  [/^(?:diets?|dietary restrictions?)$/, (v) => `add ${v} to my dietary restrictions`],
  // a list's heading with its items ("grocery list: hummus, pita", "my shopping list - eggs, milk")
  [
    /^(?:add|buy|get|need|to buy|to get|(?:(?:my|the|our) )?(?:(?:grocery|groceries|shopping)(?: list)?|list))$/,
    (v) => `add ${v} to my list`,
  ],
  [/^(?:remove|delete|take off)$/, (v) => `take ${v} off my list`],
  [/^(?:(?:weekly )?budget)$/, (v) => `set my weekly budget to ${v}`],
  [/^(?:calories|calorie goal|kcal|daily calories)$/, (v) => `set my calorie goal to ${v}`],
];

/** "label: value", "label - value": the label and what follows it; null when the text is none. */
function fieldOf(text: string): { label: string; value: string } | null {
  const m = /^\s*([a-z][a-z ]{1,24}?)\s*(?:[:=]|\s[-–—]\s)\s*(.*?)\s*$/i.exec(text);
  return m ? { label: m[1].toLowerCase().trim(), value: m[2].replace(/[.!]+$/, '').trim() } : null;
}

/**
 * A heading on a line of its own and the items one a line under it ("grocery list:\n- hummus\n- pita"): the items
 * said after the heading with commas; null when the message is not one.
 */
function itemsUnderHeading(text: string): string | null {
  const [heading, ...items] = text
    .split(/\n+/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
    .filter(Boolean);
  if (!items.length) return null;
  const label = heading.replace(/\s*[:=]$/, '');
  return fieldOf(`${heading}`)?.value ? null : `${label}: ${items.join(', ')}`;
}

/** The plain request a labelled field says; null when the message is not one. */
export function labelledRequest(text: string): string | null {
  const field = fieldOf(itemsUnderHeading(text) ?? text);
  if (!field?.value) return null;
  for (const [re, say] of LABELS) if (re.test(field.label)) return say(field.value);
  return null;
}
