import { LIVE_STATUSES, type LiveStatus } from '../../../../schemas/event.schema';
import { API_BASE } from '../../../lib/api-client';
import { pathKey } from '../../../lib/paths';
import type { LiveFollow, LivePoll, LiveQuestion, LiveSession, LiveSnapshot } from '../../../../schemas/event-live';
import { POLL_KINDS } from '../../../../schemas/poll.schema';
export type { LiveFollow, LivePoll, LiveQuestion, LiveSession, LiveSnapshot };

/** A snapshot that is not one: the field at fault is named. */
export class SnapshotError extends Error {
  constructor(field: string, expected: string) {
    super(`Not a live snapshot: ${field} should be ${expected}`);
    this.name = 'SnapshotError';
  }
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

function string(value: Fields, key: string, path: string): string {
  const found = value[key];
  if (typeof found !== 'string') throw new SnapshotError(`${path}${key}`, 'a string');
  return found;
}

function optionalString(value: Fields, key: string, path: string): string | null {
  const found = value[key];
  if (found === null || found === undefined) return null;
  if (typeof found !== 'string') throw new SnapshotError(`${path}${key}`, 'a string or null');
  return found;
}

function count(value: Fields, key: string, path: string): number {
  const found = value[key];
  if (typeof found !== 'number' || !Number.isInteger(found) || found < 0) throw new SnapshotError(`${path}${key}`, 'a count');
  return found;
}

function question(value: unknown, index: number | 'answering'): LiveQuestion {
  const at = index === 'answering' ? 'answering' : `questions[${index}]`;
  const path = `${at}.`;
  if (!isObject(value)) throw new SnapshotError(at, 'an object');
  return {
    id: string(value, 'id', path),
    slug: optionalString(value, 'slug', path),
    title: string(value, 'title', path),
    help_count: count(value, 'help_count', path),
    me_too_count: count(value, 'me_too_count', path),
    uplift_count: count(value, 'uplift_count', path),
    author_name: optionalString(value, 'author_name', path),
    // A snapshot stored before answers has no word of them: not solved.
    ...(value.solved === true ? { solved: true } : {}),
  };
}

/** The session running now; none in a snapshot stored before the agenda was part of it. */
function currentSession(value: unknown): LiveSession | null {
  if (value === null || value === undefined) return null;
  if (!isObject(value)) throw new SnapshotError('current_session', 'an object or null');
  const path = 'current_session.';
  return { id: string(value, 'id', path), title: string(value, 'title', path), room: optionalString(value, 'room', path), ends_at: string(value, 'ends_at', path) };
}

/** The poll on the big screen; none in a snapshot stored before polls were part of it. */
function livePoll(value: unknown): LivePoll | null {
  if (value === null || value === undefined) return null;
  if (!isObject(value)) throw new SnapshotError('poll', 'an object or null');
  const path = 'poll.';
  if (!(POLL_KINDS as readonly unknown[]).includes(value.kind)) throw new SnapshotError('poll.kind', POLL_KINDS.join(', '));
  if (!Array.isArray(value.options)) throw new SnapshotError('poll.options', 'a list');
  if (!Array.isArray(value.results)) throw new SnapshotError('poll.results', 'a list');
  const options = value.options.map((item, index) => {
    if (!isObject(item)) throw new SnapshotError(`poll.options[${index}]`, 'an object');
    return { id: string(item, 'id', `poll.options[${index}].`), label: string(item, 'label', `poll.options[${index}].`) };
  });
  const results = value.results.map((item, index) => {
    if (!isObject(item)) throw new SnapshotError(`poll.results[${index}]`, 'an object');
    return { key: string(item, 'key', `poll.results[${index}].`), count: count(item, 'count', `poll.results[${index}].`) };
  });
  return {
    id: string(value, 'id', path),
    kind: value.kind as LivePoll['kind'],
    question: string(value, 'question', path),
    state: value.state === 'closed' ? 'closed' : 'open',
    options,
    results,
    voter_count: count(value, 'voter_count', path),
  };
}

/**
 * Reads a snapshot from the network or from storage, keeping only the fields the screen shows:
 * anything else is an error that names the field, never a crash later while drawing.
 */
export function parseLiveSnapshot(value: unknown): LiveSnapshot {
  if (!isObject(value)) throw new SnapshotError('the snapshot', 'an object');
  const event = value.event;
  if (!isObject(event)) throw new SnapshotError('event', 'an object');
  const status = event.live_status;
  if (!(LIVE_STATUSES as readonly unknown[]).includes(status)) throw new SnapshotError('event.live_status', LIVE_STATUSES.join(', '));
  if (!Array.isArray(value.questions)) throw new SnapshotError('questions', 'a list');
  const updatedAt = string(value, 'updated_at', '');
  if (Number.isNaN(Date.parse(updatedAt))) throw new SnapshotError('updated_at', 'a date');
  return {
    event: {
      id: string(event, 'id', 'event.'),
      slug: optionalString(event, 'slug', 'event.'),
      name: string(event, 'name', 'event.'),
      description: optionalString(event, 'description', 'event.'),
      location: optionalString(event, 'location', 'event.'),
      starts_at: optionalString(event, 'starts_at', 'event.'),
      ends_at: optionalString(event, 'ends_at', 'event.'),
      // Older servers send no zone: the screen then shows no times.
      ...(typeof event.time_zone === 'string' ? { time_zone: event.time_zone } : {}),
      live_status: status as LiveStatus,
      is_community: event.is_community === true,
      is_meetverse: event.is_meetverse === true,
    },
    organiser_name: optionalString(value, 'organiser_name', ''),
    attendee_count: count(value, 'attendee_count', ''),
    checked_in_count: count(value, 'checked_in_count', ''),
    current_session: currentSession(value.current_session),
    following_agenda: value.following_agenda === true,
    // A snapshot stored before questions were answered in the room has none.
    answering: value.answering === null || value.answering === undefined ? null : question(value.answering, 'answering'),
    questions: value.questions.map((item, index) => question(item, index)),
    // Only a screen showing a poll names one; a snapshot kept before polls has none.
    ...(value.poll === null || value.poll === undefined ? {} : { poll: livePoll(value.poll) }),
    updated_at: updatedAt,
  };
}

/** The event page's full address, which the QR code carries: the slug when there is one, else the id. */
export function eventPageUrl(origin: string, event: { id: string; slug?: string | null | undefined }): string {
  return `${origin}/events/${encodeURIComponent(pathKey({ id: event.id, slug: event.slug ?? undefined }))}`;
}

/** The API address of an event's live data; `follow` 'agenda' asks for the questions of the session running now. */
export const liveUrl = (slugOrId: string, stream = false, follow?: LiveFollow) =>
  `${API_BASE}/events/${encodeURIComponent(slugOrId)}/live${stream ? '/stream' : ''}${follow ? `?${new URLSearchParams({ follow }).toString()}` : ''}`;
