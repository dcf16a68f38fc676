import { map, of } from 'rxjs';
import { useLiveQuery } from '../../db/use-live-query';

/** The event edit header shows the event's name, read from the local copy of the event. */
export function useEventName(slugOrId: string | null): string | undefined {
  // Results carry the event they were read for, so a header never shows the previous event's name.
  const { data } = useLiveQuery(
    (db) =>
      slugOrId
        ? db.events
            .find({ selector: { $or: [{ slug: slugOrId }, { id: slugOrId }] } })
            .$.pipe(map((docs) => ({ key: slugOrId, name: (docs.find((doc) => doc.slug === slugOrId) ?? docs[0])?.name })))
        : of(undefined),
    [slugOrId],
  );
  return slugOrId && data?.key === slugOrId ? data.name : undefined;
}
