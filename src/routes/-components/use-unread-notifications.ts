import { useEffect, useState } from 'react';
import { getDatabase } from '../../db/database';

/**
 * SPEC 2, 3: the bell's badge, a live count of the member's unread notifications in the local
 * database. Nothing is opened for a guest, and the count follows reads made on any device.
 */
export function useUnreadNotificationCount(userId: string | null): number {
  const [state, setState] = useState<{ userId: string | null; count: number }>({ userId: null, count: 0 });
  useEffect(() => {
    if (!userId) return undefined;
    let cancelled = false;
    let unsubscribe = () => {};
    getDatabase()
      .then((db) => {
        if (cancelled) return;
        // A find, not a count: RxDB counts only fully indexed selectors, and the index is (status, created_at).
        const subscription = db.notifications
          .find({ selector: { status: 'unread', user_id: userId } })
          .$.subscribe({
            next: (docs) => setState({ userId, count: docs.length }),
            error: (error: unknown) => console.warn('Could not count unread notifications', error),
          });
        unsubscribe = () => subscription.unsubscribe();
      })
      .catch((error: unknown) => console.warn('Could not count unread notifications', error));
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [userId]);
  return userId && state.userId === userId ? state.count : 0;
}
