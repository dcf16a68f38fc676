import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { RxDatabaseBase } from 'rxdb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { oldestQuarter } from '../schemas/chat-cache-rules';
import type { ChatMessageDoc } from '../schemas/chat-message.schema';
import { getLeanDexieStorage } from './lean-dexie-indexes';
import { clearOldestCachedQuarter, openDatabase, type AppDatabase } from './open-database';
import { StorageFullError, STORAGE_FULL_MESSAGE } from './storage-quota';
import { quotaFailingStorage } from './quota-failing-storage.testing';



const message = (id: string, status: 'sent' | 'pending', cachedAt: number): ChatMessageDoc => ({
  id,
  room_id: 'room',
  sender_id: 'someone',
  body: `message ${id}`,
  timestamp: cachedAt,
  status,
  network_state_when_created: 'online',
  cached_at: cachedAt,
  last_updated: cachedAt,
  updatedAt: status === 'sent' ? cachedAt : 0,
});

/** Fails the test instead of hanging it when a write never settles. */
const settled = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the write never settled')), 5_000))]);

let db: AppDatabase | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

async function withMessages(failures: { left: number }) {
  db = await openDatabase({ name: `quota-${Math.random().toString(36).slice(2)}`, storage: quotaFailingStorage('chat_messages', failures) });
  await db.chat_messages.bulkInsert([
    ...Array.from({ length: 8 }, (_, index) => message(`sent-${index}`, 'sent', 1_000 + index)),
    message('unsent-0', 'pending', 500),
    message('unsent-1', 'pending', 2_000),
  ]);
  return db;
}

const ids = async (database: AppDatabase) => (await database.chat_messages.find().exec()).map((doc) => doc.id).sort();

describe('a chat write that hits the storage quota, on the real database', () => {
  it('clears the oldest quarter of synced messages and purges them, then the write goes through', async () => {
    const failures = { left: 0 };
    const database = await withMessages(failures);
    failures.left = 1;
    await settled(database.chat_messages.insert(message('new', 'pending', 3_000)));
    expect(await ids(database)).toEqual(['new', 'sent-2', 'sent-3', 'sent-4', 'sent-5', 'sent-6', 'sent-7', 'unsent-0', 'unsent-1']);
    // Purged, not only marked deleted, so the space comes back.
    const stored = await database.chat_messages.storageInstance.findDocumentsById(['sent-0', 'sent-1'], true);
    expect(stored).toEqual([]);
  });

  it('clears a quarter larger than one step in steps, oldest first, for good, and leaves every unsent message', async () => {
    db = await openDatabase({ name: `quota-${Math.random().toString(36).slice(2)}`, storage: getLeanDexieStorage({ indexedDB: new IDBFactory(), IDBKeyRange }) });
    const sent = Array.from({ length: 2_400 }, (_, index) => message(`sent-${String(index).padStart(4, '0')}`, 'sent', 10_000 + index));
    await db.chat_messages.bulkInsert([...sent, message('unsent-old', 'pending', 1), message('unsent-new', 'pending', 99_999)]);
    const shown = db.chat_messages.find({ selector: { room_id: 'room' }, sort: [{ room_id: 'asc' }, { timestamp: 'asc' }, { id: 'asc' }] });
    expect(await shown.exec()).toHaveLength(2_402);
    const removedPerWrite: number[] = [];
    const watching = db.chat_messages.storageInstance.changeStream().subscribe((bulk) => {
      const removed = bulk.events.filter((event) => event.operation === 'DELETE').length;
      if (removed > 0) removedPerWrite.push(removed);
    });
    await clearOldestCachedQuarter(db, 250);
    watching.unsubscribe();
    expect(removedPerWrite).toEqual([250, 250, 100]);
    const left = await ids(db);
    expect(left).toHaveLength(2_400 - 600 + 2);
    expect(left).toEqual([...sent.slice(600).map((doc) => doc.id), 'unsent-new', 'unsent-old'].sort());
    // Gone for good: no deleted copy is kept for a later purge.
    expect(await db.chat_messages.storageInstance.findDocumentsById(sent.slice(0, 600).map((doc) => doc.id), true)).toEqual([]);
    // An open query hears of the removals as of any others.
    expect((await shown.exec()).map((doc) => doc.id)).toEqual(['unsent-old', ...sent.slice(600).map((doc) => doc.id), 'unsent-new']);
  });

  it('answers once the rows are gone for good, and then tells open queries of the removals in bulks, each no earlier than the one before', async () => {
    db = await openDatabase({ name: `quota-${Math.random().toString(36).slice(2)}`, storage: getLeanDexieStorage({ indexedDB: new IDBFactory(), IDBKeyRange }) });
    const sent = Array.from({ length: 4_000 }, (_, index) => message(`sent-${String(index).padStart(4, '0')}`, 'sent', 10_000 + index));
    await db.chat_messages.bulkInsert(sent);
    const shown = db.chat_messages.find({ selector: { room_id: 'room' }, sort: [{ room_id: 'asc' }, { timestamp: 'asc' }, { id: 'asc' }] });
    expect(await shown.exec()).toHaveLength(4_000);
    const bulks: { removed: number; lwt: number }[] = [];
    const watching = db.chat_messages.storageInstance.changeStream().subscribe((bulk) => {
      const removed = bulk.events.filter((event) => event.operation === 'DELETE').length;
      if (removed > 0) bulks.push({ removed, lwt: (bulk.checkpoint as { lwt: number }).lwt });
    });
    await clearOldestCachedQuarter(db);
    const toldBefore = bulks.reduce((sum, bulk) => sum + bulk.removed, 0);
    const cleared = sent.slice(0, 1_000).map((doc) => doc.id);
    expect(await db.chat_messages.storageInstance.findDocumentsById(cleared, true)).toEqual([]);
    expect(toldBefore).toBeLessThan(1_000);
    await vi.waitFor(() => expect(bulks.map((bulk) => bulk.removed)).toEqual([250, 250, 250, 250]));
    watching.unsubscribe();
    expect(bulks.every((bulk, index) => index === 0 || bulk.lwt >= bulks[index - 1]!.lwt)).toBe(true);
    await vi.waitFor(async () => expect(await shown.exec()).toHaveLength(3_000));
  });

  it('S16: when the disk stays full, fails with the clear message and removes nothing unsent', async () => {
    const failures = { left: 0 };
    const database = await withMessages(failures);
    failures.left = 1_000;
    const error = await settled(database.chat_messages.insert(message('new', 'pending', 3_000))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageFullError);
    expect((error as Error).message).toBe(STORAGE_FULL_MESSAGE);
    failures.left = 0;
    const left = await ids(database);
    expect(left).toContain('unsent-0');
    expect(left).toContain('unsent-1');
    expect(left).not.toContain('new');
  });
});

