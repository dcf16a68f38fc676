import { getPrimaryFieldOfPrimaryKey, getProperty, getQueryMatcher, setProperty, type PreparedQuery, type QueryMatcher, type RxDocumentData, type RxStorageQueryResult } from 'rxdb';
import { DEXIE_DOCS_TABLE_NAME, dexieReplaceIfStartsWithPipe, fromDexieToStorage, getKeyRangeByQueryPlan } from 'rxdb/plugins/storage-dexie';
import { fromStoredRow } from './compact-rows';
import { dexieInternalsOf, idbRequest, wrapStorageInstances, type AnyStorage, type DexieInternals } from './storage-wrapper';

/**
 * Answers a query whose order one index gives with `getAll(range, count)` on that index.
 *
 * RxDB's Dexie storage walks a cursor one document per step, each step a round trip to IndexedDB:
 * the home feed's first page took 4 to 5 ms that way against 1.1 to 1.3 ms for the same page read by
 * Dexie, which asks for it in one request (bench/feed.bench.ts). A query the index satisfies whole is one
 * request. One whose selector asks more than the index holds (the moderation queue's waiting questions
 * on the event's index) is read in batches, each document checked by RxDB's own query matcher, until
 * the page is full: its first page of 50 took 50 round trips, 20 ms while a screen opened. A query
 * whose order no index gives goes to the storage unchanged.
 */
export function wrappedIndexReadStorage(storage: AnyStorage): AnyStorage {
  return wrapStorageInstances(storage, (instance) => {
    const query = instance.query.bind(instance);
    const primary = getPrimaryFieldOfPrimaryKey(instance.schema.primaryKey) as string;
    instance.query = async (prepared: PreparedQuery<unknown>): Promise<RxStorageQueryResult<unknown>> => {
      const plan = prepared.queryPlan;
      const internals = await dexieInternalsOf(instance);
      if (!plan.sortSatisfiedByIndex || !internals) return query(prepared);
      if (plan.selectorSatisfiedByIndex) return { documents: await readIndex<unknown>(internals, prepared) };
      // Batches go on after the last key read, which names one row only when the index ends with the
      // primary key (RxDB adds it to every index it makes).
      if (plan.index.at(-1) !== primary) return query(prepared);
      return { documents: await readIndexFiltered<unknown>(internals, prepared, getQueryMatcher(instance.schema, prepared.query as never)) };
    };
    return instance;
  });
}

/**
 * The index a query plan reads and the key range it reads on it, as the Dexie storage stores them; null
 * when the range is one IndexedDB cannot express, which matches nothing (as the Dexie storage takes it).
 */
export function indexRangeOf(state: DexieInternals, plan: PreparedQuery<unknown>['queryPlan']): { indexName: string; range: IDBKeyRange } | null {
  let range: IDBKeyRange;
  try {
    range = getKeyRangeByQueryPlan(state.booleanIndexes, plan, state.dexieDb._options.IDBKeyRange);
  } catch (error) {
    if ((error as { name?: string }).name === 'DataError') return null;
    throw error;
  }
  return { indexName: `[${plan.index.map((field) => dexieReplaceIfStartsWithPipe(field)).join('+')}]`, range };
}

/** A row read straight from IndexedDB, as the document it stores. */
export const documentOfRow = <T>(state: DexieInternals, row: unknown) => fromStoredRow(fromDexieRow(state.booleanIndexes, row)) as RxDocumentData<T>;

async function readIndex<RxDocType>(state: DexieInternals, prepared: PreparedQuery<RxDocType>): Promise<RxDocumentData<RxDocType>[]> {
  const skip = prepared.query.skip ?? 0;
  const limit = typeof prepared.query.limit === 'number' ? prepared.query.limit : undefined;
  const read = indexRangeOf(state, prepared.queryPlan);
  if (!read) return [];
  let rows: unknown[] = [];
  await state.dexieDb.transaction('r', state.dexieTable, async (tx) => {
    const store = tx.idbtrans.objectStore(DEXIE_DOCS_TABLE_NAME);
    rows = await idbRequest(store.index(read.indexName).getAll(read.range, limit === undefined ? undefined : skip + limit));
  });
  // Read with IndexedDB's own request: the stored rows are turned back into documents here.
  return rows.slice(skip).map((row) => documentOfRow<RxDocType>(state, row));
}

