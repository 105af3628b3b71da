import { parseIntent, WRITES } from '../embedded/intents.js';
import { tokenize } from '../embedded/tokens.js';
import { answerPending } from './answers.js';
import { followedAfter, followUp, pointsAtNothing } from './follow-up.js';
import { amountSaidOf } from './line-follow-ups.js';
import { settingChange } from './setting-follow-ups.js';
import { parseState, updateState, type ConversationState } from './state.js';
import { asksUndo } from './undo-ask.js';

/** The second message of two, read after the first (a fixed Sunday for today). */
const after = (first: string, second: string) => followedAfter(first, second, parseIntent, '2026-11-22');
const read = (message: string, state: ConversationState) => followUp(message, parseIntent(message), state, parseIntent);

describe('the conversation remembers what a reply spoke of', () => {
  it('the lines an aisle listed, the setting read, the last swap and the meal a recipe list was for; each read back from Redis', () => {
    const lines = updateState({}, { lines: ['Apples', 'Carrot'] });
    expect(lines).toMatchObject({ lines: ['Apples', 'Carrot'], focus: 'thing' });
    // a line named after forgets the lines listed, and a food named before it
    expect(updateState({ ...lines, food: 'rice' }, { line: 'Milk' })).toMatchObject({ line: 'Milk', focus: 'thing' });
    expect(updateState({ ...lines, food: 'rice' }, { line: 'Milk' }).lines).toBeUndefined();
    expect(updateState({ ...lines, food: 'rice' }, { line: 'Milk' }).food).toBeUndefined();
    expect(updateState({}, { setting: 'weeklyBudget' })).toEqual({ setting: 'weeklyBudget', focus: 'setting' });
    const swapped = updateState(
      {},
      { meal: { weekday: 2, mealType: 'dinner' }, swap: { weekday: 2, mealType: 'dinner', diet: 'vegetarian' } },
    );
    expect(swapped.swap).toEqual({ weekday: 2, mealType: 'dinner', diet: 'vegetarian' });
    const listed = updateState({}, { listed: [{ id: 1, title: 'A', cost: 2 }], listedMeal: 'dinner' });
    expect(listed).toMatchObject({ listedMeal: 'dinner', focus: 'recipe' });
    const kept = { ...lines, ...swapped, setting: 'calorieGoal' as const, lastAction: { id: 'a1', description: 'Added milk' } };
    expect(parseState(JSON.stringify(kept))).toEqual(kept);
    expect(parseState(JSON.stringify({ setting: 'shoeSize', swap: { weekday: 9, mealType: 'dinner' }, lastAction: { id: 3 } }))).toEqual(
      {},
    );
  });
});

describe('follow-ups on a list line', () => {
  it('an amount said of the line, with a unit or in words; never a line named after the unit', () => {
    expect(after('add chicken thighs', 'make it 3 lb pls')).toEqual({
      type: 'setGroceryQuantity',
      item: 'chicken thighs',
      quantity: 3,
      unit: 'lb',
    });
    expect(after('add milk', 'change that to 2 gallons')).toMatchObject({ item: 'milk', quantity: 2, unit: 'gallon' });
    expect(after('add eggs', 'actually a dozen')).toEqual({ type: 'setGroceryQuantity', item: 'eggs', quantity: 12 });
    expect(after('add eggs', 'half a dozen then')).toMatchObject({ item: 'eggs', quantity: 6 });
    expect(after('add milk', 'make that a gallon')).toMatchObject({ item: 'milk', quantity: 1, unit: 'gallon' });
    expect(after('add milk', 'lets do 3')).toMatchObject({ item: 'milk', quantity: 3 });
    expect(amountSaidOf(tokenize('make it 3 and add bread'), 'milk')).toBeNull();
  });

  it('"how much is it" is the line\'s price; "tick them all" after an aisle ticks each line listed', () => {
    expect(after('add salmon', 'how much is it')).toEqual({ type: 'linePrice', item: 'salmon' });
    expect(after('do i need to buy eggs', 'how much do they cost')).toEqual({ type: 'linePrice', item: 'eggs' });
    const state = updateState({}, { lines: ['Apples', 'Carrot'] });
    for (const said of ['tick them all', 'great, check all of those off thx', 'got them all'])
      expect(read(said, state).intent).toEqual({
        type: 'several',
        parts: [
          { type: 'checkGrocery', item: 'Apples', checked: true },
          { type: 'checkGrocery', item: 'Carrot', checked: true },
        ],
      });
  });
});

