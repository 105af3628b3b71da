/**
 * A message's clauses and their mood, from sentence structure: a question (a question word first, an
 * auxiliary before its subject — "is my…", "can I…", "do we…" —, an embedded question "I wonder
 * what…", a question mark), a request (a verb first, "please…", "can you…", "could you…"), or a
 * statement ("I'm allergic to…", "we're out of…"). A question is answered, never acted on.
 */
import { is, isLemma } from './entities.js';
import type { Token } from './tokens.js';
import { QUESTION_WORDS } from '../lexicon/question-words.js';

export type Mood = 'question' | 'request' | 'statement' | 'fragment';

export interface Clause {
  tokens: Token[];
  mood: Mood;
  /** Where the clause's own words start (after "so", "ok", "please", "hey"). */
  start: number;
}

export const WH_WORDS = ['what', 'which', 'how', 'when', 'where', 'who', 'whose', 'why'];
export const AUXILIARIES = [
  'is',
  'are',
  'am',
  'was',
  'were',
  'be',
  'do',
  'does',
  'did',
  'can',
  'could',
  'should',
  'shall',
  'may',
  'might',
  'have',
  'has',
  'will',
  'would',
  'must',
];
const SUBJECTS = [
  'i',
  'you',
  'we',
  'my',
  'our',
  'your',
  'the',
  'this',
  'that',
  'these',
  'it',
  'there',
  'they',
  'he',
  'she',
  'a',
  'an',
  'any',
  'anything',
  'something',
  'everything',
  'all',
  'some',
  'me',
];
/** Words a clause may open with that do not change what it is. */
const OPENERS = [
  'so',
  'ok',
  'okay',
  'hey',
  'um',
  'uh',
  'well',
  'also',
  'and',
  'but',
  'then',
  'oh',
  'just',
  'now',
  'hmm',
  'actually',
  'right',
  'alright',
  'quick',
  'question',
  // (a slip owned before the request: "oops remove that", "sorry, wait, take it off")
  'oops',
  'sorry',
  'wait',
  'ah',
  'nvm',
];
/** Verbs a request opens with (the assistant's own vocabulary, by lemma). */
export const REQUEST_VERBS = [
  'add',
  'put',
  'include',
  'throw',
  'stick',
  'pop',
  'buy',
  'get',
  'grab',
  'pick',
  'remove',
  'delete',
  'take',
  'drop',
  'cross',
  'scratch',
  'erase',
  'clear',
  'check',
  'tick',
  'uncheck',
  'untick',
  'mark',
  'swap',
  'replace',
  'change',
  'switch',
  'substitute',
  'exchange',
  'trade',
  'set',
  'update',
  'alter',
  'modify',
  'amend',
  'make',
  'lower',
  'raise',
  'increase',
  'decrease',
  'reduce',
  'bump',
  'cut',
  'generate',
  'create',
  'build',
  'plan',
  'start',
  'redo',
  'use',
  'show',
  'tell',
  'give',
  'list',
  'suggest',
  'recommend',
  'find',
  'search',
  'look',
  'read',
  'order',
  'deliver',
  'pay',
  'cancel',
  'ignore',
  'keep',
  'avoid',
  'help',
  'remind',
  'let',
  'go',
  'reset',
  'modify',
  'edit',
  'save',
  'store',
  'note',
  'forget',
  'unmark',
  'shop',
  'cook',
  'prepare',
];

const isAux = (t: Token | undefined) => t !== undefined && (AUXILIARIES.includes(t.norm) || (t.pos === 'AUX' && t.norm !== "'s"));
const isSubject = (t: Token | undefined) =>
  t !== undefined && (SUBJECTS.includes(t.norm) || t.pos === 'PRON' || t.pos === 'PROPN' || t.pos === 'NOUN' || t.pos === 'DET');

/** Index of the first word of a clause that carries meaning. */
export function openingOf(tokens: readonly Token[]): number {
  let i = 0;
  while (i < tokens.length - 1 && (is(tokens[i], ...OPENERS) || tokens[i].kind === 'punct' || noBeforeRequest(tokens, i))) i++;
  return i;
}

