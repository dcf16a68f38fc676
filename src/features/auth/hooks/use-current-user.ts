import { useCallback, useEffect, useState } from 'react';
import { onIdle } from '../../../lib/on-idle';
import { getCurrentUser, setCurrentUser, useStoredUser, type CurrentUser } from '../../../member/member-store';
import { fetchCurrentUser } from '../api/get-current-user';

export type CurrentUserState = (
  | { status: 'loading'; user: CurrentUser | null }
  | { status: 'ready'; user: CurrentUser }
  | { status: 'needs-signup'; user: null }
  | { status: 'unavailable'; user: null; error: unknown }
) & { retry: () => void };

let inFlight: Promise<Awaited<ReturnType<typeof fetchCurrentUser>>> | undefined;

/**
 * The signed-in member: the copy on the device at once (so the app works offline), refreshed from
 * the server once per page load. A 404 means the account still needs its profile: /signup, with no retry.
 */
export function useCurrentUser(enabled: boolean): CurrentUserState {
  const stored = useStoredUser();
  const [outcome, setOutcome] = useState<'pending' | 'done' | 'needs-signup' | { error: unknown }>('pending');
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setOutcome('pending');
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const refresh = () => {
      inFlight ??= fetchCurrentUser();
      void inFlight.then(settle);
    };
    const settle = (result: Awaited<ReturnType<typeof fetchCurrentUser>>) => {
      if (cancelled) return;
      if (result.kind === 'found') {
        setCurrentUser(result.user);
        setOutcome('done');
      } else if (result.kind === 'needs-signup') {
        inFlight = undefined;
        setOutcome('needs-signup');
      } else {
        inFlight = undefined;
        setOutcome({ error: result.error });
      }
    };
    // With the device's copy on screen, the refresh waits for an idle moment: the screen the member
    // opened is drawn first. Without one, nothing can be shown until it answers.
    const cancel = getCurrentUser() ? onIdle(refresh, 1_000) : (refresh(), undefined);
    return () => {
      cancelled = true;
      cancel?.();
    };
  }, [enabled, attempt]);

  // A profile that could not be fetched is fetched again as soon as the browser is back online.
  const failed = typeof outcome === 'object';
  useEffect(() => {
    if (!failed) return undefined;
    addEventListener('online', retry);
    return () => removeEventListener('online', retry);
  }, [failed, retry]);

  if (outcome === 'needs-signup') return { status: 'needs-signup', user: null, retry };
  if (stored) return { status: 'ready', user: stored, retry };
  if (outcome === 'pending' || outcome === 'done') return { status: 'loading', user: null, retry };
  return { status: 'unavailable', user: null, error: outcome.error, retry };
}

/** Forget the per-load fetch, e.g. after signup made the profile. */
export function resetCurrentUserFetch(): void {
  inFlight = undefined;
}
