import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullResponse } from '../../schemas/api';
import type { EventDoc } from '../../schemas/event.schema';
import { api, mintAccessToken, ORGANISER_SUB, OTHER_MEMBER_SUB, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
let organiser: string;
let member: string;

beforeAll(async () => {
  server = await startTestServer();
  organiser = await mintAccessToken(server.dataDir, { sub: ORGANISER_SUB });
  member = await mintAccessToken(server.dataDir, { sub: OTHER_MEMBER_SUB });
});
afterAll(() => server.close());

type List = { data: EventDoc[]; total: number };
type Error = { error: string; message: string };

describe('GET /api/v1/health', () => {
  it('answers ok', async () => {
    expect(await api(server, 'GET', '/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });
});

describe('the demo data of a first start', () => {
  it('holds the meetverse and a live, a planned and an ended event, each with a slug', async () => {
    const { body } = await api<List>(server, 'GET', '/events');
    const statuses = body.data.filter((event) => !event.is_community).map((event) => event.live_status);
    expect(statuses).toEqual(expect.arrayContaining(['live', 'planned', 'ended']));
    expect(body.data.find((event) => event.is_meetverse)?.slug).toBe('meetverse');
    expect(body.data.every((event) => event.slug)).toBe(true);
  });
});

describe('GET /api/v1/events', () => {
  it('lists current events before past ones, the meetverse first', async () => {
    const { status, body } = await api<List>(server, 'GET', '/events');
    expect(status).toBe(200);
    expect(body.total).toBe(body.data.length);
    const firstPast = body.data.findIndex((event) => event.live_status === 'ended');
    expect(body.data.slice(firstPast).every((event) => event.live_status === 'ended')).toBe(true);
    expect(body.data[0]?.is_meetverse).toBe(true);
  });

  it('filters by live status', async () => {
    const { body } = await api<List>(server, 'GET', '/events?live_status=ended');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((event) => event.live_status === 'ended')).toBe(true);
  });

  it.each([['live_status=soon'], ['limit=0'], ['limit=abc'], ['colour=red']])('answers ?%s with 400', async (query) => {
    const { status, body } = await api<Error>(server, 'GET', `/events?${query}`);
    expect(status).toBe(400);
    expect(body.error).toBe('bad_request');
  });
});

describe('one event', () => {
  it('is found by id, and by slug or id through resolve', async () => {
    const bySlug = await api<{ data: EventDoc }>(server, 'GET', '/resolve/events/local-first-meetup');
    expect(bySlug.status).toBe(200);
    const { id } = bySlug.body.data;
    expect((await api<{ data: EventDoc }>(server, 'GET', `/events/${id}`)).body.data.name).toBe('Local-First Meetup');
    expect((await api<{ data: EventDoc }>(server, 'GET', `/resolve/events/${id}`)).body.data.slug).toBe('local-first-meetup');
  });

  it('answers an unknown id or slug with 404 and a message', async () => {
    expect(await api(server, 'GET', '/events/nope')).toEqual({ status: 404, body: { error: 'not_found', message: 'Event not found' } });
    expect((await api(server, 'GET', '/resolve/events/nope')).status).toBe(404);
  });
});

describe('writing events', () => {
  it('creates an event with a unique slug made from its name for a signed-in member', async () => {
    const body = { name: 'Local-First Meetup', live_status: 'planned', is_community: false };
    const created = await api<{ data: EventDoc }>(server, 'POST', '/events', { token: member, body });
    expect(created.status).toBe(201);
    expect(created.body.data.slug).toBe('local-first-meetup-2');
    expect(created.body.data.updatedAt).toBeGreaterThan(0);
  });

  it("names an event whose name is only emoji after its id's first 8 characters", async () => {
    const body = { id: 'c0ffee00-1111-4222-8333-444455556666', name: '🎪🎪', live_status: 'planned', is_community: false };
    const created = await api<{ data: EventDoc }>(server, 'POST', '/events', { token: member, body });
    expect(created.body.data.slug).toBe('c0ffee00');
  });

  it('gives an event named in Cyrillic a readable Latin slug', async () => {
    const body = { name: 'Встреча в Москве', live_status: 'planned', is_community: false };
    const created = await api<{ data: EventDoc }>(server, 'POST', '/events', { token: member, body });
    expect(created.body.data.slug).toBe('vstrecha-v-moskve');
  });

  it('lets the organiser edit and delete, and keeps the deletion as a tombstone for replication', async () => {
    const { body } = await api<{ data: EventDoc }>(server, 'POST', '/events', {
      token: organiser,
      body: { name: 'Short-lived', live_status: 'planned', is_community: false, location: 'Room 1' },
    });
    const id = body.data.id;
    const edited = await api<{ data: EventDoc }>(server, 'PUT', `/events/${id}`, { token: organiser, body: { live_status: 'live' } });
    expect(edited.body.data.live_status).toBe('live');
    const cleared = await api<{ data: EventDoc }>(server, 'PUT', `/events/${id}`, { token: organiser, body: { location: null } });
    expect(cleared.body.data.location).toBeUndefined();
    expect((await api(server, 'DELETE', `/events/${id}`, { token: organiser })).status).toBe(204);
    expect((await api(server, 'GET', `/events/${id}`)).status).toBe(404);
    const pulled = await api<PullResponse<EventDoc>>(server, 'GET', '/replication/events/pull?limit=1000');
    expect(pulled.body.documents.find((doc) => doc.id === id)?._deleted).toBe(true);
  });

  it("refuses a member's edit of someone else's event with 403", async () => {
    const { body } = await api<{ data: EventDoc }>(server, 'GET', '/resolve/events/pwa-day-berlin');
    const { status, body: error } = await api<Error>(server, 'PUT', `/events/${body.data.id}`, { token: member, body: { name: 'Mine now' } });
    expect(status).toBe(403);
    expect(error.message).toBe('Only the organiser may change this event');
  });

  it('refuses a guest with 401', async () => {
    const { status } = await api(server, 'POST', '/events', { body: { name: 'x', live_status: 'planned', is_community: false } });
    expect(status).toBe(401);
  });

  it.each([
    ['an unknown field', { name: 'x', live_status: 'planned', is_community: false, colour: 'red' }, /unknown field 'colour'/],
    ['a wrong type', { name: 'x', live_status: 'planned', is_community: 'no' }, /is_community/],
    ['a missing name', { live_status: 'planned', is_community: false }, /name/],
    ['an empty name', { name: '', live_status: 'planned', is_community: false }, /name/],
    ['a bad start date', { name: 'x', live_status: 'planned', is_community: false, starts_at: 'next tuesday' }, /starts_at/],
    ['a slug that is taken', { name: 'x', live_status: 'planned', is_community: false, slug: 'meetverse' }, /The slug 'meetverse' is taken/],
  ])('answers %s with 400 and a message', async (_label, body, message) => {
    const { status, body: error } = await api<Error>(server, 'POST', '/events', { token: member, body });
    expect(status).toBe(400);
    expect(error.message).toMatch(message);
  });
});

describe('a second start with the same data directory', () => {
  it('keeps the data and seeds nothing again', async () => {
    const { startTestServer: start } = await import('../test-support');
    const first = await start();
    const token = await mintAccessToken(first.dataDir, { sub: ORGANISER_SUB });
    await api(first, 'POST', '/events', { token, body: { name: 'Survives restarts', live_status: 'planned', is_community: false } });
    const before = (await api<List>(first, 'GET', '/events')).body.total;
    await first.close();
    const second = await start({ DATA_DIR: first.dataDir });
    const after = await api<List>(second, 'GET', '/events');
    expect(after.body.total).toBe(before);
    expect(after.body.data.some((event) => event.name === 'Survives restarts')).toBe(true);
    await second.close();
  });
});
