/**
 * What a person typed, as text a name can be made of: markup (<script>, <b>…</b>) and control characters are
 * never part of a name. Pure.
 */
export function plainText(typed: string): string {
  return (
    typed
      // a tag and what a script or style element holds
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<\/?[a-z!?][^>]*>?/gi, ' ')
      .replace(/[<>]/g, ' ')
      // eslint-disable-next-line no-control-regex -- control characters are what is taken out
      .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
