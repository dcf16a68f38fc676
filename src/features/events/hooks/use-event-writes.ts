import { useMemo } from 'react';
import { localWrite } from '../../../components/local-write/local-write';
import { toggleInteraction } from '../../../db/toggle-interaction';
import { trackEventJoined } from '../../../lib/analytics';
import { useMember } from '../../../member/member-store';

/**
 * The signed-in member's writes to events: stored on this device at once (synced later), with a toast
 * when they cannot be, counted, and answering whether they were stored.
 */
export function useEventWrites() {
  const { id: memberId } = useMember();
  return useMemo(
    () => ({
      /** Joins the event, or leaves it when already joined; the value says whether the member is now in it. */
      async toggleMembership(eventId: string) {
        const result = await localWrite((db) => toggleInteraction(db, 'participation', memberId, eventId), { failure: 'Your membership was not changed' });
        if (result.stored && result.value) trackEventJoined(eventId);
        return result;
      },
    }),
    [memberId],
  );
}
