/**
 * What no text a person sends may hold: a NUL or another control character (tab, new line and carriage
 * return are text), or half of a UTF-16 surrogate pair (not a character at all). PostgreSQL refuses the
 * first ("invalid message format") and cannot store the second, so they answered 500; they are refused
 * here instead, once, for every field. Pure: no framework.
 */

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

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

/** Deeper than any request of ours: a body nested past this is refused rather than walked. */
const MAX_DEPTH = 32;

/**
 * The first string (object keys included) in a parsed query or JSON body that cannot be taken, named by
 * its path ("allergies[1]", "foodItem.name"), with why; null when everything can be taken.
 */
export function findUnsafeText(value: unknown, path = '', depth = 0): { field: string; problem: string } | null {
  if (typeof value === 'string') {
    const problem = unsafeCharacter(value);
    return problem ? { field: path || 'the request', problem } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return { field: path || 'the request', problem: 'more nesting than any request needs' };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    const keyProblem = unsafeCharacter(key);
    if (keyProblem) return { field: path || 'the request', problem: `a field name with ${keyProblem}` };
    const found = findUnsafeText(inner, field, depth + 1);
    if (found) return found;
  }
  return null;
}