describe('undo asked in words', () => {
  it('the ask alone, or with a reason after it; never a question how, nor another change with it', () => {
    for (const said of [
      'undo that',
      'wait no, undo',
      'take that back pls',
      'oops revert that',
      'ugh undo that, i liked the old one',
      'undo pls i typed it wrong',
      'i want to undo',
      'can u undo the last thing u did',
    ])
      expect([said, asksUndo(tokenize(said))]).toEqual([said, true]);
    for (const said of ['how do i undo this', 'undo that and add eggs', 'take the milk off', 'put it back on friday dinner'])
      expect([said, asksUndo(tokenize(said))]).toEqual([said, false]);
    expect(after('i hate cilantro', 'take that back')).toEqual({ type: 'undoLast' });
    for (const said of ['undo the swap', 'nvm undo', 'scratch that']) expect([said, asksUndo(tokenize(said))]).toEqual([said, true]);
    // said otherwise (lexicon/conversation-words.json): the change taken back, the old one wanted back, an emoji beside it
    for (const said of [
      'hmm scrap that',
      'CHANGE IT BACK',
      'no no bring back the old one',
      'put it back how it was pls',
      'never mind, undo 🙈',
      // second thoughts said before it
      'on second thought, undo that',
      'having thought about it, please revert that',
      'in hindsight undo that please',
      'i changed my mind, take it back',
    ])
      expect([said, asksUndo(tokenize(said))]).toEqual([said, true]);
    // (second thoughts before another change are that change, not an undo)
    expect(asksUndo(tokenize('on second thought, add eggs'))).toBe(false);
    for (const said of ['change it to 3', 'bring back some milk', 'how was it before'])
      expect([said, asksUndo(tokenize(said))]).toEqual([said, false]);
    // while a question waits, only the word undo itself undoes
    expect(asksUndo(tokenize('scratch that'), { plainly: true })).toBe(false);
    expect(asksUndo(tokenize('undo that'), { plainly: true })).toBe(true);
    expect(answerPending('scratch that', { kind: 'confirm', request: 'set my budget to 50' })).toEqual({ kind: 'cancel' });
  });
});

