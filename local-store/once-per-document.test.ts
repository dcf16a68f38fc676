import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { addRxPlugin, createRxDatabase, type RxDocumentData } from 'rxdb';
import { RxDBDevModePlugin, disableWarnings } from 'rxdb/plugins/dev-mode';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { Subject, type Observable } from 'rxjs';
import { collectionSpecs } from '../schemas/collections';
import { testQuestion } from '../schemas/question.testing';
import type { QuestionDoc } from '../schemas/question.schema';
import type { AppDatabase, Collections } from './open-database';
import { oncePerDocument } from './once-per-document';
import { wrapStorageInstances, type AnyInstance, type AnyStorage } from './storage-wrapper';
// The app's database module adds the plugin, as the page and the worker open it.
import './open-database';

disableWarnings();
addRxPlugin(RxDBDevModePlugin);

const opened: AppDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
});

/** Holds the change events that reach the page while it is closed: the worker's, on their way. */
class Gate {
  private held: unknown[] | undefined;
  private readonly out = new Subject<unknown>();
  wrap(instance: AnyInstance): AnyInstance {
    instance.changeStream().subscribe((bulk: unknown) => (this.held ? this.held.push(bulk) : this.out.next(bulk)));
    instance.changeStream = () => this.out.asObservable() as never;
    return instance;
  }
  close() {
    this.held = [];
  }
  open() {
    const held = this.held ?? [];
    this.held = undefined;
    for (const bulk of held) this.out.next(bulk);
  }
}

/**
 * Two instances of one database, as the page and the replication worker hold it (the worker's with the
 * questions only), and the gate through which the worker's change events reach the page.
 */
async function pageAndWorker(): Promise<{ page: AppDatabase; worker: AppDatabase; gate: Gate }> {
  const name = `once-${Math.random().toString(36).slice(2)}`;
  const storage = getRxStorageDexie({ indexedDB: new IDBFactory(), IDBKeyRange });
  const gate = new Gate();
  const open = async (instanceStorage: AnyStorage, only?: 'questions') => {
    const db = await createRxDatabase<Collections>({ name, storage: wrappedValidateAjvStorage({ storage: instanceStorage }), multiInstance: true, ignoreDuplicate: true });
    const specs = collectionSpecs();
    await db.addCollections(only ? { [only]: specs[only] } : specs);
    opened.push(db);
    return db;
  };
  const page = await open(wrapStorageInstances(storage, (instance) => (instance.collectionName === 'questions' ? gate.wrap(instance) : instance)));
  return { page, worker: await open(storage, 'questions'), gate };
}

/** Every result a live query gives, as lists of ids. */
function watch(results: Observable<{ primary: string }[]>) {
  const seen: string[][] = [];
  const subscription = results.subscribe((docs) => seen.push(docs.map((doc) => doc.primary)));
  return { seen, stop: () => subscription.unsubscribe() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const newestFirst = [{ event_id: 'asc' }, { rank_latest: 'asc' }] as const;
const inEvent = (n: number) => testQuestion(n, { event_id: 'summit', rank_latest: 1000 - n });

describe('a live query of the page while the worker writes', () => {
  it('lists each document once when it read the worker’s write before the write’s change event arrived', async () => {
    const { page, worker, gate } = await pageAndWorker();
    gate.close();
    await worker.questions.bulkInsert([inEvent(1), inEvent(2)]);
    const live = watch(page.questions.find({ selector: { event_id: 'summit' }, sort: [...newestFirst] }).$);
    await settle();
    expect(live.seen).toEqual([['q-00002', 'q-00001']]);
    // The worker's change events reach the page after its query read what they tell.
    gate.open();
    await page.questions.insert(testQuestion(9, { event_id: 'elsewhere' }));
    await settle();
    expect(live.seen.at(-1)).toEqual(['q-00002', 'q-00001']);
    expect(live.seen.every((ids) => new Set(ids).size === ids.length)).toBe(true);
    live.stop();
  });

  it('keeps a full page full: a page a copy shortened is read again at the next change', async () => {
    const { page, worker, gate } = await pageAndWorker();
    await page.questions.bulkInsert([inEvent(1), inEvent(2)]);
    gate.close();
    await worker.questions.insert(inEvent(3));
    const live = watch(page.questions.find({ selector: { event_id: 'summit' }, sort: [...newestFirst], limit: 2 }).$);
    await settle();
    gate.open();
    await settle();
    expect(live.seen.every((ids) => new Set(ids).size === ids.length)).toBe(true);
    // Any later change: the page is read whole again.
    await page.questions.insert(testQuestion(9, { event_id: 'elsewhere' }));
    await settle();
    expect(live.seen.at(-1)).toEqual(['q-00003', 'q-00002']);
    live.stop();
  });
});

describe('a result listing a document twice', () => {
  const stored = (id: string, lwt: number, title = id) => ({ id, title, _meta: { lwt }, _deleted: false, _rev: '1-a', _attachments: {} }) as unknown as RxDocumentData<QuestionDoc>;

  it('keeps the copy written last, where it sorts, and the rest in order', () => {
    const older = stored('a', 1, 'old');
    const newer = stored('a', 2, 'new');
    const b = stored('b', 1);
    expect(oncePerDocument([older, b, newer], 'id')).toEqual([b, newer]);
    expect(oncePerDocument([newer, b, older], 'id')).toEqual([newer, b]);
  });

  it('is the same list when every document is there once', () => {
    const docs = [stored('a', 1), stored('b', 1)];
    expect(oncePerDocument(docs, 'id')).toBe(docs);
  });
});
