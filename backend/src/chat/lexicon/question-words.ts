/**
 * The words of questions answered from the person's data (embedded/questions): what asks for a recipe's steps,
 * the places at home, "left to buy", and the words that are never a dish's name. Data in question-words.json. Pure.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface QuestionWords {
  steps: string[];
  makeVerbs: string[];
  home: string[];
  left: string[];
  count: string[];
  notADish: string[];
  containVerbs: string[];
}

/** The file beside this module in src (the compiled module runs from dist, where JSON is not copied). */
function read(): QuestionWords {
  for (const dir of ['./', '../../../src/chat/lexicon/']) {
    try {
      return JSON.parse(readFileSync(fileURLToPath(new URL(`${dir}question-words.json`, import.meta.url)), 'utf8')) as QuestionWords;
    } catch {
      /* next */
    }
  }
  throw new Error('question-words.json not found');
}

export const QUESTION_WORDS: QuestionWords = read();
