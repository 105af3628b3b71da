/**
 * "undo that", "wait no, undo", "take that back", "revert it": the assistant's last change in this
 * conversation asked undone, as the Undo button does. Never a dislike or a line taken off. Pure.
 */
import { hasLemma, is, isLemma } from '../embedded/entities.js';
import { AROUND_UNDO, phraseAt, UNDO_PHRASES, UNDO_VERBS } from '../lexicon/conversation-words.js';
import { tokenize, type Token } from '../embedded/tokens.js';

/** A token with a letter or a digit in it: a word, not a sign. */
const SAYS_SOMETHING = /[\p{L}\p{N}]/u;

/** Words that open a reason after the ask ("undo that, i liked the old one", "undo pls i typed it wrong"). */
const REASON_OPENERS = ['i', 'we', "i'm", 'im', 'because', 'cause', 'cuz', 'coz', 'bc', 'since'];
/** Verbs of another change: a message that asks one besides the undo is not only an undo. */
const OTHER_CHANGES = ['add', 'remove', 'swap', 'set', 'change', 'make', 'check', 'tick', 'buy', 'replace', 'delete'];

/** An undo verb, or a run of words that asks the change taken back ("change it back", "scrap that", "how it was"). */
const saysUndo = (words: readonly Token[]) => {
  const said = words.map((t) => t.norm);
  return hasLemma(words, ...UNDO_VERBS) || UNDO_PHRASES.some((p) => phraseAt(said, p) >= 0);
};

/**
 * The message asks the last change undone (`plainly`: with the word undo, revert or reverse): its first part says only that ("wait no, undo that"), and what
 * follows is a reason, not another change ("…, i liked the old one").
 */
export function asksUndo(tokens: readonly Token[], { plainly = false } = {}): boolean {
  // (an emoji or other sign beside the ask says nothing of it: "never mind, undo 🙈")
  const words = tokens.filter((t) => t.kind !== 'punct' && SAYS_SOMETHING.test(t.text));
  if (!words.length || is(words[0], 'how', 'what', 'why', 'when', 'where')) return false;
  if (!saysUndo(words)) return false;
  // while a question waits, "scratch that" or "take it back" may answer it: only "undo" itself undoes then
  if (plainly && !hasLemma(words, ...UNDO_VERBS)) return false;
  // the ask, up to the first comma or full stop after its verb, or the word that opens a reason
  const verbAt = tokens.findIndex((t) => isLemma(t, ...UNDO_VERBS, 'back', 'scratch', 'scrap', 'was'));
  let end = tokens.length;
  for (let i = verbAt + 1; i < tokens.length; i++) {
    const t = tokens[i];
    // ("scrap that found another jar": a verb of its own after the ask starts why, said with no comma)
    const why = t.pos === 'VERB' && i > verbAt + 1 && !AROUND_UNDO.has(t.norm) && !AROUND_UNDO.has(t.lemma);
    if ((t.kind === 'punct' && t.text !== "'") || (is(t, ...REASON_OPENERS) && !is(tokens[i + 1], 'back')) || why) {
      end = i;
      break;
    }
  }
  const ask = tokens.slice(0, end).filter((t) => t.kind !== 'punct' && SAYS_SOMETHING.test(t.text));
  const reason = tokens.slice(end);
  return (
    saysUndo(ask) && ask.every((t) => AROUND_UNDO.has(t.norm) || AROUND_UNDO.has(t.lemma)) && !reason.some((t) => is(t, ...OTHER_CHANGES))
  );
}

/** Where an undo ask ends and another ask starts: punctuation, a new line, "and", "then", "also", "plus", "&", "+". */
const THEN =
  /\s*(?:[,;.!\n]\s*(?:and\s+(?:then\s+|also\s+)?|then\s+|also\s+|plus\s+)?|\s+(?:and\s+then|and\s+also|and|then|also|plus|\+|&)\s+)/gi;

/**
 * "undo that and add eggs", "revert that, then swap friday dinner": the last change undone first, then what is
 * asked after it, read as a message of its own; null when the message does not open with an undo ask and go on
 * (`plainly`, as asksUndo: while a question waits, only "undo" itself undoes).
 */
export function undoThen(message: string, { plainly = false } = {}): string | null {
  for (const cut of message.matchAll(THEN)) {
    const rest = message.slice(cut.index + cut[0].length).trim();
    if (rest && asksUndo(tokenize(message.slice(0, cut.index)), { plainly })) return rest;
  }
  return null;
}
