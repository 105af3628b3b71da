/**
 * How people put forward a goal with its figure and little else ("can we do 1800 cals", "gimme 3000 calories",
 * "140 protein", "about two thousand a day"): the words are a vocabulary (goal-proposals.json, beside this file).
 */
import { lexiconFile } from './data-file.js';

interface Vocabulary {
  askedOpeners: string[][];
  proposalVerbs: string[];
  perDay: string[][];
  countWords: string[];
  weekWords: string[];
  spendingWords: string[];
  reportVerbs: string[];
  energyAims: string[];
}

let vocabulary: Vocabulary | null = null;
const read = () => (vocabulary ??= lexiconFile<Vocabulary>('goal-proposals.json'));

/** Phrases that open a proposal asked as a question: "how about", "can we do". */
export const askedOpeners = (): readonly string[][] => read().askedOpeners;
/** Verbs a proposal may carry ("gimme", "let's do", "aiming"); any other verb ("burn", "walk") makes the figure no goal. */
export const proposalVerbs = (): ReadonlySet<string> => new Set(read().proposalVerbs);
/** Words after a figure that make it an amount a day: "a day", "daily", "/day". */
export const perDayPhrases = (): readonly string[][] => read().perDay;
/** Words that make a figure a count to read, not a goal ("enough", "left", "in the recipe", "burned"). */
export const countWords = (): ReadonlySet<string> => new Set(read().countWords);
/** Words of a week or month: a count of a calorie or protein figure, the rate of a budget. */
export const weekWords = (): ReadonlySet<string> => new Set(read().weekWords);
/** Words that make a figure money for the week's food ("budget", "groceries", "spend"). */
export const spendingWords = (): ReadonlySet<string> => new Set(read().spendingWords);
/** Verbs of what the body does ("burn", "walk"): a figure said with them is a report, never a goal. */
export const reportVerbs = (): ReadonlySet<string> => new Set(read().reportVerbs);
/** Words of eating or of a diet phase ("eat", "bulking", "maintenance"): a bare figure said with them is energy. */
export const energyAims = (): ReadonlySet<string> => new Set(read().energyAims);
