/**
 * The words of what the assistant must not answer or act on, as data (topics.json beside this file): people whose
 * accounts are not the asker's, what belongs to an account, occasions, and subjects and tasks outside food planning
 * (health questions: health.ts). Read by the limits (embedded/limits/), the table's requests and the entity bounds
 * (things.ts: a person is never a thing). Pure.
 */
import { lexiconFile } from './data-file.js';

interface Topics {
  otherPeople: string[];
  accountNouns: string[];
  ownKitchenPeople: string[];
  occasions: string[];
  puttingVerbs: string[];
  offTopics: Record<string, string[]>;
  outsideTasks: Record<string, { verbs: string[]; objects: string[] }>;
  nearbyWords: string[];
  foodAskWords: string[];
}

const topics = lexiconFile<Topics>('topics.json');

/** People other than the asker, as lemmas: "my wife's budget", "add peanuts for my son". */
export const OTHER_PEOPLE: readonly string[] = topics.otherPeople;
/** What belongs to an account: the things a request could change. */
export const ACCOUNT_NOUNS: readonly string[] = topics.accountNouns;
/** People who keep a kitchen of their own: food asked "for my roommate" is for their list, not the asker's. */
export const OWN_KITCHEN_PEOPLE: readonly string[] = topics.ownKitchenPeople;
/** Occasions that own a budget or a meal without being a person: "xmas budget", "christmas dinner". */
export const OCCASIONS: readonly string[] = topics.occasions;
/** Verbs that put a person on a goal or a diet: "put my dad on 1600 calories", "switch my wife to keto". */
export const PUTTING_VERBS: readonly string[] = topics.puttingVerbs;
/** Subjects outside food planning, by topic, declined politely. */
export const OFF_TOPICS: Readonly<Record<string, readonly string[]>> = topics.offTopics;
/** Tasks outside the app named by a verb and what it acts on ("book a table", "call my mom"). */
export const OUTSIDE_TASKS: Readonly<Record<string, { verbs: readonly string[]; objects: readonly string[] }>> = topics.outsideTasks;
/** Said with a place to eat out, these make it a place near the person: "sushi place nearby". */
export const NEARBY_WORDS: readonly string[] = topics.nearbyWords;
/** Words that make a search for ideas one about food though it names no food or dish ("what should i bring to the potluck"). */
export const FOOD_ASK_WORDS: readonly string[] = topics.foodAskWords;
