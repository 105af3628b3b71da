/**
 * Follow-ups after every kind of first turn (issue #22 point 1), through POST /api/chat as the widget sends them: a
 * person with a week at home (chat-person.ts) says one thing and then a second that leans on it — "how long does it
 * take", "take it off then", "make it 3 instead", "and tuesday?", "yes do that", "the tuesday one". Each row says what
 * a person would notice: whether their data changed, and what the reply names. Every write is undone through the
 * Undo the reply offers and everything the person can see is as it was.
 *
 * The rows were written for this suite in many voices (texting, typos, British, an older person's full sentences,
 * dictation without punctuation, emoji); none is copied from a corpus.
 */
import { writeFileSync } from 'node:fs';
import { homeOf, seen, type Home } from './chat-person.js';
import { conversation, type ChatReply } from './chat-turns.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

/** One two-turn conversation and what the second reply must show. */
interface Row {
  kind: string;
  first: string;
  second: string;
  /** Whether the second turn changes the person's data (true), must not (false), or may ask back first ('ask'). */
  writes: boolean | 'ask';
  /** What the second reply says; {tue}, {thu} and {spare} are the home's dinners' titles. */
  says?: string;
  /** What it must not say. */
  not?: string;
  /**
   * Why the row does not work yet: a thing the assistant cannot do, or a first turn it misreads. Such a row runs as a
   * failing test (it.failing), so it is counted and a fix that makes it work is noticed.
   */
  gap?: string;
}

