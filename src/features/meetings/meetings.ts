import { useMemo } from 'react';
import { map } from 'rxjs';
import { combineLatest, type Observable } from 'rxjs';
import { meetingConfirmed, tagsProblem } from '../../../schemas/contact-rules';
import { liveStatusAt } from '../../../schemas/event-live-status';
import type { EventDoc } from '../../../schemas/event.schema';
import { interactionId, meetingNoteProblem, otherMember, type InteractionDoc } from '../../../schemas/interaction.schema';
import type { AppDatabase } from '../../../local-store/open-database';
import { localWrite } from '../../components/local-write/local-write';
import { markPending } from '../../../local-store/mark-pending';
import { documentData } from '../../../local-store/document-data';
import { memberMeetings$ } from '../../db/attendance-reads';
import { useLiveQuery } from '../../db/use-live-query';
import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';
import { track } from '../../lib/analytics';
import { useMember } from '../../member/member-store';

const messages = defineMessages({
  notYourself: { id: 'meetings.write.notYourself', defaultMessage: 'You cannot record meeting yourself' },
  notHere: { id: 'meetings.write.notHere', defaultMessage: 'That meeting is not on this device' },
  recordFailed: { id: 'meetings.write.recordFailed', defaultMessage: 'Your meeting was not saved' },
  undoFailed: { id: 'meetings.write.undoFailed', defaultMessage: 'Your meeting was not taken back' },
  noteFailed: { id: 'meetings.write.noteFailed', defaultMessage: 'Your note was not saved' },
  tagsFailed: { id: 'meetings.write.tagsFailed', defaultMessage: 'Your tags were not saved' },
});

/** A meeting as one of its two members sees it, with what that member keeps of the other (private to them). */
export type Meeting = {
  id: string;
  /** The other member. */
  otherId: string;
  /** When it was first recorded, by either of the two. */
  at: string;
  /** The member's own note of where and how they met (never the other member's). */
  note: string | undefined;
  /** The member's own tags of the other. */
  tags: string[];
  /** Where they met, when it was recorded during an event. */
  eventId: string | undefined;
  /**
   * 'confirmed' once both recorded it; 'waiting' for the other member to confirm one this member
   * recorded; 'to-confirm' when the other recorded it and waits for this member.
   */
  state: 'confirmed' | 'waiting' | 'to-confirm';
  /** Not yet on the server. */
  pending: boolean;
};

/** The id of the member's private card of `otherId`: their note and tags. */
export const contactId = (memberId: string, otherId: string) => interactionId('contact', memberId, otherId);

const stateOf = (doc: InteractionDoc, memberId: string): Meeting['state'] => (doc.confirmed ? 'confirmed' : doc.user_id === memberId ? 'waiting' : 'to-confirm');

const asMeeting = (doc: InteractionDoc, memberId: string, card: InteractionDoc | undefined): Meeting => ({
  id: doc.id,
  otherId: otherMember(doc, memberId),
  at: doc.created_at,
  // A note written on a device of before sits on the meeting until the server moves it to its writer's card.
  note: (card?.note ?? doc.note) || undefined,
  tags: card?.tags ?? [],
  eventId: doc.event_id,
  state: stateOf(doc, memberId),
  pending: doc.sync_state !== 'sent' || (card !== undefined && card.sync_state !== 'sent'),
});

/** What recording a meeting did: a new one, one the other member recorded now confirmed, or the one the two already had. */
export type Recorded = { id: string; isNew: boolean; confirmed: boolean };

/**
 * The event the member is at now, where a meeting recorded now took place: a live event they checked
 * in to, else a live one they joined (the meetverse is no place), the latest to start first.
 */
export async function currentEventOf(db: AppDatabase, memberId: string, now = Date.now()): Promise<string | undefined> {
  // Each kind on its own reads the [user_id, kind] index whole.
  const mine = await Promise.all((['check_in', 'participation'] as const).map((kind) => db.interactions.find({ selector: { user_id: memberId, kind } }).exec()));
  const active = mine.flat().filter((doc) => doc.active);
  const events = await db.events.findByIds([...new Set(active.map((doc) => doc.target_id))]).exec();
  const live = (id: string) => {
    const event = events.get(id)?.toJSON() as EventDoc | undefined;
    return event && !event.is_meetverse && liveStatusAt(event, now) === 'live' ? event : undefined;
  };
  const ranked = (kind: string) =>
    active
      .filter((doc) => doc.kind === kind)
      .map((doc) => live(doc.target_id))
      .filter((event): event is EventDoc => event !== undefined)
      .sort((a, b) => (b.starts_at ?? '').localeCompare(a.starts_at ?? ''));
  return (ranked('check_in')[0] ?? ranked('participation')[0])?.id;
}

/**
 * Records that the member met `otherId`, offline too. Two members have one meeting whoever records it
 * and however often: its id is made from the pair, so a second scan, or the other member's scan, finds
 * it. The other member recording it too (or tapping Confirm) confirms it (`meetingConfirmed`).
 */
