import { appLink, pathKey } from '../../schemas/app-links';
import { CHECK_IN_LEAD_MS } from '../../schemas/check-in-window';
import type { LiveStatus } from '../../schemas/event.schema';
import { sqlBool, type Database } from '../db/database';
import type { Draft } from '../replication/collections';
import { statusAt } from '../replication/collections/events';
import { derivedId } from '../replication/collections/notifications';
import type { DocumentStore } from '../replication/store';
import { existingNotifications, storeReminders } from './reminder-store';
import { notice, NOTICE } from '../../schemas/notification-words';

/** A member who joined an event is reminded to check in from this long before its start: when check-in opens. */
export const REMINDER_LEAD_MS = CHECK_IN_LEAD_MS;

export type CheckinRemindersOptions = { store: DocumentStore; database: Database };

export type CheckinReminders = {
  /** Sends the reminders due at `at` that were never sent; resolves with how many it stored. */
  remind: (at: number) => Promise<number>;
};

type EventRow = { id: string; slug: string | null; name: string; starts_at: string; ends_at?: string | undefined; live_status: LiveStatus };

/** The one reminder of a member for an event, whatever process or tick makes it. */
export const reminderId = (eventId: string, userId: string) => derivedId(`checkin_reminder:${eventId}:${userId}`);

/**
 * Whether members of this event are reminded at `at`: from an hour before its start until it ends.
 * An event created less than an hour before its start is reminded of at once (nothing is skipped),
 * and so is one that is already on: a member who joins it late still gets the one reminder.
 */
export function remindsAt(event: Pick<EventRow, 'starts_at' | 'ends_at' | 'live_status'>, at: number): boolean {
  const start = Date.parse(event.starts_at);
  if (Number.isNaN(start) || at < start - REMINDER_LEAD_MS) return false;
  return statusAt(event, at) !== 'ended';
}

/** What the reminder says: the hour before the start, or that it is on when sent after the start. */
export function reminderTitle(event: Pick<EventRow, 'name' | 'starts_at'>, at: number): string {
  return reminderWords(event, at).title;
}

/** A check-in reminder's title ('Rust Summit starts in an hour') and body, with their words. */
const reminderWords = (event: Pick<EventRow, 'name' | 'starts_at'>, at: number) =>
  notice(at >= Date.parse(event.starts_at) ? NOTICE.checkInStarted : NOTICE.checkInSoon, { event: event.name }, [NOTICE.checkInBody]);

/**
 * Check-in reminders: every member taking part in an event (an active participation) who has not
 * checked in gets one notification once the event is within an hour of its start and has not ended.
 * Its id is derived from the event and the member, so it is made once: a tick, a second process or
 * a restart finds it made and leaves it alone, read or unread. It is written through the document
 * store as the notifier, so it gets a stamp, streams to the member's devices and reaches other
 * processes like any write.
 */
export function createCheckinReminders({ store, database }: CheckinRemindersOptions): CheckinReminders {
  const bool = sqlBool(database.dialect);

  async function dueEvents(at: number): Promise<EventRow[]> {
    // Stored dates may carry any offset, so the window is compared here, as the status clock does.
    const rows = await database.db
      .selectFrom('events')
      .select(['id', 'slug', 'name', 'starts_at', 'ends_at', 'live_status', 'is_meetverse'])
      .where('_deleted', '=', bool(false))
      .where('starts_at', 'is not', null)
      .execute();
    return rows
      .filter((row) => !row.is_meetverse)
      // starts_at is never null here: the query asks for events with a start.
      .map((row) => ({ id: row.id, slug: row.slug || null, name: row.name, starts_at: row.starts_at ?? '', ends_at: row.ends_at || undefined, live_status: row.live_status }))
      .filter((event) => remindsAt(event, at));
  }

  /** Members taking part in the event who have not checked in. */
  async function notCheckedIn(eventId: string): Promise<string[]> {
    const rows = await database.db
      .selectFrom('interactions')
      .select(['user_id', 'kind'])
      .where('target_id', '=', eventId)
      .where('kind', 'in', ['participation', 'check_in'])
      .where('active', '=', bool(true))
      .where('_deleted', '=', bool(false))
      .execute();
    const checkedIn = new Set(rows.filter((row) => row.kind === 'check_in').map((row) => row.user_id));
    const taking = new Set(rows.filter((row) => row.kind === 'participation').map((row) => row.user_id));
    return [...taking].filter((userId) => !checkedIn.has(userId)).sort();
  }

  async function remind(at: number): Promise<number> {
    const docs: Draft<'notifications'>[] = [];
    for (const event of await dueEvents(at)) {
      const members = await notCheckedIn(event.id);
      if (members.length === 0) continue;
      const made = await existingNotifications(database, members.map((userId) => reminderId(event.id, userId)));
      for (const userId of members) {
        const id = reminderId(event.id, userId);
        if (made.has(id)) continue;
        docs.push({
          id,
          user_id: userId,
          kind: 'checkin_reminder',
          ...reminderWords(event, at),
          link: appLink('/events/$slugOrId', { slugOrId: pathKey(event) }),
          status: 'unread',
          created_at: new Date(at).toISOString(),
          sync_state: 'sent',
          updatedAt: 0,
          _deleted: false,
        });
      }
    }
    return storeReminders(store, docs);
  }

  return { remind };
}
