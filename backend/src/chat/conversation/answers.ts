/**
 * A message read as the answer to what the assistant asked just before (state.ts `pending`): a yes makes the
 * change it asked about; a no changes nothing; another day or meal ("no, thursday") asks for the same change
 * there; a pick among things that matched ("the cheddar", "2", "the second", "both") completes the action it
 * held back. Anything else is no answer, and the message is read on its own. Pure, over the embedded
 * assistant's tokens.
 */
import { is, isDayWord, isLemma, isMealWord } from '../embedded/entities.js';
import { joinTokens, tokenize, type Token } from '../embedded/tokens.js';
import { words } from '../../kitchen/words.js';
import { ORDINALS } from './references.js';
import type { Pending } from './state.js';
import {
  AROUND_ANSWER,
  AROUND_REST,
  FIRM_YES_WORDS,
  NO_PHRASES,
  NO_WORDS,
  phraseAt,
  REST_OF_OPTIONS,
  YES_PHRASES,
  YES_WORDS,
} from '../lexicon/conversation-words.js';

export type PendingAnswer =
  /** Read this message instead (the request a yes confirms, or said again of another day). */
  | { kind: 'message'; text: string }
  /** Carry out this action (a pick completed it); `chosen`: the one option picked; `other`: picked as "the other one". */
  | { kind: 'action'; action: { type: string } & Record<string, unknown>; chosen?: number; other?: boolean }
  | { kind: 'cancel' }
  /** Asked again among fewer options ("the other one" after a pick of three): the question, and what it waits for. */
  | { kind: 'ask'; question: string; pending: Pending };

/**
 * A word as said, or stretched out ("yesss", "nooo", "pleaseee") read as the word; the spelling step may have left a
 * stretched word's last letter doubled ("yess").
 */
const squeezed = (w: string) => {
  const once = w.replace(/(.)\1{2,}/gu, '$1');
  return [w, once, w.replace(/(.)\1{2,}/gu, '$1$1'), w.replace(/(.)\1$/u, '$1')];
};
const isOf = (set: ReadonlySet<string>) => (w: string) => squeezed(w).some((x) => set.has(x));
const isYes = isOf(YES_WORDS);
const isNo = isOf(NO_WORDS);
const isAround = isOf(AROUND_ANSWER);

/** Words of a pick that are not the thing picked ("the cheddar one please", "i meant number 2"). */
const PICK_WORDS = new Set(
  'the a an one ones please i mean meant want wanted said just only ok okay yes yeah yep it them that this number option # no not pick choose go with thanks lol sorry oh um my on from of line item'.split(
    ' ',
  ),
);
const ALL = new Set(['both', 'all', 'every', 'each', 'either']);

const wordsOf = (tokens: readonly Token[]) => tokens.filter((t) => t.kind !== 'punct').map((t) => t.norm);

/** The words with each run of `phrases` in them taken out; whether any was. */
function withoutPhrases(said: readonly string[], phrases: readonly (readonly string[])[]): { rest: string[]; found: boolean } {
  let rest = [...said];
  let found = false;
  for (const phrase of phrases)
    for (let at = phraseAt(rest, phrase); at >= 0; at = phraseAt(rest, phrase)) {
      rest = [...rest.slice(0, at), ...rest.slice(at + phrase.length)];
      found = true;
    }
  return { rest, found };
}

/** "yes", "ok do it", "sure thing", "yeah why not", "👍" → 'yes'; "no", "nah leave it", "never mind", "i'm good" → 'no'; else null. */
export function yesOrNo(tokens: readonly Token[]): 'yes' | 'no' | null {
  const all = wordsOf(tokens);
  if (!all.length) return null;
  // phrases first: "why not" is a yes though "not" alone says no; "no need", "i'm good" a no though "good" says yes
  const noPhrase = withoutPhrases(all, NO_PHRASES);
  const yesPhrase = withoutPhrases(noPhrase.rest, YES_PHRASES);
  const w = yesPhrase.rest;
  const no = noPhrase.found || w.some(isNo);
  const yes = yesPhrase.found || w.some(isYes);
  if (!w.every((x) => isYes(x) || isNo(x) || isAround(x))) return null;
  // "not", "never" and "n't" with a yes word are still a no ("don't do it", "not right now").
  if (no || w.includes("n't")) return 'no';
  // "ok thanks", "great, thank you": thanks for the answer, not a yes to the change.
  if (all.some((x) => x === 'thanks' || x === 'thank') && !yesPhrase.found && !w.some(isOf(FIRM_YES_WORDS))) return null;
  return yes ? 'yes' : null;
}

/** What follows a yes that opens a message ("sure, add it" → add it; "ok put rice on the list"), or null when none opens it. */
export function afterYes(tokens: readonly Token[]): Token[] | null {
  let at = 0;
  while (at < tokens.length && (tokens[at].kind === 'punct' || isYes(tokens[at].norm))) at++;
  return at > 0 && at < tokens.length ? tokens.slice(at) : null;
}

