import { FIRST_VISIT_ELEMENT_ID, type FirstVisit } from '../schemas/first-visit';
import { eventsInListOrder, shownEvent, type EventRow } from './events/listed-events';
import { COLLECTIONS } from './replication/collections';
import type { DocumentStore } from './replication/store';

/** The events a first visit to /events shows at once: the first of the list, as a phone's screen and a scroll or two hold. */
export const FIRST_VISIT_EVENTS = 20;

export type { FirstVisit };

const EVENT_PAGE = /^\/events\/([^/]+)$/;

/**
 * The public data a page shows first, for the paths that have some: `/events` (its first events, in
 * list order) and `/events/{slugOrId}` (that event). Returns undefined for other paths and for an
 * event that does not exist. Events are public: a guest's pull serves them whole.
 */
export async function firstVisitOf(store: DocumentStore, pathname: string): Promise<FirstVisit | undefined> {
  if (pathname === '/events') return { events: (await eventsInListOrder(store)).slice(0, FIRST_VISIT_EVENTS).map(shownEvent) };
  const page = EVENT_PAGE.exec(pathname);
  if (!page) return undefined;
  const event = (await store.findBySlugOrId(COLLECTIONS.events!, page[1]!)) as EventRow | undefined;
  return event && !event._deleted ? { events: [shownEvent(event)] } : undefined;
}

/**
 * The page's HTML with the data as a JSON data block in its head. A data block is never run, and
 * every '<', '>' and '&' in it is escaped, so no text of an event can end the block or start markup.
 */
export function withFirstVisit(html: string, data: FirstVisit): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return html.replace('</head>', `<script type="application/json" id="${FIRST_VISIT_ELEMENT_ID}">${json}</script></head>`);
}
