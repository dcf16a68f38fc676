import type { EventDoc } from './event.schema';
import { defineMessages, say } from './words';

const words = defineMessages({
  noStart: { id: 'rules.checkIn.noStart', defaultMessage: 'Communities have no check-in: only events do' },
  notOpen: { id: 'rules.checkIn.notOpen', defaultMessage: 'Check-in opens an hour before the event starts' },
  closed: { id: 'rules.checkIn.closed', defaultMessage: 'This event has ended; check-in is closed' },
});

type Timed = Partial<Pick<EventDoc, 'starts_at' | 'ends_at' | 'is_community' | 'is_meetverse' | 'live_status'>>;

/** Check-in opens this long before an event starts: when the check-in reminder comes. */
export const CHECK_IN_LEAD_MS = 60 * 60_000;

export const CHECK_IN_NO_START = say(words.noStart);
export const CHECK_IN_NOT_OPEN = say(words.notOpen);
export const CHECK_IN_CLOSED = say(words.closed);

const time = (value: string | undefined) => (value ? Date.parse(value) : Number.NaN);

/** When check-in to the event opens (an hour before its start), or null when no time says it (a community, an event without a start). */
export function checkInOpensAt(event: Timed): number | null {
  if (event.is_community || event.is_meetverse) return null;
  const start = time(event.starts_at);
  return Number.isNaN(start) ? null : start - CHECK_IN_LEAD_MS;
}

/**
 * Why a member cannot check in to the event at `now`, or null when they can: check-in opens an hour
 * before the start and closes at the end (an event with no valid end stays open). Communities and the
 * meetverse have no check-in; an event without a valid start (its status set by hand) takes check-ins
 * while its status is live. The device and the server both ask this.
 */
export function checkInProblem(event: Timed, now: number): string | null {
  if (event.is_community || event.is_meetverse) return CHECK_IN_NO_START;
  const opens = checkInOpensAt(event);
  if (opens === null) return event.live_status === 'live' ? null : event.live_status === 'ended' ? CHECK_IN_CLOSED : CHECK_IN_NOT_OPEN;
  if (now < opens) return CHECK_IN_NOT_OPEN;
  const end = time(event.ends_at);
  if (!Number.isNaN(end) && now >= end) return CHECK_IN_CLOSED;
  return null;
}

/** When whether check-in is open next changes at `now` (it opens, or it closes), or null when never. */
export function nextCheckInChange(event: Timed, now: number): number | null {
  const opens = checkInOpensAt(event);
  if (opens === null) return null;
  if (now < opens) return opens;
  const end = time(event.ends_at);
  return !Number.isNaN(end) && now < end ? end : null;
}