/** The words of a message that are not a yes or a no before it ("no, thursday" → thursday). */
const withoutYesNo = (tokens: readonly Token[]) => tokens.filter((t) => t.kind !== 'punct' && !isYes(t.norm) && !isNo(t.norm));

/** Words around a day or a meal said alone: "thursday's", "on friday instead", "for lunch then". */
const AROUND_DAY = new Set([
  "'s",
  'on',
  'for',
  'the',
  'one',
  'instead',
  'then',
  'please',
  'i',
  'mean',
  'meant',
  'make',
  'it',
  'do',
  'actually',
]);

/**
 * The message before said again of the day or meal of this one ("swap thursday dinner…" and "tuesday's" → "swap
 * tuesday dinner…"), when this one says only a day and/or a meal; null otherwise, or when there is nothing to replace.
 */
export function saidAgainOf(tokens: readonly Token[], before: string): string | null {
  const rest = tokens.filter((t) => t.kind !== 'punct' && !AROUND_DAY.has(t.norm));
  if (!rest.length || !rest.every((t) => isDayWord(t) || isMealWord(t))) return null;
  const day = rest.find(isDayWord);
  const meal = rest.find(isMealWord);
  const said = tokenize(before);
  const again = said.map((t) => {
    const by = isDayWord(t) ? day : isMealWord(t) ? meal : undefined;
    return by ? { ...t, text: by.text, norm: by.norm, lemma: by.lemma } : t;
  });
  const dayAt = said.findIndex(isDayWord);
  const mealAt = said.findIndex(isMealWord);
  if (dayAt < 0 && mealAt < 0) return null;
  // A day said of a meal asked with none ("…out of dinner" and "tuesday"): the day goes before the meal; a meal after the day.
  if (day && dayAt < 0) again.splice(mealAt, 0, { ...day, space: true });
  else if (meal && mealAt < 0) again.splice(dayAt + 1, 0, { ...meal, space: true });
  return joinTokens(again);
}

/**
 * A swap asked about answered with its day or meal and a wish: "thursday, something with chicken" after "did you
 * mean to swap today's dinner?" is "swap thursday dinner for something with chicken"; null when the answer names
 * no day or meal, says nothing more, or what was asked is no swap.
 */
export function swapWithWish(tokens: readonly Token[], request: string, agreed = false): string | null {
  const asked = tokenize(request);
  if (!is(asked[0], 'swap')) return null;
  // a yes keeps the day asked about; else the answer names its own
  const day = tokens.find(isDayWord) ?? (agreed ? asked.find(isDayWord) : undefined);
  const meal = tokens.find(isMealWord) ?? asked.find(isMealWord);
  const wish = tokens.filter((t) => !isDayWord(t) && !isMealWord(t) && t.kind !== 'punct' && !AROUND_WISH.has(t.norm));
  // a request of its own ("ok add it to thursday") is no wish for the swap asked about: it is read on its own
  if (!day || !meal || !wish.length || wish.some((t) => isLemma(t, ...OTHER_ACTIONS))) return null;
  return `swap ${day.norm} ${meal.norm} for ${joinTokens(wish)}`;
}

/** Verbs of another request than a swap: a message with one answers no swap asked about. */
const OTHER_ACTIONS = ['add', 'put', 'remove', 'take', 'tick', 'check', 'buy', 'delete', 'undo', 'set', 'get'];

/** Words between a day and a wish that are neither ("thursday, and make it something with chicken", "on friday pls"). */
const AROUND_WISH = new Set([
  'on',
  'for',
  'the',
  "'s",
  'and',
  'but',
  'then',
  'please',
  'pls',
  'plz',
  'make',
  'it',
  'instead',
  'i',
  'mean',
  'meant',
  'actually',
  'too',
  'also',
  'as',
  'well',
  'again',
]);

/** "keep the others", "leave the rest alone": a part of a pick that only keeps the options not picked, and picks none. */
const keepsTheRest = (part: readonly Token[]) => {
  const w = wordsOf(part);
  return w.some((x) => REST_OF_OPTIONS.has(x)) && w.every((x) => REST_OF_OPTIONS.has(x) || AROUND_REST.has(x) || PICK_WORDS.has(x));
};

/**
 * Which options a pick names: by place ("2", "the second", "the last one"), by name ("the cheddar"), by what was shown
 * beside it (`shown`: "the 8 oz one"), or all ("both").
 */
