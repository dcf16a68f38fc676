import { combineLatest, concat, defer, fromEvent, map, merge, of, switchMap, take, timer, type Observable } from 'rxjs';
import { liveStatusAt, nextStatusChange } from '../../schemas/event-live-status';
import { compareEvents } from '../../schemas/event-order';
import type { EventDoc } from '../../schemas/event.schema';
import { useLiveQuery } from './use-live-query';

export type MySpaces = { meetverse: EventDoc | undefined; current: EventDoc[]; past: EventDoc[] };

// The longest wait a timer takes (about 24.8 days); a moment further off is waited for in steps.
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * The time now, and again at every moment one of these events starts or ends (or when the page comes
 * back into view: a hidden tab's timers run late, and a phone that slept may have passed the moment).
 */
export function statusClock(events: readonly EventDoc[]): Observable<number> {
  return defer(() => {
    const now = Date.now();
    const moments = events.map((event) => nextStatusChange(event, now)).filter((moment): moment is number => moment !== null);
    if (moments.length === 0) return of(now);
    const wait = Math.min(Math.min(...moments) - now, MAX_TIMEOUT_MS);
    const visible = typeof document === 'undefined' ? [] : [fromEvent(document, 'visibilitychange')];
    return concat(of(now), merge(timer(wait), ...visible).pipe(take(1), switchMap(() => statusClock(events))));
  });
}

/** A member's spaces at `now`: each event with its status by the clock; a community is always current. */
export function splitSpaces(events: readonly EventDoc[], joined: ReadonlySet<string>, now: number): MySpaces {
  const all = events.map((event) => ({ ...event, live_status: liveStatusAt(event, now) })).sort(compareEvents);
  const mine = all.filter((event) => !event.is_meetverse && joined.has(event.id));
  const isCurrent = (event: EventDoc) => event.is_community || event.live_status !== 'ended';
  return {
    meetverse: all.find((event) => event.is_meetverse),
    current: mine.filter(isCurrent),
    past: mine.filter((event) => !isCurrent(event)),
  };
}

/**
 * The meetverse and the events and communities this member takes part in: current (planned or live
 * events, and communities) and past (ended events). An event moves to past the moment it ends.
 */
export function useMySpaces(memberId: string | undefined) {
  return useLiveQuery(
    (db) =>
      combineLatest([
        db.events.find().$,
        db.interactions.find({ selector: { user_id: memberId ?? '', kind: 'participation' } }).$,
      ]).pipe(
        switchMap(([docs, participations]) => {
          const joined = new Set(participations.filter((p) => p.active).map((p) => p.target_id));
          const events = docs.map((doc) => doc.toJSON() as EventDoc);
          const watched = events.filter((event) => joined.has(event.id));
          return statusClock(watched).pipe(map((now) => splitSpaces(events, joined, now)));
        }),
      ),
    [memberId],
  );
}
