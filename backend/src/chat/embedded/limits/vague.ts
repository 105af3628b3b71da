/**
 * Requests too vague to act on, asked about instead of guessed: a kind of food rather than a food ("add some
 * veggies"), the whole list wiped at once, a wish to eat "better" with no goal named. Each is answered with a
 * question and nothing written. Pure.
 */
import { findSeq, hasLemma, is, isLemma } from '../entities.js';
import type { Token } from '../tokens.js';

/** Kinds of food, not foods: the lexicon's categories as people say them, with the foods a question offers. */
export const FOOD_KINDS: Readonly<Record<string, { kind: string; examples: string[] }>> = {
  veggies: { kind: 'vegetables', examples: ['carrots', 'broccoli', 'spinach'] },
  veggie: { kind: 'vegetables', examples: ['carrots', 'broccoli', 'spinach'] },
  vegetables: { kind: 'vegetables', examples: ['carrots', 'broccoli', 'spinach'] },
  vegetable: { kind: 'vegetables', examples: ['carrots', 'broccoli', 'spinach'] },
  veg: { kind: 'vegetables', examples: ['carrots', 'broccoli', 'spinach'] },
  greens: { kind: 'greens', examples: ['spinach', 'kale', 'lettuce'] },
  fruit: { kind: 'fruit', examples: ['apples', 'bananas', 'oranges'] },
  fruits: { kind: 'fruit', examples: ['apples', 'bananas', 'oranges'] },
  snacks: { kind: 'snacks', examples: ['almonds', 'crackers', 'yogurt'] },
  snack: { kind: 'snacks', examples: ['almonds', 'crackers', 'yogurt'] },
  meat: { kind: 'meat', examples: ['chicken breast', 'ground beef', 'pork chops'] },
  protein: { kind: 'protein', examples: ['chicken breast', 'eggs', 'tofu'] },
  drinks: { kind: 'drinks', examples: ['milk', 'orange juice', 'sparkling water'] },
  beverages: { kind: 'drinks', examples: ['milk', 'orange juice', 'sparkling water'] },
  groceries: { kind: 'groceries', examples: ['milk', 'eggs', 'bread'] },
  food: { kind: 'food', examples: ['milk', 'eggs', 'bread'] },
  stuff: { kind: 'things', examples: ['milk', 'eggs', 'bread'] },
  things: { kind: 'things', examples: ['milk', 'eggs', 'bread'] },
  something: { kind: 'things', examples: ['milk', 'eggs', 'bread'] },
  breakfast: { kind: 'breakfast foods', examples: ['oats', 'eggs', 'bread'] },
};

/** Words around a kind that leave it a kind: "some healthy veggies", "a few fresh fruits", "more snacks". */
const AROUND = new Set([
  'some',
  'a',
  'few',
  'more',
  'any',
  'fresh',
  'healthy',
  'good',
  'extra',
  'other',
  'different',
  'the',
  'of',
  'bit',
  'couple',
]);

/** The kind a grocery line names instead of a food ("some veggies" → vegetables); null when it names a food. */
export function foodKindOf(item: string): { word: string; kind: string; examples: string[] } | null {
  const said = item
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w && !AROUND.has(w));
  if (said.length !== 1 || !(said[0] in FOOD_KINDS)) return null;
  return { word: said[0], ...FOOD_KINDS[said[0]] };
}

const WIPE_VERBS = ['wipe', 'clear', 'empty', 'delete', 'remove', 'erase', 'reset', 'scrap', 'trash', 'nuke', 'clean'];

/** "wipe my whole list", "clear everything off my shopping list", "empty the grocery list": every line at once. */
export function wipesList(tokens: readonly Token[]): boolean {
  if (!hasLemma(tokens, ...WIPE_VERBS) || !hasLemma(tokens, 'list')) return false;
  // ("whole milk" is a food: "whole" wipes only the list itself)
  const whole = findSeq(tokens, ['whole|entire', 'list|grocery|groceries|shopping|thing|lot|cart']) >= 0;
  const all =
    whole ||
    hasLemma(tokens, 'all', 'everything', 'every') ||
    findSeq(tokens, ['wipe|clear|empty|reset|scrap|nuke|erase', 'my|the|our', 'list|grocery|shopping']) >= 0 ||
    findSeq(tokens, ['wipe|clear|empty|reset|scrap|nuke|erase', 'list']) >= 0 ||
    findSeq(tokens, ['wipe|clear|empty|reset|scrap|nuke|erase', 'out|off', 'my|the|our']) >= 0;
  // "clear the milk off my list" names a line: the grammar's remove
  const line = tokens.findIndex((t) => isLemma(t, ...WIPE_VERBS));
  const next = tokens[line + 1];
  const names = next !== undefined && !is(next, 'my', 'the', 'our', 'out', 'off', 'everything', 'all', 'whole', 'entire', 'list', 'it');
  return all && !(names && !whole && !hasLemma(tokens, 'all', 'everything'));
}

/** "i want to eat better", "help me eat healthier", "i need to get in shape": a wish with no goal or diet named. */
export function vagueGoal(tokens: readonly Token[]): boolean {
  const better = findSeq(tokens, ['eat|eating|live|be|feel|get', 'better|healthier|healthy|clean|cleaner|right|well|fitter|fit']) >= 0;
  const shape = findSeq(tokens, ['get|be|stay|keep', 'in', 'shape']) >= 0 || findSeq(tokens, ['get', 'fit']) >= 0;
  const diet = findSeq(tokens, ['improve|fix|change|sort', 'my|our', 'diet|eating|habits']) >= 0;
  const muscle =
    findSeq(tokens, ['build|gain|put', 'muscle|mass']) >= 0 ||
    findSeq(tokens, ['build|gain|put', 'on', 'muscle|mass']) >= 0 ||
    findSeq(tokens, ['build|gain|put', 'some|more', 'muscle|mass']) >= 0 ||
    findSeq(tokens, ['build|gain|put', 'on', 'some|more', 'muscle|mass']) >= 0;
  // "need more energy lately", "lose the belly": a body aim with no figure (a figure is a goal the grammar sets)
  const aim =
    !tokens.some((t) => t.kind === 'number') &&
    (findSeq(tokens, ['more|some|extra', 'energy|stamina']) >= 0 ||
      findSeq(tokens, ['lose|drop|shed', 'the|my|some', 'belly|weight|fat|pounds']) >= 0);
  return better || shape || diet || muscle || aim;
}
