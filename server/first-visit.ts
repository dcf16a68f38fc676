import { serverRendering } from '../schemas/app-links';
import { CLIENT_CONFIG_ELEMENT_ID, FIRST_VISIT_ELEMENT_ID, ROUTER_STATE_ELEMENT_ID, type FirstVisit } from '../schemas/first-visit';
import { eventsInListOrder, shownEvent } from './events/listed-events';
import { COLLECTIONS } from './replication/collections';
import type { DocumentStore } from './replication/store';
import type { LiveReader } from './routes/event-live';
import { eventSessions } from './routes/sessions';
import { strip } from './routes/support';

/** The events a first visit to /events shows at once: the first of the list, as a phone's screen and a scroll or two hold. */
export const FIRST_VISIT_EVENTS = 20;

export type { FirstVisit };

/** The counts of these events, as the server's event stats give them. */
async function statsOf(live: LiveReader, ids: string[]): Promise<NonNullable<FirstVisit['stats']>> {
  const all = await live.stats();
  return Object.fromEntries(ids.filter((id) => all[id]).map((id) => [id, all[id]!]));
}

/**
 * The public data a page shows first, for the pages whose route says they bring some (`rendered.data`
 * in schemas/app-links.ts): the events list (its first events, in list order, with their counts), and
 * an event's page and its big screen (that event, its counts and its live snapshot), and an event's
 * agenda (that event and its sessions that are not deleted, in time order). Returns undefined
 * for other paths and for an event that does not exist. Events are public: a guest's pull serves them
 * whole, and so are sessions. The path is as the browser sent it, URL-encoded.
 */
export async function firstVisitOf(store: DocumentStore, live: LiveReader, pathname: string): Promise<FirstVisit | undefined> {
  const page = serverRendering(pathname);
  if (page?.rendering.data === 'event-list') {
    const events = (await eventsInListOrder(store)).slice(0, FIRST_VISIT_EVENTS).map(shownEvent);
    return { events, stats: await statsOf(live, events.map((event) => event.id)) };
  }
  const slugOrId = page?.rendering.data === 'event' || page?.rendering.data === 'agenda' ? page.params.slugOrId : undefined;
  if (!slugOrId) return undefined;
  const event = await store.findBySlugOrId(COLLECTIONS.events, slugOrId);
  if (!event || event._deleted) return undefined;
  if (page?.rendering.data === 'agenda') return { events: [shownEvent(event)], sessions: (await eventSessions(store, event.id)).map(strip) };
  const [stats, { snapshot }] = await Promise.all([statsOf(live, [event.id]), live.snapshot(event)]);
  return { events: [shownEvent(event)], stats, live: snapshot };
}

/** A JSON data block: never run, and every '<', '>' and '&' in it escaped, so no text can end the block or start markup. */
function dataBlock(id: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${id}">${json}</script>`;
}

export type PageParts = {
  /** The public data the page shows first. */
  firstVisit?: FirstVisit | undefined;
  /** The app's run-time configuration. */
  clientConfig?: unknown;
  /** The page as the app renders it (src/ssr/render-page.tsx): its markup, put in the app's root element, and the router's state it was rendered in. */
  rendered?: RenderedMarkup | undefined;
  /** For the landing page: the sign-in issuer's address, whose discovery document its sign-in start reads. */
  landingIssuer?: string | undefined;
};

const attribute = (value: string) => value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * What the landing page's sign-in start (src/landing.ts) fetches, asked for with the page instead of
 * one after the other once the page's loader has run: its modules (the loader's data-landing list)
 * and the issuer's discovery document, where the sign-in client reads where to send the visitor.
 */
export function landingPreloads(html: string, issuerEndpoint: string): string {
  const modules = (/data-landing="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
  if (modules.length === 0 || !URL.canParse(issuerEndpoint)) return '';
  const discovery = new URL('oidc/.well-known/openid-configuration', issuerEndpoint.endsWith('/') ? issuerEndpoint : `${issuerEndpoint}/`).href;
  return [
    ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`),
    `<link rel="preload" as="fetch" crossorigin href="${attribute(discovery)}">`,
  ].join('');
}

/** A page as the app renders it: its markup, the router's state, and the language (and direction) it is written in. */
export type RenderedMarkup = { markup: string; routerState: unknown; lang?: string; dir?: 'ltr' | 'rtl' };

/** The app shell's HTML with the page's data blocks in its head and its markup in the root element. */
export function pageHtml(html: string, { firstVisit, clientConfig, rendered, landingIssuer }: PageParts): string {
  const blocks = [
    landingIssuer === undefined ? '' : landingPreloads(html, landingIssuer),
    clientConfig === undefined ? '' : dataBlock(CLIENT_CONFIG_ELEMENT_ID, clientConfig),
    firstVisit === undefined ? '' : dataBlock(FIRST_VISIT_ELEMENT_ID, firstVisit),
    rendered === undefined ? '' : dataBlock(ROUTER_STATE_ELEMENT_ID, rendered.routerState),
  ].join('');
  let page = html.replace('</head>', `${blocks}</head>`);
  // A function, so no '$' in the markup is read as a replacement pattern.
  if (rendered) page = page.replace('<div id="root"></div>', () => `<div id="root">${rendered.markup}</div>`);
  // The document speaks the markup's language, right to left for Arabic, before any script runs.
  if (rendered?.lang && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(rendered.lang)) {
    page = page.replace('<html lang="en">', `<html lang="${rendered.lang}" dir="${rendered.dir === 'rtl' ? 'rtl' : 'ltr'}">`);
  }
  return page;
}

/** The page's HTML with the data as a JSON data block in its head. */
export function withFirstVisit(html: string, data: FirstVisit): string {
  return pageHtml(html, { firstVisit: data });
}
