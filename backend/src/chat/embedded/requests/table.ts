/**
 * What a message says of someone else at the table (issue #24 item 6): "Sam is allergic to peanuts", "my son is
 * vegetarian now", "Alex won't be home for dinner Friday", "is Thursday dinner safe for Sam?". The person is read
 * as said — a name, or "my son"/"my daughter"/"my partner" — and found among the household's members when answered
 * (handlers in table-answers.ts); a name that is no member changes nothing. Pure: no data is read here.
 */
import type { Diet, MealType } from '../../../kitchen/vocabulary.js';
import { findDay, findDietAt, findMeal, is, isDayWord, isLemma, isMealWord, type DayRef } from '../entities.js';
import { OTHER_PEOPLE } from '../../lexicon/topics.js';
import { joinTokens, type Token } from '../tokens.js';
import { foodLexicon } from '../../lexicon/foods.js';
import { isSpanOfDays } from '../../lexicon/days.js';

/** Who a message speaks of: a name as typed, or a relation to the person ("son", "daughter", "partner", "child"). */
export type MemberRef = { name: string } | { relation: string; said: string };

/** `picked`: the member named in answer to "which member is your son?" (conversation/answers.ts fills it). */
export type TableIntent =
  /** An allergy, diet or dislike of a member: added, or taken off (`remove`). */
  | {
      type: 'memberRule';
      who: MemberRef;
      rule: 'allergy' | 'diet' | 'dislike';
      value: string;
      diet?: Diet;
      remove?: boolean;
      picked?: string;
    }
  /** Whether a planned meal (or a day) is safe for a member: read, never written. */
  | { type: 'memberSafe'; who: MemberRef; day?: DayRef; meal?: MealType; picked?: string }
  /** A member away from (or back for) a meal, or a whole day, of the week. */
  | { type: 'memberAway'; who: MemberRef; day: DayRef; meal?: MealType; away: boolean; picked?: string; days?: number[] };

/** Relations said of a partner or a child, as the member they most likely are. */
const PARTNERS = ['wife', 'husband', 'partner', 'spouse', 'boyfriend', 'girlfriend', 'bf', 'gf', 'hubby', 'fiance', 'fiancee'];
const CHILDREN = ['kid', 'child', 'baby', 'toddler', 'teen', 'teenager', 'boys', 'girls', 'twins', 'kiddos'];
/** Words that start a message but name no one. */
const NO_ONE = new Set([
  'i',
  'we',
  'you',
  'he',
  'she',
  'they',
  'it',
  'this',
  'that',
  'there',
  'here',
  'my',
  'our',
  'your',
  'the',
  'a',
  'an',
  'everyone',
  'everybody',
  'nobody',
  'someone',
  'somebody',
  'anyone',
  'what',
  'which',
  'who',
  'how',
  'when',
  'where',
  'why',
  'is',
  'are',
  'can',
  'could',
  'will',
  'would',
  'does',
  'do',
  'please',
  'pls',
  'hey',
  'hi',
  'ok',
  'okay',
  'so',
  'also',
  'and',
  'but',
  'oh',
  'well',
  'just',
  'actually',
  'btw',
  'plan',
  'list',
  'dinner',
  'lunch',
  'breakfast',
  'meal',
  'food',
  'recipe',
  'week',
  'me',
  'us',
  'let',
  'add',
  'swap',
  'remove',
  'take',
  'put',
  'make',
  'set',
  'change',
  'no',
  'not',
  'yes',
  'yeah',
  'nope',
  'thanks',
  'thank',
  'all',
  'both',
  'none',
  'each',
  'every',
  'any',
  'some',
  'is',
  'was',
  'be',
]);
/** Words after a value that are not part of it: "peanuts now", "shellfish too". */
const TAIL = new Set([
  'now',
  'too',
  'also',
  'anymore',
  'please',
  'pls',
  'again',
  'as',
  'well',
  'apparently',
  'btw',
  'then',
  'either',
  'lol',
]);

