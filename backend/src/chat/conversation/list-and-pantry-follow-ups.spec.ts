/**
 * Follow-ups on a list or pantry answer, and undo said in other words: another aisle after one aisle's lines, "what
 * recipe is that for" after a line, the pantry after "do i have … at home" or with a reason beside its take-out, and
 * "put them back" / "undo both of those" after a change. Pure parsing, in words of our own.
 */
import { parseIntent } from '../embedded/intents.js';
import { tokenize } from '../embedded/tokens.js';
import { followUp } from './follow-up.js';
import type { ConversationState } from './state.js';
import { asksUndo } from './undo-ask.js';

const read = (message: string, state: ConversationState) => followUp(message, parseIntent(message), state, parseIntent).intent;

describe('another aisle after one aisle of the list was listed: the same question of it', () => {
  const listed: ConversationState = { lines: ['Bagels', 'Sourdough'], focus: 'thing', said: 'which bakery things are on my list' };
  it.each([
    ['and produce?', 'Produce'],
    ['what about the dairy aisle', 'Dairy & Eggs'],
    ['ok and frozen stuff', 'Frozen'],
    ['how about meat?', 'Meat & Seafood'],
    ['and the spices section', 'Spices & Seasonings'],
  ])('%s', (text, aisle) => {
    expect(read(text, listed)).toEqual({ type: 'listAisle', aisle });
  });

  it('a food said again is no aisle; after the pantry was listed, no aisle of the list is asked', () => {
    expect(read('and bagels?', listed)).not.toMatchObject({ type: 'listAisle' });
    expect(read('and produce?', { lines: ['Rice'], focus: 'thing', said: "what's in my pantry" })).not.toMatchObject({
      type: 'listAisle',
    });
  });
});

describe('"what recipe is that for" after a line was answered: what that line is for', () => {
  const answered: ConversationState = { food: 'feta', focus: 'thing', said: 'is feta on my shopping list' };
  it.each(['what recipe is that for', 'which meal is it for?', 'what dish is that for', 'which recipes are those for'])('%s', (text) => {
    expect(read(text, answered)).toEqual({ type: 'lineFor', item: 'feta' });
  });

  it.each([
    ['what recipe are the tortillas for', 'tortillas'],
    ['which meal is the ginger for?', 'ginger'],
    ['what dish is the parsley for', 'parsley'],
  ])('the line named: %s', (text, item) => {
    expect(parseIntent(text)).toEqual({ type: 'lineFor', item });
  });
});

describe('the pantry in a follow-up, and beside a reason', () => {
  const asked: ConversationState = { food: 'paprika', focus: 'thing', said: 'do i have paprika at home' };
  it.each(['i do actually, add it', "oh we've got some, add it pls", 'yes i have it, put it in', 'add it to my pantry'])('%s', (text) => {
    expect(read(text, asked)).toEqual({ type: 'addPantry', item: 'paprika' });
  });

  it('"add it" alone, or the list named, is the list', () => {
    expect(read('add it', asked)).toMatchObject({ type: 'addGrocery', item: 'paprika' });
    expect(read('i do, put it on my list too', asked)).toMatchObject({ type: 'addGrocery', item: 'paprika' });
  });

  it.each([
    ['take the oregano out of my pantry, the jar is empty', 'oregano'],
    ['Please remove flour from the pantry, we finished the bag.', 'flour'],
    ['take honey out of the cupboard bc it crystallised', 'honey'],
    ['remove the lentils from my pantry as we used them all up', 'lentils'],
    ['could you take rice out of my pantry, the bag ran out', 'rice'],
  ])('a reason beside the take-out: %s', (text, item) => {
    expect(parseIntent(text)).toMatchObject({ type: 'removePantry', item });
  });

  it('a change said after the take-out is done too', () => {
    expect(parseIntent('take the oats out of my pantry and put them on my list')).toEqual({
      type: 'several',
      parts: [
        { type: 'removePantry', item: 'oats' },
        { type: 'addGrocery', item: 'oats' },
      ],
    });
  });
});

describe('undo said in other words', () => {
  it.each([
    'wait put them back',
    'no no, bring it back please',
    'oops add them back',
    'undo both of those',
    'can you undo all of them',
    'undo the lot please',
  ])('%s', (text) => {
    expect(asksUndo(tokenize(text))).toBe(true);
  });

  it('another change beside it, or a line named, is no bare undo', () => {
    expect(asksUndo(tokenize('put them back on the list and add bread'))).toBe(false);
    expect(asksUndo(tokenize('put the butter back on my list'))).toBe(false);
    expect(asksUndo(tokenize('add them to my list'))).toBe(false);
  });
});

describe('"it" in the first of several changes after a line was asked of: that line', () => {
  const asked: ConversationState = { food: 'soda', focus: 'thing', said: 'is soda on my list' };
  it.each([
    ['take it off and add 2 lemons too', { type: 'removeGrocery', item: 'soda' }, { type: 'addGrocery', item: 'lemons', quantity: 2 }],
    [
      'delete that, then add a carton of oat milk',
      { type: 'removeGrocery', item: 'soda' },
      { type: 'addGrocery', item: 'oat milk', quantity: 1, unit: 'carton' },
    ],
    ['tick it off, and add a dozen eggs', { type: 'checkGrocery', item: 'soda', checked: true }, { type: 'addGrocery', item: 'eggs' }],
  ])('%s', (text, first, second) => {
    expect(read(text, asked)).toMatchObject({ type: 'several', parts: [first, second] });
  });
});
