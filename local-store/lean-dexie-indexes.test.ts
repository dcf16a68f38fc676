import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { fillWithDefaultSettings, type RxJsonSchema } from 'rxdb';
import { getDexieStoreSchema, getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import type { ChatMessageDoc } from '../schemas/chat-message.schema';
import { collectionSpecs } from '../schemas/collections';
import { readDocsStore } from './docs-store.testing';
import { getLeanDexieStorage, leanDocsStore } from './lean-dexie-indexes';
import { openDatabase, type AppDatabase } from './open-database';

const opened: AppDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
});

const message = (n: number, room: string, status: 'sent' | 'pending' = 'sent'): ChatMessageDoc => ({
  id: `m-${String(n).padStart(3, '0')}`,
  room_id: room,
  sender_id: 'someone',
  body: `message ${n}`,
  timestamp: 1_000 + n,
  status,
  network_state_when_created: 'online',
  cached_at: 1_000 + n,
  last_updated: 1_000 + n,
  updatedAt: status === 'sent' ? 1_000 + n : 0,
});

/** The index names of one collection's store, read from IndexedDB itself. */
const indexNames = (factory: IDBFactory, collection: string) => readDocsStore(factory, collection, (store) => [...store.indexNames].sort());

const schemas = Object.entries(collectionSpecs()).map(([name, spec]) => [name, spec.schema as RxJsonSchema<unknown>] as const);

describe('the Dexie stores of the collections', () => {
  it.each(schemas)('%s: keeps every index a query can be planned on, and leaves out the two RxDB adds that nothing reads when the schema declares its own', (_name, schema) => {
    const normalized = fillWithDefaultSettings(schema);
    const lean = leanDocsStore(getDexieStoreSchema(normalized)).split(', ');
    const declaresIndexes = (schema.indexes ?? []).length > 0;
    expect(lean.includes('[_deleted+id]')).toBe(!declaresIndexes);
    expect(lean.includes('_meta.lwt')).toBe(!declaresIndexes);
    // RxDB's query planner chooses among the schema's indexes, getChangedDocumentsSince's among them.
    for (const index of normalized.indexes ?? []) expect(lean).toContain(`[${[index].flat().join('+')}]`);
    expect(lean[0]).toBe('id');
  });

  it('keeps both for a store whose schema declares no indexes, where the planner uses [_deleted+id]', () => {
    const spec = 'id, [_deleted+id], [_meta.lwt+id], _meta.lwt';
    expect(leanDocsStore(spec)).toBe(spec);
  });

  it('keeps the primary key first and every declared index in order', () => {
    expect(leanDocsStore('key, [_deleted+key], [_deleted+room+key], [_meta.lwt+key], _meta.lwt')).toBe('key, [_deleted+room+key], [_meta.lwt+key]');
  });
});

describe('a database on IndexedDB with the lean stores', () => {
  const open = async (factory: IDBFactory, name: string, lean: boolean) => {
    const settings = { indexedDB: factory, IDBKeyRange };
    const db = await openDatabase({ name, storage: lean ? getLeanDexieStorage(settings) : getRxStorageDexie(settings) });
    opened.push(db);
    return db;
  };

  it('stores no entries in the indexes left out, and answers queries on the others', async () => {
    const factory = new IDBFactory();
    const db = await open(factory, 'lean', true);
    await db.chat_messages.bulkInsert([message(1, 'a'), message(2, 'b'), message(3, 'a', 'pending'), message(4, 'a')]);
    expect(await indexNames(factory, 'chat_messages')).toEqual(['[_deleted+room_id+timestamp+id]', '[_deleted+status+cached_at+id]', '[_meta.lwt+id]']);
    const inRoom = await db.chat_messages.find({ selector: { room_id: 'a' }, sort: [{ timestamp: 'desc' }] }).exec();
    expect(inRoom.map((doc) => doc.id)).toEqual(['m-004', 'm-003', 'm-001']);
    expect(await db.chat_messages.count({ selector: { status: 'pending' } }).exec()).toBe(1);
  });

  it('purges deleted documents older than the limit through [_meta.lwt+id], and nothing else', async () => {
    const factory = new IDBFactory();
    const db = await open(factory, 'cleanup', true);
    await db.chat_messages.bulkInsert([message(1, 'a'), message(2, 'a'), message(3, 'a')]);
    await db.chat_messages.bulkRemove(['m-001']);
    // Nothing is old enough yet.
    await db.chat_messages.storageInstance.cleanup(60_000);
    expect((await db.chat_messages.storageInstance.findDocumentsById(['m-001'], true)).length).toBe(1);
    await db.chat_messages.storageInstance.cleanup(0);
    expect(await db.chat_messages.storageInstance.findDocumentsById(['m-001', 'm-002', 'm-003'], true)).toHaveLength(2);
    expect((await db.chat_messages.find().exec()).map((doc) => doc.id).sort()).toEqual(['m-002', 'm-003']);
  });

  it('opens a database made earlier with every index as it is, with its documents and queries', async () => {
    const factory = new IDBFactory();
    const before = await open(factory, 'earlier', false);
    await before.chat_messages.bulkInsert([message(1, 'a'), message(2, 'a', 'pending')]);
    const full = await indexNames(factory, 'chat_messages');
    expect(full).toContain('_meta.lwt');
    await before.close();

    const after = await open(factory, 'earlier', true);
    expect(await after.chat_messages.count({ selector: { room_id: 'a' } }).exec()).toBe(2);
    await after.chat_messages.insert(message(3, 'a'));
    expect((await after.chat_messages.find({ selector: { status: 'sent' }, sort: [{ cached_at: 'asc' }] }).exec()).map((doc) => doc.id)).toEqual(['m-001', 'm-003']);
    expect(await indexNames(factory, 'chat_messages')).toEqual(full);
  });
});
