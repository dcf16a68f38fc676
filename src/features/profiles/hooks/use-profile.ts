import { useCallback, useEffect, useState } from 'react';
import { combineLatest, map } from 'rxjs';
import type { UserDoc } from '../../../../schemas/user.schema';
import { useLiveQuery } from '../../../db/use-live-query';
import { fetchProfile, userIdRequired, type FetchedProfile } from '../api/fetch-profile';

export type ProfileState =
  | { status: 'loading' }
  /** `onDevice`: from the local database (live, offline too); otherwise as the server answered. */
  | { status: 'found'; user: UserDoc; onDevice: boolean }
  | { status: 'error'; message: string; retry: () => void };

/** A profile on this device by id or slug, live; null once the query says it is not here. */
export function useLocalProfile(slugOrId: string) {
  return useLiveQuery(
    (db) =>
      combineLatest([db.users.findOne(slugOrId).$, db.users.findOne({ selector: { slug: slugOrId } }).$]).pipe(
        map(([byId, bySlug]) => ((byId ?? bySlug)?.toJSON() as UserDoc | undefined) ?? null),
      ),
    [slugOrId],
  );
}

/**
 * Anyone's profile by slug or id: from this device whenever it is here (every member's public profile
 * syncs), otherwise fetched from the server, and fetched again when the browser comes back online.
 */
export function useProfile(slugOrId: string): ProfileState {
  const key = slugOrId.trim();
  const { data: local, loading } = useLocalProfile(key);
  const missing = Boolean(key) && !loading && local === null;
  const [remote, setRemote] = useState<{ key: string; result: FetchedProfile } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!missing) return undefined;
    let cancelled = false;
    void fetchProfile(key).then((result) => !cancelled && setRemote({ key, result }));
    return () => {
      cancelled = true;
    };
  }, [missing, key, attempt]);

  const failed = remote?.key === key && remote.result.kind === 'error';
  useEffect(() => {
    if (!failed) return undefined;
    addEventListener('online', retry);
    return () => removeEventListener('online', retry);
  }, [failed, retry]);

  if (!key) return { status: 'error', message: userIdRequired(), retry };
  if (local) return { status: 'found', user: local, onDevice: true };
  if (!missing || remote?.key !== key) return { status: 'loading' };
  if (remote.result.kind === 'found') return { status: 'found', user: remote.result.user, onDevice: false };
  return { status: 'error', message: remote.result.message, retry };
}