export async function recordMeeting(db: AppDatabase, memberId: string, otherId: string, now = new Date()): Promise<Recorded> {
  if (!otherId || otherId === memberId) throw new Error(appIntl().formatMessage(messages.notYourself));
  const id = interactionId('we_met', memberId, otherId);
  const existing = await db.interactions.findOne(id).exec();
  if (!existing) {
    const eventId = await currentEventOf(db, memberId, now.getTime());
    await db.interactions.insert({
      id,
      kind: 'we_met',
      user_id: memberId,
      target_id: otherId,
      active: true,
      confirmed: false,
      ...(eventId ? { event_id: eventId } : {}),
      created_at: now.toISOString(),
      sync_state: 'pending',
      updatedAt: 0,
    });
    return { id, isNew: true, confirmed: false };
  }
  const confirmed = meetingConfirmed(existing, memberId, true);
  const confirms = confirmed && !existing.confirmed;
  if (existing.active && !confirms) return { id, isNew: false, confirmed };
  await markPending(existing, { active: true, confirmed });
  // Made active again, or confirmed now: new to this member either way.
  return { id, isNew: true, confirmed };
}

/** Takes back a meeting just recorded by mistake (kept inactive, so every device converges). */
export async function undoMeeting(db: AppDatabase, id: string): Promise<void> {
  const existing = await db.interactions.findOne(id).exec();
  if (existing?.active) await markPending(existing, { active: false });
}

/** The member's card of `otherId`, made when they first note or tag them. */
async function writeCard(db: AppDatabase, memberId: string, otherId: string, change: { note?: string; tags?: string[] }, now = new Date()): Promise<void> {
  const id = contactId(memberId, otherId);
  const card = await db.interactions.findOne(id).exec();
  if (card) {
    await markPending(card, { ...change, active: true });
    return;
  }
  await db.interactions.insert({ id, kind: 'contact', user_id: memberId, target_id: otherId, active: true, ...change, created_at: now.toISOString(), sync_state: 'pending', updatedAt: 0 });
}

/** Sets the member's own note of where they met; an empty note removes it. Only they ever read it. */
export async function setMeetingNote(db: AppDatabase, memberId: string, meetingId: string, note: string): Promise<void> {
  const meeting = await db.interactions.findOne(meetingId).exec();
  if (!meeting) throw new Error(appIntl().formatMessage(messages.notHere));
  const problem = meetingNoteProblem(note);
  if (problem) throw new Error(problem);
  const otherId = otherMember(meeting, memberId);
  const card = await db.interactions.findOne(contactId(memberId, otherId)).exec();
  const trimmed = note.trim();
  if (((card ? card.note : meeting.note) ?? '') === trimmed) return;
  await writeCard(db, memberId, otherId, { note: trimmed });
}

/** Sets the member's own tags of `otherId` (each as the tag rule keeps it). Only they ever read them. */
export async function setContactTags(db: AppDatabase, memberId: string, otherId: string, tags: string[]): Promise<void> {
  const problem = tagsProblem(tags);
  if (problem) throw new Error(problem);
  const card = await db.interactions.findOne(contactId(memberId, otherId)).exec();
  if (JSON.stringify(card?.tags ?? []) === JSON.stringify(tags)) return;
  await writeCard(db, memberId, otherId, { tags });
}

const byNewest = (a: Meeting, b: Meeting) => b.at.localeCompare(a.at) || a.id.localeCompare(b.id);

/** The member's meetings (active ones) and cards, live. */
function meetingsOf(db: AppDatabase, memberId: string): Observable<Meeting[]> {
  const cards = db.interactions.find({ selector: { user_id: memberId, kind: 'contact' } }).$;
  return combineLatest([memberMeetings$(db, memberId), cards]).pipe(
    map(([found, ownCards]) => {
      const byOther = new Map(ownCards.map((card) => [card.target_id, documentData<InteractionDoc>(card)]));
      return found.map((doc) => asMeeting(doc, memberId, byOther.get(otherMember(doc, memberId)))).sort(byNewest);
    }),
  );
}

/** Everyone the member met or was told they met, newest first, from this device (works offline). */
export function useMeetings(memberId: string | undefined) {
  return useLiveQuery((db) => meetingsOf(db, memberId ?? ''), [memberId]);
}

/** The member's meeting with `otherId`, or undefined when they have not met (or it was undone). */
export function useMeetingWith(memberId: string | undefined, otherId: string | undefined) {
  const id = memberId && otherId && memberId !== otherId ? interactionId('we_met', memberId, otherId) : '';
  return useLiveQuery(
    (db) =>
      combineLatest([db.interactions.findOne(id).$, db.interactions.findOne(contactId(memberId ?? '', otherId ?? '')).$]).pipe(
        map(([doc, card]) => (doc && doc.active ? asMeeting(doc.toJSON() as InteractionDoc, memberId ?? '', card ? (card.toJSON() as InteractionDoc) : undefined) : undefined)),
      ),
    [id, memberId, otherId],
  );
}

/**
 * The signed-in member's meetings: recorded on this device at once (synced later), with a toast when
 * they cannot be, counted once per new meeting.
 */
export function useMeetingWrites() {
  const { id: memberId } = useMember();
  return useMemo(
    () => ({
      async record(otherId: string, how: 'scan' | 'code' | 'profile' | 'confirm') {
        const result = await localWrite((db) => recordMeeting(db, memberId, otherId), { failure: appIntl().formatMessage(messages.recordFailed) });
        if (result.stored && result.value.isNew) track('We Met', { how, offline: !navigator.onLine });
        return result;
      },
      undo: (id: string) => localWrite((db) => undoMeeting(db, id), { failure: appIntl().formatMessage(messages.undoFailed) }),
      note: (id: string, note: string) => localWrite((db) => setMeetingNote(db, memberId, id, note), { failure: appIntl().formatMessage(messages.noteFailed) }),
      tags: (otherId: string, tags: string[]) => localWrite((db) => setContactTags(db, memberId, otherId, tags), { failure: appIntl().formatMessage(messages.tagsFailed) }),
    }),
    [memberId],
  );
}