const ROWS: Row[] = [
  // after a question about one meal
  { kind: 'meal', first: 'whats for dinner tuesday', second: 'how long does it take', writes: false, says: '\\d+ ?min' },
  { kind: 'meal', first: "what's tuesday's dinner?", second: 'does it have dairy in it', writes: false, says: '^(Yes|No)\\b' },
  {
    kind: 'meal',
    first: 'what are we having tuesday night',
    second: 'swap it for something vegetarian',
    writes: true,
    says: 'vegetarian',
    not: '{tue}.*\\bfor\\b.*{tue}',
  },
  {
    kind: 'meal',
    first: 'What is for dinner on Tuesday?',
    second: 'How many calories is that?',
    writes: false,
    says: '\\d+ (calories|kcal)',
  },
  { kind: 'meal', first: 'tuesday dinner?', second: 'what do i need for it', writes: false, says: 'onion' },
  { kind: 'meal', first: 'whats tuesday dinner', second: 'ugh take it off then', writes: true, says: 'out of your plan' },
  { kind: 'meal', first: "what's on thursday for dinner", second: 'how much does it cost', writes: false, says: '\\$\\d' },
  { kind: 'meal', first: 'thursday dinner what is it', second: 'is it vegetarian', writes: false, says: '^(Yes|No)\\b' },
  { kind: 'meal', first: 'whats for dinner tuesday', second: 'and thursday?', writes: false, says: '{thu}', not: '{tue}' },
  { kind: 'meal', first: 'whats for dinner tuesday', second: 'what about lunch', writes: false, says: 'lunch', not: '{tue}' },
  { kind: 'meal', first: "what's tuesday's dinner", second: 'how much protein is in it', writes: false, says: '\\d+ ?g' },
  { kind: 'meal', first: 'whats for dinner on tuesday', second: 'and protein?', writes: false, says: '\\d+ ?g' },
  { kind: 'meal', first: 'does tuesdays dinner have onion', second: 'and the eggs?', writes: false, says: '\\begg' },
  { kind: 'meal', first: 'does tuesday dinner have gluten', second: 'why?', writes: false, not: "I'm not sure how to help" },
  {
    kind: 'meal',
    first: 'whats for dinner on tuesday',
    second: 'find something faster for that day then',
    writes: true,
    not: 'that day|faster',
  },
  { kind: 'meal', first: "what's for dinner tuesday", second: 'ok swap it', writes: true, says: '{tue}' },
  { kind: 'meal', first: "what's for dinner tuesday", second: 'put it on saturday too', writes: true, says: 'Saturday' },
  { kind: 'meal', first: "what's for dinner tuesday", second: 'never mind', writes: false, not: "I'm not sure how to help" },
  { kind: 'meal', first: 'whats for breakfast today', second: 'how many calories', writes: false, says: '380' },
  {
    kind: 'meal',
    first: 'What is planned for Thursday evening, please?',
    second: 'How long will it take me to cook it?',
    writes: false,
    says: '\\d+ ?min',
  },
  {
    kind: 'meal',
    first: 'wots for tea on tuesday',
    second: 'has it got any nuts in',
    writes: false,
    says: '^(Yes|No)\\b',
  },
  { kind: 'meal', first: 'tuesday dinner whats that', second: 'is it expensive', writes: false, says: '\\$\\d' },
  { kind: 'meal', first: "what's thursday's dinner", second: 'whats in it', writes: false, not: "I'm not sure how to help|Which" },
  {
    kind: 'meal',
    first: 'what is for dinner on tuesday please',
    second: 'can you swap it for something with chicken',
    writes: 'ask',
    not: 'Added',
  },
  {
    kind: 'meal',
    first: 'whats tuesdays dinner',
    second: 'move it to wednesday',
    writes: true,
    says: 'Wednesday',
    gap: 'no meal is moved by chat ("move tuesday dinner to wednesday" is not read either)',
  },
  { kind: 'meal', first: 'whats for dinner tuesday 🤔', second: 'is it gluten free?', writes: false, says: '^(Yes|No)\\b' },
  {
    kind: 'meal',
    first: 'whats tuesday dinner',
    second: 'how many servings',
    writes: false,
    says: '\\d',
  },
  {
    kind: 'meal',
    first: 'does tuesday dinner have onion in it',
    second: 'ok take it all out',
    writes: 'ask',
    says: 'onion',
    not: 'grocery list',
  },
  {
    kind: 'meal',
    first: "is there any onion in tuesday's dinner?",
    second: 'get rid of it then pls',
    writes: 'ask',
    says: 'onion',
    not: 'grocery list',
  },
  { kind: 'meal', first: 'whats for dinner tuesday', second: 'sorry i meant thursday', writes: false, says: '{thu}', not: '{tue}' },
  // after a question about the week
  {
    kind: 'week',
    first: "what's on the plan this week",
    second: 'which one is cheapest',
    writes: false,
    says: '{tue}|{thu}|Oatmeal',
    gap: "a pick among the week's meals is not asked after the week was shown",
  },
  { kind: 'week', first: 'which dinner is quickest this week', second: 'how long does it take', writes: false, says: '\\d+ ?min' },
  {
    kind: 'week',
    first: 'what dinners do i have this week',
    second: 'the second one, how many calories',
    writes: false,
    says: '\\d+ (calories|kcal)',
  },
  {
    kind: 'week',
    first: 'whats my week look like',
    second: 'and lunch?',
    writes: false,
    says: 'lunch',
    not: 'today',
    gap: 'a meal across the whole week is not read ("what\'s for lunch this week" is today\'s)',
  },
  { kind: 'week', first: 'how many calories am i eating this week', second: 'and protein?', writes: false, says: 'protein', not: 'today' },
  {
    kind: 'week',
    first: 'does anything this week have onion',
    second: 'take it off then',
    writes: 'ask',
    says: 'Which one',
    not: 'grocery list',
  },
  {
    kind: 'week',
    first: 'does anything this week have onion',
    second: 'which day is that',
    writes: false,
    says: 'Tuesday',
    gap: 'no day asked of the meals a search found',
  },
  {
    kind: 'week',
    first: "what's for dinner this week",
    second: 'fine just take my breakfasts off',
    writes: true,
    says: 'Oatmeal|breakfast',
    gap: 'no meal is removed by chat',
  },
  {
    kind: 'week',
    first: 'what dinners have i got this week',
    second: 'swap the first one',
    writes: true,
    says: '{tue}',
    gap: 'the first turn "what dinners have i got this week" is read as today\'s dinner',
  },
  {
    kind: 'week',
    first: 'what are my dinners this week',
    second: 'which is the quickest',
    writes: false,
    says: '{tue}|{thu}',
    gap: 'the first turn "what are my dinners this week" is read as today\'s dinner',
  },
  { kind: 'week', first: 'how much is my week costing', second: 'and per day?', writes: false, says: '\\$\\d', gap: 'no cost a day' },
  {
    kind: 'week',
    first: 'which meal this week has the most protein',
    second: 'how much',
    writes: false,
    says: '\\d+ ?g',
    gap: '"how much" after a pick does not keep the pick\'s measure',
  },
  // after a question about the list or the pantry
  { kind: 'list', first: 'do i need to buy onions', second: 'how much', writes: false, says: 'onion' },
  { kind: 'list', first: 'do i need to buy onions', second: 'take them off, i have some', writes: true, says: 'onion' },
  { kind: 'list', first: 'whats on my grocery list', second: 'how much is that', writes: false, says: '\\$\\d' },
  { kind: 'list', first: "what's on my shopping list", second: 'which one is the most expensive', writes: false, says: '\\$\\d' },
  {
    kind: 'list',
    first: 'do i have butter at home',
    second: 'how much',
    writes: false,
    says: '1 ?lb|pound',
    gap: 'the pantry\'s amount is not what "how much" asks after a pantry question',
  },
  { kind: 'list', first: 'do i have olive oil', second: 'and butter?', writes: false, says: 'butter' },
  { kind: 'list', first: 'whats the most expensive thing on my list', second: 'take it off', writes: true, says: 'Removed|Took' },
  { kind: 'list', first: 'do i need to buy eggs', second: 'add them then', writes: true, says: 'egg' },
  { kind: 'list', first: 'do we need milk', second: 'ok add it', writes: true, says: 'milk' },
  { kind: 'list', first: "what's in my pantry", second: 'and on my list?', writes: false, says: 'onion' },
  { kind: 'list', first: 'is there onion on my list', second: 'what is it for', writes: false, says: '{tue}' },
  { kind: 'list', first: 'do i have any butter', second: 'add some to my list too', writes: 'ask', says: 'butter' },
  {
    kind: 'list',
    first: 'how much is my shopping',
    second: 'what about without the onions',
    writes: false,
    says: '\\$\\d',
    gap: 'no cost of the list without a food',
  },
  { kind: 'list', first: 'show me the plan for this week', second: 'n how much does all that come to', writes: false, says: '\\$\\d' },
  // after an add, a removal or an amount on the list
  { kind: 'line', first: 'add milk to my list', second: 'make it 3 instead', writes: true, says: '3' },
  { kind: 'line', first: 'add 2 lemons pls', second: 'actually make it 4', writes: true, says: '4' },
  { kind: 'line', first: 'put bananas on the list', second: 'never mind', writes: 'ask', not: 'Added' },
  { kind: 'line', first: 'add eggs to the shopping list', second: 'and bacon as well', writes: true, says: 'Bacon', not: 'as well' },
  { kind: 'line', first: 'add apples', second: 'take it off again', writes: true, says: 'apple' },
  // "put them back" right after a change is its Undo (the line back as it was), not a new add of its own
  { kind: 'line', first: 'take the onions off my list', second: 'actually put them back', writes: false, says: 'undone: removed onion' },
  { kind: 'line', first: 'add carrots', second: 'also celery', writes: true, says: 'Celery', not: 'also' },
  { kind: 'line', first: 'add a bag of rice', second: 'how much is that', writes: false, says: '\\$\\d' },
  { kind: 'line', first: 'add chicken breast to my list', second: 'make it 2 lb', writes: true, says: '2' },
  { kind: 'line', first: 'i need 6 eggs', second: 'make that a dozen', writes: true, says: '12' },
  {
    kind: 'line',
    first: 'add spinach',
    second: 'which aisle is it in',
    writes: false,
    says: 'Produce',
    gap: "no question of a line's aisle",
  },
  { kind: 'line', first: 'add yoghurt to the list please', second: 'and the eggs too', writes: true, says: 'Egg', not: 'too' },
  { kind: 'line', first: 'put 3 apples on', second: 'no 5', writes: true, says: '5' },
  // after a preference change
  {
    kind: 'preference',
    first: "i'm allergic to peanuts",
    second: 'does anything this week have them',
    writes: false,
    not: "I'm not sure how to help",
  },
  { kind: 'preference', first: 'i hate mushrooms', second: 'and eggplant too', writes: true, says: 'ggplant', not: 'too' },
  {
    kind: 'preference',
    first: "i don't like coriander",
    second: 'actually never mind, take that off',
    writes: true,
    says: 'oriander|ilantro',
  },
  { kind: 'preference', first: 'im vegetarian now', second: 'what about this week then', writes: false, not: "I'm not sure how to help" },
  {
    kind: 'preference',
    first: 'I am allergic to shellfish.',
    second: "Is Tuesday's dinner all right for me then?",
    writes: false,
    not: "I'm not sure how to help",
  },
  { kind: 'preference', first: 'add mushrooms to my dislikes', second: 'also peppers', writes: true, says: 'epper', not: 'also' },
  { kind: 'preference', first: 'i dont like olives anymore', second: 'put them on my list then', writes: true, says: 'live' },
  {
    kind: 'preference',
    first: 'no more dairy for me',
    second: 'does tuesday dinner have any',
    writes: false,
    says: '^(Yes|No)\\b',
    gap: 'a diet said speaks of no food, so "any" has nothing to mean',
  },
  { kind: 'preference', first: 'im allergic to sesame', second: 'oops no take it off again', writes: true, says: 'Sesame' },
  // after a swap
  {
    kind: 'swap',
    first: 'swap tuesday dinner for something vegetarian',
    second: 'the other one',
    writes: true,
    not: "I'm not sure how to help",
  },
  { kind: 'swap', first: 'swap thursdays dinner', second: 'put it back', writes: 'ask', says: 'put it back|Undone' },
  { kind: 'swap', first: 'swap tuesday dinner for something else', second: 'how long does that take', writes: false, says: '\\d+ ?min' },
  { kind: 'swap', first: 'swap my thursday dinner', second: 'no, the dinner on tuesday', writes: true, says: '{tue}' },
  {
    kind: 'swap',
    first: "change tuesday's dinner to something else",
    second: 'does it have dairy',
    writes: false,
    says: '^(Yes|No)\\b',
    not: '{tue}',
  },
  { kind: 'swap', first: 'swap tuesday dinner for something cheaper', second: 'how much is that', writes: false, says: '\\$\\d' },
  { kind: 'swap', first: 'swap tuesday dinner', second: 'same for thursday', writes: true, says: '{thu}' },
  { kind: 'swap', first: 'swap tuesday dinner', second: 'i dont like that one either', writes: true, not: "I'm not sure how to help" },
  // after a goal change
  { kind: 'goal', first: 'set my protein goal to 150g', second: 'and carbs to 200', writes: false, not: 'Crab|Added' },
  { kind: 'goal', first: 'what is my calorie goal', second: 'make it 1800', writes: 'ask', says: '1,?800' },
  { kind: 'goal', first: 'whats my budget', second: 'raise it to 150', writes: 'ask', says: '150' },
  {
    kind: 'goal',
    first: "what's my calorie goal",
    second: 'and protein?',
    writes: false,
    says: 'protein',
    not: 'today',
    gap: 'the preferences reply shows no protein goal',
  },
  { kind: 'goal', first: 'set my budget to 100 a week', second: 'actually 90', writes: true, says: '90' },
  { kind: 'goal', first: 'set my calorie goal to 1900', second: 'make it 2100 instead', writes: 'ask', says: '2,?100' },
  // after a refused or declined ask
  { kind: 'declined', first: 'tell me a joke', second: 'ok then whats for dinner tuesday', writes: false, says: '{tue}' },
  { kind: 'declined', first: 'can you order my groceries for me', second: "fine, what's on my list then", writes: false, says: 'onion' },
  {
    kind: 'declined',
    first: 'should i fast for 3 days',
    second: 'ok how many calories is tuesday dinner',
    writes: false,
    says: '\\d+ (calories|kcal)',
  },
  {
    kind: 'declined',
    first: "change my husband's budget to 50",
    second: 'ok then change mine',
    writes: 'ask',
    not: "I'm not sure how to help",
  },
  // after an ask answered with a question
  // (the first reply asks which meal; a bare pick is read as that day's meals, never taken out unasked)
  { kind: 'which', first: 'remove the dinner', second: 'the tuesday one', writes: false, says: '{tue}' },
  { kind: 'which', first: 'swap my dinner', second: 'thursday', writes: true, says: '{thu}' },
  { kind: 'which', first: 'how long does dinner take', second: "tuesday's", writes: false, says: '\\d+ ?min' },
  { kind: 'which', first: "what's for dinner", second: 'on tuesday', writes: false, says: '{tue}' },
  {
    kind: 'which',
    first: 'move dinner to saturday',
    second: 'the one on thursday',
    writes: true,
    says: '{thu}',
    gap: 'the first turn "move dinner to saturday" is read as Saturday\'s dinner (no move by chat)',
  },
  // yes / no
  {
    kind: 'yes',
    first: 'should we swap tuesday dinner for something vegetarian?',
    second: 'yes do that',
    writes: true,
    not: "I'm not sure how to help",
  },
  {
    kind: 'yes',
    first: "can i have tuesday's dinner on thursday too?",
    second: 'yes please',
    writes: true,
    says: 'Thursday',
    gap: '"can i have tuesday\'s dinner on thursday too?" is read as a read of Tuesday\'s dinner, not offered',
  },
  { kind: 'yes', first: "what's for dinner tuesday", second: 'no, the lunch', writes: false, says: 'Tuesday', not: '{tue}' },
  { kind: 'yes', first: "what's on thursday", second: 'what about tuesday', writes: false, says: '{tue}' },
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = (source: string, home: Home) =>
  new RegExp(
    source
      .replace(/\{tue\}/g, escape(home.onionDinner.title))
      .replace(/\{thu\}/g, escape(home.otherDinner.title))
      .replace(/\{spare\}/g, escape(home.spareDinner.title)),
    'i',
  );
const writeOf = (reply: ChatReply) => reply.action ?? reply.actions?.[0];

describe('chat: follow-ups after every kind of first turn', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 1000 });
  });
  afterAll(() => t.close());

  // FOLLOW_LOG=<file>: each conversation's two replies written there, to read what a person would have seen
  const results: string[] = [];
  afterAll(() => {
    if (process.env.FOLLOW_LOG) writeFileSync(process.env.FOLLOW_LOG, results.join('\n'));
  });

  const named = (rows: Row[]) => rows.map((r) => [`${r.kind} ${ROWS.indexOf(r) + 1}: "${r.first}" → "${r.second}"`, r] as const);
  async function followedUp(_name: string, row: Row) {
    const { agent } = await signUpAgent(t.http);
    const home = await homeOf(t, agent);
    const say = conversation(agent);
    const first = await say(row.first);
    // the first turn's own write (an add, a swap) is not undone: the Undo checked is the second's
    const before = await seen(agent, home.planId);
    const second = await say(row.second);
    const wrote = writeOf(second);
    results.push(
      `${row.kind} | ${row.first} => ${first.response.replace(/\n/g, ' ').slice(0, 160)} || ${row.second} => ${second.response.replace(/\n/g, ' ').slice(0, 220)} [${wrote ? 'WROTE' : 'no write'}]`,
    );
    if (row.writes === false) expect(wrote).toBeUndefined();
    if (row.writes === true) expect(wrote).toBeDefined();
    expect(second.response).not.toMatch(/I'm not sure how to help/);
    if (row.says) expect(second.response).toMatch(pattern(row.says, home));
    if (row.not) expect(second.response).not.toMatch(pattern(row.not, home));
    if (wrote) {
      expect((await agent.post(`/api/chat/undo/${wrote.id}`)).status).toBe(200);
      expect(await seen(agent, home.planId)).toEqual(before);
    }
  }

  it('a food found in two meals, "take it off then": asked which, the pick offers a swap of that meal, the yes swaps it and Undo puts it back', async () => {
    const { agent } = await signUpAgent(t.http);
    const home = await homeOf(t, agent);
    const say = conversation(agent);
    await say('does anything this week have onion');
    const listBefore = await seen(agent, home.planId);
    const which = await say('take it off then');
    expect(which.action).toBeUndefined();
    expect(which.response).toContain(home.onionDinner.title);
    expect(await seen(agent, home.planId)).toEqual(listBefore);
    const offered = await say(`the ${home.onionDinner.title.toLowerCase()}`);
    expect(offered.action).toBeUndefined();
    expect(offered.response).toMatch(/Tuesday/);
    const swapped = await say('yes');
    expect(swapped.action).toBeDefined();
    expect(swapped.response).toContain(`instead of ${home.onionDinner.title}`);
    expect((await seen(agent, home.planId)).plan.items.join('\n')).not.toContain(home.onionDinner.title);
    expect((await agent.post(`/api/chat/undo/${swapped.action!.id}`)).status).toBe(200);
    expect(await seen(agent, home.planId)).toEqual(listBefore);
  });

  it.each(named(ROWS.filter((r) => !r.gap)))('%s', followedUp);
  // (not yet: each says why in its row)
  it.failing.each(named(ROWS.filter((r) => r.gap)))('not yet — %s', followedUp);
});