const relationOf = (t: Token | undefined): string | null => {
  if (!t) return null;
  const word =
    PARTNERS.includes(t.lemma) || PARTNERS.includes(t.norm)
      ? 'partner'
      : CHILDREN.includes(t.lemma) || CHILDREN.includes(t.norm)
        ? 'child'
        : null;
  if (word) return word;
  return OTHER_PEOPLE.includes(t.lemma) || OTHER_PEOPLE.includes(t.norm) ? t.lemma : null;
};

/** Sounds and fillers a message opens with ("hmm can you…", "ugh take the…"): never a name. */
const FILLERS = new Set(
  'hmm hm hmmm um umm uh uhh er erm ah ahh oh ooh ok okay k kk ugh argh meh yeah yes yep no nope nah hey hi hello so well also actually please pls wait oops sorry and but then still just'.split(
    ' ',
  ),
);

/** A word that may be a member's name: a word the message does not use as a day, a meal, a pronoun or a verb. */
export function isNameWord(t: Token | undefined): boolean {
  if (!t || t.kind !== 'word' || NO_ONE.has(t.norm) || FILLERS.has(t.norm) || isDayWord(t) || isSpanOfDays(t) || isMealWord(t))
    return false;
  // "tofu is vegan", "chicken is gross": a food, not a person
  if (foodLexicon().isFoodWord(t.text)) return false;
  return /^[a-z][a-z'-]*$/.test(t.text) && ['NOUN', 'PROPN', 'X'].includes(t.pos);
}

/** The person a run of tokens starts with ("sam", "my son", "our daughter"), and where what is said of them starts. */
function subjectAt(tokens: readonly Token[], i: number): { who: MemberRef; next: number } | null {
  // ("the boys hate peas", "the wife is vegan": the household's own said with "the" to open the message, what they
  // do said next; "…, the kids hate it" after a change is only why)
  const verbAfter = ['AUX', 'VERB'].includes(tokens[i + 2]?.pos ?? '');
  if (is(tokens[i], 'my', 'our') || (i === 0 && is(tokens[i], 'the') && relationOf(tokens[i + 1]) && verbAfter)) {
    const relation = relationOf(tokens[i + 1]);
    if (relation) return { who: { relation, said: tokens[i + 1].text }, next: i + 2 };
    return null;
  }
  // "wife is vegetarian now", "hubby hates olives": a relation said without "my"
  const bare = relationOf(tokens[i]);
  if (bare && /^[a-z]+$/.test(tokens[i].text) && (tokens[i + 1]?.pos === 'AUX' || tokens[i + 1]?.pos === 'VERB'))
    return { who: { relation: bare, said: tokens[i].text }, next: i + 1 };
  if (!isNameWord(tokens[i])) return null;
  // a name is followed by what is said of it: "sam is", "sam's", "sam went" ("pretty sure i'm…" names no one)
  const after = tokens[i + 1];
  if (!after || !(after.text === "'s" || after.pos === 'AUX' || after.pos === 'VERB' || after.pos === 'PART')) return null;
  return { who: { name: tokens[i].text }, next: i + 1 };
}

/** The weekday a token names (0 = Sunday), or undefined. */
const weekdayOf = (t: Token | undefined): number | undefined => {
  const day = t ? findDay([t]) : undefined;
  return day?.kind === 'weekday' ? day.weekday : undefined;
};

/**
 * Several days of the week said at once: "monday to friday", "mon-fri", "weekdays", "on weekends", "every day"
 * (0 = Sunday … 6 = Saturday, in week order); null when one day or none is said.
 */
export function daysSaid(tokens: readonly Token[]): number[] | null {
  const range = (from: number, to: number) => {
    const days = [from];
    for (let d = from; d !== to;) days.push((d = (d + 1) % 7));
    return days;
  };
  for (const t of tokens) {
    // "mon-fri" read as one word
    const [a, b, ...more] = t.text.split('-');
    const from = b !== undefined && !more.length ? weekdayOf({ ...t, text: a, norm: a, lemma: a }) : undefined;
    const to = from !== undefined ? weekdayOf({ ...t, text: b, norm: b, lemma: b }) : undefined;
    if (from !== undefined && to !== undefined) return range(from, to);
  }
  for (let i = 0; i < tokens.length; i++) {
    const from = weekdayOf(tokens[i]);
    if (from === undefined) continue;
    const by = tokens[i + 1];
    const to = weekdayOf(tokens[i + 2]);
    if (to !== undefined && (is(by, 'to', 'through', 'thru', 'till', 'until') || by?.text === '-')) {
      const days = [from];
      for (let d = from; d !== to;) days.push((d = (d + 1) % 7));
      return days;
    }
  }
  if (tokens.some((t) => is(t, 'weekdays', 'weekday') || (is(t, 'school') && is(tokens[tokens.indexOf(t) + 1], 'days', 'day'))))
    return [1, 2, 3, 4, 5];
  if (tokens.some((t) => is(t, 'weekend', 'weekends'))) return [6, 0];
  if (tokens.some((t, k) => is(t, 'daily', 'everyday') || (is(t, 'every') && is(tokens[k + 1], 'day')))) return [0, 1, 2, 3, 4, 5, 6];
  return null;
}

/** A name closing a question ("…safe for sam?"): nothing needs to follow it. */
function nameAt(tokens: readonly Token[], i: number): { who: MemberRef; next: number } | null {
  return isNameWord(tokens[i]) && (i + 1 >= tokens.length || tokens[i + 1].kind === 'punct' || tokens[i + 1].text === "'s")
    ? { who: { name: tokens[i].text }, next: i + 1 }
    : null;
}

/** The values a rule names from `from` to the end or a comma ("sesame and eggs" → two), without the words around them. */
function valuesFrom(tokens: readonly Token[], from: number, until = tokens.length): string[] {
  let span = tokens.slice(from, until);
  const stop = span.findIndex((t) => (t.kind === 'punct' && t.text !== ',') || is(t, 'but', 'so', 'because', 'since'));
  if (stop >= 0) span = span.slice(0, stop);
  const parts: Token[][] = [[]];
  for (const t of span) {
    if (is(t, 'and', '&', ',', 'or', 'plus')) parts.push([]);
    else parts[parts.length - 1].push(t);
  }
  const values: string[] = [];
  for (let part of parts) {
    while (part.length && (is(part[0], 'a', 'an', 'the', 'any', 'to', '2', 'of') || TAIL.has(part[0].norm))) part = part.slice(1);
    while (part.length && TAIL.has(part[part.length - 1].norm)) part = part.slice(0, -1);
    // a clause that goes on after a comma ("…peanuts, add eggs") is not a value
    if (part.some((t) => t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'PRON')) break;
    if (part.length === 0 || part.length > 4) continue;
    values.push(joinTokens(part));
  }
  return values;
}

const rules = (who: MemberRef, rule: 'allergy' | 'dislike', values: string[], remove = false): TableIntent[] =>
  values.map((value) => ({ type: 'memberRule', who, rule, value, ...(remove ? { remove: true } : {}) }));

const isNegation = (t: Token | undefined) => is(t, 'not', 'never', 'no');
/** Whether an allergy is said outgrown from `k`: "outgrew", "grew out of", "got over". */
const outgrowsAt = (tokens: readonly Token[], k: number) =>
  is(tokens[k], 'outgrew', 'outgrown', 'outgrow', 'outgrows') ||
  (isLemma(tokens[k], 'grow') && is(tokens[k + 1], 'out')) ||
  (isLemma(tokens[k], 'get') && is(tokens[k + 1], 'over'));

/** What is said of the subject from `at` on: an allergy, a diet, a dislike, or a meal away; null when none of these. */
function ruleOrAway(tokens: readonly Token[], who: MemberRef, at: number): TableIntent | TableIntent[] | null {
  const rest = tokens.slice(at);
  // (a negation after the clause is no part of the rule: "the boys hate peas so none of that")
  const end = rest.findIndex((t) => (t.kind === 'punct' && t.text !== "'") || is(t, 'so', 'because', 'since', 'cause'));
  const own = end > 0 ? rest.slice(0, end) : rest;
  const negated = own.slice(0, 4).some(isNegation) || own.some((t, k) => is(t, 'no') && is(own[k + 1], 'longer'));
  const anymore = own.some((t) => is(t, 'anymore', 'longer')) || own.some((t, k) => is(t, 'any') && is(own[k + 1], 'more'));
  // "allergic to peanuts", "has a peanut allergy", "is intolerant to lactose", "is lactose intolerant"
  const allergic = rest.findIndex((t) => isLemma(t, 'allergic', 'intolerant'));
  if (allergic >= 0) {
    let values = valuesFrom(rest, allergic + 1);
    // "lactose intolerant", "peanut allergic": the value before the word
    if (!values.length) values = valuesFrom(rest, rest.findIndex((t) => t.pos === 'AUX' || t.pos === 'VERB') + 1, allergic);
    if (!values.length || (negated && !anymore)) return null;
    return rules(who, 'allergy', values, negated);
  }
  const allergy = rest.findIndex((t) => isLemma(t, 'allergy', 'intolerance'));
  // "outgrew his sesame allergy", "got over her peanut allergy", "grew out of the milk allergy": their allergy ended
  const outgrew = allergy >= 1 ? rest.slice(0, allergy).findIndex((_, k) => outgrowsAt(rest, k)) : -1;
  if (outgrew >= 0) {
    let from = outgrew + 1;
    while (from < allergy && (is(rest[from], 'out', 'over', 'of') || rest[from].pos === 'PRON' || rest[from].pos === 'DET')) from++;
    const values = valuesFrom(rest, from, allergy);
    return values.length ? rules(who, 'allergy', values, true) : null;
  }
  if (allergy >= 1 && rest.slice(0, allergy).some((t) => isLemma(t, 'have', 'get', 'develop'))) {
    const values = valuesFrom(rest, rest.findIndex((t) => isLemma(t, 'have', 'get', 'develop')) + 1, allergy);
    if (!values.length || negated) return null;
    return rules(who, 'allergy', values);
  }
  // away: "won't be home for dinner friday", "is out for lunch on monday", "isn't eating dinner with us friday"
  const days = daysSaid(rest);
  const day = findDay(rest) ?? (days ? { kind: 'weekday' as const, weekday: days[0] } : undefined);
  const meal = findMeal(rest);
  if (day) {
    const home = rest.some((t) => is(t, 'home', 'here', 'around'));
    const out =
      rest.some((t) => is(t, 'away', 'out', 'gone', 'elsewhere') || isLemma(t, 'miss', 'skip')) ||
      // "working late friday so no dinner for him"
      rest.some((t, k) => is(t, 'no') && isMealWord(rest[k + 1]));
    const eats = rest.some((t) => isLemma(t, 'eat', 'have', 'join', 'come'));
    const back = rest.some((t) => is(t, 'back') || isLemma(t, 'join'));
    // "has school lunches mon-fri", "eats lunch at school on weekdays": away from the table for those
    const school = rest.some((t) => is(t, 'school', 'work', 'office', 'daycare', 'camp') && !is(rest[rest.indexOf(t) + 1], 'days', 'day'));
    const away = { type: 'memberAway' as const, who, day, ...(meal ? { meal } : {}), ...(days ? { days } : {}) };
    if ((out || (school && meal)) && !rest.slice(0, 4).some((t) => is(t, 'not', 'never'))) return { ...away, away: true };
    if ((home || (eats && meal)) && negated) return { ...away, away: true };
    if ((home || back) && !negated) return { ...away, away: false };
  }
  // "can't have peanuts", "cannot eat dairy": kept off their plate as an allergy
  const cannot = rest.findIndex((t, k) => k > 0 && isLemma(t, 'have', 'eat') && is(rest[k - 1], 'not'));
  if (cannot >= 1 && is(rest[cannot - 2], 'can', 'could')) {
    const values = valuesFrom(rest, cannot + 1);
    if (values.length) return rules(who, 'allergy', values);
  }
  // a diet: "is vegetarian now", "went vegan", "eats gluten free", "isn't vegan anymore"
  const diet = findDietAt(rest);
  if (diet && rest.slice(0, diet.at).some((t) => isLemma(t, 'be', 'go', 'become', 'eat', 'turn', 'keep', 'do', 'follow', 'start'))) {
    if (negated && !anymore) return null;
    return {
      type: 'memberRule',
      who,
      rule: 'diet',
      value: joinTokens(rest.slice(diet.at, diet.at + diet.length)),
      diet: diet.diet,
      ...(negated ? { remove: true } : {}),
    };
  }
  // a dislike: "hates mushrooms", "doesn't like olives", "won't eat fish"
  const dislikes = rest.findIndex((t) => isLemma(t, 'hate', 'dislike', 'detest'));
  if (dislikes >= 0 && !negated) {
    const values = valuesFrom(rest, dislikes + 1);
    return values.length ? rules(who, 'dislike', values) : null;
  }
  const likes = rest.findIndex((t) => isLemma(t, 'like', 'eat', 'stand'));
  if (likes >= 1 && negated && !day && !meal && rest.slice(0, likes).some(isNegation)) {
    const values = valuesFrom(rest, likes + 1);
    return values.length ? rules(who, 'dislike', values) : null;
  }
  return null;
}

/**
 * "is thursday dinner safe for sam", "can my son eat friday lunch", "is friday ok for sam": a meal (or a day) checked
 * against one member's allergies and diets.
 */
function safeQuestion(tokens: readonly Token[]): TableIntent | null {
  const safe = tokens.findIndex((t) => isLemma(t, 'safe', 'ok', 'okay', 'fine', 'alright', 'suitable'));
  if (safe >= 0 && is(tokens[safe + 1], 'for')) {
    const subject = subjectAt(tokens, safe + 2) ?? nameAt(tokens, safe + 2);
    // "safe for my son's peanut allergy" asks about an allergy (the plan's question); a day or a meal is checked for someone
    if (subject && tokens[subject.next]?.text !== "'s" && (findDay(tokens) || findMeal(tokens)))
      return { type: 'memberSafe', who: subject.who, ...dayAndMeal(tokens) };
  }
  // "is sam ok with thursday dinner", "is my son fine with friday lunch"
  if (safe >= 1 && is(tokens[safe + 1], 'with') && (findDay(tokens) || findMeal(tokens))) {
    const before = tokens[safe - 1];
    const relation = is(tokens[safe - 2], 'my', 'our') ? relationOf(before) : null;
    const who: MemberRef | null = relation ? { relation, said: before.text } : isNameWord(before) ? { name: before.text } : null;
    if (who) return { type: 'memberSafe', who, ...dayAndMeal(tokens) };
  }
  // "can sam eat thursday dinner", "can my daughter have friday's lunch"
  const can = tokens.findIndex((t) => is(t, 'can', 'could', 'will'));
  if (can >= 0) {
    const subject = subjectAt(tokens, can + 1);
    if (subject && isLemma(tokens[subject.next], 'eat', 'have') && (findDay(tokens) || findMeal(tokens)))
      return { type: 'memberSafe', who: subject.who, ...dayAndMeal(tokens) };
  }
  return null;
}

const dayAndMeal = (tokens: readonly Token[]) => {
  const day = findDay(tokens);
  const meal = findMeal(tokens);
  return { ...(day ? { day } : {}), ...(meal ? { meal } : {}) };
};

/**
 * A message about someone at the table, or null (read in requests/index.ts before "another person's account"; a
 * relation told of — "my son is allergic to peanuts" — stays that, carrying this request for a household that has them).
 */
export function tableRequest(tokens: readonly Token[]): TableIntent | TableIntent[] | null {
  const words = tokens.filter((t) => t.kind !== 'punct' || t.text === ',' || t.text === '-');
  const asked = safeQuestion(words);
  if (asked) return asked;
  // the subject opens the message, after padding ("oh and", "btw", "fyi")
  let i = 0;
  while (
    i < words.length &&
    (is(words[i], 'oh', 'and', 'also', 'btw', 'fyi', 'so', 'ok', 'okay', 'hey', 'just', 'well', 'actually') || words[i].text === ',')
  )
    i++;
  const subject = subjectAt(words, i);
  if (!subject) return null;
  let next = subject.next;
  if (words[next]?.text === "'s") next++;
  // "sam, who is 8, ..." is not read; "sam is", "sam has", "sam won't", "sam went"
  return ruleOrAway(words, subject.who, next);
}
