import { IDBFactory, IDBKeyRange, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RxStorage } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { testQuestion } from '../../schemas/question.testing';
import { getLeanDexieStorage } from '../../local-store/lean-dexie-indexes';
import { openDatabase, type AppDatabase } from '../../local-store/open-database';
import { PULL_LIMIT_MAX, type Checkpoint } from '../../schemas/api';
import { bulkTargetOf, insertNewDocuments, prefetchingPages, withAssumedMaster } from './bulk-pull';
import { FIRST_PAGE_LIMIT } from './replicate';
import { replicateForTest } from './fake-server.testing';

type Doc = Record<string, unknown> & { id: string; updatedAt: number; _deleted: boolean };

const question = (n: number, extra: Partial<Doc> = {}): Doc => ({ ...testQuestion(n, { description: 'From the server' }), _deleted: false, ...extra }) as Doc;

/** The replication routes of one collection, kept in memory with the server's stamping and conflict rule. */
class FakeServer {
  readonly docs = new Map<string, Doc>();
  readonly pushed: { newDocumentState: Doc; assumedMasterState?: Doc }[] = [];
  pulls = 0;
  /** The page size each pull asked for. */
  readonly limits: number[] = [];
  private stamp = 1_000;

  put(doc: Doc) {
    const stored = { ...doc, sync_state: 'sent', updatedAt: ++this.stamp };
    this.docs.set(doc.id, stored);
    return stored;
  }

  readonly fetch = async (input: string, init: RequestInit = {}) => {
    const url = new URL(input);
    if (url.pathname.endsWith('/pull')) {
      this.pulls++;
      const limit = Number(url.searchParams.get('limit'));
      this.limits.push(limit);
      const after = url.searchParams.has('id') ? { updatedAt: Number(url.searchParams.get('updatedAt')), id: String(url.searchParams.get('id')) } : null;
      const documents = [...this.docs.values()]
        .sort((a, b) => a.updatedAt - b.updatedAt || (a.id < b.id ? -1 : 1))
        .filter((doc) => !after || doc.updatedAt > after.updatedAt || (doc.updatedAt === after.updatedAt && doc.id > after.id))
        .slice(0, limit);
      const last = documents.at(-1);
      return Response.json({ documents, checkpoint: last ? { updatedAt: last.updatedAt, id: last.id } : after });
    }
    const rows = JSON.parse(String(init.body)) as { newDocumentState: Doc; assumedMasterState?: Doc }[];
    const conflicts: Doc[] = [];
    for (const row of rows) {
      this.pushed.push(row);
      const master = this.docs.get(row.newDocumentState.id);
      if (master && (!row.assumedMasterState || row.assumedMasterState.updatedAt !== master.updatedAt)) conflicts.push(master);
      else this.put(row.newDocumentState);
    }
    return Response.json(conflicts);
  };
}

let db: AppDatabase;
let server: FakeServer;

/** IndexedDB, as in the browser, and memory: the bulk insert takes its own path on each. */
const storages: Record<string, () => RxStorage<unknown, unknown>> = {
  IndexedDB: () => getRxStorageDexie({ indexedDB: new IDBFactory(), IDBKeyRange }),
  'IndexedDB as the app keeps it (lean indexes, compact rows)': () => getLeanDexieStorage({ indexedDB: new IDBFactory(), IDBKeyRange }),
  'another storage': () => getRxStorageMemory(),
};

async function openOn(storage: () => RxStorage<unknown, unknown>) {
  db = await openDatabase({ name: `bulk-${Math.random().toString(36).slice(2)}`, storage: storage() });
  server = new FakeServer();
  vi.stubGlobal('fetch', server.fetch);
}

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await db.remove();
});

function replicate() {
  return replicateForTest(db.questions as never, { name: 'questions', syncField: 'sync_state' });
}

async function inSync(state: ReturnType<typeof replicate>) {
  await state.awaitInitialReplication();
  await state.awaitInSync();
}

