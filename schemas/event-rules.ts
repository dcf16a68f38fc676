import type { EventDoc } from './event.schema';
import { firstProblem, found, tooLong } from './text';
import { timeZoneProblem } from './time-zone';

/**
 * The rules a person can break when they write an event or a community, and who may change one:
 * written once, here, and called by the event form, the REST route and the push alike, with the same
 * words on every side. Lengths count characters as the schema's maxLength does (code points).
 */
export const EVENT_NAME_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 5000;
export const EVENT_LOCATION_MAX = 300;

/** The fields of an event a person writes, as the document stores them. */
export type EventWritten = Partial<Pick<EventDoc, 'name' | 'description' | 'location' | 'starts_at' | 'ends_at' | 'is_community' | 'time_zone'>>;

export type EventField = 'name' | 'description' | 'location' | 'starts_at' | 'ends_at' | 'time_zone';
export type EventProblems = Partial<Record<EventField, string>>;

/**
 * What is wrong with an event before it is stored, field by field; null when nothing is. A community
 * has no dates; an event's end comes after its start. The event form schedules an event, so it asks for
 * both dates (`datesRequired`); a stored event may have none (the meetverse, 'dates to be announced').
 */
export function eventProblems(event: EventWritten, { datesRequired = false }: { datesRequired?: boolean } = {}): EventProblems | null {
  const name = (event.name ?? '').trim();
  const problems: EventProblems = {
    name: name ? tooLong('name', name, EVENT_NAME_MAX) : `Give your ${event.is_community ? 'community' : 'event'} a name`,
    description: tooLong('description', event.description, EVENT_DESCRIPTION_MAX),
    location: tooLong('place', event.location, EVENT_LOCATION_MAX),
    time_zone: timeZoneProblem(event.time_zone) ?? undefined,
  };
  if (!event.is_community) {
    if (datesRequired && !event.starts_at) problems.starts_at = 'Choose when it starts';
    if (!event.ends_at) {
      if (datesRequired) problems.ends_at = 'Choose when it ends';
    } else if (event.starts_at && Date.parse(event.ends_at) <= Date.parse(event.starts_at)) problems.ends_at = 'The end must be after the start';
  }
  return found(problems);
}

/** The first of an event's problems, in the form's order, for an answer that carries one message. */
export function eventProblem(event: EventWritten): string | null {
  return firstProblem(eventProblems(event), ['name', 'description', 'location', 'starts_at', 'ends_at', 'time_zone']);
}

/** Who changes an event: an admin any, its organiser their own; the meetverse is an admin's alone. */
export function mayEditEvent(event: Partial<Pick<EventDoc, 'created_by' | 'is_meetverse'>>, person: { id: string | null; role?: string | undefined }): boolean {
  if (person.role === 'admin') return true;
  return !event.is_meetverse && event.created_by !== undefined && person.id !== null && event.created_by === person.id;
}
