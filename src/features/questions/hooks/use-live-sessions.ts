import { useCallback } from 'react';
import { map } from 'rxjs';
import { nowAndNext } from '../../../../schemas/session-rules';
import type { SessionDoc } from '../../../../schemas/session.schema';
import { useLiveQuery } from '../../../db/use-live-query';
import { useNow } from '../../../lib/use-now';

export type LiveSession = { id: string; title: string; live: boolean };

/** The next moment one of these sessions starts or ends after `now`, or null when none will. */
export function nextSessionChange(sessions: readonly Pick<SessionDoc, 'starts_at' | 'ends_at'>[] | undefined, now: number): number | null {
  let first: number | null = null;
  for (const session of sessions ?? []) {
    for (const moment of [Date.parse(session.starts_at), Date.parse(session.ends_at)]) {
      if (moment > now && (first === null || moment < first)) first = moment;
    }
  }
  return first;
}

/**
 * The sessions of an event's agenda running now and those starting next, kept current by the clock:
 * the home feed's chips for the event's questions to one session. None without an event.
 */
export function useLiveSessions(eventId: string | undefined): LiveSession[] {
  const { data } = useLiveQuery(
    (db) =>
      db.sessions
        .find({ selector: { event_id: eventId ?? '' }, sort: [{ event_id: 'asc' }, { starts_at: 'asc' }] })
        .$.pipe(map((docs) => docs.map((doc) => doc.toJSON() as SessionDoc))),
    [eventId],
  );
  const next = useCallback((now: number) => nextSessionChange(data, now), [data]);
  const now = useNow({ next });
  if (!eventId || !data) return [];
  const { now: running, next: upcoming } = nowAndNext(data, now);
  return [...running.map((session) => ({ id: session.id, title: session.title, live: true })), ...upcoming.map((session) => ({ id: session.id, title: session.title, live: false }))];
}
