import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETVERSE_ID } from '../db/seed';
import { api, push, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';
import { illFormedTextAt } from './body-rules';

let server: TestServer;
let m: Members;

beforeAll(async () => {
  server = await startTestServer();
  m = await signInDemoMembers(server);
});
afterAll(() => server.close());

type Refusal = { error: string; message: string };

const LONE = 'Coffee \ud800 break';

describe('ill-formed Unicode', () => {
  it('is refused with a 400 on a REST write, and nothing is stored', async () => {
    const { status, body } = await api<Refusal>(server, 'POST', '/questions', { token: m.grace.token, body: { title: LONE } });
    expect(status).toBe(400);
    expect(body.message).toBe('Text must be valid Unicode: title holds a lone surrogate');
    const mine = await api<{ data: { title: string }[] }>(server, 'GET', `/users/${m.grace.id}/questions`, { token: m.grace.token });
    expect(mine.body.data.map((question) => question.title)).not.toContain(LONE);
  });

  it('is refused with a 400 in a replication push, deep inside a document', async () => {
    const doc = {
      id: randomUUID(), title: 'Fine title', description: `Fine, then ${LONE}`, event_id: MEETVERSE_ID, author_id: m.grace.id,
      created_at: new Date().toISOString(), help_count: 0, me_too_count: 0, uplift_count: 0,
      rank_latest: 0, rank_uplifted: 0, rank_helpers: 0, rank_relatable: 0, sync_state: 'pending', updatedAt: 0, _deleted: false,
    };
    const { status, body } = await push<Refusal>(server, 'questions', m.grace.token, [{ newDocumentState: doc }]);
    expect(status).toBe(400);
    expect((body as unknown as Refusal).message).toContain('[0].newDocumentState.description holds a lone surrogate');
  });

  it('keeps well-formed text whole, emoji and all scripts, at its own length', async () => {
    const title = 'Кофе ☕ قهوة 咖啡 👩🏽‍💻';
    const { status, body } = await api<{ data: { id: string; title: string } }>(server, 'POST', '/questions', { token: m.grace.token, body: { title } });
    expect(status).toBe(201);
    const read = await api<{ data: { title: string } }>(server, 'GET', `/questions/${body.data.id}`, { token: m.grace.token });
    expect(read.body.data.title).toBe(title);
    expect(read.body.data.title.length).toBe(title.length);
  });

  it.each([
    ['a lone high surrogate', '\ud800', 'body'],
    ['a lone low surrogate', 'x\udc00', 'body'],
    ['a reversed pair', '\udc00\ud800', 'body'],
  ])('finds %s', (_name, text, where) => {
    expect(illFormedTextAt(text)).toBe(where);
  });

  it('finds nothing wrong in a surrogate pair, and names the key of a bad one', () => {
    expect(illFormedTextAt({ a: ['😀', { b: 'ok' }] })).toBeNull();
    expect(illFormedTextAt({ a: [{ ['k\ud800']: 1 }] })).toBe('a[0].k\ud800');
  });
});

describe('types in request bodies', () => {
  it('refuses a number where a REST body wants text, instead of storing it as text', async () => {
    const { status } = await api<Refusal>(server, 'POST', '/questions', { token: m.grace.token, body: { title: 12345 } });
    expect(status).toBe(400);
  });

  it("refuses the string 'false' where a REST body wants a boolean", async () => {
    const question = await api<{ data: { id: string } }>(server, 'POST', '/questions', { token: m.ada.token, body: { title: 'Typed toggles?' } });
    const { status } = await api<Refusal>(server, 'POST', '/interactions', {
      token: m.grace.token,
      body: { kind: 'me_too', target_id: question.body.data.id, active: 'false' },
    });
    expect(status).toBe(400);
  });

  it('still reads numbers and booleans from query strings, which are text', async () => {
    const { status, body } = await api<{ total: number }>(server, 'GET', '/notifications?page=1&per_page=20', { token: m.grace.token });
    expect(status).toBe(200);
    expect(typeof body.total).toBe('number');
    expect((await api(server, 'POST', '/notifications?mark_all_read=true', { token: m.grace.token })).status).toBeLessThan(300);
  });
});

describe('deeply nested bodies', () => {
  const nested = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

  it.each([
    ['a guest', undefined],
    ['a member', 'grace'],
  ] as const)('answer %s on every JSON route with a 400 that says so, never a 500, however deep', async (_who, name) => {
    const token = name ? m[name].token : undefined;
    for (const depth of [20_000, 1_000_000]) {
      for (const [method, route] of [['POST', '/questions'], ['POST', '/replication/questions/push'], ['PUT', `/users/${m.grace.id}`], ['POST', '/events']] as const) {
        const { status, body } = await api<Refusal>(server, method, route, { ...(token ? { token } : {}), rawBody: `{"title": ${nested(depth)}}` });
        expect(status, `${method} ${route} at ${depth} deep`).toBe(400);
        expect(body.message).toBe('The request nests more than 32 levels deep');
      }
    }
  });

  it('takes a body nested as deep as the API allows', () => {
    expect(illFormedTextAt(JSON.parse(`{"a": ${nested(30, '"ok"')}}`))).toBeNull();
    expect(() => illFormedTextAt(JSON.parse(`{"a": ${nested(32)}}`))).toThrow('The request nests more than 32 levels deep');
  });

  it('still answers as before once a deep body was refused', async () => {
    expect((await api(server, 'GET', '/events')).status).toBe(200);
  });
});
