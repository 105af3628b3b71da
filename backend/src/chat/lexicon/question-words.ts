/**
 * The words of questions answered from the person's data (embedded/questions): what asks for a recipe's steps,
 * the places at home, "left to buy", and the words that are never a dish's name. Data in question-words.json. Pure.
 */
import { lexiconFile } from './data-file.js';

export interface QuestionWords {
  steps: string[];
  makeVerbs: string[];
  home: string[];
  left: string[];
  count: string[];
  notADish: string[];
  containVerbs: string[];
  /** Runs of words that ask the lowest and the highest cost ("cheapest", "least expensive"; "priciest"). */
  cheapest: string[];
  dearest: string[];
  /** What "least work", "less hassle" ask the least of: a cook's time. */
  effort: string[];
  /** Verbs of ticking a line off, and of getting what a line says (questions of one line of the list). */
  ticking: string[];
  getting: string[];
  /** Words beside an aisle's name that name none ("the produce aisle", "dairy stuff"). */
  aislePart: string[];
  /** A choice offered at a clause's end that asks it ("… or nah", "… yes or no"), in normal form, without punctuation. */
  choiceTags: string[];
}

function read(): QuestionWords {
  return lexiconFile<QuestionWords>('question-words.json');
}

export const QUESTION_WORDS: QuestionWords = read();
