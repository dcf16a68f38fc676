import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDoc } from '../../schemas/event.schema';
import type { SessionDoc } from '../../schemas/session.schema';
import { api, pullAll, push, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';

const HOUR = 3_600_000;

let server: TestServer;
let m: Members;

type One = { data: EventDoc };
type Refused = { error: string; message: string };
type Team = NonNullable<EventDoc['team']>;

beforeAll(async () => {
  server = await startTestServer({ LIVE_STATUS_TICK_MS: '2147483647', ADMIN_EMAILS: 'katherine@example.com' });
  m = await signInDemoMembers(server);
});
afterAll(() => server.close());

/** An event of Ada's a day from now, with the team given. */
async function eventOfAda(name: string, team?: Team): Promise<EventDoc> {
  const start = Date.now() + 24 * HOUR;
  const body = { name, live_status: 'planned', is_community: false, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3 * HOUR).toISOString(), ...(team ? { team } : {}) };
  const { status, body: created } = await api<One & Refused>(server, 'POST', '/events', { token: m.ada.token, body });
  expect(status, created.message).toBe(201);
  return created.data;
}

const put = (token: string, event: EventDoc, body: Record<string, unknown>) => api<One & Refused>(server, 'PUT', `/events/${event.id}`, { token, body });
/** The event as a device holding `master` would push it with `change`. */
const pushChange = (token: string, master: EventDoc, change: Record<string, unknown>) =>
  push<EventDoc>(server, 'events', token, [{ assumedMasterState: { ...master, _deleted: false }, newDocumentState: { ...master, ...change, sync_state: 'pending', _deleted: false } }]);
const stored = async (event: EventDoc) => (await api<One>(server, 'GET', `/events/${event.id}`)).body.data;
/** The event as replication serves it: the master state a device's push names. */
const master = async (event: EventDoc) => (await pullAll<EventDoc>(server, 'events')).find((doc) => doc.id === event.id)!;

describe("an event's team", () => {
  it('is named by the organiser, through REST and a push alike, and shows on the event for everyone', async () => {
    const event = await eventOfAda('Team Night', [{ user_id: m.grace.id, role: 'co_host' }]);
    expect(event.team).toEqual([{ user_id: m.grace.id, role: 'co_host' }]);
    const withTim = await put(m.ada.token, event, { team: [...event.team!, { user_id: m.tim.id, role: 'door' }] });
    expect(withTim.status, withTim.body.message).toBe(200);
    const pushed = await pushChange(m.ada.token, await master(event), { team: [{ user_id: m.tim.id, role: 'moderator' }] });
    expect(pushed.body).toEqual([]);
    const guestSees = await api<One>(server, 'GET', `/events/${event.id}`);
    expect(guestSees.body.data.team).toEqual([{ user_id: m.tim.id, role: 'moderator' }]);
  });

  it('lets a co-host change the event and its agenda, but not delete it or change its team', async () => {
    const event = await eventOfAda('Co-hosted Day', [{ user_id: m.grace.id, role: 'co_host' }]);
    const renamed = await put(m.grace.token, event, { name: 'Co-hosted Day, renamed' });
    expect(renamed.status, renamed.body.message).toBe(200);
    const session = await api<{ data: SessionDoc } & Refused>(server, 'POST', `/events/${event.id}/sessions`, {
      token: m.grace.token,
      body: { title: 'Opening', starts_at: event.starts_at, ends_at: new Date(Date.parse(event.starts_at!) + HOUR).toISOString() },
    });
    expect(session.status, session.body.message).toBe(201);

    expect(await put(m.grace.token, event, { team: [{ user_id: m.grace.id, role: 'co_host' }, { user_id: m.tim.id, role: 'co_host' }] })).toMatchObject({
      status: 403,
      body: { message: 'Only the organiser may change who runs this event with them' },
    });
    // A push that may not be written is answered with the event as it stands, which the device takes.
    const pushed = await pushChange(m.grace.token, await master(event), { team: [] });
    expect(pushed.body).toMatchObject([{ id: event.id, team: [{ user_id: m.grace.id, role: 'co_host' }] }]);
    expect(await api<Refused>(server, 'DELETE', `/events/${event.id}`, { token: m.grace.token })).toMatchObject({ status: 403, body: { message: 'Only the organiser may delete this event' } });
    expect((await stored(event)).team).toEqual([{ user_id: m.grace.id, role: 'co_host' }]);
  });

  it('gives a moderator or door staff no say over the event, and a member no way into its team', async () => {
    const event = await eventOfAda('Staffed Evening', [{ user_id: m.tim.id, role: 'door' }, { user_id: m.grace.id, role: 'moderator' }]);
    for (const who of [m.tim, m.grace]) {
      expect(await put(who.token, event, { name: 'Taken over' })).toMatchObject({ status: 403, body: { message: 'Only the organiser and co-hosts may change this event' } });
    }
    const open = await eventOfAda('Open Evening');
    expect((await put(m.tim.token, open, { team: [{ user_id: m.tim.id, role: 'co_host' }] })).status).toBe(403);
    expect((await pushChange(m.tim.token, await master(open), { team: [{ user_id: m.tim.id, role: 'co_host' }] })).body).toMatchObject([{ id: open.id }]);
    expect((await stored(open)).team ?? []).toEqual([]);
  });

  it('takes effect at once when a co-host is removed: their next change is refused', async () => {
    const event = await eventOfAda('Short Stint', [{ user_id: m.grace.id, role: 'co_host' }]);
    expect((await put(m.grace.token, event, { location: 'Hall 2' })).status).toBe(200);
    expect((await put(m.ada.token, event, { team: [] })).status).toBe(200);
    expect((await put(m.grace.token, event, { location: 'Hall 3' })).status).toBe(403);
    expect((await stored(event)).location).toBe('Hall 2');
  });

  it('refuses a team of someone who is not a member, the organiser, or one person twice, with words for each', async () => {
    const event = await eventOfAda('Careful Team');
    const refusal = async (team: unknown) => (await put(m.ada.token, event, { team })).body;
    expect(await refusal([{ user_id: randomUUID(), role: 'co_host' }])).toMatchObject({ message: 'Pick a member of the app for the team' });
    expect(await refusal([{ user_id: m.ada.id, role: 'door' }])).toMatchObject({ message: 'The organiser runs the event already: pick someone else' });
    expect(await refusal([{ user_id: m.tim.id, role: 'door' }, { user_id: m.tim.id, role: 'moderator' }])).toMatchObject({ message: 'Each person has one role in the team' });
    expect((await put(m.ada.token, event, { team: [{ user_id: m.tim.id, role: 'boss' }] })).status).toBe(400);
    expect((await put(m.ada.token, event, { team: 'everyone' })).status).toBe(400);
    expect((await stored(event)).team ?? []).toEqual([]);
  });

  it('lets an admin change the team of any event', async () => {
    const event = await eventOfAda('Admin Help');
    const changed = await put(m.katherine.token, event, { team: [{ user_id: m.tim.id, role: 'co_host' }] });
    expect(changed.status, changed.body.message).toBe(200);
  });
});
