import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { interactionId } from '../../schemas/interaction.schema';
import type { EventDoc } from '../../schemas/event.schema';
import type { NotificationDoc } from '../../schemas/notification.schema';
import { COLLECTIONS, type Doc } from '../replication/collections';
import { api, openStream, pullAll, push, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';
import { createCheckinReminders, reminderId, REMINDER_LEAD_MS } from './checkin-reminders';
import { createLiveStatusClock } from './live-status-clock';

const HOUR = 3_600_000;
const MINUTE = 60_000;
// The server's own clock ticks once at start and not again while a test runs: the times below are the only ones.
const QUIET = { LIVE_STATUS_TICK_MS: '2000000000' };
const notifications = COLLECTIONS.notifications;

let server: TestServer;
let m: Members;

beforeAll(async () => {
  server = await startTestServer(QUIET);
  m = await signInDemoMembers(server);
});
afterAll(() => server.close());

type Who = keyof Members;
const everyone: Who[] = ['ada', 'grace', 'tim', 'katherine'];

/** An event of Ada's starting in two hours and lasting two. */
async function eventOfAda(name: string): Promise<EventDoc & { start: number; end: number }> {
  const start = Date.now() + 2 * HOUR;
  const body = { name, live_status: 'planned', is_community: false, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 2 * HOUR).toISOString() };
  const { status, body: created } = await api<{ data: EventDoc }>(server, 'POST', '/events', { token: m.ada.token, body });
  expect(status).toBe(201);
  return { ...created.data, start, end: start + 2 * HOUR };
}

const join = (who: Who, eventId: string) => api(server, 'POST', '/event-participants', { token: m[who].token, body: { event_id: eventId } });
const leave = (who: Who, eventId: string) => api(server, 'POST', '/interactions', { token: m[who].token, body: { kind: 'participation', target_id: eventId, active: false } });

/** A check-in stored as if made once check-in opened (the event starts later than an hour from now). */
async function checkInEarly(who: Who, eventId: string, start: number) {
  const interactions = COLLECTIONS.interactions;
  const id = interactionId('check_in', m[who].id, eventId);
  const doc = { id, kind: 'check_in', user_id: m[who].id, target_id: eventId, active: true, created_at: new Date().toISOString(), sync_state: 'sent', updatedAt: 0, _deleted: false } as const;
  const opened = vi.spyOn(Date, 'now').mockReturnValue(start - REMINDER_LEAD_MS + MINUTE);
  try {
    await server.store.putMany(interactions, { userId: m[who].id, sub: `test:${who}`, email: null, role: 'member' }, [doc]);
  } finally {
    opened.mockRestore();
  }
}

const remindAt = (at: number) => createCheckinReminders({ store: server.store, database: server.database }).remind(at);

/** The check-in reminders each member has for the event, as their devices pull them. */
async function reminders(eventId: string): Promise<Record<Who, NotificationDoc[]>> {
  const entries = await Promise.all(
    everyone.map(async (who) => {
      const mine = await pullAll<NotificationDoc>(server, 'notifications', m[who].token);
      return [who, mine.filter((doc) => doc.kind === 'checkin_reminder' && doc.id === reminderId(eventId, m[who].id))] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Who, NotificationDoc[]>;
}

const whoHas = async (eventId: string) =>
  Object.entries(await reminders(eventId))
    .filter(([, docs]) => docs.length > 0)
    .map(([who, docs]) => `${who}×${docs.length}`);

describe('check-in reminders', () => {
  it('reach, an hour before the start, each member who joined and has not checked in, and nobody else', async () => {
    const event = await eventOfAda('Reminder Talk');
    await join('grace', event.id);
    await join('tim', event.id);
    // Check-in opens an hour before the start: Tim's is written as his device would have then.
    await checkInEarly('tim', event.id, event.start);
    await join('katherine', event.id);
    await leave('katherine', event.id);

    expect(await remindAt(event.start - REMINDER_LEAD_MS - MINUTE)).toBe(0);
    expect(await whoHas(event.id)).toEqual([]);

    const stream = await openStream(server, m.grace.token);
    try {
      const at = event.start - REMINDER_LEAD_MS + MINUTE;
      expect(await remindAt(at)).toBe(1);
      const { grace } = await reminders(event.id);
      expect(grace).toEqual([
        expect.objectContaining({
          user_id: m.grace.id,
          kind: 'checkin_reminder',
          title: 'Reminder Talk starts in an hour',
          body: 'Check in when you arrive',
          link: `/events/${event.slug}`,
          status: 'unread',
          sync_state: 'sent',
          created_at: new Date(at).toISOString(),
        }),
      ]);
      // Written through the store like any write: it streams to the member's devices.
      await stream.waitFor((frame) => frame.documents.some((doc) => doc.id === reminderId(event.id, m.grace.id)));
    } finally {
      stream.close();
    }
    // The organiser did not join, Tim checked in, Katherine left.
    expect(await whoHas(event.id)).toEqual(['grace×1']);
  });

  it('is made once: later ticks, two processes ticking together, and a reminder already read stay as they are', async () => {
    const event = await eventOfAda('Once Only');
    await join('grace', event.id);
    await join('katherine', event.id);
    const at = event.start - 30 * MINUTE;
    expect(await remindAt(at)).toBe(2);
    expect(await remindAt(at + MINUTE)).toBe(0);
    expect((await Promise.all([remindAt(at + 2 * MINUTE), remindAt(at + 2 * MINUTE)])).reduce((sum, n) => sum + n, 0)).toBe(0);

    // Grace reads hers on her phone.
    const master = (await server.store.get(notifications, reminderId(event.id, m.grace.id))) as Doc<'notifications'>;
    const read = await push(server, 'notifications', m.grace.token, [{ newDocumentState: { ...master, status: 'read', sync_state: 'pending' }, assumedMasterState: master }]);
    expect(read.body).toEqual([]);
    const after = (await server.store.get(notifications, master.id)) as Doc<'notifications'>;
    expect(await remindAt(at + 10 * MINUTE)).toBe(0);
    expect(await server.store.get(notifications, master.id)).toEqual(after);
    expect(after.status).toBe('read');
    expect(await whoHas(event.id)).toEqual(['grace×1', 'katherine×1']);
  });

  it('reaches a member who joins after the start, saying it has started, and nobody once the event has ended', async () => {
    const event = await eventOfAda('Late Comers');
    await join('tim', event.id);
    expect(await remindAt(event.end)).toBe(0);
    expect(await remindAt(event.end + HOUR)).toBe(0);
    expect(await whoHas(event.id)).toEqual([]);

    expect(await remindAt(event.start + 10 * MINUTE)).toBe(1);
    const { tim } = await reminders(event.id);
    expect(tim).toMatchObject([{ title: 'Late Comers has started', user_id: m.tim.id }]);
  });

  it('are sent by the live status clock as it ticks', async () => {
    const event = await eventOfAda('Clocked Reminder');
    await join('katherine', event.id);
    const clock = createLiveStatusClock({ store: server.store, database: server.database, tickMs: 1000, now: () => event.start - 45 * MINUTE });
    await clock.tick();
    expect(await whoHas(event.id)).toEqual(['katherine×1']);
  });
});
