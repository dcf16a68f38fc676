import type { AppDatabase } from '../../../local-store/open-database';
import type { SessionDoc } from '../../../schemas/session.schema';
import { createPreloadedReads } from '../../db/preload';

/** An event's sessions in time order, by the index the agenda reads them through. */
export const eventSessionsQuery = (db: AppDatabase, eventId: string) =>
  db.sessions.find({ selector: { event_id: eventId }, sort: [{ event_id: 'asc' }, { starts_at: 'asc' }] });

/** Sessions as read, with their documents' revisions, which tell whether a later read says the same. */
export type SessionsRead = { sessions: SessionDoc[]; revisions: string };

export const sessionsReadOf = (docs: readonly { revision: string; toJSON: () => unknown }[]): SessionsRead => ({
  sessions: docs.map((doc) => doc.toJSON() as SessionDoc),
  revisions: docs.map((doc) => doc.revision).join(' '),
});

const agendaReads = createPreloadedReads<SessionsRead>();

/**
 * Reads an event's sessions while the agenda's code loads (its route's loader), so the agenda draws
 * them in its first render. Kept in a module of its own: loaders load with the app, screens later.
 */
export async function readAgenda(db: AppDatabase, eventId: string): Promise<void> {
  const docs = await eventSessionsQuery(db, eventId).exec();
  if (docs.length > 0) agendaReads.keep(eventId, sessionsReadOf(docs));
}

/** The sessions the agenda's loader read for this event just now, if it did. */
export const preloadedAgenda = (eventId: string): SessionsRead | undefined => agendaReads.recall(eventId);
