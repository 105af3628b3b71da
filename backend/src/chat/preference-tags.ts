/**
 * Whether two names in a preference list are the same tag: case, punctuation and a plural ending
 * aside ("Peanuts" and "peanut", "Gluten-Free" and "gluten free", "Tomatoes" and "tomato").
 * Pure; both assistants add and remove allergies, diets and dislikes with it.
 */
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
