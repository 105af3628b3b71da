/**
 * Changes a message names but does not ask for: "do not swap tuesday dinner", "dont remove the milk" (a
 * negated request), "what would happen if i swapped monday lunch" (a hypothetical). Nothing is written for
 * either: a negated request is acknowledged, a hypothetical answered with how to ask for it. Pure.
 */
import { joinTokens, type Token } from '../tokens.js';
import { REQUEST_VERBS, type Clause } from '../mood.js';
import { changeVerbs } from '../../lexicon/padding.js';

/** Padding before a clause's own words ("please", "and", "but"). */
const LEAD = new Set(['please', 'pls', 'just', 'and', 'but', 'so', 'ok', 'okay', 'actually', 'oh']);
/** "don't forget to add eggs", "don't hesitate": a negated verb that still asks. */
const STILL_ASKS = new Set(['forget', 'fail', 'hesitate']);

const norms = (tokens: readonly Token[]) => tokens.map((t) => t.norm);

function indexOfRun(words: readonly string[], run: readonly string[]): number {
  outer: for (let i = 0; i + run.length <= words.length; i++) {
    for (let j = 0; j < run.length; j++) if (words[i + j] !== run[j]) continue outer;
    return i;
  }
  return -1;
}

/** The "-ing" forms of a verb: "adding", "taking", "swapping". */
const ingForms = (verb: string) => [`${verb}ing`, `${verb.replace(/e$/, '')}ing`, `${verb}${verb.at(-1)}ing`];

/**
 * An "-ing" form of no verb of changing the plan or the list told first ("not cooking…", "not eating in…"), then a request's verb as one asks
 * it: what the person is not doing, and what they ask ("not swapping friday, keep it" still refuses a swap).
 */
const tellsStateThenAsks = (rest: readonly Token[]) =>
  rest[0].norm.endsWith('ing') &&
  !changeVerbs().some((v) => v === rest[0].lemma || ingForms(v).includes(rest[0].norm)) &&
  rest.slice(1).some((t) => REQUEST_VERBS.includes(t.lemma) && t.norm === t.lemma);

/**
 * What a clause tells the assistant not to do ("do not swap tuesday dinner" → "swap tuesday dinner", "i'm not
 * asking you to change anything" → "change anything"), said plainly; null when it tells no such thing.
 */
export function negatedRequest(clause: Clause): { request: string; plainly: boolean } | null {
  let own = clause.tokens.slice(clause.start).filter((t) => t.kind !== 'punct');
  while (own.length && LEAD.has(own[0].norm)) own = own.slice(1);
  const words = norms(own);
  const at = words[0] === 'do' || words[0] === 'did' ? 1 : 0;
  let rest: Token[] | null = null;
  // said to the assistant in so many words ("i don't want you to…"): whatever follows is not asked for
  let plainly = false;
  if (words[at] === 'not' || words[at] === 'never') rest = own.slice(at + 1);
  else {
    // "i'm not asking you to…", "i don't want you to…", "no need to…", "you don't have to…"
    for (const run of [
      ['not', 'asking', 'you', 'to'],
      ['not', 'want', 'you', 'to'],
      ['no', 'need', 'to'],
      ['not', 'need', 'to'],
      ['not', 'have', 'to'],
      ['not', 'asking', 'to'],
    ]) {
      const found = indexOfRun(words, run);
      if (found >= 0) {
        rest = own.slice(found + run.length);
        plainly = run.includes('you');
        break;
      }
    }
  }
  if (!rest?.length || STILL_ASKS.has(rest[0].lemma)) return null;
  // "not cooking tonight take dinner off": a state told ("not cooking"), then a request of its own, not one refused
  if (words[at] === 'not' && tellsStateThenAsks(rest)) return null;
  // "dont need the cilantro anymore": what the person needs, told (requests/no-longer-needed.ts), not a change refused
  if (rest[0].lemma === 'need' && !['to', 'you'].includes(rest[1]?.norm ?? '')) return null;
  // "never ever add", "don't even swap"
  while (rest.length && ['ever', 'even', 'you'].includes(rest[0].norm)) rest = rest.slice(1);
  if (!rest.length) return null;
  return { request: joinTokens([{ ...rest[0], space: false }, ...rest.slice(1)]), plainly: plainly && rest[0].pos === 'VERB' };
}

/** The request a hypothetical names, said plainly ("what if i swapped monday lunch" → "swap monday lunch"); null when none. */
export function hypotheticalRequest(clause: Clause): string | null {
  const words = norms(clause.tokens);
  const opener =
    indexOfRun(words, ['what', 'if']) >= 0 ||
    indexOfRun(words, ['would', 'happen', 'if']) >= 0 ||
    indexOfRun(words, ['happens', 'if']) >= 0 ||
    indexOfRun(words, ['happen', 'if']) >= 0 ||
    words.includes('hypothetically') ||
    words.includes('suppose') ||
    words.includes('supposing');
  if (!opener) return null;
  // what is supposed starts after "if", else after the word that supposes ("i suppose so" supposes nothing: read again,
  // the whole clause was its own request, without end)
  const ifAt = words.lastIndexOf('if');
  const at = ifAt >= 0 ? ifAt : words.findIndex((w) => ['hypothetically', 'suppose', 'supposing'].includes(w));
  let rest = clause.tokens.slice(at + 1).filter((t) => t.kind !== 'punct');
  // "if i swapped", "if we were to add", "suppose you removed"
  if (rest[0] && ['i', 'we', 'you'].includes(rest[0].norm)) rest = rest.slice(1);
  if (rest[0] && ['were', 'was'].includes(rest[0].norm) && rest[1]?.norm === 'to') rest = rest.slice(2);
  if (rest[0] && ['would', 'could', 'should', 'did', 'do'].includes(rest[0].norm)) rest = rest.slice(1);
  const verb = rest[0];
  if (!verb || verb.pos !== 'VERB') return null;
  return joinTokens([{ ...verb, text: verb.lemma, space: false }, ...rest.slice(1)]);
}
