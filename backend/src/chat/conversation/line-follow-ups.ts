/**
 * Follow-ups about a grocery line just spoken of (added, asked about, named as the priciest): "make it 3 lb",
 * "change that to 2 gallons", "actually a dozen" set its amount; "how much is it" asks its price; "tick them
 * all" after an aisle was listed ticks each of those lines. Pure, over the embedded assistant's tokens; the
 * amount is read as the kitchen reads one (lexicon/amounts.ts), said of the line's own name; "remove both" after two
 * lines were named takes each off.
 */
import { readAmount } from '../lexicon/amounts.js';
import { hasLemma, hasSeq, is } from '../embedded/entities.js';
import type { Intent } from '../embedded/intents.js';
import { joinTokens, type Token } from '../embedded/tokens.js';
import { AROUND_AMOUNT, CORRECTION_NOT, phraseAt } from '../lexicon/conversation-words.js';
import { normalizeUnit } from '../../kitchen/units.js';
import { QUESTION_WORDS } from '../lexicon/question-words.js';
import { ORDINALS, pointBackAt } from './references.js';

/**
 * The amount a message says of the line spoken of, and nothing else: "make it 3 lb" → 3 lb, "actually a dozen"
 * → 12, "change that to 2 gallons" → 2 gallon; null when the message says more than an amount.
 */
export function amountSaidOf(tokens: readonly Token[], thing: string): { quantity: number; unit?: string } | null {
  const said = tokens.filter((t) => t.kind !== 'punct');
  let from = 0;
  let to = oldAmountAt(said) ?? said.length;
  while (from < to && AROUND_AMOUNT.has(said[from].norm)) from++;
  while (to > from && AROUND_AMOUNT.has(said[to - 1].norm)) to--;
  if (from === to) return null;
  // the amount said of the thing itself, as "3 lb milk" would be said
  const name = thing.toLowerCase();
  const words = joinTokens(said.slice(from, to));
  // "3 lb milk", else "a gallon of milk" (a unit said with "a" reads only with its "of")
  for (const text of [`${words} ${name}`, `${words} of ${name}`]) {
    const amount = readAmount(text);
    if (amount.quantity === undefined || !(amount.quantity > 0) || amount.quantity >= 1000) continue;
    if (amount.rest.replace(/^of\s+/, '') === name) return { quantity: amount.quantity, ...(amount.unit ? { unit: amount.unit } : {}) };
  }
  return null;
}

/**
 * "two heads not one", "3 bags instead of 2", "a dozen, not 6": where the amount there was, said after the new one to
 * put it right, starts (its "not" with it); null when nothing is said so. Only an amount may follow: "2, not the milk"
 * names something else.
 */
function oldAmountAt(said: readonly Token[]): number | null {
  for (const phrase of CORRECTION_NOT) {
    const at = phraseAt(
      said.map((t) => t.norm),
      phrase,
    );
    if (at <= 0) continue;
    const old = said.slice(at + phrase.length);
    const amount = old.length ? readAmount(`${joinTokens(old)} x`) : null;
    if (amount?.quantity !== undefined && amount.rest.trim() === 'x') return at;
  }
  return null;
}

/** "how much is it", "how much are they", "what does that cost", "price?": the price of the thing spoken of. */
export function asksPrice(tokens: readonly Token[]): boolean {
  return (
    hasSeq(tokens, 'how', 'much') ||
    hasLemma(tokens, 'price', 'cost', 'priced') ||
    (hasSeq(tokens, 'what', "'s|is|are") && hasLemma(tokens, 'price'))
  );
}

/** Thanks and padding around a request ("thx", "pls", "great"). */
const THANKS = ['thx', 'thanks', 'thank', 'you', 'ty', 'pls', 'plz', 'please', 'great', 'ok', 'okay', 'cool', 'perfect', 'nice'];

/** Words of "tick them all", "check those off", "got them all": the lines listed, every one. */
const ALL_OF_THEM = ['them', 'those', 'these', 'all', 'everything', 'each', 'every', 'both'];

/**
 * "tick them all", "check all of those off", "got them all", "remove both": each line listed, ticked or taken off
 * (one reply, one Undo); `parse` reads the message with one line named, so every way of saying tick, untick or take
 * off the grammar knows applies.
 */
