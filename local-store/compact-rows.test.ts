import { serialize } from 'node:v8';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { Table } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { getChangedDocumentsSince } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import type { ChatMessageDoc } from '../schemas/chat-message.schema';
import { fromStoredRow, registerPullMark, toStoredRow } from './compact-rows';
import { readDocsStore, storedRowsOf } from './docs-store.testing';
import { getLeanDexieStorage } from './lean-dexie-indexes';
import { openDatabase, type AppDatabase } from './open-database';
import { dexieInternalsOf, type AnyInstance } from './storage-wrapper';

const REGISTERED = 'a1b2c3d4e5f6'.padEnd(64, '0');
const ELSEWHERE = 'ffffeeeeddddccccbbbbaaaa'.padEnd(64, '9');
registerPullMark(REGISTERED);

const uuid = (n: number) => `${String(n).padStart(8, '0')}-8020-4163-8965-f91685fdbd6a`;

const message = (n: number, room = uuid(900)): ChatMessageDoc => ({
  id: uuid(n),
  room_id: room,
  sender_id: uuid(901),
  body: `Message ${n}: see you at the coffee stand`,
  timestamp: 1_795_294_221_091 + n,
  status: 'sent',
  network_state_when_created: 'online',
  cached_at: 1_795_294_221_129,
  last_updated: 1_795_294_221_129,
  updatedAt: 1_795_294_221_161 + n,
});

/** A message as RxDB's replication writes it when it pulls one. */
const pulled = (n: number, hash = REGISTERED, room?: string) => ({
  ...message(n, room),
  _deleted: false,
  _attachments: {},
  _rev: '1-zvdbrrtsmr',
  _meta: { lwt: 1_795_294_227_929.01, o: { _rev: 1, hash } },
});

describe('the row IndexedDB keeps for a document', () => {
  it("leaves out empty attachments, shortens a replication's mark to its hash's first 12 characters and its height, and keeps the write time of a document as pulled out of its index", () => {
    const doc = pulled(1);
    const before = structuredClone(doc);
    const row = toStoredRow(doc) as Record<string, unknown>;
    expect(row).not.toHaveProperty('_attachments');
    expect(row._meta).toEqual({ l: 1_795_294_227_929.01, o: 'a1b2c3d4e5f6:1' });
    expect(row.body).toBe(doc.body);
    // The document given is not changed: RxDB keeps it as its state.
    expect(doc).toEqual(before);
  });

  it("keeps attachments with something in them, and any _meta.o that is not a replication's mark", () => {
    const withAttachment = { ...pulled(1), _attachments: { photo: { length: 3, digest: 'd', type: 'image/png' } } };
    expect((toStoredRow(withAttachment) as Record<string, unknown>)._attachments).toEqual(withAttachment._attachments);
    for (const o of [{ _rev: 1, hash: 'short' }, { _rev: 1, hash: REGISTERED, extra: true }, { _rev: 1.5, hash: REGISTERED }, 'a1b2c3d4e5f6:1', 7]) {
      const doc = { ...message(2), _rev: '1-a', _meta: { lwt: 1, o } };
      expect(toStoredRow(doc)).toBe(doc);
    }
  });

  it('keeps the write time where its index finds it for a document changed here since it was pulled, or deleted', () => {
    const changed = { ...pulled(1), _rev: '2-yxwvutsrqp' };
    expect((toStoredRow(changed) as Record<string, unknown>)._meta).toEqual({ lwt: changed._meta.lwt, o: 'a1b2c3d4e5f6:1' });
    // A height that only starts like the mark's is another.
    expect((toStoredRow({ ...pulled(1), _rev: '11-yxwvutsrqp' }) as Record<string, unknown>)._meta).toHaveProperty('lwt');
    // As Dexie stores deleted ('1'), and as RxDB gives it (true).
    for (const _deleted of ['1', true]) expect((toStoredRow({ ...pulled(1), _deleted }) as Record<string, unknown>)._meta).toHaveProperty('lwt');
  });

  it('is the document itself when there is nothing to leave out', () => {
    const doc = { ...message(3), _rev: '1-a', _meta: { lwt: 1 } };
    expect(toStoredRow(doc)).toBe(doc);
    expect(toStoredRow(undefined)).toBeUndefined();
  });

  it('keeps a pulled chat message of an ordinary length under the size where IndexedDB gets dearer in Chromium', () => {
    const doc = { ...pulled(123_456), _deleted: '0' };
    expect(serialize(doc).length).toBeGreaterThan(435);
    expect(serialize(toStoredRow(doc)).length).toBeLessThan(435);
  });
});

describe('a stored row read back', () => {
  it('gets its empty attachments and the whole mark of a replication registered here back', () => {
    expect(fromStoredRow(toStoredRow(pulled(1)))).toEqual(pulled(1));
  });

  it("keeps the short mark of a replication not registered here, which reads as another replication's mark", () => {
    const doc = fromStoredRow(toStoredRow(pulled(1, ELSEWHERE))) as ReturnType<typeof pulled>;
    expect(doc._meta.o).toBe('ffffeeeedddd:1');
    expect(doc._attachments).toEqual({});
  });

  it('leaves what is not an RxDB document alone, and a whole document as it is', () => {
    expect(fromStoredRow({ id: 'x', _meta: { o: 'a1b2c3d4e5f6:1' } })).toEqual({ id: 'x', _meta: { o: 'a1b2c3d4e5f6:1' } });
    expect(fromStoredRow(pulled(4))).toEqual(pulled(4));
    expect(fromStoredRow(fromStoredRow(toStoredRow(pulled(5))))).toEqual(pulled(5));
    expect(fromStoredRow(undefined)).toBeUndefined();
  });
});

