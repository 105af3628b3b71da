/**
 * A message in the voice it was typed or spoken in, said plainly before the grammar reads it (issue #22 §6): emoji
 * and the hesitations of dictation left out ("um so like can you uh put milk on there 🥛" → "so can you put milk on
 * there"), money said in slang as an amount ("a tenner" → "$10", "60 quid" → "$60") and a regional meal's name read as
 * the meal where it stands as one ("what's for tea", "thursday's tea" → dinner; "add tea" stays the drink), and a few
 * diet words of other languages in English ("yo soy vegana" → "i am vegan"), and punctuation spoken by dictation
 * as its mark ("add oats comma milk full stop" → "add oats, milk."). The words
 * are data (lexicon/spoken.json). Lower case in, lower case out. Pure.
 */
import { WEEKDAY_NAMES } from '../../kitchen/vocabulary.js';
import { spokenWords } from '../lexicon/spoken.js';
import { SAID_TWICE } from '../lexicon/courtesy.js';

const alternatives = (words: readonly string[]) => words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

/** Pictographs, their skin tones, joiners and variation selectors: feeling, not words ("✅", "🍌", "😩"). */
const EMOJI = /(?:\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u{FE0F}|\u{200D})+/gu;

/** A day a meal is of ("thursday's", "tonight", "2moro"): the kernel's weekday names and their short forms, and relative days. */
const DAY = `(?:${WEEKDAY_NAMES.map((d) => d.slice(0, 3).toLowerCase()).join('|')})[a-z]*|today|tonight|tomorrow|2nite|2moro|tmrw`;
/** Words before "for <meal>" that ask what is eaten ("what's for tea", "what are we having for tea"). */
const EATEN = String.raw`\b(?:what|what's|whats|wat|wats|wat's|wut|having|eating|eat|cook|cooking|make|making|planned|plan|got)\b`;
/** Words before a drink's name that keep it a drink ("add tea tomorrow", "some tea on friday"). */
const DRINK_BEFORE = /\b(?:add|buy|get|grab|some|a|of|green|iced|herbal|black|mint|more|the)\s+$/i;

interface Rewrites {
  foreign: RegExp;
  courtesy: RegExp;
  hesitation: RegExp;
  money: RegExp;
  currency: RegExp;
  dictated: RegExp;
  dictatedAtEnd: RegExp;
  meals: { said: RegExp; before: RegExp; for: RegExp; meal: string }[];
}
let rewrites: Rewrites | null = null;

function built(): Rewrites {
  if (rewrites) return rewrites;
  const { hesitations, money, regionalMeals, foreign, dictated, dictatedAtEnd } = spokenWords();
  const hesitation = alternatives(hesitations);
  const longest = (words: string[]) => alternatives([...words].sort((a, b) => b.length - a.length));
  rewrites = {
    // "yo soy vegana", "sans gluten": a diet word of another language, with the "i am" said before it
    foreign: new RegExp(
      String.raw`(?<!\p{L})(?:(${longest([...foreign.iAm])})\s+)?(${longest(Object.keys(foreign.diets))})(?!\p{L})`,
      'giu',
    ),
    courtesy: new RegExp(String.raw`(?<!\p{L})(${longest(Object.keys(foreign.courtesy))})(?!\p{L})`, 'giu'),
    // a hesitation, with a "like" said beside it ("like uh", "uh like") and the comma after it; not the first sound
    // of a yes ("uh huh", "mm-hmm")
    hesitation: new RegExp(
      String.raw`(?<![\w'-])(?<!\b(?:uh|m+)[\s-]+)(?:like\s+)?(?:${hesitation})(?:\s+like)?(?![\w'])(?![\s-]+h(?:uh|m+)\b)[,.]*`,
      'gi',
    ),
    // "comma", "full stop" spoken between words; "period" only as the last word, where it is no food or time
    dictated: new RegExp(String.raw`(?<=\w['.!?]?)\s+(${longest(Object.keys(dictated))})(?![\w'])`, 'gi'),
    dictatedAtEnd: new RegExp(String.raw`(?<=\w)\s+(${longest(Object.keys(dictatedAtEnd))})[\s.!?]*$`, 'gi'),
    money: new RegExp(String.raw`\b(?:an?\s+)?(${alternatives(Object.keys(money.amounts))})s?\b`, 'gi'),
    currency: new RegExp(String.raw`(?<![\w.$])(\d+(?:\.\d+)?)\s*(?:${alternatives(money.currencyWords)})\b`, 'gi'),
    meals: Object.entries(regionalMeals).map(([word, meal]) => ({
      // "thursday's tea", "tonight's tea", "thursday tea"; "tea tonight", "tea on friday"
      said: new RegExp(String.raw`(?<=\b(?:${DAY})(?:'?s)?\s+)${word}\b|\b${word}(?=\s+(?:${DAY}|on\s+(?:${DAY}))\b)`, 'gi'),
      before: DRINK_BEFORE,
      // "what's for tea", "wats 4 tea", "what are we having for tea"; not "tea bags"
      for: new RegExp(String.raw`(${EATEN}[^,.;!?]{0,20}?\s)(?:for|4)\s+${word}\b(?!\s+(?:bag|bags|leaves|cup|cups|pot)\b)`, 'gi'),
      meal,
    })),
  };
  return rewrites;
}

/** The message said plainly (see the module comment); as typed when nothing of its voice needs saying plainly. */
const TWICE = new RegExp(String.raw`\b(${SAID_TWICE.join('|')})(?:[\s,!]+\1)+\b`, 'gi');

export function plainVoice(text: string): string {
  const { foreign, courtesy, hesitation, money, currency, meals, dictated, dictatedAtEnd } = built();
  const { money: said, foreign: words, dictated: marks, dictatedAtEnd: endMarks } = spokenWords();
  const amounts = said.amounts;
  let out = text
    .replace(foreign, (_, iAm: string | undefined, diet: string) => `${iAm ? 'i am ' : ''}${words.diets[diet.toLowerCase()]}`)
    .replace(courtesy, (word: string) => words.courtesy[word.toLowerCase()])
    .replace(EMOJI, ' ')
    .replace(hesitation, ' ')
    .replace(dictated, (_, word: string) => marks[word.toLowerCase().replace(/\s+/g, ' ')])
    .replace(dictatedAtEnd, (_, word: string) => endMarks[word.toLowerCase()])
    .replace(money, (_, word: string) => `$${amounts[word]}`)
    .replace(currency, (_, n: string) => `$${n}`)
    // ("plz plz put limes on": courtesy said twice is said once)
    .replace(TWICE, '$1');
  for (const m of meals) {
    out = out.replace(m.for, (_, before: string) => `${before}for ${m.meal}`);
    out = out.replace(m.said, (word: string, at: number, all: string) => (m.before.test(all.slice(0, at)) ? word : m.meal));
  }
  const plain = out
    .replace(/\s+([,.!?])/g, '$1')
    .replace(/ {2,}/g, ' ')
    .replace(/^[\s,.]+/, '')
    .trim();
  // a message of emoji or hesitations alone ("👍", "um") is read as typed: it is all there is
  return /\w/.test(plain) ? plain : text;
}
