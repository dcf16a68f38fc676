import { IDBFactory, IDBKeyRange, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRxDatabase, type RxCollection, type RxDatabase, type RxDocumentData, type RxStorage } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import type { QuestionDoc } from '../schemas/question.schema';
import { questionSchemaForStorageTests, testQuestion } from '../schemas/question.testing';
import { EVENTS_PER_BULK, insertAbsent } from './insert-absent';
import { isQuotaError } from './storage-quota';

type Db = RxDatabase<{ questions: RxCollection<QuestionDoc> }>;
const opened: Db[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(opened.splice(0).map((db) => db.close()));
});

const storages = {
  IndexedDB: () => getRxStorageDexie({ indexedDB: new IDBFactory(), IDBKeyRange }),
  'another storage': () => getRxStorageMemory(),
} as const;

async function open(storage: RxStorage<unknown, unknown>): Promise<Db> {
  const db = await createRxDatabase<{ questions: RxCollection<QuestionDoc> }>({ name: `insert-absent-${Math.random().toString(36).slice(2)}`, storage, multiInstance: false });
  await db.addCollections({ questions: { schema: questionSchemaForStorageTests } });
  opened.push(db);
  return db;
}

const question = (n: number, title = `Question ${n}`): QuestionDoc => testQuestion(n, { title });

const stored = (doc: QuestionDoc): RxDocumentData<QuestionDoc> => ({ ...doc, _deleted: false, _attachments: {}, _rev: '1-pulled', _meta: { lwt: Date.now() } });

describe.each(Object.keys(storages) as (keyof typeof storages)[])('inserting documents that may be new, on %s', (kind) => {
  it('S15: stores the new ones and reports, untouched, those it already had, deleted ones too', async () => {
    const db = await open(storages[kind]());
    await db.questions.insert(question(1, 'Edited here'));
    await (await db.questions.insert(question(2, 'Deleted here'))).remove();
    const existing = await insertAbsent(db.questions.storageInstance, [1, 2, 3, 4].map((n) => stored(question(n))), 'pull');
    expect([...existing].sort()).toEqual(['q-00001', 'q-00002']);
    const titles = (await db.questions.find({ sort: [{ id: 'asc' }] }).exec()).map((doc) => doc.title);
    expect(titles).toEqual(['Edited here', 'Question 3', 'Question 4']);
    expect((await db.questions.storageInstance.findDocumentsById(['q-00002'], true))[0]).toMatchObject({ title: 'Deleted here', _deleted: true });
  });

  it('tells the collection of every document stored, as an insert made with the given context', async () => {
    const db = await open(storages[kind]());
    const live = db.questions.find({ sort: [{ id: 'asc' }] });
    const seen: number[] = [];
    const subscription = live.$.subscribe((docs) => seen.push(docs.length));
    const contexts: string[] = [];
    const changes = db.questions.storageInstance.changeStream().subscribe((bulk) => contexts.push(bulk.context));
    await insertAbsent(db.questions.storageInstance, Array.from({ length: 600 }, (_, n) => stored(question(n))), 'pull');
    // The live query reads 600 documents again: slow on a busy machine, not wrong.
    await vi.waitFor(() => expect(seen.at(-1)).toBe(600), { timeout: 10_000 });
    expect(new Set(contexts)).toEqual(new Set(['pull']));
    subscription.unsubscribe();
    changes.unsubscribe();
  });
});

describe('inserting documents that may be new, on IndexedDB', () => {
  it('emits its change events in bulks small enough for another tab to take in at once', async () => {
    const db = await open(storages.IndexedDB());
    const sizes: number[] = [];
    const changes = db.questions.storageInstance.changeStream().subscribe((bulk) => sizes.push(bulk.events.length));
    await insertAbsent(db.questions.storageInstance, Array.from({ length: 600 }, (_, n) => stored(question(n))), 'pull');
    expect(sizes).toEqual([EVENTS_PER_BULK, EVENTS_PER_BULK, 600 - 2 * EVENTS_PER_BULK]);
    changes.unsubscribe();
  });

  it('stores nothing when the disk is full part way, and says so with the quota error', async () => {
    const db = await open(storages.IndexedDB());
    const add = IDBObjectStore.prototype.add;
    let adds = 0;
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['add']>) {
      if (++adds === 3) throw new DOMException('quota', 'QuotaExceededError');
      return add.apply(this, args);
    });
    const events: unknown[] = [];
    const changes = db.questions.storageInstance.changeStream().subscribe((bulk) => events.push(...bulk.events));
    const failure = await insertAbsent(db.questions.storageInstance, [1, 2, 3, 4].map((n) => stored(question(n))), 'pull').catch((error: unknown) => error);
    expect(isQuotaError(failure)).toBe(true);
    vi.restoreAllMocks();
    expect(await db.questions.count().exec()).toBe(0);
    expect(events).toEqual([]);
    changes.unsubscribe();
  });
});
