import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_CLOSED, CHECK_IN_NO_START, CHECK_IN_NOT_OPEN } from '../../schemas/check-in-window';
import type { EventDoc } from '../../schemas/event.schema';
import { interactionId } from '../../schemas/interaction.schema';
import { MEETVERSE_ID } from '../db/seed';
import { COLLECTIONS } from '../replication/collections';
import { api, pullAll, push, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';

let server: TestServer;
let m: Members;
let summit: EventDoc;

type Standing = { data: { event_id: string; user_id: string; is_participant: boolean; isCheckedIn: boolean } };
type Error = { error: string; message: string };

beforeAll(async () => {
  server = await startTestServer();
  m = await signInDemoMembers(server);
  summit = (await api<{ data: EventDoc }>(server, 'GET', '/resolve/events/offline-first-summit')).body.data;
});
afterAll(() => server.close());

const standing = (who: keyof Members, query = '') => api<Standing>(server, 'GET', `/events/${summit.id}/participation${query}`, { token: m[who].token });

describe('checking in', () => {
  it('checks the member in (and so makes them a participant), and says so for any member who asks', async () => {
    expect((await standing('grace')).body.data).toMatchObject({ is_participant: false, isCheckedIn: false });
    const checkin = await api<Standing>(server, 'POST', `/events/${summit.id}/checkin?user_id=${m.grace.id}`, { token: m.grace.token, body: {} });
    expect(checkin.body.data).toEqual({ event_id: summit.id, user_id: m.grace.id, is_participant: true, isCheckedIn: true });
    expect((await standing('tim', `?user_id=${m.grace.id}`)).body.data.isCheckedIn).toBe(true);
    const mine = (await pullAll(server, 'interactions', m.grace.token)).filter((doc) => doc.target_id === summit.id);
    expect(mine.map((doc) => doc.kind).sort()).toEqual(['check_in', 'participation']);
  });

  it('lists the events the member checked in to, with the meetverse when asked', async () => {
    await api(server, 'POST', `/events/${summit.id}/checkin`, { token: m.tim.token });
    const plain = await api<{ data: (EventDoc & { isCheckedIn: boolean })[] }>(server, 'GET', '/events/my-checked-in?include_meetverse=false', { token: m.tim.token });
    expect(plain.body.data.map((event) => [event.id, event.isCheckedIn])).toEqual([[summit.id, true]]);
    const withMeetverse = await api<{ data: (EventDoc & { isCheckedIn: boolean })[] }>(server, 'GET', '/events/my-checked-in?include_meetverse=true', { token: m.tim.token });
    expect(withMeetverse.body.data.map((event) => [event.id, event.isCheckedIn])).toEqual([[MEETVERSE_ID, false], [summit.id, true]]);
  });

  it.each([
    ['someone else', () => `/events/${summit.id}/checkin?user_id=${m.ada.id}`, 403, /yourself/],
    ['an unknown event', () => '/events/nope/checkin', 404, /Event not found/],
    ['an unknown parameter', () => `/events/${summit.id}/checkin?when=now`, 400, /additional/],
  ])('refuses to check in %s', async (_label, route, status, message) => {
    const answer = await api<Error>(server, 'POST', route(), { token: m.katherine.token });
    expect(answer.status).toBe(status);
    expect(answer.body.message).toMatch(message);
  });

  it('answers guests with 401 and a bad include_meetverse with 400', async () => {
    expect((await api(server, 'POST', `/events/${summit.id}/checkin`)).status).toBe(401);
    expect((await api(server, 'GET', `/events/${summit.id}/participation`)).status).toBe(401);
    expect((await api(server, 'GET', '/events/my-checked-in?include_meetverse=maybe', { token: m.ada.token })).status).toBe(400);
  });
});

describe('POST /event-participants', () => {
  it('joins an event once: 201 the first time, 200 after', async () => {
    const body = { event_id: 'local-first-meetup' };
    const first = await api<{ data: { kind: string; active: boolean } }>(server, 'POST', '/event-participants', { token: m.katherine.token, body });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ kind: 'participation', active: true });
    expect((await api(server, 'POST', '/event-participants', { token: m.katherine.token, body })).status).toBe(200);
  });

  it.each([
    ['no event', {}, 400],
    ['an unknown event', { event_id: 'nope' }, 404],
    ["someone else's name", { event_id: 'local-first-meetup', user_id: 'someone' }, 403],
  ])('refuses %s', async (_label, body, status) => {
    const answer = await api<Error>(server, 'POST', '/event-participants', { token: m.katherine.token, body });
    expect(answer.status).toBe(status);
    expect(answer.body.message).toMatch(/\w/);
  });
});

