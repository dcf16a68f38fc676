import { map } from 'rxjs';
import type { UserDoc } from '../../schemas/user.schema';
import { useMemo } from 'react';
import { createPreloadedDocs, sameDocsById } from './preload';
import { useLiveQuery } from './use-live-query';

/** Profiles a screen's loader read (a question's page, the moderation queue), for useUsersByIds. */
export const preloadedUsers = createPreloadedDocs<UserDoc>();

/** The profiles on this device among `ids`, by id, live: names and pictures follow the profiles. */
export function useUsersByIds(ids: readonly string[]) {
  // One query per set of ids, whatever their order: the key is the sorted list (ids hold no commas).
  const key = [...new Set(ids)].sort().join(',');
  // What the screen's loader read of them, if it read them all (preloadedUsers).
  const initial = useMemo(() => preloadedUsers.recall(key ? key.split(',') : []), [key]);
  return useLiveQuery(
    (db) => db.users.findByIds(key ? key.split(',') : []).$.pipe(map((found) => new Map([...found.values()].map((doc) => [doc.id, doc.toJSON() as UserDoc])))),
    [key],
    { initial, same: sameDocsById },
  );
}

/** A member to pick by name (a speaker, someone of an event's team). */
export type MemberChoice = { value: string; label: string };

/** The members a picker offers: every active member this device holds, by name. */
export function useMemberChoices() {
  return useLiveQuery(
    (db) =>
      db.users.find().$.pipe(
        map((docs) =>
          docs
            .map((doc) => doc.toJSON() as UserDoc)
            .filter((user) => !user.deactivated_at && (user.full_name ?? '').trim())
            .map((user): MemberChoice => ({ value: user.id, label: (user.full_name ?? '').trim() }))
            .sort((a, b) => a.label.localeCompare(b.label)),
        ),
      ),
    [],
  );
}
