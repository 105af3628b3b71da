import request from 'supertest';
import { Preferences } from '../src/preferences/preferences.entity.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

describe('preferences', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t.close(); });

  const valid = { dietaryRestrictions: ['Vegetarian'], allergies: ['Nuts'], dislikedIngredients: ['cilantro'], calorieGoal: 1800, weeklyBudget: 120, preferredStore: 'kroger' };

  it('answers the defaults when none are saved', async () => {
    const { agent } = await signUpAgent(t.http);
    const res = await agent.get('/api/preferences');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ dietaryRestrictions: [], allergies: [], dislikedIngredients: [], calorieGoal: 2000, weeklyBudget: 150, preferredStore: null });
  });

  it('saves and reads back, trimming and de-duplicating tags and accepting a numeric-string budget', async () => {
    const { agent } = await signUpAgent(t.http);
    const res = await agent.post('/api/preferences').send({ ...valid, dietaryRestrictions: [' Vegan ', 'vegan', '', 'Keto'], weeklyBudget: '150' });
    expect(res.status).toBe(200);
    const back = await agent.get('/api/preferences');
    expect(back.body).toEqual({ ...valid, dietaryRestrictions: ['Vegan', 'Keto'], weeklyBudget: 150 });
    expect(typeof back.body.weeklyBudget).toBe('number');
  });

  it.each([
    ['calorieGoal', 999, 400], ['calorieGoal', 1000, 200], ['calorieGoal', 4000, 200], ['calorieGoal', 4001, 400], ['calorieGoal', 1500.5, 400],
    ['weeklyBudget', 49, 400], ['weeklyBudget', 50, 200], ['weeklyBudget', 500, 200], ['weeklyBudget', 501, 400], ['weeklyBudget', '150', 200], ['weeklyBudget', 'lots', 400],
    ['preferredStore', 'aldi', 400], ['preferredStore', '', 200], ['preferredStore', 'trader-joes', 200],
    ['allergies', 'Nuts', 400], ['allergies', [42], 400], ['allergies', ['x'.repeat(61)], 400], ['allergies', Array.from({ length: 51 }, (_, i) => `a${i}`), 400],
  ])('%s = %j answers %i', async (field, value, status) => {
    const { agent } = await signUpAgent(t.http);
    const res = await agent.post('/api/preferences').send({ ...valid, [field]: value });
    expect(res.status).toBe(status);
    if (status === 400) {
      expect(res.body.message).toContain(field);
      // nothing written
      const saved = await t.orm.em.fork().count(Preferences, { user: (await agent.get('/api/auth/user')).body.id });
      expect(saved).toBe(0);
    }
  });

  it('says only what is wrong: a budget that is not a number answers that, not its range', async () => {
    const { agent } = await signUpAgent(t.http);
    const res = await agent.post('/api/preferences').send({ ...valid, weeklyBudget: 'lots', calorieGoal: 'many' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('calorieGoal must be a whole number; weeklyBudget must be a number with at most 2 decimals');
    expect((await agent.post('/api/preferences').send({ ...valid, weeklyBudget: 501 })).body.message).toBe('weeklyBudget must be at most 500');
  });

  it('refuses unknown fields and needs a session', async () => {
    const { agent } = await signUpAgent(t.http);
    expect((await agent.post('/api/preferences').send({ ...valid, isAdmin: true })).status).toBe(400);
    expect((await request(t.http).get('/api/preferences')).status).toBe(401);
  });

  it("keeps each person's preferences apart", async () => {
    const a = await signUpAgent(t.http);
    const b = await signUpAgent(t.http);
    await a.agent.post('/api/preferences').send(valid).expect(200);
    expect((await b.agent.get('/api/preferences')).body.calorieGoal).toBe(2000);
  });
});
