/**
 * The list and the pantry in people's words, as the grammar reads them (pure, no data): British pack words as units,
 * a line's amount said with no verb that sets it, things bought then asked to be ticked (a tick, never a removal),
 * slips of "got", the pantry told with a hedge, a place or a reason around it, courtesy said twice; and what must stay
 * as it was: an unsettled hedge, a price, a plan's length.
 */
import { parseIntent, WRITES, type Intent } from '../intents.js';
import { tokenize } from '../tokens.js';
import { followUp } from '../../conversation/follow-up.js';
import type { ConversationState } from '../../conversation/state.js';
import { asksUndo } from '../../conversation/undo-ask.js';

const partsOf = (i: Intent) => (i.type === 'several' ? i.parts : [i]);
const writes = (text: string) => partsOf(parseIntent(text)).some((p) => WRITES.has(p.type));

describe('a pack word of British shops is a unit of the thing, never the thing', () => {
  it.each([
    ['put a punnet of blueberries on my list', 'blueberries', 1],
    ['can you add 2 punnets of cherry tomatoes', 'cherry tomatoes', 2],
    ['grab a punnet of blackberries', 'blackberries', 1],
  ])('%s', (text, item, quantity) => {
    expect(parseIntent(text)).toMatchObject({ type: 'addGrocery', item, quantity, unit: 'box' });
  });

  it.each([
    ['picked up a punnet of cherries so tick that', 'cherries'],
    ["got a punnet of grapes, that one's done", 'grapes'],
  ])('%s', (text, item) => {
    expect(parseIntent(text)).toMatchObject({ type: 'checkGrocery', item, checked: true });
  });
});

describe('a line and the amount it should have, said with no verb that sets it', () => {
  it.each([
    ['the colas should be 6 the boys go through them fast', 'colas', 6],
    ['limes to 3', 'limes', 3],
    ['ok the bananas to six thanks', 'bananas', 6],
    ['the onions can be 2', 'onions', 2],
    ['the oranges are 4 now', 'oranges', 4],
    ['the eggs should be a dozen', 'eggs', 12],
    ['the yogurt needs to be 3 tubs cos we have guests', 'yogurt', 3],
  ])('%s', (text, item, quantity) => {
    expect(parseIntent(text)).toMatchObject({ type: 'setGroceryQuantity', item, quantity });
  });

  it('"4" after "be" is a count, not "for"', () => {
    expect(parseIntent('the juice boxes need to be 4 the twins love them')).toMatchObject({ type: 'setGroceryQuantity', quantity: 4 });
  });

  it('beside another ask with no joiner: each done', () => {
    expect(partsOf(parseIntent('tick off the pears the limes should be 6 and add a bag of rice')).map((p) => p.type)).toEqual([
      'checkGrocery',
      'setGroceryQuantity',
      'addGrocery',
    ]);
    expect(partsOf(parseIntent('picked up the bread the eggs are 18 now'))).toEqual([
      { type: 'checkGrocery', item: 'bread', checked: true },
      { type: 'setGroceryQuantity', item: 'eggs', quantity: 18 },
    ]);
  });

  it.each(['the eggs are 3 dollars', 'the plan is 4 days', 'dinner should be 5'])('%s sets no line', (text) => {
    expect(parseIntent(text).type).not.toBe('setGroceryQuantity');
  });
});

describe('things bought, then asked to be ticked: each ticked, never taken off', () => {
  it.each([
    ['PICKED UP THE PRETZELS 🎉 check em off', ['pretzels']],
    ['found the crisps, cross them off', ['crisps']],
    ['grabbed the limes mark it done', ['limes']],
    ['bought eggs butter and cheese check them', ['eggs', 'butter', 'cheese']],
    ['we got oat milk and tortilla chips tick those off the list', ['oat milk', 'tortilla chips']],
  ])('%s', (text, items) => {
    expect(partsOf(parseIntent(text))).toEqual(items.map((item) => ({ type: 'checkGrocery', item, checked: true })));
  });

  it('"got" mistyped still ticks', () => {
    expect(parseIntent('gott the oat milk')).toMatchObject({ type: 'checkGrocery', item: 'oat milk' });
    expect(parseIntent('bougth the bread')).toMatchObject({ type: 'checkGrocery', item: 'bread' });
  });
});

