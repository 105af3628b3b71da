/**
 * How people shorten what they type, written out before the grammar reads it: texting forms ("2moro",
 * "n" for "and", "w/o"), and amounts said in words or with a "k" ("two thousand two hundred" → 2200,
 * "a hundred and twenty" → 120, "2k" → 2000). Small counts said as a word ("one", "two"… "ten") stay
 * words: the grammar reads them where they are amounts and leaves "the second one" alone. Pure.
 */
import { MEAL_TYPES, WEEKDAY_NAMES } from '../../kitchen/vocabulary.js';
import { lexiconFile } from './data-file.js';

/** A day (the kernel's weekday names and their first three letters or more) or a meal of the plan, as typed. */
const DAYS_AND_MEALS = [
  ...WEEKDAY_NAMES.map((d) => `${d.slice(0, 3).toLowerCase()}[a-z]*`),
  'today',
  'tonight',
  'tomorrow',
  '2day',
  '2nite',
  '2moro',
  'tmrw',
  ...MEAL_TYPES,
  'supper',
  'brekkie',
];
/** What "2" is "to" before: a day or a meal. */
const DAY_OR_MEAL = DAYS_AND_MEALS.join('|');

/** What "4" is "for" before: a day, a meal, a person. */
const FOR_WHAT = [...DAYS_AND_MEALS, 'me', 'u', 'you', 'us', 'the', 'my', 'this', 'that', 'it', 'them'].join('|');

/** Texting forms of a word, as whole words (lower case). */
const SHORTHAND: [RegExp, string][] = [
  [/\b(?:2moro|2morro|2morrow|2mrw|tmrw|tmr|tmrow|tomoro|tomorow)\b/g, 'tomorrow'],
  [/\b(?:2nite|2night|tonite)\b/g, 'tonight'],
  // possessives typed without the apostrophe: "2nites dinner", "tmrws meals"
  [/\b(?:2nites|2nights|tonites)\b/g, 'tonights'],
  [/\b(?:2moros|2morrows|tmrws|tmrs|tomoros)\b/g, 'tomorrows'],
  [/\b(?:2day)\b/g, 'today'],
  [/\b(?:2days)\b/g, 'todays'],
  [/\b(?:w\/o|w\/out)(?=\s|$)/g, 'without'],
  [/\bw\/(?=\s)/g, 'with'],
  [/(?<=\s)(?:n|&)(?=\s)/g, 'and'],
  [/\b(?:r)(?=\s+(?:u|you|we|they|there|those|these|ok|okay|fine|good|alright|out|back|gross|nasty|too|not|all)\b)/g, 'are'],
  [/(?<=\b(?:we|you|they|u)\s)r\b/g, 'are'],
  [/(?<=\s)\+(?=\s)/g, 'and'],
  [/\b(?:lil|lttle|littel)\b/g, 'little'],
  [/\b(?:pls|plz|plss|pleease|pleasee)\b/g, 'please'],
  [/\bid(?=\s+(?:like|love|prefer|rather|want|need))/g, "i'd"],
  [/\b(would|could|should|have|has|was|were)nt\b/g, "$1n't"],
  [/\bb4\b/g, 'before'],
  [/\b(?:abt)\b/g, 'about'],
  [/\b(?:sth|smth)\b/g, 'something'],
  [/\b(?:cuz|bc|coz)\b/g, 'because'],
  [/\b(?:wanna)\b/g, 'want to'],
  [/\b(?:gotta)\b/g, 'have to'],
  [/\b(?:gimme)\b/g, 'give me'],
  [/\b(?:lemme)\b/g, 'let me'],
  [/\b(allergic|intolerant|sensitive)\s+2(?=\s+[a-z])/g, '$1 to'],
  [/\b(?:hw)\b/g, 'how'],
  // "cn u", "cn we": can, before the one asked
  [/\bcn(?=\s+(?:u|you|we|i|ya)\b)/g, 'can'],
  [/\b(?:hav)\b/g, 'have'],
  [/\b(?:tht|dat)\b/g, 'that'],
  [/\b(?:wat|wht|wut)\b/g, 'what'],
  [/\b(?:wats|whts|wuts)\b/g, "what's"],
  // "dose" typed for "does" before what it asks about ("how much dose my list cost"); "the dose", "a dose" stay a dose
  [/(?<=\b(?:how|what|when|where|why|which|who|long|much|many|it)\s)dose(?=\s)/g, 'does'],
  // "4" for "for" and "2" for "to" where no count can stand: before a day, a meal, a person or the end ("4 dinner", "the
  // spinach 4", "2 buy"); "add 4 eggs" keeps its four
  // (an amount said after "be", "are" or "to" keeps its four: "the colas can be 4 the boys drink them")
  [new RegExp(String.raw`(?<=[a-z?]\s|^)(?<!\b(?:be|are|is|to)\s)4(?=\s+(?:${FOR_WHAT})\b)`, 'g'), 'for'],
  // at the end only of a question ("wats the spinach 4"): "make it 4" keeps its four
  [/^((?:what|wat|wut|why|who)\S*\s.*[a-z]\s)4(?=\s*[?!.]*$)/g, '$1for'],
  [/(?<=[a-z]\s)2(?=\s+(?:buy|get|make|cook|eat|add|do|have|go|be|my|the)\b)/g, 'to'],
  // "add tacos 2 fri dinner": "to" before a day or a meal of the plan ("add 2 eggs" keeps its two: no day follows)
  [new RegExp(String.raw`(?<=[a-z]\s)2(?=\s+(?:${DAY_OR_MEAL})\b)`, 'g'), 'to'],
  // "budget 2 80", "calories 2 1800": "to" before a goal's new figure
  [/(?<=\b(?:budget|goal|calories|cals|protein|carbs|fat)\s)2(?=\s+\$?\d)/g, 'to'],
  [/\b(?:dis)\b/g, 'this'],
  // "sum butter": "some" before a thing; "the sum of" stays a sum
  [/(?<!\bthe )\bsum(?= (?!of\b)[a-z])/g, 'some'],
  // "w chicken": with, only before a word that is not a verb's own ("w" alone means nothing else here)
  [/(?<=\b(?:something|smth|sth|one|meal|dish|recipe)\s)w(?=\s)/g, 'with'],
  [/\b(?:rn)\b/g, 'right now'],
  [/\b(?:idk)\b/g, "i don't know"],
  [/\b(?:lol|lmao|haha+|hehe+|xd)\b/g, ''],
];

