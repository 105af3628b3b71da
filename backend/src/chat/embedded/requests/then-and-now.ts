/**
 * A food once kept out, said to be fine now by setting then against now: "leeks, before no, now yes", "i used to hate
 * beetroot, now i love it", "these days i eat tofu, as a kid i couldn't stand it". The message is cut
 * into its parts; a part of the past keeps the food out ("didn't like", "hated", "allergic"), a part of the present
 * says it is fine, and nothing of the present keeps it out still. The dislike (or the allergy, when the past said one)
 * is read ended, in the plain words the grammar reads. Only the teller's own: someone else named ("my son used to
 * hate peas") is read as before. The words are data (lexicon/preference-direction.json). Pure.
 */
import type { Intent } from '../intents.js';
import { hasLemma, hasWord, is } from '../entities.js';
import { joinTokens, tokenize, type Token } from '../tokens.js';
import { resolveFood } from '../../lexicon/foods.js';
import { OTHER_PEOPLE } from '../../lexicon/topics.js';
import { saidKeptOutThen, saysFineNow, saysKeptOut, saysNow, saysThen } from '../../lexicon/preference-direction.js';

/** Words that cut a message into its parts. */
const CUTS = ['but', 'and', 'so', 'though', 'although', 'whereas', 'while'];
/**
 * Whether someone else is spoken of: "my son", "her husband", "he", "she" ("they" may be the food itself: "now they're
 * fine"; "as a kid" is the teller).
 */
const someoneElse = (tokens: readonly Token[]) =>
  hasWord(tokens, 'he', 'she') ||
  tokens.some(
    (t, i) => is(tokens[i - 1], 'my', 'our', 'his', 'her', 'their') && (OTHER_PEOPLE.includes(t.lemma) || OTHER_PEOPLE.includes(t.norm)),
  );

function partsOf(tokens: readonly Token[]): Token[][] {
  const parts: Token[][] = [[]];
  for (const t of tokens) {
    if ((t.kind === 'punct' && t.text !== "'") || is(t, ...CUTS)) parts.push([]);
    else parts[parts.length - 1].push(t);
  }
  return parts.filter((p) => p.some((t) => t.kind === 'word'));
}

/** What a word of a food's name may be ("to kiwi", "disliked tofu" are no food named). */
const FOOD_WORD_POS: ReadonlySet<string> = new Set(['NOUN', 'PROPN', 'ADJ']);

/** The first food the parts name, as said (a word, or two in a row: "brussels sprouts"); null when none. */
function foodNamed(parts: readonly Token[][]): string | null {
  for (const part of parts)
    for (let i = 0; i < part.length; i++) {
      for (const n of [2, 1]) {
        const span = part.slice(i, i + n);
        if (span.length < n || span.some((t) => t.kind !== 'word' || !FOOD_WORD_POS.has(t.pos) || saidKeptOutThen([t]) || saysFineNow([t])))
          continue;
        const read = resolveFood(joinTokens(span).trim());
        if (read.kind === 'food' && !read.corrected) return joinTokens(span).trim();
      }
    }
  return null;
}

/** The ended rule a message of then and now tells, or null when it tells none. */
export function fineNowNotThen(text: string, parse: (text: string) => Intent): Intent | null {
  const tokens = tokenize(text);
  if (text.includes('?') || someoneElse(tokens)) return null;
  const parts = partsOf(tokens);
  const then = parts.filter((p) => saysThen(p));
  const now = parts.filter((p) => !saysThen(p) && saysNow(p));
  if (!then.length || !now.length) return null;
  if (!then.some((p) => saidKeptOutThen(p)) || !now.some((p) => saysFineNow(p)) || now.some((p) => saysKeptOut(p))) return null;
  const food = foodNamed([...then, ...now, ...parts]);
  if (!food) return null;
  const allergy = then.some((p) => hasLemma(p, 'allergic', 'allergy', 'intolerant'));
  const ended = parse(allergy ? `i am not allergic to ${food} anymore` : `i don't mind ${food} anymore`);
  return ended.type === 'removePreference' ? ended : null;
}
