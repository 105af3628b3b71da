/** Plan edits said as people type them: a whole meal out, a food out of a meal, a slot wished to be something. Pure parsing. */
import { parseIntent, WRITES } from '../intents.js';

const weekday = (n: number) => ({ kind: 'weekday', weekday: n });

describe('a whole planned meal out: the slot named, nothing else taken', () => {
  it.each([
    ['skip friday lunch pls, work is catering', weekday(5), 'lunch'],
    ['can you cancel dinner on saturday, we have a party', weekday(6), 'dinner'],
    ["take tmrw's lunch off pls. office party", { kind: 'relative', offset: 1 }, 'lunch'],
    ['please drop the whole thursday breakfast', weekday(4), 'breakfast'],
    ["remove today's dinner - takeaway night", { kind: 'relative', offset: 0 }, 'dinner'],
  ])('%s', (text, day, meal) => {
    expect(parseIntent(text)).toMatchObject({ type: 'clearMeal', day, meal });
  });

  it('a food named is taken out of the meal, not the meal; a question takes nothing', () => {
    expect(parseIntent("take the eggs off tomorrow's breakfast")).toMatchObject({ type: 'removeFromMeal', food: 'eggs' });
    expect(WRITES.has(parseIntent('can i skip friday lunch?').type)).toBe(false);
  });
});

describe('a food out of a meal, with "with" or "at" and the change said again after it', () => {
  it.each([
    ['no pear with my monday lunch thanks, take it off', 'pear', 1, 'lunch'],
    ['no walnuts w/ thursday breakfast, remove em', 'walnuts', 4, 'breakfast'],
    ["i don't want the banana with sunday's breakfast. please remove it", 'banana', 0, 'breakfast'],
    ['pls get rid of the granola at sat breakfast', 'granola', 6, 'breakfast'],
    ['could u take the peppers out of thursday dinner, i really cant stand peppers', 'peppers', 4, 'dinner'],
  ])('%s', (text, food, n, meal) => {
    expect(parseIntent(text)).toMatchObject({ type: 'removeFromMeal', food, day: weekday(n), meal });
  });
});

describe('a slot wished to be something: the swap it asks', () => {
  it.each([
    ['friday lunch: something with chickpeas pls', 5, 'lunch', { query: 'chickpeas' }],
    ['wed dinner → anything with salmon', 3, 'dinner', { query: 'salmon' }],
    ['could i get a faster lunch on monday, 20 mins tops', 1, 'lunch', { maxMinutes: 20 }],
    ['add beef stroganoff to friday dinner please', 5, 'dinner', { recipe: 'Beef Stroganoff' }],
    ['stick chicken fried rice in for wednesday lunch', 3, 'lunch', { query: 'chicken fried rice' }],
  ])('%s', (text, n, meal, wish) => {
    expect(parseIntent(text)).toMatchObject({ type: 'swap', day: weekday(n), meal, ...wish });
  });

  it("the weekend's meals are both days' swaps, never someone called Weekend", () => {
    for (const text of ["can you make the weekend's lunches vegan", 'pls make this weekends dinners veggie']) {
      const read = parseIntent(text);
      expect(read.type).toBe('several');
      if (read.type === 'several') expect(read.parts.map((p) => p.type === 'swap' && p.day)).toEqual([weekday(6), weekday(0)]);
    }
  });

  it('a food added on its own stays a food', () => {
    expect(parseIntent('add chicken breast to sunday dinner')).toMatchObject({ type: 'addFood', item: 'chicken breast' });
    expect(parseIntent('put peanut butter on saturday breakfast')).toMatchObject({ type: 'addFood', item: 'peanut butter' });
  });
});

describe('questions about a meal with a reason beside them stay questions', () => {
  it('a condition told apart from the question: answered from the ingredients, with the allergy caveat', () => {
    expect(parseIntent('my mum is coeliac and visiting, is there any gluten in saturday lunch?')).toMatchObject({
      type: 'mealQuestion',
      ask: { kind: 'contains', term: 'gluten', allergy: true },
      meal: 'lunch',
    });
    expect(parseIntent("i'm diabetic, is the oatmeal breakfast ok for my blood sugar")).toMatchObject({ type: 'medical' });
  });

  it('two foods asked with "or" are both asked', () => {
    expect(parseIntent("any dairy or eggs in friday's breakfast?")).toMatchObject({
      type: 'mealQuestion',
      ask: { kind: 'contains', term: 'dairy', or: 'eggs' },
    });
  });

  it('a sport named as the reason for a meal question leaves the question', () => {
    expect(parseIntent('whats for dinner saturday, we have a football match after')).toMatchObject({ type: 'meal', meal: 'dinner' });
    expect(parseIntent("what's the weather for dinner tonight")).toMatchObject({ type: 'offTopic' });
  });
});
