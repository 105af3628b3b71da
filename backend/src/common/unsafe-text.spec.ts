import { cleanDocumentText, findUnsafeText, isWellEncoded, MAX_TEXT_LENGTH, unsafeCharacter } from './unsafe-text.js';

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
    expect(findUnsafeText({ name: 'Week', meals: [{ foodItem: { name: 'ok' } }, { foodItem: { name: 'b\u0000d' } }] })).toEqual({
      field: 'meals[1].foodItem.name',
      message: 'meals[1].foodItem.name contains a control character (U+0000); remove it and try again.',
    });
    expect(findUnsafeText({ allergies: ['Peanuts', 'x\uDC00'] })?.message).toBe(
      'allergies[1] contains an invalid character (half of a UTF-16 surrogate pair); remove it and try again.',
    );
    expect(findUnsafeText({ ['a\u0000']: 1 })?.message).toBe(
      'the request contains a field name with a control character (U+0000); remove it and try again.',
    );
    expect(findUnsafeText({ calorieGoal: 2000, note: null, tags: [] })).toBeNull();
  });

  it('refuses nesting deeper than any request needs instead of walking it', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(findUnsafeText(deep)?.message).toMatch(/is nested deeper than any request needs/);
  });

  it('refuses a text longer than any field takes, naming its length, except a document field that allows more', () => {
    const long = 'x'.repeat(MAX_TEXT_LENGTH + 1);
    expect(findUnsafeText({ note: long })?.message).toBe(`note longer than 10,000 characters (10,001); shorten it and try again.`);
    expect(findUnsafeText({ [long]: 1 })?.message).toMatch(/^the request has a field name longer than 10,000 characters/);
    expect(findUnsafeText({ html: long }, ['html'])).toBeNull();
    // only at the top level: a nested field of the same name is held to the rule
    expect(findUnsafeText({ page: { html: long } }, ['html'])?.field).toBe('page.html');
    expect(findUnsafeText({ note: 'x'.repeat(MAX_TEXT_LENGTH) })).toBeNull();
  });

  it('tells well-formed %-encoding from malformed', () => {
    expect(isWellEncoded('query=caf%C3%A9+au+lait&page=2')).toBe(true);
    expect(isWellEncoded('query=%E0%A4%A')).toBe(false);
    expect(isWellEncoded('query=%FF')).toBe(false);
  });
});

describe('a pasted page', () => {
  it('loses its stray control bytes and half pairs, keeps its text and new lines', () => {
    expect(cleanDocumentText('<p>Mix\u0000 well\u000C</p>\n<p>\uD800Serve</p>')).toBe('<p>Mix  well </p>\n<p>\uFFFDServe</p>');
  });
});
