import { useSyncExternalStore } from 'react';

// How many of the member's writes wait to be sent, as the sync indicator counts them: venue mode holds
// pictures back while any wait, so the writes get the network first.
let waiting = 0;
const listeners = new Set<() => void>();

export function setWritesWaiting(count: number): void {
  if (count === waiting) return;
  waiting = count;
  listeners.forEach((listener) => listener());
}

export function useWritesWaiting(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting,
    () => 0,
  );
}
