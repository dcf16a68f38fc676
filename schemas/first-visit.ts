/**
 * A first visit to a public page (`/events`, `/events/{slugOrId}`) brings the events it shows in its
 * HTML, as a JSON data block with this id, so the page paints them before the app's database is open
 * and synced. Later visits are served by the service worker and read the database.
 */
export const FIRST_VISIT_ELEMENT_ID = 'meetverse-first-visit';

/** The data block's content. */
export type FirstVisit = { events: Record<string, unknown>[] };
