/**
 * Plan edits and meal questions said as people type them, through POST /api/chat with a real person (PostgreSQL,
 * Redis): a whole meal taken out by its day ("skip thursday's dinner"), a food that is its own item taken out of a
 * meal with the change said again after it, an ingredient of a recipe answered with a swap offered (the dislike
 * told as the reason is not stored), a meal question with a condition or a sport told beside it answered from the
 * plan. Each write is named and Undo puts everything back exactly.
 */
import { startTestApp, type TestApp } from './test-app.js';
import { say, undo } from './chat-turns.js';
import { personAtHome, seen, slotOf } from './chat-person.js';

const todayWeekday = () => new Date().getUTCDay();

describe('chat: plan edits and meal questions in people’s words', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const person = () => personAtHome(t);

  it('a whole meal out by its day, the reason after it: the slot empty, named, and Undo puts it back', async () => {
    const { agent, home, before } = await person();
    const out = await say(agent, "skip thursday's dinner pls, we're out at a friend's");
    expect(out.action).toBeDefined();
    expect(out.response).toContain(home.otherDinner.title);
    expect(out.response).toMatch(/out of your plan/);
    expect(slotOf((await seen(agent, home.planId)).plan.items, 4, 'dinner')).toEqual([]);
    await undo(agent, out);
    expect(await seen(agent, home.planId)).toEqual(before);

    // a day counted from today: today's breakfast
    const today = await say(agent, "take today's breakfast off, brunch out with the girls");
    expect(today.action).toBeDefined();
    expect(today.response).toContain('Oatmeal');
    expect(slotOf((await seen(agent, home.planId)).plan.items, todayWeekday(), 'breakfast')).toEqual([]);
    await undo(agent, today);
    expect(await seen(agent, home.planId)).toEqual(before);
  });

  it('a food that is its own item, "take it off" said after it: out of the meal, never off the list', async () => {
    const { agent, home, before } = await person();
    const out = await say(agent, "no oatmeal with today's breakfast thanks, remove it");
    expect(out.action?.description).toMatch(/Removed Oatmeal from \w+ breakfast/);
    expect(slotOf((await seen(agent, home.planId)).plan.items, todayWeekday(), 'breakfast')).toEqual([]);
    await undo(agent, out);
    expect(await seen(agent, home.planId)).toEqual(before);
  });

  it('an ingredient of a recipe, a dislike told as the reason: a swap offered, nothing stored or changed', async () => {
    const { agent, home, before } = await person();
    const reply = await say(agent, "could u take the onion out of tuesday's dinner, i can't bear it");
    expect(reply.action).toBeUndefined();
    expect(reply.response).toMatch(/onion/i);
    expect(reply.response).toMatch(/swap/i);
    expect(await seen(agent, home.planId)).toEqual(before);
  });

  it('a meal question with a condition or a sport told beside it: answered from the plan, nothing written', async () => {
    const { agent, home, before } = await person();
    const gluten = await say(agent, 'is there any gluten or wheat in tuesday dinner? my cousin is coeliac');
    expect(gluten.action).toBeUndefined();
    expect(gluten.response).toMatch(/^(Yes|No)\b/);
    expect(gluten.response).toMatch(/gluten or wheat/);
    expect(gluten.response).not.toMatch(/medical advice/);
    const sport = await say(agent, "what's for dinner on thursday? the kids have a football match after");
    expect(sport.action).toBeUndefined();
    expect(sport.response).toContain(home.otherDinner.title);
    expect(await seen(agent, home.planId)).toEqual(before);
  });
});
