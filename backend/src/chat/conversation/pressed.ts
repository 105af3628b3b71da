/**
 * "come on just yes or no", "he said it's fine, he gave me permission", "just one coin then": after an ask the
 * assistant declined (a health verdict, another person's account, a subject outside food planning), the same ask
 * pressed. Where the rules read no ask of its own in it, the earlier ask is declined again in its own words — never
 * guessed as another request nor asked back about. Pure.
 */
import type { Intent } from '../embedded/intents.js';
import { tokenize } from '../embedded/tokens.js';
import { PRESSING } from '../lexicon/conversation-words.js';

/** The limits' declines: what the assistant does not answer, whoever presses. */
const DECLINED: ReadonlySet<Intent['type']> = new Set(['medical', 'otherAccount', 'offTopic']);
/** Readings that ask nothing of their own: what is pressed is the ask before. */
const NOTHING_OWN: ReadonlySet<Intent['type']> = new Set(['unknown', 'vague']);

const says = (words: readonly string[], run: readonly string[]) => words.some((_, at) => run.every((w, k) => words[at + k] === w));

/** The earlier declined ask, to decline again; null when the message asks something of its own or presses nothing. */
export function pressedAfterDecline(
  message: string,
  read: Intent,
  previous: string | undefined,
  parse: (text: string) => Intent,
): Intent | null {
  if (!previous || !NOTHING_OWN.has(read.type)) return null;
  const words = tokenize(message).flatMap((t) => [t.norm]);
  if (!PRESSING.some((run) => says(words, run))) return null;
  const before = parse(previous);
  return DECLINED.has(before.type) ? before : null;
}
