import { normalizeMangoQuery, prepareQuery, type RxDocumentData, type RxJsonSchema } from 'rxdb';
import { getLocalDocStateByParent } from 'rxdb/plugins/local-documents';
import type { AppDatabase } from '../../schemas/open-database';
import { countUnsent } from './use-unsent-writes';

/** What leaving this device would throw away: writes the server has not stored, and edits that lost. */
export type WritesAtRisk = { pending: number; failed: number; lostEdits: number };

export const totalAtRisk = (risk: WritesAtRisk) => risk.pending + risk.failed + risk.lostEdits;

// Events and profiles keep their sync state unindexed (see countUnsent); a member has few of them,
// so they are read whole.
async function unsentUnindexed(db: AppDatabase): Promise<{ pending: number; failed: number }> {
  const docs = await Promise.all(
    (['events', 'users'] as const).map((name) => db[name].find({ selector: { sync_state: { $in: ['pending', 'failed'] } } } as never).exec()),
  );
  const states = docs.flat().map((doc) => (doc as unknown as { sync_state?: string }).sync_state);
  return { pending: states.filter((state) => state === 'pending').length, failed: states.filter((state) => state === 'failed').length };
}

/** Edits of questions that lost to another device's, kept as local documents `lost-edit:<id>`. */
export async function lostEditCount(db: AppDatabase): Promise<number> {
  const { storageInstance } = await getLocalDocStateByParent(db.questions);
  const schema = storageInstance.schema as RxJsonSchema<RxDocumentData<{ id: string }>>;
  const query = normalizeMangoQuery(schema, { selector: { id: { $gte: 'lost-edit:', $lt: 'lost-edit;' } } });
  const { documents } = await storageInstance.query(prepareQuery(schema, query));
  return documents.filter((doc) => !doc._deleted).length;
}

export async function countWritesAtRisk(db: AppDatabase): Promise<WritesAtRisk> {
  const [indexed, unindexed, lostEdits] = await Promise.all([countUnsent(db), unsentUnindexed(db), lostEditCount(db)]);
  return { pending: indexed.pending + unindexed.pending, failed: indexed.failed + unindexed.failed, lostEdits };
}
