/**
 * The device's hybrid logical clock (issue #21, list contract "Stamp"): every change to a list carries a stamp
 * `<13-digit epoch ms>-<4-digit counter>-<device id>` that compares as a string, so "the later change wins" is
 * the same on every device and on the server. The wall part is the device's clock corrected by the server's
 * (`offsetMs`, learnt from each answer's `serverTime`); the counter orders changes made in the same
 * millisecond, and the clock never goes backwards even when the correction does. Pure: no browser, no React.
 */

/** The last stamp's wall time and counter: the next stamp is always after it. */
export interface ClockState {
  wallMs: number;
  counter: number;
}

export const START_CLOCK: ClockState = { wallMs: 0, counter: 0 };

const MAX_COUNTER = 9999;
const DEVICE_ID = /^[a-z0-9]{1,32}$/;

/** A stamp of the contract's form; `deviceId` is [a-z0-9]{1,32}. */
export function formatStamp(wallMs: number, counter: number, deviceId: string): string {
  if (!DEVICE_ID.test(deviceId)) throw new Error(`A device id is 1 to 32 lower-case letters or digits, not "${deviceId}".`);
  return `${String(Math.max(0, Math.floor(wallMs))).padStart(13, '0')}-${String(counter).padStart(4, '0')}-${deviceId}`;
}

/**
 * The next stamp after `state`, at the device's time `localNowMs` corrected by `offsetMs`: the corrected time
 * when it is later than the last stamp, else the last stamp's time with the counter moved on (a full counter
 * moves the time on by a millisecond instead).
 */
export function nextStamp(state: ClockState, localNowMs: number, offsetMs: number, deviceId: string): { stamp: string; state: ClockState } {
  const physical = Math.floor(localNowMs + offsetMs);
  let next: ClockState;
  if (physical > state.wallMs) next = { wallMs: physical, counter: 0 };
  else if (state.counter < MAX_COUNTER) next = { wallMs: state.wallMs, counter: state.counter + 1 };
  else next = { wallMs: state.wallMs + 1, counter: 0 };
  return { stamp: formatStamp(next.wallMs, next.counter, deviceId), state: next };
}

/** How far the server's clock is ahead of the device's (negative: behind), from an answer's `serverTime`. */
export function serverOffset(serverTimeMs: number, localNowMs: number): number {
  return Math.round(serverTimeMs - localNowMs);
}

/** A new device id: 12 random lower-case letters and digits. */
export function newDeviceId(random: () => number = Math.random): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: 12 }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
}
