const KEY = 'meetverse.returnPath';
export const RETURN_PATH_TTL_MS = 10 * 60 * 1000; // a saved return path is valid for 10 minutes

// Never saved as a return path (nor are big-screen paths).
const NEVER_SAVED = new Set(['/', '/hi', '/signup', '/callback', '/logout', '/events']);

export function isSavablePath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!normalised.startsWith('/') || normalised.startsWith('//')) return false;
  if (NEVER_SAVED.has(normalised)) return false;
  return !/^\/events\/[^/]+\/big-screen$/.test(normalised);
}

/** Remembers where a member was going when sign-in interrupted them. */
export function saveReturnPath(path: string, now = Date.now(), storage: Storage = localStorage): void {
  if (!isSavablePath(path)) return;
  storage.setItem(KEY, JSON.stringify({ path, savedAt: now }));
}

/** The saved path if it is still valid; it is used once. */
export function takeReturnPath(now = Date.now(), storage: Storage = localStorage): string | null {
  const path = peekReturnPath(now, storage);
  storage.removeItem(KEY);
  return path;
}

/** The saved path if it is still valid, left in place. */
export function peekReturnPath(now = Date.now(), storage: Storage = localStorage): string | null {
  const raw = storage.getItem(KEY);
  if (!raw) return null;
  try {
    const { path, savedAt } = JSON.parse(raw) as { path?: unknown; savedAt?: unknown };
    if (typeof path !== 'string' || typeof savedAt !== 'number') return null;
    if (now - savedAt > RETURN_PATH_TTL_MS || now < savedAt) return null;
    return isSavablePath(path) ? path : null;
  } catch {
    return null;
  }
}
