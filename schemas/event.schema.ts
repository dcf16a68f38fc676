import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema } from 'rxdb';
import { syncErrorProperty, syncStateProperty } from './sync-state';
import type { toTypedRxJsonSchema } from 'rxdb';
import { deviceTimeZone } from './time-zone';

export const LIVE_STATUSES = ['planned', 'live', 'ended'] as const;

/** Who helps the organiser run an event or community: co-hosts, moderators and door staff. */
export const EVENT_ROLES = ['co_host', 'moderator', 'door'] as const;
export type EventRole = (typeof EVENT_ROLES)[number];
/** The most people an organiser names to run an event with them. */
export const TEAM_MAX = 50;

/** How an event takes questions: shown at once, or each waiting for a moderator's approval. */
export const QA_MODES = ['open', 'approval'] as const;
export type QaMode = (typeof QA_MODES)[number];
export type LiveStatus = (typeof LIVE_STATUSES)[number];

// A slug is lowercase letters and digits with single hyphens between groups.
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

const literal = {
  title: 'event',
  description: 'An event or a community; the meetverse is the community-wide one.',
  // Version 1 changed the description only; version 2 added the venue's time zone (stored events get the device's);
  // version 3 added the team (stored events have none); version 4 the Q&A mode (stored events are open).
  version: 4,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36, minLength: 1 },
    slug: { type: 'string', maxLength: 100, pattern: SLUG_PATTERN },
    name: { type: 'string', minLength: 1, maxLength: 200 },
    description: { type: 'string', maxLength: 5000 },
    location: { type: 'string', maxLength: 300 },
    starts_at: { type: 'string', format: 'date-time', maxLength: 40 },
    ends_at: { type: 'string', format: 'date-time', maxLength: 40 },
    live_status: { type: 'string', enum: [...LIVE_STATUSES], maxLength: 7 },
    is_community: { type: 'boolean' },
    /** The venue's IANA time zone: the event's and its sessions' times are shown in it. */
    time_zone: { type: 'string', maxLength: 64 },
    is_meetverse: { type: 'boolean' },
    created_by: { type: 'string', maxLength: 36 },
    /** The members the organiser named to run it with them, each with one role (schemas/event-rules.ts says what each may do). */
    team: {
      type: 'array',
      maxItems: TEAM_MAX,
      items: {
        type: 'object',
        properties: {
          user_id: { type: 'string', minLength: 1, maxLength: 36 },
          role: { type: 'string', enum: [...EVENT_ROLES], maxLength: 9 },
        },
        required: ['user_id', 'role'],
        additionalProperties: false,
      },
    },
    /** Whether its questions show at once ('open', or absent) or wait for a moderator's approval. */
    qa_mode: { type: 'string', enum: [...QA_MODES], maxLength: 8 },
    sync_state: syncStateProperty,
    sync_error: syncErrorProperty,
    updatedAt: { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: ['id', 'name', 'live_status', 'is_community', 'updatedAt'],
  additionalProperties: false,
} as const;

type Typed = ReturnType<typeof toTypedRxJsonSchema<typeof literal>>;
export type EventDoc = ExtractDocumentTypeFromTypedRxJsonSchema<Typed>;
export const eventSchema: RxJsonSchema<EventDoc> = literal;

/**
 * Schema version 2: an event stored before events had a time zone takes this device's, the zone its
 * form defaulted to; an unsent write keeps its sync state and is sent with it, and the server's copy
 * (its migration gives stored events the deployment's zone) replaces a synced one on the next pull.
 */
export const withTimeZone = (doc: EventDoc): EventDoc => (doc.time_zone ? doc : { ...doc, time_zone: deviceTimeZone() });
