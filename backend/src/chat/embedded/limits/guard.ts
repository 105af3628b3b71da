/**
 * The limits kept whichever engine answers: a health question gets no verdict and another person's
 * account is not touched — said here before an AI model is asked, so no model can give the verdict or
 * make the change. (The embedded engine reads the same limits in requests/index.ts.) Pure.
 */
import { clausesOf, messageMood } from '../mood.js';
import { tokenize } from '../tokens.js';
import { medicalTopic, otherAccount } from './limits.js';
import { plainText } from './plain-text.js';
import { medicalReply, otherAccountReply } from './replies.js';

/** The reply at a limit the message reaches, or null when it reaches none. */
export function limitReply(message: string): string | null {
  const tokens = tokenize(plainText(message).text);
  const topic = medicalTopic(tokens);
  if (topic) return medicalReply(topic);
  const who = otherAccount(tokens, messageMood(clausesOf(tokens)) === 'question');
  return who ? otherAccountReply(who) : null;
}
