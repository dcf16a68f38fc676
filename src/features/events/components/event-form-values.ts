import type { EventDoc } from '../../../../schemas/event.schema';
import { deviceTimeZone, instantOfWallTime, isTimeZone, wallTimeInZone } from '../../../../schemas/time-zone';
import type { EventInput } from '../api/event-writes';
import { EVENT_DRAFT_PREFIX } from '../../../lib/event-draft';

export type EventKind = 'event' | 'community';

/** The form's fields as the member sees them: days as 'YYYY-MM-DD' and times as 'HH:mm', wall times at the venue. */
export type EventFormValues = {
  kind: EventKind;
  name: string;
  description: string;
  location: string;
  startDate: string | null;
  startTime: string;
  endDate: string | null;
  endTime: string;
  /** The venue's IANA zone: the start and end are read as its wall times. */
  timeZone: string;
};

// A new event runs from 9:00 to 17:00 until the member says otherwise: only the days are left to pick.
export const DEFAULT_START_TIME = '09:00';
export const DEFAULT_END_TIME = '17:00';

/** A new event's form: its venue is where the organiser's device is until they pick another zone. */
export function emptyEventValues(kind: EventKind, timeZone: string = deviceTimeZone()): EventFormValues {
  return { kind, name: '', description: '', location: '', startDate: null, startTime: DEFAULT_START_TIME, endDate: null, endTime: DEFAULT_END_TIME, timeZone };
}

/** An instant's wall time at the venue, or null when there is none. */
const wall = (iso: string | undefined, timeZone: string) => {
  if (!iso || Number.isNaN(Date.parse(iso))) return null;
  return wallTimeInZone(iso, timeZone);
};

/** A stored event as the form shows it: its days and times at the venue, in its own zone. */
export function valuesOf(event: EventDoc, fallbackZone: string = deviceTimeZone()): EventFormValues {
  // A zone the runtime does not know is kept, so the form says so rather than changing it unasked.
  const timeZone = event.time_zone || fallbackZone;
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const start = wall(event.starts_at, zone);
  const end = wall(event.ends_at, zone);
  return {
    kind: event.is_community ? 'community' : 'event',
    name: event.name,
    description: event.description ?? '',
    location: event.location ?? '',
    startDate: start ? start.slice(0, 10) : null,
    startTime: start ? start.slice(11, 16) : DEFAULT_START_TIME,
    endDate: end ? end.slice(0, 10) : null,
    endTime: end ? end.slice(11, 16) : DEFAULT_END_TIME,
    timeZone,
  };
}

/** A day and a time at the venue as an ISO instant, or undefined until both are chosen. */
function instant(date: string | null, clock: string, timeZone: string): string | undefined {
  const time = /^(\d{1,2}):(\d{2})/.exec(clock);
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !time || !isTimeZone(timeZone)) return undefined;
  const at = instantOfWallTime(`${date}T${time[1]!.padStart(2, '0')}:${time[2]!}`, timeZone);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

export function inputOf(values: EventFormValues): EventInput {
  const isCommunity = values.kind === 'community';
  return {
    name: values.name,
    description: values.description,
    location: values.location,
    isCommunity,
    startsAt: isCommunity ? undefined : instant(values.startDate, values.startTime, values.timeZone),
    endsAt: isCommunity ? undefined : instant(values.endDate, values.endTime, values.timeZone),
    // A community has no clock: it keeps whatever zone it has.
    ...(isCommunity ? {} : { timeZone: values.timeZone }),
  };
}

export const sameValues = (a: EventFormValues, b: EventFormValues) => (Object.keys(a) as (keyof EventFormValues)[]).every((key) => a[key] === b[key]);

/** Whether a new event's form holds anything the member wrote or chose. */
export const hasContent = (values: EventFormValues) =>
  Boolean(values.name.trim() || values.description.trim() || values.location.trim() || values.startDate || values.endDate);

// A new event's draft lives in session storage, one per form (new event, new community), so a reload keeps it.
const draftKey = (kind: EventKind) => `${EVENT_DRAFT_PREFIX}${kind}`;

export function readEventDraft(kind: EventKind, storage: Storage = sessionStorage): EventFormValues | null {
  try {
    const draft = JSON.parse(storage.getItem(draftKey(kind)) ?? 'null') as Partial<EventFormValues> | null;
    if (!draft || typeof draft !== 'object') return null;
    const empty = emptyEventValues(kind);
    const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
    const date = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
    return {
      kind: draft.kind === 'community' || draft.kind === 'event' ? draft.kind : kind,
      name: text(draft.name, ''),
      description: text(draft.description, ''),
      location: text(draft.location, ''),
      startDate: date(draft.startDate),
      startTime: text(draft.startTime, empty.startTime),
      endDate: date(draft.endDate),
      endTime: text(draft.endTime, empty.endTime),
      timeZone: isTimeZone(draft.timeZone) ? draft.timeZone : empty.timeZone,
    };
  } catch {
    return null;
  }
}

export function saveEventDraft(kind: EventKind, values: EventFormValues, storage: Storage = sessionStorage): void {
  if (hasContent(values)) storage.setItem(draftKey(kind), JSON.stringify(values));
  else storage.removeItem(draftKey(kind));
}

export function clearEventDraft(kind: EventKind, storage: Storage = sessionStorage): void {
  storage.removeItem(draftKey(kind));
}
