import type { DBCore, DBCoreCursor, DBCoreTable, Middleware } from 'dexie';
import type { DexieSettings } from 'rxdb';
import { DEXIE_DOCS_TABLE_NAME } from 'rxdb/plugins/storage-dexie';
import { idbRequest, type AnyInstance } from './storage-wrapper';

/**
 * How RxDB documents are kept in IndexedDB: without the two things every document carries and no
 * document here needs stored, and with one index entry fewer for a document as pulled.
 * - `_attachments`, always `{}`: no collection has attachments. It is left out and put back on read.
 * - `_meta.o`, the mark RxDB's replication writes into every document it pulls: the revision height it
 *   wrote and its 64-character hash of the replication's identifier. It is stored as
 *   `"<the hash's first 12 characters>:<height>"` and given back whole where the hash was registered
 *   (`registerPullMark`: the replication's worker, before its first pull reads anything). Where it
 *   was not (the page, which does not replicate) the short form stays, which RxDB reads as another
 *   replication's mark, as it reads any mark not its own.
 * - `_meta.lwt`, the write time, of a document still as its replication pulled it (its mark's height is
 *   its revision's, and it is not deleted): stored as `_meta.l`, so that the `[_meta.lwt+id]` index,
 *   whose key path it then lacks, has no entry for it. That index is read for documents written here
 *   since a checkpoint: by the replication's push, which leaves documents as pulled alone anyway, and
 *   by the cleanup, which purges deleted ones. A document changed here, or deleted, keeps it.
 *   RxDB's schema migration reads documents on that index too: `restoreWriteTimes` readies them for it.
 *
 * Why: Chromium's IndexedDB costs its storage thread about a quarter more for a value over about
 * 435 bytes (as V8 serialises it) than for one under it: a flat step, measured with documents of 320
 * to 1,100 bytes. A pulled chat message is 492 bytes with both, 408 without, and a first sync stores
 * tens of thousands of them. On disk, every index entry is a record of its own, with the document's
 * key in it twice: leaving this one out for the 60,000 documents of a first sync cut the storage
 * thread's CPU by about an eighth (from 30 to 33 s to 26 to 29 s).
 *
 * Everything else is stored as RxDB gives it. A document stored whole earlier reads as it is.
 */
const MARK_PREFIX_LENGTH = 12;
const HASH = /^[0-9a-f]{64}$/;
const SHORT_MARK = /^([0-9a-f]{12}):(\d+)$/;

/** Full hashes by their stored prefix. */
const pullMarks = new Map<string, string>();

/** Makes the documents marked by a replication read back with its whole mark (its identifier's hash). */
export function registerPullMark(hash: string): void {
  if (HASH.test(hash)) pullMarks.set(hash.slice(0, MARK_PREFIX_LENGTH), hash);
}

type Row = Record<string, unknown>;
type Mark = { _rev: number; hash: string };

function isMark(value: unknown): value is Mark {
  if (!value || typeof value !== 'object') return false;
  const mark = value as Partial<Mark>;
  return Number.isSafeInteger(mark._rev) && typeof mark.hash === 'string' && HASH.test(mark.hash) && Object.keys(mark).length === 2;
}

function isEmptyObject(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}

/** The row IndexedDB stores for a document; the document itself is left untouched. */
export function toStoredRow<T>(doc: T): T {
  if (!doc || typeof doc !== 'object') return doc;
  const row = doc as Row;
  const meta = row._meta as Row | undefined;
  const mark = meta?.o;
  const shortenMark = isMark(mark);
  const dropAttachments = '_attachments' in row && isEmptyObject(row._attachments);
  if (!shortenMark && !dropAttachments) return doc;
  const stored: Row = { ...row };
  if (dropAttachments) delete stored._attachments;
  if (shortenMark) {
    const short = `${mark.hash.slice(0, MARK_PREFIX_LENGTH)}:${mark._rev}`;
    if (isAsPulled(row, mark) && meta?.lwt !== undefined) {
      const { lwt, ...rest } = meta;
      stored._meta = { ...rest, l: lwt, o: short };
    } else stored._meta = { ...meta, o: short };
  }
  return stored as T;
}

/** Still as its replication pulled it: the mark's height is the revision's, and it is not deleted. */
function isAsPulled(row: Row, mark: Mark): boolean {
  // Deleted is stored as '1' (IndexedDB cannot index booleans); RxDB's own documents have `true`.
  if (row._deleted === true || row._deleted === '1') return false;
  return typeof row._rev === 'string' && row._rev.startsWith(`${mark._rev}-`);
}

