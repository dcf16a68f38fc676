import { map } from 'rxjs';
import type { NotificationDoc } from '../../../../schemas/notification.schema';
import type { UserDoc } from '../../../../schemas/user.schema';
import { useLiveQuery } from '../../../db/use-live-query';
import { notificationsQuery, pageOf } from '../notifications';

export type NotificationPage = {
  /** Newest first, at most `limit`; undefined until the first read of the device's database. */
  shown: NotificationDoc[] | undefined;
  /** Whether more are on the device than are shown. */
  hasMore: boolean;
  /** The limit the rows shown were read with: a smaller one than asked for while the larger read is under way. */
  readWith: number;
};

/** The member's notifications from this device (offline too), live, newest first, `limit` of them. */
export function useNotifications(memberId: string, limit: number): NotificationPage {
  const { data } = useLiveQuery(
    (db) =>
      db.notifications
        .find(notificationsQuery(memberId, limit))
        .$.pipe(map((docs) => ({ memberId, limit, ...pageOf(docs.map((doc) => doc.toJSON() as NotificationDoc), limit) }))),
    [memberId, limit],
  );
  // A result for another member never shows; one for a smaller limit shows until the larger one comes.
  if (!data || data.memberId !== memberId) return { shown: undefined, hasMore: false, readWith: 0 };
  return { shown: data.shown, hasMore: data.hasMore, readWith: data.limit };
}

/** How many of the member's notifications on this device are unread, live. */
export function useUnreadCount(memberId: string): number | undefined {
  const { data } = useLiveQuery(
    (db) => db.notifications.find({ selector: { status: 'unread', user_id: memberId } }).$.pipe(map((docs) => ({ memberId, count: docs.length }))),
    [memberId],
  );
  return data?.memberId === memberId ? data.count : undefined;
}

/** The people who caused these notifications, among the profiles on this device, by id. */
export function useActors(ids: readonly string[]): Map<string, UserDoc> {
  // One query per set of ids, whatever their order: the key is the sorted list (ids hold no commas).
  const key = [...new Set(ids.filter(Boolean))].sort().join(',');
  const { data } = useLiveQuery(
    (db) => db.users.findByIds(key ? key.split(',') : []).$.pipe(map((found) => new Map([...found.values()].map((doc) => [doc.id, doc.toJSON() as UserDoc])))),
    [key],
  );
  return data ?? EMPTY;
}

const EMPTY = new Map<string, UserDoc>();
