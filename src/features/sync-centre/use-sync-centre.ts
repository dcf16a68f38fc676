import { auditTime, from, interval, merge, of, switchMap } from 'rxjs';
import { directPartner, type ChatRoomDoc } from '../../../schemas/chat-room.schema';
import { COLLECTION_NAMES, SYNC_FIELD, type CollectionName, type LostEdit } from '../../../schemas/collections';
import type { AppDatabase } from '../../../local-store/open-database';
import { readLocalDocuments } from '../../../local-store/local-documents';
import { useLiveQuery } from '../../db/use-live-query';
import { nameWrite, type NameLookup } from './write-names';

/** A write on this device the server does not have: waiting, or refused with its reason. */
export type CentreWrite = {
  collection: CollectionName;
  id: string;
  name: string;
  /** What tells two writes of one name apart: a message's text. */
  detail: string | undefined;
  state: 'pending' | 'failed';
  reason: string | undefined;
  at: number;
};
/** An edit that lost to another device's: both versions, kept until the member re-applies or discards it; `title` is '' when neither has one. */
export type CentreLostEdit = { key: string; id: string; title: string; mine: { title: string; description: string }; current: { title: string; description: string }; at: number };

export type SyncCentreData = { pending: CentreWrite[]; failed: CentreWrite[]; lostEdits: CentreLostEdit[] };

type Doc = Record<string, unknown> & { id: string };

const textOf = (doc: Record<string, unknown> | undefined, field: string) => (typeof doc?.[field] === 'string' ? (doc[field] as string) : '');

/** Everything the sync centre lists, read from the device. */
export async function readSyncCentre(db: AppDatabase, memberId: string): Promise<SyncCentreData> {
  const unsent = await Promise.all(
    COLLECTION_NAMES.map(async (collection) => {
      const field = SYNC_FIELD[collection];
      const docs = await (db[collection] as AppDatabase['questions']).find({ selector: { [field]: { $in: ['pending', 'failed'] } } as never }).exec();
      return docs.map((doc) => ({ collection, doc: doc.toJSON() as unknown as Doc }));
    }),
  );
  const writes = unsent.flat();
  const ids = (pick: (write: (typeof writes)[number]) => string | undefined) => [...new Set(writes.map(pick).filter((id): id is string => Boolean(id)))];
  const roomIds = ids((w) => (w.collection === 'chat_messages' ? String(w.doc.room_id) : w.collection === 'chat_rooms' ? w.doc.id : undefined));
  const rooms = await db.chat_rooms.findByIds(roomIds).exec();
  const partnerOf = new Map([...rooms.values()].map((room) => [room.id, directPartner(room.toJSON() as ChatRoomDoc, memberId)]));
  const targetIds = ids((w) => (w.collection === 'interactions' ? String(w.doc.target_id) : undefined));
  const peopleIds = [...targetIds, ...ids((w) => (w.collection === 'interactions' ? String(w.doc.user_id) : undefined)), ...[...partnerOf.values()].filter((id): id is string => Boolean(id))];
  const [questions, events, users] = await Promise.all([db.questions.findByIds(targetIds).exec(), db.events.findByIds(targetIds).exec(), db.users.findByIds(peopleIds).exec()]);
  const person = (id: string) => {
    const user = users.get(id);
    return user ? user.first_name || user.full_name : undefined;
  };
  const lookup: NameLookup = {
    memberId,
    questionTitle: (id) => questions.get(id)?.title,
    eventName: (id) => events.get(id)?.name,
    personName: person,
    roomPartner: (roomId) => {
      const partner = partnerOf.get(roomId);
      return partner ? person(partner) : undefined;
    },
  };
  const centre: SyncCentreData = { pending: [], failed: [], lostEdits: [] };
  for (const { collection, doc } of writes) {
    const state = doc[SYNC_FIELD[collection]] as 'pending' | 'failed';
    const at = Number(doc.timestamp ?? Date.parse(String(doc.created_at ?? '')) ?? 0) || 0;
    const detail = collection === 'chat_messages' && typeof doc.body === 'string' ? doc.body : undefined;
    const write: CentreWrite = { collection, id: doc.id, name: nameWrite(collection, doc, lookup), detail, state, reason: typeof doc.sync_error === 'string' ? doc.sync_error : undefined, at };
    centre[state === 'failed' ? 'failed' : 'pending'].push(write);
  }
  centre.pending.sort((a, b) => a.at - b.at);
  centre.failed.sort((a, b) => a.at - b.at);
  const lost = await readLocalDocuments<LostEdit & { at?: number }>(db.questions as never, 'lost-edit:');
  centre.lostEdits = lost
    .map(({ id, data }) => ({
      key: id,
      id: data.id,
      title: textOf(data.local, 'title') || textOf(data.server, 'title'),
      mine: { title: textOf(data.local, 'title'), description: textOf(data.local, 'description') },
      current: { title: textOf(data.server, 'title'), description: textOf(data.server, 'description') },
      at: data.at ?? 0,
    }))
    .sort((a, b) => b.at - a.at);
  return centre;
}

/**
 * The sync centre's lists, live while it is open: read again at most twice a second while anything on
 * the device changes, and every 3 s for the kept edits (local documents, whose changes RxDB's change
 * stream does not carry).
 */
export function useSyncCentre(memberId: string, enabled = true) {
  return useLiveQuery(
    (db) => (enabled ? merge(of(null), db.$.pipe(auditTime(500)), interval(3_000)).pipe(switchMap(() => from(readSyncCentre(db, memberId)))) : of(undefined)),
    [memberId, enabled],
  );
}
