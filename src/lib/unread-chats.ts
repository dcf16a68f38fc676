import { useEffect, useRef, useState } from 'react';
import { apiRequest, type ApiAnswer } from './api-client';
import { useVenueMode, VENUE_SLOWDOWN } from './venue-mode';
import { deviceOffline } from './device-offline';

// The unread chat count is polled every 10 s.
export const UNREAD_CHATS_POLL_MS = 10_000;

type Request = <T>(method: string, path: string) => Promise<T>;

/** How many chat rooms have unread messages: total_unread_chats of GET /chats/unread-count. */
export async function fetchUnreadChats(request: Request = apiRequest): Promise<number> {
  // Checked as it comes: an answer of another shape (a proxy's page) is no count.
  const body = await request<Partial<ApiAnswer<'/chats/unread-count', 'get'>> | null>('GET', '/chats/unread-count');
  const total = Number(body?.total_unread_chats);
  if (!Number.isFinite(total) || total < 0) throw new Error('Malformed unread chat count');
  return Math.floor(total);
}

export type UnreadChatsOptions = {
  request?: Request;
  isOnline?: () => boolean;
  intervalMs?: number;
};

const refreshers = new Set<() => void>();

/** Asks the badge again now, e.g. right after the member read a room, instead of at the next poll. */
export function refreshUnreadChats(): void {
  for (const refresh of refreshers) refresh();
}

const browserOnline = () => !deviceOffline();

/**
 * The Messages badge: polled every 10 s while `enabled` (a member is signed in), the browser is
 * online and the tab is shown, at once when it comes back online or is shown again. Offline or on a failed call the last value stays.
 */
export function useUnreadChatCount(enabled: boolean, options: UnreadChatsOptions = {}): number {
  const venue = useVenueMode();
  const { request = apiRequest, isOnline = browserOnline, intervalMs: baseInterval = UNREAD_CHATS_POLL_MS } = options;
  // Venue mode slows background refreshes.
  const intervalMs = venue ? baseInterval * VENUE_SLOWDOWN : baseInterval;
  const [count, setCount] = useState(0);
  // The latest request and online check, so a caller passing new functions each render does not restart the poll.
  const calls = useRef({ request, isOnline });
  useEffect(() => {
    calls.current = { request, isOnline };
  });
  // A member who signs out (or another who signs in) must not see the last one's count.
  useEffect(() => {
    if (!enabled) setCount(0);
  }, [enabled]);
  useEffect(() => {
    if (!enabled) return undefined;
    let cancelled = false;
    let inFlight = false;
    const poll = () => {
      // A hidden tab asks nothing; it asks again as soon as it is shown.
      if (!calls.current.isOnline() || inFlight || document.visibilityState === 'hidden') return;
      inFlight = true;
      fetchUnreadChats(calls.current.request)
        .then((total) => !cancelled && setCount(total))
        .catch(() => {}) // keep the last value; the next poll tries again
        .finally(() => {
          inFlight = false;
        });
    };
    poll();
    const timer = setInterval(poll, intervalMs);
    window.addEventListener('online', poll);
    document.addEventListener('visibilitychange', poll);
    refreshers.add(poll);
    return () => {
      refreshers.delete(poll);
      cancelled = true;
      clearInterval(timer);
      window.removeEventListener('online', poll);
      document.removeEventListener('visibilitychange', poll);
    };
  }, [enabled, intervalMs]);
  return enabled ? count : 0;
}
