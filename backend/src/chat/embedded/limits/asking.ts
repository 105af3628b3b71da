/**
 * A reply that asks the person to choose ends with its question: a note said after it ("I changed
 * nothing.") is left out, so the last thing read is what to answer (a reply that needs it says it
 * before its question). Pure.
 */

/** Notes that say nothing was written; they may come anywhere before a question, never after it. */
const NOTES = [
  /\s*I changed nothing\.$/,
  /\s*Nothing (?:else )?was changed\.$/,
  /\s*Nothing is changed until you say yes\.$/,
  /\s*Nothing changes until you say yes\.$/,
  /\s*I added nothing\.$/,
];

/** The reply without notes after its question; unchanged when it does not end with a question once they are out. */
export function questionLast(response: string): string {
  let body = response.trimEnd();
  let moved = false;
  for (let found = true; found;) {
    found = false;
    for (const note of NOTES) {
      const m = note.exec(body);
      if (m && m.index > 0) {
        body = body.slice(0, m.index).trimEnd();
        moved = found = true;
      }
    }
  }
  return moved && /\?["”')]*$/.test(body) ? body : response;
}
