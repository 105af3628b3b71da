/**
 * A line's amount put right: "i need 5 bananas not 3 (can you fix that)", "make that 2 gallons of milk",
 * "change the bananas to 5", "make the eggs a dozen", "the eggs should be 18", "i only need 2 onions"; or
 * changed by an amount ("2 more eggs", "one less milk": `change`). The words before "not" (or after "make
 * that") are the line as it should be; the padding around them ("can you fix that") is not part of any
 * name. Pure.
 */
import { findDay, findMeal, findMeasures, hasLemma, is, isLemma, itemFromTokens, numberOf } from '../entities.js';
import { normalizeUnit } from '../../../kitchen/units.js';
import { tokenize, type Token } from '../tokens.js';
import type { RequestIntent } from './types.js';
import { REASON_OPENERS, REASON_SUBJECTS } from '../../lexicon/reasons.js';
import { amountWords } from '../../lexicon/amount-words.js';
import { AROUND_AMOUNT } from '../../lexicon/conversation-words.js';
import { storedName } from '../../lexicon/stored-names.js';

type SetQuantity = Extract<RequestIntent, { type: 'setGroceryQuantity' }>;

/** Words that name a setting, not a line ("change my budget to 90"). */
const SETTINGS = ['budget', 'calorie', 'calories', 'goal', 'target', 'store', 'diet', 'protein', 'allergy', 'allergies', 'plan', 'kcal'];

const COUNT_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const isAmount = (t: Token | undefined) => numberOf(t) !== undefined || is(t, ...COUNT_WORDS, 'a', 'an', 'dozen', 'half');
/** Verbs that set a line's amount ("bump the chicken to 3 lb"). */
const SETTING = [
  'make',
  'change',
  'update',
  'set',
  'bump',
  'raise',
  'increase',
  'lower',
  'reduce',
  'decrease',
  'up',
  'adjust',
  'alter',
  'modify',
  'amend',
  'fix',
  'cut',
  'trim',
  'drop',
  'knock',
  'put',
];
/** "the quantity of apples", "the number of eggs": the line is the apples. */
const AMOUNT_OF = ['quantity', 'amount', 'number', 'count'];
/** Padding before the words of a correction. */
const OPENERS = [
  'please',
  'pls',
  'plz',
  'actually',
  'no',
  'sorry',
  'oops',
  'whoops',
  'oh',
  'ok',
  'okay',
  'so',
  'wait',
  'hmm',
  'and',
  'also',
  'just',
  'hey',
  'um',
  'uh',
];
/** A line's amount made a multiple of itself: "double the rice", "halve the chicken". */
const TIMES: Readonly<Record<string, number>> = { double: 2, triple: 3, quadruple: 4, halve: 0.5, half: 0.5 };

/** An amount in words or figures at `i` and how many tokens it takes ("2", "a couple", "a dozen", "half a dozen"). */
export function amountAt(tokens: readonly Token[], i: number): { value: number; length: number } | null {
  const n = numberOf(tokens[i]);
  if (n !== undefined) return { value: n, length: 1 };
  const word = COUNT_WORDS.indexOf(tokens[i]?.norm ?? '');
  if (word >= 0) return { value: word + 1, length: 1 };
  if (is(tokens[i], 'a', 'an') && is(tokens[i + 1], 'couple')) return { value: 2, length: is(tokens[i + 2], 'of') ? 3 : 2 };
  if (is(tokens[i], 'couple')) return { value: 2, length: is(tokens[i + 1], 'of') ? 2 : 1 };
  if (is(tokens[i], 'a', 'an', 'one')) return { value: 1, length: 1 };
  return null;
}

