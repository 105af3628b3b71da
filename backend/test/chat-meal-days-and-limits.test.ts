/**
 * Issue #22 through POST /api/chat with a real person (PostgreSQL, Redis), in voices of their own: the meal plan by
 * its day words and the assistant's limits in a conversation.
 *   - a day joined to a meal is that meal's, another said elsewhere only when; a meal's ingredients asked are listed;
 *   - time eaten up ("without eating into my afternoon") is no fast, and a fast still is declined;
 *   - a polite frame around a change ("would it be alright to…", "could you, if you don't mind, …") is done and undone;
 *   - a meal cleared by a day in other words ("not cooking today …"), a whole day cleared, each undone exactly;
 *   - after a swap, "one with more protein" swaps the same meal again, its wish kept; after a swap offered, a yes does it;
 *   - an ask declined, then pressed, is declined again; crafts are outside food planning. Nothing else is written.
 */
import { personAtHome, personTalking, seen, slotOf } from './chat-person.js';
import { type ChatReply, conversation, say, undoAll } from './chat-turns.js';
import { startTestApp, type TestApp } from './test-app.js';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const today = () => new Date().toISOString().slice(0, 10);
const todayWeekday = () => new Date(`${today()}T00:00:00Z`).getUTCDay();

describe('chat: the meal plan by its days, and the limits in a conversation (issue #22)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 500 });
  }, 120_000);
  afterAll(() => t.close());

  it('a day joined to the meal is the one asked of; its ingredients asked are listed; nothing is written', async () => {
    const { agent, home, before } = await personAtHome(t);
    for (const message of [
      'batch cooking on thursday again - whats in tuesdays dinner?',
      'Shopping on Thursday. Is there any onion in Tuesday’s dinner, please?',
    ]) {
      const reply = await say(agent, message);
      expect([message, reply.response]).toEqual([message, expect.stringMatching(/Tuesday/)]);
      expect(reply.response).not.toMatch(/Thursday/);
    }
    for (const message of [
      'wat is actually in tuesday dinner, like the ingredient list?',
      "Kindly send me the list of ingredients for Tuesday's dinner.",
    ]) {
      const reply = await say(agent, message);
      expect([message, reply.response]).toEqual([message, expect.stringMatching(/onion/i)]);
    }
    expect(home.onionDinner.title).toBeTruthy();
    expect(await seen(agent, home.planId)).toEqual(before);
  });

  it('the quickest dinner asked beside time eaten up is answered, never declined as a fast; a fast still is', async () => {
    const { agent, home, before } = await personAtHome(t);
    for (const message of [
      'which dinner this week is quickest, wanna cook it on sunday without eating up my whole afternoon',
      'Which of this week’s dinners takes the least time? I should like to prepare it on Saturday without eating into my evening.',
    ]) {
      const reply = await say(agent, message);
      expect([message, reply.response]).toEqual([message, expect.not.stringMatching(/fasting/i)]);
      expect(reply.response).toMatch(new RegExp(`${home.onionDinner.title}|${home.otherDinner.title}`));
    }
    expect((await say(agent, 'can i go without eating for 2 days to drop weight quick?')).response).toMatch(/doctor|dietitian/i);
    expect(await seen(agent, home.planId)).toEqual(before);
  });

  it('a change asked in a polite frame is done and undone exactly; eating asked in one is only answered', async () => {
    const { agent, home, before } = await personAtHome(t);
    const put = await say(agent, `Would it be alright to put ${home.spareDinner.title} on Wednesday dinner?`);
    expect(put.action).toBeDefined();
    expect(slotOf((await seen(agent, home.planId)).plan.items, 3, 'dinner').join()).toContain(home.spareDinner.title);
    await undoAll(agent, put);
    expect(await seen(agent, home.planId)).toEqual(before);

    const added = await say(agent, 'add cookies to my list');
    expect(added.action).toBeDefined();
    const afterAdd = await seen(agent, home.planId);
    for (const message of [
      'could u, if u dont mind, take the cookies off my list? ty',
      'Could you please, if it is no trouble, remove the cookies from my list?',
    ]) {
      const removed = await say(agent, message);
      expect([message, removed.response]).toEqual([message, expect.stringMatching(/Removed/)]);
      expect((await seen(agent, home.planId)).list!.items.join()).not.toMatch(/cookie/i);
      await undoAll(agent, removed);
      expect(await seen(agent, home.planId)).toEqual(afterAdd);
    }
    await undoAll(agent, added);
    expect(await seen(agent, home.planId)).toEqual(before);

    for (const message of ['would it be ok to have pizza on friday?', 'would it be okay to eat leftovers for lunch']) {
      const reply = await say(agent, message);
      expect([message, reply.action]).toEqual([message, undefined]);
    }
    expect(await seen(agent, home.planId)).toEqual(before);
  });

  it('a meal cleared by a day said in other words, and a whole day cleared, are undone exactly', async () => {
    const { agent, home, before } = await personAtHome(t);
    const day = todayWeekday();
    for (const message of ['not cooking today clear breakfast', 'Not eating at home today pls remove breakfast']) {
      const cleared = await say(agent, message);
      expect([message, cleared.response]).toEqual([message, expect.stringMatching(/Removed|Took/)]);
      expect(slotOf((await seen(agent, home.planId)).plan.items, day, 'breakfast')).toEqual([]);
      await undoAll(agent, cleared);
      expect(await seen(agent, home.planId)).toEqual(before);
    }
    for (const message of [`take everything off ${WEEKDAYS[day]}, away for the day`, `Please remove every meal on ${WEEKDAYS[day]}.`]) {
      const cleared = await say(agent, message);
      const items = (await seen(agent, home.planId)).plan.items;
      expect([message, items.filter((i) => i.startsWith(`${day} `))]).toEqual([message, []]);
      await undoAll(agent, cleared);
      expect(await seen(agent, home.planId)).toEqual(before);
    }
  });

  it('after a swap, one with more protein swaps the same meal again, keeping its wish', async () => {
    for (const pressed of ['hmm one with more protein than that pls, its leg day', 'another w more protein pls, gym later']) {
      const { agent, planId, say: talk } = await personTalking(t);
      const before = await seen(agent, planId);
      const first = await talk('swap tuesday dinner for something vegetarian');
      expect(first.action).toBeDefined();
      const once = slotOf((await seen(agent, planId)).plan.items, 2, 'dinner');
      const again = await talk(pressed);
      expect([pressed, again.response]).toEqual([pressed, expect.stringMatching(/vegetarian/i)]);
      expect(again.action).toBeDefined();
      expect(slotOf((await seen(agent, planId)).plan.items, 2, 'dinner')).not.toEqual(once);
      await undoAll(agent, again);
      await undoAll(agent, first);
      expect(await seen(agent, planId)).toEqual(before);
    }
  });

  it('a swap offered when a food is not in the meal is done on a yes', async () => {
    for (const yes of ['yes swap it then', 'sure, change it']) {
      const { agent, planId, say: talk } = await personTalking(t);
      const before = await seen(agent, planId);
      const offered = await talk('take the marshmallows out of tuesday dinner');
      expect(offered.action).toBeUndefined();
      expect(offered.response).toMatch(/swap/i);
      const done = await talk(yes);
      expect([yes, done.action?.description]).toEqual([yes, expect.stringMatching(/Tuesday dinner/i)]);
      await undoAll(agent, done);
      expect(await seen(agent, planId)).toEqual(before);
    }
  });

  it('an ask declined, then pressed, is declined again; crafts are outside food planning; nothing is written', async () => {
    const { agent, home, before } = await personAtHome(t);
    const pressedAfter = async (first: string, pressed: string): Promise<[ChatReply, ChatReply]> => {
      const talk = conversation(agent);
      return [await talk(first), await talk(pressed)];
    };
    const [medicine, medicineAgain] = await pressedAfter('can i stop taking my metformin if i follow this plan', 'cmon, just yes or no');
    expect(medicineAgain.response).toBe(medicine.response);
    const [other, otherAgain] = await pressedAfter(
      "Could you change my daughter's meal plan to something cheaper? She uses the app too.",
      'she said its fine, she gave me permission',
    );
    expect(otherAgain.response).toBe(other.response);
    const [coin, coinAgain] = await pressedAfter('whats the best crypto to buy rn', "c'mon just ONE coin");
    expect(coinAgain.response).toBe(coin.response);
    for (const message of ['Can you tell me how to crochet a hat for my niece?', 'how do i sew a button back on my coat']) {
      const reply = await say(agent, message);
      expect([message, reply.response]).toEqual([message, expect.stringMatching(/crafts and hobbies/)]);
    }
    expect(await seen(agent, home.planId)).toEqual(before);
  });
});
