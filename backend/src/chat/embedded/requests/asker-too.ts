/**
 * A rule or like told of the asker and someone else together — "my son and i both hate leeks", "me and my
 * wife can't stand celery", "we both hate okra", "both of us are allergic to mango" — is the asker's own too: read as said
 * by "i" alone, so it is kept on the asker's account (never the other person's, which the assistant cannot see). Only
 * a rule or like is read so; anything else said of two people is read as before. Pure: read by the grammar passed in.
 */
import type { Intent } from '../intents.js';
import { OTHER_PEOPLE } from '../../lexicon/topics.js';
import { selfToldPatterns } from '../../lexicon/self-told.js';

/** A person said beside the asker: one of the people words ("my son", "our kids") or a name ("sam"). */
const SOMEONE = String.raw`(?:(?:my|our) (?:little |older |younger |two |eldest |youngest )?(?:${OTHER_PEOPLE.join('|')})s?|[a-z]+)`;
/** The asker and someone else as a clause's subject, and the "both", "too" said after it. */
const TOGETHER = new RegExp(
  String.raw`^((?:(?:fyi|btw|so|ok|okay|also|and|just so you know|heads up)[,:]? )*)(?:${SOMEONE} and (?:i|me)|(?:i|me) and ${SOMEONE}|we both|both of us|the two of us|the both of us|all of us|we all)(?: both| all| too| as well)?(?: (?=\S))`,
);
/** What the subject said together is, said by "i". */
const SAID_AS_I: [RegExp, string][] = [
  [/^i (?:are|were) /, 'i am '],
  [/^i have both /, 'i have '],
  // "my sister and i are both vegan", "we are all vegetarian": the "both" said after the verb
  [/^i am (?:both|all) /, 'i am '],
  [/^i (?:both|all) /, 'i '],
];

/** The readings that keep a rule or like: what two people may tell together. */
const TOLD: ReadonlySet<Intent['type']> = new Set(['addPreference', 'removePreference', 'eatAgain', 'confirm', 'several']);

/** The asker's own rule or like, told of two; null when the message is no such thing. */
export function askerToo(text: string, read: (text: string) => Intent): Intent | null {
  const said = text.toLowerCase().trim();
  const together = TOGETHER.exec(said);
  if (!together) return null;
  let own = `i ${said.slice(together[0].length)}`;
  for (const [pattern, plain] of SAID_AS_I) own = own.replace(pattern, plain);
  const reading = read(`${together[1]}${own}`);
  if (!TOLD.has(reading.type)) return null;
  if (reading.type === 'several' && !reading.parts.every((p) => TOLD.has(p.type))) return null;
  return reading;
}

let joins: RegExp | null = null;
/**
 * Whether, after someone's rule is told, the teller says it is theirs too ("my daughter went vegan so i suppose we are
 * too", "my son is allergic to soy, me too"): then it is kept on the asker's own account.
 */
export function askerJoins(text: string): boolean {
  joins ??= new RegExp(
    String.raw`(?:^|[,;.!?]|\b(?:so|and|which means|meaning))\s*(?:(?:i guess|i suppose|i think|looks like|seems like|guess|so|now)[,]?\s+)*${selfToldPatterns().askerToo}(?:\s+(?:meals|dinners|lunches|breakfasts|food|dishes|things))?(?:\s+(?:now|too|as well|then|lol|i guess|anyway))*\s*(?:$|[,;.!])`,
  );
  return joins.test(text.toLowerCase());
}

/** Where the question after a told clause starts: a word that opens a question, after a mark or "so", "and", "but". */
const QUESTION_AFTER =
  /(?:[,;.!?]\s*|\s+)(?:(?:so|and|but|then)\s+)?(?=(?:is|are|can|could|does|do|will|would|should|what|which|how|any)\b)/g;
/** "safe for us", "ok for both of us": what the question asks of the rule told before it. */
const SAFE_FOR_US =
  /\b(?:safe|ok|okay|alright|all right|fine|suitable)(?: (?:for|to eat for) (?:us|us both|both of us|the two of us|the both of us|me))?(?=[\s?.!]*$)/;
const FOR_US = /\s+for (?:us|us both|both of us|the two of us|the both of us)\b/g;

/**
 * "me and my wife are both vegetarian, is thursday dinner ok for us": the rule told of the asker and someone else
 * is the asker's own (kept, as askerToo), and the question after it is answered of that rule ("is thursday dinner
 * vegetarian"). Null when the message is no such thing. Pure.
 */
export function askerTooAsking(text: string, read: (text: string) => Intent, isChange: (intent: Intent) => boolean): Intent | null {
  const said = text.toLowerCase().trim();
  if (!TOGETHER.test(said)) return null;
  for (const cut of said.matchAll(QUESTION_AFTER)) {
    if (cut.index === 0) continue;
    const told = askerToo(said.slice(0, cut.index), read);
    const parts = told ? (told.type === 'several' ? told.parts : [told]) : [];
    const rule = parts.find((p) => p.type === 'addPreference');
    if (!told || !rule || rule.type !== 'addPreference') continue;
    const question = said.slice(cut.index + cut[0].length);
    const about =
      rule.list === 'dietaryRestrictions'
        ? rule.value.toLowerCase()
        : rule.list === 'allergies'
          ? `ok for a ${rule.value.toLowerCase()} allergy`
          : `free of ${rule.value.toLowerCase()}`;
    const asked = read(question.replace(SAFE_FOR_US, about).replace(FOR_US, ''));
    const answered = !isChange(asked) && !['unknown', 'vague', 'medical', 'otherAccount'].includes(asked.type);
    return answered ? { type: 'several', parts: [...parts, ...(asked.type === 'several' ? asked.parts : [asked])] } : told;
  }
  return null;
}
