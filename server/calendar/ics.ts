import { TZDate } from '@date-fns/tz';
import icalGenerator, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';
import { pathKey } from '../../schemas/app-links';
import type { Doc } from '../replication/collections';

/** An event and the sessions of it a calendar holds (deleted ones are left out here). */
export type CalendarEntry = { event: Doc<'events'>; sessions: Doc<'sessions'>[] };

export type CalendarOptions = {
  /** The calendar's name, as calendar apps show it. */
  name: string;
  entries: CalendarEntry[];
  /** The app's public address: UIDs are made with its host, and each entry links to its page there. */
  publicUrl: string;
  /**
   * For an event without sessions, the event itself is one entry (an agenda's download); a member's
   * starred sessions leave it out.
   */
  eventWithoutSessions: boolean;
  /** How often a subscribed calendar app should fetch it again, in seconds (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshSeconds?: number;
};

export const PRODUCT_ID = { company: 'Meetverse', product: 'Agenda', language: 'EN' } as const;

/** An hour, for an event whose end is not known. */
const HOUR_MS = 3_600_000;

let knownZones: Set<string> | undefined;

/**
 * The zone times are written in (TZID, with its VTIMEZONE), or null for UTC: an event without a zone,
 * or with one the time-zone table does not know, is written in UTC, which every calendar reads.
 */
export function calendarZone(timeZone: string | undefined): string | null {
  if (!timeZone || timeZone === 'UTC' || timeZone === 'Etc/UTC') return null;
  knownZones ??= new Set(tzlib_get_timezones());
  return knownZones.has(timeZone) ? timeZone : null;
}

/** The VTIMEZONE block of a zone, from the table the package ships (no network). */
function vtimezone(timeZone: string): string | null {
  const [block] = tzlib_get_ical_block(timeZone);
  return block || null;
}

/** `<id>@<host of the public address>`: the same entry keeps its UID in every export. */
export const calendarUid = (id: string, publicUrl: string): string => `${id}@${new URL(publicUrl).host}`;

/** The page of an event in the app. */
export const eventPageUrl = (publicUrl: string, event: Doc<'events'>): string => `${publicUrl}/events/${encodeURIComponent(pathKey(event))}`;

/** The page of a session in the app. */
export const sessionPageUrl = (publicUrl: string, event: Doc<'events'>, sessionId: string): string =>
  `${eventPageUrl(publicUrl, event)}/sessions/${encodeURIComponent(sessionId)}`;

/** Speakers first, then the description; empty when the session has neither. */
export function sessionDescription(session: Doc<'sessions'>): string {
  const speakers = (session.speakers ?? []).map((speaker) => speaker.name).join(', ');
  return [speakers && `Speakers: ${speakers}`, session.description?.trim()].filter(Boolean).join('\n\n');
}

/** Where a session happens: its room, then the event's place. */
export const sessionLocation = (session: Doc<'sessions'>, event: Doc<'events'>): string =>
  [session.room?.trim(), event.location?.trim()].filter(Boolean).join(', ');

/** The instant as the zone's wall time (the generator writes it with TZID), or as UTC. */
function inZone(instant: string | number, zone: string | null): Date {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  return zone ? new TZDate(ms, zone) : new Date(ms);
}

const stampOf = (updatedAt: number): Date => new Date(updatedAt > 0 ? updatedAt : 0);

function addEntry(calendar: ICalCalendar, { event, sessions }: CalendarEntry, options: CalendarOptions): void {
  const zone = calendarZone(event.time_zone);
  const live = sessions.filter((session) => !session._deleted).sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.id.localeCompare(b.id));
  for (const session of live) {
    calendar.createEvent({
      id: calendarUid(session.id, options.publicUrl),
      sequence: session.sequence ?? 0,
      start: inZone(session.starts_at, zone),
      end: inZone(session.ends_at, zone),
      timezone: zone,
      stamp: stampOf(session.updatedAt),
      lastModified: stampOf(session.updatedAt),
      summary: session.title,
      description: sessionDescription(session) || null,
      location: sessionLocation(session, event) || null,
      url: sessionPageUrl(options.publicUrl, event, session.id),
      status: session.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  if (live.length > 0 || !options.eventWithoutSessions || !event.starts_at) return;
  const start = Date.parse(event.starts_at);
  const end = event.ends_at ? Date.parse(event.ends_at) : start + HOUR_MS;
  calendar.createEvent({
    id: calendarUid(event.id, options.publicUrl),
    sequence: 0,
    start: inZone(start, zone),
    end: inZone(Math.max(end, start), zone),
    timezone: zone,
    stamp: stampOf(event.updatedAt),
    lastModified: stampOf(event.updatedAt),
    summary: event.name,
    description: event.description?.trim() || null,
    location: event.location?.trim() || null,
    url: eventPageUrl(options.publicUrl, event),
    status: ICalEventStatus.CONFIRMED,
  });
}

/**
 * An iCalendar file (RFC 5545) of events and their sessions: each session one VEVENT with a UID that
 * stays the same across exports, SEQUENCE from the session's version count, times in the event's zone
 * (TZID and a VTIMEZONE block) and a link to its page; a cancelled session is STATUS:CANCELLED, a
 * deleted one is left out.
 */
export function calendarText(options: CalendarOptions): string {
  const calendar = icalGenerator({
    name: options.name,
    prodId: PRODUCT_ID,
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: vtimezone },
    ...(options.refreshSeconds ? { ttl: options.refreshSeconds } : {}),
  });
  for (const entry of options.entries) addEntry(calendar, entry, options);
  return calendar.toString();
}