describe('follow-ups on a food, a meal swapped, a recipe list, a question asked, a setting', () => {
  it('a food spoken of is looked for in the plan', () => {
    expect(after('does wednesday lunch have gluten', 'does anything else this week have it')).toMatchObject({
      type: 'contains',
      term: 'gluten',
    });
    for (const said of ['what about the rest of the week', 'and any other meals?'])
      expect(after('does tuesday dinner have dairy', said)).toMatchObject({ type: 'contains', term: 'dairy' });
    expect(after('do i have rice at home', 'which meals use it')).toMatchObject({ type: 'contains', term: 'rice' });
    expect(after('is my plan safe for peanuts', 'does anything this week have it')).toMatchObject({
      type: 'contains',
      term: 'peanuts',
      allergy: true,
    });
  });

  it('a meal swapped again keeps what the last swap asked for, and adds the new wish', () => {
    expect(after('swap tuesday dinner for something vegetarian', 'make it cheaper too')).toMatchObject({
      type: 'swap',
      diet: 'vegetarian',
      cheaper: true,
      meal: 'dinner',
    });
    expect(after('swap thursday lunch for something quick', 'hmm make it vegan as well')).toMatchObject({ diet: 'vegan', maxMinutes: 20 });
    // right after the swap, a wish alone is that meal swapped again; thanks, questions and other asks are not
    for (const said of ['cheaper one pls', 'try again but cheaper', 'another one, cheaper'])
      expect(after('swap tuesday dinner for something vegetarian', said)).toMatchObject({
        type: 'swap',
        diet: 'vegetarian',
        cheaper: true,
      });
    expect(after('swap tuesday dinner for something vegetarian', 'and under 30 min')).toMatchObject({ diet: 'vegetarian', maxMinutes: 30 });
    for (const said of ['ok cool', 'nice one', 'is it vegetarian', 'add milk', 'sounds good'])
      expect([said, after('swap tuesday dinner for something vegetarian', said).type]).not.toEqual([said, 'swap']);
    // another meal's swap is not kept
    expect(after('swap thursday lunch for something vegan', 'what about friday dinner, make it cheaper')).not.toMatchObject({
      diet: 'vegan',
    });
  });

  it('"the cheapest dinners" lists recipes by cost; "use the cheapest one for tuesday", "the second one on friday" put them in', () => {
    expect(parseIntent('what are the cheapest dinners you have')).toEqual({ type: 'recipes', rank: 'cost', meal: 'dinner' });
    expect(parseIntent('cheapest vegetarian lunches?')).toEqual({ type: 'recipes', rank: 'cost', meal: 'lunch', diet: 'vegetarian' });
    expect(parseIntent("what's the cheapest day")).toMatchObject({ type: 'dayMost' });
    expect(parseIntent('what does my plan cost')).toMatchObject({ type: 'cost' });
    const listed = [
      { id: 1, title: 'Bean Chili', cost: 2.5, minutes: 40 },
      { id: 2, title: 'Egg Fried Rice', cost: 1.2, minutes: 15 },
    ];
    const state = updateState({}, { listed, listedMeal: 'dinner' });
    expect(read('use the cheapest one for tuesday', state)).toEqual({
      intent: { type: 'swap', day: { kind: 'weekday', weekday: 2 }, meal: 'dinner' },
      listed: listed[1],
    });
    expect(read('and put the first one on friday pls', state)).toMatchObject({ intent: { meal: 'dinner' }, listed: listed[0] });
    expect(read('the second one for thursday lunch', state)).toMatchObject({ intent: { type: 'swap', meal: 'lunch' }, listed: listed[1] });
    expect(read('add the quickest to wednesday', state)).toMatchObject({ intent: { type: 'swap' }, listed: listed[1] });
    // a list of no one meal: the recipe's own meal
    const mixed = updateState({}, { listed: [{ id: 3, title: 'Oat Bowl', meals: ['breakfast'] }] });
    expect(read('put the first one on saturday', mixed).intent).toMatchObject({ type: 'swap', meal: 'breakfast' });
    // a search of its own is not the list's
    expect(read('swap friday dinner for the cheapest vegetarian recipe', state).listed).toBeUndefined();
  });

  it('a swap asked about, answered with a day and a wish, swaps that day for it', () => {
    const pending = { kind: 'confirm' as const, request: 'swap sunday dinner for something else' };
    expect(answerPending('thursday, something with chicken', pending)).toEqual({
      kind: 'message',
      text: 'swap thursday dinner for something with chicken',
    });
    expect(answerPending('yes but something with chicken', pending)).toEqual({
      kind: 'message',
      text: 'swap sunday dinner for something with chicken',
    });
    expect(answerPending('sure, make it vegetarian', pending)).toEqual({ kind: 'message', text: 'swap sunday dinner for vegetarian' });
    expect(answerPending('thursday pls', { kind: 'confirm', request: 'add chicken to dinner' })).toEqual({
      kind: 'message',
      text: 'add chicken to thursday dinner',
    });
    expect(answerPending('no, friday lunch and make it vegetarian', pending)).toEqual({
      kind: 'message',
      text: 'swap friday lunch for vegetarian',
    });
  });

  it('a setting read is changed by an amount or to a figure, asked first when large', () => {
    expect(after("what's my budget", 'lower it by 20')).toEqual({
      type: 'changeGoal',
      field: 'weeklyBudget',
      direction: 'down',
      by: 20,
      askIfLarge: true,
    });
    expect(after('how much is my budget', "cut it by 15, i'm saving up")).toMatchObject({ direction: 'down', by: 15 });
    expect(settingChange(tokenize('raise it to $150 pls'), 'weeklyBudget')).toMatchObject({ type: 'setNumber', value: 150 });
    expect(settingChange(tokenize('drop it to 1800'), 'calorieGoal')).toEqual({
      type: 'setNumber',
      field: 'calorieGoal',
      value: 1800,
      askIfLarge: true,
    });
    expect(settingChange(tokenize('what is it'), 'calorieGoal')).toBeNull();
  });
});

