/**
 * A first visit to a public page (`/events`, `/events/{slugOrId}`, its agenda) brings the events it shows in its
 * HTML, as a JSON data block with this id, so the page paints them before the app's database is open
 * and synced. Later visits are served by the service worker and read the database.
 */
export const FIRST_VISIT_ELEMENT_ID = 'meetverse-first-visit';

/** The data block's content. */
export type FirstVisit = {
  events: Record<string, unknown>[];
  /** For each event shown, how many joined and checked in (what a guest's cards and the event's page say). */
  stats?: Record<string, { attendee_count: number; checked_in_count: number }>;
  /** On an event's page and its big screen: the event's live snapshot (its organiser's name, its top questions). */
  live?: Record<string, unknown>;
  /** On an event's agenda: the event's sessions that are not deleted, in time order. */
  sessions?: Record<string, unknown>[];
};

/** Every page the server sends brings the app's run-time configuration in a data block with this id: the app need not ask for it before it renders. */
export const CLIENT_CONFIG_ELEMENT_ID = 'meetverse-client-config';

/** A page the server rendered brings the app router's state it was rendered in, in a data block with this id. */
export const ROUTER_STATE_ELEMENT_ID = 'meetverse-router-state';

/** What the server asks the build's page renderer (src/ssr/render-page.tsx) to render. */
export type PageToRender = {
  /** The path and query, as the browser asked for it. */
  url: string;
  /** The origin the app is reached at (links and codes on the page name it). */
  origin: string;
  /** The browser's languages, most preferred first (from Accept-Language): dates are written as it would write them. */
  languages: readonly string[];
  /** The public data the page shows, as its data block brings it to the browser. */
  firstVisit: FirstVisit | undefined;
  /** The sign-in issuer's settings, as the run-time configuration gives them. */
  auth: { endpoint: string; appId: string; apiResource: string };
  /** Told what went wrong when the page is not rendered for an error. */
  onError?: (error: unknown) => void;
};
