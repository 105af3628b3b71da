/**
 * Someone at the table named as the reason for the person's OWN rule: "my kid is allergic to peanuts, add it to my
 * allergies", "my husband hates mushrooms so put that in my dislikes". The change asked is to the person's own
 * preferences, so it is done there (the member's food standing for "it"/"that"); the member's rule alone ("my
 * husband hates mushrooms") stays the household's (requests/table.ts). Pure.
 */
import type { Intent } from '../intents.js';
import { joinTokens, type Token } from '../tokens.js';
import { is } from '../entities.js';

/** Words that point back at the food the member's clause named. */
const POINTING = ['it', 'that', 'this', 'them', 'those', 'these'];

/**
 * The change to the person's own list asked after the member (`said`, the word that named them) is named, or null;
 * `value`, the food the member's clause named, stands for "it". Each run of words after the member's
 * word is read alone (always shorter than the message, so the reading ends); the first that changes the asker's own
 * allergies, diets or dislikes is it.
 */
export function ownRuleAsked(
  tokens: readonly Token[],
  said: string,
  value: string | undefined,
  parse: (text: string) => Intent,
): Intent | null {
  const member = tokens.findIndex((t) => is(t, said) || t.lemma === said);
  if (member < 0) return null;
  const after = tokens.slice(member + 1).map((t) => (value && is(t, ...POINTING) ? { ...t, text: value } : t));
  // only where the asker names their own list ("my allergies"): "add it to his allergies" is the member's
  if (!after.some((t) => is(t, 'my', 'our'))) return null;
  for (let from = 0; from < after.length; from++) {
    if (after[from].kind !== 'word') continue;
    const own = parse(joinTokens(after.slice(from)));
    if (own.type === 'addPreference' || own.type === 'removePreference') return own;
  }
  return null;
}
