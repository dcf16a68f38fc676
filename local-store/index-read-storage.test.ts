import { IDBFactory, IDBIndex, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRxDatabase, type RxCollection, type RxDatabase } from 'rxdb';
import { fromDexieToStorage, getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import type { QuestionDoc } from '../schemas/question.schema';
import { questionSchemaForStorageTests } from '../schemas/question.testing';
import { RANK_MAX } from '../schemas/sync-state';
import { fromDexieRow, wrappedIndexReadStorage } from './index-read-storage';

type Db = RxDatabase<{ questions: RxCollection<QuestionDoc> }>;
const opened: Db[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(opened.splice(0).map((db) => db.close()));
});

async function open(wrapped: boolean, indexedDB: IDBFactory): Promise<Db> {
  const dexie = getRxStorageDexie({ indexedDB, IDBKeyRange });
  const db = await createRxDatabase<{ questions: RxCollection<QuestionDoc> }>({
    name: `index-read-${wrapped}-${Math.random().toString(36).slice(2)}`,
    storage: wrapped ? wrappedIndexReadStorage(dexie) : dexie,
    multiInstance: false,
  });
  await db.addCollections({ questions: { schema: questionSchemaForStorageTests } });
  opened.push(db);
  return db;
}

const question = (n: number): QuestionDoc => ({
  id: `q-${String(n).padStart(3, '0')}`,
  title: `Question ${n}`,
  description: '',
  event_id: ['meetverse', 'event-a', 'event-b'][n % 3] as string,
  author_id: `u${n % 4}`,
  is_anonymous: false,
  created_at: new Date(1_700_000_000_000 + n * 1000).toISOString(),
  answer_count: 0,
  help_count: n % 5,
  me_too_count: 0,
  uplift_count: (n * 7) % 11,
  rank_latest: RANK_MAX - (1_700_000_000_000 + n * 1000),
  rank_uplifted: RANK_MAX - ((n * 7) % 11),
  rank_helpers: RANK_MAX - (n % 5),
  rank_relatable: RANK_MAX,
  sync_state: n % 9 === 0 ? 'pending' : 'sent',
  updatedAt: n,
});

const queries = {
  'a feed page, newest first': { selector: { event_id: 'event-a' }, sort: [{ event_id: 'asc' }, { rank_latest: 'asc' }], limit: 7 },
  'a feed page, most uplifted first': { selector: { event_id: 'meetverse' }, sort: [{ event_id: 'asc' }, { rank_uplifted: 'asc' }, { rank_latest: 'asc' }], limit: 10 },
  'a later page, with skip': { selector: { event_id: 'event-b' }, sort: [{ event_id: 'asc' }, { rank_latest: 'asc' }], skip: 5, limit: 4 },
  'the whole space, no limit': { selector: { event_id: 'event-b' }, sort: [{ event_id: 'asc' }, { rank_latest: 'asc' }] },
  'unsent questions': { selector: { sync_state: 'pending' }, sort: [{ sync_state: 'asc' }, { id: 'asc' }] },
  'a selector no index covers': { selector: { author_id: 'u1' }, sort: [{ id: 'asc' }], limit: 5 },
  'an empty space': { selector: { event_id: 'nowhere' }, sort: [{ event_id: 'asc' }, { rank_latest: 'asc' }], limit: 20 },
  // The index gives the order and part of the selector; the rest is checked document by document.
  'one member\'s questions in a space, over several batches': { selector: { event_id: 'event-a', author_id: 'u1' }, sort: [{ event_id: 'asc' }, { rank_latest: 'asc' }], limit: 4 },
  'a filtered later page, with skip': { selector: { event_id: 'meetverse', help_count: { $gt: 1 } }, sort: [{ event_id: 'asc' }, { rank_latest: 'asc' }], skip: 3, limit: 3 },
  'a filtered space, no limit': { selector: { event_id: 'event-b', sync_state: { $ne: 'pending' } }, sort: [{ event_id: 'asc' }, { rank_latest: 'asc' }] },
  'a filter nothing passes': { selector: { event_id: 'event-a', author_id: 'nobody' }, sort: [{ event_id: 'asc' }, { rank_latest: 'asc' }], limit: 5 },
  'a filter on a changed document': { selector: { event_id: 'meetverse', title: 'changed' }, sort: [{ event_id: 'asc' }, { rank_latest: 'asc' }], limit: 5 },
} as const;

