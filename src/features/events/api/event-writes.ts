import { liveStatusAt } from '../../../../schemas/event-live-status';
import { eventProblems as storedEventProblems, teamProblem, type EventWritten } from '../../../../schemas/event-rules';
import type { EventDoc, QaMode } from '../../../../schemas/event.schema';
import type { AppDatabase } from '../../../../local-store/open-database';
import { setInteraction } from '../../../db/set-interaction';
import { defineMessages } from '../../../i18n/define-messages';
import { appIntl } from '../../../i18n/i18n-provider';

// Why a write could not be made on this device, as its toast says it.
const messages = defineMessages({
  gone: { id: 'events.writes.gone', defaultMessage: 'This event is no longer on this device' },
  meetverse: { id: 'events.writes.meetverseNotDeleted', defaultMessage: 'The meetverse cannot be deleted' },
});

/** What a member fills in for an event or a community; a community has no dates. */
export type EventInput = {
  name: string;
  description: string;
  location: string;
  isCommunity: boolean;
  /** ISO date-times; left out for a community, or when the member has not chosen them. */
  startsAt?: string | undefined;
  endsAt?: string | undefined;
  /** The venue's IANA zone, in which the start and end were picked; left out for a community. */
  timeZone?: string | undefined;
};

export type EventProblems = Partial<Record<'name' | 'description' | 'location' | 'startsAt' | 'endsAt' | 'timeZone', string>>;

/** The form's values as the document stores them, for the rules in schemas/event-rules.ts. */
function asWritten(input: EventInput): EventWritten {
  return {
    name: input.name,
    description: input.description,
    location: input.location,
    is_community: input.isCommunity,
    ...(input.startsAt ? { starts_at: input.startsAt } : {}),
    ...(input.endsAt ? { ends_at: input.endsAt } : {}),
    ...(input.timeZone !== undefined ? { time_zone: input.timeZone } : {}),
  };
}

/** What is wrong with an event before it is saved, for the form to show beside each field; null when fine. */
export function eventProblems(input: EventInput): EventProblems | null {
  const found = storedEventProblems(asWritten(input), { datesRequired: true });
  if (!found) return null;
  const { starts_at: startsAt, ends_at: endsAt, time_zone: timeZone, ...texts } = found;
  return { ...texts, ...(startsAt ? { startsAt } : {}), ...(endsAt ? { endsAt } : {}), ...(timeZone ? { timeZone } : {}) };
}

/** The fields a member writes; empty texts are left out rather than stored empty. */
function written(input: EventInput, isCommunity: boolean) {
  const description = input.description.trim();
  const location = input.location.trim();
  return {
    name: input.name.trim(),
    ...(description ? { description } : {}),
    ...(location ? { location } : {}),
    ...(isCommunity ? {} : { starts_at: input.startsAt, ends_at: input.endsAt }),
    // A community's zone is not on its form: whatever it has stays.
    ...(!isCommunity && input.timeZone ? { time_zone: input.timeZone } : {}),
  };
}

/**
 * Creates an event or a community on this device: it shows at once as pending and syncs when it can.
 * It has no slug: the server gives it one, and until then paths name it by its id. The organiser joins it.
 */
export async function createEvent(db: AppDatabase, organiserId: string, input: EventInput, now = new Date()): Promise<EventDoc> {
  const fields = written(input, input.isCommunity);
  const doc: EventDoc = {
    id: crypto.randomUUID(),
    ...fields,
    // A community has no clock and is always open; an event's status follows its start and end.
    live_status: input.isCommunity ? 'live' : liveStatusAt({ live_status: 'planned', ...fields }, now.getTime()),
    is_community: input.isCommunity,
    created_by: organiserId,
    sync_state: 'pending',
    updatedAt: 0,
  };
  await db.events.insert(doc);
  await setInteraction(db, { kind: 'participation', userId: organiserId, targetId: doc.id, active: true, now });
  return doc;
}

/** Saves a member's changes on this device. An event stays an event and a community a community. */
export async function updateEvent(db: AppDatabase, id: string, input: EventInput, now = new Date()): Promise<void> {
  const doc = await db.events.findOne(id).exec();
  if (!doc) throw new Error(appIntl().formatMessage(messages.gone));
  await doc.incrementalModify((current) => {
    // Texts emptied and dates of a community go: they are rebuilt from what the member wrote.
    const { description: _description, location: _location, starts_at: _startsAt, ends_at: _endsAt, sync_error: _error, ...kept } = current;
    const fields = written(input, current.is_community);
    return {
      ...kept,
      ...fields,
      live_status: current.is_community ? current.live_status : liveStatusAt({ live_status: current.live_status, ...fields }, now.getTime()),
      sync_state: 'pending',
    };
  });
}

/** Deletes an event for everyone once it syncs; its questions stay. The meetverse is never deleted. */
export async function deleteEvent(db: AppDatabase, id: string): Promise<void> {
  const doc = await db.events.findOne(id).exec();
  if (!doc) return;
  if (doc.is_meetverse) throw new Error(appIntl().formatMessage(messages.meetverse));
  await doc.remove();
}


/**
 * Names the people who run an event with its organiser (co-hosts, moderators, door staff), once the
 * team's rules pass; the server checks them again, and only the organiser's (or an admin's) change is kept.
 */
export async function setEventTeam(db: AppDatabase, id: string, team: NonNullable<EventDoc['team']>): Promise<void> {
  const doc = await db.events.findOne(id).exec();
  if (!doc) throw new Error(appIntl().formatMessage(messages.gone));
  const problem = teamProblem(team, doc.created_by);
  if (problem) throw new Error(problem);
  await doc.incrementalModify((current) => {
    const { sync_error: _error, ...kept } = current;
    return { ...kept, team, sync_state: 'pending' };
  });
}

/** Sets whether the event's questions show at once or wait for a moderator's approval, on this device first. */
export async function setEventQaMode(db: AppDatabase, id: string, mode: QaMode): Promise<void> {
  const doc = await db.events.findOne(id).exec();
  if (!doc) throw new Error(appIntl().formatMessage(messages.gone));
  await doc.incrementalModify((current) => {
    const { sync_error: _error, ...kept } = current;
    return { ...kept, qa_mode: mode, sync_state: 'pending' };
  });
}
