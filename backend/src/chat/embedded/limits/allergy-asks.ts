/**
 * An allergy told and a planned meal asked about in one breath, with no question mark or comma between them
 * ("im allergic to sesame can i still eat tuesday lunch"): the question is the answer wanted — the meal's
 * ingredients checked for the allergen — never the allergy stored as a change nobody asked for. Pure.
 */
import { findSeq, hasLemma } from '../entities.js';
import { parseQuestion, type Question } from '../questions/questions.js';
import type { Token } from '../tokens.js';

export function allergyEatAsk(tokens: readonly Token[]): Question | null {
  if (!hasLemma(tokens, 'allergic', 'allergy', 'intolerant')) return null;
  // "can i still eat…", or "is saturday's dinner ok for me": whether it may be eaten is what is asked
  const mayEat =
    findSeq(tokens, ['can|could|may|should', 'i|we']) >= 0 ||
    findSeq(tokens, ['ok|okay|safe|fine|alright|suitable', 'for', 'me|us|him|her|them']) >= 0 ||
    findSeq(tokens, ['is|are', 'it|that|this', 'ok|okay|safe|fine|alright']) >= 0;
  if (!mayEat) return null;
  const asked = parseQuestion(tokens);
  return asked?.type === 'mealQuestion' && asked.ask.kind === 'contains' && (asked.day || asked.meal || asked.ref) ? asked : null;
}
