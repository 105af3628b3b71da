/** Names the chat may store as an allergy, diet or dislike: the words around a name that are not the name. */
import { findSeq, is } from '../entities.js';
import { joinTokens, type Token, tokenize } from '../tokens.js';
import { storedName } from '../../lexicon/stored-names.js';
import { readThing } from '../../lexicon/things.js';

export const MAX_TAG_LENGTH = 40;

/** Words around a name that are not the name: "shellfish please" → "shellfish". */
const TAG_NOISE = new Set([
  'please',
  'thanks',
  'thank',
  'now',
  'too',
  'also',
  'again',
  'anymore',
  'any',
  'more',
  'the',
  'all',
  'my',
  'some',
  'either',
  'actually',
  'really',
]);
const TAG_NOISE_RUNS = [
  ['from', 'now', 'on'],
  ['for', 'me'],
  ['as', 'well'],
  ['any', 'more'],
  ['after', 'all'],
  ['thank', 'you'],
];

/** A tag as the Preferences screen writes it: trimmed, first letter upper case, no politeness or punctuation. */
export function cleanTag(raw: string): string {
  return tagOf(tokenize(raw));
}

export function tagOf(span: readonly Token[]): string {
  let words = span.filter((t) => t.kind !== 'punct' || t.text === '-' || t.text === "'" || t.text === '&');
  for (const run of TAG_NOISE_RUNS) {
    const at = findSeq(words, run);
    if (at >= 0) words = [...words.slice(0, at), ...words.slice(at + run.length)];
  }
  while (words.length && TAG_NOISE.has(words[0].norm)) words = words.slice(1);
  while (words.length && (TAG_NOISE.has(words[words.length - 1].norm) || words[words.length - 1].kind === 'punct'))
    words = words.slice(0, -1);
  if (is(words[0], 'a', 'an') && words.length > 1) words = words.slice(1);
  const tag = joinTokens(words).replace(/\s+/g, ' ').trim();
  return tag ? tag[0].toUpperCase() + tag.slice(1) : tag;
}

/**
 * A food or allergen's tag without the padding after it: "Cilantro can you remember that" → "Cilantro"
 * (chat/lexicon/things.ts). A long description that names nothing known stays whole, to be refused as too long.
 */
export function thingTag(tag: string): string {
  const { name } = readThing(tag);
  if (!name) return tag;
  if (tag.length > MAX_TAG_LENGTH && storedName(name, 'dislike').kind !== 'known') return tag;
  return name[0].toUpperCase() + name.slice(1);
}
