import { useMemo } from 'react';
import type { SessionWritten } from '../../../schemas/session-rules';
import type { SessionDoc, Speaker } from '../../../schemas/session.schema';
import type { AppDatabase } from '../../../local-store/open-database';
import { localWrite } from '../../components/local-write/local-write';
import { toast } from '../../components/toasts/toast';
import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';
import { useMember } from '../../member/member-store';

const messages = defineMessages({
  gone: { id: 'agenda.writes.gone', defaultMessage: 'This session is no longer on this device' },
  keptNote: { id: 'agenda.writes.keptNote', defaultMessage: 'The session is kept on this page until it is saved.' },
  notAdded: { id: 'agenda.writes.notAdded', defaultMessage: 'The session was not added' },
  added: { id: 'agenda.writes.added', defaultMessage: 'Session added' },
  notSaved: { id: 'agenda.writes.notSaved', defaultMessage: 'Your changes were not saved' },
  saved: { id: 'agenda.writes.saved', defaultMessage: 'Changes saved' },
  notCancelled: { id: 'agenda.writes.notCancelled', defaultMessage: 'The session was not cancelled' },
  notRestored: { id: 'agenda.writes.notRestored', defaultMessage: 'The session was not restored' },
  cancelled: { id: 'agenda.writes.cancelled', defaultMessage: 'Session cancelled' },
  restored: { id: 'agenda.writes.restored', defaultMessage: 'Session restored' },
  notDeleted: { id: 'agenda.writes.notDeleted', defaultMessage: 'The session was not deleted' },
  deleted: { id: 'agenda.writes.deleted', defaultMessage: 'Session deleted' },
});

/** What the organiser fills in for a session, as the document stores it (instants, trimmed texts). */
export type SessionInput = Required<Pick<SessionWritten, 'title' | 'starts_at' | 'ends_at'>> & {
  description: string;
  room: string;
  track: string;
  speakers: Speaker[];
  capacity: number | undefined;
};

/** The fields written; empty texts, an empty speaker list and no capacity are left out rather than stored empty. */
function written(input: SessionInput) {
  const description = input.description.trim();
  const room = input.room.trim();
  const track = input.track.trim();
  const speakers = input.speakers.map((speaker) => {
    const bio = (speaker.bio ?? '').trim();
    return { ...(speaker.user_id ? { user_id: speaker.user_id } : {}), name: speaker.name.trim(), ...(bio ? { bio } : {}) };
  });
  return {
    title: input.title.trim(),
    starts_at: input.starts_at,
    ends_at: input.ends_at,
    ...(description ? { description } : {}),
    ...(room ? { room } : {}),
    ...(track ? { track } : {}),
    ...(speakers.length > 0 ? { speakers } : {}),
    ...(input.capacity !== undefined ? { capacity: input.capacity } : {}),
  };
}

/** Adds a session to an event's agenda on this device: it shows at once as pending and syncs when it can. */
export async function createSession(db: AppDatabase, organiserId: string, eventId: string, input: SessionInput): Promise<SessionDoc> {
  const doc: SessionDoc = { id: crypto.randomUUID(), event_id: eventId, ...written(input), created_by: organiserId, sync_state: 'pending', updatedAt: 0 };
  await db.sessions.insert(doc);
  return doc;
}

/** Saves the organiser's changes to a session on this device; texts emptied go. */
export async function updateSession(db: AppDatabase, id: string, input: SessionInput): Promise<void> {
  const doc = await db.sessions.findOne(id).exec();
  if (!doc) throw new Error(appIntl().formatMessage(messages.gone));
  await doc.incrementalModify((current) => {
    const { description: _d, room: _r, track: _t, speakers: _s, capacity: _c, sync_error: _e, ...kept } = current;
    return { ...kept, ...written(input), sync_state: 'pending' };
  });
}

/** Cancels a session (it stays on the agenda, marked) or brings it back. */
export async function setSessionCancelled(db: AppDatabase, id: string, cancelled: boolean): Promise<void> {
  const doc = await db.sessions.findOne(id).exec();
  if (!doc) throw new Error(appIntl().formatMessage(messages.gone));
  await doc.incrementalModify(({ sync_error: _e, ...current }) => ({ ...current, cancelled, sync_state: 'pending' }));
}

/** Deletes a session for everyone once it syncs; its questions stay with the event. */
export async function deleteSession(db: AppDatabase, id: string): Promise<void> {
  await (await db.sessions.findOne(id).exec())?.remove();
}

/**
 * The organiser's writes to an agenda: each is stored on this device at once (synced later), says so
 * in a toast, tells the member when it cannot be, and answers whether it was stored.
 */
export function useSessionWrites() {
  const { id: memberId } = useMember();
  return useMemo(
    () => ({
      async create(eventId: string, input: SessionInput) {
        const result = await localWrite((db) => createSession(db, memberId, eventId, input), {
          keptNote: appIntl().formatMessage(messages.keptNote),
          failure: appIntl().formatMessage(messages.notAdded),
        });
        if (result.stored) toast.success(appIntl().formatMessage(messages.added), { description: result.value.title });
        return result;
      },
      async update(session: Pick<SessionDoc, 'id'>, input: SessionInput) {
        const result = await localWrite((db) => updateSession(db, session.id, input), { failure: appIntl().formatMessage(messages.notSaved) });
        if (result.stored) toast.success(appIntl().formatMessage(messages.saved));
        return result;
      },
      async setCancelled(session: Pick<SessionDoc, 'id' | 'title'>, cancelled: boolean) {
        const result = await localWrite((db) => setSessionCancelled(db, session.id, cancelled), {
          failure: appIntl().formatMessage(cancelled ? messages.notCancelled : messages.notRestored),
        });
        if (result.stored) toast.success(appIntl().formatMessage(cancelled ? messages.cancelled : messages.restored), { description: session.title });
        return result;
      },
      async remove(session: Pick<SessionDoc, 'id' | 'title'>) {
        const result = await localWrite((db) => deleteSession(db, session.id), { failure: appIntl().formatMessage(messages.notDeleted) });
        if (result.stored) toast.success(appIntl().formatMessage(messages.deleted), { description: session.title });
        return result;
      },
    }),
    [memberId],
  );
}
