/**
 * Someone at the person's table whose allergy or dislike has ended, told with what it means for the household's own
 * meals: "my daughter grew out of her peanut allergy so peanuts are ok again at home", "my wife isn't allergic to
 * sesame anymore, we can have it again". Only another person's ACCOUNT is declined; a family member's need the person
 * keeps in their own settings is theirs, so it is ended there — read as said by "i" ("i outgrew my egg allergy"),
 * when the rest of the message lets the food back into the household's meals. The member's news alone ("our son
 * got over his egg allergy") is the member's rule ended (requests/table.ts). Pure: read by the grammar passed in.
 */
import type { Intent } from '../intents.js';
import { OTHER_PEOPLE } from '../../lexicon/topics.js';
import { singular } from '../../../kitchen/words.js';
import { allergensNamed } from '../../../kitchen/dietary-rules.js';

/** Words that join the member's news to what it means at home. */
const CUTS = '(?:so|and|which means|meaning|now)';
/** The member's verb said by "i". */
const AS_I: [RegExp, string][] = [
  [/^i (?:is|'s) /, 'i am '],
  [/^i (?:isn't|isnt|is not) /, 'i am not '],
  [/^i (?:has|'s) /, 'i have '],
  [/^i (?:doesn't|doesnt|does not) /, "i don't "],
];
/** The member as the subject of the first part, what they are said to have done, and the rest of the message. */
let told: RegExp | null = null;
const toldOfMember = () =>
  (told ??= new RegExp(
    String.raw`^(?:(?:my|our) (?:little |older |younger |eldest |youngest |oldest )?(?:${OTHER_PEOPLE.join('|')})s?|he|she) ([a-z' ]+?)(?:\s*[,;.]\s*(?:${CUTS}\s+)*|\s+(?:${CUTS}\s+)+)(.+)$`,
  ));
/** Words of the member's own, said by "i": "his egg allergy" is "my egg allergy". */
const AS_MINE = /\b(?:his|her|their)\b/g;
/** Words that point back at the food named before ("we can have them again"). */
const POINTING = new Set(['it', 'them', 'that', 'those', 'these', 'this']);

/** The food a reading lets back, or ends a rule of. */
const foodOf = (intent: Intent) =>
  intent.type === 'eatAgain'
    ? intent.food
    : intent.type === 'removePreference' && intent.list !== 'dietaryRestrictions'
      ? intent.value
      : null;
/** The same food, or foods of one allergen of the record ("milk" and "dairy"). */
const same = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  const of = allergensNamed(x);
  return singular(x) === singular(y) || (of.length > 0 && allergensNamed(y).some((n) => of.includes(n)));
};
/** Where the household eats, said after what is fine again ("peanuts are fine at home now"). */
const AT_HOME = /\s+(?:at home|in (?:our|my|the|this) (?:house|home|household|kitchen)|for (?:us|the family|everyone|all of us))\b/g;

/** The person's own rule ended, when a member's ended rule is told with the household's meals let have it; else null. */
export function householdRuleEnded(text: string, parse: (text: string) => Intent): Intent | null {
  const said = toldOfMember().exec(text.toLowerCase().trim());
  if (!said) return null;
  const asI = AS_I.reduce((t, [from, to]) => t.replace(from, to), `i ${said[1].replace(AS_MINE, 'my')}`);
  const mine = parse(asI);
  const food = foodOf(mine);
  if (!food || mine.type !== 'removePreference') return null;
  const rest = parse(said[2].replace(AT_HOME, ''));
  const back = foodOf(rest);
  return back && (same(back, food) || POINTING.has(back.toLowerCase())) ? mine : null;
}
