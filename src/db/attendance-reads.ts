import { combineLatest, map, type Observable } from 'rxjs';
import type { InteractionDoc } from '../../schemas/interaction.schema';
import type { UserDoc } from '../../schemas/user.schema';
import { documentData } from '../../local-store/document-data';
import type { AppDatabase } from '../../local-store/open-database';

/*
 * Each query here is one that an index of interactions answers whole ([target_id, kind] or [user_id,
 * kind]): the storage reads it in one request. A `$in` of kinds or an `$or` of members is not one, and
 * RxDB then walks the whole collection a document a step: an event of 5,000 attendees took about 90 ms
 * more to open its list that way.
 */

/** An event's joins and check-ins on this device (withdrawn ones included: `active` says), live. */
export function eventAttendances$(db: AppDatabase, eventId: string): Observable<InteractionDoc[]> {
  return combineLatest([
    db.interactions.find({ selector: { target_id: eventId, kind: 'participation' } }).$,
    db.interactions.find({ selector: { target_id: eventId, kind: 'check_in' } }).$,
  ]).pipe(map(([joins, checkIns]) => [...joins, ...checkIns].map((doc) => documentData<InteractionDoc>(doc))));
}

/** The meetings a member recorded or was named in, still standing, live. */
export function memberMeetings$(db: AppDatabase, memberId: string): Observable<InteractionDoc[]> {
  return combineLatest([
    db.interactions.find({ selector: { user_id: memberId, kind: 'we_met' } }).$,
    db.interactions.find({ selector: { target_id: memberId, kind: 'we_met' } }).$,
  ]).pipe(map(([recorded, named]) => [...recorded, ...named].map((doc) => documentData<InteractionDoc>(doc)).filter((doc) => doc.active)));
}

/** The other member of each meeting. */
export const metIds = (meetings: readonly InteractionDoc[], memberId: string) => new Set(meetings.map((doc) => (doc.user_id === memberId ? doc.target_id : doc.user_id)));

/** Profiles read in one request at most: each request's rows become documents in one task of their own. */
export const PROFILES_PER_READ = 1_000;

/**
 * The profiles of these members that this device holds, by id, live. A read of 5,000 profiles at once
 * made them documents in one task of 70 ms; in reads of a thousand no task holds the page that long.
 */
export function profilesByIds$(db: AppDatabase, ids: readonly string[]): Observable<Map<string, UserDoc>> {
  const reads: string[][] = [];
  for (let start = 0; start < ids.length; start += PROFILES_PER_READ) reads.push(ids.slice(start, start + PROFILES_PER_READ));
  if (reads.length === 0) reads.push([]);
  return combineLatest(reads.map((part) => db.users.findByIds(part).$)).pipe(
    map((found) => {
      const profiles = new Map<string, UserDoc>();
      for (const part of found) for (const [id, doc] of part) profiles.set(id, documentData<UserDoc>(doc));
      return profiles;
    }),
  );
}
