import type { EventDoc } from '../../../schemas/event.schema';
import type { SessionDoc } from '../../../schemas/session.schema';
import { deviceTimeZone, instantOfWallTime, wallTimeInZone } from '../../../schemas/time-zone';
import type { SessionInput } from './use-session-writes';

/** One speaker row: a member picked by name (`userId`), or a plain name with a short bio. */
export type SpeakerRow = { key: string; userId: string | null; name: string; bio: string };

/** What the session form holds: times as wall times of the event's zone ('YYYY-MM-DDTHH:mm'). */
export type SessionFormValues = {
  title: string;
  description: string;
  start: string;
  end: string;
  room: string;
  track: string;
  speakers: SpeakerRow[];
  /** As typed: a field for a whole number, empty for no limit. */
  capacity: string;
};

/** The zone the event's wall times are read in: its venue's, else the device's. */
export const eventZone = (event: Pick<EventDoc, 'time_zone'>): string => event.time_zone || deviceTimeZone();

export const newSpeakerRow = (): SpeakerRow => ({ key: crypto.randomUUID(), userId: null, name: '', bio: '' });

/** A new session starts at the event's start, for an hour (the member moves it from there). */
export function emptySessionValues(event: Pick<EventDoc, 'starts_at' | 'time_zone'>): SessionFormValues {
  const zone = eventZone(event);
  const start = event.starts_at ? wallTimeInZone(event.starts_at, zone) : '';
  const end = event.starts_at ? wallTimeInZone(Date.parse(event.starts_at) + 60 * 60_000, zone) : '';
  return { title: '', description: '', start, end, room: '', track: '', speakers: [], capacity: '' };
}

export function sessionValuesOf(session: SessionDoc, event: Pick<EventDoc, 'time_zone'>): SessionFormValues {
  const zone = eventZone(event);
  return {
    title: session.title,
    description: session.description ?? '',
    start: wallTimeInZone(session.starts_at, zone),
    end: wallTimeInZone(session.ends_at, zone),
    room: session.room ?? '',
    track: session.track ?? '',
    speakers: (session.speakers ?? []).map((speaker) => ({ key: crypto.randomUUID(), userId: speaker.user_id ?? null, name: speaker.name, bio: speaker.bio ?? '' })),
    capacity: session.capacity === undefined ? '' : String(session.capacity),
  };
}

/** The instant of a wall time in the zone, as stored; empty when the field is. */
function instantOf(wall: string, zone: string): string {
  if (!wall) return '';
  const instant = instantOfWallTime(wall, zone);
  return Number.isNaN(instant.getTime()) ? '' : instant.toISOString();
}

/** The form's values as the document stores them: the wall times become instants of the event's zone. */
export function sessionInputOf(values: SessionFormValues, event: Pick<EventDoc, 'time_zone'>): SessionInput {
  const zone = eventZone(event);
  const capacity = values.capacity.trim();
  return {
    title: values.title,
    description: values.description,
    starts_at: instantOf(values.start, zone),
    ends_at: instantOf(values.end, zone),
    room: values.room,
    track: values.track,
    speakers: values.speakers.map((row) => ({ ...(row.userId ? { user_id: row.userId } : {}), name: row.name, ...(row.bio.trim() ? { bio: row.bio } : {}) })),
    // A capacity typed as something else than a number reaches the rules as one that is not whole.
    capacity: capacity === '' ? undefined : Number(capacity),
  };
}

/** Whether the form says the same as it did (for the leave guard of an edit); keys of rows do not count. */
export function sameSessionValues(a: SessionFormValues, b: SessionFormValues): boolean {
  const plain = (values: SessionFormValues) => JSON.stringify({ ...values, speakers: values.speakers.map(({ key: _key, ...row }) => row) });
  return plain(a) === plain(b);
}
