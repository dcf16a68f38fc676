import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDoc } from '../../schemas/event.schema';
import { interactionId, type InteractionDoc } from '../../schemas/interaction.schema';
import type { QuestionDoc } from '../../schemas/question.schema';
import type { SessionDoc } from '../../schemas/session.schema';
import { api, pullAll, push, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const ONLY_ORGANISER = "Only the event's organiser and co-hosts may change its agenda";

let server: TestServer;
let m: Members;

type One = { data: SessionDoc };
type List = { data: SessionDoc[]; total: number };
type Refused = { error: string; message: string };

beforeAll(async () => {
  // No status or reminder tick writes while a test runs.
  server = await startTestServer({ LIVE_STATUS_TICK_MS: '2147483647', ADMIN_EMAILS: 'katherine@example.com' });
  m = await signInDemoMembers(server);
});
afterAll(() => server.close());

/** An event of Ada's a day from now, three hours long. */
async function eventOfAda(name: string, extra: Record<string, unknown> = {}): Promise<EventDoc> {
  const start = Date.now() + 24 * HOUR;
  const body = { name, live_status: 'planned', is_community: false, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3 * HOUR).toISOString(), ...extra };
  const { status, body: created } = await api<{ data: EventDoc }>(server, 'POST', '/events', { token: m.ada.token, body });
  expect(status).toBe(201);
  return created.data;
}

const at = (event: EventDoc, ms: number) => new Date(Date.parse(event.starts_at!) + ms).toISOString();
/** A session's fields, `from` minutes into the event, `minutes` long. */
const fields = (event: EventDoc, title: string, from = 0, minutes = 30) => ({ title, room: 'Main hall', starts_at: at(event, from * MINUTE), ends_at: at(event, (from + minutes) * MINUTE) });
const add = (token: string | undefined, event: EventDoc, body: Record<string, unknown>) =>
  api<One & Refused>(server, 'POST', `/events/${event.id}/sessions`, { ...(token ? { token } : {}), body });
const edit = (token: string, id: string, body: Record<string, unknown>) => api<One & Refused>(server, 'PATCH', `/sessions/${id}`, { token, body });
/** A session as a device stored it, for a push. */
const pushed = (event: EventDoc, title: string, from = 0, minutes = 30) => ({ id: randomUUID(), event_id: event.id, ...fields(event, title, from, minutes), sync_state: 'pending', updatedAt: 0, _deleted: false });

describe('the agenda, read', () => {
  it('is public: a guest reads an event’s sessions by slug or id in time order, and one session by id', async () => {
    const event = await eventOfAda('Agenda Day');
    const late = (await add(m.ada.token, event, fields(event, 'Closing words', 120))).body.data;
    const early = (await add(m.ada.token, event, fields(event, 'Welcome', 0, 15))).body.data;
    const middle = (await add(m.ada.token, event, { ...fields(event, 'Workshop', 30, 60), cancelled: true })).body.data;
    for (const key of [event.slug!, event.id]) {
      const { status, body } = await api<List>(server, 'GET', `/events/${encodeURIComponent(key)}/sessions`);
      expect(status).toBe(200);
      expect(body.data.map((session) => session.title)).toEqual(['Welcome', 'Workshop', 'Closing words']);
      expect(body.total).toBe(3);
    }
    expect([early.sequence, middle.cancelled, late.created_by]).toEqual([0, true, m.ada.id]);
    const one = await api<One>(server, 'GET', `/sessions/${early.id}`);
    expect(one).toMatchObject({ status: 200, body: { data: { id: early.id, title: 'Welcome', event_id: event.id } } });
    expect(one.body.data).not.toHaveProperty('_deleted');
  });

  it('answers 404 for an event or a session that does not exist', async () => {
    expect((await api<Refused>(server, 'GET', '/events/no-such-event/sessions')).status).toBe(404);
    expect((await api<Refused>(server, 'GET', `/sessions/${randomUUID()}`)).body).toMatchObject({ message: 'Session not found' });
    expect((await edit(m.ada.token, randomUUID(), { title: 'Nothing' })).status).toBe(404);
  });

  it('reaches a guest through a pull without a token, and nothing private: the stars of others reach neither a guest nor another member', async () => {
    const event = await eventOfAda('Starry Night');
    const session = (await add(m.ada.token, event, fields(event, 'Keynote'))).body.data;
    const star = { id: interactionId('star', m.grace.id, session.id), kind: 'star', user_id: m.grace.id, target_id: session.id, active: true, created_at: new Date().toISOString(), sync_state: 'pending', updatedAt: 0, _deleted: false };
    expect((await push(server, 'interactions', m.grace.token, [{ newDocumentState: star }])).status).toBe(200);

    const asGuest = await pullAll<SessionDoc>(server, 'sessions');
    expect(asGuest.map((doc) => doc.id)).toContain(session.id);
    expect((await api(server, 'GET', '/replication/interactions/pull?limit=10')).status).toBe(401);
    const starsSeenBy = async (token: string) => (await pullAll<InteractionDoc>(server, 'interactions', token)).filter((doc) => doc.kind === 'star' && doc.user_id === m.grace.id);
    expect(await starsSeenBy(m.tim.token)).toEqual([]);
    expect(await starsSeenBy(m.ada.token)).toEqual([]);
    expect((await starsSeenBy(m.grace.token)).map((doc) => doc.id)).toEqual([star.id]);
  });
});

