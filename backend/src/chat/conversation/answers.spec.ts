import { tokenize } from '../embedded/tokens.js';
import { answerPending, picked, saidAgainOf, yesOrNo } from './answers.js';
import { updateState, parseState, type Pending } from './state.js';

const cheeses = ['Cheddar cheese', 'Parmesan cheese', 'Swiss cheese'];
const choose: Pending = { kind: 'choose', options: cheeses, action: { type: 'removeGrocery', item: 'cheese' }, slot: 'item' };
const confirm: Pending = { kind: 'confirm', request: 'swap thursday dinner for something else' };

describe('an answer to what the assistant asked', () => {
  it.each([
    'yes',
    'Yes please',
    'yep',
    'ya sure',
    'ok do it',
    'okay go ahead',
    'sure thing!',
    'yes pls',
    'Yes, that would be lovely, thank you.',
    'k',
    'sounds good',
    'yeah go for it lol',
  ])('"%s" is a yes', (message) => {
    expect(yesOrNo(tokenize(message))).toBe('yes');
  });

  it.each([
    'no',
    'nope',
    'nah leave it',
    'never mind',
    'nvm',
    "no thanks, I'll keep it as it is",
    "don't do it",
    'cancel',
    'no no no',
    'not now',
    'forget it lol',
    'No, thank you.',
  ])('"%s" is a no', (message) => {
    expect(yesOrNo(tokenize(message))).toBe('no');
  });

  it.each([
    "what's for dinner",
    'add eggs',
    'yes and add eggs too',
    'no swap it for pasta',
    'how many calories',
    'ok thanks',
    'great, thank you',
  ])('"%s" answers neither', (message) => {
    expect(yesOrNo(tokenize(message))).toBeNull();
  });

  // yes and no said as people say them: phrases read whole, stretched words, emoji (lexicon/conversation-words.json)
  it.each(['go on then', 'yeah why not', 'By all means.', 'uh huh', 'YESSS', '👍', 'yes pls 🙏', 'aye go on', 'of course', 'that works'])(
    '"%s" is a yes',
    (message) => {
      expect(yesOrNo(tokenize(message))).toBe('yes');
    },
  );

  it.each(["nah i'm good", 'no need', 'hold off for now', "dont bother, it's fine", 'nooo', 'rather not', 'not today thanks', '👎'])(
    '"%s" is a no',
    (message) => {
      expect(yesOrNo(tokenize(message))).toBe('no');
    },
  );

  it.each(['why', 'yes and swap friday too', 'good morning', 'thanks a lot'])('"%s" still answers neither', (message) => {
    expect(yesOrNo(tokenize(message))).toBeNull();
  });

  it('a yes sends the request asked about; a no cancels; another day asks the same of that day', () => {
    expect(answerPending('yeah do it', confirm)).toEqual({ kind: 'message', text: confirm.request });
    expect(answerPending('nah', confirm)).toEqual({ kind: 'cancel' });
    expect(answerPending('no, tuesday', confirm)).toEqual({ kind: 'message', text: 'swap tuesday dinner for something else' });
    expect(answerPending("friday's", confirm)).toEqual({ kind: 'message', text: 'swap friday dinner for something else' });
    expect(answerPending('the lunch one', confirm)).toEqual({ kind: 'message', text: 'swap thursday lunch for something else' });
    expect(answerPending('how much protein is in it', confirm)).toBeNull();
    expect(answerPending('yes', undefined)).toBeNull();
  });

  it.each([
    ['the cheddar', [0]],
    ['cheddar pls', [0]],
    ['the parmesan one', [1]],
    ['2', [1]],
    ['the second', [1]],
    ['2nd one', [1]],
    ['the last one', [2]],
    ['number 3', [2]],
    ['both', [0, 1, 2]],
    ['all of them', [0, 1, 2]],
    ['the cheddar and the swiss', [0, 2]],
    ['I meant the Swiss cheese, sorry', [2]],
  ])('"%s" picks %j', (message, expected) => {
    expect(picked(tokenize(message), cheeses)).toEqual(expected);
  });

  it.each(['cheese', 'the blue one', '7', "what's for dinner on tuesday", 'add milk'])('"%s" picks nothing', (message) => {
    expect(picked(tokenize(message), cheeses)).toBeNull();
  });

  it.each([
    ['swiss please, leave the rest', [2]],
    ['just the cheddar. keep the other ones', [0]],
    ['parmesan, not the others', [1]],
    ['the 12 oz one', [1]],
    ['the wedge', [1]],
    ['the 8 oz block of cheddar', [0]],
  ])('"%s" picks %j: a part keeping the others picks nothing, and what was shown beside a name picks it', (message, expected) => {
    // (what the question showed beside each line: its amount and package)
    expect(picked(tokenize(message), cheeses, ['8 oz block', '12 oz wedge', '6 oz'])).toEqual(expected);
  });

  it('only keeping the others picks none; the amounts shown pick only where one line has them', () => {
    expect(picked(tokenize('keep the others'), cheeses, ['8 oz', '8 oz', '6 oz'])).toBeNull();
    expect(picked(tokenize('the 8 oz one'), cheeses, ['8 oz', '8 oz', '6 oz'])).toBeNull();
    expect(answerPending('the 6 oz one, keep the rest', { ...choose, shown: ['8 oz', '8 oz', '6 oz'] })).toEqual({
      kind: 'action',
      action: { type: 'removeGrocery', item: 'Swiss cheese' },
      chosen: 2,
    });
  });

  it('a pick completes the action held back; several picks are done each; a no cancels', () => {
    expect(answerPending('the swiss one', choose)).toEqual({
      kind: 'action',
      action: { type: 'removeGrocery', item: 'Swiss cheese' },
      chosen: 2,
    });
    expect(answerPending('both', { ...choose, options: cheeses.slice(0, 2) })).toEqual({
      kind: 'action',
      action: {
        type: 'several',
        parts: [
          { type: 'removeGrocery', item: 'Cheddar cheese' },
          { type: 'removeGrocery', item: 'Parmesan cheese' },
        ],
      },
    });
    expect(answerPending('never mind', choose)).toEqual({ kind: 'cancel' });
    expect(answerPending('add trash bags to my list', choose)).toBeNull();
  });

  it('said again of a day or meal: replaced where the message named one, put in where it named none', () => {
    expect(saidAgainOf(tokenize('tuesday'), 'take the butter out of dinner')).toBe('take the butter out of tuesday dinner');
    expect(saidAgainOf(tokenize('and lunch?'), 'what is in wednesday dinner')).toBeNull();
    expect(saidAgainOf(tokenize('lunch'), 'what is in wednesday dinner')).toBe('what is in wednesday lunch');
    expect(saidAgainOf(tokenize('add eggs'), 'what is in wednesday dinner')).toBeNull();
  });

  it('a question waits one message: the next reply replaces or clears it, and a stored one reads back', () => {
    const asked = updateState({ line: 'Milk' }, { pending: choose });
    expect(asked.pending).toEqual(choose);
    expect(parseState(JSON.stringify(asked)).pending).toEqual(choose);
    const next = updateState(asked, { food: 'rice' });
    expect(next.pending).toBeUndefined();
    expect(next.line).toBe('Milk');
    expect(
      parseState(JSON.stringify({ pending: { kind: 'choose', options: ['one'], action: { type: 'x' }, slot: 'item' } })).pending,
    ).toBeUndefined();
    expect(parseState(JSON.stringify({ pending: { kind: 'confirm' } })).pending).toBeUndefined();
  });
});

