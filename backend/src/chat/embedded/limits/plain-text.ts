/**
 * A message as plain words: markup (HTML tags, with what a script or style element holds) and control
 * text (control characters, zero-width and direction marks) taken out before anything reads it, so none
 * of it can become part of a stored name. HTML is read by parse5 (the HTML standard's parser, as a
 * browser reads it) rather than by patterns of our own, so unclosed or odd tags are read the same way.
 * Pure.
 */
import { parseFragment } from 'parse5';

/** Elements whose content is code or hidden, never words to keep. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'head', 'title']);

interface HtmlNode {
  nodeName: string;
  value?: string;
  childNodes?: HtmlNode[];
  content?: HtmlNode;
}

function textOf(node: HtmlNode): string {
  if (node.nodeName === '#text') return node.value ?? '';
  if (node.nodeName === '#comment' || HIDDEN.has(node.nodeName)) return ' ';
  return (node.childNodes ?? []).map(textOf).join('');
}

/** Control characters (a line break or tab becomes a space) and format characters (zero-width, direction marks, soft hyphen). */
const CONTROL = /[\p{Cc}\p{Cf}]/gu;
const BRACKET_TAG = /\[\/?(?:b|i|u|s|url|img|code|quote|color|size|font|script|style|link|a|em|strong)\b[^\]]*\]/gi;
const LOOKS_LIKE_MARKUP = /<[a-z!/?]|&[#a-z0-9]+;/i;

/**
 * The words of a message without markup or control text; `changed` says something was taken out.
 * Markup decoded from entities ("&lt;b&gt;") is read again, and angle brackets left over are dropped.
 */
export function plainText(message: string): { text: string; changed: boolean } {
  let text = message.replace(/[\t\n\r\v\f]/g, ' ').replace(CONTROL, '');
  for (let pass = 0; pass < 3 && LOOKS_LIKE_MARKUP.test(text); pass++) text = textOf(parseFragment(text) as unknown as HtmlNode);
  // forum-style tags ("[b]…[/b]", "[url=…]") and template or markdown markers are markup too
  text = text
    .replace(BRACKET_TAG, ' ')
    .replace(/\{\{|\}\}|\*\*|__|`+/g, ' ')
    .replace(/[<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { text, changed: text !== message.replace(/\s+/g, ' ').trim() };
}

/** Whether anything readable is left: a letter or a digit. */
export const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);