describe('the agenda, written', () => {
  it('is changed by the organiser or an admin; another member is refused through REST with the same words for adding, editing and deleting', async () => {
    const event = await eventOfAda('Organised Evening');
    const session = (await add(m.ada.token, event, fields(event, 'Talk one'))).body.data;
    expect((await add(m.katherine.token, event, fields(event, 'Admin’s talk', 60))).status).toBe(201);
    expect((await edit(m.katherine.token, session.id, { room: 'Room 2' })).body.data.room).toBe('Room 2');

    const refusals = [
      await add(m.grace.token, event, fields(event, 'Gatecrash')),
      await edit(m.grace.token, session.id, { title: 'Taken over' }),
      await api<Refused>(server, 'DELETE', `/sessions/${session.id}`, { token: m.grace.token }),
    ];
    expect(refusals.map(({ status, body }) => [status, body.message])).toEqual([
      [403, ONLY_ORGANISER],
      [403, ONLY_ORGANISER],
      [403, ONLY_ORGANISER],
    ]);
    expect((await add(undefined, event, fields(event, 'Anonymous'))).status).toBe(401);
    expect((await api<List>(server, 'GET', `/events/${event.id}/sessions`)).body.data.map((doc) => [doc.title, doc.room])).toEqual([
      ['Talk one', 'Room 2'],
      ['Admin’s talk', 'Main hall'],
    ]);
  });

  it('refuses another member through a push: a new session with the same words, an edit as a conflict that keeps the organiser’s', async () => {
    const event = await eventOfAda('Pushed Evening');
    const session = (await add(m.ada.token, event, fields(event, 'The real talk'))).body.data;
    const fresh = await push<Refused>(server, 'sessions', m.grace.token, [{ newDocumentState: pushed(event, 'Gatecrash') }]);
    expect([fresh.status, (fresh.body as unknown as Refused).message]).toEqual([403, ONLY_ORGANISER]);
    const [master] = (await pullAll<SessionDoc & { _deleted: boolean }>(server, 'sessions', m.grace.token)).filter((doc) => doc.id === session.id);
    const edited = await push<SessionDoc>(server, 'sessions', m.grace.token, [{ assumedMasterState: master, newDocumentState: { ...master, title: 'Taken over', sync_state: 'pending' } }]);
    expect(edited.status).toBe(200);
    expect(edited.body.map((doc) => doc.title)).toEqual(['The real talk']);
    expect((await api<One>(server, 'GET', `/sessions/${session.id}`)).body.data.title).toBe('The real talk');
  });

  it.each([
    ['a start before the event', (e: EventDoc) => ({ starts_at: at(e, -HOUR), ends_at: at(e, 30 * MINUTE) }), 'The session must start within the event'],
    ['an end after the event', (e: EventDoc) => ({ starts_at: at(e, 2 * HOUR), ends_at: at(e, 4 * HOUR) }), 'The session must end within the event'],
    ['an end before the start', (e: EventDoc) => ({ starts_at: at(e, HOUR), ends_at: at(e, 30 * MINUTE) }), 'The end must be after the start'],
  ])('refuses %s through REST and push alike, in the form’s words', async (_name, times, words) => {
    const event = await eventOfAda('Timed Evening');
    const rest = await add(m.ada.token, event, { title: 'Out of time', ...times(event) });
    const viaPush = await push<Refused>(server, 'sessions', m.ada.token, [{ newDocumentState: { ...pushed(event, 'Out of time'), ...times(event) } }]);
    expect([rest.status, rest.body.message]).toEqual([400, words]);
    expect([viaPush.status, (viaPush.body as unknown as Refused).message]).toEqual([400, words]);
    const session = (await add(m.ada.token, event, fields(event, 'In time'))).body.data;
    const moved = await edit(m.ada.token, session.id, times(event));
    expect([moved.status, moved.body.message]).toEqual([400, words]);
    expect((await api<List>(server, 'GET', `/events/${event.id}/sessions`)).body.data.map((doc) => doc.title)).toEqual(['In time']);
  });

  it('refuses sessions in a community', async () => {
    const community = await eventOfAda('Readers Circle', { is_community: true });
    const { status, body } = await add(m.ada.token, community, fields(community, 'Chapter one'));
    expect([status, body.message]).toEqual([400, 'A community has no agenda: sessions belong to events']);
  });

  it('raises the sequence on an edit of the title or the time, not on a write that changes nothing nor on the capacity', async () => {
    const event = await eventOfAda('Versioned Evening');
    const session = (await add(m.ada.token, event, fields(event, 'First title'))).body.data;
    const sequences = [session.sequence];
    for (const change of [{ title: 'First title' }, { title: 'Second title' }, { capacity: 40 }, { starts_at: at(event, 5 * MINUTE) }, { cancelled: true }]) {
      const { status, body } = await edit(m.ada.token, session.id, change);
      expect(status).toBe(200);
      sequences.push(body.data.sequence);
    }
    expect(sequences).toEqual([0, 0, 1, 1, 2, 3]);
  });

  it('deletes a session, and a deleted event’s sessions go with it (a pull shows them deleted)', async () => {
    const event = await eventOfAda('Short-lived Evening');
    const one = (await add(m.ada.token, event, fields(event, 'One'))).body.data;
    const two = (await add(m.ada.token, event, fields(event, 'Two', 60))).body.data;
    expect((await api(server, 'DELETE', `/sessions/${one.id}`, { token: m.ada.token })).status).toBe(204);
    expect((await api(server, 'GET', `/sessions/${one.id}`)).status).toBe(404);
    expect((await api(server, 'DELETE', `/events/${event.id}`, { token: m.ada.token })).status).toBe(204);
    // A deleted document replicates as a tombstone: its id, deleted.
    const pulled = (await pullAll<SessionDoc & { _deleted: boolean }>(server, 'sessions')).filter((doc) => doc.id === one.id || doc.id === two.id);
    expect(pulled.map((doc) => [doc.id, doc._deleted]).sort()).toEqual(
      [
        [one.id, true],
        [two.id, true],
      ].sort(),
    );
    expect((await api(server, 'GET', `/events/${event.id}/sessions`)).status).toBe(404);
  });
});

