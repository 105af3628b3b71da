/**
 * When each field of a list line last changed, as hybrid logical clock stamps (issue #21):
 * "<13-digit epoch ms>-<4-digit counter>-<device id>", zero-padded so stamps compare as strings. Per field,
 * the later stamp wins; different fields of a line never clash. Pure: no framework, no database.
 */

/** The fields of a line a change stamps. */
export const STAMPED_FIELDS = ['isChecked', 'quantity', 'brand', 'paidPrice', 'removed'] as const;
export type StampedField = (typeof STAMPED_FIELDS)[number];

/** A line's stamps: the last applied change of each field it has had one for. */
export type LineStamps = Partial<Record<StampedField, string>>;

/** The shape of a stamp, as the API declares it. */
export const STAMP_PATTERN = /^\d{13}-\d{4}-[a-z0-9]{1,32}$/;

/** How far ahead of the server's clock a device's stamp may be before it is pulled back to now. */
export const STAMP_LEEWAY_MS = 5 * 60_000;

/** The device id of the changes the server stamps itself (the REST writes, the assistant). */
export const SERVER_DEVICE = 'server';

/** A stamp of the server's clock at `nowMs`. */
export function serverStamp(nowMs: number): string {
  return `${String(Math.floor(nowMs)).padStart(13, '0')}-0000-${SERVER_DEVICE}`;
}

/**
 * A device's stamp as the server keeps it: one more than five minutes ahead of `nowMs` takes the server's
 * now (its counter and device kept), so a phone whose clock runs far ahead cannot win every later change.
 */
export function clampStamp(stamp: string, nowMs: number): string {
  const ms = Number(stamp.slice(0, 13));
  if (ms <= nowMs + STAMP_LEEWAY_MS) return stamp;
  return `${String(Math.floor(nowMs)).padStart(13, '0')}${stamp.slice(13)}`;
}

/** True when a change stamped `stamp` to `field` loses to the one the line already holds (a later one). */
export function isSuperseded(stamps: LineStamps | null | undefined, field: StampedField, stamp: string): boolean {
  const held = stamps?.[field];
  return held !== undefined && held > stamp;
}

/** The line's stamps after a change stamped `stamp` to `fields`: each field keeps the later of the two. */
export function stampFields(stamps: LineStamps | null | undefined, fields: readonly StampedField[], stamp: string): LineStamps {
  const next: LineStamps = { ...(stamps ?? {}) };
  for (const field of fields) {
    const held = next[field];
    if (held === undefined || held < stamp) next[field] = stamp;
  }
  return next;
}

/** A device's change that lost to a later one of the same field: recorded as superseded, nothing changed. */
export class LineSuperseded extends Error {
  constructor() {
    super('A later change of this field was already made.');
    this.name = 'LineSuperseded';
  }
}

/** An operation already applied (the same opId sent again, or twice at once): nothing changes. */
export class OperationRepeated extends Error {
  constructor() {
    super('This operation was already applied.');
    this.name = 'OperationRepeated';
  }
}
