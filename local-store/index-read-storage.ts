import { getProperty, setProperty, type PreparedQuery, type RxDocumentData, type RxStorageQueryResult } from 'rxdb';
import { DEXIE_DOCS_TABLE_NAME, dexieReplaceIfStartsWithPipe, fromDexieToStorage, getKeyRangeByQueryPlan } from 'rxdb/plugins/storage-dexie';
import { fromStoredRow } from './compact-rows';
import { dexieInternalsOf, idbRequest, wrapStorageInstances, type AnyStorage, type DexieInternals } from './storage-wrapper';

/**
 * Answers a query that one index satisfies whole (its selector and its sort) with a single
 * `getAll(range, count)` on that index.
 *
 * RxDB's Dexie storage walks a cursor one document per step, each step a round trip to IndexedDB:
 * the home feed's first page took 4 to 5 ms that way against 1.1 to 1.3 ms for the same page read by
 * Dexie, which asks for it in one request (bench/feed.bench.ts). Any other query goes to the storage
 * unchanged.
 */
export function wrappedIndexReadStorage(storage: AnyStorage): AnyStorage {
  return wrapStorageInstances(storage, (instance) => {
    const query = instance.query.bind(instance);
    instance.query = async (prepared: PreparedQuery<unknown>): Promise<RxStorageQueryResult<unknown>> => {
      const plan = prepared.queryPlan;
      const internals = await dexieInternalsOf(instance);
      if (!plan.selectorSatisfiedByIndex || !plan.sortSatisfiedByIndex || !internals) return query(prepared);
      return { documents: await readIndex<unknown>(internals, prepared) };
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
