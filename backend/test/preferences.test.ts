import request from 'supertest';
import { DIET_NAMES } from '../src/kitchen/vocabulary.js';
import { Preferences } from '../src/preferences/preferences.entity.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

describe('preferences', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const valid = {
    dietaryRestrictions: ['Vegetarian'],
    allergies: ['Nuts'],
    dislikedIngredients: ['cilantro'],
    calorieGoal: 1800,
    weeklyBudget: 120,
    preferredStore: 'kroger',
  };

  it('answers the defaults when none are saved, saying they were never saved (the SPA then leads to the form)', async () => {
    const { agent } = await signUpAgent(t.http);
    const res = await agent.get('/api/preferences');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      dietaryRestrictions: [],
      allergies: [],
      dislikedIngredients: [],
      calorieGoal: 2000,
      weeklyBudget: 150,
      preferredStore: null,
      mealShares: { breakfast: 25, lunch: 35, dinner: 40 },
      proteinGoal: null,
      saved: false,
      budgetSetBy: null,
    });
  });

  it('saves and reads back, trimming and de-duplicating tags and accepting a numeric-string budget', async () => {
    const { agent } = await signUpAgent(t.http);
    const res = await agent
      .post('/api/preferences')
      .send({ ...valid, dietaryRestrictions: [' Vegan ', 'vegan', '', 'Keto'], weeklyBudget: '150' });
    expect(res.status).toBe(200);
    const back = await agent.get('/api/preferences');
    expect(back.body).toEqual({
      ...valid,
      dietaryRestrictions: ['Vegan', 'Keto'],
      weeklyBudget: 150,
      mealShares: { breakfast: 25, lunch: 35, dinner: 40 },
      proteinGoal: null,
      saved: true,
      budgetSetBy: null,
    });
    expect(res.body.saved).toBe(true);
    expect(typeof back.body.weeklyBudget).toBe('number');
  });

  it.each([
    ['calorieGoal', 999, 400],
    ['calorieGoal', 1000, 200],
    ['calorieGoal', 4000, 200],
    ['calorieGoal', 4001, 400],
    ['calorieGoal', 1500.5, 400],
    ['weeklyBudget', 49, 400],
    ['weeklyBudget', 50, 200],
    ['weeklyBudget', 500, 200],
    ['weeklyBudget', 501, 400],
    ['weeklyBudget', '150', 200],
    ['weeklyBudget', 'lots', 400],
    ['preferredStore', 'aldi', 400],
    ['preferredStore', '', 200],
    ['preferredStore', 'trader-joes', 200],
    ['dietaryRestrictions', ['Vegetarian', 'Halal'], 400],
    ['dietaryRestrictions', ['Pescatarian'], 400],
    ['dietaryRestrictions', ['plant based', 'Coeliac', 'Nut-free'], 200],
    ['allergies', 'Nuts', 400],
    ['allergies', [42], 400],
    ['allergies', ['x'.repeat(61)], 400],
    ['allergies', Array.from({ length: 51 }, (_, i) => `a${i}`), 400],
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

  it('refuses a diet the planner would not honour, naming the diets it knows', async () => {
    const { agent } = await signUpAgent(t.http);
    const res = await agent.post('/api/preferences').send({ ...valid, dietaryRestrictions: ['Vegan', 'Halal'] });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('"Halal" is not a diet');
    for (const name of Object.values(DIET_NAMES)) expect(res.body.message).toContain(name);
    expect((await agent.get('/api/preferences')).body.saved).toBe(false);
  });

  it('says only what is wrong: a budget that is not a number answers that, not its range', async () => {
    const { agent } = await signUpAgent(t.http);
    const res = await agent.post('/api/preferences').send({ ...valid, weeklyBudget: 'lots', calorieGoal: 'many' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('calorieGoal must be a whole number; weeklyBudget must be a number with at most 2 decimals');
    expect((await agent.post('/api/preferences').send({ ...valid, weeklyBudget: 501 })).body.message).toBe(
      'weeklyBudget must be at most 500',
    );
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

  describe('meal split and protein goal', () => {
    const split = { breakfast: 20, lunch: 40, dinner: 40 };
    const userId = async (agent: Awaited<ReturnType<typeof signUpAgent>>['agent']) => (await agent.get('/api/auth/user')).body.id as string;
    const stored = async (agent: Awaited<ReturnType<typeof signUpAgent>>['agent']) =>
      t.orm.em.fork().findOne(Preferences, { user: await userId(agent) });

    it('round-trips a split and a protein goal, and keeps them when other fields are saved', async () => {
      const { agent } = await signUpAgent(t.http);
      const res = await agent.post('/api/preferences').send({ ...valid, mealShares: split, proteinGoal: 140 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ mealShares: split, proteinGoal: 140 });
      expect((await agent.get('/api/preferences')).body).toEqual({
        ...valid,
        mealShares: split,
        proteinGoal: 140,
        saved: true,
        budgetSetBy: null,
      });
      expect(await stored(agent)).toMatchObject({ mealShares: split, proteinGoal: 140 });

      await agent.post('/api/preferences').send({ calorieGoal: 2200 }).expect(200);
      expect((await agent.get('/api/preferences')).body).toMatchObject({ calorieGoal: 2200, mealShares: split, proteinGoal: 140 });
    });

    it('null resets the split to the defaults and clears the protein goal', async () => {
      const { agent } = await signUpAgent(t.http);
      await agent.post('/api/preferences').send({ mealShares: split, proteinGoal: 140 }).expect(200);
      const res = await agent.post('/api/preferences').send({ mealShares: null, proteinGoal: null });
      expect(res.status).toBe(200);
      expect((await agent.get('/api/preferences')).body).toMatchObject({
        mealShares: { breakfast: 25, lunch: 35, dinner: 40 },
        proteinGoal: null,
      });
      // The default split is stored as null, so saving other fields never pins it.
      expect(await stored(agent)).toMatchObject({ mealShares: null, proteinGoal: null });
    });

    it('refuses a split that does not add up to 100 and writes nothing', async () => {
      const { agent } = await signUpAgent(t.http);
      const res = await agent
        .post('/api/preferences')
        .send({ ...valid, mealShares: { breakfast: 30, lunch: 35, dinner: 40 }, proteinGoal: 140 });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('mealShares must add up to 100 (breakfast + lunch + dinner)');
      expect(await stored(agent)).toBeNull();
      expect((await agent.get('/api/preferences')).body).toMatchObject({
        calorieGoal: 2000,
        mealShares: { breakfast: 25, lunch: 35, dinner: 40 },
        proteinGoal: null,
      });
    });

    it('a refused split leaves earlier saved values untouched', async () => {
      const { agent } = await signUpAgent(t.http);
      await agent
        .post('/api/preferences')
        .send({ ...valid, mealShares: split, proteinGoal: 140 })
        .expect(200);
      await agent
        .post('/api/preferences')
        .send({ calorieGoal: 3000, mealShares: { breakfast: 10, lunch: 10, dinner: 10 }, proteinGoal: 100 })
        .expect(400);
      expect((await agent.get('/api/preferences')).body).toEqual({
        ...valid,
        mealShares: split,
        proteinGoal: 140,
        saved: true,
        budgetSetBy: null,
      });
    });

    it.each([
      // range and whole numbers
      [{ mealShares: { breakfast: 10, lunch: 30, dinner: 60 } }, 200, null],
      [{ mealShares: { breakfast: 9, lunch: 31, dinner: 60 } }, 400, 'mealShares.breakfast must be at least 10'],
      [{ mealShares: { breakfast: 20, lunch: 19, dinner: 61 } }, 400, 'mealShares.dinner must be at most 60'],
      [
        { mealShares: { breakfast: 25.5, lunch: 34.5, dinner: 40 } },
        400,
        'mealShares.breakfast must be a whole number; mealShares.lunch must be a whole number',
      ],
      [{ mealShares: { breakfast: 1e300, lunch: 35, dinner: 40 } }, 400, /mealShares\.breakfast must be at most 60/],
      // wrong types and shapes
      [{ mealShares: { breakfast: '25', lunch: 35, dinner: 40 } }, 400, 'mealShares.breakfast must be a whole number'],
      [{ mealShares: { breakfast: null, lunch: 35, dinner: 40 } }, 400, 'mealShares.breakfast must be a whole number'],
      // a NUL is refused at the edge, for any field, before validation (common/unsafe-text.ts)
      [
        { mealShares: { breakfast: '\u0000', lunch: 35, dinner: 40 } },
        400,
        'mealShares.breakfast contains a control character (U+0000); remove it and try again.',
      ],
      [{ mealShares: { breakfast: 25, lunch: 35 } }, 400, 'mealShares.dinner must be a whole number'],
      [{ mealShares: { breakfast: 25, lunch: 35, dinner: 40, snack: 0 } }, 400, /snack should not exist/],
      [
        { mealShares: { breakfast: 25, lunch: 35, dinner: 40, 'x\u0000': 1 } },
        400,
        /^mealShares contains a field name with a control character/,
      ],
      [{ mealShares: '25/35/40' }, 400, 'mealShares must be an object with breakfast, lunch and dinner'],
      [{ mealShares: [25, 35, 40] }, 400, 'mealShares must be an object with breakfast, lunch and dinner'],
      [{ mealShares: [{ breakfast: 25, lunch: 35, dinner: 40 }] }, 400, 'mealShares must be an object with breakfast, lunch and dinner'],
      [{ mealShares: 100 }, 400, 'mealShares must be an object with breakfast, lunch and dinner'],
      [{ mealShares: true }, 400, 'mealShares must be an object with breakfast, lunch and dinner'],
      // protein goal
      [{ proteinGoal: 20 }, 200, null],
      [{ proteinGoal: 400 }, 200, null],
      [{ proteinGoal: 19 }, 400, 'proteinGoal must be at least 20'],
      [{ proteinGoal: 401 }, 400, 'proteinGoal must be at most 400'],
      [{ proteinGoal: 120.5 }, 400, 'proteinGoal must be a whole number'],
      [{ proteinGoal: '120' }, 400, 'proteinGoal must be a whole number'],
      [{ proteinGoal: '' }, 400, 'proteinGoal must be a whole number'],
      [{ proteinGoal: [120] }, 400, 'proteinGoal must be a whole number'],
      [{ proteinGoal: { grams: 120 } }, 400, 'proteinGoal must be a whole number'],
      [{ proteinGoal: '\u0000' }, 400, 'proteinGoal contains a control character (U+0000); remove it and try again.'],
    ])('%j answers %i', async (body, status, message) => {
      const { agent } = await signUpAgent(t.http);
      const res = await agent.post('/api/preferences').send(body);
      expect(res.status).toBe(status);
      if (status === 400) {
        if (typeof message === 'string') expect(res.body.message).toBe(message);
        else expect(res.body.message).toMatch(message!);
        expect(await stored(agent)).toBeNull();
      }
    });

    it.each([
      [
        'a number too large for JSON doubles',
        '{"mealShares":{"breakfast":1e400,"lunch":35,"dinner":40}}',
        'mealShares.breakfast must be a whole number',
      ],
      ['NaN', '{"proteinGoal":NaN}', null],
      [
        'a NUL byte in a key',
        '{"mealShares":{"breakfast":25,"lunch":35,"dinner":40,"\\u0000":1}}',
        /^mealShares contains a field name with a control character/,
      ],
    ])('raw JSON with %s answers 400 and writes nothing', async (_name, raw, message) => {
      const { agent } = await signUpAgent(t.http);
      const res = await agent.post('/api/preferences').set('Content-Type', 'application/json').send(raw);
      expect(res.status).toBe(400);
      if (typeof message === 'string') expect(res.body.message).toBe(message);
      else if (message) expect(res.body.message).toMatch(message);
      expect(await stored(agent)).toBeNull();
    });
  });
});
