import { useEffect, useState } from 'react';
import { parsePass } from '../../../schemas/door-rules';
import { ApiError, apiRequest, type ApiAnswer } from '../../lib/api-client';

const keyOf = (memberId: string, eventId: string) => `meetverse.pass.${memberId}.${eventId}`;

/** The member's pass to the event kept on this device, or null. */
export function keptPass(memberId: string, eventId: string, storage: Storage = localStorage): string | null {
  const text = storage.getItem(keyOf(memberId, eventId));
  const pass = text ? parsePass(text) : null;
  return pass && pass.eventId === eventId && pass.userId === memberId ? text : null;
}

/** Fetches the member's pass and keeps it on the device; a refusal (no longer joined) forgets the one kept. */
export async function fetchPass(memberId: string, eventId: string, storage: Storage = localStorage): Promise<string | null> {
  try {
    const { data } = await apiRequest<ApiAnswer<'/events/{id}/pass', 'get'>>('GET', `/events/${encodeURIComponent(eventId)}/pass`);
    if (data.user_id !== memberId || data.event_id !== eventId) return keptPass(memberId, eventId, storage);
    storage.setItem(keyOf(memberId, eventId), data.text);
    return data.text;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      storage.removeItem(keyOf(memberId, eventId));
      return null;
    }
    // Offline, or the server is away: the pass kept stays good.
    return keptPass(memberId, eventId, storage);
  }
}

/**
 * The member's pass to an event they joined: the one kept on the device at once (it works offline),
 * fetched from the server when they join or open the event online, and kept for next time.
 */
export function useOwnPass(eventId: string, memberId: string, joined: boolean): string | null {
  const [pass, setPass] = useState(() => keptPass(memberId, eventId));
  useEffect(() => {
    setPass(keptPass(memberId, eventId));
    if (!joined) return;
    let current = true;
    const refresh = () => {
      void fetchPass(memberId, eventId).then((text) => {
        if (current) setPass(text);
      });
    };
    if (navigator.onLine) refresh();
    window.addEventListener('online', refresh);
    return () => {
      current = false;
      window.removeEventListener('online', refresh);
    };
  }, [eventId, memberId, joined]);
  return joined ? pass : null;
}
