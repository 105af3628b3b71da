import { parseIntent } from '../embedded/intents.js';
import { followedAfter } from './follow-up.js';
import { saidAgainWithFood } from './said-again.js';

const after = (first: string, second: string) => followedAfter(first, second, parseIntent, '2026-11-22');

describe('the message before said again with one thing changed', () => {
  it('a food said alone after a change of a food makes the same change of it: a dislike stays a dislike, a line taken off one taken off', () => {
    expect(after("i can't stand coriander", 'oh and aubergine as well')).toMatchObject({
      type: 'addPreference',
      list: 'dislikedIngredients',
      value: 'Aubergine',
    });
    expect(after("I'm allergic to peanuts", 'AND SHELLFISH')).toMatchObject({
      type: 'addPreference',
      list: 'allergies',
      value: 'Shellfish',
    });
    expect(after('take the crisps off my list', 'the biscuits too pls')).toMatchObject({ type: 'removeGrocery', item: 'biscuits' });
    expect(after('take the onions out of friday dinner', 'Also the garlic, please.')).toMatchObject({
      type: 'removeFromMeal',
      food: 'garlic',
    });
  });

  it('after a rule or a like, a "2" texted last is "too" (a rule has no amount); after a line it stays a count', () => {
    expect(after('ugh i hate fennel', 'n leeks 2')).toMatchObject({ type: 'addPreference', list: 'dislikedIngredients', value: 'Leeks' });
    expect(after('allergic to kiwi btw', 'mango 2 pls')).toMatchObject({ type: 'addPreference', list: 'allergies', value: 'Mango' });
    expect(after('i like olives now', '+ beets 2')).toMatchObject({ type: 'removePreference', value: 'Beets' });
    expect(after('add milk to my list', 'n bread 2')).not.toMatchObject({ type: 'addPreference' });
  });

  it('a question stays a question of the new food, and writes nothing', () => {
    expect(after('is there rice at home', 'what about pasta?')).toMatchObject({ type: 'atHome', item: 'pasta' });
    expect(after('does tuesday dinner have nuts', 'and dairy?')).toMatchObject({
      type: 'mealQuestion',
      ask: { kind: 'contains', term: 'dairy' },
      meal: 'dinner',
    });
  });

  it('what is no food is not said again: a word put right to a food ("price" is no "rice"), a verb, thanks', () => {
    for (const said of ['price?', 'thanks', 'swap it', 'cool', 'tuesday', '3'])
      expect([said, saidAgainWithFood(said, 'add milk to my list', parseIntent)]).toEqual([said, null]);
    expect(after('add milk to my list', 'price?')).toMatchObject({ type: 'linePrice', item: 'milk' });
  });

  it('a message that is its own ask of a thing is that ask, not the one before said again', () => {
    expect(saidAgainWithFood('grab some paper towels', "i'm allergic to peanuts", parseIntent)).toBeNull();
    expect(after("i'm allergic to peanuts", 'grab some paper towels')).toMatchObject({ type: 'addGrocery', item: 'paper towels' });
    expect(after('i hate cilantro', 'get some olives')).toMatchObject({ type: 'addGrocery', item: 'olives' });
    // a change that is asked about first is asked about, whatever was said before
    expect(after('add peanuts to my allergies', 'no mushrooms')).toMatchObject({
      type: 'confirm',
      question: 'Did you mean to add mushrooms to your disliked ingredients?',
    });
  });

  it("a pick of the week's plan asked again of another word: the slowest after the quickest, the least after the most", () => {
    expect(after('which dinner is quickest this week', 'and the slowest?')).toMatchObject({
      type: 'weekPick',
      measure: 'time',
      least: false,
    });
    expect(after('which dinner has the most protein this week', 'what about the least')).toMatchObject({
      type: 'weekPick',
      measure: 'protein',
      least: true,
    });
  });

  it('after a meal was read, "something else" swaps it, asked it is offered; "the other one" with nothing swapped points at nothing', () => {
    expect(after("what's in wednesday dinner", "ugh i don't like that, give me something different")).toMatchObject({
      type: 'swap',
      day: { kind: 'weekday', weekday: 3 },
      meal: 'dinner',
    });
    expect(after("what's for dinner on tuesday", 'could we have something else?')).toMatchObject({ type: 'offer' });
    expect(after("what's for dinner on tuesday", 'no, the other one').type).not.toBe('swap');
  });

  it("a change asked of the meal a question was about, though its words alone would ask the meal's cost", () => {
    expect(after('what does tuesday dinner cost', 'find something cheaper for it')).toMatchObject({
      type: 'swap',
      day: { kind: 'weekday', weekday: 2 },
      meal: 'dinner',
      cheaper: true,
    });
    expect(after('what does tuesday dinner cost', 'how much is it per serving').type).not.toBe('swap');
  });
});
