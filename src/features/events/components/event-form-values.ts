import dayjs from 'dayjs';
import type { EventDoc } from '../../../../schemas/event.schema';
import type { EventInput } from '../api/event-writes';
import { EVENT_DRAFT_PREFIX } from '../../../lib/event-draft';

export type EventKind = 'event' | 'community';

/** The form's fields as the member sees them: days as 'YYYY-MM-DD' and times as 'HH:mm', in local time. */
export type EventFormValues = {
  kind: EventKind;
  name: string;
  description: string;
  location: string;
  startDate: string | null;
  startTime: string;
  endDate: string | null;
  endTime: string;
};

// A new event runs from 9:00 to 17:00 until the member says otherwise: only the days are left to pick.
export const DEFAULT_START_TIME = '09:00';
export const DEFAULT_END_TIME = '17:00';

export function emptyEventValues(kind: EventKind): EventFormValues {
  return { kind, name: '', description: '', location: '', startDate: null, startTime: DEFAULT_START_TIME, endDate: null, endTime: DEFAULT_END_TIME };
}

const day = (iso: string | undefined) => (iso && dayjs(iso).isValid() ? dayjs(iso).format('YYYY-MM-DD') : null);
const time = (iso: string | undefined, fallback: string) => (iso && dayjs(iso).isValid() ? dayjs(iso).format('HH:mm') : fallback);

/** A stored event as the form shows it, in this device's time zone. */
export function valuesOf(event: EventDoc): EventFormValues {
  return {
    kind: event.is_community ? 'community' : 'event',
    name: event.name,
    description: event.description ?? '',
    location: event.location ?? '',
    startDate: day(event.starts_at),
    startTime: time(event.starts_at, DEFAULT_START_TIME),
    endDate: day(event.ends_at),
    endTime: time(event.ends_at, DEFAULT_END_TIME),
  };
}

/** A local day and time as an ISO date-time, or undefined until both are chosen. */
function instant(date: string | null, clock: string): string | undefined {
  if (!date || !/^\d{1,2}:\d{2}/.test(clock)) return undefined;
  const at = dayjs(`${date} ${clock}`);
  return at.isValid() ? at.toDate().toISOString() : undefined;
}

export function inputOf(values: EventFormValues): EventInput {
  const isCommunity = values.kind === 'community';
  return {
    name: values.name,
    description: values.description,
    location: values.location,
    isCommunity,
    startsAt: isCommunity ? undefined : instant(values.startDate, values.startTime),
    endsAt: isCommunity ? undefined : instant(values.endDate, values.endTime),
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
