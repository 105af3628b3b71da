/**
 * The grocery list through the assistant as people type (issue #22 §3–§4, brief "lists3"), through POST /api/chat
 * with a real person, PostgreSQL and Redis: the line named as the person says it is the one meant ("the milk" with
 * milk, almond and oat milk listed), and several lines of one kind with none so named are asked about, never one
 * taken silently, and the pick is the line picked; a catalogue food said with no amount
 * is the amount usually bought, priced as that; a line taken off is put back; the package a line comes in is no
 * part of its name; several list edits in one message are each done and one Undo puts the list back.
 */
import { linesOf, named } from './chat-list.js';
import { personTalking } from './chat-person.js';
import { startTestApp, type TestApp } from './test-app.js';

describe('chat: grocery lines as people name them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 1000 });
  });
  afterAll(() => t.close());

  const person = () => personTalking(t, 'Robin');

  it('"delete the milk" with milk, almond milk and oat milk listed takes the line named milk off, and only it; with no plain milk left, "the milk" asks which', async () => {
    const { agent, planId, say } = await person();
    for (const milk of ['milk', 'almond milk', 'oat milk']) await say(`add ${milk}`);

    // the line the person named is the one called so: a person with "milk" on the list means it
    const done = await say('delete the milk');
    expect(done.response).toMatch(/Removed milk from your grocery list/);
    const after = await linesOf(agent, planId);
    expect(named(after, 'milk')).toEqual([]);
    expect(named(after, 'almond milk')).toHaveLength(1);
    expect(named(after, 'oat milk')).toHaveLength(1);

    // ticking "the milk" now asks between the two milks left, changing nothing, and "the oat one" ticks oat milk
    const tick = await say('tick the milk for me pls');
    expect(tick.action).toBeUndefined();
    expect(tick.response).toMatch(/almond milk.*oat milk/);
    expect(await linesOf(agent, planId)).toEqual(after);
    await say('the oat one');
    const ticked = await linesOf(agent, planId);
    expect(named(ticked, 'oat milk')[0].isChecked).toBe(true);
    expect(named(ticked, 'almond milk')[0].isChecked).toBe(false);
  }, 60_000);

  it('"delete the eggs" with eggs and egg noodles listed takes the eggs off without asking (noodles are no eggs)', async () => {
    const { agent, planId, say } = await person();
    await say('add eggs');
    await say('add egg noodles');
    const reply = await say('delete the eggs');
    expect(reply.response).toMatch(/Removed eggs/);
    const lines = await linesOf(agent, planId);
    expect(named(lines, 'eggs')).toEqual([]);
    expect(named(lines, 'egg noodles')).toHaveLength(1);
  }, 60_000);

  it('a catalogue food said with no amount is what is usually bought (a dozen eggs, a gallon of milk), priced as that; an amount said later joins it', async () => {
    const { agent, planId, say } = await person();
    await say('add eggs');
    await say('add milk');
    await say('add paper towels');
    let lines = await linesOf(agent, planId);
    const [eggs] = named(lines, 'eggs');
    expect(eggs).toMatchObject({ quantity: 12, unit: '' });
    expect(Number(eggs.estimatedPrice)).toBeGreaterThan(0);
    expect(named(lines, 'milk')[0]).toMatchObject({ quantity: 1, unit: 'gallon' });
    // a name the catalogue does not know stays one of it
    expect(named(lines, 'paper towels')[0]).toMatchObject({ quantity: 1, unit: '' });

    // the same amount typed by hand on another person's list costs the same
    const other = await person();
    await other.agent.post(`/api/grocery-lists/${other.planId}/items`).send({ name: 'eggs', quantity: 12 }).expect(201);
    expect(named(await linesOf(other.agent, other.planId), 'eggs')[0].estimatedPrice).toBe(eggs.estimatedPrice);

    await say('add 6 eggs');
    lines = await linesOf(agent, planId);
    expect(named(lines, 'eggs')).toEqual([expect.objectContaining({ quantity: 18, unit: '' })]);
    // "3 bags" of a line of one's own held as the catalogue's 16 oz bag is three bags, counted as the person counts
    // them (the line's unit changes with its amount; chat-line-counts.test.ts)
    await say('add pretzels');
    const pretzels = named(await linesOf(agent, planId), 'pretzels')[0];
    expect(pretzels).toMatchObject({ quantity: 16, unit: 'oz' });
    await say('pls make the pretzels 3 bags');
    expect(named(await linesOf(agent, planId), 'pretzels')[0]).toMatchObject({ quantity: 3, unit: 'bag' });

    const again = await say('add eggs');
    expect(again.action).toBeUndefined();
    expect(again.response).toMatch(/already on your list: 18/);
  }, 60_000);

  it('"put the soda back" puts the line taken off back, one line; "tick the 2 lb bag of apples" ticks the apples', async () => {
    const { agent, planId, say } = await person();
    await say('add 2 lb of apples');
    await say('add soda');
    await say('take the soda off');
    expect(named(await linesOf(agent, planId), 'soda')).toEqual([]);
    const back = await say('put the soda back');
    expect(back.action).toBeDefined();
    expect(named(await linesOf(agent, planId), 'soda')).toHaveLength(1);

    const ticked = await say('tick the 2 lb bag of apples');
    expect(ticked.response).toMatch(/Checked off apples/);
    expect(named(await linesOf(agent, planId), 'apples')[0].isChecked).toBe(true);
  }, 60_000);

  it('several list edits in one message are each done, and one Undo puts the list back as it was', async () => {
    const { agent, planId, say } = await person();
    await say('add soda');
    await say('add bread');
    const before = await linesOf(agent, planId);
    const reply = await say('take the soda off and add paper towels and tick the bread');
    const after = await linesOf(agent, planId);
    expect(named(after, 'soda')).toEqual([]);
    expect(named(after, 'paper towels')).toHaveLength(1);
    expect(named(after, 'bread')[0].isChecked).toBe(true);
    const ids = reply.actions?.map((a) => a.id) ?? (reply.action ? [reply.action.id] : []);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids.reverse()) await agent.post(`/api/chat/undo/${id}`).expect(200);
    expect(await linesOf(agent, planId)).toEqual(before);
  }, 60_000);
});
