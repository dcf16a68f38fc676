import { useEffect, useState } from 'react';
import { getDatabase } from '../../db/database';

/** SPEC 2: the event edit header shows the event's name, read from the local copy of the event. */
export function useEventName(slugOrId: string | null): string | undefined {
  const [state, setState] = useState<{ key: string | null; name: string | undefined }>({ key: null, name: undefined });
  useEffect(() => {
    if (!slugOrId) return undefined;
    let cancelled = false;
    let unsubscribe = () => {};
    getDatabase()
      .then((db) => {
        if (cancelled) return;
        const subscription = db.events
          .find({ selector: { $or: [{ slug: slugOrId }, { id: slugOrId }] } })
          .$.subscribe((docs) => {
            const event = docs.find((doc) => doc.slug === slugOrId) ?? docs[0];
            setState({ key: slugOrId, name: event?.name });
          });
        unsubscribe = () => subscription.unsubscribe();
      })
      .catch((error: unknown) => console.warn('Could not read the event', error));
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [slugOrId]);
  return slugOrId && state.key === slugOrId ? state.name : undefined;
}
