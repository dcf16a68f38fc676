import { addRxPlugin, createRxDatabase, type RxCollection, type RxDatabase, type RxStorage } from 'rxdb';
import { RxDBCleanupPlugin } from 'rxdb/plugins/cleanup';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { RxDBLocalDocumentsPlugin } from 'rxdb/plugins/local-documents';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { quarterToClear } from '../schemas/chat-cache-rules';
import { countMostRows, removeFirstForGood, removesForGood } from './remove-for-good';
import { collectionSpecs, DATABASE_NAME, type CollectionName, type DocumentOf, type LostEdit } from '../schemas/collections';
import { wrappedIndexReadStorage } from './index-read-storage';
import { restoreWriteTimes } from './compact-rows';
import { getLeanDexieStorage } from './lean-dexie-indexes';
import { storedCount } from './stored-count';
import { changesNothingStored, upgradeUnchangedCollections } from './upgrade';
import { wrappedQuotaStorage } from './storage-quota';
import { nextTask } from './next-task';
import { RxDBOncePerDocumentPlugin } from './once-per-document';

/** Every collection of the registry, typed by its document (schemas/collections.ts). */
export type Collections = { [Name in CollectionName]: RxCollection<DocumentOf<Name>> };
export type AppDatabase = RxDatabase<Collections>;

addRxPlugin(RxDBLeaderElectionPlugin);
addRxPlugin(RxDBLocalDocumentsPlugin);
addRxPlugin(RxDBCleanupPlugin);
// A collection whose schema version went up moves its stored documents over when it opens (schemas/collections.ts).
addRxPlugin(RxDBMigrationSchemaPlugin);
// A live query lists a document once, whichever context's write it read first (once-per-document.ts).
addRxPlugin(RxDBOncePerDocumentPlugin);

export type OpenOptions = {
  name?: string;
  storage?: RxStorage<unknown, unknown>;
  /** Where conflicts are resolved (the replication worker), edits that lost are handed here. */
  onLostEdit?: (lost: LostEdit) => void;
  /** The collections to open: the current ones unless an earlier version's are given (tests of an upgrade). */
  collections?: Record<string, unknown>;
  /** Where the storage keeps its databases: the browser's IndexedDB unless another storage is given. */
  indexedDB?: IDBFactory;
  /**
   * Opens the collections one at a time, each in tasks of its own, instead of all at once: the page's
   * main thread then never holds for the whole opening (a first visit's opening took one task of
   * 150 ms on a phone-like CPU), at the cost of a few milliseconds more in all.
   */
  oneAtATime?: boolean;
};

/** The IndexedDB database of a collection's storage at a schema version, as RxDB's Dexie storage names it. */
const storageDatabaseName = (database: string, version: number, collection: string) => `rxdb-dexie-${database}--${version}--${collection}`;

/**
 * Readies the storage of every collection whose schema version went up for RxDB's migration, which
 * runs when the collection opens: the documents kept as pulled get the index entry it reads them on.
 * (A version that changed nothing stored is copied over whole instead: upgrade.ts.)
 */
async function readyForMigration(indexedDB: IDBFactory, database: string, collections: Record<string, Parameters<typeof changesNothingStored>[0]>): Promise<void> {
  const earlier = Object.entries(collections)
    .filter(([, spec]) => !changesNothingStored(spec))
    .flatMap(([name, spec]) => Array.from({ length: spec.schema.version }, (_, version) => storageDatabaseName(database, version, name)));
  if (earlier.length === 0) return;
  // Where the list of databases is not told, each is tried (restoreWriteTimes makes none that is missing).
  const present = typeof indexedDB.databases === 'function' ? new Set((await indexedDB.databases()).map((info) => info.name)) : undefined;
  await restoreWriteTimes(
    indexedDB,
    earlier.filter((name) => !present || present.has(name)),
  );
}

/**
 * Opens the local database with every collection; the page and the worker both call this.
 * Development and tests add RxDB's dev-mode checks and schema validation; production does not.
 */
