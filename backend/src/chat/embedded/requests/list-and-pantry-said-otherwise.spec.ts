/**
 * The grocery list and the pantry said in more people's words: an amount after the food, a number a voice typing
 * mishears, who the food is for, stretched or slipped words, "bin", bought on a break, "there's … in the cupboard",
 * out of the pantry just listed, a bunch of a fresh herb, doubled with a reason beside it, an add asked politely with
 * how much is enough, and the thing just added put right with "not those". Pure parsing, in words of our own.
 */
import { followUp } from '../../conversation/follow-up.js';
import type { ConversationState } from '../../conversation/state.js';
import { parseIntent } from '../intents.js';

const read = (message: string, state: ConversationState = {}) => followUp(message, parseIntent(message), state, parseIntent).intent;

describe('an amount said after the food it is of', () => {
  it.each([
    ['grab mangoes, like 5 of em lol', 'mangoes', 5],
    ['Please add the apples, about three of them.', 'apples', 3],
    ['add limes - maybe 4 of those', 'limes', 4],
    ['add eggs, make it a dozen', 'eggs', 12],
    ['get bagels, make that 6 thx', 'bagels', 6],
  ])('%s', (text, item, quantity) => {
    expect(read(text)).toEqual({ type: 'addGrocery', item, quantity });
  });

  it('two foods before the amount leave which unsaid; "make it" with no amount is no amount', () => {
    expect(read('add pears and plums, 4 of those')).not.toMatchObject({ quantity: 4 });
    expect(read('add chicken, make it spicy')).not.toMatchObject({ type: 'addGrocery', quantity: expect.anything() });
  });
});

describe('a number a voice typing heard as "for", "to" or "too", right after the add and before a food in the plural', () => {
  it.each([
    ['add for apples pls', 'apples', 4],
    ['put to onions on the list', 'onions', 2],
    ['get too avocados', 'avocados', 2],
  ])('%s', (text, item, quantity) => {
    expect(read(text)).toEqual({ type: 'addGrocery', item, quantity });
  });

  it.each(['add limes for the tacos', 'add rice to my list', 'add to list: bread'])('no amount: %s', (text) => {
    expect(read(text)).not.toMatchObject({ quantity: expect.any(Number) });
  });
});

describe('who the food is bought for, before their meal: the asker’s own list', () => {
  it.each([
    ['pop a loaf of bread on the list for my mum’s lunch', 'bread'],
    ["add a pack of ham to the shopping list for the boys' lunch", 'ham'],
    ["Kindly put two pints of milk on my list for my grandson's breakfast.", 'milk'],
  ])('%s', (text, item) => {
    expect(read(text)).toMatchObject({ type: 'addGrocery', item });
  });

  it("another person's own list, or a change to their meal, stays theirs", () => {
    expect(read("add eggs to john's list")).toMatchObject({ type: 'otherAccount' });
    expect(read("swap my wife's breakfast on tuesday")).toMatchObject({ type: 'otherAccount' });
    expect(read("add eggs to my husband's breakfast")).toMatchObject({ type: 'otherAccount' });
  });
});

describe('a letter held down, and "actually" mistyped', () => {
  it.each([
    ['tick offff the bread', 'bread'],
    ['crosss off the eggs', 'eggs'],
  ])('%s', (text, item) => {
    expect(read(text)).toEqual({ type: 'checkGrocery', item, checked: true });
  });

  it('an add with its verb stretched', () => {
    expect(read('addd yoghurt')).toMatchObject({ type: 'addGrocery', item: 'yoghurt' });
  });

  it.each(['actualy undo that', 'acutally no, undo', 'actully undo pls'])('%s', (text) => {
    expect(read(text, { lastAction: { id: 'a', description: 'Added Honey to your pantry' }, said: 'i have honey at home' })).toEqual({
      type: 'undoLast',
    });
  });
});

describe('"bin" asked alone takes the line off the list; thrown away with why, or told done, the pantry', () => {
  it.each([
    ['bin the crisps pls', 'crisps'],
    ['just bin the cola', 'cola'],
  ])('%s', (text, item) => {
    expect(read(text)).toMatchObject({ type: 'removeGrocery', item });
  });

  it('beside a tick, each part', () => {
    expect(read('check off the tea and bin the biscuits')).toEqual({
      type: 'several',
      parts: [
        { type: 'checkGrocery', item: 'tea', checked: true },
        { type: 'removeGrocery', item: 'biscuits' },
      ],
    });
  });

  it.each([
    ['bin the spinach, it went off', 'spinach'],
    ['i binned the yoghurt', 'yoghurt'],
  ])('%s', (text, item) => {
    expect(read(text)).toEqual({ type: 'removePantry', item });
  });
});

describe('bought, with when or where: the line ticked (a meal word there is a time of day)', () => {
  it.each([
    ['got the rice on my lunch break', 'rice'],
    ['Already picked up the butter on the way home.', 'butter'],
    ['grabbed bread on my break lol', 'bread'],
  ])('%s', (text, item) => {
    expect(read(text)).toEqual({ type: 'checkGrocery', item, checked: true });
  });
});

