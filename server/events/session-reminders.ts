import { appLink, pathKey } from '../../schemas/app-links';
import { sqlBool, type Database } from '../db/database';
import type { Draft } from '../replication/collections';
import type { NotificationKind } from '../../schemas/notification.schema';
import { derivedId } from '../replication/collections/notifications';
import type { DocumentStore } from '../replication/store';
import { existingNotifications, lookupChunks, storeReminders } from './reminder-store';
import { notice, NOTICE } from '../../schemas/notification-words';

/** A member who starred a session is reminded this long before it starts. */
export const SESSION_REMINDER_LEAD_MS = 10 * 60_000;

export type SessionReminders = {
  /** Sends the reminders due at `at` that were never sent; resolves with how many it stored. */
  remind: (at: number) => Promise<number>;
};

type DueSession = { id: string; event_id: string; title: string; room: string | undefined; start: number };

/**
 * The one reminder of a member for a session starting at an instant, whatever process or tick makes
 * it. A session moved to another time is a new cause: its starrers are reminded before the new start.
 */
export const sessionReminderId = (sessionId: string, userId: string, startsAt: string) =>
  derivedId(`session_reminder:${sessionId}:${userId}:${Date.parse(startsAt)}`);

/** Whether a session starting at `start` is reminded of at `at`: from ten minutes before, until it starts. */
export const sessionRemindsAt = (start: number, at: number): boolean => !Number.isNaN(start) && at >= start - SESSION_REMINDER_LEAD_MS && at < start;

/** What the reminder says: how many minutes are left, rounded up (a star made late still counts them). */
export function sessionReminderTitle(session: Pick<DueSession, 'title' | 'start'>, at: number): string {
  return sessionReminder(session, at).title;
}

/** A session's reminder: its title ('Keynote starts in 10 minutes'), its place and event as its body, and their words. */
function sessionReminder(session: Pick<DueSession, 'title' | 'start'> & Partial<Pick<DueSession, 'room'>>, at: number, eventName?: string) {
  const minutes = Math.max(1, Math.ceil((session.start - at) / 60_000));
  const body = eventName === undefined ? undefined : session.room ? ([NOTICE.sessionPlace, { room: session.room, event: eventName }] as const) : eventName;
  return notice(NOTICE.sessionSoon, { session: session.title, minutes }, body);
}

/**
 * Reminders of starred sessions: every member with an active star on a session that is neither
 * cancelled nor deleted gets one notification from ten minutes before it starts until it starts. Its
 * id is derived from the session, the member and the start, so it is made once per start, as the
 * check-in reminders are (checkin-reminders.ts); a session moved later reminds again before its new
 * start, and one cancelled or deleted reminds nobody.
 */
export function createSessionReminders({ store, database }: { store: DocumentStore; database: Database }): SessionReminders {
  const bool = sqlBool(database.dialect);

  async function dueSessions(at: number): Promise<DueSession[]> {
    // Stored times may carry any offset, so the window is compared here, as the status clock does.
    const rows = await database.db
      .selectFrom('sessions')
      .select(['id', 'event_id', 'title', 'room', 'starts_at', 'cancelled'])
      .where('_deleted', '=', bool(false))
      .execute();
    return rows
      .filter((row) => !row.cancelled)
      .map((row) => ({ id: row.id, event_id: row.event_id, title: row.title, room: row.room || undefined, start: Date.parse(row.starts_at) }))
      .filter((session) => sessionRemindsAt(session.start, at));
  }

  /** Who starred each of these sessions (an active star), by session id. */
  async function starrers(sessionIds: string[]): Promise<Map<string, string[]>> {
    const found = new Map<string, string[]>();
    for (const chunk of lookupChunks(sessionIds)) {
      const rows = await database.db
        .selectFrom('interactions')
        .select(['user_id', 'target_id'])
        .where('kind', '=', 'star')
        .where('target_id', 'in', chunk)
        .where('active', '=', bool(true))
        .where('_deleted', '=', bool(false))
        .execute();
      for (const row of rows) found.set(row.target_id, [...(found.get(row.target_id) ?? []), row.user_id]);
    }
    return found;
  }

  /** The live events of these sessions, by id, for the link and the words. */
  async function eventsOf(eventIds: string[]): Promise<Map<string, { id: string; slug: string | null; name: string }>> {
    const found = new Map<string, { id: string; slug: string | null; name: string }>();
    for (const chunk of lookupChunks(eventIds)) {
      const rows = await database.db.selectFrom('events').select(['id', 'slug', 'name']).where('id', 'in', chunk).where('_deleted', '=', bool(false)).execute();
      for (const row of rows) found.set(row.id, { id: row.id, slug: row.slug || null, name: row.name });
    }
    return found;
  }

  async function remind(at: number): Promise<number> {
    const sessions = await dueSessions(at);
    if (sessions.length === 0) return 0;
    const stars = await starrers(sessions.map((session) => session.id));
    const events = await eventsOf([...new Set(sessions.map((session) => session.event_id))]);
    const wanted = sessions.flatMap((session) => {
      const event = events.get(session.event_id);
      const startsAt = new Date(session.start).toISOString();
      return event ? [...new Set(stars.get(session.id) ?? [])].sort().map((userId) => ({ session, event, userId, id: sessionReminderId(session.id, userId, startsAt) })) : [];
    });
    const made = await existingNotifications(database, wanted.map((reminder) => reminder.id));
    const docs: Draft<'notifications'>[] = wanted
      .filter((reminder) => !made.has(reminder.id))
      .map(({ session, event, userId, id }) => ({
        id,
        user_id: userId,
        kind: 'session_reminder' satisfies NotificationKind,
        ...sessionReminder(session, at, event.name),
        link: appLink('/events/$slugOrId/sessions/$sessionId', { slugOrId: pathKey(event), sessionId: session.id }),
        status: 'unread',
        created_at: new Date(at).toISOString(),
        sync_state: 'sent',
        updatedAt: 0,
        _deleted: false,
      }));
    return storeReminders(store, docs);
  }

  return { remind };
}