/** "2 more eggs", "a couple more apples", "one less milk", "2 fewer bananas", "another 2 onions": the line changed by an amount. */
function changeBy(tokens: readonly Token[], start: number): SetQuantity | null {
  for (let i = start; i < tokens.length; i++) {
    const amount = amountAt(tokens, i);
    if (!amount) continue;
    const word = tokens[i + amount.length];
    // "another 2 avocados", "an extra 3 limes": the more said before the amount
    const before = is(tokens[i - 1], 'another', 'extra', 'additional') && !is(word, 'more', 'less', 'fewer');
    const more = before || is(word, 'more', 'extra', 'additional');
    if (!more && !is(word, 'less', 'fewer')) continue;
    // "one more thing", "2 more days": only a line's name after it
    let rest = tokens.slice(i + amount.length + (before ? 0 : 1));
    while (is(rest[0], 'of', 'the')) rest = rest.slice(1);
    if (!rest.length || rest.some((t) => isLemma(t, ...SETTINGS, 'day', 'meal', 'minute', 'hour', 'thing', 'time', 'question')))
      return null;
    // the words after "more" name the thing only: "2 more eggs", "1 more loaf of bread", not "2 more 3 eggs"
    if (rest.some((t) => numberOf(t) !== undefined)) return null;
    const line = lineFrom([...tokens.slice(i, i + amount.length), ...rest]);
    if (!line) return null;
    return {
      type: 'setGroceryQuantity',
      item: line.item,
      quantity: amount.value,
      ...(line.unit ? { unit: line.unit } : {}),
      change: more ? 'more' : 'less',
    };
  }
  // "another coffee", "one more loaf of bread pls": one more of a thing to buy said with no count ("another one",
  // "another recipe" name nothing bought)
  const another = tokens.findIndex((t, i) => i >= start && is(t, 'another'));
  if (another >= 0 && amountAt(tokens, another + 1) === null) {
    // (said as "1 loaf of bread", so a package named is the unit, not part of the name)
    const line = lineFrom(joined(tokenize('1'), tokens.slice(another + 1)));
    if (line && line.quantity === 1 && storedName(line.item, 'grocery').kind === 'known') return { ...line, quantity: 1, change: 'more' };
  }
  return null;
}

/** The line a span names; `quantity` absent when the span says none (then only `changeBy` may use it). */
function lineFrom(span: readonly Token[]): (Omit<SetQuantity, 'quantity'> & { quantity?: number }) | null {
  const end = span.findIndex((t) => (t.kind === 'punct' && t.text !== '-') || is(t, 'please', 'instead', 'thanks'));
  const { item, quantity, unit } = itemFromTokens(end >= 0 ? span.slice(0, end) : span);
  // "2 lbs": an amount with no line named
  if (!item || (quantity !== undefined && quantity <= 0) || (!item.includes(' ') && normalizeUnit(item))) return null;
  if (span.some((t) => isLemma(t, ...SETTINGS) || is(t, ...SETTINGS))) return null;
  // "… to my list x4": the list itself is no line of it (the count is the add's, intents/grocery.ts)
  if (/^(?:(?:grocery|shopping)\s+)?list$/i.test(item.trim())) return null;
  return { type: 'setGroceryQuantity', item, ...(quantity !== undefined ? { quantity } : {}), ...(unit ? { unit } : {}) };
}

/** Two spans said one after the other ("two pounds" + "the ground beef"), a space between them. */
const joined = (first: readonly Token[], then: readonly Token[]): Token[] => [
  ...first,
  ...then.map((t, i) => (i === 0 ? { ...t, space: true } : t)),
];

/** A line with the amount it should have; null when the span says no amount. */
export function setLine(span: readonly Token[]): SetQuantity | null {
  const line = lineFrom(span);
  return line && line.quantity !== undefined ? { ...line, quantity: line.quantity } : null;
}

/** Where an amount said last in a clause starts ("… to 3 lbs", "… a dozen", "… 18 please"); -1 when it ends with none. */
function lastAmountAt(tokens: readonly Token[], from: number): number {
  let end = tokens.length;
  while (end > from && (tokens[end - 1].kind === 'punct' || is(tokens[end - 1], 'please', 'thanks', 'instead', 'now', 'then'))) end--;
  for (let i = end - 1; i >= from && i >= end - 4; i--) {
    const amount = amountAt(tokens, i);
    if (!amount) continue;
    // the rest is the amount's own words: a unit, "dozen", "of"
    const after = tokens.slice(i + amount.length, end);
    // (a unit may be tagged a verb: "one block")
    if (after.length <= 2 && !after.some((t) => (t.pos === 'VERB' && !normalizeUnit(t.norm)) || is(t, 'for', 'on', 'in'))) {
      // "half a dozen": the amount starts at "half"
      return is(tokens[i - 1], 'half') ? i - 1 : i;
    }
  }
  return -1;
}

/**
 * Where a reason said after the amount starts ("… 3 bags i have a party", "… 18 cos we're baking"): the words from
 * there tell why and name no line. The clause's length when none.
 */
function reasonAt(tokens: readonly Token[], start: number): number {
  // (a line's amount times as much is an amount too: "double the turkey we have people coming saturday")
  const amount = tokens.findIndex((t, i) => i >= start && (numberOf(t) !== undefined || TIMES[t.norm] !== undefined));
  if (amount < 0) return tokens.length;
  const at = tokens.findIndex((t, i) => i > amount && (is(t, ...REASON_OPENERS) || is(t, ...REASON_SUBJECTS)));
  return at < 0 ? tokens.length : at;
}

