import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDoc } from '../../schemas/question.schema';
import { MEETVERSE_ID } from '../db/seed';
import { api, pullAll, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';

let server: TestServer;
let m: Members;
let eventId: string;

type One = { data: QuestionDoc };
type List = { data: QuestionDoc[]; total: number };
type Error = { error: string; message: string };

beforeAll(async () => {
  server = await startTestServer();
  m = await signInDemoMembers(server);
  const event = await api<{ data: { id: string } }>(server, 'POST', '/events', {
    token: m.ada.token,
    body: { name: 'Question Fair', live_status: 'live', is_community: false },
  });
  eventId = event.body.data.id;
});
afterAll(() => server.close());

const ask = (token: string, body: Record<string, unknown>) => api<One>(server, 'POST', '/questions', { token, body });
const react = (token: string, kind: string, targetId: string) => api(server, 'POST', '/interactions', { token, body: { kind, target_id: targetId } });

describe('POST /questions', () => {
  it('creates a question in the meetverse by default, with the server filling id, author, slug and counts', async () => {
    const { status, body } = await ask(m.grace.token, { title: 'Best coffee nearby?', description: 'Flat white please' });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      title: 'Best coffee nearby?',
      event_id: MEETVERSE_ID,
      author_id: m.grace.id,
      slug: 'best-coffee-nearby',
      help_count: 0,
      sync_state: 'sent',
      is_anonymous: false,
    });
    expect(body.data.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives a question with an Arabic-only title a short slug from its id, not a string of consonants, that finds it', async () => {
    const { status, body } = await ask(m.grace.token, { title: 'أين القهوة؟' });
    expect(status).toBe(201);
    expect(body.data.slug).toBe(body.data.id.slice(0, 8));
    expect((await api<One>(server, 'GET', `/resolve/questions/${body.data.slug}`, { token: m.ada.token })).body.data.id).toBe(body.data.id);
  });

  it("names a question whose title is only emoji after its id's first 8 characters", async () => {
    const { body } = await ask(m.grace.token, { title: '☕☕☕' });
    expect(body.data.slug).toBe(body.data.id.slice(0, 8));
  });

  it('refuses a guest with 401', async () => {
    expect((await api(server, 'POST', '/questions', { body: { title: 'x' } })).status).toBe(401);
  });

  it.each([
    ['an unknown field', { title: 'x', colour: 'red' }, /additional properties/],
    ['an empty title', { title: '' }, /title/],
    ['no title', { description: 'x' }, /title/],
    ['an anonymity flag that is not a boolean', { title: 'x', is_anonymous: 'maybe' }, /is_anonymous/],
    ['an event that does not exist', { title: 'x', event_id: 'nope' }, /No event/],
    ['a bad slug', { title: 'x', slug: 'Not A Slug' }, /slug/],
  ])('answers %s with 400 and a message', async (_label, body, message) => {
    const { status, body: error } = await api<Error>(server, 'POST', '/questions', { token: m.ada.token, body });
    expect(status).toBe(400);
    expect(error.error).toBe('bad_request');
    expect(error.message).toMatch(message);
  });
});

describe('GET /questions', () => {
  it('lists the questions of an event in each sort order, paged, with the total', async () => {
    const titles = ['First asked', 'Second asked', 'Third asked'];
    const ids: string[] = [];
    // Distinct creation times, so 'latest' and every tie-break is certain.
    for (const [i, title] of titles.entries()) {
      ids.push((await ask(m.ada.token, { title, event_id: eventId, created_at: new Date(Date.now() - 60_000 + i * 1000).toISOString() })).body.data.id);
    }
    await react(m.grace.token, 'uplift', ids[0] as string);
    await react(m.tim.token, 'uplift', ids[0] as string);
    await react(m.grace.token, 'uplift', ids[2] as string);
    await react(m.grace.token, 'can_help', ids[1] as string);
    await react(m.tim.token, 'me_too', ids[2] as string);
    const order = async (sort: string) =>
      (await api<List>(server, 'GET', `/questions?event_id=${eventId}&sort=${sort}`, { token: m.katherine.token })).body.data.map((q) => q.title);
    expect(await order('latest')).toEqual(['Third asked', 'Second asked', 'First asked']);
    expect(await order('most_uplifted')).toEqual(['First asked', 'Third asked', 'Second asked']);
    expect(await order('most_helpers')).toEqual(['Second asked', 'Third asked', 'First asked']);
    expect(await order('most_relatable')).toEqual(['Third asked', 'Second asked', 'First asked']);
    const page = await api<List>(server, 'GET', `/questions?event_id=${eventId}&page=2&per_page=2`, { token: m.katherine.token });
    expect(page.body).toMatchObject({ total: 3, data: [{ title: 'First asked' }] });
  });

  it('lists the meetverse questions under /questions/meetverse', async () => {
    const inMeetverse = (await ask(m.tim.token, { title: 'Meetverse wide' })).body.data.id;
    const elsewhere = (await ask(m.tim.token, { title: 'Only at the fair', event_id: eventId })).body.data.id;
    const { body } = await api<List>(server, 'GET', '/questions/meetverse?per_page=100', { token: m.ada.token });
    expect(body.data.map((q) => q.id)).toContain(inMeetverse);
    expect(body.data.map((q) => q.id)).not.toContain(elsewhere);
  });

  it('refuses a guest with 401', async () => {
    expect((await api<Error>(server, 'GET', '/questions')).status).toBe(401);
  });

  it.each([['sort=oldest'], ['per_page=0'], ['per_page=101'], ['page=0'], ['page=abc'], ['colour=red']])('answers ?%s with 400', async (query) => {
    const { status, body } = await api<Error>(server, 'GET', `/questions?${query}`, { token: m.ada.token });
    expect(status).toBe(400);
    expect(body.message).toMatch(/\w/);
  });
});

