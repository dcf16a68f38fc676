import type { EventDoc, LiveStatus } from './event.schema';

type Timed = Pick<EventDoc, 'live_status'> & Partial<Pick<EventDoc, 'starts_at' | 'ends_at'>>;

// Times by their text, parsed once: a list works out the status of hundreds of events on every
// render, and parsing their times each time cost a list of 500 events milliseconds.
const parsedTimes = new Map<string, number>();
const PARSED_TIMES_KEPT = 10_000;

function time(value: string | undefined): number {
  if (!value) return Number.NaN;
  let parsed = parsedTimes.get(value);
  if (parsed === undefined) {
    if (parsedTimes.size >= PARSED_TIMES_KEPT) parsedTimes.clear();
    parsed = Date.parse(value);
    parsedTimes.set(value, parsed);
  }
  return parsed;
}

/**
 * An event's status follows its clock: planned before it starts, live from its start until its end,
 * ended from its end on. Client and server compute it the same way; the server stores the result and
 * stays the authority. An event without a valid start (a community, the meetverse) keeps its stored
 * status; one with a start and no valid end is live from its start on.
 */
export function liveStatusAt(event: Timed, now: number): LiveStatus {
  const start = time(event.starts_at);
  if (Number.isNaN(start)) return event.live_status;
  if (now < start) return 'planned';
  const end = time(event.ends_at);
  if (!Number.isNaN(end) && now >= end) return 'ended';
  return 'live';
}

/** When the status of an event next changes by its clock, or null when it never will. */
export function nextStatusChange(event: Timed, now: number): number | null {
  const start = time(event.starts_at);
  if (Number.isNaN(start)) return null;
  if (now < start) return start;
  const end = time(event.ends_at);
  return !Number.isNaN(end) && now < end ? end : null;
}
