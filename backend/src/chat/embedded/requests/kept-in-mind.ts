/**
 * An allergy of someone the person cooks for, asked to be kept in mind from now on — "my niece is allergic to sesame,
 * can you remember sesame for me", "our youngest has a shellfish allergy, bear it in mind from now on" — is kept on
 * the person's own account (the meals they plan are the ones that person eats), and anything asked beside it is
 * answered. The words that ask it kept are data (lexicon/told-for-sure.json `keepInMind`). Pure: parts are read by the
 * grammar passed in.
 */
import type { Intent } from '../intents.js';
import { saysForSure } from '../../lexicon/told-for-sure.js';

/** Where the food is named: "remember sesame for me", "a shellfish allergy", "allergic to kiwi". */
const FOOD_SAID = [
  /\bremember (?:the |that )?([a-z][a-z -]*?)(?: for (?:me|us)| too| as well| please)*(?=$|[,.;!?]| so | and )/,
  /\b(?:an?|the|his|her|their|with)\s+((?:[a-z-]+\s+){0,2}[a-z-]+)\s+allergy\b/,
  /\ballergic (?:to|of) ([a-z][a-z -]*?)(?=$|[,.;!?]| and | so | but | he | she | they )/,
];

/** Readings that answer something beside the allergy kept; others ("otherAccount", a health reply) are left out. */
const ANSWERS: ReadonlySet<Intent['type']> = new Set(['mealQuestion', 'contains', 'dietCheck', 'meal', 'cost', 'groceryList', 'recipes']);

/** The allergy, as the grammar reads it added to the person's allergies; null when the words name none. */
function allergyNamed(food: string, parse: (text: string) => Intent): Extract<Intent, { type: 'addPreference' }> | null {
  const read = parse(`add ${food.trim()} to my allergies`);
  return read.type === 'addPreference' && read.list === 'allergies' ? read : null;
}

/** An allergy said to be none, or over ("not allergic to…", "no longer allergic", "grew out of the allergy"). */
const NO_ALLERGY = /\b(?:not|no longer|isn't|isnt|aren't|arent|never|no more|grew out of|outgrew)\b[^.,;!?]{0,24}\ballerg/;

export function keptInMind(
  typed: string,
  reading: Intent,
  parse: (text: string) => Intent,
  isChange: (intent: Intent) => boolean,
): Intent | null {
  const text = typed.toLowerCase().replace(/[’‘`]/g, "'");
  if (!/\ballerg(?:y|ies|ic)\b/.test(text) || NO_ALLERGY.test(text) || !saysForSure(text, 'keepInMind')) return null;
  const parts = reading.type === 'several' ? reading.parts : [reading];
  // (a change read already, or asked first, is the reading: only what would otherwise be answered alone is kept)
  if (parts.some((p) => isChange(p))) return null;
  // the food: named in the words, else the food the question asks about ("does it have eggs … he's allergic")
  const asked = parts.find((p) => p.type === 'contains' || (p.type === 'mealQuestion' && p.ask.kind === 'contains'));
  const term =
    asked?.type === 'contains' ? asked.term : asked?.type === 'mealQuestion' && asked.ask.kind === 'contains' ? asked.ask.term : null;
  let allergy: Extract<Intent, { type: 'addPreference' }> | null = null;
  for (const pattern of FOOD_SAID) {
    const said = pattern.exec(text)?.[1];
    allergy = said ? allergyNamed(said, parse) : null;
    if (allergy) break;
  }
  allergy ??= term ? allergyNamed(term, parse) : null;
  if (!allergy) return null;
  const answered = parts.filter((p) => ANSWERS.has(p.type));
  return answered.length ? { type: 'several', parts: [allergy, ...answered] } : allergy;
}