describe('"no, the other one" right after a pick', () => {
  const two: Pending = { ...choose, options: cheeses.slice(0, 2), chosen: 0 };

  it.each(['no, the other one', 'the other one', 'no the other', 'i meant the other one', 'wrong one, the other one pls', 'nah other one'])(
    '"%s" after a pick of two is the one not picked',
    (message) => {
      expect(answerPending(message, two)).toEqual({
        kind: 'action',
        action: { type: 'removeGrocery', item: 'Parmesan cheese' },
        chosen: 1,
        other: true,
      });
    },
  );

  it('after a pick of three it asks which of the rest, and changes nothing; without a pick before, it asks which again', () => {
    expect(answerPending('no, the other one', { ...choose, chosen: 0 })).toEqual({
      kind: 'ask',
      question: 'Which one: Parmesan cheese or Swiss cheese?',
      pending: { kind: 'choose', options: ['Parmesan cheese', 'Swiss cheese'], action: choose.action, slot: 'item' },
    });
    // (no pick yet: which is "the other" is not known; read on its own it was a dislike named "other one")
    const none = { ...choose, options: cheeses.slice(0, 2) };
    expect(answerPending('the other one', none)).toEqual({
      kind: 'ask',
      question: 'Which one: Cheddar cheese or Parmesan cheese?',
      pending: none,
    });
    expect(answerPending('no, the second one', two)).toMatchObject({ kind: 'action', action: { item: 'Parmesan cheese' } });
    expect(parseState(JSON.stringify({ pending: two })).pending).toEqual(two);
  });
});
