import { PUSH_BATCH_MAX } from '../../schemas/api';
import type { Database } from '../db/database';
import { COLLECTIONS, type Draft } from '../replication/collections';
import { NOTIFIER } from '../replication/collections/notifications';
import type { DocumentStore } from '../replication/store';

// How many ids one look-up names, well under every database's limit of bound values.
const LOOKUP_CHUNK = 500;

export const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** Which of these notifications exist already (read or unread). */
export async function existingNotifications(database: Database, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const chunk of chunks(ids, LOOKUP_CHUNK)) {
    const rows = await database.db.selectFrom('notifications').select('id').where('id', 'in', chunk).execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/**
 * Stores reminders as the notifier, each a new document with no assumed state: one made meanwhile (by
 * another process) comes back as a conflict, unwritten. Resolves with how many it stored.
 */
export async function storeReminders(store: DocumentStore, docs: readonly Draft<'notifications'>[]): Promise<number> {
  let stored = 0;
  for (const batch of chunks(docs, PUSH_BATCH_MAX)) {
    const conflicts = await store.push(COLLECTIONS.notifications, NOTIFIER, batch.map((doc) => ({ newDocumentState: doc })));
    stored += batch.length - conflicts.length;
  }
  return stored;
}

/** Ids in look-up sized chunks, for `where id in (...)` queries. */
export const lookupChunks = <T>(items: readonly T[]): T[][] => chunks(items, LOOKUP_CHUNK);
