import { Type, type Static } from '@sinclair/typebox';
import { LIVE_STATUSES, type LiveStatus } from './event.schema';
import { POLL_KINDS, type PollKind, type PollState } from './poll.schema';

// Wire shapes of the public event endpoints and the event pack, shared by the server and the app. The
// server writes exactly the fields named here: a field not named never leaves it.

const nullableString = Type.Union([Type.String(), Type.Null()]);
const count = Type.Integer({ minimum: 0 });

/** One of an event's top questions as the big screen shows it. */
export const liveQuestionSchema = Type.Object({
  id: Type.String(),
  slug: nullableString,
  title: Type.String(),
  help_count: count,
  me_too_count: count,
  uplift_count: count,
  author_name: Type.Union([Type.String(), Type.Null()], { description: 'Null for an anonymous question: the name never leaves the server' }),
  solved: Type.Optional(Type.Boolean({ description: 'Its asker accepted an answer' })),
});
export type LiveQuestion = Static<typeof liveQuestionSchema>;

/** The session of an event's agenda running now, as the big screen names it. */
export const liveSessionSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  room: nullableString,
  ends_at: Type.String(),
});
export type LiveSession = Static<typeof liveSessionSchema>;

/** The poll a moderator put on the big screen, with its results as the server counted them. */
export const livePollSchema = Type.Object({
  id: Type.String(),
  kind: Type.Unsafe<PollKind>({ type: 'string', enum: [...POLL_KINDS] }),
  question: Type.String(),
  state: Type.Unsafe<Exclude<PollState, 'draft'>>({ type: 'string', enum: ['open', 'closed'] }),
  options: Type.Array(Type.Object({ id: Type.String(), label: Type.String() })),
  results: Type.Array(Type.Object({ key: Type.String(), count: count }), { description: 'Per option in its order, or per word of a word cloud, the most given first' }),
  voter_count: count,
});
export type LivePoll = Static<typeof livePollSchema>;

/** What the big screen shows besides the event's top questions: `agenda` follows the session running now. */
export const LIVE_FOLLOWS = ['agenda'] as const;
export type LiveFollow = (typeof LIVE_FOLLOWS)[number];

/** What GET /events/{slugOrId}/live and its stream answer for an event: public data only. */
export const liveSnapshotSchema = Type.Object({
  event: Type.Object({
    id: Type.String(),
    slug: nullableString,
    name: Type.String(),
    description: nullableString,
    location: nullableString,
    starts_at: nullableString,
    ends_at: nullableString,
    time_zone: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: "The venue's IANA time zone, in which the screen shows the event's times" })),
    live_status: Type.Unsafe<LiveStatus>({ type: 'string', enum: [...LIVE_STATUSES] }),
    is_community: Type.Boolean(),
    is_meetverse: Type.Boolean(),
  }),
  organiser_name: nullableString,
  attendee_count: Type.Integer({ minimum: 0, description: "Members taking part: a community's members (its participations; every member for the meetverse)" }),
  checked_in_count: Type.Integer({ minimum: 0, description: 'Always 0 for a community, which has no check-in' }),
  current_session: Type.Union([liveSessionSchema, Type.Null()], { description: 'The session of its agenda running now (the earliest started when several are), or null' }),
  following_agenda: Type.Boolean({
    description: "Whether the questions are the current session's (asked with follow=agenda while a session runs) rather than the event's top ones",
  }),
  answering: Type.Union([liveQuestionSchema, Type.Null()], {
    description: "The question a moderator marked as being answered in the room now (the current session's when following the agenda), or null",
  }),
  questions: Type.Array(liveQuestionSchema, { description: 'The most reacted questions shown to all and not yet answered, without the one being answered' }),
  poll: Type.Optional(Type.Union([livePollSchema, Type.Null()], { description: 'The poll a moderator put on the big screen (open or closed), or null' })),
  updated_at: Type.String({ format: 'date-time' }),
});
export type LiveSnapshot = Static<typeof liveSnapshotSchema>;

/** How many members joined an event, and how many of them checked in. */
export const attendanceSchema = Type.Object({ attendee_count: count, checked_in_count: count });
export type Attendance = Static<typeof attendanceSchema>;

/** What a device must hold to open an event with the network off (GET /events/{slugOrId}/pack). */
export const eventPackManifestSchema = Type.Object(
  {
    event_id: Type.String(),
    question_ids: Type.Array(Type.String()),
    attendee_ids: Type.Array(Type.String()),
    session_ids: Type.Array(Type.String(), { description: "The event's agenda: its sessions, cancelled ones too" }),
    speaker_ids: Type.Array(Type.String(), { description: 'The profiles of members named as speakers of its sessions' }),
    pictures: Type.Array(Type.String({ format: 'uri' })),
    approx_bytes: Type.Integer({ minimum: 0, description: "The JSON size of the event, its questions, its sessions and the profiles of its attendees and speakers" }),
  },
  { additionalProperties: false },
);
export type EventPackManifest = Static<typeof eventPackManifestSchema>;
