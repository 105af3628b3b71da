import { randomUUID } from 'node:crypto';
/**
 * The OpenAPI document at /api/docs-json is what the SPA's types are generated from, so it must be whole
 * and true: every route with its inputs, their rules as the validators apply them and every answer; the
 * generated frontend/src/api/schema.ts current; and real answers shaped as the document says.
 */
import { DECORATORS } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { API_TYPES_FILE, apiTypesSource } from '../../scripts/lib/api-types.mjs';
import { offlineApiDocument } from '../src/app.api-document.js';
import {
  DocumentedAnswers,
  operationsOf,
  refsOf,
  resolve,
  type OpenAPIObject,
  type OperationObject,
  type SchemaObject,
} from './api-document.js';
import { enumerateRoutes, type DtoClass, type Route } from './routes.js';
import { startTestApp, type TestApp } from './test-app.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** Operations that answer no JSON on success, by design: a 2xx without a body, or a redirect. */
const NO_JSON_ANSWER: Record<string, string> = {
  'POST /api/auth/sign-out': '204',
  'DELETE /api/favorites/{recipeId}': '204',
  'DELETE /api/recipes/{id}': '204',
  'DELETE /api/pantry/{id}': '204',
  'DELETE /api/price-book/{id}': '204',
  'DELETE /api/grocery-lists/{mealPlanId}/last-update': '204',
  'DELETE /api/household/members/{id}': '204',
  'POST /api/household/leave': '204',
  'GET /api/login': '302',
};

/** Validators with no JSON-schema keyword of their own: what they check is said in words (or is a type the document states). */
const SAID_IN_WORDS = new Set([
  'isNotEmpty',
  'isDefined',
  'validateIf',
  'whitelistValidation',
  'realDate',
  'ianaTimeZone',
  'mealSharesSum',
  'knownDiets',
  'htmlOrUrl',
]);

/** Failures that answer a shape of their own, by design: the health check names what is down. */
const OWN_FAILURE_SHAPE = new Set(['GET /api/health 503']);

/** A rule's name: the decorator's (isInt, min…), a @Validate class's constraint name, or validateIf. */
function ruleName(rule: ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>[number]): string {
  if (rule.name) return rule.name;
  if (rule.type === 'conditionalValidation') return 'validateIf';
  const constraint = rule.constraintCls ? getMetadataStorage().getTargetValidatorConstraints(rule.constraintCls)[0] : undefined;
  return constraint?.name ?? rule.type;
}

/** "/api/meal-plans/:id" as the document writes it: "/api/meal-plans/{id}". */
const templateOf = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');
const opOf = (doc: OpenAPIObject, route: Route) =>
  doc.paths[templateOf(route.path)]?.[route.method.toLowerCase() as 'get'] as OperationObject | undefined;
const hasType = (s: SchemaObject | undefined) => Boolean(s && (s.type || s.allOf || s.oneOf || s.anyOf || '$ref' in s));

interface Field {
  schema: SchemaObject;
  required: boolean;
}

/** The body's documented fields: its schema's properties. */
function bodyFields(doc: OpenAPIObject, op: OperationObject | undefined): Map<string, Field> {
  const body = op?.requestBody as { content?: Record<string, { schema?: SchemaObject }> } | undefined;
  return objectFields(resolve(doc, body?.content?.['application/json']?.schema));
}

function objectFields(schema: SchemaObject | undefined): Map<string, Field> {
  return new Map(
    Object.entries(schema?.properties ?? {}).map(([name, s]) => [
      name,
      { schema: s as SchemaObject, required: (schema?.required ?? []).includes(name) },
    ]),
  );
}

/** The query's documented fields: the operation's query parameters. */
function queryFields(op: OperationObject | undefined): Map<string, Field> {
  const params = (op?.parameters ?? []) as { in: string; name: string; required?: boolean; schema?: SchemaObject }[];
  return new Map(params.filter((p) => p.in === 'query').map((p) => [p.name, { schema: p.schema ?? {}, required: p.required === true }]));
}