describe('clearing the oldest cached quarter on IndexedDB', () => {
  it('clears exactly the messages the quota rule picks, reading them on the status index, ties by id', async () => {
    const storage = getLeanDexieStorage({ indexedDB: new IDBFactory(), IDBKeyRange });
    db = await openDatabase({ name: `quarter-${Math.random().toString(36).slice(2)}`, storage });
    // Eleven synced messages, three of them cached at the same moment, and unsent ones older than all.
    const messages = [
      ...Array.from({ length: 8 }, (_, index) => message(`sent-${index}`, 'sent', 2_000 + index)),
      message('tie-c', 'sent', 1_500),
      message('tie-a', 'sent', 1_500),
      message('tie-b', 'sent', 1_500),
      message('unsent-0', 'pending', 100),
      message('unsent-1', 'pending', 200),
    ];
    await db.chat_messages.bulkInsert(messages);
    const picked = oldestQuarter(messages);
    expect(picked).toEqual(['tie-a', 'tie-b', 'tie-c']);
    await clearOldestCachedQuarter(db);
    expect(await ids(db)).toEqual(messages.map((doc) => doc.id).filter((id) => !picked.includes(id)).sort());
  });
});

describe('sizing the quarter to clear on IndexedDB', () => {
  it('counts the synced messages alone: unsent, failed, and removed but not yet purged ones are left out of the quarter', async () => {
    db = await openDatabase({ name: `size-${Math.random().toString(36).slice(2)}`, storage: getLeanDexieStorage({ indexedDB: new IDBFactory(), IDBKeyRange }) });
    const sent = Array.from({ length: 400 }, (_, index) => message(`sent-${String(index).padStart(4, '0')}`, 'sent', 10_000 + index));
    const unsent = Array.from({ length: 30 }, (_, index) => message(`unsent-${index}`, 'pending', 100 + index));
    const failed = Array.from({ length: 10 }, (_, index) => ({ ...message(`failed-${index}`, 'pending', 50_000 + index), status: 'failed' as const }));
    await db.chat_messages.bulkInsert([...sent, ...unsent, ...failed]);
    // Removed the ordinary way: a deleted copy of each stays until it is purged.
    await db.chat_messages.bulkRemove(sent.slice(0, 200).map((doc) => doc.id));
    expect(await db.chat_messages.storageInstance.findDocumentsById(sent.slice(0, 200).map((doc) => doc.id), true)).toHaveLength(200);

    await clearOldestCachedQuarter(db);
    // A quarter of the 200 synced messages left: the 50 oldest of them.
    const left = await ids(db);
    expect(left).toEqual([...sent.slice(250), ...unsent, ...failed].map((doc) => doc.id).sort());
  });
});

describe('opening the database one collection at a time', () => {
  it('opens every collection, each on its own, all usable', async () => {
    const storage = getLeanDexieStorage({ indexedDB: new IDBFactory(), IDBKeyRange });
    const together = await openDatabase({ name: `together-${Math.random().toString(36).slice(2)}`, storage });
    const names = Object.keys(together.collections).sort();
    await together.close();
    const adds = vi.spyOn(RxDatabaseBase.prototype, 'addCollections');
    try {
      db = await openDatabase({ name: `one-at-a-time-${Math.random().toString(36).slice(2)}`, storage, oneAtATime: true });
      expect(adds.mock.calls.map(([collections]) => Object.keys(collections as object)).sort()).toEqual(names.map((name) => [name]));
    } finally {
      adds.mockRestore();
    }
    expect(Object.keys(db.collections).sort()).toEqual(names);
    expect(await db.chat_messages.count().exec()).toBe(0);
  });
});