export async function openDatabase(options: OpenOptions = {}): Promise<AppDatabase> {
  const opened: { db?: AppDatabase } = {};
  let storage = wrappedQuotaStorage(wrappedIndexReadStorage(options.storage ?? getLeanDexieStorage()), () => clearOldestCachedQuarter(opened.db));
  // Vite drops this branch from production builds.
  if (import.meta.env.DEV) {
    const [{ RxDBDevModePlugin, disableWarnings }, { wrappedValidateAjvStorage }] = await Promise.all([
      import('rxdb/plugins/dev-mode'),
      import('rxdb/plugins/validate-ajv'),
    ]);
    disableWarnings();
    addRxPlugin(RxDBDevModePlugin);
    storage = wrappedValidateAjvStorage({ storage });
  }
  const name = options.name ?? DATABASE_NAME;
  const collections = (options.collections ?? collectionSpecs(options.onLostEdit)) as ReturnType<typeof collectionSpecs>;
  const indexedDB = options.indexedDB ?? (options.storage ? undefined : globalThis.indexedDB);
  const ready = indexedDB ? readyForMigration(indexedDB, name, collections as never) : Promise.resolve();
  // Awaited before the collections open; a failure surfaces there, not as an unhandled rejection.
  ready.catch(() => {});
  const db = await createRxDatabase<Collections>({
    name,
    storage,
    multiInstance: true,
    eventReduce: true,
    closeDuplicates: true,
    // Deleted documents are purged on demand (after a cache eviction), never on a timer.
    cleanupPolicy: { minimumDeletedTime: 1000 * 60 * 60 * 24 * 7, runEach: 1000 * 60 * 60, waitForLeadership: true, awaitReplicationsInSync: true },
  });
  await ready;
  await upgradeUnchangedCollections(db as never, storage, collections as never);
  if (options.oneAtATime) {
    for (const [name, spec] of Object.entries(collections)) {
      await db.addCollections({ [name]: spec } as Partial<typeof collections> as typeof collections);
      await nextTask();
    }
  } else await db.addCollections(collections);
  opened.db = db;
  return db;
}

/** How many cached messages one step of clearing removes. */
const CLEAR_CHUNK = 500;
/**
 * The same, where they are removed for good in one transaction a step (IndexedDB, as the app runs): the
 * largest quarter the cache's limits allow (50 rooms of 1000), so a quarter goes in one transaction.
 * Measured in Chromium on a profile on disk: 12,500 in one transaction took 2.6 to 2.9 s against 4.2 s
 * in transactions of 2,500 (each commits to disk); raw Dexie's delete of the same took 1.7 to 1.8 s
 * (bench/chat-cache.bench.ts).
 */
const CLEAR_CHUNK_FOR_GOOD = 12_500;

/**
 * On a storage quota error the oldest quarter of the cached entries (the synced chat messages) goes,
 * for this device only (deletions of chat messages are never pushed), and for good, so the space
 * comes back. This runs inside the write that hit the quota, so it removes through the storage
 * instance: the collection's cleanup() waits for the database to be idle (never, while that write is
 * running) and for replication to be in sync (never, offline), and the write would hang.
 */
export async function clearOldestCachedQuarter(db: AppDatabase | undefined, step = CLEAR_CHUNK_FOR_GOOD): Promise<void> {
  if (!db) return;
  // The oldest quarter as `oldestQuarter` picks it, read on the [status+cached_at] index: only the
  // documents that go are read, not every cached message.
  const oldest = (limit: number) =>
    db.chat_messages.find({ selector: { status: 'sent' }, sort: [{ status: 'asc' }, { cached_at: 'asc' }, { id: 'asc' }], limit });
  // Every removal is a change event that open screens handle, and 12,500 at once held a page's main
  // thread for over a second: they come in bulks with a pause between them.
  const instance = db.chat_messages.storageInstance;
  const forGood = await removesForGood(instance);
  const synced = forGood
    ? await countMostRows(instance, db.chat_messages.count({ selector: { status: 'sent' } }).getPreparedQuery())
    : await storedCount(db.chat_messages, { status: 'sent' });
  let left = quarterToClear(synced);
  if (forGood) {
    // Each step reads its messages and deletes their rows in one transaction (remove-for-good.ts):
    // a third of the work of marking them deleted and purging them after.
    // The write that met the quota goes again once the rows are gone: the open screens hear of the
    // removals after, in bulks (12,500 events took over a second to hand out, which the write waited for).
    while (left > 0) {
      const { removed, told } = await removeFirstForGood(instance, oldest(Math.min(step, left)).getPreparedQuery(), {
        context: 'clear-oldest-cached-quarter',
        revisionToken: db.token,
      });
      told.catch((error: unknown) => console.warn('The removal of cleared messages could not be told to open screens', error));
      if (removed === 0) break;
      left -= removed;
      if (left > 0) await nextTask();
    }
    return;
  }
  while (left > 0) {
    const chunk = await oldest(Math.min(CLEAR_CHUNK, left)).exec();
    if (chunk.length === 0) break;
    await db.chat_messages.bulkRemove(chunk.map((doc) => doc.id));
    left -= chunk.length;
    await nextTask();
  }
  await db.chat_messages.storageInstance.cleanup(0);
}