/** The class a nested field is validated with, as its @ApiProperty names it. */
function nestedClass(dto: DtoClass, property: string): DtoClass | undefined {
  const meta = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, dto.prototype, property) as { type?: unknown } | undefined;
  const type = Array.isArray(meta?.type) ? meta.type[0] : meta?.type;
  return typeof type === 'function' ? (type as DtoClass) : undefined;
}

/**
 * Where the document and a DTO's validators disagree: each rule a validator applies must be in the
 * document with the same value, and the document may name no field the validators would refuse.
 */
function disagreements(doc: OpenAPIObject, dto: DtoClass, fields: Map<string, Field>, where: string): string[] {
  const problems: string[] = [];
  const rules = getMetadataStorage().getTargetValidationMetadatas(dto, '', false, false);
  const validated = new Set(rules.map((r) => r.propertyName));
  for (const name of fields.keys()) if (!validated.has(name)) problems.push(`${where}.${name}: documented, but the validators refuse it`);
  for (const rule of rules) {
    const name = ruleName(rule);
    const at = `${where}.${rule.propertyName} (${name})`;
    const field = fields.get(rule.propertyName);
    if (!field) {
      problems.push(`${at}: validated, not documented`);
      continue;
    }
    const own = resolve(doc, field.schema) ?? {};
    const s = (rule.each ? resolve(doc, own.items as SchemaObject) : own) ?? {};
    const [c0, c1] = (rule.constraints ?? []) as unknown[];
    const expectEqual = (what: string, documented: unknown, validated: unknown) => {
      if (documented !== validated)
        problems.push(`${at}: the document says ${what} ${String(documented)}, the validator ${String(validated)}`);
    };
    switch (name) {
      case 'isInt':
        expectEqual('type', s.type, 'integer');
        break;
      case 'isNumber':
        if (s.type !== 'number' && s.type !== 'integer') expectEqual('type', s.type, 'number');
        break;
      case 'isString':
        expectEqual('type', s.type, 'string');
        break;
      case 'isBoolean':
        expectEqual('type', s.type, 'boolean');
        break;
      case 'isArray':
        expectEqual('type', own.type, 'array');
        break;
      case 'isObject':
        if (own.type !== 'object' && !own.properties) expectEqual('type', own.type, 'object');
        break;
      case 'min':
        expectEqual('minimum', s.minimum, c0);
        break;
      case 'max':
        expectEqual('maximum', s.maximum, c0);
        break;
      case 'minLength':
        expectEqual('minLength', s.minLength, c0);
        break;
      case 'maxLength':
        expectEqual('maxLength', s.maxLength, c0);
        break;
      case 'arrayMaxSize':
        expectEqual('maxItems', own.maxItems, c0);
        break;
      case 'arrayMinSize':
        expectEqual('minItems', own.minItems, c0);
        break;
      case 'isWholeNumberBetween':
        expectEqual('type', s.type, 'integer');
        expectEqual('minimum', s.minimum, c0);
        expectEqual('maximum', s.maximum, c1);
        break;
      case 'matches':
        expectEqual('pattern', s.pattern, (c0 as RegExp).source);
        break;
      case 'isEmail':
        expectEqual('format', s.format, 'email');
        break;
      case 'isUrl':
        expectEqual('format', s.format, 'uri');
        break;
      case 'isIn': {
        const allowed = (c0 as unknown[]).filter((v) => v !== null);
        expectEqual('enum', JSON.stringify(s.enum), JSON.stringify(allowed));
        if ((c0 as unknown[]).includes(null)) expectEqual('nullable', own.nullable, true);
        break;
      }
      case 'isOptional':
        expectEqual('required', field.required, false);
        break;
      case 'nestedValidation': {
        const nested = nestedClass(dto, rule.propertyName);
        if (!nested) problems.push(`${at}: @ApiProperty names no class for this nested field`);
        else
          problems.push(
            ...disagreements(
              doc,
              nested,
              objectFields(resolve(doc, (own.type === 'array' ? own.items : own) as SchemaObject)),
              `${where}.${rule.propertyName}`,
            ),
          );
        break;
      }
      default:
        if (!SAID_IN_WORDS.has(name)) problems.push(`${at}: a validator this test does not know; say here how the document shows it`);
    }
  }
  return problems;
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenAPIObject;
  let routes: Route[];

  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
    const res = await request(t.http).get('/api/docs-json');
    expect(res.status).toBe(200);
    doc = res.body as OpenAPIObject;
    routes = enumerateRoutes(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it("is the one `npm run api:types` builds offline, and the SPA's types generated from it are current", async () => {
    expect(await offlineApiDocument()).toEqual(doc);
    const committed = readFileSync(join(ROOT, API_TYPES_FILE), 'utf8');
    const current = committed === (await apiTypesSource(doc));
    if (!current) throw new Error(`${API_TYPES_FILE} does not match the API's document: run \`npm run api:types\` and commit it`);
  });

  it('has an operation for every route the app serves, and none for a route it does not', () => {
    const served = new Set(routes.map((r) => `${r.method} ${templateOf(r.path)}`));
    const documented = new Set(operationsOf(doc).map((o) => o.key));
    expect([...served].filter((k) => !documented.has(k))).toEqual([]);
    expect([...documented].filter((k) => !served.has(k))).toEqual([]);
    expect(served.size).toBeGreaterThan(40);
  });

  it('describes what each operation reads: path, query, headers and body, each with a type', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const op = opOf(doc, route);
      if (!op) continue; // the operation list is the test above
      const params = (op.parameters ?? []) as { in: string; name: string; schema?: SchemaObject }[];
      const named = (where: string) => params.filter((p) => p.in === where).map((p) => p.name.toLowerCase());
      expect(named('path').sort()).toEqual(route.params.map((p) => p.toLowerCase()).sort());
      for (const name of route.query)
        if (!named('query').includes(name.toLowerCase())) problems.push(`${key}: query ${name} not documented`);
      for (const name of route.headers) if (!named('header').includes(name)) problems.push(`${key}: header ${name} not documented`);
      for (const p of params) if (!hasType(p.schema)) problems.push(`${key}: ${p.in} ${p.name} has no type`);
      const body = bodyFields(doc, op);
      for (const name of route.body) if (!body.has(name)) problems.push(`${key}: body field ${name} not documented`);
      for (const [name, field] of body) if (!hasType(field.schema)) problems.push(`${key}: body field ${name} has no type`);
      const answers = Object.keys(op.responses);
      if ((route.dtos.body || route.dtos.query) && !answers.includes('400')) problems.push(`${key}: validates its input, 400 not declared`);
      if (route.params.length && !answers.includes('404')) problems.push(`${key}: names something by id, 404 not declared`);
    }
    expect(problems).toEqual([]);
  });

  it('tells the same input rules the validators apply (lengths, ranges, patterns, enums, what is required)', () => {
    const problems = routes.flatMap((route) => {
      const op = opOf(doc, route);
      const key = `${route.method} ${route.path}`;
      return [
        ...(route.dtos.body ? disagreements(doc, route.dtos.body, bodyFields(doc, op), `${key} body`) : []),
        ...(route.dtos.query ? disagreements(doc, route.dtos.query, queryFields(op), `${key} query`) : []),
      ];
    });
    expect(problems).toEqual([]);
    // the check reads real rules: a body and a query of known fields are among them
    expect(routes.find((r) => r.path === '/api/preferences' && r.method === 'POST')?.dtos.body?.name).toBe('SavePreferencesDto');
    expect(routes.find((r) => r.path === '/api/foods/search')?.dtos.query?.name).toBe('FoodSearchQuery');
  });

  it('describes a success answer with a schema for every operation (the few with no JSON answer named), and every failure with the one error shape', () => {
    const problems: string[] = [];
    for (const { key, operation } of operationsOf(doc)) {
      const statuses = Object.keys(operation.responses);
      const success = statuses.filter((s) => s.startsWith('2'));
      const described = success.filter((s) => {
        const content = (operation.responses[s] as { content?: Record<string, { schema?: SchemaObject }> }).content ?? {};
        return Object.values(content).some((c) => hasType(c.schema));
      });
      if (key in NO_JSON_ANSWER) {
        if (!statuses.includes(NO_JSON_ANSWER[key])) problems.push(`${key}: should declare its ${NO_JSON_ANSWER[key]}`);
      } else if (!described.length) problems.push(`${key}: no success answer with a schema`);
      for (const s of statuses.filter((s) => Number(s) >= 400 && !OWN_FAILURE_SHAPE.has(`${key} ${s}`))) {
        const schema = (operation.responses[s] as { content?: Record<string, { schema?: { $ref?: string } }> }).content?.[
          'application/json'
        ]?.schema;
        if (schema?.$ref !== '#/components/schemas/ApiError') problems.push(`${key}: ${s} is not the ApiError shape`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('declares the session, and its 401, on exactly the routes that need one', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const op = opOf(doc, route);
      if (!op) continue;
      const needsSession = !route.isPublic;
      if (needsSession !== Boolean(op.security?.length))
        problems.push(`${route.method} ${route.path}: security ${needsSession ? 'missing' : 'declared on a public route'}`);
      const says401 = Object.keys(op.responses).includes('401');
      if (needsSession && !says401) problems.push(`${route.method} ${route.path}: 401 not declared`);
    }
    expect(problems).toEqual([]);
    expect(routes.filter((r) => r.isPublic).map((r) => `${r.method} ${r.path}`)).toContain('GET /api/calendar/:token.ics');
  });

  it('names its enumerations once each (meal types, diets, allergens, stores, chips, units), and every reference resolves', () => {
    const schemas = doc.components?.schemas ?? {};
    expect((schemas.MealType as SchemaObject).enum).toEqual(['breakfast', 'lunch', 'dinner']);
    expect((schemas.Diet as SchemaObject).enum).toContain('gluten-free');
    expect((schemas.Allergen as SchemaObject).enum).toContain('peanuts');
    expect((schemas.StoreId as SchemaObject).enum).toEqual(['whole-foods', 'safeway', 'kroger', 'trader-joes', 'costco']);
    expect((schemas.StoreId as SchemaObject)['x-enumNames']).toEqual(['Whole Foods Market', 'Safeway', 'Kroger', "Trader Joe's", 'Costco']);
    // the spec's chips (§7), in its order: the SPA shows them from these enums
    expect((schemas.DietChip as SchemaObject).enum).toEqual(['Vegetarian', 'Vegan', 'Gluten-Free', 'Keto', 'Paleo', 'Dairy-Free']);
    expect((schemas.AllergyChip as SchemaObject).enum).toEqual(['Nuts', 'Shellfish', 'Eggs', 'Dairy', 'Soy', 'Gluten']);
    expect((schemas.ListUnit as SchemaObject).enum).toEqual(expect.arrayContaining(['lb', 'cup', 'roll', 'dozen']));
    const dangling = [...new Set(refsOf(doc))].filter((ref) => !schemas[ref.replace('#/components/schemas/', '')]);
    expect(dangling).toEqual([]);
  });

  /**
   * A person's week through every operation, each answer checked against the document: a field it does
   * not name, one it names and the answer lacks, a wrong type or enum word, or a status it does not list
   * all fail. Ends by checking that every operation with a JSON answer was reached. Every route, a plan generated,
   * lists built and followed by real jobs: on a loaded machine it takes longer than jest's 30 s.
   */
  it('is what the app really answers, operation by operation', async () => {
    const answers = new DocumentedAnswers(doc);
    const problems: string[] = [];
    const agent = request.agent(t.http);
    type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
    const call = async (method: Method, url: string, body?: object, by: ReturnType<typeof request.agent> = agent) => {
      const req = by[method](url);
      const res = await (body === undefined ? req : req.send(body));
      problems.push(...answers.problems(method, url, res));
      return res;
    };
    const finish = async (jobId: string) => {
      for (let i = 0; i < 300; i++) {
        const job = await call('get', `/api/jobs/${jobId}`);
        if (job.body.state === 'completed' || job.body.state === 'failed')
          return job.body as { state: string; result: Record<string, string> };
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`job ${jobId} did not finish`);
    };

    const anonymous = request.agent(t.http);
    const config = await call('get', '/api/config', undefined, anonymous);
    expect(config.body.vocabulary.dietChips).toEqual((doc.components?.schemas?.DietChip as SchemaObject).enum);
    await call('get', '/api/health', undefined, anonymous);
    expect((await call('get', '/api/sample-day', undefined, anonymous)).body.meals).toHaveLength(3);
    await call('get', '/api/login', undefined, anonymous);
    expect((await call('get', '/api/auth/user', undefined, anonymous)).status).toBe(401);
    const email = `openapi-${process.pid}-${Date.now()}@example.com`;
    expect((await call('post', '/api/auth/sign-up', { email, password: 'correct horse battery', firstName: 'Ada' })).status).toBe(201);
    expect((await call('post', '/api/auth/sign-in', { email, password: 'correct horse battery' })).status).toBe(200);
    expect((await call('post', '/api/auth/sign-in', { email, password: 'wrong horse battery' }, anonymous)).status).toBe(401);
    await call('get', '/api/auth/user');

    await call('get', '/api/preferences');
    expect((await call('post', '/api/preferences', { calorieGoal: 99999 })).status).toBe(400);
    await call('post', '/api/preferences', {
      calorieGoal: 2100,
      weeklyBudget: 160,
      preferredStore: 'costco',
      mealShares: { breakfast: 25, lunch: 35, dinner: 40 },
    });
    await call('get', '/api/foods/search?query=chicken%20breast&pageSize=5');

    const search = await call('get', '/api/recipes/search?query=chicken&number=5');
    const recipeId = (search.body as { results: { id: number }[] }).results[0]?.id;
    expect(recipeId).toBeGreaterThan(0);
    await call('get', '/api/recipes/random?number=3');
    await call('get', `/api/recipes/${recipeId}`);
    const page = {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Garlic Rice',
      recipeYield: '2',
      recipeIngredient: ['1 cup cooked white rice', '2 cloves garlic, minced', 'Salt, to taste'],
    };
    await call('post', '/api/recipes/import', { html: `<script type="application/ld+json">${JSON.stringify(page)}</script>` });
    const draft = {
      title: 'Documented Oats',
      servings: 2,
      readyInMinutes: 10,
      ingredients: ['1 cup rolled oats', '2 cups milk', 'a pinch of salt'],
      instructions: ['Simmer.'],
      mealTypes: ['breakfast'],
    };
    expect((await call('post', '/api/recipes/preview', { ingredients: draft.ingredients, servings: 2 })).status).toBe(200);
    expect((await call('post', '/api/recipes', { ...draft, servings: 0 })).status).toBe(400);
    const own = await call('post', '/api/recipes', draft);
    expect(own.status).toBe(201);
    const ownId = (own.body as { id: number }).id;
    expect((await call('get', '/api/recipes/mine')).body).toEqual(expect.arrayContaining([expect.objectContaining({ id: ownId })]));
    expect((await call('patch', `/api/recipes/${ownId}`, { servings: 3, image: null })).status).toBe(200);
    expect((await call('patch', `/api/recipes/${recipeId}`, { title: 'Not mine' })).status).toBe(403);
    expect((await call('patch', '/api/recipes/2147483647', { title: "Nobody's" })).status).toBe(404);
    expect((await call('post', '/api/favorites', { recipeId })).status).toBe(201);
    expect((await call('post', '/api/favorites', { recipeId })).status).toBe(200);
    await call('get', '/api/favorites');
    expect((await call('delete', `/api/favorites/${recipeId}`)).status).toBe(204);

    // the pantry: the starter set, a stock found in the catalogue, changed and taken out
    expect((await call('get', '/api/pantry')).body.starterOffered).toBe(true);
    const starter = (await call('get', '/api/pantry/starter')).body.items as { ingredientId: number }[];
    expect((await call('post', '/api/pantry/starter', { ingredientIds: starter.slice(0, 3).map((s) => s.ingredientId) })).status).toBe(200);
    const rice = ((await call('get', '/api/ingredients?query=white%20rice&limit=5')).body.items as { id: number }[])[0];
    expect((await call('get', '/api/ingredients?query=x')).status).toBe(400);
    const stocked = await call('post', '/api/pantry', { ingredientId: rice.id, kind: 'stock', quantity: 1, unit: 'lb' });
    expect(stocked.status).toBe(201);
    expect((await call('post', '/api/pantry', { ingredientId: rice.id, kind: 'staple' })).status).toBe(409);
    expect((await call('post', '/api/pantry', { ingredientId: rice.id, kind: 'stock', quantity: -1, unit: 'lb' })).status).toBe(400);
    expect((await call('patch', `/api/pantry/${stocked.body.id}`, { quantity: 2, unit: 'cups' })).status).toBe(200);
    expect((await call('patch', '/api/pantry/00000000-0000-4000-8000-000000000000', { kind: 'staple' })).status).toBe(404);
    expect((await call('delete', `/api/pantry/${stocked.body.id}`)).status).toBe(204);
    expect((await call('delete', `/api/pantry/${stocked.body.id}`)).status).toBe(404);

    const week = '2026-11-22';
    const created = await call('post', '/api/meal-plans', {
      name: 'Documented week',
      weekStartDate: week,
      meals: [{ dayOfWeek: 0, mealType: 'dinner', recipeId }],
    });
    const planId = (created.body as { id: string }).id;
    await call('get', '/api/meal-plans');
    const detail = await call('get', `/api/meal-plans/${planId}`);
    const etag = String(detail.headers.etag);
    const unchanged = await agent.get(`/api/meal-plans/${planId}`).set('If-None-Match', etag);
    problems.push(...answers.problems('get', `/api/meal-plans/${planId}`, unchanged));
    expect(unchanged.status).toBe(304);
    expect((await call('get', '/api/meal-plans/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    await call('patch', `/api/meal-plans/${planId}`, { name: 'Documented week, renamed' });
    const withFood = await call('post', `/api/meal-plans/${planId}/meals`, {
      dayIndex: 1,
      mealType: 'breakfast',
      foodItem: { name: 'Banana', calories: 89, protein: 1.1, quantity: 120, unit: 'g' },
    });
    await call('post', `/api/recipes/${recipeId}/add-to-meal-plan`, { mealPlanId: planId, dayOfWeek: 2, mealType: 'lunch' });
    const banana = (withFood.body as { meals: { id: string; name: string }[] }).meals.find((m) => m.name === 'Banana');
    await call('delete', `/api/meal-plans/${planId}/items/${banana?.id}`);
    // a recipe a plan holds is not deleted (409); out of every plan, it is (204)
    const held = await call('post', `/api/recipes/${ownId}/add-to-meal-plan`, { mealPlanId: planId, dayOfWeek: 3, mealType: 'breakfast' });
    expect((await call('delete', `/api/recipes/${ownId}`)).status).toBe(409);
    const heldItem = (held.body as { meals: { id: string; recipe: { id: number } | null }[] }).meals.find((m) => m.recipe?.id === ownId);
    await call('delete', `/api/meal-plans/${planId}/items/${heldItem?.id}`);
    expect((await call('delete', `/api/recipes/${ownId}`)).status).toBe(204);

    const generated = await call('post', '/api/meal-plans/generate', { requestKey: `openapi-${Date.now()}`, weekStartDate: week });
    const plan = await finish((generated.body as { jobId: string }).jobId);
    expect(plan.state).toBe('completed');
    // Swap on a slot of the generated week: the alternatives offered, then one of them put in the slot
    const generatedId = (plan.result as { mealPlanId: string }).mealPlanId;
    const offered = await call('get', `/api/meal-plans/${generatedId}/slots/1/dinner/alternatives?keepSides=true`);
    const alternative = (offered.body as { alternatives: { recipeId: number }[] }).alternatives[0];
    expect((await call('post', `/api/meal-plans/${generatedId}/slots/1/dinner/swap`, { recipeId: alternative.recipeId })).status).toBe(200);
    expect((await call('get', `/api/meal-plans/${generatedId}/slots/1/brunch/alternatives`)).status).toBe(404);
    expect((await call('get', `/api/meal-plans/${generatedId}/slots/1/dinner/alternatives?keepSides=maybe`)).status).toBe(400);

    await call('post', `/api/meal-plans/${planId}/grocery-list`);
    const groceryJob = await call('post', `/api/meal-plans/${planId}/generate-grocery-list`);
    expect((await finish((groceryJob.body as { jobId: string }).jobId)).state).toBe('completed');
    await call('get', '/api/grocery-lists');
    const list = await call('get', `/api/grocery-lists/${planId}?brandTable=lists`);
    const item = (list.body as { items: { id: string }[] }).items[0];
    await call('patch', `/api/grocery-list-items/${item.id}`, { isChecked: true });
    // a line of the person's own: added at their price, resized, taken off (refused a change while off), put back
    expect(
      (await call('post', `/api/grocery-lists/${planId}/items`, { name: 'paper towels', quantity: 6, unit: 'rolls', price: '7.99' }))
        .status,
    ).toBe(201);
    const again = await call('post', `/api/grocery-lists/${planId}/items`, { name: 'paper towels', quantity: 2, unit: 'roll' });
    expect(again.body).toMatchObject({ merged: true, quantity: 8, origin: 'added', priceSource: { kind: 'person' } });
    expect((await call('post', `/api/grocery-lists/${planId}/items`, { name: 'paper towels', unit: 'boxful' })).status).toBe(400);
    const towels = (again.body as { id: string }).id;
    await call('patch', `/api/grocery-list-items/${towels}`, { quantity: 4 });
    expect((await call('delete', `/api/grocery-list-items/${towels}`)).body).toMatchObject({ removed: true });
    expect((await call('patch', `/api/grocery-list-items/${towels}`, { quantity: 5 })).status).toBe(409);
    const withRemoved = await call('get', `/api/grocery-lists/${planId}`);
    expect((withRemoved.body as { removedItems: { id: string }[] }).removedItems.map((i) => i.id)).toEqual([towels]);
    expect((await call('post', `/api/grocery-list-items/${towels}/restore`)).body).toMatchObject({ removed: false });
    // the price book: a price paid on a catalogue line, then changed and forgotten on the Prices page
    const catalogueLine = (list.body as { items: { id: string; priceKind: string }[] }).items.find((i) => i.priceKind !== 'none')!;
    expect((await call('patch', `/api/grocery-list-items/${catalogueLine.id}`, { paidPrice: '3.49', isChecked: true })).status).toBe(200);
    const entry = ((await call('get', '/api/price-book')).body as { entries: { id: string }[] }).entries[0];
    expect((await call('patch', `/api/price-book/${entry.id}`, { price: '0' })).status).toBe(400);
    expect((await call('patch', `/api/price-book/${entry.id}`, { price: '3.29' })).status).toBe(200);
    expect((await call('delete', `/api/price-book/${entry.id}`)).status).toBe(204);
    expect((await call('delete', `/api/price-book/${entry.id}`)).status).toBe(404);
    // the plan changes: the list says it is updating, then what changed, until dismissed
    await call('post', `/api/meal-plans/${planId}/meals`, {
      dayIndex: 4,
      mealType: 'lunch',
      foodItem: { name: 'Carrot', calories: 40, quantity: 3, unit: 'piece' },
    });
    for (let i = 0; i < 300 && (await call('get', `/api/grocery-lists/${planId}`)).body.updating; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect((await call('get', `/api/grocery-lists/${planId}`)).body.lastUpdate).toMatchObject({ trigger: 'plan' });
    expect((await call('delete', `/api/grocery-lists/${planId}/last-update`)).status).toBe(204);
    const line = ((await call('get', `/api/grocery-lists/${planId}`)).body as { items: { id: string }[] }).items[0].id;
    const stamp = `${Date.now()}-0001-openapi`;
    await call('post', `/api/grocery-lists/${planId}/operations`, {
      operations: [
        { opId: randomUUID(), line, field: 'isChecked', value: true, stamp },
        { opId: randomUUID(), line: randomUUID(), field: 'add', value: { name: 'napkins' }, stamp },
      ],
    });
    // the live channel never ends by itself: read up to its first event, then hang up
    const eventsUrl = `/api/grocery-lists/${planId}/events`;
    const stream = await agent
      .get(eventsUrl)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          if (!text.includes('event: ready')) return;
          done(null, text);
          // supertest hands the parser Node's IncomingMessage, typed as its own Response
          (res as unknown as { destroy(): void }).destroy();
        });
      });
    problems.push(...answers.problems('get', eventsUrl, stream));
    await call('get', '/api/instacart/stores?zipCode=94103');
    await call('post', `/api/grocery-lists/${planId}/order`);

    const exportJob = await call('post', `/api/meal-plans/${planId}/export-calendar`, {
      timeZone: 'America/New_York',
      mealTimes: { breakfast: '07:30' },
    });
    const exported = await finish((exportJob.body as { jobId: string }).jobId);
    await call('get', exported.result.downloadUrl);
    await call('get', '/api/calendar/feed');
    const rotated = await call('post', '/api/calendar/feed/rotate', { timeZone: 'America/New_York' });
    await call('get', new URL((rotated.body as { feedUrl: string }).feedUrl.replace(/^webcal:/, 'http:')).pathname, undefined, anonymous);
    await call('delete', '/api/calendar/feed');

    const changed = await call('post', '/api/chat', { message: 'add paper towels to my list' });
    await call('post', `/api/chat/undo/${(changed.body as { action: { id: string } }).action.id}`);
    await call('post', '/api/chat', {
      message: 'what is on my grocery list?',
      context: { currentMessages: [{ content: 'hello', isUser: true }] },
    });
    expect(
      (await finish(((await call('post', '/api/jobs/demo', { message: 'hello', steps: 2 })).body as { jobId: string }).jobId)).state,
    ).toBe('completed');

    // the household: a child by name and age with their own preferences and meals away; an adult invited, who leaves
    await call('get', '/api/household');
    const child = (await call('post', '/api/household/members', { name: 'Sam', age: 8 })).body as { id: string };
    await call('patch', `/api/household/members/${child.id}`, { age: 9 });
    await call('put', `/api/household/members/${child.id}/meals-away`, { mealsAway: [{ dayOfWeek: 1, mealType: 'lunch' }] });
    await call('get', `/api/household/members/${child.id}/preferences`);
    await call('patch', `/api/household/members/${child.id}/preferences`, { allergies: ['peanuts'] });
    const invited = (await call('post', '/api/household/invites')).body as { token: string };
    await call('get', `/api/household/invites/${invited.token}`, undefined, anonymous);
    const adult = request.agent(t.http);
    await call('post', '/api/auth/sign-up', { email: `bo-${email}`, password: 'correct horse battery', firstName: 'Bo' }, adult);
    await call('post', `/api/household/invites/${invited.token}/accept`, undefined, adult);
    await call('post', '/api/household/leave', undefined, adult);
    await call('delete', `/api/household/members/${child.id}`);

    await call('delete', `/api/meal-plans/${planId}`);
    expect((await call('post', '/api/auth/sign-out')).status).toBe(204);

    expect(problems).toEqual([]);
    const unreached = operationsOf(doc)
      .map(({ key }) => key)
      .filter((key) => {
        const seen = [...(answers.seen.get(key) ?? [])];
        return key in NO_JSON_ANSWER ? !seen.includes(Number(NO_JSON_ANSWER[key])) : !seen.some((status) => status >= 200 && status < 300);
      });
    expect(unreached).toEqual([]);
  }, 180_000);
});
