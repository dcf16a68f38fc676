import { useSyncExternalStore } from 'react';

/** Venue mode, a setting of this device: text first, pictures when on screen, less background traffic. */
export const VENUE_MODE_KEY = 'meetverse.venueMode';
/** Requests this slow, this many within a minute, make the app offer venue mode. */
export const SLOW_REQUEST_MS = 5_000;
export const SLOW_REQUESTS_TO_OFFER = 3;
const SLOW_WINDOW_MS = 60_000;
/** In venue mode, background refreshes (unread counts, reads) run this many times less often. */
export const VENUE_SLOWDOWN = 3;

const listeners = new Set<() => void>();
const offerListeners = new Set<() => void>();
let slow: number[] = [];
let offered = false;

function read(): boolean {
  try {
    return globalThis.localStorage?.getItem(VENUE_MODE_KEY) === 'on';
  } catch {
    return false;
  }
}

let on = read();

export const isVenueMode = (): boolean => on;

export function setVenueMode(next: boolean): void {
  on = next;
  try {
    if (next) localStorage.setItem(VENUE_MODE_KEY, 'on');
    else localStorage.removeItem(VENUE_MODE_KEY);
  } catch {
    // A storage that refuses keeps the choice for this page.
  }
  listeners.forEach((listener) => listener());
}

export function onVenueModeChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useVenueMode(): boolean {
  return useSyncExternalStore(onVenueModeChange, isVenueMode, () => false);
}

/**
 * Hears how long a request took. Three over 5 s within a minute, while venue mode is off, offer it,
 * once a page load: a member who says no is not asked again until the next visit.
 */
export function noteRequestTime(ms: number, now = Date.now()): void {
  if (on || offered || ms < SLOW_REQUEST_MS) return;
  slow = [...slow.filter((at) => now - at < SLOW_WINDOW_MS), now];
  if (slow.length < SLOW_REQUESTS_TO_OFFER) return;
  offered = true;
  offerListeners.forEach((listener) => listener());
}

export function onVenueModeOffer(listener: () => void): () => void {
  offerListeners.add(listener);
  return () => offerListeners.delete(listener);
}

/** Forgets the slow requests and the offer; for tests. */
export function resetVenueModeOffer(): void {
  slow = [];
  offered = false;
}
