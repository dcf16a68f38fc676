import type { MangoQuery } from 'rxdb';
import type { NotificationDoc } from '../../../schemas/notification.schema';
import type { AppDatabase } from '../../../local-store/open-database';

/** How many notifications a page shows, and how many more 'Show more' adds. */
export const PAGE_SIZE = 20;

/**
 * The member's notifications, newest first (the same time: the later id first, as the server's list
 * orders them), one more than `limit` so the screen knows whether more are left.
 */
export function notificationsQuery(memberId: string, limit: number): MangoQuery<NotificationDoc> {
  return { selector: { user_id: memberId }, sort: [{ created_at: 'desc' }, { id: 'desc' }], limit: limit + 1 };
}

/** What a page shows of what the query found: at most `limit`, and whether more are left. */
export function pageOf<T>(found: readonly T[], limit: number): { shown: T[]; hasMore: boolean } {
  return { shown: found.slice(0, limit), hasMore: found.length > limit };
}

/**
 * The path a notification leads to, when it is a path of this app: it starts with one '/', never
 * '//' or '/\' (which a browser reads as another host), so a stored value never leads off the app.
 */
export function appPath(link: string | undefined): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return null;
  // Control characters and spaces have no place in a path the server made.
  if (/[\s\u0000-\u001f\u007f]/.test(link)) return null;
  return link;
}

/** Marks one notification read on this device, for the sync to send; false when it was read already. */
export async function markRead(db: AppDatabase, id: string): Promise<boolean> {
  const doc = await db.notifications.findOne(id).exec();
  if (!doc || doc.status === 'read') return false;
  await doc.incrementalPatch({ status: 'read', sync_state: 'pending', sync_error: undefined });
  return true;
}

/**
 * Marks every unread notification of the member read on this device in one bulk write (one storage
 * transaction, one change for the screens), for the sync to send; resolves with how many it marked.
 * One that changed meanwhile (a pull landing at the same moment) is marked on its own after.
 */
export async function markAllRead(db: AppDatabase, memberId: string): Promise<number> {
  const unread = await db.notifications.find({ selector: { user_id: memberId, status: 'unread' } }).exec();
  if (unread.length === 0) return 0;
  const rows = unread.map((doc) => {
    const previous = doc.toMutableJSON(true);
    const { sync_error: _dropped, ...rest } = previous;
    return { previous, document: { ...rest, status: 'read' as const, sync_state: 'pending' as const } };
  });
  const result = await db.notifications.storageInstance.bulkWrite(rows, 'notifications-mark-all-read');
  let marked = unread.length - result.error.length;
  for (const error of result.error) {
    if (error.status !== 409) throw new Error(`A notification could not be marked read (${error.status})`);
    if (await markRead(db, error.documentId)) marked += 1;
  }
  return marked;
}
