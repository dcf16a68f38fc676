import { afterAll, describe, expect, it } from 'vitest';
import { MAX_PARAM_LENGTH } from '../http/framework-errors';
import { apiRoutesOf } from '../http/openapi';
import { bodyAttacks, INJECTIONS, NOT_OBJECTS, objectSchemaOf, queryAttacks, schemaAttacks, type Hostile } from './hostile-values';
import { methodOf, pathOf, ROUTES, senderOf, templateOf, type JsonSchema, type RouteCase } from './routes';
import { call, changes, expectRefused, snapshot, startWorld, type World } from './world';

// Started while the tests are collected: the hostile inputs are made from the schemas the app declares.
const w: World = await startWorld();
afterAll(() => w.server.close());

type RouteSchema = { params?: JsonSchema; querystring?: JsonSchema; body?: JsonSchema };

/** The schema the running app declares for a route. */
function declaredSchema(route: RouteCase): RouteSchema {
  const found = apiRoutesOf(w.server.app).find((declared) => declared.method === methodOf(route) && declared.url === `/api/v1${templateOf(route)}`);
  if (!found) throw new Error(`${route.route} is not declared`);
  return (found.schema ?? {}) as RouteSchema;
}

async function validCall(route: RouteCase) {
  const role = senderOf(route);
  return { method: methodOf(route), params: (await route.params?.(w)) ?? {}, query: route.query?.(w) ?? {}, token: w.token[role] };
}

const paramNames = (route: RouteCase) => [...templateOf(route).matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] as string);

describe.each(ROUTES.filter((route) => paramNames(route).length > 0).map((route) => [route.route, route] as const))('%s, with hostile path parameters', (_name, route) => {
  const attacks = paramNames(route).flatMap((param) => INJECTIONS.map((value) => [param, value] as const));

  it.each(attacks)(':%s as %j names nothing: refused, and nothing written', async (param, value) => {
    const base = await validCall(route);
    await expectRefused(w.server, { ...base, path: pathOf(route, { ...base.params, [param]: value }, base.query), body: route.body?.(w) }, route.unknown ?? 404);
  });

  it.each(paramNames(route))(':%s longer than its limit is refused with 400, and nothing written', async (param) => {
    const limit = declaredSchema(route).params?.properties?.[param]?.maxLength;
    if (limit === undefined) return;
    const base = await validCall(route);
    await expectRefused(w.server, { ...base, path: pathOf(route, { ...base.params, [param]: 'x'.repeat(limit + 1) }, base.query), body: route.body?.(w) }, 400);
  });

  it.each(paramNames(route))(':%s longer than the router takes is refused with 414, and nothing written', async (param) => {
    const base = await validCall(route);
    await expectRefused(w.server, { ...base, path: pathOf(route, { ...base.params, [param]: 'x'.repeat(MAX_PARAM_LENGTH + 1) }, base.query), body: route.body?.(w) }, 414);
  });

  it.each(paramNames(route))(':%s that is not valid percent-encoding is refused with 400, and nothing written', async (param) => {
    const base = await validCall(route);
    const marker = 'zz-marker-zz';
    const path = pathOf(route, { ...base.params, [param]: marker }, base.query).replace(marker, '%E0%A4%A');
    await expectRefused(w.server, { ...base, path, body: route.body?.(w) }, 400);
  });

  it.each(paramNames(route))(':%s holding a NUL character is refused, and nothing written', async (param) => {
    const base = await validCall(route);
    const path = pathOf(route, { ...base.params, [param]: 'nul\u0000here' }, base.query);
    const before = await snapshot(w.server);
    const answer = await call(w.server, { ...base, path, body: route.body?.(w) });
    expect([400, route.unknown ?? 404]).toContain(answer.status);
    expect(answer.body).toEqual({ error: expect.any(String), message: expect.stringMatching(/\S/) });
    expect(changes(before, await snapshot(w.server))).toEqual({});
  });
});

const queryTable = ROUTES.flatMap((route) =>
  queryAttacks(declaredSchema(route).querystring, route.query?.(w) ?? {}).map((attack) => [route.route, attack.name, route, attack.query] as const),
);

describe('hostile query strings', () => {
  it.each(queryTable)('%s refuses %s with 400 and {error, message}, and writes nothing', async (_name, _what, route, query) => {
    const base = await validCall(route);
    await expectRefused(w.server, { ...base, path: pathOf(route, base.params, query), body: route.body?.(w) }, 400);
  });
});

function bodyCases(route: RouteCase): Hostile[] {
  if (methodOf(route) === 'GET') return [];
  const valid = route.body?.(w);
  const schema = route.bodySchema ?? declaredSchema(route).body;
  const out = bodyAttacks(valid);
  if (schema && objectSchemaOf(schema) && !Array.isArray(valid)) {
    out.push(...NOT_OBJECTS, ...schemaAttacks(schema, valid ?? {}));
  }
  if (schema?.type === 'array') out.push({ name: 'an object instead of a list', status: 400, body: {} }, { name: 'a list of strings', status: 400, body: ['row'] });
  return out;
}

const bodyTable = ROUTES.flatMap((route) => bodyCases(route).map((attack) => [route.route, attack.name, route, attack] as const));

describe('hostile bodies', () => {
  it.each(bodyTable)('%s refuses %s with its status and {error, message}, and writes nothing', async (_name, _what, route, attack) => {
    const base = await validCall(route);
    const path = pathOf(route, base.params, base.query);
    const request = attack.rawBody !== undefined ? { ...base, path, rawBody: attack.rawBody, contentType: attack.contentType } : { ...base, path, body: attack.body };
    await expectRefused(w.server, request, attack.status);
  });
});

const echoes = ROUTES.flatMap((route) => (route.echoes ?? []).flatMap((field) => INJECTIONS.map((text) => [route.route, field, text, route] as const)));

describe('injection strings in text', () => {
  it.each(echoes)('%s stores %s = %j as plain text and reads it back unchanged', async (_name, field, text, route) => {
    const base = await validCall(route);
    const tables = Object.keys(await snapshot(w.server));
    const answer = await call(w.server, { ...base, path: pathOf(route, base.params, base.query), body: { ...(route.body?.(w) as object), [field]: text } });
    expect(answer.status).toBeLessThan(300);
    expect((answer.body as { data: Record<string, unknown> }).data[field]).toBe(text);
    expect(Object.keys(await snapshot(w.server))).toEqual(tables);
  });

  it('keeps every table and every member after them', async () => {
    const users = await w.server.database.db.selectFrom('users').select('id').execute();
    expect(users.length).toBeGreaterThanOrEqual(5);
  });
});