describe('the pantry in people’s words', () => {
  it.each([
    ['i think we may have run out of rice? yeah definitely none left', 'rice'],
    ["i guess we must have run out of honey? yep it's all gone", 'honey'],
    ['i reckon we must have used up the vinegar', 'vinegar'],
    ['we ran out of flower doing pancakes', 'flour'],
    ['we ran out of sugar baking cookies', 'sugar'],
    ['finished the butter making a cake for the kids', 'butter'],
  ])('%s: none left', (text, item) => {
    expect(parseIntent(text)).toEqual({ type: 'usedUp', item });
  });

  it('a hedge asked of oneself and never settled writes nothing', () => {
    expect(writes('we may have run out of honey?')).toBe(false);
  });

  it.each([
    ['we have plenty of oregano and cumin in the spice cupboard', ['oregano', 'cumin']],
    ["i've got loads of turmeric in my spice drawer", ['turmeric']],
    ["we've got oats at hime", ['oats']],
    ['i have lentils at hone', ['lentils']],
    ["i've got some lentils in", ['lentils']],
    ['we have pasta in the pantry, please note that', ['pasta']],
    ['i have black beans at home please make a note of it', ['black beans']],
  ])('%s: in the pantry', (text, items) => {
    expect(partsOf(parseIntent(text)).map((p) => (p.type === 'addPantry' ? p.item : p.type))).toEqual(items);
  });
});

describe('courtesy said twice is said once', () => {
  it.each([
    ['please please add oat milk', 'oat milk'],
    ['plz plz plz put some limes on for the friday party thx thx', 'limes'],
    ['pls pls add feta, for the saturday prep, thx!!', 'feta'],
  ])('%s', (text, item) => {
    expect(parseIntent(text)).toMatchObject({ type: 'addGrocery', item });
  });
});

describe('none left of the food a pantry question was about, said of "it"', () => {
  const read = (message: string, state: ConversationState) => followUp(message, parseIntent(message), state, parseIntent).intent;
  const asked: ConversationState = { food: 'Honey (raw)', focus: 'thing', said: 'is there any honey at home' };
  it.each(['nah we used up the last of it this morning', 'no actually we ran out of it last week', 'no we finished it the other day'])(
    '%s',
    (text) => {
      expect(read(text, asked)).toEqual({ type: 'usedUp', item: 'honey' });
    },
  );
});

describe('"scrap that" with why said after it, no comma: the last change undone', () => {
  it.each(['scratch that found a spare bottle', 'scrap that found another jar', 'undo that changed my mind'])('%s', (text) => {
    expect(asksUndo(tokenize(text))).toBe(true);
  });
  it('another change said after it is no reason', () => {
    expect(asksUndo(tokenize('scratch that add eggs'))).toBe(false);
  });
});

describe('an ask hedged among asks made politely: done with the others', () => {
  it.each([
    ['could you remove the cola, and perhaps put lemonade on? ty', ['removeGrocery', 'addGrocery']],
    [
      'can u take the cookies off, maybe add grapes instead? and the apples can be 3',
      ['removeGrocery', 'addGrocery', 'setGroceryQuantity'],
    ],
    ['would you take the crackers off and possibly add pretzels instead? cheers', ['removeGrocery', 'addGrocery']],
  ])('%s', (text, types) => {
    expect(partsOf(parseIntent(text)).map((p) => p.type)).toEqual(types);
  });

  it('alone, a hedged ask writes nothing', () => {
    expect(writes('maybe add pretzels?')).toBe(false);
  });
});
