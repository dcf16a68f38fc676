import { COLLECTION_NAMES, SYNC_FIELD, policyOf } from '../../schemas/collections';
import { countLocalDocuments } from '../../local-store/local-documents';
import type { AppDatabase } from '../../local-store/open-database';
import { countUnsent } from './use-unsent-writes';

/** What leaving this device would throw away: writes the server has not stored, and edits that lost. */
export type WritesAtRisk = { pending: number; failed: number; lostEdits: number };

export const totalAtRisk = (risk: WritesAtRisk) => risk.pending + risk.failed + risk.lostEdits;

// Collections whose sync state has no index (events, profiles: a member writes few of them) are read
// whole; countUnsent counts the others on their index.
async function unsentUnindexed(db: AppDatabase): Promise<{ pending: number; failed: number }> {
  const unindexed = COLLECTION_NAMES.filter((name) => !policyOf(name).indexedSyncState);
  const states = (
    await Promise.all(
      unindexed.map(async (name) => {
        const found = await (db[name] as AppDatabase['events']).find({ selector: { [SYNC_FIELD[name]]: { $in: ['pending', 'failed'] } } } as never).exec();
        return found.map((doc) => (doc as unknown as Record<string, unknown>)[SYNC_FIELD[name]]);
      }),
    )
  ).flat();
  return { pending: states.filter((state) => state === 'pending').length, failed: states.filter((state) => state === 'failed').length };
}

/** Edits of questions that lost to another device's, kept as local documents `lost-edit:<id>`. */
export const lostEditCount = (db: AppDatabase): Promise<number> => countLocalDocuments(db.questions as never, 'lost-edit:');

export async function countWritesAtRisk(db: AppDatabase): Promise<WritesAtRisk> {
  const [indexed, unindexed, lostEdits] = await Promise.all([countUnsent(db), unsentUnindexed(db), lostEditCount(db)]);
  return { pending: indexed.pending + unindexed.pending, failed: indexed.failed + unindexed.failed, lostEdits };
}
