import pg from 'pg';
import request from 'supertest';
import { openRowCounter, type RowCounter } from './row-counts.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

/**
 * Households (issue #24, first step) over the real app and PostgreSQL: everyone is the owner of a household of
 * one; the owner adds a child by name and age with their own preferences, invites an adult by a single-use link
 * that expires; the adult joins, says which meals they are away for; the owner removes them and their access ends
 * at once. Another person's member ids answer 404; bad input 400 with nothing written.
 */

interface Member {
  id: string;
  name: string;
  role: 'owner' | 'adult' | 'child';
  age: number | null;
  hasAccount: boolean;
  isYou: boolean;
  mealsAway: { dayOfWeek: number; mealType: string }[];
}
interface Household {
  id: string;
  name: string;
  you: string;
  isOwner: boolean;
  members: Member[];
}

type Agent = ReturnType<typeof request.agent>;

async function householdOf(agent: Agent): Promise<Household> {
  const res = await agent.get('/api/household');
  expect(res.status).toBe(200);
  return res.body as Household;
}

describe('households', () => {
  let t: TestApp;
  let rows: RowCounter;
  let db: pg.Client;
  beforeAll(async () => {
    t = await startTestApp({ isolated: 'households' });
    rows = await openRowCounter(t.settings.databaseUrl);
    db = new pg.Client({ connectionString: t.settings.databaseUrl });
    await db.connect();
  }, 120_000);
  afterAll(async () => {
    await db.end();
    await rows.close();
    await t.close();
  });

  it('makes a person the owner of a household of one, named after them, with nothing else changed', async () => {
    const { agent } = await signUpAgent(t.http, { firstName: 'Alex' });
    const house = await householdOf(agent);
    expect(house).toMatchObject({ name: "Alex's household", isOwner: true });
    expect(house.members).toEqual([
      { id: house.you, name: 'Alex', role: 'owner', age: null, hasAccount: true, isYou: true, mealsAway: [] },
    ]);
    // asked again (or by two requests at once), still one household
    const again = await Promise.all([householdOf(agent), householdOf(agent)]);
    expect(again.map((h) => h.id)).toEqual([house.id, house.id]);
  });

  it('adds a child by name and age, with preferences of their own kept apart from the owner’s', async () => {
    const { agent } = await signUpAgent(t.http, { firstName: 'Alex' });
    const added = await agent.post('/api/household/members').send({ name: '  Sam ', age: 8 });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Sam', role: 'child', age: 8, hasAccount: false, isYou: false, mealsAway: [] });
    const sam = added.body as Member;

    const saved = await agent.patch(`/api/household/members/${sam.id}/preferences`).send({ allergies: ['peanuts'], calorieGoal: 1600 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ allergies: ['peanuts'], calorieGoal: 1600, dietaryRestrictions: [], proteinGoal: null });
    expect((await agent.get(`/api/household/members/${sam.id}/preferences`).expect(200)).body.allergies).toEqual(['peanuts']);
    // the owner's own preferences do not take the child's allergy
    expect((await agent.get('/api/preferences').expect(200)).body.allergies).toEqual([]);

    // school lunches Monday to Friday are not eaten at home
    const lunches = [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, mealType: 'lunch' }));
    const away = await agent.put(`/api/household/members/${sam.id}/meals-away`).send({ mealsAway: [...lunches].reverse() });
    expect(away.status).toBe(200);
    expect(away.body.mealsAway).toEqual(lunches);

    const house = await householdOf(agent);
    expect(house.members.map((m) => [m.name, m.role])).toEqual([
      ['Alex', 'owner'],
      ['Sam', 'child'],
    ]);
  });

  it('refuses bad input with a 400 that names the field, writing nothing', async () => {
    const { agent } = await signUpAgent(t.http, { firstName: 'Alex' });
    const sam = (await agent.post('/api/household/members').send({ name: 'Sam', age: 8 }).expect(201)).body as Member;
    const before = await rows.counts();
    const refused: [string, string, object, RegExp][] = [
      ['post', '/api/household/members', { name: '', age: 8 }, /name/],
      ['post', '/api/household/members', { name: 'Kit', age: -1 }, /age/],
      ['post', '/api/household/members', { name: 'Kit', age: 7.5 }, /age/],
      ['post', '/api/household/members', { name: 'Kit' }, /age/],
      ['patch', `/api/household/members/${sam.id}`, { age: 400 }, /age/],
      ['put', `/api/household/members/${sam.id}/meals-away`, { mealsAway: [{ dayOfWeek: 7, mealType: 'lunch' }] }, /dayOfWeek/],
      ['put', `/api/household/members/${sam.id}/meals-away`, { mealsAway: [{ dayOfWeek: 1, mealType: 'brunch' }] }, /mealType/],
      ['patch', `/api/household/members/${sam.id}/preferences`, { calorieGoal: 99999 }, /calorieGoal/],
    ];
    for (const [method, path, body, field] of refused) {
      const res = await (agent as unknown as Record<string, (p: string) => request.Test>)[method]!(path).send(body);
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.body.message).toMatch(field);
    }
    expect(rows.changed(before, await rows.counts())).toEqual([]);
  });

  it('invites an adult by a single-use link: they join, see the same household and change only themself', async () => {
    const alex = await signUpAgent(t.http, { firstName: 'Alex' });
    const sam = (await alex.agent.post('/api/household/members').send({ name: 'Sam', age: 8 }).expect(201)).body as Member;
    const invite = await alex.agent.post('/api/household/invites');
    expect(invite.status).toBe(201);
    expect(invite.body.joinPath).toBe(`/join/${invite.body.token}`);
    const days = (Date.parse(invite.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    // the join page, before signing in
    const preview = await request(t.http).get(`/api/household/invites/${invite.body.token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ householdName: "Alex's household", invitedBy: 'Alex' });

    const bo = await signUpAgent(t.http, { firstName: 'Bo' });
    const joined = await bo.agent.post(`/api/household/invites/${invite.body.token}/accept`);
    expect(joined.status).toBe(200);
    const seenByBo = joined.body as Household;
    const seenByAlex = await householdOf(alex.agent);
    expect(seenByBo.id).toBe(seenByAlex.id);
    expect(seenByBo.isOwner).toBe(false);
    expect(seenByAlex.members.map((m) => [m.name, m.role, m.hasAccount])).toEqual([
      ['Alex', 'owner', true],
      ['Bo', 'adult', true],
      ['Sam', 'child', false],
    ]);

    // single use: a second person with the same link is turned away
    const cy = await signUpAgent(t.http, { firstName: 'Cy' });
    expect((await cy.agent.post(`/api/household/invites/${invite.body.token}/accept`)).status).toBe(410);
    expect((await request(t.http).get(`/api/household/invites/${invite.body.token}`)).status).toBe(410);
    expect((await request(t.http).get('/api/household/invites/not-a-link')).status).toBe(404);

    // Bo says which meals they are away for; Bo cannot change Sam, add members or invite
    expect(
      (await bo.agent.put(`/api/household/members/${seenByBo.you}/meals-away`).send({ mealsAway: [{ dayOfWeek: 5, mealType: 'dinner' }] }))
        .status,
    ).toBe(200);
    expect((await bo.agent.put(`/api/household/members/${sam.id}/meals-away`).send({ mealsAway: [] })).status).toBe(403);
    expect((await bo.agent.patch(`/api/household/members/${sam.id}/preferences`).send({ allergies: [] })).status).toBe(403);
    expect((await bo.agent.post('/api/household/members').send({ name: 'Kit', age: 4 })).status).toBe(403);
    expect((await bo.agent.post('/api/household/invites')).status).toBe(403);
    // but can read the child's allergies, which the household's meals must keep
    expect((await bo.agent.get(`/api/household/members/${sam.id}/preferences`)).status).toBe(200);
  });

  it('answers 404 to a person outside the household for every member id, and changes nothing', async () => {
    const alex = await signUpAgent(t.http, { firstName: 'Alex' });
    const sam = (await alex.agent.post('/api/household/members').send({ name: 'Sam', age: 8 }).expect(201)).body as Member;
    const stranger = await signUpAgent(t.http, { firstName: 'Dee' });
    const before = await rows.counts();
    const asks: [string, string, object?][] = [
      ['get', `/api/household/members/${sam.id}/preferences`],
      ['patch', `/api/household/members/${sam.id}/preferences`, { allergies: [] }],
      ['patch', `/api/household/members/${sam.id}`, { name: 'Mine' }],
      ['put', `/api/household/members/${sam.id}/meals-away`, { mealsAway: [] }],
      ['delete', `/api/household/members/${sam.id}`],
    ];
    for (const [method, path, body] of asks) {
      const call = (stranger.agent as unknown as Record<string, (p: string) => request.Test>)[method]!(path);
      const res = await (body ? call.send(body) : call);
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    expect(rows.changed(before, await rows.counts())).toEqual([]);
    expect((await householdOf(alex.agent)).members.map((m) => m.name)).toEqual(['Alex', 'Sam']);
  });

  it('turns away an invite past its seven days', async () => {
    const alex = await signUpAgent(t.http, { firstName: 'Alex' });
    const invite = (await alex.agent.post('/api/household/invites').expect(201)).body as { token: string };
    await db.query(`update household_invites set expires_at = now() - interval '1 minute' where household_id = $1`, [
      (await householdOf(alex.agent)).id,
    ]);
    const bo = await signUpAgent(t.http, { firstName: 'Bo' });
    const res = await bo.agent.post(`/api/household/invites/${invite.token}/accept`);
    expect(res.status).toBe(410);
    expect(res.body.message).toMatch(/expired/);
    expect((await householdOf(bo.agent)).members.map((m) => m.name)).toEqual(['Bo']);
  });

  it('the owner removes an adult: their access ends at once and they are on their own again; a member can leave', async () => {
    const alex = await signUpAgent(t.http, { firstName: 'Alex' });
    const sam = (await alex.agent.post('/api/household/members').send({ name: 'Sam', age: 8 }).expect(201)).body as Member;
    const join = async (firstName: string) => {
      const token = (await alex.agent.post('/api/household/invites').expect(201)).body.token as string;
      const person = await signUpAgent(t.http, { firstName });
      expect((await person.agent.post(`/api/household/invites/${token}/accept`)).status).toBe(200);
      return person;
    };
    const bo = await join('Bo');
    const cy = await join('Cy');
    const shared = await householdOf(alex.agent);
    const boMember = shared.members.find((m) => m.name === 'Bo')!;

    expect((await alex.agent.delete(`/api/household/members/${boMember.id}`)).status).toBe(204);
    // Bo's very next request, on the same session, no longer reaches the household
    expect((await bo.agent.get(`/api/household/members/${sam.id}/preferences`)).status).toBe(404);
    const boNow = await householdOf(bo.agent);
    expect(boNow.id).not.toBe(shared.id);
    expect(boNow.members.map((m) => [m.name, m.role])).toEqual([['Bo', 'owner']]);

    // Cy leaves on their own
    expect((await cy.agent.post('/api/household/leave')).status).toBe(204);
    expect((await householdOf(cy.agent)).isOwner).toBe(true);
    expect((await householdOf(alex.agent)).members.map((m) => m.name)).toEqual(['Alex', 'Sam']);

    // the owner cannot remove themself nor leave people behind; alone there is nothing to leave
    expect((await alex.agent.delete(`/api/household/members/${shared.you}`)).status).toBe(409);
    expect((await alex.agent.post('/api/household/leave')).status).toBe(409);
    expect((await bo.agent.post('/api/household/leave')).status).toBe(409);
    // removing the child ends them too
    expect((await alex.agent.delete(`/api/household/members/${sam.id}`)).status).toBe(204);
    expect((await householdOf(alex.agent)).members.map((m) => m.name)).toEqual(['Alex']);
  });
});