describe.each(Object.keys(storages))('on %s', (kind) => {
  beforeEach(() => openOn(storages[kind] as () => RxStorage<unknown, unknown>));

  describe('the first sync of a collection', () => {
    it('stores every server document once, over several pages, and pushes none of them back', async () => {
      for (let n = 0; n < 2_345; n++) server.put(question(n));
      const state = replicate();
      await inSync(state);
      expect(await db.questions.count().exec()).toBe(2_345);
      expect((await db.questions.findOne('q-01234').exec())?.title).toBe('Question 1234');
      expect(server.pushed).toEqual([]);
      await state.cancel();
    });

    it('asks for a small first page, for the screen to show something sooner, then for full pages', async () => {
      for (let n = 0; n < 2_345; n++) server.put(question(n));
      const state = replicate();
      await inSync(state);
      expect(server.limits.slice(0, 4)).toEqual([FIRST_PAGE_LIMIT, PULL_LIMIT_MAX, PULL_LIMIT_MAX, PULL_LIMIT_MAX]);
      expect(await db.questions.count().exec()).toBe(2_345);
      // Later pulls, from a checkpoint, ask for full pages.
      server.put(question(9_999));
      await state.reSync();
      await inSync(state);
      expect(server.limits.at(-1)).toBe(PULL_LIMIT_MAX);
      expect(await db.questions.count().exec()).toBe(2_346);
      await state.cancel();
    });

    it('stores a page in one write: a screen reading the collection meanwhile sees all of it or none of it, and its last document once', async () => {
      for (let n = 0; n < 5; n++) server.put(question(n));
      const seen: number[] = [];
      const counting = db.questions.find().$.subscribe((docs) => seen.push(docs.length));
      const writes: string[] = [];
      const watching = db.questions.$.subscribe((event) => writes.push(`${event.operation} ${event.documentId}`));
      const state = replicate();
      await inSync(state);
      expect(new Set(seen)).toEqual(new Set([0, 5]));
      expect(writes.filter((write) => write.endsWith('q-00004'))).toEqual(['INSERT q-00004']);
      counting.unsubscribe();
      watching.unsubscribe();
      await state.cancel();
    });

    it("sends a member's edit of a document it stored with the stamp it was pulled with, and the server takes it", async () => {
      const pulled = server.put(question(1));
      for (let n = 2; n < 1_500; n++) server.put(question(n));
      const state = replicate();
      await inSync(state);
      const doc = await db.questions.findOne(pulled.id).exec();
      await doc?.incrementalPatch({ title: 'Edited here', sync_state: 'pending' });
      await vi.waitFor(() => expect(server.pushed).toHaveLength(1), { timeout: 5_000 });
      expect(server.pushed[0]?.assumedMasterState?.updatedAt).toBe(pulled.updatedAt);
      await vi.waitFor(() => expect(server.docs.get(pulled.id)?.title).toBe('Edited here'));
      await state.cancel();
    });

    it('takes a later server change to a document it stored', async () => {
      for (let n = 0; n < 1_200; n++) server.put(question(n));
      const state = replicate();
      await inSync(state);
      server.put(question(7, { title: 'Changed on the server' }));
      state.reSync();
      await vi.waitFor(async () => expect((await db.questions.findOne('q-00007').exec())?.title).toBe('Changed on the server'), { timeout: 5_000 });
      expect(await db.questions.count().exec()).toBe(1_200);
      await state.cancel();
    });

    it('never writes a pulled document over an unsent local write with the same id', async () => {
      for (let n = 0; n < 1_200; n++) server.put(question(n));
      await db.questions.insert(question(5, { title: 'Written here, unsent', sync_state: 'pending', updatedAt: 0 }) as never);
      const state = replicate();
      await state.awaitInitialReplication();
      // The local text reaches the server (where it meets the stored one as a conflict), never lost on the way.
      await vi.waitFor(() => expect(server.pushed.map((row) => row.newDocumentState.title)).toContain('Written here, unsent'), { timeout: 5_000 });
      expect(await db.questions.count().exec()).toBe(1_200);
      await state.cancel();
    });
  });

  describe('what the push sends', () => {
    it('S8: leaves a stored document that is still as pulled alone, even when a resync passes over it', async () => {
      const pulled = server.put(question(1));
      // As left by the bulk pull, with no copy in the meta store, before the push has seen its write.
      await db.questions.insert(pulled as never);
      const state = replicate();
      await inSync(state);
      state.reSync();
      await state.awaitInSync();
      expect(server.pushed).toEqual([]);
      await state.cancel();
    });

    it('sends the deletion of a stored document, which keeps its sync state', async () => {
      for (let n = 0; n < 1_100; n++) server.put(question(n));
      const state = replicate();
      await inSync(state);
      await (await db.questions.findOne('q-00003').exec())?.remove();
      await vi.waitFor(() => expect(server.docs.get('q-00003')?._deleted).toBe(true), { timeout: 5_000 });
      await state.cancel();
    });
  });
});

