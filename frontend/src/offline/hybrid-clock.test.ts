import { describe, expect, it } from 'vitest';
import { formatStamp, newDeviceId, nextStamp, serverOffset, START_CLOCK } from './hybrid-clock';

describe('the hybrid logical clock', () => {
  it('stamps the corrected time, zero-padded so stamps compare as strings', () => {
    const { stamp } = nextStamp(START_CLOCK, 1_700_000_000_000, 2_500, 'phone1');
    expect(stamp).toBe('1700000002500-0000-phone1');
    expect(formatStamp(42, 7, 'a')).toBe('0000000000042-0007-a');
  });

  it('moves the counter on for changes in the same millisecond, and never goes back when the clock does', () => {
    const first = nextStamp(START_CLOCK, 1_000, 0, 'dev');
    const second = nextStamp(first.state, 1_000, 0, 'dev');
    const afterClockWentBack = nextStamp(second.state, 400, 0, 'dev');
    expect([first.stamp, second.stamp, afterClockWentBack.stamp]).toEqual([
      '0000000001000-0000-dev',
      '0000000001000-0001-dev',
      '0000000001000-0002-dev',
    ]);
    expect(first.stamp < second.stamp && second.stamp < afterClockWentBack.stamp).toBe(true);
  });

  it('a full counter moves the time on by a millisecond', () => {
    expect(nextStamp({ wallMs: 5_000, counter: 9999 }, 5_000, 0, 'dev').stamp).toBe('0000000005001-0000-dev');
  });

  it('a change made later on a device whose clock is slow still stamps later once corrected by the server', () => {
    // phone A's clock is right; phone B's is 60 s slow and learnt it from the server's answer
    const offsetB = serverOffset(1_000_000 + 60_000, 1_000_000);
    const a = nextStamp(START_CLOCK, 2_000_000, 0, 'a').stamp;
    const b = nextStamp(START_CLOCK, 2_000_000 - 60_000 + 1_000, offsetB, 'b').stamp; // one second after A, by the real time
    expect(b > a).toBe(true);
  });

  it('refuses a device id the server would not read, and makes ones it does', () => {
    expect(() => formatStamp(1, 0, 'Phone-1')).toThrow(/device id/);
    expect(newDeviceId()).toMatch(/^[a-z0-9]{12}$/);
  });
});
