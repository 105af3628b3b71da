import { plainVoice } from './voices.js';
import { afterTheStory, withoutAsides } from './asides.js';
import { correctWord } from './spelling.js';
import { parseIntent } from './intents.js';
import { resolveFood } from '../lexicon/foods.js';

const foodOf = (phrase: string) => {
  const r = resolveFood(phrase);
  return r.kind === 'food' ? r.food.name : r.kind;
};

describe('voices: an ask said plainly, however it was said (issue #22 §6)', () => {
  it('leaves out emoji and the hesitations of dictation, and reads a message of nothing else as typed', () => {
    expect(plainVoice('um like can you uh put milk on there')).toBe('can you put milk on there');
    expect(plainVoice('UMM, ADD BREAD')).toBe('ADD BREAD');
    expect(plainVoice('add bananas 🍌🍌 pls 🙏')).toBe('add bananas pls');
    expect(plainVoice('got the bread ✅')).toBe('got the bread');
    // a like that is liking stays
    expect(plainVoice('i like courgettes')).toBe('i like courgettes');
    expect(plainVoice('👍')).toBe('👍');
    expect(plainVoice('erm')).toBe('erm');
    // the sounds of a yes are the yes, not hesitations
    expect(plainVoice('uh huh do it')).toBe('uh huh do it');
    expect(plainVoice('mm hmm')).toBe('mm hmm');
    expect(plainVoice('uh-huh')).toBe('uh-huh');
  });

  it('reads money in slang as an amount', () => {
    expect(plainVoice('knock a tenner off my budget')).toBe('knock $10 off my budget');
    expect(plainVoice('budget is 60 quid')).toBe('budget is $60');
    expect(plainVoice('add a fiver to the budget')).toBe('add $5 to the budget');
  });

  it('reads "tea" as dinner only where it stands as a meal', () => {
    expect(plainVoice("what's for tea tonight")).toBe("what's for dinner tonight");
    expect(plainVoice('wats 4 tea 2moro')).toBe('wats for dinner 2moro');
    expect(plainVoice("swap thursday's tea")).toBe("swap thursday's dinner");
    expect(plainVoice('what are we having for tea on friday')).toBe('what are we having for dinner on friday');
    for (const drink of ['add tea', 'add green tea tomorrow', 'add milk for tea', 'i need tea bags', 'some tea on friday'])
      expect(plainVoice(drink)).toBe(drink);
  });

  it('leaves out a story told before the ask, not an "anyway" inside it', () => {
    expect(afterTheStory("my sister is visiting and she's vegan, anyway, could you add oat milk")).toBe('could you add oat milk');
    expect(afterTheStory('funny story, tried tofu and hated it, anyway i dont like tofu')).toBe('i dont like tofu');
    expect(withoutAsides('my doctor said to watch my weight, so, set my calories to 1700')).toBe('set my calories to 1700');
    expect(afterTheStory('swap it anyway for fish')).toBe('swap it anyway for fish');
    expect(afterTheStory('add it anyway')).toBe('add it anyway');
  });

  it('puts misspelt words of the app right from the lexicon data, slips too far for edit distance too', () => {
    for (const [typed, meant] of [
      ['grocey', 'grocery'],
      ['calries', 'calories'],
      ['protien', 'protein'],
      ['budjet', 'budget'],
      ['wensday', 'wednesday'],
      ['thrusday', 'thursday'],
      ['brekfast', 'breakfast'],
    ])
      expect({ typed, read: correctWord(typed) }).toEqual({ typed, read: meant });
    // everyday words are known as they are
    for (const word of ['prime', 'daily', 'thank', 'cheapest']) expect(correctWord(word)).toBe(word);
  });

  it('knows British and regional food names as the catalogue foods they are', () => {
    expect(foodOf('courgettes')).toBe('Zucchini');
    expect(foodOf('aubergine')).toBe('Eggplant');
    expect(foodOf('rocket')).toBe('Arugula');
    expect(foodOf('spring onions')).toBe('Green onion');
    expect(foodOf('mince')).toBe('Ground beef (80/20)');
    expect(foodOf('pop')).toBe('Cola');
    expect(foodOf('fizzy drinks')).toBe('Cola');
    expect(foodOf('rapeseed oil')).toBe('Canola oil');
    expect(foodOf('marrow')).toBe('Zucchini');
    // and misspelt foods
    expect(foodOf('brocoli')).toBe('Broccoli');
    expect(foodOf('tomatos')).toBe('Tomato');
  });

  it('reads asks in many voices as what they ask', () => {
    expect(parseIntent('uh take the bread off the list please')).toEqual({ type: 'removeGrocery', item: 'bread' });
    expect(parseIntent('like uh put rice in the pantry')).toEqual({ type: 'addPantry', item: 'rice' });
    expect(parseIntent('cn u add oj')).toEqual({ type: 'addGrocery', item: 'oj' });
    expect(parseIntent('PUT FLOUR IN THE PANTRY')).toEqual({ type: 'addPantry', item: 'flour' });
    expect(parseIntent('take the cheese off the list 🙏')).toEqual({ type: 'removeGrocery', item: 'cheese' });
    expect(parseIntent('knock a tenner off my budget')).toEqual({ type: 'changeGoal', field: 'weeklyBudget', direction: 'down', by: 10 });
    expect(parseIntent('take 200 calories off my goal')).toEqual({ type: 'changeGoal', field: 'calorieGoal', direction: 'down', by: 200 });
    expect(parseIntent('budget 2 80 pls')).toMatchObject({ type: 'setNumber', field: 'weeklyBudget', value: 80 });
    expect(parseIntent('I ought to let you know that I am allergic to shellfish.')).toEqual({
      type: 'addPreference',
      list: 'allergies',
      value: 'Shellfish',
    });
    expect(parseIntent('so my sister is visiting and she is vegan, anyway, could you add oat milk to the list')).toEqual({
      type: 'addGrocery',
      item: 'oat milk',
    });
    expect(parseIntent('swap thursdays tea for something with mince')).toMatchObject({ type: 'swap', meal: 'dinner' });
    expect(parseIntent('what are we having for tea tomorrow')).toMatchObject({ type: 'meal', meal: 'dinner' });
  });

  it('declines looking at the weather, misspelt, instead of ticking a line called forecast', () => {
    for (const ask of ['check the forcast for tomorrow', 'can u check the forcast', 'CHECK THE WEATHER FOR SATURDAY'])
      expect({ ask, read: parseIntent(ask) }).toEqual({ ask, read: { type: 'offTopic', topic: 'the weather' } });
    expect(parseIntent('check off the eggs')).toEqual({ type: 'checkGrocery', item: 'eggs', checked: true });
  });
});
