/**
 * Asks outside the app and talk (outside.ts, social.ts), read before the grammar can take them for a meal, a recipe
 * or the list: tasks done elsewhere, small talk and general knowledge are declined; greetings, thanks and goodbyes
 * said any way are talk; the app's own asks that share their words stay the app's.
 */
import { parseIntent } from '../intents.js';
import { correctWord } from '../spelling.js';

describe('outside the app', () => {
  it.each([
    ['could u call me a cab to the station', 'rides or taxis'],
    ['i need a ride home from the store', 'rides or taxis'],
    ['pls book a table for 6 at the thai place saturday', 'booking restaurants or tables'],
    ['can you schedule a haircut for friday', 'booking trips or appointments'],
    ['send 30 dollars to my brother', 'payments or sending money'],
    ['email my boss that i am sick', 'sending messages or calling people'],
    ['let my husband know dinner is late', 'sending messages or calling people'],
    ['any decent cafes near me', 'finding restaurants or places to eat out'],
    ['what is 12 times 14', 'maths'],
    ['who invented the microwave', 'general knowledge questions'],
    ['are you a real person', 'small talk'],
    ['whats your favourite food', 'small talk'],
    ['play some music', 'playing music or games'],
    ['Would you kindly arrange a cab to the supermarket?', 'rides or taxis'],
    ['transfer 50 to my savings', 'payments or sending money'],
    ['give my sister a ring and tell her im late', 'sending messages or calling people'],
    ['tell me something funny', 'small talk'],
  ])('"%s" is declined as %s', (ask, topic) => {
    expect(parseIntent(ask)).toEqual({ type: 'offTopic', topic });
  });

  it.each([
    ['tell me what is for dinner tonight', 'meal'],
    ['add 3 cans of beans to my list', 'addGrocery'],
    ['how much does my list cost', 'cost'],
    ['i eat fish 3 times a week', 'unknown'],
    ['let the kids have pizza on friday', 'unknown'],
    ['make restaurant style fries', 'unknown'],
    ['do you have any ideas for tonight', 'recipes'],
    ['i need a car seat', 'unknown'],
  ])('"%s" stays the app\'s own ask (%s)', (ask, intent) => {
    expect(parseIntent(ask).type).not.toBe('offTopic');
    if (intent !== 'unknown') expect(parseIntent(ask).type).toBe(intent);
  });
});

describe('greetings, thanks and goodbyes', () => {
  it.each([
    ['hey there forkcast', 'greeting'],
    ['evening everyone', 'greeting'],
    ['awesome, thank you so much', 'thanks'],
    ['tysm', 'thanks'],
    ['ok bye', 'decline'],
    ['thanks, bye for now', 'decline'],
    ['night night xx', 'decline'],
    ['ok thats all i needed thank you', 'decline'],
    ['talk to you later', 'decline'],
    ['yo whats good', 'greeting'],
    ['ttyl', 'decline'],
    ["that'll be all thanks", 'decline'],
    ['ta very much', 'thanks'],
  ])('"%s" is %s', (said, type) => {
    expect(parseIntent(said)).toEqual({ type });
  });

  it("the app's own name is a word of its own, while a slip of a declined subject's word is still put right", () => {
    // "forkcast" is one letter from "forecast" (the weather): said to the app, it is its name
    expect(correctWord('forkcast')).toBe('forkcast');
    expect(parseIntent('thanks forkcast')).toEqual({ type: 'thanks' });
    expect(parseIntent('morning assistant')).toEqual({ type: 'greeting' });
    expect(correctWord('forcast')).toBe('forecast');
    expect(parseIntent('whats the forcast for the weekend')).toEqual({ type: 'offTopic', topic: 'the weather' });
    expect(parseIntent('whats the temprature outside')).toEqual({ type: 'offTopic', topic: 'the weather' });
  });

  it('a greeting with an ask is the ask', () => {
    expect(parseIntent("hi, what's for dinner tonight").type).toBe('meal');
    expect(parseIntent('thanks so much, bye… oh wait, add milk to my list').type).not.toMatch(/greeting|thanks|decline/);
  });
});
