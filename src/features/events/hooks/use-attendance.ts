import { combineLatest, map, NEVER, Observable } from 'rxjs';
import type { InteractionDoc } from '../../../../schemas/interaction.schema';
import type { SyncState } from '../../../../schemas/sync-state';
import type { AppDatabase } from '../../../../local-store/open-database';
import { useLiveQuery } from '../../../db/use-live-query';

/** Who takes part in an event, counted from the joins and check-ins on this device. */
export type Attendance = {
  /** Members who joined or checked in. */
  attendees: number;
  checkedIn: number;
  /** The member's own standing, when a member is looking. */
  joined: boolean;
  checkInState: SyncState | undefined;
  checkInError: string | undefined;
};

type Toggle = Pick<InteractionDoc, 'kind' | 'user_id' | 'active' | 'sync_state' | 'sync_error'>;

/**
 * A member attends when their participation or their check-in is active (checking in joins); the
 * member's own check-in carries its sync state, so the screen can say when the server has it.
 */
export function attendanceOf(toggles: readonly Toggle[], memberId: string | undefined): Attendance {
  const attending = new Set<string>();
  const checkedIn = new Set<string>();
  let mine: Toggle | undefined;
  let joined = false;
  for (const toggle of toggles) {
    if (!toggle.active) continue;
    attending.add(toggle.user_id);
    if (toggle.kind === 'check_in') checkedIn.add(toggle.user_id);
    if (toggle.user_id === memberId) {
      joined = true;
      if (toggle.kind === 'check_in') mine = toggle;
    }
  }
  return { attendees: attending.size, checkedIn: checkedIn.size, joined, checkInState: mine?.sync_state, checkInError: mine?.sync_error };
}

// Each a query one index answers whole ([target_id, kind]), in a single read.
const toggles$ = (db: AppDatabase, eventId: string, kind: 'participation' | 'check_in') =>
  db.interactions.find({ selector: { target_id: eventId, kind } }).$;

/** One event's attendance, live: it moves with the member's own writes at once, online or not. */
export function useEventAttendance(eventId: string | undefined, memberId: string | undefined) {
  return useLiveQuery(
    (db) =>
      combineLatest([toggles$(db, eventId ?? '', 'participation'), toggles$(db, eventId ?? '', 'check_in')]).pipe(
        map(([joins, checkIns]) => attendanceOf([...joins, ...checkIns].map((doc) => doc.toJSON() as InteractionDoc), memberId)),
      ),
    [eventId, memberId],
  );
}

const ATTENDANCE_KINDS = new Set<string>(['participation', 'check_in']);
// Changes arriving together (a sync bringing many check-ins) are counted again once.
const SETTLE_MS = 100;

async function readAttendance(db: AppDatabase, eventId: string, memberId: string | undefined): Promise<Attendance> {
  const [joins, checkIns] = await Promise.all(
    (['participation', 'check_in'] as const).map((kind) => db.interactions.find({ selector: { target_id: eventId, kind } }).exec()),
  );
  return attendanceOf([...(joins ?? []), ...(checkIns ?? [])].map((doc) => doc.toJSON() as InteractionDoc), memberId);
}

/**
 * The attendance of many events (a list), kept up to date by one watch on the interactions: an
 * event's count is read again, by its index, only when a join or check-in of it changes. A live
 * query per card would put hundreds of queries on every change a sync brings.
 */
export function attendanceByEvent$(db: AppDatabase, eventIds: readonly string[], memberId: string | undefined): Observable<ReadonlyMap<string, Attendance>> {
  return new Observable((subscriber) => {
    const watched = new Set(eventIds);
    const stale = new Set(eventIds);
    let counts: ReadonlyMap<string, Attendance> = new Map();
    let reading = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const read = async () => {
      timer = undefined;
      if (reading || closed) return;
      reading = true;
      const ids = [...stale];
      stale.clear();
      try {
        const read = await Promise.all(ids.map(async (id) => [id, await readAttendance(db, id, memberId)] as const));
        if (closed) return;
        counts = new Map([...counts, ...read]);
        subscriber.next(counts);
      } catch (error) {
        subscriber.error(error);
        return;
      } finally {
        reading = false;
      }
      if (stale.size > 0) schedule();
    };
    const schedule = () => {
      timer ??= setTimeout(() => void read(), SETTLE_MS);
    };
    // Watch before the first read, so nothing written meanwhile is missed.
    const changes = db.interactions.$.subscribe((change) => {
      const target = change.documentData?.target_id ?? change.previousDocumentData?.target_id;
      const kind = change.documentData?.kind ?? change.previousDocumentData?.kind;
      if (!target || !watched.has(target) || !kind || !ATTENDANCE_KINDS.has(kind)) return;
      stale.add(target);
      schedule();
    });
    if (watched.size === 0) subscriber.next(counts);
    else void read();
    return () => {
      closed = true;
      clearTimeout(timer);
      changes.unsubscribe();
    };
  });
}

/**
 * Attendance of each of these events, from this device (a member's device holds every join and
 * check-in). Without events to count (a guest's list) nothing is read and the screen is never told.
 */
export function useAttendanceByEvent(eventIds: readonly string[] | undefined, memberId: string | undefined) {
  const key = eventIds?.join(',');
  return useLiveQuery((db) => (key === undefined ? NEVER : attendanceByEvent$(db, key ? key.split(',') : [], memberId)), [key, memberId]);
}
