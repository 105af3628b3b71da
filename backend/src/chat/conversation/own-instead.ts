/**
 * "then set mine to 2200", "ok do mine then": after a change asked of another person's account (declined,
 * nothing changed), the same change asked of the person's own; "and what's mine", after a question of another's
 * settings, the same question of the person's own. The earlier message is read again with its owner made
 * the person's ("my wife's budget" → "my budget"), and a figure said now in place of the one said then. Pure.
 */
import type { Intent } from '../embedded/intents.js';
import { WRITES } from '../embedded/intents/intent.js';
import { isQuestion } from '../embedded/intents.js';
import { tokenize } from '../embedded/tokens.js';
import { OWN_INSTEAD } from '../lexicon/conversation-words.js';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The earlier message with its owner made the person's own; null when the owner is not found in it. */
function ownOf(previous: string, who: string): string | null {
  const relation = who.startsWith('your ') ? who.slice(5) : null;
  const owner = relation ? String.raw`\b(?:my|our)\s+${escape(relation)}` : String.raw`\b${escape(who)}`;
  // "my wife's budget" → "my budget"; "put my dad on 1600 calories" → "put me on 1600 calories"
  const possessive = new RegExp(String.raw`${owner}(?:'s|’s|s'|s)(?=\s)`, 'i');
  if (possessive.test(previous)) return previous.replace(possessive, 'my');
  const bare = new RegExp(String.raw`${owner}\b`, 'i');
  return relation && bare.test(previous) ? previous.replace(bare, 'me') : null;
}

export function ownInstead(message: string, previous: string | undefined, parse: (text: string) => Intent): Intent | null {
  if (!previous) return null;
  const said = tokenize(message).map((t) => t.norm);
  if (!OWN_INSTEAD.some((phrase) => said.some((_, at) => phrase.every((w, k) => said[at + k] === w)))) return null;
  const before = parse(previous);
  if (before.type !== 'otherAccount') return null;
  const own = ownOf(previous, before.who);
  if (!own) return null;
  // a figure said now is the one meant ("then set mine to 2200")
  const figure = /\d[\d,]*(?:\.\d+)?/.exec(message)?.[0];
  const figures = [...own.matchAll(/\d[\d,]*(?:\.\d+)?/g)];
  const last = figures[figures.length - 1];
  const asked = figure && last?.index !== undefined ? own.slice(0, last.index) + figure + own.slice(last.index + last[0].length) : own;
  const read = parse(asked);
  // a question never writes; asked of the person's own after another's was declined ("and mine?", "what about mine"), it is
  // answered as the same question of their own
  if (WRITES.has(read.type)) return message.includes('?') ? null : read;
  return isQuestion(message) || isQuestion(previous) ? read : null;
}
