import { cleanDocumentText, findUnsafeText, unsafeCharacter } from './unsafe-text.js';

describe('text a person may send', () => {
  it.each([
    ['plain text, accents, emoji and CJK', 'Crème brûlée 🍮 豆腐', null],
    ['tab, new line and carriage return', 'line one\r\n\tline two', null],
    ['a whole surrogate pair', '\uD83C\uDF7D', null],
    ['NUL', 'a\u0000b', 'a control character (U+0000)'],
    ['escape', '\u001B[31m', 'a control character (U+001B)'],
    ['a lone high surrogate', 'a\uD800', 'an invalid character (half of a UTF-16 surrogate pair)'],
    ['a lone low surrogate', '\uDC00a', 'an invalid character (half of a UTF-16 surrogate pair)'],
  ])('%s', (_label, text, problem) => expect(unsafeCharacter(text)).toBe(problem));

  it('names the first field that holds one, however deep, keys included', () => {
    expect(findUnsafeText({ name: 'Week', meals: [{ foodItem: { name: 'ok' } }, { foodItem: { name: 'b\u0000d' } }] }))
      .toEqual({ field: 'meals[1].foodItem.name', problem: 'a control character (U+0000)' });
    expect(findUnsafeText({ allergies: ['Peanuts', 'x\uDC00'] })).toEqual({ field: 'allergies[1]', problem: 'an invalid character (half of a UTF-16 surrogate pair)' });
    expect(findUnsafeText({ ['a\u0000']: 1 })).toEqual({ field: 'the request', problem: 'a field name with a control character (U+0000)' });
    expect(findUnsafeText({ calorieGoal: 2000, note: null, tags: [] })).toBeNull();
  });

  it('refuses nesting deeper than any request needs instead of walking it', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(findUnsafeText(deep)?.problem).toBe('more nesting than any request needs');
  });
});

describe('a pasted page', () => {
  it('loses its stray control bytes and half pairs, keeps its text and new lines', () => {
    expect(cleanDocumentText('<p>Mix\u0000 well\u000C</p>\n<p>\uD800Serve</p>')).toBe('<p>Mix  well </p>\n<p>\uFFFDServe</p>');
  });
});