/**
 * "no remove that", "nah, take it off", "wait no delete it": a no that takes back what was just done, before the
 * request that says how — an opener, never a food kept out ("no cheese", "no more rice" stay a dislike's words).
 */
function noBeforeRequest(tokens: readonly Token[], i: number): boolean {
  if (!is(tokens[i], 'no', 'nah', 'nope')) return false;
  let j = i + 1;
  while (tokens[j]?.kind === 'punct') j++;
  // (the verbs that put right what was just done; after "no" the tagger may read them as nouns: "no remove that")
  return is(tokens[j], ...TAKING_BACK);
}

/** Verbs that put right what was just done, said after a no. */
const TAKING_BACK = [
  'remove',
  'delete',
  'drop',
  'scratch',
  'scrap',
  'ditch',
  'erase',
  'take',
  'get',
  'undo',
  'change',
  'swap',
  'put',
  'add',
  'make',
];

/** "can you…", "could you please…", "would you…", "will you…": a request said politely; where its verb is, else -1. */
export function politeVerbAt(tokens: readonly Token[], at: number): number {
  let i = at;
  if (is(tokens[i], 'please')) i++;
  // "…, if you could change that": the request said as a wish, after what was told
  if (is(tokens[i], 'if') && is(tokens[i + 1], 'you', 'u') && is(tokens[i + 2], 'could', 'can', 'would')) {
    const verb = is(tokens[i + 3], 'please', 'just', 'kindly') ? i + 4 : i + 3;
    return isLemma(tokens[verb], ...REQUEST_VERBS) ? verb : -1;
  }
  // as a speaker of another language may put it: "please you add eggs", "you can remove the butter", "you please put…"
  if (is(tokens[i], 'you')) {
    let j = i + 1;
    if (is(tokens[j], 'can', 'could', 'will', 'please', 'kindly')) j++;
    if (is(tokens[j], 'please', 'kindly')) j++;
    return j > i + 1 || i > at ? (isLemma(tokens[j], ...REQUEST_VERBS) ? j : -1) : -1;
  }
  if (!is(tokens[i], 'can', 'could', 'would', 'will') || !is(tokens[i + 1], 'you')) return -1;
  i += 2;
  if (is(tokens[i], 'please', 'just', 'also', 'kindly')) i++;
  return i < tokens.length ? i : -1;
}

/** Whether a clause is asked: its structure, not its words alone. */
function moodOf(tokens: readonly Token[], start: number): Mood {
  const first = tokens[start];
  const last = [...tokens].reverse().find((t) => t.kind !== 'punct' || t.text === '?');
  const asked = last?.text === '?';
  if (!first) return 'fragment';
  // Politeness alone after a comma (", please?") asks nothing: the clause before says what is wanted.
  if (tokens.every((t) => t.kind === 'punct' || is(t, 'please', 'pls', 'kindly', 'thanks', 'thank', 'you'))) return 'fragment';
  if (politeVerbAt(tokens, start) >= 0) return 'request';
  if (is(first, ...WH_WORDS)) return 'question';
  // An auxiliary before its subject: "is my plan…", "do I…", "can we…", "will I be…"
  // ("do things" is a request: "do" asks only before a pronoun, a determiner or a name, "do I…", "does my…", "does tuesday…")
  const second = tokens[start + 1];
  const doAsks =
    !is(first, 'do', 'does', 'did') ||
    (second !== undefined && (SUBJECTS.includes(second.norm) || second.pos === 'PRON' || second.pos === 'PROPN' || second.pos === 'DET'));
  // "could it be 3 instead?", "can the eggs be 18": an amount asked of a thing already spoken of is a change asked softly
  if (is(first, 'can', 'could') && amountAskedAt(tokens, start + 1)) return 'request';
  if (isAux(first) && isSubject(second) && !is(first, 'have', 'has') && doAsks) return 'question';
  if (is(first, 'have', 'has') && is(tokens[start + 1], 'i', 'we', 'you', 'my', 'the', 'it', 'that', 'this', 'they')) return 'question';
  // British "has tuesday dinner got nuts in it", "have the kids got…": the "got" after the subject asks
  if (is(first, 'have', 'has') && isSubject(second) && tokens.slice(start + 2, start + 5).some((t) => is(t, 'got'))) return 'question';
  // "any nuts in my plan?", "anything with tomatoes this week"
  if (is(first, 'any', 'anything') && start === 0) return 'question';
  // "got any lentils in the house", "got enough eggs": asked, the "do you" left out
  if (is(first, 'got') && is(tokens[start + 1], 'any', 'anything', 'enough')) return 'question';
  // An embedded question: "I wonder what…", "I'd like to know…", "remind me what…", "tell me if…"
  for (let i = start; i < tokens.length - 1; i++) {
    if (isLemma(tokens[i], 'wonder', 'wondering', 'curious') || (is(tokens[i], 'know') && i > start)) return 'question';
    if (is(tokens[i], 'remind', 'tell') && is(tokens[i + 1], 'me') && is(tokens[i + 2], ...WH_WORDS, 'if', 'whether')) return 'question';
  }
  if (asked || endsInChoice(tokens) || orAsks(tokens, start)) return 'question';
  if (is(first, 'please', 'pls', 'kindly', "let's", 'lets')) return 'request';
  if (isLemma(first, ...REQUEST_VERBS) && !is(tokens[start + 1], 'is', 'are')) return 'request';
  if (is(first, 'i', 'we', 'my', 'our', 'me') || first.pos === 'PRON') return 'statement';
  return 'fragment';
}

