const KEY = 'meetverse.returnPath';
export const RETURN_PATH_TTL_MS = 10 * 60 * 1000; // a saved return path is valid for 10 minutes

/**
 * Whether a path may be returned to. Each screen's route says whether it may (the landing, the auth
 * pages, the event list and the big screen may not): callers that know the router pass
 * `isReturnableIn` bound to it. Any path must also be on this origin.
 */
export type Returnable = (path: string) => boolean;

type Options = { returnable?: Returnable; now?: number; storage?: Storage };

const onThisOrigin: Returnable = (path) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/** Remembers where a member was going when sign-in interrupted them; a path that may not be returned to leaves the saved one alone. */
export function saveReturnPath(path: string, { returnable, now = Date.now(), storage = localStorage }: Options = {}): void {
  if (!onThisOrigin(path) || (returnable && !returnable(path))) return;
  storage.setItem(KEY, JSON.stringify({ path, savedAt: now }));
}

/** The saved path if it is still valid; it is used once. */
export function takeReturnPath(options: Options = {}): string | null {
  const path = peekReturnPath(options);
  (options.storage ?? localStorage).removeItem(KEY);
  return path;
}

/** The saved path if it is still valid, left in place. */
export function peekReturnPath({ returnable, now = Date.now(), storage = localStorage }: Options = {}): string | null {
  const raw = storage.getItem(KEY);
  if (!raw) return null;
  try {
    const { path, savedAt } = JSON.parse(raw) as { path?: unknown; savedAt?: unknown };
    if (typeof path !== 'string' || typeof savedAt !== 'number') return null;
    if (now - savedAt > RETURN_PATH_TTL_MS || now < savedAt) return null;
    return onThisOrigin(path) && (!returnable || returnable(path)) ? path : null;
  } catch {
    return null;
  }
}
