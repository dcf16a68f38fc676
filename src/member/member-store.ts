import { useRef, useSyncExternalStore } from 'react';
import type { Role, UserDoc } from '../../schemas/user.schema';

export type CurrentUser = UserDoc & { email?: string; role?: Role };

// public/load-app.js reads it too: on a page the server rendered, a member's app starts at once.
const KEY = 'meetverse.auth';
const listeners = new Set<() => void>();

function read(): CurrentUser | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { user?: CurrentUser } | null;
    return stored?.user && typeof stored.user.id === 'string' ? stored.user : null;
  } catch {
    return null;
  }
}

let user: CurrentUser | null = typeof localStorage === 'undefined' ? null : read();

/**
 * The signed-in member, kept on the device so the app starts offline. The profile is
 * refreshed on every load; when it comes back unchanged nothing re-renders (every screen reads it, and
 * a store change renders synchronously).
 */
export function setCurrentUser(next: CurrentUser | null): void {
  const before = user ? JSON.stringify({ user }) : null;
  const after = next ? JSON.stringify({ user: next }) : null;
  // The same member is kept as the same object: a screen that read it before subscribing would
  // otherwise find it changed when it subscribes, and render again at once.
  if (after === before) return;
  user = next;
  if (after) localStorage.setItem(KEY, after);
  else localStorage.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

export const getCurrentUser = () => user;

export function useStoredUser(): CurrentUser | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => user,
    // The server renders pages for a guest: the member, if one is stored, shows once the page is taken over.
    () => null,
  );
}

/**
 * The signed-in member, for screens under the sign-in guard: the guard renders them only once the
 * member is known, so here there always is one.
 */
export function useMember(): CurrentUser {
  const member = useStoredUser();
  // During a logout the member goes a moment before the guard takes the screen away: keep the last one.
  const last = useRef(member);
  if (member) last.current = member;
  if (!last.current) throw new Error('useMember is for screens behind the sign-in guard, which waits for the member');
  return last.current;
}