/** What a person's settings are called: a figure asked of one is no line's amount. */
const SETTINGS = ['budget', 'goal', 'calorie', 'calories', 'cals', 'kcal', 'protein', 'carbs', 'fat', 'target', 'limit'];

/** "it be 3", "the eggs be 18", "that be two bags": up to three words of what, "be", and a figure. */
function amountAskedAt(tokens: readonly Token[], at: number): boolean {
  const be = tokens.findIndex((t, i) => i >= at && i <= at + 3 && is(t, 'be'));
  const what = tokens.slice(at, be);
  // (a setting's figure asked, "can my budget be 45", is asked back, never set: goals.ts)
  if (what.some((t) => isLemma(t, ...SETTINGS))) return false;
  return be > at && what.every((t) => t.kind === 'word') && /^\d+(?:\.\d+)?$/.test(tokens[be + 1]?.text ?? '');
}

const CHOICE_TAGS = QUESTION_WORDS.choiceTags.map((tag) => tag.split(' '));

/**
 * "need eggs this week or nah", "still gotta buy rice, yes or no": a choice offered at the end of a clause asks it,
 * with or without its question mark (lexicon/question-words.json, choiceTags). Where the choice starts, else -1.
 */
export function choiceAt(tokens: readonly Token[]): number {
  const words = tokens.map((t, i) => ({ t, i })).filter(({ t }) => t.kind !== 'punct' && t.pos !== 'SYM');
  const tag = CHOICE_TAGS.find(
    (tag) => tag.length < words.length && tag.every((w, k) => words[words.length - tag.length + k].t.norm === w),
  );
  return tag ? words[words.length - tag.length].i : -1;
}

/** Whether a clause ends in a choice offered ("… or not", "… yes or no"): asked. */
export const endsInChoice = (tokens: readonly Token[]): boolean => choiceAt(tokens) >= 0;

/** "is rice at home or do i need to get some": a second choice asked after "or", an auxiliary before its subject. */
const orAsks = (tokens: readonly Token[], start: number) =>
  tokens.some((t, i) => i > start && is(t, 'or') && isAux(tokens[i + 1]) && is(tokens[i + 2], 'i', 'we', 'you'));

/** Whether a clause starts at token i (so that a comma before it ends the one before). */
function startsClause(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  const next = tokens[i + 1];
  if (!t) return false;
  if (is(t, ...WH_WORDS, 'please', 'can', 'could', 'would')) return true;
  if (isAux(t) && isSubject(next) && !is(t, 'have', 'has')) return true;
  if (
    is(t, 'i', 'we', 'you', 'it', 'that', 'they') &&
    next &&
    (isAux(next) || next.pos === 'VERB' || next.pos === 'ADV' || is(next, 'not'))
  )
    return true;
  if (is(t, 'any') && is(next, 'ideas', 'idea', 'suggestions', 'thoughts')) return true;
  // ("…, if you could change that": a request said as a wish)
  if (is(t, 'if') && is(next, 'you', 'u') && is(tokens[i + 2], 'could', 'can', 'would')) return true;
  return false;
}

