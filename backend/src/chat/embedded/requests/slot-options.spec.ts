/** A few recipes asked for one planned meal are listed, nothing changed; a library recipe wished for a slot swaps it. Pure. */
import { parseIntent, WRITES } from '../intents.js';

describe('cheaper or quicker options asked for a planned meal are listed', () => {
  it.each([
    ['any faster ideas for friday lunch?', 'quick', 'lunch'],
    ['what are some quicker recipes for wednesday breakfast', 'quick', 'breakfast'],
    ['got any cheap alternatives for monday dinner', 'recipes', 'dinner'],
    ['list a couple of cheaper dishes i could do thursday lunch', 'recipes', 'lunch'],
    ['i need budget options for sunday dinner', 'recipes', 'dinner'],
  ])('%s', (said, type, meal) => {
    const read = parseIntent(said);
    expect(read).toMatchObject({ type, meal });
    expect(WRITES.has(read.type)).toBe(false);
  });

  it('a change asked with the same words is the change', () => {
    expect(parseIntent('swap tuesday dinner for one of the cheaper options').type).toBe('swap');
  });
});

describe('a library recipe wished for a planned meal swaps that meal for it', () => {
  it.each([
    ['we fancy the beef stroganoff on thursday for dinner', 4, 'dinner', 'beef stroganoff'],
    ['i want the chicken tikka masala for saturday dinner, its my birthday', 6, 'dinner', 'chicken tikka masala'],
    ["i'd love the spaghetti and meatballs on monday for dinner", 1, 'dinner', 'spaghetti'],
    ['for wednesday lunch we would like the beef stroganoff please', 3, 'lunch', 'beef stroganoff'],
    ['in the mood for chicken tikka masala on friday for dinner', 5, 'dinner', 'chicken tikka masala'],
  ])('%s', (said, weekday, meal, query) => {
    const read = parseIntent(said);
    expect(read).toMatchObject({ type: 'swap', day: { kind: 'weekday', weekday }, meal });
    expect(read.type === 'swap' && read.query).toContain(query);
  });
});
