import { combineLatest, map } from 'rxjs';
import { compareEvents, isCurrent } from '../../schemas/event-order';
import type { EventDoc } from '../../schemas/event.schema';
import { useLiveQuery } from './use-live-query';

export type MySpaces = { meetverse: EventDoc | undefined; current: EventDoc[]; past: EventDoc[] };

/** The meetverse and the events this member takes part in, current (planned or live) and past (ended). */
export function useMySpaces(memberId: string | undefined) {
  return useLiveQuery(
    (db) =>
      combineLatest([
        db.events.find().$,
        db.interactions.find({ selector: { user_id: memberId ?? '', kind: 'participation' } }).$,
      ]).pipe(
        map(([events, participations]) => {
          const joined = new Set(participations.filter((p) => p.active).map((p) => p.target_id));
          const all = events.map((doc) => doc.toJSON() as EventDoc).sort(compareEvents);
          const mine = all.filter((event) => !event.is_meetverse && joined.has(event.id));
          return {
            meetverse: all.find((event) => event.is_meetverse),
            current: mine.filter(isCurrent),
            past: mine.filter((event) => !isCurrent(event)),
          } satisfies MySpaces;
        }),
      ),
    [memberId],
  );
}