describe('reading a query one index satisfies in a single request', () => {
  it.each(Object.entries(queries))('answers %s exactly as the cursor does', async (_name, query) => {
    const [plain, wrapped] = [await open(false, new IDBFactory()), await open(true, new IDBFactory())];
    const docs = Array.from({ length: 60 }, (_, n) => question(n));
    await plain.questions.bulkInsert(docs);
    await wrapped.questions.bulkInsert(docs);
    for (const db of [plain, wrapped]) {
      await (await db.questions.findOne('q-003').exec())?.incrementalPatch({ title: 'changed', rank_latest: 1 });
      await (await db.questions.findOne('q-006').exec())?.remove();
    }
    const read = async (db: Db) => (await db.questions.find(query as never).exec()).map((doc) => doc.toJSON());
    const expected = await read(plain);
    expect(await read(wrapped)).toEqual(expected);
    if (!('skip' in query) && !('limit' in query && query.limit === 20) && _name !== 'a filter nothing passes') expect(expected.length).toBeGreaterThan(0);
  });

  it('asks the index once with getAll instead of walking a cursor', async () => {
    const factory = new IDBFactory();
    const db = await open(true, factory);
    await db.questions.bulkInsert(Array.from({ length: 30 }, (_, n) => question(n)));
    const getAll = vi.spyOn(IDBIndex.prototype, 'getAll');
    const openCursor = vi.spyOn(IDBIndex.prototype, 'openCursor');
    const page = await db.questions.find(queries['a feed page, newest first'] as never).exec();
    expect(page).toHaveLength(7);
    expect(getAll).toHaveBeenCalledTimes(1);
    expect(getAll.mock.calls[0]?.[1]).toBe(7);
    expect(openCursor).not.toHaveBeenCalled();
  });

  it('reads a filtered page in batches of getAll, the first as large as the page, instead of walking a cursor', async () => {
    const db = await open(true, new IDBFactory());
    await db.questions.bulkInsert(Array.from({ length: 60 }, (_, n) => question(n)));
    const getAll = vi.spyOn(IDBIndex.prototype, 'getAll');
    const openCursor = vi.spyOn(IDBIndex.prototype, 'openCursor');
    // Every question of the space is by a member other than 'nobody': the first batch fills the page.
    const page = await db.questions.find({ selector: { event_id: 'event-a', author_id: { $ne: 'nobody' } }, sort: [{ event_id: 'asc' }, { rank_latest: 'asc' }], limit: 6 }).exec();
    expect(page).toHaveLength(6);
    expect(getAll).toHaveBeenCalledTimes(1);
    expect(getAll.mock.calls[0]?.[1]).toBe(6);
    // A filter one row of the space in four passes (none among the newest three): later batches, each
    // twice the last, until the page is full.
    getAll.mockClear();
    const rare = await db.questions.find({ selector: { event_id: 'meetverse', author_id: 'u0' }, sort: [{ event_id: 'asc' }, { rank_latest: 'asc' }], limit: 3 }).exec();
    expect(rare.map((doc) => doc.id)).toEqual(['q-048', 'q-036', 'q-024']);
    expect(getAll.mock.calls.map((call) => call[1])).toEqual([3, 6, 12]);
    expect(openCursor).not.toHaveBeenCalled();
  });
});

describe('turning a row read from IndexedDB back into a document', () => {
  const rows: Record<string, Record<string, unknown>> = {
    'a pulled question': { ...question(4), _deleted: '0', _rev: '1-a', _meta: { lwt: 5, o: 'abc:1' } },
    'a deleted one': { ...question(5), _deleted: '1', _rev: '2-b', _meta: { lwt: 6 } },
    'one with a nested boolean index and arrays of objects': { id: 'x', flags: { open: '1', shut: '0' }, tags: [{ a: 1 }, 'b', null], _deleted: '0', _rev: '1-c' },
    'one whose key the storage renamed': { id: 'y', __piped: 1, _deleted: '1', _rev: '1-d' },
    'one with a renamed key inside an array': { id: 'z', list: [{ __deep: true }], _deleted: '0', _rev: '1-e' },
  };

  it.each(Object.entries(rows))('gives %s exactly as RxDB does', (_name, row) => {
    const booleanIndexes = ['_deleted', 'flags.open', 'flags.shut'];
    const expected = fromDexieToStorage(booleanIndexes, structuredClone(row));
    expect(fromDexieRow(booleanIndexes, structuredClone(row))).toEqual(expected);
  });

  it('changes the fresh row it is given instead of copying it', () => {
    const row = { id: 'q', _deleted: '0', _rev: '1-a' };
    expect(fromDexieRow(['_deleted'], row)).toBe(row);
    expect(row._deleted).toBe(false);
  });
});
