import type { EventDoc } from './event.schema';
import {
  SESSION_CAPACITY_MAX, SESSION_DESCRIPTION_MAX, SESSION_PLACE_MAX, SESSION_SPEAKERS_MAX, SESSION_TITLE_MAX, SPEAKER_BIO_MAX, SPEAKER_NAME_MAX,
  type SessionDoc,
} from './session.schema';
import { firstProblem, found, tooLong } from './text';
import { defineMessages, say } from './words';

const words = defineMessages({
  tooManySpeakers: { id: 'rules.session.tooManySpeakers', defaultMessage: 'A session has at most {max} speakers: it has {count}' },
  speakerName: { id: 'rules.session.speakerName', defaultMessage: 'Give speaker {position} a name' },
  capacityWhole: { id: 'rules.session.capacityWhole', defaultMessage: 'The capacity is a whole number of seats, 1 or more' },
  capacityMax: { id: 'rules.session.capacityMax', defaultMessage: 'The capacity is at most {max, number} seats' },
  titleMissing: { id: 'rules.session.titleMissing', defaultMessage: 'Give the session a title' },
  startMissing: { id: 'rules.session.startMissing', defaultMessage: 'Choose when it starts' },
  endMissing: { id: 'rules.session.endMissing', defaultMessage: 'Choose when it ends' },
  startOutside: { id: 'rules.session.startOutside', defaultMessage: 'The session must start within the event' },
  endBeforeStart: { id: 'rules.session.endBeforeStart', defaultMessage: 'The end must be after the start' },
  endOutside: { id: 'rules.session.endOutside', defaultMessage: 'The session must end within the event' },
});

/**
 * The rules a person can break when they write a session of an agenda: written once, here, and called
 * by the session form, the REST route and the push alike, in the same words.
 */
export type SessionWritten = Partial<Pick<SessionDoc, 'title' | 'description' | 'starts_at' | 'ends_at' | 'room' | 'track' | 'speakers' | 'capacity'>>;
export type SessionField = 'title' | 'description' | 'starts_at' | 'ends_at' | 'room' | 'track' | 'speakers' | 'capacity';
export type SessionProblems = Partial<Record<SessionField, string>>;
const ORDER: SessionField[] = ['title', 'description', 'starts_at', 'ends_at', 'room', 'track', 'speakers', 'capacity'];

type EventTimes = Partial<Pick<EventDoc, 'starts_at' | 'ends_at'>>;

function speakersProblem(speakers: SessionWritten['speakers']): string | undefined {
  if (!speakers) return undefined;
  if (speakers.length > SESSION_SPEAKERS_MAX) return say(words.tooManySpeakers, { max: SESSION_SPEAKERS_MAX, count: speakers.length });
  for (const [index, speaker] of speakers.entries()) {
    const name = (speaker.name ?? '').trim();
    if (!name) return say(words.speakerName, { position: index + 1 });
    const problem = tooLong('speakerName', name, SPEAKER_NAME_MAX, index + 1) ?? tooLong('speakerBio', speaker.bio, SPEAKER_BIO_MAX, index + 1);
    if (problem) return problem;
  }
  return undefined;
}

function capacityProblem(capacity: number | undefined): string | undefined {
  if (capacity === undefined) return undefined;
  if (!Number.isInteger(capacity) || capacity < 1) return say(words.capacityWhole);
  return capacity > SESSION_CAPACITY_MAX ? say(words.capacityMax, { max: SESSION_CAPACITY_MAX }) : undefined;
}

/** Whether an instant lies outside the event's time (an event without dates holds any session). */
function outsideEvent(at: string, event: EventTimes): boolean {
  const time = Date.parse(at);
  if (event.starts_at && time < Date.parse(event.starts_at)) return true;
  return Boolean(event.ends_at && time > Date.parse(event.ends_at));
}

