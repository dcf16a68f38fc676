import { useEffect } from 'react';
import { getDatabase } from '../../../db/database';
import { UNREAD_CHATS_POLL_MS } from '../../../lib/unread-chats';
import { useVenueMode, VENUE_SLOWDOWN } from '../../../lib/venue-mode';
import { refreshReads, sendUnsentReads } from '../chat-reads';

/**
 * While a chat screen is open: how far everyone has read, fetched now and every 10 s while the tab
 * is shown and online; reads made offline are sent as soon as the browser is back online.
 */
export function useReadsSync(): void {
  // Venue mode slows background refreshes.
  const every = useVenueMode() ? UNREAD_CHATS_POLL_MS * VENUE_SLOWDOWN : UNREAD_CHATS_POLL_MS;
  useEffect(() => {
    let inFlight = false;
    const refresh = () => {
      if (inFlight || !navigator.onLine || document.visibilityState === 'hidden') return;
      inFlight = true;
      void getDatabase()
        .then((db) => refreshReads(db))
        .catch(() => {}) // the device's copy stays; the next tick tries again
        .finally(() => {
          inFlight = false;
        });
    };
    const flush = () => void getDatabase().then((db) => sendUnsentReads(db)).catch(() => {});
    refresh();
    const timer = setInterval(refresh, every);
    addEventListener('online', flush);
    addEventListener('online', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      removeEventListener('online', flush);
      removeEventListener('online', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [every]);
}
