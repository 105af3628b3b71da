/**
 * What a person typed, as plain words: markup (HTML tags, with what a script or style element holds; markdown
 * emphasis, links and headings; forum tags; list bullets and numbers pasted from notes) and control text (control
 * characters, zero-width and direction marks) taken out, so none of it is read as part of an ask or becomes part of
 * a stored name. The one cleaning step where text enters the engine; what markup looks like is data (markup.json).
 * HTML is read by parse5 (the HTML standard's parser, as a browser reads it) rather than by patterns of our own, so
 * unclosed or odd tags are read the same way. Pure.
 */
import { parseFragment } from 'parse5';
import { lexiconFile } from './data-file.js';

interface MarkupWords {
  hiddenElements: readonly string[];
  forumTags: readonly string[];
  emphasis: readonly string[];
  bullets: readonly string[];
  lineMarks: readonly string[];
}

interface HtmlNode {
  nodeName: string;
  value?: string;
  childNodes?: HtmlNode[];
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let built: { hidden: Set<string>; forumTag: RegExp; emphasis: RegExp; listMark: RegExp; lineMark: RegExp } | null = null;

function patterns() {
  if (built) return built;
  const words = lexiconFile<MarkupWords>('markup.json');
  built = {
    hidden: new Set(words.hiddenElements),
    forumTag: new RegExp(String.raw`\[\/?(?:${words.forumTags.map(escaped).join('|')})\b[^\]]*\]`, 'gi'),
    // longest first, so "**" goes whole before "*"
    emphasis: new RegExp(
      [...words.emphasis]
        .sort((a, b) => b.length - a.length)
        .map(escaped)
        .join('|'),
      'g',
    ),
    // a line's bullet, number ("1." "2)") or checkbox ("[ ]" "[x]"): followed by a space, at the line's start
    listMark: new RegExp(String.raw`^\s*(?:(?:${words.bullets.map(escaped).join('|')})+|\d{1,2}[.)]|\[[ xX✓]?\])\s+`),
    // a heading's or a quote's mark ("# groceries", "> add yogurt"): the line's words stay, not as an item of a list
    lineMark: new RegExp(String.raw`^\s*(?:${words.lineMarks.map(escaped).join('|')})+\s*`),
  };
  return built;
}

function textOf(node: HtmlNode, hidden: Set<string>): string {
  if (node.nodeName === '#text') return node.value ?? '';
  if (node.nodeName === '#comment' || hidden.has(node.nodeName)) return ' ';
  // a block or a line break keeps words of two lines apart
  const inner = (node.childNodes ?? []).map((n) => textOf(n, hidden)).join('');
  return /^(?:p|div|li|br|tr|td|h[1-6])$/.test(node.nodeName) ? ` ${inner} ` : inner;
}

/** Format characters (zero-width, direction marks, soft hyphen) and control characters other than line breaks and tabs. */
// eslint-disable-next-line no-control-regex -- control characters are what is taken out
const INVISIBLE = /[\p{Cf}\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/gu;
const LOOKS_LIKE_MARKUP = /<[a-z!/?]|&[#a-z0-9]+;/i;
/** A markdown link's words ("[milk](http://…)") and a bare address, which names nothing. */
const LINK = /\[([^\]\n]*)\]\([^)\s]*\)/g;
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;

/**
 * Lines pasted as a list ("- eggs", "• milk", "2. bread") read as one list: their marks out, the items joined by
 * commas ("add\n• bread\n• butter" is "add bread, butter").
 */
function listLinesJoined(text: string): string {
  const { listMark, lineMark } = patterns();
  const lines = text.split(/\r\n|[\n\r\v\f\u2028\u2029]/);
  let out = '';
  let previousItem = false;
  for (const line of lines) {
    const item = listMark.test(line);
    const words = line.replace(listMark, '').replace(lineMark, '').trim();
    if (!words) continue;
    out += out ? (item && previousItem ? ', ' : ' ') : '';
    out += words;
    previousItem = item;
  }
  return out;
}

/** The words of a message without markup or control text; `changed` says something was taken out. */
export function withoutMarkup(message: string): { text: string; changed: boolean } {
  const { hidden, forumTag, emphasis } = patterns();
  let text = message.replace(INVISIBLE, '');
  // markup decoded from entities ("&lt;b&gt;") is read again
  for (let pass = 0; pass < 3 && LOOKS_LIKE_MARKUP.test(text); pass++) text = textOf(parseFragment(text) as unknown as HtmlNode, hidden);
  text = listLinesJoined(text.replace(LINK, ' $1 ').replace(ADDRESS, ' '))
    .replace(forumTag, ' ')
    .replace(emphasis, ' ')
    .replace(/[<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { text, changed: text !== message.replace(/\s+/g, ' ').trim() };
}

/** What a person typed, as text a name can be made of. */
export const plainText = (typed: string): string => withoutMarkup(typed).text;

/** Whether anything readable is left: a letter or a digit. */
export const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);