export function eachListed(tokens: readonly Token[], lines: readonly string[], parse: (text: string) => Intent): Intent | null {
  // the clause that says them all ("great, tick them all thx"), without its thanks
  const clauses: Token[][] = [[]];
  for (const t of tokens) {
    if (t.kind === 'punct' && [',', '.', ';', '!'].includes(t.text)) clauses.push([]);
    else clauses[clauses.length - 1].push(t);
  }
  const clause = clauses.find((c) => c.some((t) => is(t, ...ALL_OF_THEM)));
  if (lines.length < 2 || !clause) return null;
  const rest = clause.filter((t) => !is(t, 'all', 'every', 'each', 'everything', 'both', 'of', ...THANKS));
  const at = rest.findIndex((t) => is(t, 'them', 'those', 'these'));
  const first = lines[0];
  const one: Token = { text: first, norm: first.toLowerCase(), lemma: first.toLowerCase(), pos: 'NOUN', kind: 'word', space: true };
  const text = at >= 0 ? joinTokens([...rest.slice(0, at), one, ...rest.slice(at + 1)]) : `${joinTokens(rest)} ${first}`;
  const read = parse(text);
  if (read.type === 'checkGrocery')
    return { type: 'several', parts: lines.map((item) => ({ type: 'checkGrocery', item, checked: read.checked })) };
  if (read.type === 'removeGrocery') return { type: 'several', parts: lines.map((item) => ({ type: 'removeGrocery', item })) };
  return null;
}

const named = (text: string): Token => ({
  text,
  norm: text.toLowerCase(),
  lemma: text.toLowerCase(),
  pos: 'NOUN',
  kind: 'word',
  space: true,
});
/** What follows an ordinal when it means a line listed: "the first one", "the second item". */
const LINE_NOUNS = ['one', 'item', 'line', 'thing'];
/** Changes of one line that a line listed may be named in. */
const LINE_CHANGES: ReadonlySet<Intent['type']> = new Set(['checkGrocery', 'removeGrocery', 'setGroceryQuantity']);

/**
 * "already have the first one, tick it", "take the last one off": the line at that place among the lines just
 * listed, named where the message pointed at it; null when the message names no place or reads as no change of a line.
 */
export function placedLine(tokens: readonly Token[], lines: readonly string[], parse: (text: string) => Intent): Intent | null {
  const at = tokens.findIndex(
    (t, i) => (ORDINALS[t.norm] ?? ORDINALS[t.text]) !== undefined && (is(tokens[i - 1], 'the') || is(tokens[i + 1], ...LINE_NOUNS)),
  );
  if (at < 0) return null;
  const place = ORDINALS[tokens[at].norm] ?? ORDINALS[tokens[at].text];
  const line = place < 0 ? lines.at(place) : lines[place];
  if (!line) return null;
  const from = is(tokens[at - 1], 'the') ? at - 1 : at;
  const to = is(tokens[at + 1], ...LINE_NOUNS) ? at + 2 : at + 1;
  const rest = [...tokens.slice(0, from), ...tokens.slice(to)];
  // ("check it off" after the place was said: the line where "it" is; else where the place was)
  const pointer = pointBackAt(rest);
  // (read with the line's name plain, "Chicken breast (boneless, skinless)" as no two things; the change is of the line itself)
  const plain = named(line.replace(/\s*\([^)]*\)/g, '').trim() || line);
  const said =
    pointer && pointer.length > 0
      ? [...rest.slice(0, pointer.at), plain, ...rest.slice(pointer.at + pointer.length)]
      : [...tokens.slice(0, from), plain, ...tokens.slice(to)];
  const read = parse(joinTokens(said));
  return LINE_CHANGES.has(read.type) ? ({ ...read, item: line } as Intent) : null;
}

/** Words of an amount that name no food of their own ("there's a bag at home", "we have some in the cupboard"). */
const SOME_AT_HOME = ['some', 'plenty', 'loads', 'lots', 'tons', 'heaps', 'few', 'couple', 'bunch'];

/**
 * "nvm there's a bag at home", "we've got some in the cupboard" after a food was asked about: that food is at home,
 * read with its name where the amount was said; null when the message says no place at home or names a food itself.
 */
export function atHomeSaid(tokens: readonly Token[], thing: string, parse: (text: string) => Intent): Intent | null {
  if (!tokens.some((t) => is(t, ...QUESTION_WORDS.home))) return null;
  const at = tokens.findIndex(
    (t, i) => (is(t, ...SOME_AT_HOME) || (t.kind === 'word' && normalizeUnit(t.norm) !== null)) && !is(tokens[i + 1], 'of'),
  );
  if (at < 0) return null;
  // said as the kitchen's own statement reads it: "i have a bag of onions at home"
  const amount = tokens.slice(is(tokens[at - 1], 'a', 'an') || tokens[at - 1]?.kind === 'number' ? at - 1 : at, at + 1);
  const of = is(tokens[at], 'some') ? '' : ' of';
  const read = parse(`i have ${joinTokens(amount)}${of} ${thing} at home`);
  return read.type === 'addPantry' ? read : null;
}
