import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDoc } from '../../schemas/event.schema';
import { interactionId } from '../../schemas/interaction.schema';
import type { NotificationDoc } from '../../schemas/notification.schema';
import type { SessionDoc } from '../../schemas/session.schema';
import { api, openStream, pullAll, push, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';
import { createLiveStatusClock } from './live-status-clock';
import { createSessionReminders, SESSION_REMINDER_LEAD_MS } from './session-reminders';

const HOUR = 3_600_000;
const MINUTE = 60_000;
// The server's own clock ticks once at start and not again while a test runs: the times below are the only ones.
const QUIET = { LIVE_STATUS_TICK_MS: '2000000000' };

let server: TestServer;
let m: Members;

beforeAll(async () => {
  server = await startTestServer(QUIET);
  m = await signInDemoMembers(server);
});
afterAll(() => server.close());

type Who = keyof Members;
const everyone: Who[] = ['ada', 'grace', 'tim', 'katherine'];

/** An event of Ada's starting in two hours and lasting three, with one session an hour into it. */
async function sessionOfAda(title: string, fields: Record<string, unknown> = {}): Promise<{ event: EventDoc; session: SessionDoc; start: number }> {
  const eventStart = Date.now() + 2 * HOUR;
  const event = await api<{ data: EventDoc }>(server, 'POST', '/events', {
    token: m.ada.token,
    body: { name: `${title} Day`, live_status: 'planned', is_community: false, starts_at: new Date(eventStart).toISOString(), ends_at: new Date(eventStart + 3 * HOUR).toISOString() },
  });
  expect(event.status).toBe(201);
  const start = eventStart + HOUR;
  const body = { title, room: 'Main hall', starts_at: new Date(start).toISOString(), ends_at: new Date(start + 30 * MINUTE).toISOString(), ...fields };
  const session = await api<{ data: SessionDoc }>(server, 'POST', `/events/${event.body.data.id}/sessions`, { token: m.ada.token, body });
  expect(session.status).toBe(201);
  return { event: event.body.data, session: session.body.data, start };
}

async function star(who: Who, sessionId: string, active = true) {
  const id = interactionId('star', m[who].id, sessionId);
  const [master] = (await pullAll<Record<string, unknown> & { id: string }>(server, 'interactions', m[who].token)).filter((doc) => doc.id === id);
  const doc = { id, kind: 'star', user_id: m[who].id, target_id: sessionId, active, created_at: new Date().toISOString(), sync_state: 'pending', updatedAt: 0, _deleted: false };
  const answer = await push(server, 'interactions', m[who].token, [{ newDocumentState: master ? { ...master, active, sync_state: 'pending' } : doc, ...(master ? { assumedMasterState: master } : {}) }]);
  expect(answer.status).toBe(200);
}

const remindAt = (at: number) => createSessionReminders({ store: server.store, database: server.database }).remind(at);

/** The reminders of this session each member's devices pull, by who has them. */
async function whoHas(sessionId: string): Promise<string[]> {
  const found = await Promise.all(
    everyone.map(async (who) => {
      const mine = await pullAll<NotificationDoc>(server, 'notifications', m[who].token);
      const reminders = mine.filter((doc) => doc.kind === 'session_reminder' && doc.link?.endsWith(`/sessions/${sessionId}`));
      return reminders.length ? [`${who}×${reminders.length}`] : [];
    }),
  );
  return found.flat();
}

const reminderOf = async (who: Who, sessionId: string) =>
  (await pullAll<NotificationDoc>(server, 'notifications', m[who].token)).filter((doc) => doc.kind === 'session_reminder' && doc.link?.endsWith(`/sessions/${sessionId}`));

describe('reminders of starred sessions', () => {
  it('reach, ten minutes before the start, each member with an active star, once, and nobody else', async () => {
    const { event, session, start } = await sessionOfAda('Keynote');
    await star('grace', session.id);
    await star('tim', session.id);
    await star('katherine', session.id);
    await star('katherine', session.id, false);

    expect(await remindAt(start - SESSION_REMINDER_LEAD_MS - MINUTE)).toBe(0);
    expect(await whoHas(session.id)).toEqual([]);

    const stream = await openStream(server, m.grace.token);
    try {
      const at = start - SESSION_REMINDER_LEAD_MS;
      expect(await remindAt(at)).toBe(2);
      expect(await reminderOf('grace', session.id)).toEqual([
        expect.objectContaining({
          user_id: m.grace.id,
          kind: 'session_reminder',
          title: 'Keynote starts in 10 minutes',
          body: `Main hall · ${event.name}`,
          link: `/events/${event.slug}/sessions/${session.id}`,
          status: 'unread',
          created_at: new Date(at).toISOString(),
        }),
      ]);
      // Written through the store like any write: it streams to the member's devices.
      await stream.waitFor((frame) => frame.documents.some((doc) => doc.kind === 'session_reminder' && doc.user_id === m.grace.id));
    } finally {
      stream.close();
    }
    // Later ticks and two processes at once make no second one.
    expect(await remindAt(start - 5 * MINUTE)).toBe(0);
    expect((await Promise.all([remindAt(start - MINUTE), remindAt(start - MINUTE)])).reduce((sum, n) => sum + n, 0)).toBe(0);
    expect(await remindAt(start + MINUTE)).toBe(0);
    expect(await whoHas(session.id)).toEqual(['grace×1', 'tim×1']);
  });

  it('reach a member who stars the session with three minutes left, counting them; none once it has started', async () => {
    const { session, start } = await sessionOfAda('Late Star');
    await star('tim', session.id);
    expect(await remindAt(start)).toBe(0);
    expect(await remindAt(start - 3 * MINUTE + 1)).toBe(1);
    expect((await reminderOf('tim', session.id)).map((doc) => doc.title)).toEqual(['Late Star starts in 3 minutes']);
  });

  it('are not sent for a cancelled or a deleted session', async () => {
    const cancelled = await sessionOfAda('Cancelled Talk');
    const deleted = await sessionOfAda('Deleted Talk');
    await star('grace', cancelled.session.id);
    await star('grace', deleted.session.id);
    expect((await api(server, 'PATCH', `/sessions/${cancelled.session.id}`, { token: m.ada.token, body: { cancelled: true } })).status).toBe(200);
    expect((await api(server, 'DELETE', `/sessions/${deleted.session.id}`, { token: m.ada.token })).status).toBe(204);
    expect(await remindAt(cancelled.start - 5 * MINUTE)).toBe(0);
    expect(await whoHas(cancelled.session.id)).toEqual([]);
    expect(await whoHas(deleted.session.id)).toEqual([]);
  });

  it('follow a session moved to a later time: none at the old time, one before the new start', async () => {
    const { session, start } = await sessionOfAda('Moved Talk');
    await star('grace', session.id);
    const later = start + HOUR;
    const moved = await api(server, 'PATCH', `/sessions/${session.id}`, {
      token: m.ada.token,
      body: { starts_at: new Date(later).toISOString(), ends_at: new Date(later + 30 * MINUTE).toISOString() },
    });
    expect(moved.status).toBe(200);
    expect(await remindAt(start - 5 * MINUTE)).toBe(0);
    expect(await remindAt(later - 5 * MINUTE)).toBe(1);
    expect((await reminderOf('grace', session.id)).map((doc) => doc.title)).toEqual(['Moved Talk starts in 5 minutes']);
  });

  it('are sent by the live status clock as it ticks', async () => {
    const { session, start } = await sessionOfAda('Clocked Talk');
    await star('katherine', session.id);
    const clock = createLiveStatusClock({ store: server.store, database: server.database, tickMs: 1000, now: () => start - 8 * MINUTE });
    await clock.tick();
    expect(await whoHas(session.id)).toEqual(['katherine×1']);
  });
});
