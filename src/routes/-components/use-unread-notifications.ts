import { map, of } from 'rxjs';
import { useLiveQuery } from '../../db/use-live-query';

/**
 * The bell's badge, a live count of the member's unread notifications in the local
 * database. Nothing is opened for a guest, and the count follows reads made on any device.
 */
export function useUnreadNotificationCount(userId: string | null): number {
  const { data } = useLiveQuery(
    (db) =>
      userId
        ? // A find, not a count: RxDB counts only fully indexed selectors, and the index is (status, created_at).
          db.notifications.find({ selector: { status: 'unread', user_id: userId } }).$.pipe(map((docs) => ({ userId, count: docs.length })))
        : of(undefined),
    [userId],
  );
  return userId && data?.userId === userId ? data.count : 0;
}
