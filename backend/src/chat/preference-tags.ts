/**
 * Whether two names in a preference list are the same tag: case, punctuation and a plural ending
 * aside ("Peanuts" and "peanut", "Gluten-Free" and "gluten free", "Tomatoes" and "tomato").
 * Pure; both assistants add and remove allergies, diets and dislikes with it.
 */
import { preferenceNameOf } from './lexicon/list-asks.js';

const tagKey = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/(?<=(?:o|ch|sh|x))es$/, '')
    .replace(/(?<=[a-z]{2})s$/, '');

export function sameTag(a: string, b: string): boolean {
  return tagKey(a) === tagKey(b);
}

/** Whether two names of a food kept out are the same food: the same tag, or its name elsewhere ("Cilantro", "coriander"). */
export function sameFoodTag(a: string, b: string): boolean {
  const names = (s: string) => [s, preferenceNameOf(s) ?? preferenceNameOf(tagKey(s)) ?? ''].filter(Boolean);
  return names(a).some((x) => names(b).some((y) => sameTag(x, y)));
}
