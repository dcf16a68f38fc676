import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { addRxPlugin, createRxDatabase } from 'rxdb';
import { RxDBDevModePlugin, disableWarnings } from 'rxdb/plugins/dev-mode';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { collectionSpecs } from '../../schemas/collections';
import type { AppDatabase, Collections } from '../../local-store/open-database';
import { testQuestion } from '../../schemas/question.testing';
import { countUnsent } from './use-unsent-writes';

disableWarnings();
addRxPlugin(RxDBDevModePlugin);

const opened: AppDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
});

/**
 * Two instances of one database, as the page and the replication worker hold it. The app opens them in
 * two JavaScript contexts; here they share one, where RxDB allows 13 open collections, so the
 * worker's opens only the questions it writes.
 */
async function pageAndWorker(): Promise<[AppDatabase, AppDatabase]> {
  const name = `unsent-${Math.random().toString(36).slice(2)}`;
  const storage = wrappedValidateAjvStorage({ storage: getRxStorageDexie({ indexedDB: new IDBFactory(), IDBKeyRange }) });
  const open = async (only?: 'questions') => {
    const db = await createRxDatabase<Collections>({ name, storage, multiInstance: true, ignoreDuplicate: true });
    const specs = collectionSpecs();
    await db.addCollections(only ? { [only]: specs[only] } : specs);
    opened.push(db);
    return db;
  };
  return [await open(), await open('questions')];
}

const question = (n: number, sync_state: 'pending' | 'sent') => testQuestion(n, { sync_state, updatedAt: sync_state === 'sent' ? n + 1 : 0 });

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('counting unsent writes', () => {
  it('counts what is stored when the worker marks writes sent while a sync floods the page with changes', async () => {
    const [page, worker] = await pageAndWorker();
    await page.questions.bulkInsert([question(1, 'pending'), question(2, 'pending')]);
    expect(await countUnsent(page)).toEqual({ pending: 2, failed: 0 });
    // A sync: more changes than the page keeps track of one by one, so its next count reads storage...
    await worker.questions.bulkInsert(Array.from({ length: 150 }, (_, n) => question(100 + n, 'sent')));
    await nextTask();
    // ...while the worker's last write is stored and its change event still on its way to the page.
    await worker.questions.bulkUpsert([question(1, 'sent'), question(2, 'sent')]);
    expect(await countUnsent(page)).toEqual({ pending: 0, failed: 0 });
    await nextTask();
    expect(await countUnsent(page)).toEqual({ pending: 0, failed: 0 });
  });
});