describe('documents kept by the app on IndexedDB', () => {
  const opened: AppDatabase[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()));
  });

  const open = async (factory: IDBFactory, name: string, compact = true) => {
    const settings = { indexedDB: factory, IDBKeyRange };
    const db = await openDatabase({ name, storage: compact ? getLeanDexieStorage(settings) : getRxStorageDexie(settings) });
    opened.push(db);
    return db;
  };

  /** The rows of the messages' store, read from IndexedDB itself. */
  const storedRows = (factory: IDBFactory) => readDocsStore(factory, 'chat_messages', storedRowsOf);

  /**
   * The messages' storage instance under RxDB's collection wrapper, which would set `_meta` afresh on
   * an insert; the bulk pull writes here too.
   */
  function storageOf(db: AppDatabase): AnyInstance {
    return (db.chat_messages.storageInstance as unknown as { originalStorageInstance: AnyInstance }).originalStorageInstance;
  }

  async function dexieTable(db: AppDatabase): Promise<Table> {
    const internals = await dexieInternalsOf(storageOf(db));
    if (!internals) throw new Error('No Dexie table under the collection');
    return internals.dexieTable as unknown as Table;
  }

  it('stores compact rows and gives whole documents back by id, by query, through Dexie and through its cursors', async () => {
    const factory = new IDBFactory();
    const db = await open(factory, 'compact');
    const room = uuid(77);
    const written = await storageOf(db).bulkWrite([1, 2, 3].map((n) => ({ document: pulled(n, REGISTERED, room) as never })), 'pulled');
    expect(written.error).toEqual([]);

    const rows = await storedRows(factory);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).not.toHaveProperty('_attachments');
      expect((row._meta as { o: unknown }).o).toBe('a1b2c3d4e5f6:1');
    }

    const whole = pulled(2, REGISTERED, room);
    const [byId] = await storageOf(db).findDocumentsById([uuid(2)], false);
    expect(byId).toMatchObject({ _attachments: {}, _meta: whole._meta });
    // Answered whole by the [room_id+timestamp+id] index (index-read-storage.ts)...
    const inRoom = await db.chat_messages.find({ selector: { room_id: room }, sort: [{ timestamp: 'asc' }] }).exec();
    expect(inRoom.map((doc) => doc.toJSON(true))).toContainEqual(expect.objectContaining({ _attachments: {}, _meta: expect.objectContaining({ o: whole._meta.o }) }));
    // ...and by RxDB's own cursor, the selector going beyond the index.
    const queried = await storageOf(db).query(db.chat_messages.find({ selector: { room_id: room, body: { $regex: 'Message 3' } } }).getPreparedQuery());
    expect(queried.documents).toHaveLength(1);
    expect(queried.documents[0]).toMatchObject({ _attachments: {}, _meta: { o: whole._meta.o } });

    const table = await dexieTable(db);
    expect(await table.get(uuid(1))).toMatchObject({ _attachments: {}, _meta: { o: whole._meta.o } });
    // As pulled, none is in the write-time index.
    expect(await table.where('[_meta.lwt+id]').above([0, '']).toArray()).toHaveLength(0);
    const viaCursor: unknown[] = [];
    await table.toCollection().each((row) => viaCursor.push(row));
    expect(viaCursor).toEqual(expect.arrayContaining([expect.objectContaining({ _attachments: {}, _meta: expect.objectContaining({ o: whole._meta.o }) })]));
    expect(viaCursor.every((row) => typeof (row as { _meta: { o: unknown } })._meta.o === 'object')).toBe(true);
  });

  it('finds by write time the documents changed here and deleted, never those still as pulled', async () => {
    const factory = new IDBFactory();
    const db = await open(factory, 'by-write-time');
    const written = await storageOf(db).bulkWrite([1, 2, 3].map((n) => ({ document: pulled(n) as never })), 'pulled');
    expect(written.error).toEqual([]);
    expect((await getChangedDocumentsSince(storageOf(db), 10)).documents).toEqual([]);

    await (await db.chat_messages.findOne(uuid(1)).exec())?.incrementalPatch({ body: 'Edited here' });
    await (await db.chat_messages.findOne(uuid(2)).exec())?.remove();
    const changed = await getChangedDocumentsSince(storageOf(db), 10);
    expect(changed.documents.map((doc) => [doc.id, doc._deleted])).toEqual(
      expect.arrayContaining([
        [uuid(1), false],
        [uuid(2), true],
      ]),
    );
    expect(changed.documents).toHaveLength(2);
    // The one still as pulled reads back with its write time.
    const [untouched] = await storageOf(db).findDocumentsById([uuid(3)], false);
    expect(untouched?._meta).toEqual(pulled(3)._meta);
    // The deleted one is purged by the cleanup, which finds it on the same index.
    await storageOf(db).cleanup(0);
    expect((await storedRows(factory)).map((row) => row.id).sort()).toEqual([uuid(1), uuid(3)]);
  });

  it('reads and changes documents stored whole before as they were', async () => {
    const factory = new IDBFactory();
    const before = await open(factory, 'earlier', false);
    await storageOf(before).bulkWrite([{ document: pulled(1) as never }], 'pulled');
    expect((await storedRows(factory))[0]).toHaveProperty('_attachments', {});
    await before.close();

    const after = await open(factory, 'earlier');
    const [doc] = await storageOf(after).findDocumentsById([uuid(1)], false);
    expect(doc).toMatchObject({ _attachments: {}, _meta: pulled(1)._meta });
    await (await after.chat_messages.findOne(uuid(1)).exec())?.incrementalPatch({ body: 'Edited' });
    const [row] = await storedRows(factory);
    expect(row).toMatchObject({ body: 'Edited', _meta: { o: 'a1b2c3d4e5f6:1' } });
    expect(row).not.toHaveProperty('_attachments');
  });
});