/** The first batch of a filtered read with no limit, and the largest batch: each batch is one task of the page. */
const FILTERED_FIRST_BATCH = 50;
const FILTERED_MAX_BATCH = 800;

/**
 * A query the index orders but does not select whole: batches of rows in the index's order, each row
 * kept when the matcher keeps its document, until skip + limit are found or the range ends. The first
 * batch asks for as many rows as the page needs, so a page whose rows all match is one request; each
 * later batch is twice the last, and starts after the last row read.
 */
async function readIndexFiltered<RxDocType>(state: DexieInternals, prepared: PreparedQuery<RxDocType>, matches: QueryMatcher<RxDocumentData<RxDocType>>): Promise<RxDocumentData<RxDocType>[]> {
  const skip = prepared.query.skip ?? 0;
  const wanted = typeof prepared.query.limit === 'number' ? skip + prepared.query.limit : Number.POSITIVE_INFINITY;
  const read = indexRangeOf(state, prepared.queryPlan);
  if (!read) return [];
  const keyPaths = prepared.queryPlan.index.map((field) => dexieReplaceIfStartsWithPipe(field));
  const found: RxDocumentData<RxDocType>[] = [];
  // The storage's own key ranges (another IndexedDB's in tests).
  const KeyRange: typeof IDBKeyRange = state.dexieDb._options.IDBKeyRange ?? IDBKeyRange;
  await state.dexieDb.transaction('r', state.dexieTable, async (tx) => {
    const index = tx.idbtrans.objectStore(DEXIE_DOCS_TABLE_NAME).index(read.indexName);
    let range = read.range;
    let batch = Math.min(Number.isFinite(wanted) ? Math.max(wanted, 1) : FILTERED_FIRST_BATCH, FILTERED_MAX_BATCH);
    for (;;) {
      const rows = await idbRequest(index.getAll(range, batch));
      if (rows.length === 0) return;
      // The row's index key as IndexedDB holds it, read before the row becomes a document.
      const last = keyPaths.map((path) => getProperty(rows.at(-1), path) as IDBValidKey);
      for (const row of rows) {
        const doc = documentOfRow<RxDocType>(state, row);
        if (matches(doc) && found.push(doc) >= wanted) return;
      }
      if (rows.length < batch) return;
      range = read.range.upper === undefined ? KeyRange.lowerBound(last, true) : KeyRange.bound(last, read.range.upper, true, read.range.upperOpen);
      batch = Math.min(batch * 2, FILTERED_MAX_BATCH);
    }
  });
  return found.slice(skip);
}

/**
 * What RxDB's `fromDexieToStorage` makes of a row read from IndexedDB, without its two copies of the
 * row: IndexedDB hands out a fresh row on every read, so it is changed in place. In a profile of feed
 * pages those copies took about 8% of the time. A row holding a key the Dexie storage renamed (a leading `|` is
 * stored as `__`; no schema here has one) goes through RxDB's own.
 */
export function fromDexieRow<T>(booleanIndexes: readonly string[], row: T): T {
  if (!row || typeof row !== 'object') return row;
  if (hasRenamedKey(row)) return fromDexieToStorage(booleanIndexes as string[], row) as T;
  // IndexedDB cannot index booleans: the storage keeps indexed ones as '1' and '0'.
  for (const path of booleanIndexes) setProperty(row as object, path, getProperty(row, path) === '1');
  return row;
}

function hasRenamedKey(value: object): boolean {
  if (Array.isArray(value)) return value.some((item) => item !== null && typeof item === 'object' && hasRenamedKey(item as object));
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    // '_' is 95: a key starting with '__', or a dotted one with such a part.
    if ((key.charCodeAt(0) === 95 && key.charCodeAt(1) === 95) || key.includes('.__')) return true;
    const field = (value as Record<string, unknown>)[key];
    if (field !== null && typeof field === 'object' && hasRenamedKey(field)) return true;
  }
  return false;
}
