import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, changes, declaredRoutes, expectRefused, snapshot, startWorld, type Role, type World } from './world';
import { methodOf, pathOf, ROLES, ROUTES, type RouteCase } from './routes';

let w: World;

beforeAll(async () => {
  w = await startWorld();
});
afterAll(() => w.server.close());

const statuses = (status: number | readonly number[]): number[] => (Array.isArray(status) ? [...status] : [status as number]);

async function request(route: RouteCase, role: Role) {
  const params = (await route.params?.(w)) ?? {};
  return {
    method: methodOf(route),
    path: pathOf(route, params, route.query?.(w)),
    token: role === 'guest' ? undefined : w.token[role],
    body: route.body?.(w),
  };
}

describe('the database snapshot', () => {
  it('holds the rows of every table, and tells a write apart', async () => {
    const before = await snapshot(w.server);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['users', 'events', 'questions', 'interactions', 'notifications', 'chat_rooms', 'chat_messages', 'change_clock']));
    expect(before.users!.length).toBeGreaterThanOrEqual(5);
    await call(w.server, { method: 'PUT', path: `/users/${w.id.member}`, token: w.token.member, body: { bio: `Seen at ${Date.now()}` } });
    expect(Object.keys(changes(before, await snapshot(w.server))).sort()).toEqual(['change_clock', 'users']);
  });
});

describe('the route table', () => {
  it('covers every route the app declares, and nothing it does not', () => {
    const covered = ROUTES.map((route) => route.route).sort();
    expect(covered).toEqual(declaredRoutes(w.server).sort());
    expect(new Set(covered).size).toBe(covered.length);
  });
});

describe('a route that does not exist', () => {
  it.each([
    ['GET', '/nope'],
    ['PATCH', '/events/anything'],
    ['POST', '/users/me/role'],
    ['GET', '/admin'],
    ['DELETE', '/users/anyone'],
  ])('%s %s is answered 404 with {error, message}, and nothing written', async (method, path) => {
    await expectRefused(w.server, { method, path, token: w.token.admin }, 404);
  });
});

const matrix = ROUTES.flatMap((route) => ROLES.map((role) => [route.route, role, route] as const));

describe.each(matrix)('%s, asked by the %s', (_name, role, route) => {
  const expected = statuses(route.access[role]);
  const refused = expected.every((status) => status >= 400);

  if (refused) {
    it(`is refused with ${expected.join(' or ')}, {error, message}, and nothing written`, async () => {
      await expectRefused(w.server, await request(route, role), expected[0] as number);
    });
  } else {
    it(`answers ${expected.join(' or ')}`, async () => {
      const answer = await call(w.server, await request(route, role));
      expect(expected, JSON.stringify(answer.body)).toContain(answer.status);
      if (route.stream) expect(answer.contentType).toMatch(/^text\/event-stream/);
    });
  }
});

describe('acting in the name of another member', () => {
  const impostors = ['other', 'champion', 'admin'] as const;
  const cases: [string, (world: World) => { method: string; path: string; body?: unknown }][] = [
    ['checks in for them through user_id', (world) => ({ method: 'POST', path: `/events/${world.fixtures.event.id}/checkin?user_id=${world.id.member}` })],
    ['joins an event for them through user_id', (world) => ({ method: 'POST', path: '/event-participants', body: { event_id: world.fixtures.event.id, user_id: world.id.member } })],
    ['reacts for them through user_id', (world) => ({ method: 'POST', path: '/interactions', body: { kind: 'uplift', target_id: world.fixtures.question.id, user_id: world.id.member } })],
    ["bookmarks in their name, on their bookmark's id", (world) => ({ method: 'POST', path: '/interactions', body: { kind: 'bookmark', target_id: world.fixtures.question.id, user_id: world.id.member, active: false } })],
    ['checks whether their account is new', (world) => ({ method: 'GET', path: `/users/is_new/${encodeURIComponent(world.sub.member)}` })],
    ['edits their profile', (world) => ({ method: 'PUT', path: `/users/${world.id.member}`, body: { full_name: 'Someone Else' } })],
    ['takes their profile with a signup naming their auth id', (world) => ({ method: 'POST', path: '/users/me', body: { step1: {}, step2: {}, step3: { full_name: 'Mallory' }, auth_id: world.sub.member } })],
  ];
  const table = cases.flatMap(([what, make]) => impostors.map((role) => [role, what, make] as const));

  it.each(table)('a request of the %s that %s is refused with 403, and nothing is written', async (role, _what, make) => {
    await expectRefused(w.server, { ...make(w), token: w.token[role] }, 403);
  });

  it('a profile write cannot give its member a role, whatever the body says', async () => {
    await expectRefused(w.server, { method: 'PUT', path: `/users/${w.id.member}`, token: w.token.member, body: { role: 'admin' } }, 400);
    const me = await call(w.server, { method: 'GET', path: '/users/me', token: w.token.member });
    expect(me.body).toMatchObject({ data: { role: 'member' } });
  });
});
