/**
 * What can name a row, checked once where an id enters: by the pipes of `row-id.pipe.ts` on a route, by
 * the assistant's tools and by lookups that take ids from other modules. A malformed id can never name a
 * row, so it is answered like an unknown one and never reaches a query (PostgreSQL would refuse it). Pure.
 */

/** A UUID as the database and `randomUUID` make them: versions 1-8 with the RFC variant, or the nil and max UUIDs. */
const UUID =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12}|f{8}-f{4}-f{4}-f{4}-f{12})$/i;

/** The largest id of an `integer` (serial) column. */
export const MAX_ROW_NUMBER = 2_147_483_647;

/** True for a text that can be the id of a UUID-keyed row (a meal plan, a grocery line, a pantry item…). */
export function isRowId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** True for a number that can be the id of a numbered row (a recipe, a catalogue food): a whole number from 1. */
export function isRowNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= MAX_ROW_NUMBER;
}

/** A path's number ('42') as a row number, or null: digits only, so '1e3', '0x10' or ' 7' name nothing. */
export function parseRowNumber(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return isRowNumber(id) ? id : null;
}
