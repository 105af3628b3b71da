/**
 * List and pantry asks in the shapes people type them: a need asked with its "do" left out or a choice offered at
 * its end ("… or nah", "… yes or no") is a question of the list, never an add; "we have X at home?" asks the pantry;
 * "put X on there" with a reason after it adds X; a purchase told first and then "mark them done" ticks them; "the X
 * is too much, only N" sets the line; a slip of a line's own name is that line before the catalogue's reading. Pure,
 * in phrasings of our own.
 */
import { parseIntent, WRITES } from '../intents.js';
import { lineNearerThan } from './grocery-match.js';

describe('a need asked, with its "do" left out or a choice at its end, is answered from the list', () => {
  it.each([
    ['need eggs this week or nah', 'eggs'],
    ['still gotta grab ground beef, yes or no', 'ground beef'],
    ['we need to get rice again or not', 'rice'],
    ['i need oat milk? i forget', 'oat milk'],
    ['need to pick up bread this week y/n', 'bread'],
    ['buy lemons this weekend or no?', 'lemons'],
    ['should we get more oats or not', 'oats'],
    ['the feta: do we still need it?', 'feta'],
    ['spinach - gotta buy it or nah', 'spinach'],
  ])('%s', (message, item) => {
    const read = parseIntent(message);
    expect(read).toEqual({ type: 'onList', item });
    expect(WRITES.has(read.type)).toBe(false);
  });

  it('said plainly, the need is still the ask to add it; whether to buy what is no food is no list question', () => {
    expect(parseIntent('need eggs')).toMatchObject({ type: 'addGrocery', item: 'eggs' });
    expect(parseIntent('i need to buy rice')).toMatchObject({ type: 'addGrocery', item: 'rice' });
    expect(parseIntent('should i buy a new phone')).not.toMatchObject({ type: 'onList' });
    expect(parseIntent('should i add milk')).toMatchObject({ type: 'offer' });
  });
});

describe('"we have X at home?" with its "do" left out asks the pantry', () => {
  it.each([
    ['we got garlic in the kitchen? cant remember', 'garlic'],
    ['i have cumin at home? not sure i ever bought it', 'cumin'],
    ['we still have olive oil in the cupboard?', 'olive oil'],
    ['got any lentils in the house', 'lentils'],
    ['are the eggs still in the fridge or should i buy more', 'eggs'],
    ['is pasta in the cupboard or do we need to pick some up', 'pasta'],
  ])('%s', (message, item) => expect(parseIntent(message)).toEqual({ type: 'atHome', item }));

  it('told, not asked, it is the pantry kept; "do i have to buy" is a need', () => {
    expect(parseIntent('we have cumin at home')).toMatchObject({ type: 'addPantry', item: 'cumin' });
    expect(parseIntent('do i have to buy paprika this week?')).toEqual({ type: 'onList', item: 'paprika' });
  });
});

describe('"put X on there" with a reason after it adds X', () => {
  it.each([
    ['could you stick cottage cheese on there, best protein for the money', 'cottage cheese'],
    ['throw some tuna on there - cheap protein', 'tuna'],
    ['pop lentils on there please, they keep forever', 'lentils'],
  ])('%s', (message, item) => expect(parseIntent(message)).toMatchObject({ type: 'addGrocery', item }));
});

describe('a purchase told first, then the tick asked of "them"', () => {
  it.each([
    ['we purchased the biscuits at the corner shop, mark them bought please', 'biscuits'],
    ['bought the crackers earlier today, can you tick them off', 'crackers'],
    ['I bought oat milk on my way home so mark it done', 'oat milk'],
  ])('%s', (message, item) => expect(parseIntent(message)).toEqual({ type: 'checkGrocery', item, checked: true }));

  it('a story with no purchase in it is still an aside', () => {
    expect(parseIntent('ugh long day, add milk')).toMatchObject({ type: 'addGrocery', item: 'milk' });
  });
});

describe('a line said to be too much, then the amount it should be', () => {
  it.each([
    ['the biscuits are way too many, put just two', 'biscuits', 2],
    ['those wafers is too much, please make it just three', 'wafers', 3],
    ['the crackers is too many, put only 1', 'crackers', 1],
  ])('%s', (message, item, quantity) => expect(parseIntent(message)).toEqual({ type: 'setGroceryQuantity', item, quantity }));

  it('too much of something else, with no amount after it, is an aside', () => {
    expect(parseIntent('ugh too much going on, add milk')).toMatchObject({ type: 'addGrocery', item: 'milk' });
  });
});

describe("a slip of a line's own name is that line before the catalogue's reading", () => {
  const lines = [{ name: 'cookies' }, { name: 'soda' }, { name: 'eggs' }];
  it.each(['cookes', 'the cokie'])('%s read as cola, with cookies listed, is the cookies', (typed) => {
    expect(lineNearerThan(lines, typed, 'Cola')).toEqual({ name: 'cookies' });
  });

  it("the catalogue's reading stands when it is as near, or no line is near what was typed", () => {
    expect(lineNearerThan(lines, 'sodda', 'Cola')).toBeNull();
    expect(lineNearerThan(lines, 'coke', 'Cola')).toBeNull();
    expect(lineNearerThan([{ name: 'soda' }], 'cookes', 'Cola')).toBeNull();
  });
});
