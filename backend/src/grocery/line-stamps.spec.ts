import { clampStamp, isSuperseded, serverStamp, stampFields, STAMP_PATTERN } from './line-stamps.js';

const NOW = 1_764_100_000_000;

describe('line stamps', () => {
  it('makes server stamps of the documented shape that order by time', () => {
    expect(serverStamp(NOW)).toMatch(STAMP_PATTERN);
    expect(serverStamp(NOW) < serverStamp(NOW + 1)).toBe(true);
    // zero padding keeps string order right across digit counts
    expect(serverStamp(999) < serverStamp(1000)).toBe(true);
  });

  it('orders two devices in the same millisecond by counter, then by device id, the same everywhere', () => {
    const a = `${NOW}-0001-phone`;
    const b = `${NOW}-0002-laptop`;
    expect(a < b).toBe(true);
    expect(`${NOW}-0001-alpha` < `${NOW}-0001-beta`).toBe(true);
  });

  it('pulls a stamp more than five minutes ahead back to the server clock, keeping counter and device', () => {
    expect(clampStamp(`${NOW + 60_000}-0003-phone`, NOW)).toBe(`${NOW + 60_000}-0003-phone`);
    expect(clampStamp(`${NOW + 3_600_000}-0003-phone`, NOW)).toBe(`${NOW}-0003-phone`);
  });

  it('supersedes a change only by a later one to the same field', () => {
    const stamps = { isChecked: `${NOW}-0000-phone` };
    expect(isSuperseded(stamps, 'isChecked', `${NOW - 1}-0000-laptop`)).toBe(true);
    expect(isSuperseded(stamps, 'isChecked', `${NOW + 1}-0000-laptop`)).toBe(false);
    expect(isSuperseded(stamps, 'quantity', `${NOW - 1}-0000-laptop`)).toBe(false);
    expect(isSuperseded(null, 'removed', `${NOW}-0000-laptop`)).toBe(false);
  });

  it('keeps the later stamp of each field whatever order the changes come in', () => {
    const early = `${NOW}-0000-phone`;
    const late = `${NOW + 5}-0000-laptop`;
    const one = stampFields(stampFields({}, ['isChecked'], early), ['isChecked', 'quantity'], late);
    const other = stampFields(stampFields({}, ['isChecked', 'quantity'], late), ['isChecked'], early);
    expect(one).toEqual(other);
    expect(one).toEqual({ isChecked: late, quantity: late });
  });
});
