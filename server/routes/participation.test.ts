import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDoc } from '../../schemas/event.schema';
import { MEETVERSE_ID } from '../db/seed';
import { api, pullAll, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';

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
