import type { LiveSnapshot } from '../../../../schemas/event-live';
import { FIRST_VISIT_ELEMENT_ID, type FirstVisit } from '../../../../schemas/first-visit';
import { parseLiveSnapshot } from '../big-screen/live-snapshot';
import { readDataBlock } from '../../../lib/data-block';
import type { StatsByEvent } from './use-event-stats';
import { LIVE_STATUSES, type EventDoc } from '../../../../schemas/event.schema';
import type { SessionDoc } from '../../../../schemas/session.schema';

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

const isSession = (value: unknown): value is SessionDoc => {
  const session = value as Partial<Record<keyof SessionDoc, unknown>> | null;
  return (
    typeof session === 'object' &&
    session !== null &&
    typeof session.id === 'string' &&
    typeof session.event_id === 'string' &&
    typeof session.title === 'string' &&
    typeof session.starts_at === 'string' &&
    typeof session.ends_at === 'string'
  );
};

type FirstVisitRead = { events: EventDoc[]; stats: StatsByEvent | undefined; live: LiveSnapshot | undefined; sessions: SessionDoc[] | undefined };

let read: FirstVisitRead | null | undefined;
// Where the server renders the page, there is no document to read the block from: it hands the data over.
let rendering: FirstVisit | undefined;

const isStats = (value: unknown): value is StatsByEvent =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((counts: { attendee_count?: unknown; checked_in_count?: unknown } | null) => typeof counts?.attendee_count === 'number' && typeof counts.checked_in_count === 'number');

function liveOf(value: unknown): LiveSnapshot | undefined {
  if (value === undefined) return undefined;
  try {
    return parseLiveSnapshot(value);
  } catch {
    return undefined;
  }
}

function parse(data: Partial<Record<keyof FirstVisit, unknown>> | undefined): FirstVisitRead | null {
  const events = Array.isArray(data?.events) ? data.events.filter(isEvent) : [];
  if (events.length === 0) return null;
  const sessions = Array.isArray(data?.sessions) ? data.sessions.filter(isSession) : undefined;
  return { events, stats: isStats(data?.stats) ? data.stats : undefined, live: liveOf(data?.live), sessions };
}

/** The page's data block, read once. */
function firstVisit(): FirstVisitRead | undefined {
  if (read === undefined) {
    read = parse((rendering ?? readDataBlock(FIRST_VISIT_ELEMENT_ID)) as Partial<Record<keyof FirstVisit, unknown>> | undefined);
  }
  return read ?? undefined;
}

/**
 * The events the page's HTML brought on a first visit to /events or an event's page (read once), or
 * undefined when it brought none: a page served by the service worker, or one rendered without them.
 */
export function firstVisitEvents(): EventDoc[] | undefined {
  return firstVisit()?.events;
}

/** The server's counts of the events the page's HTML brought, for a guest's cards and event page. */
export function firstVisitStats(): StatsByEvent | undefined {
  return firstVisit()?.stats;
}

/** The live snapshot of the event whose page (or big screen) the HTML is, by the slug or id in its path. */
export function firstVisitLive(slugOrId: string): LiveSnapshot | undefined {
  const live = firstVisit()?.live;
  return live && (live.event.slug === slugOrId || live.event.id === slugOrId) ? live : undefined;
}

/**
 * The sessions of this event as a first visit to its agenda brought them (in time order), or
 * undefined when the page brought none of this event's agenda.
 */
export function firstVisitSessions(eventId: string): SessionDoc[] | undefined {
  const read = firstVisit();
  if (!read?.sessions || !read.events.some((event) => event.id === eventId)) return undefined;
  return read.sessions.filter((session) => session.event_id === eventId);
}

/** Reads the page's data block again; for tests, which change the page. */
export function forgetFirstVisit(): void {
  read = undefined;
}

/** On the server: the data of the page it renders now (`undefined` once it is done), read as a data block would be. */
export function renderingFirstVisit(data: FirstVisit | undefined): void {
  rendering = data;
  read = undefined;
}
