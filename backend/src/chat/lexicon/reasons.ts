/**
 * Why a request is asked, said around it (reasons.json): "making lemonade this weekend", "taco night", "bc i'm trying
 * to be good" tell why, and name no line, day or meal of the ask. Pure.
 */
import { lexiconFile } from './data-file.js';

interface Reasons {
  openers: string[];
  cutOpeners: string[];
  subjects: string[];
  occasions: string[];
  notOccasions: string[];
  doing: string[];
  states: string[];
  toldOfSelf: string[];
}

const REASONS = lexiconFile<Reasons>('reasons.json');

/**
 * Words that start the reason said after an ask, with no comma before it: "make the crisps 3 bags we have people
 * over", "the eggs should be 18 cos im baking", "double the milk since the kids are home". What follows one of them
 * (after the ask's own amount) tells why, and names no line.
 */
export const REASON_OPENERS: readonly string[] = REASONS.openers;
/** Those that open a reason wherever they stand ("remove the cookies bc i'm on a diet"); "as" and "for" need more. */
export const CUT_OPENERS: readonly string[] = REASONS.cutOpeners;
/** A subject starting a new sentence: "… 3 bags i have a party", "… 18 we're baking". */
export const REASON_SUBJECTS: readonly string[] = REASONS.subjects;
/** What a food is for that is no meal of the plan ("margarita night", "the bbq"), as phrases of words. */
export const OCCASIONS: readonly (readonly string[])[] = REASONS.occasions.map((o) => o.split(/\s+/));
/** Words before "night" that make it a meal of the plan ("tuesday night" is Tuesday's dinner; days are read apart). */
export const NOT_OCCASIONS: readonly (readonly string[])[] = REASONS.notOccasions.map((o) => o.split(/\s+/));
/** What a person is doing, in "-ing", that opens a reason however the tagger reads it ("baking bread all weekend"). */
export const DOING: readonly string[] = REASONS.doing;
/** A subject run together with its verb that opens how the person is ("… something quick im wiped", "… i'm exhausted"). */
export const STATE_OPENERS: readonly string[] = REASONS.states;
/** Words that make how the person is a rule of their own, not a reason ("i am allergic", "im intolerant"). */
export const TOLD_OF_SELF: readonly string[] = REASONS.toldOfSelf;
