import { addRxPlugin, createRxDatabase, type RxCollection, type RxDatabase, type RxStorage } from 'rxdb';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import type { EventDoc } from './event.schema';
import { collectionSpecs, DATABASE_NAME } from './collections';

export type Collections = { events: RxCollection<EventDoc> };
export type AppDatabase = RxDatabase<Collections>;

addRxPlugin(RxDBLeaderElectionPlugin);

/**
 * Opens the local database with every collection; the page and the worker both call this.
 * Development and tests add RxDB's dev-mode checks and schema validation; production does not.
 */
export async function openDatabase(options: { name?: string; storage?: RxStorage<unknown, unknown> } = {}): Promise<AppDatabase> {
  let storage = options.storage ?? getRxStorageDexie();
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
  const db = await createRxDatabase<Collections>({
    name: options.name ?? DATABASE_NAME,
    storage,
    multiInstance: true,
    eventReduce: true,
    closeDuplicates: true,
  });
  await db.addCollections(collectionSpecs);
  return db;
}
