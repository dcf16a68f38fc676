import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { addRxPlugin, createRxDatabase } from 'rxdb';
import { RxDBDevModePlugin, disableWarnings } from 'rxdb/plugins/dev-mode';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { collectionSpecs } from '../../schemas/collections';
import type { AppDatabase, Collections } from '../../local-store/open-database';
// The app's database module registers the plugins its collections use (local documents among them).
import '../../local-store/open-database';

disableWarnings();
addRxPlugin(RxDBDevModePlugin);

const opened: AppDatabase[] = [];

/**
 * A fresh local database of its own in fake IndexedDB, validating every document against its schema as
 * development builds do. Tests close them with `afterEach(closeTestDatabases)`.
 */
export async function openTestDatabase(prefix = 'test'): Promise<AppDatabase> {
  const storage = wrappedValidateAjvStorage({ storage: getRxStorageDexie({ indexedDB: new IDBFactory(), IDBKeyRange }) });
  const db = await createRxDatabase<Collections>({ name: `${prefix}-${Math.random().toString(36).slice(2)}`, storage, multiInstance: false });
  await db.addCollections(collectionSpecs());
  opened.push(db);
  return db;
}

export async function closeTestDatabases(): Promise<void> {
  await Promise.all(opened.splice(0).map((db) => db.close()));
}
