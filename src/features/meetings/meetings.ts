import { useMemo } from 'react';
import { map } from 'rxjs';
import { interactionId, meetingNoteProblem, type InteractionDoc } from '../../../schemas/interaction.schema';
import type { AppDatabase } from '../../../local-store/open-database';
import { localWrite } from '../../components/local-write/local-write';
import { markPending } from '../../../local-store/mark-pending';
import { setInteraction } from '../../db/set-interaction';
import { useLiveQuery } from '../../db/use-live-query';
import { track } from '../../lib/analytics';
import { useMember } from '../../member/member-store';


/** A meeting as one of its two members sees it. */
export type Meeting = {
  id: string;
  /** The other member. */
  otherId: string;
  /** When it was first recorded, by either of the two. */
  at: string;
  note: string | undefined;
  /** Not yet on the server. */
  pending: boolean;
};

const asMeeting = (doc: InteractionDoc, memberId: string): Meeting => ({
  id: doc.id,
  otherId: doc.user_id === memberId ? doc.target_id : doc.user_id,
  at: doc.created_at,
  note: doc.note || undefined,
  pending: doc.sync_state !== 'sent',
});

/** What recording a meeting did: a new one, or the one the two already had (made active again if undone). */
export type Recorded = { id: string; isNew: boolean };

/**
 * Records that the member met `otherId`, offline too. Two members have one meeting whoever records it
 * and however often: its id is made from the pair, so a second scan, or the other member's scan, finds it.
 */
export async function recordMeeting(db: AppDatabase, memberId: string, otherId: string, now = new Date()): Promise<Recorded> {
  if (!otherId || otherId === memberId) throw new Error('You cannot record meeting yourself');
  const { id, changed } = await setInteraction(db, { kind: 'we_met', userId: memberId, targetId: otherId, active: true, now });
  return { id, isNew: changed };
}

/** Takes back a meeting just recorded by mistake (kept inactive, so every device converges). */
export async function undoMeeting(db: AppDatabase, id: string): Promise<void> {
  const existing = await db.interactions.findOne(id).exec();
  if (existing?.active) await markPending(existing, { active: false });
}

/** Sets the note of where the two met; an empty note removes it. */
export async function setMeetingNote(db: AppDatabase, id: string, note: string): Promise<void> {
  const existing = await db.interactions.findOne(id).exec();
  if (!existing) throw new Error('That meeting is not on this device');
  const problem = meetingNoteProblem(note);
  if (problem) throw new Error(problem);
  const trimmed = note.trim();
  if ((existing.note ?? '') === trimmed) return;
  await markPending(existing, { note: trimmed });
}

const byNewest = (a: Meeting, b: Meeting) => b.at.localeCompare(a.at) || a.id.localeCompare(b.id);

/** Everyone the member met, newest first, from this device (works offline). */
export function useMeetings(memberId: string | undefined) {
  return useLiveQuery(
    (db) =>
      db.interactions
        .find({ selector: { kind: 'we_met', active: true, $or: [{ user_id: memberId ?? '' }, { target_id: memberId ?? '' }] } })
        .$.pipe(map((docs) => docs.map((doc) => asMeeting(doc.toJSON() as InteractionDoc, memberId ?? '')).sort(byNewest))),
    [memberId],
  );
}

/** The member's meeting with `otherId`, or undefined when they have not met (or it was undone). */
export function useMeetingWith(memberId: string | undefined, otherId: string | undefined) {
  const id = memberId && otherId && memberId !== otherId ? interactionId('we_met', memberId, otherId) : '';
  return useLiveQuery(
    (db) =>
      db.interactions
        .findOne(id)
        .$.pipe(map((doc) => (doc && doc.active ? asMeeting(doc.toJSON() as InteractionDoc, memberId ?? '') : undefined))),
    [id, memberId],
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
      async record(otherId: string, how: 'scan' | 'code' | 'profile') {
        const result = await localWrite((db) => recordMeeting(db, memberId, otherId), { failure: 'Your meeting was not saved' });
        if (result.stored && result.value.isNew) track('We Met', { how, offline: !navigator.onLine });
        return result;
      },
      undo: (id: string) => localWrite((db) => undoMeeting(db, id), { failure: 'Your meeting was not taken back' }),
      note: (id: string, note: string) => localWrite((db) => setMeetingNote(db, id, note), { failure: 'Your note was not saved' }),
    }),
    [memberId],
  );
}