/** The document a stored row holds. Changes the row itself: IndexedDB hands out a fresh copy on every read. */
export function fromStoredRow<T>(row: T): T {
  if (!row || typeof row !== 'object') return row;
  const doc = row as Row;
  // Only RxDB's documents have a revision: they always have attachments too.
  if (typeof doc._rev !== 'string') return row;
  if (!('_attachments' in doc)) doc._attachments = {};
  const meta = doc._meta as Row | undefined;
  if (meta && 'l' in meta && !('lwt' in meta)) {
    meta.lwt = meta.l;
    delete meta.l;
  }
  if (typeof meta?.o === 'string') {
    const short = SHORT_MARK.exec(meta.o);
    const hash = short && pullMarks.get(short[1] as string);
    if (short && hash) meta.o = { _rev: Number(short[2]), hash } satisfies Mark;
  }
  return row;
}

function readingCursor(cursor: DBCoreCursor): DBCoreCursor {
  // As Dexie's own middlewares wrap a cursor: everything else is the cursor's own.
  return Object.create(cursor, { value: { get: () => fromStoredRow(cursor.value) } }) as DBCoreCursor;
}

function compactDocsTable(table: DBCoreTable): DBCoreTable {
  return {
    ...table,
    mutate: (req) => (req.type === 'add' || req.type === 'put' ? table.mutate({ ...req, values: req.values.map(toStoredRow) }) : table.mutate(req)),
    get: async (req) => fromStoredRow(await table.get(req)),
    getMany: async (req) => (await table.getMany(req)).map(fromStoredRow),
    query: async (req) => {
      const response = await table.query(req);
      return req.values ? { ...response, result: response.result.map(fromStoredRow) } : response;
    },
    openCursor: async (req) => {
      const cursor = await table.openCursor(req);
      return cursor && req.values !== false ? readingCursor(cursor) : cursor;
    },
  };
}

/**
 * The Dexie middleware that keeps RxDB's documents in their stored form (see above) in the docs
 * table of every database it is given to. It sits right on IndexedDB, under Dexie's own middlewares.
 *
 * Reads made with IndexedDB's own requests inside a Dexie transaction (RxDB's query cursor, the index
 * reads of index-read-storage.ts) do not pass here: they call `fromStoredRow` themselves.
 */
const compactRowsMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'CompactRows',
  level: -10,
  create: (down) => ({
    ...down,
    table: (name) => (name === DEXIE_DOCS_TABLE_NAME ? compactDocsTable(down.table(name)) : down.table(name)),
  }),
};

/** Dexie settings for RxDB's Dexie storage whose databases keep compact rows. */
export function withCompactRows(settings: DexieSettings = {}): DexieSettings {
  return {
    ...settings,
    onCreate: async (dexie, name) => {
      await settings.onCreate?.(dexie, name);
      dexie.use(compactRowsMiddleware);
    },
  };
}

/** A Dexie storage instance whose queries give documents: RxDB's query reads with a cursor of IndexedDB's own. */
export function readsCompactRows(instance: AnyInstance): AnyInstance {
  const query = instance.query.bind(instance);
  instance.query = async (prepared) => {
    const result = await query(prepared);
    result.documents.forEach(fromStoredRow);
    return result;
  };
  return instance;
}

/**
 * Gives every document kept as pulled (stored with `_meta.l`) in the named IndexedDB databases its
 * `_meta.lwt` back, and with it its `[_meta.lwt+id]` index entry; returns how many it rewrote.
 *
 * Why: RxDB's schema migration reads a collection's documents under the earlier schema version on that
 * index, and would leave every document kept as pulled behind, while moving the replication's
 * checkpoint that says the device has it. Run on a collection's storage of an earlier version before
 * the migration starts. It rewrites only what still lacks the write time, in one transaction per
 * database, so an upgrade cut short by a reload is simply done again.
 */
export async function restoreWriteTimes(indexedDB: IDBFactory, databaseNames: string[]): Promise<number> {
  let rewritten = 0;
  for (const name of databaseNames) {
    const opening = indexedDB.open(name);
    // A database that is not there is not made: its creation is called off.
    opening.onupgradeneeded = () => opening.transaction?.abort();
    const db = await idbRequest(opening).catch(() => undefined);
    if (!db) continue;
    try {
      if (!db.objectStoreNames.contains(DEXIE_DOCS_TABLE_NAME)) continue;
      const transaction = db.transaction(DEXIE_DOCS_TABLE_NAME, 'readwrite');
      const done = new Promise<void>((resolve, reject) => {
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error);
      });
      const cursors = transaction.objectStore(DEXIE_DOCS_TABLE_NAME).openCursor();
      cursors.onsuccess = () => {
        const cursor = cursors.result;
        if (!cursor) return;
        const row = cursor.value as Row;
        const meta = row._meta as Row | undefined;
        if (meta && 'l' in meta && !('lwt' in meta)) {
          const { l, ...rest } = meta;
          cursor.update({ ...row, _meta: { ...rest, lwt: l } });
          rewritten += 1;
        }
        cursor.continue();
      };
      await done;
    } finally {
      db.close();
    }
  }
  return rewritten;
}
