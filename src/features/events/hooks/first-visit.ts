import { FIRST_VISIT_ELEMENT_ID } from '../../../../schemas/first-visit';
import { LIVE_STATUSES, type EventDoc } from '../../../../schemas/event.schema';

const isEvent = (value: unknown): value is EventDoc => {
  const event = value as Partial<Record<keyof EventDoc, unknown>> | null;
  return (
    typeof event === 'object' &&
    event !== null &&
    typeof event.id === 'string' &&
    typeof event.name === 'string' &&
    (LIVE_STATUSES as readonly unknown[]).includes(event.live_status)
  );
};

let read: EventDoc[] | null | undefined;

/**
 * The events the page's HTML brought on a first visit to /events or an event's page (read once), or
 * undefined when it brought none: a page served by the service worker, or one rendered without them.
 */
export function firstVisitEvents(): EventDoc[] | undefined {
  if (read === undefined) {
    read = null;
    try {
      const text = typeof document === 'undefined' ? null : document.getElementById(FIRST_VISIT_ELEMENT_ID)?.textContent;
      const data = text ? (JSON.parse(text) as { events?: unknown }) : undefined;
      const events = Array.isArray(data?.events) ? data.events.filter(isEvent) : [];
      if (events.length > 0) read = events;
    } catch {
      read = null;
    }
  }
  return read ?? undefined;
}

/** Reads the page's data block again; for tests, which change the page. */
export function forgetFirstVisit(): void {
  read = undefined;
}