describe('follow-ups that lean on what the conversation holds (issue #22 point 1)', () => {
  const tuesdayDinner = { weekday: 2, mealType: 'dinner' as const, title: 'Saag Paneer', recipeId: 12 };
  const afterMeal = updateState({}, { meal: tuesdayDinner, said: "what's for dinner on tuesday" });

  it('"add it to thursday" puts the meal spoken of in that slot; asked as a question it is only offered', () => {
    expect(read('add it to thursday', afterMeal)).toEqual({
      intent: { type: 'swap', day: { kind: 'weekday', weekday: 4 }, meal: 'dinner' },
      listed: { id: 12, title: 'Saag Paneer' },
      said: 'swap thursday dinner for Saag Paneer',
    });
    expect(read('put that on friday for lunch too', afterMeal).intent).toEqual({
      type: 'swap',
      day: { kind: 'weekday', weekday: 5 },
      meal: 'lunch',
    });
    expect(read('can we have it again on sunday?', afterMeal).intent).toEqual({
      type: 'offer',
      request: 'swap sunday dinner for Saag Paneer',
    });
  });

  it('a change said again of another day or meal is made again only when asked again in so many words', () => {
    expect(after('swap friday dinner for something vegetarian', 'and for saturday too')).toEqual({
      type: 'swap',
      day: { kind: 'weekday', weekday: 6 },
      meal: 'dinner',
      diet: 'vegetarian',
    });
    expect(after('swap monday lunch for something quick', 'same for dinner?')).toEqual({
      type: 'offer',
      request: 'swap monday dinner for something quick',
    });
    // asked of another day with no "too" or "same": a question of that day, never a change
    expect(WRITES.has(after('swap monday lunch for something quick', 'and tuesday?').type)).toBe(false);
  });

  it('"and friday?" after "what about tomorrow" asks of the meal the conversation was about', () => {
    const said = updateState({}, { meal: { weekday: 1, mealType: 'lunch' }, said: "what's for lunch tomorrow" });
    expect(read('and friday?', said).intent).toEqual({ type: 'meal', day: { kind: 'weekday', weekday: 5 }, meal: 'lunch' });
  });

  it('"another one", "no, the other one" right after a swap swap the meal again with the same wish', () => {
    const swapped = updateState({}, { meal: tuesdayDinner, swap: { weekday: 2, mealType: 'dinner', diet: 'vegetarian' } });
    for (const message of ['no, the other one', 'another one pls', 'meh something else'])
      expect(read(message, swapped).intent).toEqual({
        type: 'swap',
        day: { kind: 'weekday', weekday: 2 },
        meal: 'dinner',
        diet: 'vegetarian',
      });
    // with no swap just made, "the other one" points at nothing
    expect(WRITES.has(read('no, the other one', afterMeal).intent.type)).toBe(false);
  });

  it('a food spoken of is what "it" and "some" mean in a question or a change of the list; with none, "it" is asked about', () => {
    const garlic = updateState({}, { food: 'garlic' });
    expect(read('is it on my list', garlic).intent).toEqual({ type: 'onList', item: 'garlic' });
    expect(read('put some on the list then', garlic).intent).toEqual({ type: 'addGrocery', item: 'garlic' });
    expect(read('sure, add it', garlic).intent).toEqual({ type: 'addGrocery', item: 'garlic' });
    expect(pointsAtNothing('do i have it at home', read('do i have it at home', {}).intent)).toBe(true);
    expect(pointsAtNothing('the first one', read('the first one', {}).intent)).toBe(true);
    expect(pointsAtNothing('do i have rice at home', read('do i have rice at home', {}).intent)).toBe(false);
  });

  it('"remove both" after two lines of one name takes each off', () => {
    const two = updateState({}, { food: 'milk', lines: ['Almond milk', 'Oat milk'] });
    expect(read('remove both', two).intent).toEqual({
      type: 'several',
      parts: [
        { type: 'removeGrocery', item: 'Almond milk' },
        { type: 'removeGrocery', item: 'Oat milk' },
      ],
    });
    expect(read('make it 3', two).intent).toEqual({ type: 'setGroceryQuantity', item: 'milk', quantity: 3 });
  });

  it('"why?" after an answer about the meal shows what it went by: the meal\'s ingredients', () => {
    expect(read('why?', afterMeal).intent).toEqual({ type: 'mealQuestion', ask: { kind: 'ingredients' }, ref: { kind: 'pronoun' } });
    expect(read('how come', afterMeal).intent.type).toBe('mealQuestion');
  });
});

