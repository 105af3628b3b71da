/**
 * Padding at a message's edges left out before the grammar reads it: "would it be possible to swap friday dinner
 * for something vegan when you get a chance, thanks!" asks what "swap friday dinner for something vegan" asks, and
 * "chance" is never read as a dish. The phrases are data (padding.json); only whole phrases at the start or the end
 * are taken, with the commas and stops beside them, repeatedly ("…, no rush, thanks so much!!"). A message that would
 * be left empty is read as typed. Lower case in, lower case out. Pure.
 */
import { lexiconFile } from './data-file.js';

interface Padding {
  openers: readonly string[];
  requestFrames: readonly string[];
  closers: readonly string[];
  tags: readonly string[];
  asking: readonly string[];
  noting: readonly string[];
  permissionFrames: readonly string[];
  frameVerbs: readonly string[];
}

/** A phrase as a pattern: spaces as any spacing, an apostrophe optional where people drop it ("thats", "dont"). */
function phrase(words: string): string {
  return words
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\s+/g, String.raw`\s+`)
    .replace(/(that|don|it|you|i)(s|t|re|m)\b/g, "$1'?$2");
}

type Edges = { opener: RegExp; frame: RegExp; permission: RegExp; closer: RegExp; aside: RegExp; tag: RegExp; asked: RegExp };
let edges: Edges | null = null;

function built(): Edges {
  if (edges) return edges;
  const { openers, requestFrames, closers, tags, asking, permissionFrames, frameVerbs } = lexiconFile<Padding>('padding.json');
  // longest first, so "thanks so much" is taken whole before "thanks"
  const alternatives = (list: readonly string[]) =>
    [...list]
      .sort((a, b) => b.length - a.length)
      .map(phrase)
      .join('|');
  edges = {
    opener: new RegExp(String.raw`^(?:${alternatives(openers)})\b[\s,.:;!?-]*`, 'i'),
    // "would you mind replacing…": the frame and the "-ing" it asks with; the verb is the grammar's to read
    frame: new RegExp(String.raw`^(?:${alternatives(requestFrames)})\s+`, 'i'),
    // "would it be ok to put chili on friday": leave asked for a change of the plan or the list is a polite request
    permission: new RegExp(String.raw`^(?:${alternatives(permissionFrames)})\s+(?=(?:${alternatives(frameVerbs)})\b)`, 'i'),
    closer: new RegExp(String.raw`[\s,;:-]*\b(?:${alternatives(closers)})[\s.!?,]*$`, 'i'),
    // "could you please, if it's no trouble, take…": a condition of politeness between commas inside the ask
    aside: new RegExp(String.raw`\s*,\s*(?:${alternatives(closers.filter((c) => /^(?:if|when)\s/.test(c)))})\s*,\s*`, 'gi'),
    // "i'm allergic to sesame, ok?": the tag and its mark, after a statement that needs no answer
    tag: new RegExp(String.raw`[\s,;:-]*\b(?:${alternatives(tags)})\s*\?[\s.!?,]*$`, 'i'),
    asked: new RegExp(String.raw`^(?:${alternatives(asking)})\b`, 'i'),
  };
  return edges;
}

/** A request's frame with nothing after it: what a closer taken off the end can leave ("…, could you"). */
const DANGLING_FRAME = /[\s,;:-]*\b(?:please\s+)?(?:can|could|would|will)\s+(?:you|u)(?:\s+please)?\s*$/i;

/** The message without a condition of politeness between commas inside it ("could you, if you don't mind, add milk"). */
export const withoutInnerAsides = (text: string): string => text.replace(built().aside, ' ');

/** The message without the padding at its edges (see the module comment). */
export function withoutPadding(text: string): string {
  const { opener, frame, permission, closer, tag, asked } = built();
  let out = withoutInnerAsides(text.trim()).replace(frame, 'could you ').replace(permission, 'could you ');
  for (let before = ''; before !== out;) {
    before = out;
    const untagged = out.replace(tag, '');
    // (a tag on a question is still asked: "is that gluten free, yes?")
    if (untagged !== out && !asked.test(untagged) && /\w+\W+\w/.test(untagged)) {
      out = untagged.trim();
      continue;
    }
    // "…, could you save that, thanks": the request's frame left behind by its closer goes with it
    const closed = closer.test(out) ? out.replace(closer, '').replace(DANGLING_FRAME, '') : out;
    // a question keeps its mark: "is milk on my list? just wondering" is still asked
    const kept = out.slice(closed.length).includes('?') && !closed.endsWith('?') ? `${closed}?` : closed;
    const opened = kept.replace(opener, '');
    // two words at least are left: "ok thanks" and "great, thank you" are no bare "ok" or "great" (a yes)
    if (/\w+\W+\w/.test(opened)) out = opened.trim();
  }
  return out;
}

/** Verbs of changing the plan or the list ("add", "swap", "clear"), never of eating, cooking or taking. */
export const changeVerbs = (): readonly string[] => lexiconFile<Padding>('padding.json').frameVerbs;

/** Verbs that ask the assistant to keep what is told after them: "make a note that…", "remember i'm…". */
export const notingVerbs = (): readonly string[] => lexiconFile<Padding>('padding.json').noting;

/** Whether a part of a message is padding said at its end and nothing else ("my bad", "no rush!"). */
export function onlyCloser(part: string): boolean {
  const text = part.trim().toLowerCase();
  return text !== '' && text.replace(built().closer, '').replace(/[\s.,;!?]/g, '') === '';
}