/** Where a clause ends inside a sentence: ". ? ! ; : —", a spaced dash, a comma before a new clause, or "is my plan" run on. */
function endsBefore(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  if (t.kind !== 'punct') {
    // "im allergic to fish is my plan safe": an auxiliary and a subject that is the plan, run on without a comma.
    if (i > 1 && isAux(t) && is(tokens[i + 1], 'my', 'the', 'this') && is(tokens[i + 2], 'plan', 'week', 'menu', 'meals', 'meal', 'list'))
      return true;
    return runOnQuestion(tokens, i);
  }
  return false;
}

/**
 * "my son has eczema should we drop dairy", "we eat late do we need a bigger lunch": an auxiliary before "i" or "we" after a
 * statement, run on without a comma, asks a question of its own — not inside a question ("how much should i eat"), nor
 * after "if", "to" or another auxiliary ("i wonder if i should", "is it ok to").
 */
function runOnQuestion(tokens: readonly Token[], i: number): boolean {
  if (i < 2 || !isAux(tokens[i]) || is(tokens[i], 'have', 'has', 'be', 'was', 'were', 'am') || !is(tokens[i + 1], 'i', 'we')) return false;
  let from = i;
  while (from > 0 && tokens[from - 1].kind !== 'punct') from--;
  const before = tokens.slice(from, i);
  if (before.length < 2 || before.some((w) => is(w, ...WH_WORDS, 'if', 'whether', 'wonder', 'wondering', 'know', 'than'))) return false;
  const last = before[before.length - 1];
  return !isAux(last) && !is(last, 'to', 'and', 'or', 'that', 'so', 'i', 'we', 'you', 'not');
}

const HARD_STOPS = new Set(['.', '?', '!', ';', ':', '—', '–', '…']);

/** The message's clauses, each with its mood. */
export function clausesOf(tokens: readonly Token[]): Clause[] {
  const clauses: Token[][] = [[]];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const current = clauses[clauses.length - 1];
    if (endsBefore(tokens, i) && current.length) clauses.push([]);
    clauses[clauses.length - 1].push(t);
    const hard = HARD_STOPS.has(t.text) || (t.text === '-' && t.space && tokens[i + 1]?.space);
    if (hard || (t.text === ',' && startsClause(tokens, openingOf(tokens.slice(i + 1)) + i + 1))) clauses.push([]);
  }
  // "sorry, i'm allergic to sesame", "ok so, we're out of rice": a clause of openers alone opens the one after it
  const merged: Token[][] = [];
  for (const c of clauses.filter((c) => c.some((t) => t.kind !== 'punct'))) {
    const before = merged[merged.length - 1];
    if (before && opensOnly(before)) before.push(...c);
    else merged.push(c);
  }
  return merged.map((c) => {
    const start = openingOf(c);
    return { tokens: c, mood: moodOf(c, start), start };
  });
}

/** Whether words are openers alone ("sorry,", "ok so", "um"): they open what follows and say nothing of their own. */
export const opensOnly = (tokens: readonly Token[]): boolean => tokens.every((t) => t.kind === 'punct' || is(t, ...OPENERS));

/** A statement said with a question's mark, unsure of itself ("i think i got the pasta already?"): asked of nothing. */
export const unsureStatement = (c: Clause): boolean =>
  c.mood === 'question' &&
  moodOf(
    c.tokens.filter((t) => t.text !== '?'),
    c.start,
  ) === 'statement';

/**
 * The mood of a whole message: a question when any clause asks; else the mood of its first clause. A statement said
 * unsure of itself beside a request made politely asks nothing: "i think we're out? could you add some" is the request.
 */
export function messageMood(clauses: readonly Clause[]): Mood {
  const polite = clauses.some((c) => c.mood === 'request' && politeVerbAt(c.tokens, c.start) >= 0);
  if (clauses.some((c) => c.mood === 'question' && !(polite && unsureStatement(c)))) return 'question';
  if (polite && clauses.some(unsureStatement)) return 'request';
  return clauses[0]?.mood ?? 'fragment';
}