describe('one question', () => {
  it('is found by id, and by slug or id through resolve', async () => {
    const created = (await ask(m.ada.token, { title: 'Resolve me' })).body.data;
    expect((await api<One>(server, 'GET', `/questions/${created.id}`, { token: m.grace.token })).body.data.title).toBe('Resolve me');
    expect((await api<One>(server, 'GET', '/resolve/questions/resolve-me', { token: m.grace.token })).body.data.id).toBe(created.id);
    expect((await api<One>(server, 'GET', `/resolve/questions/${created.id}`, { token: m.grace.token })).body.data.slug).toBe('resolve-me');
  });

  it("answers an empty id with 400 'Question ID is required' and an unknown one with 404", async () => {
    for (const route of ['/questions/%20', '/resolve/questions/%20', '/resolve/questions/']) {
      expect(await api(server, 'GET', route, { token: m.ada.token })).toEqual({ status: 400, body: { error: 'bad_request', message: 'Question ID is required' } });
    }
    expect(await api(server, 'GET', '/questions/nope', { token: m.ada.token })).toEqual({ status: 404, body: { error: 'not_found', message: 'Question not found' } });
    expect((await api(server, 'GET', '/resolve/questions/nope', { token: m.ada.token })).status).toBe(404);
  });

  it('answers a NUL character, which PostgreSQL cannot store, as bad input and never with a 500', async () => {
    for (const route of ['/resolve/questions/%00', '/questions/%00/interactions']) {
      const { status, body } = await api<Error>(server, 'GET', route, { token: m.ada.token });
      expect([400, 404]).toContain(status);
      expect(body.message).toMatch(/\w/);
    }
    const { status } = await api<Error>(server, 'POST', '/questions', { token: m.ada.token, body: { title: 'Nul \u0000 inside' } });
    expect([201, 400]).toContain(status);
  });

  it('lets its author edit and delete it, and keeps the deletion as a tombstone for replication', async () => {
    const { id } = (await ask(m.tim.token, { title: 'Typo in titel', description: 'x' })).body.data;
    const edited = await api<One>(server, 'PUT', `/questions/${id}`, { token: m.tim.token, body: { title: 'Typo in title', description: null } });
    expect(edited.status).toBe(200);
    expect(edited.body.data.title).toBe('Typo in title');
    expect(edited.body.data.description).toBeUndefined();
    expect((await api(server, 'DELETE', `/questions/${id}`, { token: m.tim.token })).status).toBe(204);
    expect((await api(server, 'GET', `/questions/${id}`, { token: m.tim.token })).status).toBe(404);
    expect((await pullAll(server, 'questions', m.ada.token)).find((q) => q.id === id)?._deleted).toBe(true);
  });

  it("refuses another member's edit or deletion with 403 and a message", async () => {
    const { id } = (await ask(m.tim.token, { title: 'Mine alone' })).body.data;
    const edit = await api<Error>(server, 'PUT', `/questions/${id}`, { token: m.grace.token, body: { title: 'Mine now' } });
    expect(edit).toEqual({ status: 403, body: { error: 'forbidden', message: 'Only the author may change this question' } });
    expect((await api(server, 'DELETE', `/questions/${id}`, { token: m.grace.token })).status).toBe(403);
  });

  it.each([
    ['an unknown field', { colour: 'red' }],
    ['a field the server keeps', { help_count: 5 }],
    ['a title too long', { title: 'x'.repeat(201) }],
  ])('answers an edit with %s with 400', async (_label, body) => {
    const { id } = (await ask(m.tim.token, { title: 'Edit me badly' })).body.data;
    const { status, body: error } = await api<Error>(server, 'PUT', `/questions/${id}`, { token: m.tim.token, body });
    expect(status).toBe(400);
    expect(error.message).toMatch(/\w/);
  });

  it('lists the active interactions on it that the viewer may see', async () => {
    const { id } = (await ask(m.ada.token, { title: 'React to me' })).body.data;
    await react(m.grace.token, 'uplift', id);
    await react(m.grace.token, 'bookmark', id);
    await react(m.tim.token, 'can_help', id);
    await api(server, 'DELETE', `/interactions/can_help:${m.tim.id}:${id}`, { token: m.tim.token });
    const forAda = await api<{ data: { kind: string }[]; total: number }>(server, 'GET', `/questions/${id}/interactions`, { token: m.ada.token });
    expect(forAda.body).toMatchObject({ total: 1, data: [{ kind: 'uplift' }] });
    const forGrace = await api<{ total: number }>(server, 'GET', `/questions/${id}/interactions`, { token: m.grace.token });
    expect(forGrace.body.total).toBe(2);
  });
});

describe('GET /users/{id}/questions', () => {
  it("lists a member's questions, hiding the anonymous ones from everyone but them", async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    const open = (await ask(m.katherine.token, { title: 'Signed question', created_at: before })).body.data.id;
    const hidden = (await ask(m.katherine.token, { title: 'Unsigned question', is_anonymous: true })).body.data.id;
    const forAda = await api<List>(server, 'GET', `/users/${m.katherine.id}/questions?per_page=100`, { token: m.ada.token });
    expect(forAda.body.data.map((q) => q.id)).toEqual([open]);
    expect(forAda.body.total).toBe(1);
    const forHer = await api<List>(server, 'GET', '/users/katherine-johnson/questions?per_page=100', { token: m.katherine.token });
    expect(forHer.body.data.map((q) => q.id)).toEqual([hidden, open]);
  });

  it('answers an unknown member with 404', async () => {
    expect((await api<Error>(server, 'GET', '/users/nobody/questions', { token: m.ada.token })).body.message).toBe('User profile not found');
  });
});