/**
 * Which way "by" moves a line, from the words before it ("increase …", "bump … up", "take … down"); null when they
 * do not say (then it is asked, never guessed: "change the milk by one").
 */
function byChange(before: readonly Token[]): 'more' | 'less' | null {
  const { raise, lower } = amountWords();
  if (before.some((t) => is(t, 'down'))) return 'less';
  if (before.some((t) => is(t, 'up'))) return 'more';
  if (before.some((t) => isLemma(t, ...raise) || is(t, ...raise))) return 'more';
  if (before.some((t) => isLemma(t, ...lower) || is(t, ...lower))) return 'less';
  return null;
}

/**
 * "rice x2 now", "eggs x 4": a line named, then how many of it in the shorthand of a receipt — the line set to
 * that many. Only a name of nouns before it ("add rice x2" is an add, read by the grammar).
 */
function shorthandCount(tokens: readonly Token[], v: number): SetQuantity | null {
  let end = tokens.length;
  // (the words around an amount after it add nothing: "oats x2 then", "eggs x4 pls")
  while (end > v && (tokens[end - 1].kind === 'punct' || AROUND_AMOUNT.has(tokens[end - 1].norm))) end--;
  const glued = /^x(\d{1,3})$/.exec(tokens[end - 1]?.norm ?? '');
  const apart = is(tokens[end - 2], 'x') && numberOf(tokens[end - 1]) !== undefined;
  const count = glued ? Number(glued[1]) : apart ? numberOf(tokens[end - 1]) : undefined;
  const name = tokens.slice(v, end - (glued ? 1 : 2)).filter((t) => !is(t, 'the', 'my', 'our') && t.text !== '-');
  if (count === undefined || !(count > 0) || !name.length || name.some((t) => !['NOUN', 'PROPN', 'ADJ'].includes(t.pos))) return null;
  const line = lineFrom(name);
  return line && line.quantity === undefined ? { ...line, quantity: count } : null;
}

