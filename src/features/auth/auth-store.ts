import { useSyncExternalStore } from 'react';
import type { Role, UserDoc } from '../../../schemas/user.schema';

export type CurrentUser = UserDoc & { email?: string; role?: Role };

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

/** SPEC 3, 4: the signed-in member, kept on the device so the app starts offline. */
export function setCurrentUser(next: CurrentUser | null): void {
  user = next;
  if (next) localStorage.setItem(KEY, JSON.stringify({ user: next }));
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
  );
}