describe('questions asked to a session', () => {
  const ask = (token: string, body: Record<string, unknown>) => api<{ data: QuestionDoc } & Refused>(server, 'POST', '/questions', { token, body });

  it('name a session of their own event; the list filters by session', async () => {
    const event = await eventOfAda('Question Day');
    const other = await eventOfAda('Other Day');
    const session = (await add(m.ada.token, event, fields(event, 'Panel'))).body.data;
    const elsewhere = (await add(m.ada.token, other, fields(other, 'Elsewhere'))).body.data;
    const gone = (await add(m.ada.token, event, fields(event, 'Gone', 60))).body.data;
    await api(server, 'DELETE', `/sessions/${gone.id}`, { token: m.ada.token });

    const asked = await ask(m.grace.token, { title: 'Will the slides be shared?', event_id: event.id, session_id: session.id });
    expect(asked.status).toBe(201);
    expect(asked.body.data.session_id).toBe(session.id);
    expect((await ask(m.grace.token, { title: 'And the recording?', event_id: event.id })).status).toBe(201);

    for (const sessionId of [elsewhere.id, gone.id, randomUUID()]) {
      const rest = await ask(m.grace.token, { title: 'Wrong room?', event_id: event.id, session_id: sessionId });
      const pushedQuestion = {
        id: randomUUID(), title: 'Wrong room?', event_id: event.id, session_id: sessionId, author_id: m.grace.id, created_at: new Date().toISOString(),
        help_count: 0, me_too_count: 0, uplift_count: 0, rank_latest: 0, rank_uplifted: 0, rank_helpers: 0, rank_relatable: 0, sync_state: 'pending', updatedAt: 0, _deleted: false,
      };
      const viaPush = await push<Refused>(server, 'questions', m.grace.token, [{ newDocumentState: pushedQuestion }]);
      expect([rest.status, rest.body.message, viaPush.status, (viaPush.body as unknown as Refused).message]).toEqual([400, 'Pick a session of this event', 400, 'Pick a session of this event']);
    }
    const moved = await api<Refused>(server, 'PUT', `/questions/${asked.body.data.id}`, { token: m.grace.token, body: { session_id: elsewhere.id } });
    expect([moved.status, moved.body.message]).toEqual([400, 'Pick a session of this event']);

    const listed = await api<{ data: QuestionDoc[]; total: number }>(server, 'GET', `/questions?event_id=${event.id}&session_id=${session.id}`, { token: m.tim.token });
    expect(listed.body.data.map((question) => question.title)).toEqual(['Will the slides be shared?']);
    const cleared = await api<{ data: QuestionDoc }>(server, 'PUT', `/questions/${asked.body.data.id}`, { token: m.grace.token, body: { session_id: null } });
    expect(cleared.body.data).not.toHaveProperty('session_id');
  });
});