describe('an event that has ended', () => {
  const ENDED = 'This event has ended; it no longer takes new members';
  const iso = () => new Date().toISOString();
  const participation = (who: keyof Members, eventId: string, active = true) => ({
    id: interactionId('participation', m[who].id, eventId),
    kind: 'participation',
    user_id: m[who].id,
    target_id: eventId,
    active,
    created_at: iso(),
    sync_state: 'pending',
    updatedAt: 0,
    _deleted: false,
  });
  const stored = (id: string) => server.store.get(COLLECTIONS.interactions, id);
  /** What a device pushes: the new state over the master state it last saw. */
  const toggle = async (who: keyof Members, eventId: string, fields: Record<string, unknown>) => {
    const master = await stored(interactionId('participation', m[who].id, eventId));
    const next = { ...(master ?? participation(who, eventId)), ...fields, sync_state: 'pending' };
    return push(server, 'interactions', m[who].token, [{ newDocumentState: next, assumedMasterState: master ?? null }]);
  };

  /** A live event of Ada's that Grace joins, then Ada ends. */
  async function endedAfterGraceJoined() {
    const body = { name: `Closing Party ${randomUUID().slice(0, 8)}`, live_status: 'live', is_community: false };
    const event = (await api<{ data: EventDoc }>(server, 'POST', '/events', { token: m.ada.token, body })).body.data;
    expect((await toggle('grace', event.id, { active: true })).body).toEqual([]);
    expect((await api(server, 'PUT', `/events/${event.id}`, { token: m.ada.token, body: { live_status: 'ended' } })).status).toBe(200);
    return event;
  }

  describe('through replication', () => {
    it('refuses a new member with 403 and the reason, and stores nothing', async () => {
      const ended = (await api<{ data: EventDoc }>(server, 'GET', '/resolve/events/pwa-day-berlin')).body.data;
      expect(ended.live_status).toBe('ended');
      const doc = participation('katherine', ended.id);
      expect(await push<unknown>(server, 'interactions', m.katherine.token, [{ newDocumentState: doc }])).toEqual({
        status: 403,
        body: { error: 'forbidden', message: ENDED },
      });
      expect(await stored(doc.id)).toBeUndefined();
    });

    it('lets a member who joined before it ended change their note and leave', async () => {
      const event = await endedAfterGraceJoined();
      expect((await toggle('grace', event.id, { note: 'Thanks for the evening' })).body).toEqual([]);
      expect(await stored(interactionId('participation', m.grace.id, event.id))).toMatchObject({ active: true, note: 'Thanks for the evening' });
      expect((await toggle('grace', event.id, { active: false })).body).toEqual([]);
      expect(await stored(interactionId('participation', m.grace.id, event.id))).toMatchObject({ active: false });
    });

    it('answers a member who left and joins again after the end with the stored state, as a conflict', async () => {
      const event = await endedAfterGraceJoined();
      await toggle('grace', event.id, { active: false });
      const { status, body } = await toggle('grace', event.id, { active: true });
      expect(status).toBe(200);
      expect(body).toMatchObject([{ id: interactionId('participation', m.grace.id, event.id), active: false, sync_state: 'sent' }]);
      expect(await stored(interactionId('participation', m.grace.id, event.id))).toMatchObject({ active: false });
    });

    it('still takes other interactions with the event, and new members of live and planned events', async () => {
      const event = await endedAfterGraceJoined();
      expect((await toggle('tim', event.id, { active: false })).body).toEqual([]);
      // Tim is in it already: nothing changes, and the stored state comes back.
      expect((await toggle('tim', summit.id, { active: true })).body).toMatchObject([{ active: true, sync_state: 'sent' }]);
      expect((await toggle('tim', (await api<{ data: EventDoc }>(server, 'GET', '/resolve/events/local-first-meetup')).body.data.id, { active: true })).body).toEqual([]);
    });
  });

  it('is seeded on a first start with the demo members who joined it while it was on', async () => {
    const seeded = await startTestServer({ SEED_DEMO_QUESTIONS: 'true' });
    try {
      const members = await signInDemoMembers(seeded);
      const event = (await api<{ data: EventDoc }>(seeded, 'GET', '/resolve/events/pwa-day-berlin')).body.data;
      expect(event.live_status).toBe('ended');
      const ada = await api<Standing>(seeded, 'GET', `/events/${event.id}/participation`, { token: members.ada.token });
      expect(ada.body.data.is_participant).toBe(true);
    } finally {
      await seeded.close();
    }
  });

  describe('through REST', () => {
    it.each([
      ['POST /event-participants', (id: string) => ['/event-participants', { event_id: id }] as const],
      ['POST /interactions', (id: string) => ['/interactions', { kind: 'participation', target_id: id }] as const],
    ])('%s refuses a new member with 403 and the reason', async (_label, request) => {
      const event = await endedAfterGraceJoined();
      const [route, body] = request(event.id);
      expect(await api(server, 'POST', route, { token: m.katherine.token, body })).toEqual({ status: 403, body: { error: 'forbidden', message: ENDED } });
      const after = await api<Standing>(server, 'GET', `/events/${event.id}/participation`, { token: m.katherine.token });
      expect(after.body.data).toMatchObject({ is_participant: false, isCheckedIn: false });
    });

    it('keeps a member who joined before it ended, who may join again (200) and leave', async () => {
      const event = await endedAfterGraceJoined();
      const again = await api<{ data: { active: boolean } }>(server, 'POST', '/event-participants', { token: m.grace.token, body: { event_id: event.id } });
      expect(again).toMatchObject({ status: 200, body: { data: { active: true } } });
      const id = interactionId('participation', m.grace.id, event.id);
      const left = await api<{ data: { active: boolean } }>(server, 'DELETE', `/interactions/${encodeURIComponent(id)}`, { token: m.grace.token });
      expect(left).toMatchObject({ status: 200, body: { data: { active: false } } });
      const rejoin = await api(server, 'POST', '/interactions', { token: m.grace.token, body: { kind: 'participation', target_id: event.id } });
      expect(rejoin).toEqual({ status: 403, body: { error: 'forbidden', message: ENDED } });
    });
  });
});

