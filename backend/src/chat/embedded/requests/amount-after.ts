/**
 * An amount said after the food in an add, as people say it: "add pears, about 4 of those", "get limes like six of
 * em", "add eggs, make it a dozen" — the food added in that amount; and a number a voice typing heard as another word,
 * right after the add verb and before a food in the plural ("add for lemons": four). The words are data
 * (lexicon/amount-words.json `amountAfterFood`). Pure.
 */
import { amountWords } from '../../lexicon/amount-words.js';
import { foodLexicon } from '../../lexicon/foods.js';
import { anyOf } from '../../lexicon/kitchen-talk.js';
import type { Intent } from '../intents.js';

const ADD = '(add|get|grab|buy|put|pick up|throw in|stick)';
const BEFORE = '^(?:(?:ok|okay|so|and|also|oh|hey|pls|please|can you|could you|can u)[,\\s]+)*';
/** An amount: a figure, a number word, a dozen or half of one, a couple, a few. */
const AMOUNT = '(\\d+(?:\\.\\d+)?|half a dozen|a dozen|a couple|a few|[a-z]+(?:[ -][a-z]+)?)';
const TAIL = '([\\s,.!]*(?:(?:please|pls|plz|thanks|thank you|thx|ty|sorry|too|as well|lol|haha|x+)[\\s,.!]*)*)$';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');

let patterns: { after: RegExp; makeIt: RegExp; spoken: RegExp } | null = null;

function compiled() {
  if (patterns) return patterns;
  const { hedges, pointers, makeIt, spokenNumbers } = amountWords().amountAfterFood;
  const hedged = `(?:${anyOf(hedges.map(escape))}[,\\s]+)*`;
  patterns = {
    after: new RegExp(`${BEFORE}${ADD}\\s+(.+?)[\\s,;.!:-]+${hedged}${AMOUNT}\\s+${anyOf(pointers.map(escape))}${TAIL}`, 'i'),
    makeIt: new RegExp(`${BEFORE}${ADD}\\s+(.+?)[\\s,;.!:-]+${anyOf(makeIt.map(escape))}\\s+${hedged}${AMOUNT}${TAIL}`, 'i'),
    spoken: new RegExp(`${BEFORE}${ADD}\\s+(${Object.keys(spokenNumbers).map(escape).join('|')})\\s+([a-z]+)\\b(.*)$`, 'i'),
  };
  return patterns;
}

/** One food added in an amount said, or null: what the grammar reads of the add said plainly. */
function addedIn(said: string, parse: (text: string) => Intent): Intent | null {
  const read = parse(said);
  return read.type === 'addGrocery' && read.quantity !== undefined && !read.also ? read : null;
}

export function amountAfterFood(text: string, parse: (text: string) => Intent): Intent | null {
  const { after, makeIt, spoken } = compiled();
  const said = text.trim();
  const found = after.exec(said) ?? makeIt.exec(said);
  // (one food only: "add apples and pears, 4 of those" leaves which unsaid)
  if (found && !/,|\band\b|&/i.test(found[2])) return addedIn(`${found[1]} ${found[3]} ${found[2]}${found[4]}`, parse);
  const heard = spoken.exec(said);
  if (!heard) return null;
  // ("add lemons for the fish": the number word must stand right after the verb, before a food said in the plural)
  const [, verb, word, food, rest] = heard;
  const number = amountWords().amountAfterFood.spokenNumbers[word.toLowerCase()];
  if (!number || !/s$/i.test(food) || !foodLexicon().isFoodWord(food.toLowerCase())) return null;
  return addedIn(`${verb} ${number} ${food}${rest}`, parse);
}

let enoughCompiled: RegExp | null = null;

/** "just one carton is fine": compiled once, as every message with a question mark is tried against it. */
function enoughPattern(): RegExp {
  enoughCompiled ??= new RegExp(
    `^(?:(?:just|only|oh|um|and)[,\\s]+)*(.+?)\\s+(?:is|'s|are|will|would|should)?\\s*${anyOf(amountWords().enough.map(escape))}${TAIL}`,
    'i',
  );
  return enoughCompiled;
}

/**
 * An add asked politely, then how much is enough: "could you maybe add some oat milk? just one carton is fine",
 * "can u add bread? one loaf will do" — the add in that amount. The amount's words of enough are amount-words.json's
 * `enough`; the ask before the question mark is read alone, and must be an add.
 */
export function addThenEnough(text: string, parse: (text: string) => Intent): Intent | null {
  const cut = text.indexOf('?');
  if (cut < 0) return null;
  const [asked, after] = [text.slice(0, cut + 1), text.slice(cut + 1).trim()];
  const enoughSaid = enoughPattern().exec(after);
  const add = enoughSaid ? parse(asked) : null;
  if (add?.type !== 'addGrocery' || add.quantity !== undefined || add.also) return null;
  // ("one carton" of the food, or "6" of it)
  const amount = enoughSaid![1].replace(/\s+(?:of (?:it|them|those))$/i, '');
  const inAmount = addedIn(`add ${amount} of ${add.item}`, parse) ?? addedIn(`add ${amount} ${add.item}`, parse);
  return inAmount?.type === 'addGrocery' && inAmount.item === add.item ? inAmount : null;
}
