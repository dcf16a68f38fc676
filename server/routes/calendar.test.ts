import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDoc } from '../../schemas/event.schema';
import { interactionId } from '../../schemas/interaction.schema';
import type { CalendarFeed } from '../../schemas/rest';
import { readIcs } from '../calendar/read-ics.testing';
import { sessionIn } from '../hostile/world';
import { COLLECTIONS } from '../replication/collections';
import { api, push, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';

let server: TestServer;
let m: Members;
let summit: EventDoc;
/** The server's PUBLIC_URL (a test server's names port 0) and its host, which UIDs carry. */
let publicUrl: string;
let host: string;

type Feed = { data: CalendarFeed | null };
type Refusal = { error: string; message: string };

const HOUR = 3_600_000;

/** A GET that keeps the answer's text and headers, as a calendar app reads them. */
async function fetchText(path: string, token?: string) {
  // An address the server made names its PUBLIC_URL; the test server listens on a port of its own.
  const url = path.startsWith('http') ? `${server.url}${new URL(path).pathname}` : `${server.url}/api/v1${path}`;
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, text: await response.text(), type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition') };
}

async function newEvent(name: string, timeZone: string, startsInDays = 10) {
  // On a whole minute, as an organiser sets it: iCalendar counts whole seconds.
  const start = Math.floor((Date.now() + startsInDays * 24 * HOUR) / 60_000) * 60_000;
  const body = { name, live_status: 'planned', is_community: false, time_zone: timeZone, location: 'Hall 4', starts_at: new Date(start).toISOString(), ends_at: new Date(start + 8 * HOUR).toISOString() };
  const answer = await api<{ data: EventDoc }>(server, 'POST', '/events', { token: m.ada.token, body });
  expect(answer.status).toBe(201);
  return answer.body.data;
}

async function addSession(event: EventDoc, title: string, fields: Record<string, unknown> = {}) {
  const doc = { ...sessionIn({ id: event.id, starts_at: event.starts_at ?? '' }, randomUUID(), title), speakers: [{ name: 'Ada Lovelace' }], ...fields };
  expect((await push(server, 'sessions', m.ada.token, [{ newDocumentState: doc }])).body).toEqual([]);
  return doc.id;
}

/** An edit as a device pushes it, over the server's version. */
async function editSession(id: string, changes: Record<string, unknown>) {
  const master = await server.store.get(COLLECTIONS.sessions, id);
  if (!master) throw new Error(`no session ${id}`);
  expect((await push(server, 'sessions', m.ada.token, [{ newDocumentState: { ...master, ...changes, sync_state: 'pending' }, assumedMasterState: master }])).body).toEqual([]);
}

async function star(who: keyof Members, sessionId: string, active = true) {
  const id = interactionId('star', m[who].id, sessionId);
  const master = await server.store.get(COLLECTIONS.interactions, id);
  const doc = { id, kind: 'star', user_id: m[who].id, target_id: sessionId, active, created_at: new Date().toISOString(), sync_state: 'pending', updatedAt: 0, _deleted: false };
  const row = master ? { newDocumentState: { ...master, active, sync_state: 'pending' }, assumedMasterState: master } : { newDocumentState: doc };
  expect((await push(server, 'interactions', m[who].token, [row])).body).toEqual([]);
}

const turnOn = async (who: keyof Members) => {
  const answer = await api<{ data: CalendarFeed }>(server, 'POST', '/users/me/calendar-feed', { token: m[who].token });
  expect(answer.status).toBe(201);
  return answer.body.data;
};

beforeAll(async () => {
  server = await startTestServer();
  m = await signInDemoMembers(server);
  summit = await newEvent('Calendar Summit', 'Europe/Berlin');
  publicUrl = (await api<{ data: CalendarFeed }>(server, 'POST', '/users/me/calendar-feed', { token: m.ada.token })).body.data.url.replace(/\/api\/v1\/.*$/, '');
  host = new URL(publicUrl).host;
});
afterAll(() => server.close());

describe('GET /api/v1/events/{id}/calendar.ics and /sessions/{id}/calendar.ics', () => {
  it("gives a guest the event's agenda as a download, each session at its stored instant in the event's zone", async () => {
    const opening = await addSession(summit, 'Opening');
    const { status, text, type, disposition } = await fetchText(`/events/${summit.slug}/calendar.ics`);
    expect({ status, type, disposition }).toEqual({ status: 200, type: 'text/calendar; charset=utf-8', disposition: `attachment; filename="${summit.slug}.ics"` });
    const read = readIcs(text);
    const stored = await server.store.get(COLLECTIONS.sessions, opening);
    expect(read.zones).toContain('Europe/Berlin');
    expect(read.entries.find((entry) => entry.uid.startsWith(`${opening}@`))).toMatchObject({
      uid: `${opening}@${host}`,
      tzid: 'Europe/Berlin',
      start: new Date(stored?.starts_at ?? ''),
      end: new Date(stored?.ends_at ?? ''),
      summary: 'Opening',
      location: 'Main hall, Hall 4',
      url: `${publicUrl}/events/${summit.slug}/sessions/${opening}`,
    });
  });

  it('keeps UIDs across exports and raises SEQUENCE after an edit; a cancelled session is STATUS:CANCELLED, a deleted one gone', async () => {
    const moved = await addSession(summit, 'Moved talk');
    const dropped = await addSession(summit, 'Dropped talk');
    const gone = await addSession(summit, 'Deleted talk');
    const before = readIcs((await fetchText(`/events/${summit.id}/calendar.ics`)).text).entries;
    const after0 = readIcs((await fetchText(`/events/${summit.id}/calendar.ics`)).text).entries;
    expect(after0.map((entry) => entry.uid)).toEqual(before.map((entry) => entry.uid));

    await editSession(moved, { title: 'Moved talk (new time)' });
    await editSession(dropped, { cancelled: true });
    await editSession(gone, { _deleted: true });
    const after = readIcs((await fetchText(`/events/${summit.id}/calendar.ics`)).text).entries;
    const find = (entries: typeof after, id: string) => entries.find((entry) => entry.uid.startsWith(`${id}@`));
    expect(find(after, moved)?.sequence).toBeGreaterThan(find(before, moved)?.sequence ?? Infinity);
    expect(find(after, moved)?.summary).toBe('Moved talk (new time)');
    expect(find(after, dropped)?.status).toBe('CANCELLED');
    expect(find(before, gone)).toBeDefined();
    expect(find(after, gone)).toBeUndefined();
  });

  it('writes an event without sessions as one entry', async () => {
    const empty = await newEvent('Quiet Evening', 'America/New_York');
    const read = readIcs((await fetchText(`/events/${empty.id}/calendar.ics`)).text);
    expect(read.entries).toEqual([expect.objectContaining({ uid: `${empty.id}@${host}`, summary: 'Quiet Evening', tzid: 'America/New_York', start: new Date(empty.starts_at ?? '') })]);
  });

  it('gives a guest one session, named for its event and title', async () => {
    const keynote = await addSession(summit, 'Keynote');
    const { status, text, disposition } = await fetchText(`/sessions/${keynote}/calendar.ics`);
    expect(status).toBe(200);
    expect(disposition).toBe(`attachment; filename="${summit.slug}-keynote.ics"`);
    expect(readIcs(text).entries.map((entry) => entry.summary)).toEqual(['Keynote']);
  });

  it('answers 404 with a message for an unknown event or session, and for a deleted session', async () => {
    expect(await api<Refusal>(server, 'GET', '/events/no-such-event/calendar.ics')).toEqual({ status: 404, body: { error: 'not_found', message: 'Event not found' } });
    expect(await api<Refusal>(server, 'GET', '/sessions/no-such-session/calendar.ics')).toEqual({ status: 404, body: { error: 'not_found', message: 'Session not found' } });
    const gone = await addSession(summit, 'Soon gone');
    await editSession(gone, { _deleted: true });
    expect((await api(server, 'GET', `/sessions/${gone}/calendar.ics`)).status).toBe(404);
  });
});

describe("A member's calendar address", () => {
  it('is none at first, then an https and a webcal address with a secret of at least 128 bits', async () => {
    expect(await api<Feed>(server, 'GET', '/users/me/calendar-feed', { token: m.katherine.token })).toEqual({ status: 200, body: { data: null } });
    const feed = await turnOn('katherine');
    const token = /\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(feed.url)?.[1] ?? '';
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(new URL(feed.url).pathname).toBe(`/api/v1/calendar/${token}.ics`);
    expect(feed.webcal_url).toBe(feed.url.replace(/^http:/, 'webcal:'));
    expect((await api<Feed>(server, 'GET', '/users/me/calendar-feed', { token: m.katherine.token })).body.data).toEqual(feed);
  });

  it('follows new stars, undone stars and edits of starred sessions, across events', async () => {
    const tokyo = await newEvent('Tokyo Day', 'Asia/Tokyo', 20);
    const a = await addSession(summit, 'Starred in Berlin');
    const b = await addSession(tokyo, 'Starred in Tokyo');
    const c = await addSession(summit, 'Not starred');
    const feed = await turnOn('grace');
    const titles = async () => readIcs((await fetchText(feed.url)).text).entries.map((entry) => entry.summary).sort();
    expect(await titles()).toEqual([]);

    await star('grace', a);
    await star('grace', b);
    expect(await titles()).toEqual(['Starred in Berlin', 'Starred in Tokyo']);
    const { text } = await fetchText(feed.url);
    expect(readIcs(text).zones.sort()).toEqual(['Asia/Tokyo', 'Europe/Berlin']);
    // Calendar apps are asked to look again every hour.
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');

    await editSession(a, { title: 'Starred in Berlin, moved' });
    await star('grace', b, false);
    expect(await titles()).toEqual(['Starred in Berlin, moved']);
    expect(readIcs((await fetchText(feed.url)).text).entries[0]?.sequence).toBe(1);
    expect((await fetchText(feed.url)).text).not.toContain(c);
  });

  it("never shows another member's stars", async () => {
    const mine = await addSession(summit, "Tim's pick");
    await star('tim', mine);
    const grace = await turnOn('grace');
    expect(readIcs((await fetchText(grace.url)).text).entries.map((entry) => entry.summary)).not.toContain("Tim's pick");
    const tim = await turnOn('tim');
    expect(readIcs((await fetchText(tim.url)).text).entries.map((entry) => entry.summary)).toContain("Tim's pick");
  });

  it('answers 404 at the old address once renewed, 200 at the new one, and 404 everywhere once turned off', async () => {
    const old = await turnOn('tim');
    const renewed = await turnOn('tim');
    expect(renewed.url).not.toBe(old.url);
    expect((await fetchText(old.url)).status).toBe(404);
    expect((await fetchText(renewed.url)).status).toBe(200);

    const off = await api(server, 'DELETE', '/users/me/calendar-feed', { token: m.tim.token });
    expect(off.status).toBe(204);
    const gone = await fetchText(renewed.url);
    const never = await fetchText('/calendar/never-was-an-address.ics');
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.text)).toEqual(JSON.parse(never.text));
    expect(await api<Feed>(server, 'GET', '/users/me/calendar-feed', { token: m.tim.token })).toEqual({ status: 200, body: { data: null } });
    expect((await api(server, 'DELETE', '/users/me/calendar-feed', { token: m.tim.token })).status).toBe(204);
  });

  it('takes every character of the URL-safe alphabet in its secret', async () => {
    const token = `${'A-_z9'.repeat(8)}xyz`;
    await server.database.db.insertInto('calendar_feeds').values({ user_id: m.grace.id, token, created_at: new Date().toISOString() }).onConflict((c) => c.column('user_id').doUpdateSet({ token })).execute();
    expect((await fetchText(`/calendar/${token}.ics`)).status).toBe(200);
    expect((await fetchText(`/calendar/${token}x.ics`)).status).toBe(404);
    expect((await fetchText(`/calendar/${token}`)).status).toBe(404);
  });

  it('is downloaded as my schedule by the signed-in member, and refused to a guest with 401', async () => {
    const pick = await addSession(summit, 'On my schedule');
    await star('katherine', pick);
    const mine = await fetchText('/users/me/schedule.ics', m.katherine.token);
    expect(mine.disposition).toBe('attachment; filename="my-schedule.ics"');
    expect(readIcs(mine.text).entries.map((entry) => entry.summary)).toEqual(['On my schedule']);
    for (const [method, path] of [['GET', '/users/me/schedule.ics'], ['GET', '/users/me/calendar-feed'], ['POST', '/users/me/calendar-feed'], ['DELETE', '/users/me/calendar-feed']] as const) {
      expect((await api(server, method, path)).status, `${method} ${path}`).toBe(401);
    }
  });
});
