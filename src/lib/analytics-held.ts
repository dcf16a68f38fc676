/**
 * Analytics events a page could not send before it was left, kept in the tab's session storage for
 * the app's next page in the same tab to send (src/lib/analytics.ts). Analytics loads when the
 * browser is idle, and the landing page goes on to sign-in before that: 'App Launched' then waits
 * here for the page sign-in returns to. No imports: the landing page's sign-in start uses this
 * before the app's code has loaded.
 */

const KEY = 'meetverse.analyticsHeld';

/** The analytics queue holds at most 200 events; the oldest go first. */
export const MAX_QUEUED_EVENTS = 200;

export type HeldEvent = { event: string; properties?: Record<string, unknown> | undefined; at: number };

function isHeldEvent(value: unknown): value is HeldEvent {
  const held = value as HeldEvent | null;
  return typeof held?.event === 'string' && typeof held.at === 'number' && (held.properties === undefined || (typeof held.properties === 'object' && held.properties !== null));
}

/** The events held for the next page, taken (they are no longer held). Anything unreadable is dropped. */
export function takeHeldEvents(storage: Storage = sessionStorage): HeldEvent[] {
  try {
    const text = storage.getItem(KEY);
    storage.removeItem(KEY);
    const held: unknown = text ? JSON.parse(text) : [];
    return Array.isArray(held) ? held.filter(isHeldEvent) : [];
  } catch {
    return [];
  }
}

/** Adds events to those held for the next page, at most 200 in all. */
export function holdForNextPage(events: readonly HeldEvent[], storage: Storage = sessionStorage): void {
  if (events.length === 0) return;
  try {
    const held = [...takeHeldEvents(storage), ...events].slice(-MAX_QUEUED_EVENTS);
    storage.setItem(KEY, JSON.stringify(held));
  } catch {
    // Storage full or blocked: analytics is not product behaviour, and the page is leaving.
  }
}

/** 'App Launched', with where the visit came from (the landing page's `source`), 'Organic' by default. */
export function appLaunched(source?: string | null, at = Date.now()): HeldEvent & { event: 'App Launched' } {
  return { event: 'App Launched', properties: { source: source?.trim() || 'Organic' }, at };
}