describe('a swap asked about, answered with a request of its own', () => {
  it('"ok add it to thursday", "and for wednesday too" are no wish for the swap asked about: read on their own', () => {
    const pending = { kind: 'confirm' as const, request: 'swap thursday dinner for something vegetarian' };
    expect(answerPending('ok add it to thursday', pending)).toBeNull();
    expect(answerPending('and for wednesday too', pending)).toBeNull();
    expect(answerPending('yes but something with chicken', pending)).toEqual({
      kind: 'message',
      text: 'swap thursday dinner for something with chicken',
    });
  });
});

describe('follow-ups in other voices', () => {
  it('a swap read through "it" is kept as said of the meal, so "same for tmrw" swaps tomorrow with the same wish', () => {
    expect(
      followedAfter(['wat we eatin 2nite', 'ugh i hate that. swap it 4 sth w chicken'], 'same for tmrw', parseIntent, '2026-11-22'),
    ).toEqual({
      type: 'swap',
      day: { kind: 'relative', offset: 1, word: 'tomorrow' },
      meal: 'dinner',
      query: 'chicken',
    });
  });

  it('"gimme sth w more protein instead" swaps the meal for more protein, not for a dish named "give"', () => {
    expect(after('whats 4 lunch monday', 'gimme sth w more protein instead')).toEqual({
      type: 'swap',
      day: { kind: 'weekday', weekday: 1 },
      meal: 'lunch',
      rank: 'protein',
    });
  });

  it('"ok get a dozen" after eggs were asked of sets their amount; never a line named "dozen"', () => {
    expect(after('do i need to buy eggs', 'ok get a dozen')).toEqual({ type: 'setGroceryQuantity', item: 'eggs', quantity: 12 });
  });

  it('"do thursday instead" after the change was undone asks it of thursday; asked with "?" it is offered', () => {
    expect(
      followedAfter(['swap wednesday lunch for something vegetarian', 'undo'], 'ok do thursday instead', parseIntent, '2026-11-22'),
    ).toEqual({
      type: 'swap',
      day: { kind: 'weekday', weekday: 4 },
      meal: 'lunch',
      diet: 'vegetarian',
    });
    expect(
      followedAfter(['swap wednesday lunch for something vegetarian', 'undo'], 'thursday instead?', parseIntent, '2026-11-22'),
    ).toEqual({
      type: 'offer',
      request: 'swap thursday lunch for something vegetarian',
    });
  });

  it('"and protein?", "what about carbs" after a figure of the meal ask that figure of it', () => {
    expect(followedAfter(['what is for dinner tomorrow', 'how many calories'], 'and protein?', parseIntent, '2026-11-22')).toEqual({
      type: 'mealQuestion',
      ask: { kind: 'nutrition', measure: 'protein' },
      ref: { kind: 'pronoun' },
    });
  });
});

