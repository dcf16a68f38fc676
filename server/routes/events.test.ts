import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullResponse } from '../../schemas/api';
import type { EventDoc } from '../../schemas/event.schema';
import { MEETVERSE_ID } from '../db/seed';
import { COLLECTIONS } from '../replication/collections';
import { api, mintAccessToken, ORGANISER_SUB, OTHER_MEMBER_SUB, push, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
let organiser: string;
let member: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: 'boss@example.com' });
  organiser = await mintAccessToken(server.dataDir, { sub: ORGANISER_SUB });
  member = await mintAccessToken(server.dataDir, { sub: OTHER_MEMBER_SUB });
  admin = await mintAccessToken(server.dataDir, { sub: 'boss-sub', email: 'boss@example.com' });
  const signup = { step1: { fields_of_expertise: [], professional_background: '', can_help_with: '' }, step2: { interests: [] }, step3: { full_name: 'The Boss', linkedin_url: '' }, auth_id: 'boss-sub' };
  expect((await api(server, 'POST', '/users/me', { token: admin, body: signup })).status).toBe(201);
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

  it("keeps the venue's time zone sent on create and on an edit, and answers with it", async () => {
    const body = { name: 'Zoned', live_status: 'planned', is_community: false, starts_at: '2030-09-01T13:00:00.000Z', ends_at: '2030-09-01T21:00:00.000Z', time_zone: 'America/New_York' };
    const created = await api<{ data: EventDoc }>(server, 'POST', '/events', { token: organiser, body });
    expect(created.status).toBe(201);
    expect(created.body.data.time_zone).toBe('America/New_York');
    const edited = await api<{ data: EventDoc }>(server, 'PUT', `/events/${created.body.data.id}`, { token: organiser, body: { time_zone: 'Asia/Tokyo' } });
    expect(edited.body.data.time_zone).toBe('Asia/Tokyo');
    expect((await api<{ data: EventDoc }>(server, 'GET', `/events/${created.body.data.id}`)).body.data.time_zone).toBe('Asia/Tokyo');
    // An edit that names no zone keeps the stored one.
    const renamed = await api<{ data: EventDoc }>(server, 'PUT', `/events/${created.body.data.id}`, { token: organiser, body: { name: 'Zoned again' } });
    expect(renamed.body.data.time_zone).toBe('Asia/Tokyo');
  });

  it("gives an event created without a zone the deployment's, and refuses a zone that is no zone with 400 in the form's words", async () => {
    const created = await api<{ data: EventDoc }>(server, 'POST', '/events', { token: organiser, body: { name: 'Unzoned', live_status: 'planned', is_community: false } });
    expect(created.body.data.time_zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const refused = await api<Error>(server, 'POST', '/events', { token: organiser, body: { name: 'Martian', live_status: 'planned', is_community: false, time_zone: 'Mars/Olympus' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Pick the venue's time zone from the list: 'Mars/Olympus' is not one");
  });

  it("refuses a member's edit of someone else's event with 403", async () => {
    const { body } = await api<{ data: EventDoc }>(server, 'GET', '/resolve/events/pwa-day-berlin');
    const { status, body: error } = await api<Error>(server, 'PUT', `/events/${body.data.id}`, { token: member, body: { name: 'Mine now' } });
    expect(status).toBe(403);
    expect(error.message).toBe('Only the organiser and co-hosts may change this event');
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

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const events = COLLECTIONS.events;
const storedEvent = async (id: string) => (await server.store.get(events, id)) as unknown as EventDoc & { _deleted: boolean };
type One = { data: EventDoc };

/** A new event as a device makes it, pushed with no master state. */
function newEventDoc(fields: Partial<EventDoc> & { name: string }) {
  return { id: crypto.randomUUID(), live_status: 'planned', is_community: false, sync_state: 'pending', updatedAt: 0, _deleted: false, ...fields };
}

async function create(token: string, body: Record<string, unknown>): Promise<EventDoc> {
  const { status, body: created } = await api<One>(server, 'POST', '/events', { token, body: { live_status: 'planned', is_community: false, ...body } });
  expect(status).toBe(201);
  return created.data;
}

describe('the live status of an event with a start', () => {
  it.each([
    ['not started yet', HOUR, 2 * HOUR, 'live', 'planned'],
    ['started and not over', -HOUR, HOUR, 'planned', 'live'],
    ['over', -2 * HOUR, -HOUR, 'live', 'ended'],
    ['started with no end', -HOUR, undefined, 'ended', 'live'],
  ] as const)('is what its clock says when it is %s, whatever REST sent', async (_label, start, end, sent, expected) => {
    const now = Date.now();
    const event = await create(organiser, { name: 'On the clock', live_status: sent, starts_at: iso(now + start), ...(end === undefined ? {} : { ends_at: iso(now + end) }) });
    expect(event.live_status).toBe(expected);
  });

  it('stays with the clock when its organiser sets another status, and follows a new start', async () => {
    const now = Date.now();
    const event = await create(organiser, { name: 'Moving target', starts_at: iso(now - HOUR), ends_at: iso(now + HOUR) });
    const forced = await api<One>(server, 'PUT', `/events/${event.id}`, { token: organiser, body: { live_status: 'ended' } });
    expect(forced.body.data.live_status).toBe('live');
    const postponed = await api<One>(server, 'PUT', `/events/${event.id}`, { token: organiser, body: { starts_at: iso(now + HOUR), ends_at: iso(now + 2 * HOUR) } });
    expect(postponed.body.data.live_status).toBe('planned');
  });

  it('is what its clock says when a device pushes it, new or changed', async () => {
    const now = Date.now();
    const doc = newEventDoc({ name: 'Pushed on the clock', live_status: 'planned', starts_at: iso(now - 2 * HOUR), ends_at: iso(now - HOUR) });
    expect((await push(server, 'events', organiser, [{ newDocumentState: doc }])).body).toEqual([]);
    const pushed = await storedEvent(doc.id);
    expect(pushed.live_status).toBe('ended');
    const changed = { ...pushed, live_status: 'live', ends_at: iso(now + HOUR), sync_state: 'pending' };
    expect((await push(server, 'events', organiser, [{ newDocumentState: changed, assumedMasterState: pushed }])).body).toEqual([]);
    expect((await storedEvent(doc.id)).live_status).toBe('live');
    const sameAgain = { ...(await storedEvent(doc.id)), live_status: 'planned', sync_state: 'pending' };
    await push(server, 'events', organiser, [{ newDocumentState: sameAgain, assumedMasterState: await storedEvent(doc.id) }]);
    expect((await storedEvent(doc.id)).live_status).toBe('live');
  });

  it('is the one given for an event without a start', async () => {
    const community = await create(organiser, { name: 'Open Circle', live_status: 'ended', is_community: true });
    expect(community.live_status).toBe('ended');
  });
});

describe('slugs of new events', () => {
  it('are made by the server from the name, unique: a second Rust Meetup is rust-meetup-2', async () => {
    expect((await create(member, { name: 'Rust Meetup' })).slug).toBe('rust-meetup');
    expect((await create(organiser, { name: 'Rust  Meetup!' })).slug).toBe('rust-meetup-2');
  });

  it('are made for an event pushed without one, and a slug already taken becomes a free one instead of a refusal', async () => {
    const bare = newEventDoc({ name: 'Rust Meetup' });
    const taken = newEventDoc({ name: 'Rust Meetup', slug: 'rust-meetup' });
    const free = newEventDoc({ name: 'Anything', slug: 'my-own-slug' });
    const answer = await push(server, 'events', member, [bare, taken, free].map((doc) => ({ newDocumentState: doc })));
    expect(answer).toEqual({ status: 200, body: [] });
    expect((await storedEvent(bare.id)).slug).toBe('rust-meetup-3');
    expect((await storedEvent(taken.id)).slug).toBe('rust-meetup-4');
    expect((await storedEvent(free.id)).slug).toBe('my-own-slug');
    for (const slug of ['rust-meetup', 'rust-meetup-3', 'rust-meetup-4']) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("never take another event's id as a slug, which would send that event's links to the impostor", async () => {
    const victim = await create(organiser, { name: 'Victim Event' });
    const impostor = newEventDoc({ name: 'Impostor', slug: victim.id });
    expect((await push(server, 'events', member, [{ newDocumentState: impostor }])).body).toEqual([]);
    expect((await storedEvent(impostor.id)).slug).not.toBe(victim.id);
    expect((await api<One>(server, 'GET', `/resolve/events/${victim.id}`)).body.data.name).toBe('Victim Event');
  });

  it("are refused through REST when the slug asked for is another event's id, as a taken slug is, and nothing is made", async () => {
    const victim = await create(organiser, { name: 'Victim Of A Slug' });
    const { status, body } = await api<Error>(server, 'POST', '/events', { token: member, body: { name: 'Impostor Online', live_status: 'planned', is_community: false, slug: victim.id } });
    expect({ status, message: body.message }).toEqual({ status: 400, message: `The slug '${victim.id}' is taken` });
    const listed = (await api<List>(server, 'GET', '/events?limit=200')).body.data;
    expect(listed.map((event) => event.name)).not.toContain('Impostor Online');
  });

  it('stay when the event is renamed, through REST or a push, so links keep working', async () => {
    const event = await create(organiser, { name: 'Named Once' });
    expect(event.slug).toBe('named-once');
    const renamed = await api<One>(server, 'PUT', `/events/${event.id}`, { token: organiser, body: { name: 'Named Twice', slug: null } });
    expect(renamed.body.data).toMatchObject({ name: 'Named Twice', slug: 'named-once' });
    const master = await storedEvent(event.id);
    const { slug: _dropped, ...withoutSlug } = master;
    expect((await push(server, 'events', organiser, [{ newDocumentState: { ...withoutSlug, name: 'Named Thrice', sync_state: 'pending' }, assumedMasterState: master }])).body).toEqual([]);
    expect(await storedEvent(event.id)).toMatchObject({ name: 'Named Thrice', slug: 'named-once' });
    expect((await api<One>(server, 'GET', '/resolve/events/named-once')).body.data.name).toBe('Named Thrice');
  });
});

describe('the meetverse', () => {
  const meetverse = () => storedEvent(MEETVERSE_ID);

  it.each([
    ['its organiser', () => organiser],
    ['an admin', () => admin],
    ['another member', () => member],
  ])('cannot be deleted through REST by %s: 403 and it stays', async (_label, token) => {
    const before = await meetverse();
    expect(await api(server, 'DELETE', `/events/${MEETVERSE_ID}`, { token: token() })).toEqual({
      status: 403,
      body: { error: 'forbidden', message: 'The meetverse cannot be deleted' },
    });
    expect(await meetverse()).toEqual(before);
  });

  it('cannot be deleted by a push, even an admin’s: the answer is the meetverse as it is', async () => {
    const master = await meetverse();
    const { status, body } = await push<EventDoc & { _deleted: boolean }>(server, 'events', admin, [
      { newDocumentState: { ...master, _deleted: true, sync_state: 'pending' }, assumedMasterState: master },
    ]);
    expect(status).toBe(200);
    expect(body).toMatchObject([{ id: MEETVERSE_ID, _deleted: false, name: master.name }]);
    expect(await meetverse()).toEqual(master);
  });

  it('cannot be renamed or edited by its organiser, through REST or a push', async () => {
    const master = await meetverse();
    expect(await api(server, 'PUT', `/events/${MEETVERSE_ID}`, { token: organiser, body: { name: 'Adaverse' } })).toEqual({
      status: 403,
      body: { error: 'forbidden', message: 'Only an admin may change the meetverse' },
    });
    const pushed = await push<EventDoc>(server, 'events', organiser, [
      { newDocumentState: { ...master, description: 'Mine', sync_state: 'pending' }, assumedMasterState: master },
    ]);
    expect(pushed.body).toMatchObject([{ id: MEETVERSE_ID, description: master.description }]);
    expect(await meetverse()).toEqual(master);
  });

  it('is edited by an admin', async () => {
    const renamed = await api<One>(server, 'PUT', `/events/${MEETVERSE_ID}`, { token: admin, body: { name: 'Meetverse Commons' } });
    expect(renamed).toMatchObject({ status: 200, body: { data: { name: 'Meetverse Commons', slug: 'meetverse', is_meetverse: true } } });
    await api(server, 'PUT', `/events/${MEETVERSE_ID}`, { token: admin, body: { name: 'Meetverse' } });
  });
});

describe("someone else's event", () => {
  it('answers REST edits and deletions by another member with 403 and a message, and changes nothing', async () => {
    const event = await create(organiser, { name: 'Ada Only', location: 'Room 2' });
    const before = await storedEvent(event.id);
    expect(await api(server, 'PUT', `/events/${event.id}`, { token: member, body: { name: 'Grace Now', location: 'Room 9' } })).toEqual({
      status: 403,
      body: { error: 'forbidden', message: 'Only the organiser and co-hosts may change this event' },
    });
    expect(await api(server, 'DELETE', `/events/${event.id}`, { token: member })).toEqual({
      status: 403,
      body: { error: 'forbidden', message: 'Only the organiser may delete this event' },
    });
    expect(await storedEvent(event.id)).toEqual(before);
  });

  it('answers a hostile push with the server state as conflicts, for an edit, a deletion or a claim of the id, and changes nothing', async () => {
    const event = await create(organiser, { name: 'Ada Pushes Back' });
    const master = await storedEvent(event.id);
    const rows = [
      { newDocumentState: { ...master, name: 'Pushed By Grace', sync_state: 'pending' }, assumedMasterState: master },
      { newDocumentState: { ...master, _deleted: true, sync_state: 'pending' }, assumedMasterState: master },
      { newDocumentState: { ...master, name: 'Claimed By Grace', created_by: 'grace', updatedAt: 0, sync_state: 'pending' }, assumedMasterState: null },
    ];
    for (const row of rows) {
      const { status, body } = await push<EventDoc & { _deleted: boolean }>(server, 'events', member, [row]);
      expect(status).toBe(200);
      expect(body).toEqual([{ ...master }]);
    }
    expect(await storedEvent(event.id)).toEqual(master);
  });

  it('is edited and deleted by an admin', async () => {
    const event = await create(organiser, { name: 'Ada Away' });
    expect((await api<One>(server, 'PUT', `/events/${event.id}`, { token: admin, body: { name: 'Moderated' } })).body.data).toMatchObject({
      name: 'Moderated',
      created_by: event.created_by,
    });
    expect((await api(server, 'DELETE', `/events/${event.id}`, { token: admin })).status).toBe(204);
    expect((await storedEvent(event.id))._deleted).toBe(true);
  });
});

describe('what the event form may send', () => {
  const now = Date.now();
  const LONG = 'x'.repeat(201);

  it.each([
    ['a start after the end', { starts_at: iso(now + 2 * HOUR), ends_at: iso(now + HOUR) }, 'The end must be after the start'],
    ['an end equal to the start', { starts_at: iso(now + HOUR), ends_at: iso(now + HOUR) }, 'The end must be after the start'],
    ['an empty name', { name: '' }, 'Give your event a name'],
    ['a name of spaces', { name: '   ' }, 'Give your event a name'],
    ['a name over 200 characters', { name: LONG }, 'Keep the name to 200 characters: it has 201'],
  ])('refuses %s through REST, new or edited, with 400 and a message the form can show', async (_label, fields, message) => {
    const created = await api<Error>(server, 'POST', '/events', { token: organiser, body: { name: 'Form', live_status: 'planned', is_community: false, ...fields } });
    expect(created).toEqual({ status: 400, body: expect.objectContaining({ error: 'bad_request', message }) });
    const event = await create(organiser, { name: 'Form' });
    const edited = await api<Error>(server, 'PUT', `/events/${event.id}`, { token: organiser, body: fields });
    expect(edited).toEqual({ status: 400, body: expect.objectContaining({ error: 'bad_request', message }) });
    expect((await storedEvent(event.id)).name).toBe('Form');
  });

  it("answers a rule's refusal with the catalog message it is written from and its values, for the app to show in the member's language", async () => {
    const long = await api<Error>(server, 'POST', '/events', { token: organiser, body: { name: LONG, live_status: 'planned', is_community: false } });
    expect(long.body).toEqual({ error: 'bad_request', message: 'Keep the name to 200 characters: it has 201', code: 'rules.text.tooLong', params: { what: 'name', max: 200, count: 201 } });
    const unnamed = await api<Error>(server, 'POST', '/events', { token: organiser, body: { name: ' ', live_status: 'planned', is_community: true } });
    expect(unnamed.body).toEqual({ error: 'bad_request', message: 'Give your community a name', code: 'rules.event.nameMissing', params: { space: 'community' } });
  });

  it('takes a name of exactly 200 characters, counted as characters', async () => {
    expect((await create(organiser, { name: '🎪'.repeat(200) })).name).toHaveLength(400);
  });

  it.each([
    ['a start after the end', { starts_at: iso(now + 2 * HOUR), ends_at: iso(now + HOUR) }, 'The end must be after the start'],
    ['a name of spaces', { name: '   ' }, 'Give your event a name'],
    ['an empty name', { name: '' }, 'Give your event a name'],
    ['a name over 200 characters', { name: LONG }, 'Keep the name to 200 characters: it has 201'],
  ])('refuses %s in a push with 400 and the reason, and stores nothing', async (_label, fields, message) => {
    const doc = { ...newEventDoc({ name: 'Form' }), ...fields };
    expect(await push(server, 'events', organiser, [{ newDocumentState: doc }])).toEqual({ status: 400, body: expect.objectContaining({ error: 'bad_request', message }) });
    expect(await storedEvent(doc.id)).toBeUndefined();
  });

  it('refuses a change to a start after the end in a push of an existing event with 400 and the reason', async () => {
    const event = await create(organiser, { name: 'Form' });
    const master = await storedEvent(event.id);
    const next = { ...master, starts_at: iso(now + 3 * HOUR), ends_at: iso(now + HOUR), sync_state: 'pending' };
    expect(await push(server, 'events', organiser, [{ newDocumentState: next, assumedMasterState: master }])).toEqual({
      status: 400,
      body: expect.objectContaining({ error: 'bad_request', message: 'The end must be after the start' }),
    });
    expect(await storedEvent(event.id)).toEqual(master);
  });
});
