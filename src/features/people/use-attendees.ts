import { useEffect, useMemo, useState } from 'react';
import { combineLatest, map, switchMap } from 'rxjs';
import { liveStatusAt } from '../../../schemas/event-live-status';
import type { EventDoc } from '../../../schemas/event.schema';
import { eventAttendances$, memberMeetings$, metIds, profilesByIds$ } from '../../db/attendance-reads';
import { useLiveQuery } from '../../db/use-live-query';
import { attendeeList, type Attendance, type Attendee } from './attendees';
import { fetchMissingProfiles } from './missing-profiles';

/**
 * The event's attendee list as this device holds it, live: the joins and check-ins it synced and the
 * profiles it has (readable offline). Online, profiles of attendees the device lacks (members who
 * joined before this member did) are fetched once, in batches.
 */
export function useAttendees(event: EventDoc, memberId: string) {
  const live = liveStatusAt(event, Date.now()) === 'live';
  const result = useLiveQuery(
    (db) =>
      combineLatest([eventAttendances$(db, event.id), memberMeetings$(db, memberId)]).pipe(
        switchMap(([attendances, meetings]) => {
          const rows: Attendance[] = attendances.map((doc) => ({ user_id: doc.user_id, kind: doc.kind, active: doc.active }));
          const ids = [...new Set(rows.filter((row) => row.active).map((row) => row.user_id))];
          const met = metIds(meetings, memberId);
          return profilesByIds$(db, ids).pipe(
            map((profiles) => ({ attendees: attendeeList(rows, profiles, { live, metIds: met }), missing: ids.filter((id) => !profiles.has(id)) })),
          );
        }),
      ),
    [event.id, memberId, live],
  );
  const missingKey = (result.data?.missing ?? []).join(',');
  const [fetchedFor, setFetchedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!missingKey || fetchedFor === event.id || !navigator.onLine) return;
    setFetchedFor(event.id);
    void fetchMissingProfiles(missingKey.split(',')).catch((error: unknown) => console.warn('Could not fetch the attendees’ profiles', error));
  }, [missingKey, fetchedFor, event.id]);
  return useMemo(() => ({ attendees: result.data?.attendees as Attendee[] | undefined, loading: result.loading, live }), [result.data, result.loading, live]);
}