describe('follow-ups after an answer about a day', () => {
  it('"how many calories is that", "how much does that cost", "swap the dinner…" are of the day spoken of', () => {
    expect(after("what's on friday", 'how many calories is that')).toEqual({
      type: 'calories',
      day: { kind: 'weekday', weekday: 5 },
      week: false,
    });
    expect(after('what are we eating on sunday', 'how much does that cost')).toEqual({
      type: 'cost',
      what: 'day',
      day: { kind: 'weekday', weekday: 0 },
    });
    expect(after("what's on friday", 'swap the dinner for something vegetarian')).toEqual({
      type: 'swap',
      day: { kind: 'weekday', weekday: 5 },
      meal: 'dinner',
      diet: 'vegetarian',
    });
    // a meal of that day spoken of after it is what "that" means then
    expect(
      followedAfter(["what's on friday", "what's for lunch on tuesday"], 'how many calories is that', parseIntent, '2026-11-22'),
    ).toEqual({
      type: 'mealQuestion',
      ask: { kind: 'nutrition', measure: 'calories' },
      ref: { kind: 'pronoun' },
    });
  });
});

describe('follow-ups on the line just spoken of, and on the lines just listed', () => {
  it.each([
    ['add cucumbers', 'three not two', { quantity: 3 }],
    ['add flour', '2 bags instead of 1', { quantity: 2, unit: 'bag' }],
    ['add milk', 'a gallon rather than a quart', { quantity: 1, unit: 'gallon' }],
    ['put yogurt on my list', 'actually 4 tubs, not 2', { quantity: 4, unit: 'tub' }],
    ['add lemons', 'six, not three', { quantity: 6 }],
  ])('"%s" then "%s": the new amount of that line, the old one left out', (first, second, amount) => {
    expect(after(first, second)).toMatchObject({ type: 'setGroceryQuantity', ...amount });
  });

  it.each(['nah scrap that, remove it', 'no, delete it', 'hmm no take that off', 'wait no get rid of it', 'oops no drop that'])(
    '"%s" right after an add takes that line off, never a dislike of the words',
    (second) => {
      expect(after('add oat milk', second)).toEqual({ type: 'removeGrocery', item: 'oat milk' });
    },
  );

  const listed: ConversationState = { focus: 'thing', lines: ['Salmon fillets', 'Chicken breast (boneless, skinless)', 'Parmesan'] };
  it.each([
    ['drop the second one', { type: 'removeGrocery', item: 'Chicken breast (boneless, skinless)' }],
    ['delete the 3rd one', { type: 'removeGrocery', item: 'Parmesan' }],
    ['cross off the first item', { type: 'checkGrocery', item: 'Salmon fillets', checked: true }],
    ['take the last one off pls', { type: 'removeGrocery', item: 'Parmesan' }],
    ['get rid of the 2nd one', { type: 'removeGrocery', item: 'Chicken breast (boneless, skinless)' }],
  ])('after lines were listed, "%s" is the line at that place, whole', (message, expected) => {
    expect(read(message, listed).intent).toEqual(expected);
  });

  it('a place with nothing listed is asked about, never stored as a line named "second"', () => {
    for (const message of ['drop the second one', 'remove the 2nd one']) {
      const { intent } = read(message, {});
      expect(pointsAtNothing(message, intent)).toBe(true);
    }
  });

  it('a line named outright wins over "those" said after it: only that line, never every line listed', () => {
    const aisle: ConversationState = { focus: 'thing', lines: ['Apples', 'Pears', 'Kale', 'Leeks'] };
    expect(read('cross the pears off, picked those up at lunch', aisle).intent).toEqual({
      type: 'checkGrocery',
      item: 'pears',
      checked: true,
    });
    const kale = read('take the kale off, we have those at home', aisle).intent;
    expect(kale.type === 'several' ? kale.parts : [kale]).toContainEqual({ type: 'removeGrocery', item: 'kale' });
    expect(JSON.stringify(kale)).not.toMatch(/Apples|Pears|Leeks/);
    expect(read('tick them all off', aisle).intent).toMatchObject({ type: 'several' });
  });
});