/**
 * What is wrong with a session before it is stored, field by field; null when nothing is. Its times
 * lie inside its event's, and its end comes after its start.
 */
export function sessionProblems(session: SessionWritten, event: EventTimes | undefined): SessionProblems | null {
  const title = (session.title ?? '').trim();
  const problems: SessionProblems = {
    title: title ? tooLong('title', title, SESSION_TITLE_MAX) : say(words.titleMissing),
    description: tooLong('description', session.description, SESSION_DESCRIPTION_MAX),
    room: tooLong('room', session.room, SESSION_PLACE_MAX),
    track: tooLong('track', session.track, SESSION_PLACE_MAX),
    speakers: speakersProblem(session.speakers),
    capacity: capacityProblem(session.capacity),
  };
  const start = session.starts_at && !Number.isNaN(Date.parse(session.starts_at)) ? session.starts_at : undefined;
  const end = session.ends_at && !Number.isNaN(Date.parse(session.ends_at)) ? session.ends_at : undefined;
  if (!start) problems.starts_at = say(words.startMissing);
  if (!end) problems.ends_at = say(words.endMissing);
  if (start && event && outsideEvent(start, event)) problems.starts_at = say(words.startOutside);
  if (start && end && Date.parse(end) <= Date.parse(start)) problems.ends_at = say(words.endBeforeStart);
  else if (end && event && outsideEvent(end, event)) problems.ends_at = say(words.endOutside);
  return found(problems);
}

/** The first of a session's problems, in the form's order, for an answer that carries one message. */
export function sessionProblem(session: SessionWritten, event: EventTimes | undefined): string | null {
  return firstProblem(sessionProblems(session, event), ORDER);
}

type Timed = Pick<SessionDoc, 'id' | 'starts_at' | 'ends_at'> & Partial<Pick<SessionDoc, 'room' | 'cancelled'>> & { _deleted?: boolean };

/** Whether two sessions share some time (touching ends do not overlap). */
export const overlaps = (a: Timed, b: Timed): boolean =>
  Date.parse(a.starts_at) < Date.parse(b.ends_at) && Date.parse(b.starts_at) < Date.parse(a.ends_at);

/**
 * The sessions of the same room that share time with this one: the form asks before keeping a clash
 * (two sessions in one room may be meant, a panel and its break-out), it does not refuse it.
 */
export function roomClashes<T extends Timed>(session: Timed, others: readonly T[]): T[] {
  const room = (session.room ?? '').trim().toLowerCase();
  if (!room) return [];
  return others.filter(
    (other) => other.id !== session.id && !other._deleted && !other.cancelled && (other.room ?? '').trim().toLowerCase() === room && overlaps(session, other),
  );
}

/** For 'my schedule': the ids of starred sessions that share time with another starred one. */
export function overlappingIds(sessions: readonly Timed[]): Set<string> {
  const live = sessions.filter((session) => !session.cancelled && !session._deleted).sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  const clashing = new Set<string>();
  for (let i = 0; i < live.length; i++) {
    for (let j = i + 1; j < live.length && Date.parse(live[j]!.starts_at) < Date.parse(live[i]!.ends_at); j++) {
      clashing.add(live[i]!.id);
      clashing.add(live[j]!.id);
    }
  }
  return clashing;
}

/** 'now' and 'next' of an agenda at an instant: the sessions running, and those starting soonest after. */
export function nowAndNext<T extends Timed>(sessions: readonly T[], now: number): { now: T[]; next: T[] } {
  const live = sessions.filter((session) => !session.cancelled && !session._deleted);
  const running = live.filter((session) => Date.parse(session.starts_at) <= now && now < Date.parse(session.ends_at));
  const upcoming = live.filter((session) => Date.parse(session.starts_at) > now);
  const soonest = Math.min(...upcoming.map((session) => Date.parse(session.starts_at)));
  return { now: running, next: upcoming.filter((session) => Date.parse(session.starts_at) === soonest) };
}
