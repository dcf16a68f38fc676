import { useMemo } from 'react';
import { map, of } from 'rxjs';
import type { AppDatabase } from '../../../local-store/open-database';
import { localWrite } from '../../components/local-write/local-write';
import { setInteraction } from '../../db/set-interaction';
import { useLiveQuery } from '../../db/use-live-query';
import { trackSessionStarred } from '../../lib/analytics';

const NONE: ReadonlySet<string> = new Set();

/** The sessions a member starred (their schedule), as a set of session ids; empty for a guest. */
export function useStars(memberId: string | undefined) {
  const { data, loading } = useLiveQuery(
    (db) =>
      memberId
        ? db.interactions
            .find({ selector: { user_id: memberId, kind: 'star', active: true } })
            .$.pipe(map((docs) => new Set(docs.map((doc) => doc.target_id)) as ReadonlySet<string>))
        : of(NONE),
    [memberId],
  );
  return { starred: data ?? NONE, loading };
}

/** Stars a session for the member or takes the star back; says whether it is starred now. */
export async function toggleStar(db: AppDatabase, memberId: string, sessionId: string): Promise<boolean> {
  return (await setInteraction(db, { kind: 'star', userId: memberId, targetId: sessionId, active: 'toggle' })).active;
}

/** The member's star toggle: stored on this device at once (synced later), told when it cannot be, and counted. */
export function useStarToggle(memberId: string | undefined) {
  return useMemo(
    () =>
      async function toggle(sessionId: string, eventId: string) {
        if (!memberId) return undefined;
        const result = await localWrite((db) => toggleStar(db, memberId, sessionId), { failure: 'Your schedule was not changed' });
        if (result.stored) trackSessionStarred(sessionId, eventId, result.value);
        return result;
      },
    [memberId],
  );
}
