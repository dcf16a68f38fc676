import { EVENT_ROLES, TEAM_MAX, type EventDoc, type EventRole } from './event.schema';
import { firstProblem, found, tooLong } from './text';
import { timeZoneProblem } from './time-zone';
import { defineMessages, say, spoken } from './words';

const words = defineMessages({
  nameMissing: { id: 'rules.event.nameMissing', defaultMessage: 'Give your {space, select, community {community} other {event}} a name' },
  startMissing: { id: 'rules.event.startMissing', defaultMessage: 'Choose when it starts' },
  endMissing: { id: 'rules.event.endMissing', defaultMessage: 'Choose when it ends' },
  endBeforeStart: { id: 'rules.event.endBeforeStart', defaultMessage: 'The end must be after the start' },
  coHost: { id: 'rules.event.role.coHost', defaultMessage: 'Co-host' },
  coHostDoes: { id: 'rules.event.role.coHostDoes', defaultMessage: 'Everything the organiser can do, but delete it or change its team' },
  moderator: { id: 'rules.event.role.moderator', defaultMessage: 'Moderator' },
  moderatorDoes: { id: 'rules.event.role.moderatorDoes', defaultMessage: 'Moderates its questions and what is reported' },
  door: { id: 'rules.event.role.door', defaultMessage: 'Door staff' },
  doorDoes: { id: 'rules.event.role.doorDoes', defaultMessage: 'Checks attendees in at the door' },
  nowInRole: { id: 'rules.event.nowInRole', defaultMessage: '{name} is now {role, select, co_host {co-host} moderator {moderator} other {door staff}}' },
  nowInRoleOf: { id: 'rules.event.nowInRoleOf', defaultMessage: '{name} is now {role, select, co_host {co-host} moderator {moderator} other {door staff}} of {event}' },
  teamTooBig: { id: 'rules.event.teamTooBig', defaultMessage: 'A team has at most {max, number} people' },
  organiserInTeam: { id: 'rules.event.organiserInTeam', defaultMessage: 'The organiser runs the event already: pick someone else' },
  oneRoleEach: { id: 'rules.event.oneRoleEach', defaultMessage: 'Each person has one role in the team' },
});

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
    name: name ? tooLong('name', name, EVENT_NAME_MAX) : say(words.nameMissing, { space: event.is_community ? 'community' : 'event' }),
    description: tooLong('description', event.description, EVENT_DESCRIPTION_MAX),
    location: tooLong('place', event.location, EVENT_LOCATION_MAX),
    time_zone: timeZoneProblem(event.time_zone) ?? undefined,
  };
  if (!event.is_community) {
    if (datesRequired && !event.starts_at) problems.starts_at = say(words.startMissing);
    if (!event.ends_at) {
      if (datesRequired) problems.ends_at = say(words.endMissing);
    } else if (event.starts_at && Date.parse(event.ends_at) <= Date.parse(event.starts_at)) problems.ends_at = say(words.endBeforeStart);
  }
  return found(problems);
}

/** The first of an event's problems, in the form's order, for an answer that carries one message. */
export function eventProblem(event: EventWritten): string | null {
  return firstProblem(eventProblems(event), ['name', 'description', 'location', 'starts_at', 'ends_at', 'time_zone']);
}

type Person = { id: string | null; role?: string | undefined };
type Ran = Partial<Pick<EventDoc, 'created_by' | 'is_meetverse' | 'team'>>;

/** What each role of an event's team is called and may do, in the words the event page and the team editor use. */
export const ROLE_NAMES: Readonly<Record<EventRole, { name: string; does: string }>> = spoken({
  co_host: () => ({ name: say(words.coHost), does: say(words.coHostDoes) }),
  moderator: () => ({ name: say(words.moderator), does: say(words.moderatorDoes) }),
  door: () => ({ name: say(words.door), does: say(words.doorDoes) }),
});

/** The roles as a picker offers them, in the team's order. */
export const roleChoices = () => EVENT_ROLES.map((role) => ({ value: role, label: ROLE_NAMES[role].name }));

/** What a member is told once someone has a role: 'Grace Hopper is now co-host' (of the event, when named). */
export const nowInRole = (name: string, role: EventRole, eventName?: string): string =>
  eventName ? say(words.nowInRoleOf, { name, role, event: eventName }) : say(words.nowInRole, { name, role });

/** A person's role in an event's team; null when they have none (the organiser is not in the team). */
export function roleIn(event: Ran, userId: string | null): EventRole | null {
  if (!userId) return null;
  return event.team?.find((member) => member.user_id === userId)?.role ?? null;
}

const organises = (event: Ran, person: Person) => !event.is_meetverse && event.created_by !== undefined && person.id !== null && event.created_by === person.id;

/** Who changes an event: an admin any, its organiser and co-hosts their own; the meetverse is an admin's alone. */
export function mayEditEvent(event: Ran, person: Person): boolean {
  if (person.role === 'admin') return true;
  return organises(event, person) || (!event.is_meetverse && roleIn(event, person.id) === 'co_host');
}

/** Who moderates an event's questions and what is reported in it: an admin, its organiser, co-hosts and moderators. */
export function mayModerate(event: Ran, person: Person): boolean {
  if (person.role === 'admin') return true;
  if (event.is_meetverse) return false;
  const role = roleIn(event, person.id);
  return organises(event, person) || role === 'co_host' || role === 'moderator';
}

/**
 * Who runs an event's polls (makes, opens, closes, shows them on the big screen, hides a word of a
 * word cloud) and reads its drafts: those who moderate it, `mayModerate`.
 */
export const mayRunPolls = (event: Ran, person: Person): boolean => mayModerate(event, person);

/** Who deletes an event or names its team: an admin, or its organiser (not a co-host). */
export function mayRunTeam(event: Ran, person: Person): boolean {
  return person.role === 'admin' || organises(event, person);
}

/**
 * Who checks attendees in at the door, and reads the event's door scans: an admin, its organiser, its
 * co-hosts and its door staff. The door screen, its button and the server all ask this.
 */
export function mayRunDoor(event: Ran, person: Person): boolean {
  if (person.role === 'admin') return true;
  if (event.is_meetverse) return false;
  const role = roleIn(event, person.id);
  return organises(event, person) || role === 'co_host' || role === 'door';
}

/** The same team, whatever the order its members are listed in. */
export function sameTeam(a: EventDoc['team'], b: EventDoc['team']): boolean {
  const key = (team: EventDoc['team']) => (team ?? []).map((member) => `${member.user_id} ${member.role}`).sort().join('\n');
  return key(a) === key(b);
}

/** What is wrong with a team the organiser names; null when nothing is. */
export function teamProblem(team: EventDoc['team'], organiserId: string | undefined): string | null {
  if (!team) return null;
  if (team.length > TEAM_MAX) return say(words.teamTooBig, { max: TEAM_MAX });
  const ids = team.map((member) => member.user_id);
  if (organiserId !== undefined && ids.includes(organiserId)) return say(words.organiserInTeam);
  if (new Set(ids).size !== ids.length) return say(words.oneRoleEach);
  return null;
}