/** Texting forms of one word each, as typed (lower case): whole words only (texting-words.json). */
const TEXTING_WORDS: Readonly<Record<string, string>> = lexiconFile<{ words: Record<string, string> }>('texting-words.json').words;
const TEXTING = new RegExp(String.raw`(?<![\w'])(?:${Object.keys(TEXTING_WORDS).join('|')})(?![\w'])`, 'g');

/** Numbers said as one word, zero to nineteen. */
export const UNITS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000 };

/** The value of a run of number words, and how many words it took; null when the run is no number to write in figures. */
function wordsNumber(said: readonly string[], from: number): { value: number; length: number; tail: string } | null {
  // a word's trailing punctuation ends a run ("two thousand, please")
  const words = said.map((w) => w.replace(/[.,!?;:]+$/, '').toLowerCase());
  const tailOf = (k: number) => said[k].slice(words[k].length);
  let total = 0;
  let current = 0;
  let i = from;
  let took = 0;
  let scaled = false;
  let tens = false;
  for (; i < words.length; i++) {
    const w = words[i].replace(/-/g, ' ');
    // "twenty-five" is one word with a hyphen
    const parts = w.split(' ');
    if (parts.length === 2 && parts[0] in TENS && parts[1] in UNITS && UNITS[parts[1]] < 10) {
      current += TENS[parts[0]] + UNITS[parts[1]];
      tens = true;
    } else if (w in UNITS) {
      // "one two" is no number; a unit after a unit ends the run
      if (took > 0 && current % 10 !== 0 && current % 100 < 10 && !tens) break;
      current += UNITS[w];
    } else if (w in TENS) {
      if (current % 100 !== 0) break;
      current += TENS[w];
      tens = true;
    } else if (w in SCALES) {
      // "a hundred", "one thousand", "two hundred"
      const scale = SCALES[w];
      current = (current || 1) * scale;
      if (scale === 1000) {
        total += current;
        current = 0;
      }
      scaled = true;
    } else if ((w === 'a' || w === 'an') && took === 0 && words[i + 1] in SCALES) {
      continue;
    } else if (w === 'and' && took > 0 && scaled && (words[i + 1] in UNITS || words[i + 1] in TENS)) {
      continue;
    } else break;
    took = i - from + 1;
    if (tailOf(i)) break;
  }
  if (!took) return null;
  // a single small count ("two eggs", "one") stays a word: the grammar reads it where it is an amount
  if (!scaled && !tens && current <= 10) return null;
  return { value: total + current, length: took, tail: tailOf(from + took - 1) };
}

/** Amounts in words and "2k" written as figures. */
export function figures(text: string): string {
  const withK = text.replace(/(?<![\w.])(\d+(?:\.\d+)?)\s?k\b(?!\s*(?:g|m)\b)/gi, (_, n: string) => String(Math.round(Number(n) * 1000)));
  const words = withK.split(' ');
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const found = wordsNumber(words, i);
    if (found) {
      out.push(`${found.value}${found.tail}`);
      i += found.length;
    } else out.push(words[i++]);
  }
  return out.join(' ');
}

/** A message with texting forms written out and amounts in words as figures (lower case in, lower case out). */
export function writtenOut(text: string): string {
  let out = text.replace(TEXTING, (word) => TEXTING_WORDS[word]);
  for (const [pattern, word] of SHORTHAND) out = out.replace(pattern, word);
  return figures(out.replace(/ {2,}/g, ' '));
}

/**
 * "n leeks 2": a "2" texted for "too", standing last after a word. Only where no count can stand — a food said
 * again after a rule or a like, which has no amount (conversation/said-again.ts); "eggs 2" on its own is two eggs.
 */
export const tooForTwo = (text: string): string =>
  text.replace(/(?<=[a-z]\s+)2(?=(?:\s+(?:pls|plz|please|thx|thanks|ty|lol))*[\s.!]*$)/i, 'too');
