/**
 * What the classifier learns from: its own training phrasings (training.json, beside this file) and the
 * development corpus (corpus.json) but its phrasings in a voice. Never corpus.heldout.json: that is what it is measured on.
 * Intents that say how a message is said rather than what it asks (a request asked as a question, a change
 * asked first, several at once, a name too long, markup only) and the refusals the limits decide are left to
 * the rules: the classifier only tells what is asked.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface LabelledAsk {
  text: string;
  intent: string;
}

/** Labels of the development corpus that are the rules' alone. */
export const RULES_ONLY: ReadonlySet<string> = new Set([
  'offer',
  'confirm',
  'several',
  'tooLong',
  'nothingToRead',
  'unsupported',
  'otherAccount',
  'notAsked',
  // too vague to act on, or lines pretending to be instructions: only the rules tell these (limits/)
  'vague',
  // health questions and asks outside the app are told by the limits' vocabularies (limits/health.ts, outside.ts); the
  // corpus's many of them would outweigh every task the classifier guesses ("is it possible to…" read as medical,
  // "stick some on my shopping" as off-topic), so it learns them from training.json only
  'medical',
  'offTopic',
  'injected',
  // someone at the table is named: only the rules read a name (requests/table.ts)
  'memberRule',
  'memberAway',
  'memberSafe',
]);

/** A JSON file beside this module in src (the compiled module runs from dist, where JSON is not copied). */
export function readBeside<T>(file: string): T {
  for (const dir of ['./', '../', '../../../../src/chat/embedded/classifier/', '../../../../src/chat/embedded/']) {
    try {
      return JSON.parse(readFileSync(fileURLToPath(new URL(`${dir}${file}`, import.meta.url)), 'utf8')) as T;
    } catch {
      /* next */
    }
  }
  throw new Error(`${file} not found`);
}

/** The classifier's own phrasings (training.json). */
export function ownAsks(): LabelledAsk[] {
  const own = readBeside<{ intents: Record<string, string[]> }>('training.json').intents;
  return Object.entries(own).flatMap(([intent, texts]) => texts.map((text) => ({ text, intent })));
}

/** A corpus's phrasings of the intents the classifier tells. */
export const classifiable = (asks: readonly LabelledAsk[]): LabelledAsk[] =>
  asks.filter((p) => !RULES_ONLY.has(p.intent)).map(({ text, intent }) => ({ text, intent }));

export function trainingAsks(): LabelledAsk[] {
  // a follow-up ("make it 3" after a talk of milk) means what it means only after its first turn: not taught alone;
  // the phrasings written in a voice (issue #22 point 6) measure how the model generalises to people it was not taught by
  const single = readBeside<{ phrasings: (LabelledAsk & { after?: string; voice?: string })[] }>('corpus.json').phrasings.filter(
    (p) => p.after === undefined && p.voice === undefined,
  );
  return [...ownAsks(), ...classifiable(single)];
}
