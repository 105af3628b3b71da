import { isRowId, isRowNumber, MAX_ROW_NUMBER, parseRowNumber } from './row-id.js';

describe('row ids', () => {
  it('takes the UUIDs the database and randomUUID make, in either case, and the nil UUID', () => {
    for (const id of [
      crypto.randomUUID(),
      crypto.randomUUID().toUpperCase(),
      '00000000-0000-4000-8000-000000000000',
      '00000000-0000-0000-0000-000000000000',
    ])
      expect(isRowId(id)).toBe(true);
  });

  it.each([
    'not-a-uuid',
    '',
    '00000000-0000-4000-8000-00000000000',
    '00000000-0000-4000-8000-0000000000000',
    '{00000000-0000-4000-8000-000000000000}',
    '00000000000040008000000000000000',
    'g0000000-0000-4000-8000-000000000000',
    ' 00000000-0000-4000-8000-000000000000',
  ])('refuses %j: it can name no row', (id) => expect(isRowId(id)).toBe(false));

  it('refuses what is not text', () => {
    for (const value of [undefined, null, 42, ['00000000-0000-4000-8000-000000000000']]) expect(isRowId(value)).toBe(false);
  });

  it('row numbers: whole numbers from 1 to the largest integer column value', () => {
    expect([1, 42, MAX_ROW_NUMBER].every(isRowNumber)).toBe(true);
    expect([0, -1, 1.5, MAX_ROW_NUMBER + 1, Number.NaN, Infinity, '1'].some(isRowNumber)).toBe(false);
  });

  it("reads a path's digits as a row number, nothing else", () => {
    expect(parseRowNumber('42')).toBe(42);
    expect(parseRowNumber('0042')).toBe(42);
    expect(parseRowNumber(String(MAX_ROW_NUMBER))).toBe(MAX_ROW_NUMBER);
    for (const text of ['0', '-1', '1e3', '0x10', ' 7', '7 ', '1.0', String(MAX_ROW_NUMBER + 1), '99999999999', 'abc', ''])
      expect(parseRowNumber(text)).toBeNull();
  });
});