describe('checking in, the same through a push as through REST', () => {
  type Kind = 'participation' | 'check_in';
  const docOf = (kind: Kind, who: keyof Members, eventId: string, active = true) => ({
    id: interactionId(kind, m[who].id, eventId),
    kind,
    user_id: m[who].id,
    target_id: eventId,
    active,
    created_at: new Date().toISOString(),
    sync_state: 'pending',
    updatedAt: 0,
    _deleted: false,
  });
  const stored = (kind: Kind, who: keyof Members, eventId: string) =>
    server.store.get(COLLECTIONS.interactions, interactionId(kind, m[who].id, eventId));
  /** A device's toggle: the new state over the master state it last saw. */
  const toggle = async (kind: Kind, who: keyof Members, eventId: string, fields: Record<string, unknown>, token = m[who].token) => {
    const master = await stored(kind, who, eventId);
    const next = { ...(master ?? docOf(kind, who, eventId)), ...fields, sync_state: 'pending' };
    return push(server, 'interactions', token, [{ newDocumentState: next, assumedMasterState: master ?? null }]);
  };
  const freshEvent = async (fields: Record<string, unknown> = {}) =>
    (await api<{ data: EventDoc }>(server, 'POST', '/events', {
      token: m.ada.token,
      body: { name: `Check-in Night ${randomUUID().slice(0, 8)}`, live_status: 'live', is_community: false, ...fields },
    })).body.data;

  it('joins: a pushed check-in makes the participation active in the same transaction (one stamp)', async () => {
    const event = await freshEvent();
    expect((await toggle('check_in', 'grace', event.id, { active: true })).body).toEqual([]);
    const [participation, checkIn] = await Promise.all([stored('participation', 'grace', event.id), stored('check_in', 'grace', event.id)]);
    expect(participation).toMatchObject({ active: true, user_id: m.grace.id, sync_state: 'sent' });
    expect(checkIn).toMatchObject({ active: true });
    expect(participation?.updatedAt).toBe(checkIn?.updatedAt);
  });

  it('joins through REST the same way, and a member who left is a member again', async () => {
    const event = await freshEvent();
    await toggle('participation', 'tim', event.id, { active: true });
    await toggle('participation', 'tim', event.id, { active: false });
    const answer = await api<Standing>(server, 'POST', `/events/${event.id}/checkin?user_id=${m.tim.id}`, { token: m.tim.token });
    expect(answer.body.data).toMatchObject({ is_participant: true, isCheckedIn: true });
    expect(await stored('participation', 'tim', event.id)).toMatchObject({ active: true });
  });

  it('is harmless twice: the second check-in changes nothing, through REST or a push', async () => {
    const event = await freshEvent();
    const first = await api<Standing>(server, 'POST', `/events/${event.id}/checkin`, { token: m.katherine.token });
    const after = await stored('check_in', 'katherine', event.id);
    const second = await api<Standing>(server, 'POST', `/events/${event.id}/checkin`, { token: m.katherine.token });
    expect(second).toEqual(first);
    expect((await toggle('check_in', 'katherine', event.id, {})).body).toMatchObject([{ active: true, sync_state: 'sent', updatedAt: after?.updatedAt }]);
    expect(await stored('check_in', 'katherine', event.id)).toEqual(after);
    expect((await stored('participation', 'katherine', event.id))?.updatedAt).toBe(after?.updatedAt);
  });

  it("checks in only the member themself: a push in another member's name fails, and a change of theirs is a conflict", async () => {
    const event = await freshEvent();
    const forGrace = docOf('check_in', 'grace', event.id);
    expect(await push(server, 'interactions', m.tim.token, [{ newDocumentState: forGrace }])).toEqual({
      status: 403,
      body: { error: 'forbidden', message: 'An interaction is made in your own name: user_id must be your user id' },
    });
    expect(await stored('check_in', 'grace', event.id)).toBeUndefined();
    await toggle('check_in', 'grace', event.id, { active: true });
    const hers = await stored('check_in', 'grace', event.id);
    const { body } = await toggle('check_in', 'grace', event.id, { active: false }, m.tim.token);
    expect(body).toEqual([hers]);
    expect(await stored('check_in', 'grace', event.id)).toEqual(hers);
  });

  it('ends with leaving: a participation made inactive makes the check-in inactive in the same transaction, through a push or REST', async () => {
    const event = await freshEvent();
    await toggle('check_in', 'grace', event.id, { active: true });
    expect((await toggle('participation', 'grace', event.id, { active: false })).body).toEqual([]);
    const [participation, checkIn] = await Promise.all([stored('participation', 'grace', event.id), stored('check_in', 'grace', event.id)]);
    expect(participation).toMatchObject({ active: false });
    expect(checkIn).toMatchObject({ active: false, sync_state: 'sent' });
    expect(checkIn?.updatedAt).toBe(participation?.updatedAt);

    await api(server, 'POST', `/events/${event.id}/checkin`, { token: m.tim.token });
    const left = await api(server, 'DELETE', `/interactions/${encodeURIComponent(interactionId('participation', m.tim.id, event.id))}`, { token: m.tim.token });
    expect(left.status).toBe(200);
    expect((await api<Standing>(server, 'GET', `/events/${event.id}/participation`, { token: m.tim.token })).body.data).toMatchObject({
      is_participant: false,
      isCheckedIn: false,
    });
  });

  it('is refused for an ended event the member never joined, as bad input through a push and REST, and stores nothing', async () => {
    const now = Date.now();
    const event = await freshEvent({ starts_at: new Date(now - 3 * 3_600_000).toISOString(), ends_at: new Date(now - 3_600_000).toISOString() });
    expect(event.live_status).toBe('ended');
    const closed = { status: 400, body: expect.objectContaining({ error: 'bad_request', message: CHECK_IN_CLOSED }) };
    expect(await toggle('check_in', 'katherine', event.id, { active: true })).toEqual(closed);
    expect(await api(server, 'POST', `/events/${event.id}/checkin`, { token: m.katherine.token })).toEqual(closed);
    expect(await stored('check_in', 'katherine', event.id)).toBeUndefined();
    expect(await stored('participation', 'katherine', event.id)).toBeUndefined();
  });

  it('closes at the end even for a member who joined before it ended', async () => {
    const event = await freshEvent();
    await toggle('participation', 'grace', event.id, { active: true });
    await api(server, 'PUT', `/events/${event.id}`, { token: m.ada.token, body: { live_status: 'ended' } });
    expect(await toggle('check_in', 'grace', event.id, { active: true })).toEqual({ status: 400, body: expect.objectContaining({ error: 'bad_request', message: CHECK_IN_CLOSED }) });
    expect(await stored('check_in', 'grace', event.id)).toBeUndefined();
  });

  it('refuses a check-in to an event that starts in two weeks, through a push and REST, and stores nothing', async () => {
    const start = Date.now() + 14 * 24 * 3_600_000;
    const event = await freshEvent({ live_status: 'planned', starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3 * 3_600_000).toISOString() });
    const notOpen = { status: 400, body: expect.objectContaining({ error: 'bad_request', message: CHECK_IN_NOT_OPEN }) };
    expect(await toggle('check_in', 'katherine', event.id, { active: true })).toEqual(notOpen);
    expect(await api(server, 'POST', `/events/${event.id}/checkin`, { token: m.katherine.token })).toEqual(notOpen);
    expect(await stored('check_in', 'katherine', event.id)).toBeUndefined();
    expect(await stored('participation', 'katherine', event.id)).toBeUndefined();
  });

  it('answers checking in again before the opening with the stored check-in, as a conflict', async () => {
    const start = Date.now() + 14 * 24 * 3_600_000;
    const event = await freshEvent({ live_status: 'planned', starts_at: new Date(start).toISOString() });
    const inactive = docOf('check_in', 'tim', event.id, false);
    expect((await push(server, 'interactions', m.tim.token, [{ newDocumentState: inactive }])).body).toEqual([]);
    const { status, body } = await toggle('check_in', 'tim', event.id, { active: true });
    expect(status).toBe(200);
    expect(body).toMatchObject([{ id: inactive.id, active: false, sync_state: 'sent' }]);
  });

  it('opens an hour before the start, when the reminder comes', async () => {
    const event = await freshEvent({ live_status: 'planned', starts_at: new Date(Date.now() + 50 * 60_000).toISOString() });
    expect(event.live_status).toBe('planned');
    const checkin = await api<Standing>(server, 'POST', `/events/${event.id}/checkin`, { token: m.katherine.token });
    expect(checkin.body.data).toMatchObject({ is_participant: true, isCheckedIn: true });
  });
});

