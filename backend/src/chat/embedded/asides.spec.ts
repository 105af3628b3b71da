import { withoutAsides } from './asides.js';
import { parseIntent } from './intents.js';

describe('asides around an ask', () => {
  it.each([
    ['ok quick one before the school run, whats for dinner tonight', 'whats for dinner tonight'],
    ['im so tired, just make me a new plan for the week', 'just make me a new plan for the week'],
    ['bulking, set calories to 3200', 'set calories to 3200'],
    ['crazy morning, how many calories is todays lunch', 'how many calories is todays lunch'],
    ['omg forgot, is peanut butter on the list already', 'is peanut butter on the list already'],
    ['half a dozen eggs and a couple of lemons pls, thx', 'half a dozen eggs and a couple of lemons pls'],
  ])('"%s" is read as "%s"', (typed, read) => expect(withoutAsides(typed)).toBe(read));

  it.each([
    // a part that names something, sets what follows or asks is no aside
    'kids finished the cereal, add 2 boxes pls',
    "i'm in a hurry, what can i make",
    'we ran out of dish soap, add it to the list please',
    'sorry, 4 limes',
    'i hate mushrooms, add milk',
    'thanks, that is all',
    'no, make it tuesday',
    'heading to the bakery bit, what do i need there',
  ])('"%s" is read whole', (typed) => expect(withoutAsides(typed)).toBe(typed));

  it('what is asked is done, not the aside', () => {
    expect(parseIntent('ok quick one before the school run, whats for dinner tonight')).toMatchObject({ type: 'meal', meal: 'dinner' });
    expect(parseIntent('im so tired, just make me a new plan for the week')).toEqual({ type: 'generatePlan' });
    expect(parseIntent('sorry typing one handed, add 2 gallons of milk and bread')).toMatchObject({
      type: 'addGrocery',
      item: 'milk',
      quantity: 2,
    });
  });
});
