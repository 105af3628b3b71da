/**
 * A preference said loosely that the message itself makes sure of is kept at once, not asked: a food kept out said to
 * be an allergy ("i can't eat shellfish, it's an allergy"), an allergy said with doubt and then confirmed ("i think i'm
 * allergic to kiwi? my gp confirmed it"), a dislike said to have always been ("i can't do mushrooms, never have"). The
 * words that make sure are data (lexicon/told-for-sure.json). Where nothing makes sure, the reading stands. Pure: parts
 * are read by the grammar passed in.
 */
import type { Intent } from '../intents.js';
import { saysForSure } from '../../lexicon/told-for-sure.js';

/** "i might be allergic to kiwi", "maybe allergic to walnuts?", "i think im allergic to crab": the food, when the teller is the asker. */
const DOUBTED_ALLERGY =
  /(?:^|[\s,.;!?])(?:(?:i|i'm|im|i am)\s+)?(?:(?:might|may|could)\s+be|think\s+(?:i'm|im|i am)|maybe|possibly|probably|perhaps)\s+(?:(?:a\s+bit|slightly|mildly)\s+)?allergic\s+(?:to|of)\s+([^,.;!?]+)/i;

/** The change an ask-first reading would make, made sure by the message's words; else the reading as it was. */
function madeSure(reading: Intent, text: string, parse: (text: string) => Intent): Intent {
  if (reading.type === 'several') {
    const parts = reading.parts.map((p) => madeSure(p, text, parse));
    return parts.some((p, i) => p !== reading.parts[i]) ? { ...reading, parts } : reading;
  }
  if (reading.type !== 'confirm') return reading;
  const asked = parse(reading.request);
  if (asked.type !== 'addPreference' || asked.list === 'dietaryRestrictions') return reading;
  if (saysForSure(text, 'allergy')) return { ...asked, list: 'allergies' };
  if (asked.list === 'dislikedIngredients' && saysForSure(text, 'lasting')) return asked;
  return reading;
}

export function toldForSure(typed: string, reading: Intent, parse: (text: string) => Intent): Intent | null {
  const text = typed.toLowerCase().replace(/[’‘`]/g, "'");
  // an allergy doubted, then confirmed: the allergy alone (what the doubt asked is answered by the confirmation)
  const doubted = DOUBTED_ALLERGY.exec(text);
  if (doubted && saysForSure(text, 'confirmed')) {
    const allergy = parse(`i am allergic to ${doubted[1].trim()}`);
    const parts = allergy.type === 'several' ? allergy.parts : [allergy];
    if (parts.every((p) => p.type === 'addPreference' && p.list === 'allergies')) return allergy;
  }
  const sure = madeSure(reading, text, parse);
  return sure === reading ? null : sure;
}