export function picked(tokens: readonly Token[], options: readonly string[], shown?: readonly string[]): number[] | null {
  const w = wordsOf(tokens);
  if (!w.length) return null;
  if (w.some((x) => ALL.has(x)) && w.every((x) => ALL.has(x) || PICK_WORDS.has(x) || x === 'of' || /^\d+$/.test(x) || x === 'three'))
    return options.map((_, i) => i);
  // "the cheddar and the swiss": each part a pick.
  const parts: Token[][] = [[]];
  for (const t of tokens) {
    if (is(t, 'and', '&', 'plus', ',', '.', ';')) parts.push([]);
    else parts[parts.length - 1].push(t);
  }
  const out: number[] = [];
  // (a part of padding only, "…, sorry", is no pick)
  for (const part of parts.filter((p) => wordsOf(p).some((x) => !PICK_WORDS.has(x)) && !keepsTheRest(p))) {
    const one = pickOne(part, options) ?? (shown ? pickOne(part, options, shown) : null);
    if (one === null) return null;
    if (!out.includes(one)) out.push(one);
  }
  return out.length ? out : null;
}

/** The one option a part names; with `shown`, its words said beside it count as its own ("the 8 oz one"). */
function pickOne(tokens: readonly Token[], options: readonly string[], shown?: readonly string[]): number | null {
  const w = wordsOf(tokens).filter((x) => !PICK_WORDS.has(x));
  if (w.length === 1) {
    const place = ORDINALS[w[0]] ?? (/^\d+$/.test(w[0]) ? Number(w[0]) - 1 : undefined);
    if (place !== undefined) {
      const at = place < 0 ? options.length + place : place;
      return at >= 0 && at < options.length ? at : null;
    }
  }
  const said = w.flatMap((x) => words(x));
  if (!said.length) return null;
  // the name of one option whole ("milk" among milk, almond milk and oat milk, as a tap sends it)
  const whole = options.flatMap((o, i) => (words(o).join(' ') === said.join(' ') ? [i] : []));
  if (whole.length === 1) return whole[0];
  const named = options.map((o, i) => new Set([...words(o), ...(shown ? words(shown[i] ?? '') : [])]));
  // A word every option shares ("cheese") does not pick one; every other word said must be in the one picked.
  const telling = said.filter((x) => named.some((n) => n.has(x)) && !named.every((n) => n.has(x)));
  if (!telling.length || telling.length < said.filter((x) => !named.every((n) => n.has(x))).length) return null;
  const matches = named.flatMap((n, i) => (telling.every((x) => n.has(x)) ? [i] : []));
  return matches.length === 1 ? matches[0] : null;
}

/** "the other one", "no the other", "i meant the other one", "wrong one, the other": the option not picked. */
function asksOther(tokens: readonly Token[]): boolean {
  const w = wordsOf(tokens);
  return (
    w.some((x) => x === 'other') &&
    w.every((x) => x === 'other' || x === 'wrong' || PICK_WORDS.has(x) || isNo(x) || isAround(x) || x === "n't")
  );
}

/** The message as the answer to what was asked, or null when it answers nothing and is read on its own. */
export function answerPending(message: string, pending: Pending | undefined): PendingAnswer | null {
  if (!pending) return null;
  const tokens = tokenize(message);
  const said = yesOrNo(tokens);
  if (pending.kind === 'confirm') {
    if (said === 'yes') return { kind: 'message', text: pending.request };
    if (said === 'no') return { kind: 'cancel' };
    // "yes but something with chicken", "sure, make it vegetarian": the swap asked about, with that wish
    const agreed = wordsOf(tokens).some((x) => isOf(FIRM_YES_WORDS)(x) || x === 'ok' || x === 'okay');
    const again = saidAgainOf(withoutYesNo(tokens), pending.request) ?? swapWithWish(withoutYesNo(tokens), pending.request, agreed);
    return again ? { kind: 'message', text: again } : null;
  }
  if (said === 'no') return { kind: 'cancel' };
  // "the other one" before any pick: which is "other" is not known, so asked again, never guessed
  if (pending.chosen === undefined && asksOther(tokens))
    return {
      kind: 'ask',
      question: `Which one: ${pending.options.slice(0, -1).join(', ')} or ${pending.options[pending.options.length - 1]}?`,
      pending,
    };
  // "no, the other one" right after a pick of two: the one not picked
  if (pending.chosen !== undefined && asksOther(tokens)) {
    if (pending.options.length === 2) {
      const other = 1 - pending.chosen;
      return { kind: 'action', action: { ...pending.action, [pending.slot]: pending.options[other] }, chosen: other, other: true };
    }
    // of three or more, "the other one" is one of the rest: asked which
    const rest = pending.options.filter((_, i) => i !== pending.chosen);
    return {
      kind: 'ask',
      question: `Which one: ${rest.slice(0, -1).join(', ')} or ${rest[rest.length - 1]}?`,
      pending: { kind: 'choose', options: rest, action: pending.action, slot: pending.slot },
    };
  }
  const picks = picked(tokens, pending.options, pending.shown);
  if (!picks) return null;
  const parts = picks.map((i) => ({ ...pending.action, [pending.slot]: pending.options[i] }));
  return {
    kind: 'action',
    action: parts.length === 1 ? parts[0] : { type: 'several', parts },
    ...(picks.length === 1 ? { chosen: picks[0] } : {}),
  };
}