/** A quantity correction in one clause (a request or a statement, never a question); null when none. */
export function quantityCorrection(clause: readonly Token[], start: number, correcting = false): SetQuantity | null {
  const tokens = clause.slice(0, reasonAt(clause, start));
  // "make it 1300 cals": a calorie goal, never a line called "cals"
  if (findMeal(tokens) || findDay(tokens) || tokens.some((t) => isLemma(t, 'calorie', 'kcal', 'cal', 'cals'))) return null;
  const by = changeBy(tokens, start);
  if (by) return by;
  // "i need 5 bananas not 3", "four apples rather than two", "eggs 18 not 12", "make it 3 not 2 bananas": the amount
  // said last before "not", up to "not"; the line named there, else before the amount, else after the amount corrected
  // ("… four, not just the one": the amount put right may come after "just"/"only" and "the")
  const notJust = (i: number) => 1 + (is(tokens[i + 1], 'just', 'only') ? 1 : 0);
  const marker = (i: number) =>
    is(tokens[i], 'not')
      ? notJust(i) + (is(tokens[i + notJust(i)], 'the') && is(tokens[i + notJust(i) + 1], 'one') ? 1 : 0)
      : (is(tokens[i], 'rather') && is(tokens[i + 1], 'than')) || (is(tokens[i], 'instead') && is(tokens[i + 1], 'of'))
        ? 2
        : 0;
  const not = tokens.findIndex((_, i) => i > start && marker(i) > 0 && isAmount(tokens[i + marker(i)]));
  if (not > 0) {
    let from = -1;
    for (let i = not - 1; i >= start; i--)
      if (numberOf(tokens[i]) !== undefined || (isAmount(tokens[i]) && !is(tokens[i], 'a', 'an'))) {
        from = i;
        break;
      }
    if (from < 0) return null;
    const said = setLine(tokens.slice(from, not));
    if (said) return said;
    const amount = tokens.slice(from, not).filter((t) => t.kind !== 'punct');
    const wrong = not + marker(not);
    // (the words after the amount put right, up to the clause's end: "… rather than five, thank you")
    const rest = tokens.slice(wrong + (amountAt(tokens, wrong)?.length ?? 1));
    const stop = rest.findIndex((t) => t.kind === 'punct' && t.text !== '-');
    const named = (stop < 0 ? rest : rest.slice(0, stop)).filter((t) => !is(t, 'please', 'thanks'));
    const before = tokens
      .slice(start, from)
      .filter(
        (t) =>
          t.kind !== 'punct' &&
          !isLemma(t, ...SETTING, 'need', 'want', 'get', 'like', 'love', 'prefer') &&
          !is(t, ...OPENERS, 'it', 'that', 'i', 'we', 'to', 'the', 'only', 'be', 'should', 'must', 'will', 'needs'),
      );
    return (named.length ? setLine(joined(amount, named)) : null) ?? (before.length ? setLine(joined(amount, before)) : null);
  }
  // "make that 2 gallons of milk", "make it 5 bananas", "change that to 3 avocados"
  let v = start;
  while (is(tokens[v], ...OPENERS) || (is(tokens[v], 'can', 'could', 'would', 'will') && is(tokens[v + 1], 'you')))
    v += is(tokens[v + 1], 'you') ? 2 : 1;
  // "i think we need triple the limes", "i reckon 2 bags will do": the hedge is no part of the ask
  if (is(tokens[v], 'i') && isLemma(tokens[v + 1], 'think', 'guess', 'reckon', 'suppose')) v += 2;
  const shorthand = shorthandCount(tokens, v);
  if (shorthand) return shorthand;
  if (isLemma(tokens[v], 'make', 'change', 'update', 'set') && is(tokens[v + 1], 'that', 'it', 'those', 'them', 'this')) {
    const from = is(tokens[v + 2], 'to', 'into') ? v + 3 : v + 2;
    return isAmount(tokens[from]) ? setLine(tokens.slice(from)) : null;
  }
  // "oops i meant 4 limes", "meant 2 gallons of milk": the amount just said put right
  const meant = is(tokens[v], 'i') && isLemma(tokens[v + 1], 'mean') ? v + 2 : isLemma(tokens[v], 'mean') ? v + 1 : -1;
  if (meant > 0) {
    const from = is(tokens[meant], 'to') && isLemma(tokens[meant + 1], 'say', 'add', 'put', 'get') ? meant + 2 : meant;
    return isAmount(tokens[from]) && !is(tokens[from], 'a', 'an') ? setLine(tokens.slice(from)) : null;
  }
  // "double the rice", "halve the chicken", "can you triple the eggs", "twice as much rice", "cut the chicken in half":
  // the line's amount times as much
  // ("we need twice as much rice", "i need double the eggs": the same, said as what is needed)
  const m =
    is(tokens[v], 'i', 'we') &&
    isLemma(tokens[v + 1], 'need', 'want') &&
    (TIMES[tokens[v + 2]?.norm ?? ''] !== undefined || is(tokens[v + 2], 'twice'))
      ? v + 2
      : v;
  const asMuch = is(tokens[m + 1], 'as') && is(tokens[m + 2], 'much', 'many') ? 3 : 0;
  const inHalf = isLemma(tokens[m], 'cut', 'split') && tokens.findIndex((t, i) => i > m && is(t, 'in') && is(tokens[i + 1], 'half'));
  const times =
    inHalf && inHalf > 0
      ? 0.5
      : asMuch
        ? { twice: 2, half: 0.5, double: 2, triple: 3 }[tokens[m]?.norm ?? '']
        : TIMES[tokens[m]?.norm ?? ''];
  if (times !== undefined && (asMuch || (inHalf && inHalf > 0) || tokens[m].norm !== 'half' || is(tokens[m + 1], 'the', 'my', 'our'))) {
    // ("double the eggs this week", "… for the party": the line's name ends there)
    const after = tokens.findIndex((t, i) => i > m + 1 && is(t, 'this', 'next', 'for', 'every', 'because', 'since'));
    const end = inHalf && inHalf > 0 ? inHalf : after > 0 ? after : tokens.length;
    const named = tokens.slice(m + (asMuch || 1), end).filter((t) => !is(t, 'the', 'my', 'our', 'on', 'list', 'grocery', 'shopping', 'it'));
    // "double the amount of rice": the rice
    const of = named.findIndex((t, i) => is(t, 'of') && named.slice(0, i).some((w) => is(w, ...AMOUNT_OF)));
    const line = lineFrom(of >= 0 ? named.slice(of + 1) : named);
    return line && line.quantity === undefined ? { ...line, quantity: times, change: 'times' } : null;
  }
  // "sorry, 4 limes", "i said 4 limes", "just one bag of spinach please": an amount and a line said as a correction
  const corrected =
    correcting || tokens.slice(0, v).some((t) => is(t, 'sorry', 'oops', 'whoops', 'no', 'wait', 'actually', 'just', 'only'));
  const opened = is(tokens[v], 'i') && isLemma(tokens[v + 1], 'say') ? v + 2 : is(tokens[v], 'only') ? v + 1 : corrected ? v : -1;
  // "actually i need 3 lemons", "sorry, we want half a dozen eggs": what is needed, said as a correction, is the
  // line's amount (a set, never an add on top of the line there)
  const needed =
    is(tokens[v], 'i', 'we') && isLemma(tokens[v + 1], 'need', 'want') ? v + 2 : isLemma(tokens[v], 'need', 'want') ? v + 1 : -1;
  const dozen = is(tokens[needed], 'a', 'an') && is(tokens[needed + 1], 'dozen', 'couple');
  if (corrected && needed > 0 && isAmount(tokens[needed]) && (dozen || !is(tokens[needed], 'a', 'an'))) {
    const line = setLine(tokens.slice(needed));
    if (line) return line;
  }
  // ("just the one loaf of bread": the one)
  const said = opened >= 0 && is(tokens[opened], 'the') && is(tokens[opened + 1], 'one') ? opened + 1 : opened;
  if (said >= 0 && isAmount(tokens[said]) && !is(tokens[said], 'a', 'an')) {
    const line = setLine(tokens.slice(said));
    if (line) return line;
  }
  // "change the bananas to 5", "set milk to 2 gallons", "make the eggs a dozen", "bump the chicken up to 3 lbs"
  // ("take the bananas down to 2", "bring the milk down by one": a verb that sets an amount only with its up or down)
  const upOrDown = isLemma(tokens[v], 'take', 'bring', 'turn', 'dial') && tokens.some((t, i) => i > v + 1 && is(t, 'up', 'down'));
  if (isLemma(tokens[v], ...SETTING) || upOrDown) {
    const at = lastAmountAt(tokens, v + 2);
    if (at > 0) {
      // "increase the milk by one", "take the bananas down by 2": moved by the amount, up or down as the verb says
      const by = is(tokens[at - 1], 'by') ? byChange(tokens.slice(v, at - 1)) : undefined;
      if (by === null) return null;
      let name = tokens.slice(v + 1, at).filter((t) => !is(t, 'to', 'up', 'down', 'into', 'by') && t.kind !== 'punct');
      // "the quantity of apples": the apples
      const of = name.findIndex((t, i) => is(t, 'of') && name.slice(0, i).some((w) => is(w, ...AMOUNT_OF)));
      if (of >= 0) name = name.slice(of + 1);
      // the amount said, then the line's name: "5 bananas", "2 gallons milk"
      const amount = tokens.slice(at).filter((t) => t.kind !== 'punct' && !is(t, 'please', 'thanks', 'instead', 'now', 'then'));
      // "set cals to 2k", "change protein to 150": a goal, never a line of the list
      if (findMeasures(name).length || hasLemma(name, 'budget', 'goal', 'target')) return null;
      const line = name.length ? setLine(joined(amount, name)) : null;
      return line && by ? { ...line, change: by } : line;
    }
  }
  // "the eggs should be 18", "milk needs to be 2 gallons"
  const be = tokens.findIndex((t, i) => i > start && is(t, 'be') && is(tokens[i - 1], 'should', 'to', 'will', 'must'));
  if (be > 0) {
    const at = lastAmountAt(tokens, be + 1);
    const name = tokens.slice(v, be).filter((t) => !is(t, 'should', 'needs', 'need', 'to', 'will', 'must'));
    if (at === be + 1 && name.length && !name.some((t) => t.pos === 'PRON')) return setLine(joined(tokens.slice(at), name));
  }
  // "i only need 2 onions", "we just need 3 bananas": the amount of a line, said as what is needed
  const only = is(tokens[v], 'i', 'we') ? v + 1 : v;
  // ("just need 2 onions actually": the "just" read as an opener before the verb)
  const justSaid = isLemma(tokens[v], 'need', 'want') && tokens.slice(0, v).some((t) => is(t, 'only', 'just'));
  if ((is(tokens[only], 'only', 'just') && isLemma(tokens[only + 1], 'need', 'want')) || justSaid) {
    const from = justSaid ? v + 1 : only + 2;
    return isAmount(tokens[from]) && !is(tokens[from], 'a', 'an') ? setLine(tokens.slice(from)) : null;
  }
  return null;
}