describe('the meetverse and other communities', () => {
  const stored = (who: keyof Members, eventId: string) =>
    server.store.get(COLLECTIONS.interactions, interactionId('participation', m[who].id, eventId));
  const participationDoc = (who: keyof Members, eventId: string, active: boolean) => ({
    id: interactionId('participation', m[who].id, eventId),
    kind: 'participation',
    user_id: m[who].id,
    target_id: eventId,
    active,
    created_at: new Date().toISOString(),
    sync_state: 'pending',
    updatedAt: 0,
    _deleted: false,
  });
  const LEAVE = 'You cannot leave the meetverse';

  it('refuses leaving the meetverse: a new inactive participation fails its push with 403 and the reason', async () => {
    const doc = participationDoc('katherine', MEETVERSE_ID, false);
    expect(await push(server, 'interactions', m.katherine.token, [{ newDocumentState: doc }])).toEqual({
      status: 403,
      body: { error: 'forbidden', message: LEAVE },
    });
    expect(await stored('katherine', MEETVERSE_ID)).toBeUndefined();
  });

  it('has no check-in in a community or the meetverse: it answers 400 and the reason', async () => {
    const community = (await api<{ data: EventDoc }>(server, 'GET', '/resolve/events/berlin-product-builders')).body.data;
    for (const id of [MEETVERSE_ID, community.id]) {
      expect(await api(server, 'POST', `/events/${id}/checkin`, { token: m.grace.token })).toEqual({ status: 400, body: expect.objectContaining({ error: 'bad_request', message: CHECK_IN_NO_START }) });
    }
  });

  it('takes a join of the meetverse, then answers leaving with the member still in it', async () => {
    expect((await push(server, 'interactions', m.tim.token, [{ newDocumentState: participationDoc('tim', MEETVERSE_ID, true) }])).body).toEqual([]);
    const master = await stored('tim', MEETVERSE_ID);
    expect(master).toMatchObject({ active: true });
    const viaPush = await push(server, 'interactions', m.tim.token, [
      { newDocumentState: { ...master, active: false, sync_state: 'pending' }, assumedMasterState: master },
    ]);
    expect(viaPush.body).toEqual([master]);
    const viaRest = await api(server, 'DELETE', `/interactions/${encodeURIComponent(String(master?.id))}`, { token: m.tim.token });
    expect(viaRest).toEqual({ status: 403, body: { error: 'forbidden', message: LEAVE } });
    expect(await stored('tim', MEETVERSE_ID)).toEqual(master);
  });

  it('lets a member join and leave any other community', async () => {
    const community = (await api<{ data: EventDoc }>(server, 'GET', '/resolve/events/berlin-product-builders')).body.data;
    expect(community.is_community).toBe(true);
    expect(community.is_meetverse).toBeFalsy();
    expect((await push(server, 'interactions', m.katherine.token, [{ newDocumentState: participationDoc('katherine', community.id, true) }])).body).toEqual([]);
    const joined = await stored('katherine', community.id);
    const left = await push(server, 'interactions', m.katherine.token, [
      { newDocumentState: { ...joined, active: false, sync_state: 'pending' }, assumedMasterState: joined },
    ]);
    expect(left.body).toEqual([]);
    expect(await stored('katherine', community.id)).toMatchObject({ active: false });
  });
});