describe('"there is … in the cupboard": the pantry', () => {
  it.each([
    ['theres a jar of honey in the fridge', 'honey'],
    ['There are two cans of chickpeas in the pantry already.', 'chickpeas'],
    ["there's coconut milk in the cupboard fyi", 'coconut milk'],
  ])('%s', (text, item) => {
    expect(read(text)).toMatchObject({ type: 'addPantry', item });
  });

  it('asked, nothing is written', () => {
    expect(read('is there rice in the cupboard')).toMatchObject({ type: 'atHome' });
  });
});

describe('none left, with an apology or a hedge around it', () => {
  it.each([
    ['we’re out of pasta now, sorry', 'pasta'],
    ['ran out of salt soz', 'salt'],
    ['i think we are out of oats now sorry', 'oats'],
  ])('%s', (text, item) => {
    expect(read(text)).toEqual({ type: 'usedUp', item });
  });
});

describe('out of "that" just after the pantry was listed: the pantry', () => {
  const listed: ConversationState = { lines: ['Olive oil', 'Salt', 'Flour'], focus: 'thing', said: "what's in my pantry" };
  it.each([
    ['remove the olive oil from that pls', 'olive oil'],
    ['cross the flour off it, used it all', 'flour'],
    ['Take the salt out of that, we have none left.', 'salt'],
  ])('%s', (text, item) => {
    expect(read(text, listed)).toEqual({ type: 'removePantry', item });
  });

  it('after the list was listed, the list', () => {
    expect(read('take the salt out of that', { lines: ['Salt'], focus: 'thing', said: "what's on my grocery list" })).toEqual({
      type: 'removeGrocery',
      item: 'salt',
    });
  });
});

describe('a bunch, sprig or handful of coriander is the fresh herb', () => {
  it.each([
    ['grab a handful of coriander', 'handful'],
    ['add two sprigs of coriander please', 'sprig'],
  ])('%s', (text, unit) => {
    expect(read(text)).toMatchObject({ type: 'addGrocery', item: 'cilantro', unit });
  });

  it('ground coriander, or coriander alone, stays as said', () => {
    expect(read('add ground coriander')).toMatchObject({ item: 'ground coriander' });
    expect(read('add coriander')).toMatchObject({ item: 'coriander' });
  });
});

describe('a line doubled, halved or tripled with a reason after it and no comma', () => {
  it.each([
    ["halve the bread we're away thursday", 'bread', 0.5],
    ['triple the eggs im baking all weekend', 'eggs', 3],
    ['double the mince on my list we have guests on saturday', 'mince', 2],
  ])('%s', (text, item, quantity) => {
    expect(read(text)).toMatchObject({ type: 'setGroceryQuantity', item, quantity, change: 'times' });
  });
});

describe('an add asked politely, then how much is enough', () => {
  it.each([
    ['would you mind adding bread? one loaf is plenty', 'bread', 1],
    ['hi could you please add bananas? like 5 of them is plenty thanks', 'bananas', 5],
    ['could you maybe add some almond milk? just one carton is fine', 'almond milk', 1],
  ])('%s', (text, item, quantity) => {
    expect(read(text)).toMatchObject({ type: 'addGrocery', item, quantity });
  });

  it('"could you maybe …?" alone is the request; asked back, nothing is written', () => {
    expect(read('could u like add oat milk?')).toMatchObject({ type: 'addGrocery', item: 'oat milk' });
    expect(read('can you add milk? is that ok')).not.toMatchObject({ type: 'addGrocery' });
  });
});

describe('"not those, make it …" after an add: the thing just added put right', () => {
  const added = (said: string): ConversationState => ({ lastAction: { id: 'a', description: 'Added' }, said });
  it.each([
    ['no not that one, get kale', 'add spinach', 'spinach', 'kale'],
    ['hmm not them - i want the oat milk', 'add milk to my list', 'milk', 'oat milk'],
  ])('%s', (text, before, was, meant) => {
    expect(read(text, added(before))).toEqual({
      type: 'several',
      parts: [
        { type: 'removeGrocery', item: was },
        { type: 'addGrocery', item: meant },
      ],
    });
  });

  it('the thing meant by another of its names (put in the list’s name when written)', () => {
    expect(read('ugh not those, make it aubergines', added('add 2 cucumbers'))).toMatchObject({
      type: 'several',
      parts: [
        { type: 'removeGrocery', item: 'cucumbers' },
        { type: 'addGrocery', item: 'aubergines' },
      ],
    });
  });

  it('an amount, or nothing meant, is no thing', () => {
    expect(read('not those, make it 3', added('add 2 cucumbers'))).not.toMatchObject({ type: 'several' });
    expect(read('no not that', added('add 2 cucumbers'))).not.toMatchObject({ type: 'several' });
  });
});
