import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema, toTypedRxJsonSchema } from 'rxdb';
import { syncErrorProperty, syncStateProperty } from './sync-state';

export const SESSION_TITLE_MAX = 200;
export const SESSION_DESCRIPTION_MAX = 5000;
/** A room ('Main hall') or a track ('Frontend'): short labels the agenda filters and groups by. */
export const SESSION_PLACE_MAX = 100;
export const SESSION_SPEAKERS_MAX = 12;
export const SPEAKER_NAME_MAX = 100;
export const SPEAKER_BIO_MAX = 300;
export const SESSION_CAPACITY_MAX = 100_000;

const speaker = {
  type: 'object',
  properties: {
    /** A member of the app, whose profile the session page links to; absent for a plain name. */
    user_id: { type: 'string', maxLength: 36 },
    name: { type: 'string', minLength: 1, maxLength: SPEAKER_NAME_MAX },
    bio: { type: 'string', maxLength: SPEAKER_BIO_MAX },
  },
  required: ['name'],
  additionalProperties: false,
} as const;

const literal = {
  title: 'session',
  description: "A session of an event's agenda: a talk, workshop or break, in a room or track, with its speakers.",
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36, minLength: 1 },
    event_id: { type: 'string', maxLength: 36 },
    title: { type: 'string', minLength: 1, maxLength: SESSION_TITLE_MAX },
    description: { type: 'string', maxLength: SESSION_DESCRIPTION_MAX },
    starts_at: { type: 'string', format: 'date-time', maxLength: 40 },
    ends_at: { type: 'string', format: 'date-time', maxLength: 40 },
    room: { type: 'string', maxLength: SESSION_PLACE_MAX },
    track: { type: 'string', maxLength: SESSION_PLACE_MAX },
    speakers: { type: 'array', maxItems: SESSION_SPEAKERS_MAX, items: speaker },
    capacity: { type: 'integer', minimum: 1, maximum: SESSION_CAPACITY_MAX },
    /** A cancelled session stays on the agenda, struck through, and leaves calendars as cancelled. */
    cancelled: { type: 'boolean' },
    /** Raised by the server on every change, for calendars (iCalendar's SEQUENCE). */
    sequence: { type: 'integer', minimum: 0, maximum: 1e9 },
    created_by: { type: 'string', maxLength: 36 },
    sync_state: syncStateProperty,
    sync_error: syncErrorProperty,
    updatedAt: { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: ['id', 'event_id', 'title', 'starts_at', 'ends_at', 'sync_state', 'updatedAt'],
  // The agenda reads an event's sessions in time order.
  indexes: ['sync_state', ['event_id', 'starts_at']],
  additionalProperties: false,
} as const;

type Typed = ReturnType<typeof toTypedRxJsonSchema<typeof literal>>;
export type SessionDoc = ExtractDocumentTypeFromTypedRxJsonSchema<Typed>;
export type Speaker = NonNullable<SessionDoc['speakers']>[number];
export const sessionSchema: RxJsonSchema<SessionDoc> = literal;
