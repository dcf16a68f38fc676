import { createRevision, getPrimaryFieldOfPrimaryKey, randomToken, type PreparedQuery, type RxDocumentData } from 'rxdb';
import { DEXIE_DOCS_TABLE_NAME } from 'rxdb/plugins/storage-dexie';
import { documentOfRow, indexRangeOf } from './index-read-storage';
import { EVENTS_PER_BULK, type ChangeSubject } from './insert-absent';
import { dexieInternalsOf, idbRequest, type AnyInstance } from './storage-wrapper';
import { nextTask } from './next-task';

type Doc = RxDocumentData<Record<string, unknown>>;

/**
 * Rows read and deleted at a time, within the one transaction: a third of the largest quarter of the
 * chat cache. Measured in Chromium clearing 12,500 of 50,000 messages: batches of 2,500 took 1.20x raw
 * Dexie's time, batches of 4,200 1.07 to 1.14x with no task of the page over 60 ms.
 */
const READ_BATCH = 4_200;

/** The storage beneath a collection's own wrapper, and what removing for good needs of it; undefined on any storage but Dexie's. */
async function dexieBase(instance: AnyInstance) {
  const base = (instance as { originalStorageInstance?: AnyInstance }).originalStorageInstance ?? instance;
  const state = await dexieInternalsOf(base);
  const changes$ = (base as { changes$?: ChangeSubject }).changes$;
  return state && changes$ ? { base, state, changes$ } : undefined;
}

/** Whether `removeFirstForGood` works on this instance (RxDB's Dexie storage, as the app uses). */
export async function removesForGood(instance: AnyInstance): Promise<boolean> {
  return (await dexieBase(instance)) !== undefined;
}

/**
 * How many documents a query finds that one index satisfies, on the Dexie storage: every row of the
 * store less the index's rows outside the query's range. Chromium counts a whole store far faster than a
 * range of an index (50,000 cached messages: 54 ms against 279 ms), so this is for a range that holds
 * nearly every row, as the synced messages do (the rest are the unsent ones and those removed but not
 * purged yet). Every row must have the index's fields, as a schema's required fields make sure.
 */
export async function countMostRows(instance: AnyInstance, prepared: PreparedQuery<unknown>): Promise<number> {
  const found = await dexieBase(instance);
  if (!found || !prepared.queryPlan.selectorSatisfiedByIndex) throw new Error('countMostRows needs the Dexie storage and a selector one index satisfies');
  const read = indexRangeOf(found.state, prepared.queryPlan);
  if (!read) return 0;
  const { indexName, range } = read;
  const { dexieDb, dexieTable } = found.state;
  const KeyRange = dexieDb._options.IDBKeyRange as typeof IDBKeyRange;
  let count = 0;
  await dexieDb.transaction('r', dexieTable, async (tx) => {
    const store = tx.idbtrans.objectStore(DEXIE_DOCS_TABLE_NAME);
    const outside = [
      range.lower === undefined ? null : KeyRange.upperBound(range.lower, !range.lowerOpen),
      range.upper === undefined ? null : KeyRange.lowerBound(range.upper, !range.upperOpen),
    ].flatMap((part) => (part ? [idbRequest(store.index(indexName).count(part))] : []));
    const [all, ...others] = await Promise.all([idbRequest(store.count()), ...outside]);
    count = others.reduce((left, other) => left - other, all);
  });
  return count;
}

/**
 * Removes for good the first documents a query finds, when one index satisfies it whole (selector and
 * sort): their rows leave IndexedDB in one transaction that reads and deletes them, so no write in
 * between is lost. Answers how many went once their rows are gone, and `told`, which settles once every
 * change event is out: the space is back before the open screens have heard of it all.
 *
 * RxDB removes a document by writing a deleted copy of it, and purges that copy later: two writes of
 * every document, where clearing space needs one delete. The change events are the ones RxDB's
 * removal would emit, so the collection, its open queries, the other tabs and the replication see
 * ordinary deletions (a replication whose deletions stay on this device pushes none of them). The
 * revision token is the database's, which RxDB's own writes use.
 */
export async function removeFirstForGood(
  instance: AnyInstance,
  prepared: PreparedQuery<unknown>,
  write: { context: string; revisionToken: string },
): Promise<{ removed: number; told: Promise<void> }> {
  const found = await dexieBase(instance);
  const plan = prepared.queryPlan;
  const limit = prepared.query.limit;
  if (!found || !plan.selectorSatisfiedByIndex || !plan.sortSatisfiedByIndex || typeof limit !== 'number' || prepared.query.skip) {
    throw new Error('removeFirstForGood needs the Dexie storage and a query one index satisfies, with a limit and no skip');
  }
  const { base, state, changes$ } = found;
  const primary = getPrimaryFieldOfPrimaryKey(base.schema.primaryKey) as string;
  const read = indexRangeOf(state, plan);
  if (!read) return { removed: 0, told: Promise.resolve() };
  const { indexName, range } = read;
  const rows: unknown[] = [];
  await state.dexieDb.transaction('rw', state.dexieTable, async (tx) => {
    const store = tx.idbtrans.objectStore(DEXIE_DOCS_TABLE_NAME);
    // A batch at a time: each read finds the first documents left, and each batch's requests are one
    // task of the page (12,500 rows read and deleted at once held it for over 200 ms, 4,200 for 60).
    while (rows.length < limit) {
      const batch = await idbRequest(store.index(indexName).getAll(range, Math.min(READ_BATCH, limit - rows.length)));
      if (batch.length === 0) break;
      rows.push(...batch);
      const keys = batch.map((row) => (row as Record<string, unknown>)[primary] as IDBValidKey);
      // Only the last request is waited for: IndexedDB runs a transaction's requests in order.
      for (let i = 0; i < keys.length - 1; i++) store.delete(keys[i] as IDBValidKey);
      await idbRequest(store.delete(keys.at(-1) as IDBValidKey));
      if (batch.length < READ_BATCH) break;
    }
  });
  const removed = rows.map((row) => documentOfRow<Record<string, unknown>>(state, row));
  return { removed: removed.length, told: tell(removed) };

  /**
   * The open queries, the other tabs and the replication hear of the removals in bulks, with a pause
   * between them; each bulk's time is its own, so a write made meanwhile never comes before it.
   */
  async function tell(gone: Doc[]): Promise<void> {
    for (let start = 0; start < gone.length; start += EVENTS_PER_BULK) {
      // Each bulk is handled by the open queries as it comes: a pause between them keeps every task short.
      if (start > 0) await nextTask();
      const lwt = Date.now();
      const events = gone.slice(start, start + EVENTS_PER_BULK).map((previous) => {
        const deleted = { ...previous, _deleted: true, _meta: { ...previous._meta, lwt } } as Doc;
        deleted._rev = createRevision(write.revisionToken, previous);
        return { documentId: String(previous[primary]), operation: 'DELETE' as const, documentData: deleted, previousDocumentData: previous };
      });
      const newest = events.at(-1)!.documentData;
      changes$.next({ id: randomToken(10), context: write.context, checkpoint: { id: newest[primary], lwt }, events });
    }
  }
}
