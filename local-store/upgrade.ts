import {
  createRxSchema,
  getPrimaryFieldOfPrimaryKey,
  getPrimaryKeyOfInternalDocument,
  getRxReplicationMetaInstanceSchema,
  INTERNAL_CONTEXT_COLLECTION,
  normalizeMangoQuery,
  prepareQuery,
  writeSingle,
  type InternalStoreCollectionDocType,
  type RxDatabase,
  type RxDocumentData,
  type RxJsonSchema,
  type RxStorage,
} from 'rxdb';
import { fromDexieToStorage } from 'rxdb/plugins/storage-dexie';
import { unchanged } from '../schemas/collections';
import { insertAbsent } from './insert-absent';
import { dexieInternalsOf, type AnyInstance } from './storage-wrapper';

type Spec = { schema: RxJsonSchema<unknown>; migrationStrategies?: Record<number, unknown> };
type Doc = RxDocumentData<Record<string, unknown>>;

/** Documents copied per read and write: one page of a first sync. */
const COPY_PAGE = 1000;

/** Whether every version of the collection's schema after the first changed only the schema's text. */
export function changesNothingStored(spec: Spec): boolean {
  const strategies = spec.migrationStrategies ?? {};
  return Array.from({ length: spec.schema.version }, (_, index) => strategies[index + 1]).every((strategy) => strategy === unchanged);
}

/**
 * Moves the stored documents of every collection whose schema version went up without changing what
 * it stores, before the collection opens, instead of RxDB's migration.
 *
 * Why: RxDB's migration replicates the old storage into the new one document by document, with a
 * record of each in a storage of its own; in Chromium it moved 5,000 chat messages in 20 s and 20,000
 * in two minutes, while the member looked at an app that had not opened. This copies the stored rows
 * a page at a time with the writes of a first sync, and the collection's replication storages with
 * them (checkpoints, and the state last pushed of each document), so nothing is pulled again and every
 * unsent write is still unsent.
 *
 * One browsing context at a time (a Web Lock), and only what the new storage does not have yet: a copy
 * cut short by a reload goes on from the start on the next opening, leaving alone what is there.
 * The old storages go once everything is copied and the old version's record is gone.
 */
export async function upgradeUnchangedCollections(db: RxDatabase, storage: RxStorage<unknown, unknown>, collections: Record<string, Spec>): Promise<void> {
  for (const [name, spec] of Object.entries(collections)) {
    if (spec.schema.version === 0 || !changesNothingStored(spec)) continue;
    // Every opening asks; only a device still holding an earlier version waits for the lock.
    if (!(await earlierRecord(db, name, spec.schema.version))) continue;
    await oneContextAtATime(`${db.name}:upgrade:${name}`, () => upgradeCollection(db, storage, name, spec));
  }
}

async function oneContextAtATime(lock: string, run: () => Promise<void>): Promise<void> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return run();
  await locks.request(lock, run);
}

async function upgradeCollection(db: RxDatabase, storage: RxStorage<unknown, unknown>, name: string, spec: Spec): Promise<void> {
  const earlier = await earlierRecord(db, name, spec.schema.version);
  if (!earlier) return;
  const schema = createRxSchema(spec.schema, db.hashFunction).jsonSchema as RxJsonSchema<Doc>;
  const open = (collectionName: string, schema: RxJsonSchema<Doc>) =>
    storage.createStorageInstance({ databaseName: db.name, collectionName, databaseInstanceToken: db.token, multiInstance: db.multiInstance, options: {}, schema, devMode: false }) as Promise<AnyInstance>;
  const pairs: [AnyInstance, AnyInstance][] = [[await open(name, earlier.data.schema as RxJsonSchema<Doc>), await open(name, schema)]];
  for (const connected of earlier.data.connectedStorages) {
    // The replication's storages: their schema follows the collection's, version included.
    const replicated = getRxReplicationMetaInstanceSchema(schema, false) as unknown as RxJsonSchema<Doc>;
    pairs.push([await open(connected.collectionName, connected.schema as RxJsonSchema<Doc>), await open(connected.collectionName, replicated)]);
  }
  try {
    for (const [from, to] of pairs) await copyAbsent(from, to);
    await writeSingle(db.internalStore, { previous: earlier, document: { ...earlier, _deleted: true } }, 'upgrade-remove-collection-meta').catch((error: unknown) => {
      // Another context took it away first: the same end.
      if ((error as { status?: number }).status !== 409) throw error;
    });
  } catch (error) {
    await Promise.all(pairs.flat().map((instance) => instance.close()));
    throw error;
  }
  for (const [from, to] of pairs) {
    await to.close();
    await from.remove();
  }
}

/** The record RxDB keeps of the collection at its oldest earlier version still stored, if any. */
async function earlierRecord(db: RxDatabase, name: string, version: number): Promise<RxDocumentData<InternalStoreCollectionDocType> | undefined> {
  const ids = Array.from({ length: version }, (_, earlier) => getPrimaryKeyOfInternalDocument(`${name}-${earlier}`, INTERNAL_CONTEXT_COLLECTION));
  const found = (await db.internalStore.findDocumentsById(ids, false)) as RxDocumentData<InternalStoreCollectionDocType>[];
  return ids.map((id) => found.find((doc) => doc.id === id)).find((doc) => doc !== undefined);
}

/**
 * A page of the stored rows after `after`, in the order of their keys, deleted ones too. On IndexedDB
 * read on the primary key itself: no index of a collection's lists every row (compact-rows.ts).
 */
async function rowsAfter(instance: AnyInstance, primary: string, after: string | undefined): Promise<Doc[]> {
  const dexie = await dexieInternalsOf(instance);
  if (dexie) {
    const rows = await (after === undefined ? dexie.dexieTable.limit(COPY_PAGE) : dexie.dexieTable.where(':id').above(after).limit(COPY_PAGE)).toArray();
    return rows.map((row) => fromDexieToStorage(dexie.booleanIndexes, row) as Doc);
  }
  const schema = instance.schema as RxJsonSchema<Doc>;
  const selector = after === undefined ? {} : { [primary]: { $gt: after } };
  return (await instance.query(prepareQuery(schema, normalizeMangoQuery(schema, { selector, sort: [{ [primary]: 'asc' }], limit: COPY_PAGE })))).documents as Doc[];
}

/** Copies every stored row, deleted ones too, that `to` does not have. */
async function copyAbsent(from: AnyInstance, to: AnyInstance): Promise<void> {
  const primary = getPrimaryFieldOfPrimaryKey(from.schema.primaryKey) as string;
  let after: string | undefined;
  for (;;) {
    const documents = await rowsAfter(from, primary, after);
    if (documents.length === 0) return;
    await insertAbsent(to, documents, 'upgrade');
    after = String((documents.at(-1) as Doc)[primary]);
    if (documents.length < COPY_PAGE) return;
  }
}
