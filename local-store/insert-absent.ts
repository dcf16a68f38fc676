import { getPrimaryFieldOfPrimaryKey, randomToken, type EventBulk, type RxDocumentData, type RxStorageChangeEvent } from 'rxdb';
import { fromStorageToDexie } from 'rxdb/plugins/storage-dexie';
import type { Subject } from 'rxjs';
import { dexieInternalsOf, type AnyInstance } from './storage-wrapper';

/** Change events per bulk emitted (see insertAbsent). */
export const EVENTS_PER_BULK = 250;

type Doc = RxDocumentData<Record<string, unknown>>;

export type ChangeSubject = Subject<EventBulk<RxStorageChangeEvent<Doc>, unknown>>;
type BulkError = { name: string; failuresByPos?: Record<number, { name?: string }> };

/** What marks a document as written by a replication's pull: RxDB's hash of its identifier, and the database's revision token. */
export type PullMark = { identifierHash: string; revisionToken: string };

/**
 * Documents as a replication's pull stores them: at revision 1, marked the way RxDB marks what its
 * own pull wrote (`_meta.o`), so the replication does not push them back and merges later server
 * changes into them.
 */
export function pulledRows(documents: Record<string, unknown>[], mark: PullMark, lwt = Date.now()): Doc[] {
  return documents.map((doc) => ({
    ...doc,
    _deleted: false,
    _attachments: {},
    _rev: `1-${mark.revisionToken}`,
    _meta: { lwt, o: { _rev: 1, hash: mark.identifierHash } },
  }));
}

/**
 * Stores documents this storage may not have yet and leaves every one it already has untouched.
 * Returns the ids that were there already (deleted or not), for the caller to merge its own way.
 *
 * On IndexedDB the documents go in as `add` requests, which fail one by one for a key already stored.
 * RxDB's own bulkWrite first reads every document of the write to sort inserts from updates: a
 * request more per document, and the IndexedDB requests are what a first sync spends its time on.
 * The change events are the ones RxDB's write would emit, with the caller's write context, so the
 * collection, the other tabs and the replication see an ordinary insert.
 *
 * Any other storage (memory, in tests) gets an ordinary insert-only bulkWrite.
 */
export async function insertAbsent(instance: AnyInstance, documents: Doc[], context: string): Promise<Set<string>> {
  if (documents.length === 0) return new Set();
  // Under a collection's own wrapper (hooks, dev-mode checks) when given the collection's instance.
  const base = (instance as { originalStorageInstance?: AnyInstance }).originalStorageInstance ?? instance;
  const state = await dexieInternalsOf(base);
  const changes$ = (base as { changes$?: ChangeSubject }).changes$;
  const primary = getPrimaryFieldOfPrimaryKey(base.schema.primaryKey) as string;
  if (!state || !changes$) {
    const result = await base.bulkWrite(
      documents.map((document) => ({ document })),
      context,
    );
    const failed = result.error.find((error) => error.status !== 409);
    if (failed) throw new Error(`Could not store document ${failed.documentId} (${failed.status})`);
    return new Set(result.error.map((error) => error.documentId));
  }
  const { dexieDb, dexieTable, booleanIndexes } = state;
  const existing = new Set<string>();
  await dexieDb.transaction('rw', dexieTable, async () => {
    try {
      await dexieTable.bulkAdd(documents.map((doc) => fromStorageToDexie(booleanIndexes, doc)));
    } catch (error) {
      // Dexie reports the adds that failed together; caught here, the others still commit.
      const failures = Object.entries((error as BulkError).failuresByPos ?? {});
      if ((error as BulkError).name !== 'BulkError' || failures.some(([, failure]) => failure?.name !== 'ConstraintError')) throw error;
      for (const [position] of failures) existing.add(String(documents[Number(position)]?.[primary]));
    }
  });
  const inserted = documents.filter((doc) => !existing.has(String(doc[primary])));
  // Each bulk of events reaches the other tabs' RxDB instances as one message: slices keep their
  // main threads free.
  for (let start = 0; start < inserted.length; start += EVENTS_PER_BULK) {
    const slice = inserted.slice(start, start + EVENTS_PER_BULK);
    const newest = slice.at(-1) as Doc;
    changes$.next({
      id: randomToken(10),
      context,
      checkpoint: { id: newest[primary], lwt: newest._meta.lwt },
      events: slice.map((doc) => ({ documentId: String(doc[primary]), operation: 'INSERT', documentData: doc, previousDocumentData: undefined })),
    });
  }
  return existing;
}
