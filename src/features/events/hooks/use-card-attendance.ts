import { useMemo } from 'react';
import { useAttendanceByEvent } from './use-attendance';
import { useEventStats } from './use-event-stats';

/** An event's count and the member's own standing, as far as this device knows them. */
export type CardAttendance = { count: number | undefined; joined: boolean; checkedIn: boolean };

/**
 * What each card says about who takes part: for a member, counted on this device (live, their own
 * unsent joins included) with their own standing; for a guest, the server's counts, kept for offline.
 */
export function useCardAttendance(eventIds: readonly string[] | undefined, memberId: string | undefined): ReadonlyMap<string, CardAttendance> {
  const { data: local } = useAttendanceByEvent(memberId ? eventIds : undefined, memberId);
  const stats = useEventStats(!memberId);
  return useMemo(() => {
    const out = new Map<string, CardAttendance>();
    if (memberId) {
      for (const [id, attendance] of local ?? []) {
        out.set(id, { count: attendance.attendees, joined: attendance.joined, checkedIn: attendance.checkInState !== undefined });
      }
    } else {
      for (const id of eventIds ?? []) {
        const count = stats?.[id]?.attendee_count;
        if (typeof count === 'number') out.set(id, { count, joined: false, checkedIn: false });
      }
    }
    return out;
  }, [memberId, local, stats, eventIds]);
}