describe('the first sync of a collection in IndexedDB', () => {
  beforeEach(() => openOn(storages.IndexedDB as () => RxStorage<unknown, unknown>));

  it('hands a whole page back to the replication when the disk is full, for its writes to clear space and retry', async () => {
    const state = replicate();
    await state.awaitInitialReplication();
    const target = await bulkTargetOf(db.questions as never, state as never);
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const page = [1, 2, 3].map((n) => server.put(question(n)));
    expect(await insertNewDocuments(target, page)).toEqual(page);
    vi.restoreAllMocks();
    expect(await db.questions.count().exec()).toBe(0);
    await state.cancel();
  });
});

describe('the assumed master state of a document with none kept', () => {
  const row = (doc: Partial<Doc>, assumed?: Doc) => ({ newDocumentState: { id: 'a', ...doc } as Doc, assumedMasterState: assumed });

  it('is the document as pulled, by its server stamp', () => {
    expect(withAssumedMaster(row({ title: 'x', updatedAt: 42, _deleted: true })).assumedMasterState).toMatchObject({ updatedAt: 42, _deleted: false });
  });

  it('stays empty for a document made on this device, which the server has never stamped', () => {
    expect(withAssumedMaster(row({ updatedAt: 0 })).assumedMasterState).toBeUndefined();
  });

  it('is left alone when the replication kept one', () => {
    const kept = { id: 'a', updatedAt: 7, _deleted: false };
    expect(withAssumedMaster(row({ updatedAt: 9 }, kept)).assumedMasterState).toBe(kept);
  });
});

describe('fetching pages ahead', () => {
  const page = (n: number, size: number) => ({ documents: Array.from({ length: size }, () => ({})), checkpoint: { updatedAt: n, id: `p${n}` } });

  it('fetches the next page while a full one is written, and uses it when asked for', async () => {
    const asked: (Checkpoint | undefined)[] = [];
    const next = prefetchingPages(async (checkpoint) => {
      asked.push(checkpoint);
      return page(asked.length, asked.length < 3 ? 1000 : 10) as never;
    });
    const first = await next(undefined);
    expect(asked).toEqual([undefined, { updatedAt: 1, id: 'p1' }]);
    await next(first.checkpoint ?? undefined);
    expect(asked).toHaveLength(3);
    const last = await next({ updatedAt: 2, id: 'p2' });
    expect(last.documents).toHaveLength(10);
    // A short page is the end: nothing more is fetched ahead.
    expect(asked).toHaveLength(3);
  });

  it('fetches ahead after a page as full as asked for, a small first page too', async () => {
    const asked: (Checkpoint | undefined)[] = [];
    const next = prefetchingPages(
      async (checkpoint) => {
        asked.push(checkpoint);
        return page(asked.length, checkpoint ? 10 : 100) as never;
      },
      (checkpoint) => (checkpoint ? 1000 : 100),
    );
    await next(undefined);
    expect(asked).toEqual([undefined, { updatedAt: 1, id: 'p1' }]);
  });

  it('fetches afresh when asked for another checkpoint than the one fetched ahead', async () => {
    const asked: (Checkpoint | undefined)[] = [];
    const next = prefetchingPages(async (checkpoint) => {
      asked.push(checkpoint);
      return page(asked.length, 1000) as never;
    });
    await next(undefined);
    await next({ updatedAt: 99, id: 'elsewhere' });
    expect(asked[2]).toEqual({ updatedAt: 99, id: 'elsewhere' });
  });
});
