/**
 * What no text a person sends may hold: a NUL or another control character (tab, new line and carriage
 * return are text), or half of a UTF-16 surrogate pair (not a character at all). PostgreSQL refuses the
 * first ("invalid message format") and cannot store the second, so they answered 500; they are refused
 * here instead, once, for every field. Nor may one text be absurdly long. Pure: no framework.
 */

// eslint-disable-next-line no-control-regex -- control bytes are what this refuses
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Longer than any field of ours takes (the longest, a chat context message, takes 8,000): each field's
 * own rule names its limit; this one stops what no rule reads (a 100 kB string in an ignored field).
 */
export const MAX_TEXT_LENGTH = 10_000;

/** Deeper than any request of ours: a body nested past this is refused rather than walked. */
const MAX_DEPTH = 32;

/** Why a string cannot be taken, or null when it can. */
export function unsafeCharacter(text: string): string | null {
  const control = CONTROL.exec(text);
  if (control) return `a control character (U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')})`;
  if (LONE_SURROGATE.test(text)) return 'an invalid character (half of a UTF-16 surrogate pair)';
  return null;
}

/** A whole web page pasted for import: its stray control bytes and half pairs go; the page is still read. */
export function cleanDocumentText(text: string): string {
  return text.replace(new RegExp(CONTROL.source, 'g'), ' ').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');
}

/**
 * What a person typed to the assistant, as it can be read: control characters and half pairs dropped, new lines and
 * tabs kept ("add eggs\u0000 to my list" is "add eggs to my list"). Typed text is answered, not refused for a stray byte.
 */
export function cleanTypedText(text: string): string {
  return text.replace(new RegExp(CONTROL.source, 'g'), '').replace(new RegExp(LONE_SURROGATE.source, 'g'), '');
}

/** Whether a %-encoded text (a query string, a path segment) decodes to UTF-8 at all. */
export function isWellEncoded(encoded: string): boolean {
  try {
    decodeURIComponent(encoded.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

/** One text that cannot be taken: where it is ("allergies[1]", "foodItem.name") and the sentence to answer. */
export interface UnsafeText {
  field: string;
  message: string;
}

function problemWith(text: string, field: string, { isKey = false, maxLength = MAX_TEXT_LENGTH } = {}): UnsafeText | null {
  const subject = isKey ? `${field} contains a field name with` : `${field} contains`;
  const character = unsafeCharacter(text);
  if (character) return { field, message: `${subject} ${character}; remove it and try again.` };
  if (text.length > maxLength) {
    const long = `${isKey ? `${field} has a field name` : field} longer than ${maxLength.toLocaleString('en-US')} characters`;
    return { field, message: `${long} (${text.length.toLocaleString('en-US')}); shorten it and try again.` };
  }
  return null;
}

/**
 * The first string (object keys included) in a parsed query or JSON body that cannot be taken; null when
 * everything can. `longFields` are top-level fields whose own rule allows more than MAX_TEXT_LENGTH.
 */
export function findUnsafeText(value: unknown, longFields: readonly string[] = [], path = '', depth = 0): UnsafeText | null {
  const field = path || 'the request';
  if (typeof value === 'string') {
    const mayBeLong = depth === 1 && longFields.includes(path);
    return problemWith(value, field, { maxLength: mayBeLong ? Infinity : MAX_TEXT_LENGTH });
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return { field, message: `${field} is nested deeper than any request needs.` };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], longFields, `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    const keyProblem = problemWith(key, field, { isKey: true });
    if (keyProblem) return keyProblem;
    const found = findUnsafeText(inner, longFields, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}
