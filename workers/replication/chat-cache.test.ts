import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replicateRxCollection } from 'rxdb/plugins/replication';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { INVALID_INPUT, NO_CACHED_DATA, VERSION_MISMATCH } from '../../schemas/chat-cache-rules';
import { openDatabase, type AppDatabase } from '../../local-store/open-database';
import { storedDocuments } from '../../local-store/collection-storage';
import { ChatCache } from './chat-cache';

let db: AppDatabase;
let clock: number;
let cache: ChatCache;

beforeEach(async () => {
  db = await openDatabase({ name: `chat-${Math.random().toString(36).slice(2)}`, storage: getRxStorageMemory() });
  clock = 1_000_000;
  cache = new ChatCache(db, () => clock);
});
afterEach(() => db.remove());

const synced = (room: string, n: number, at = n) => ({
  id: `${room}-m${String(n).padStart(5, '0')}`,
  room_id: room,
  sender_id: 'u2',
  body: `message ${n}`,
  timestamp: at,
  status: 'sent' as const,
  network_state_when_created: 'online' as const,
  cached_at: at,
  last_updated: at,
  updatedAt: at,
});

describe('reading the chat cache', () => {
  it("reports 'No cached data found' for a room never cached", async () => {
    await expect(cache.read('room-x')).rejects.toThrow(NO_CACHED_DATA);
  });

  it('says a room opened for the first time must be fetched, and is stale 5 minutes after its last fetch', async () => {
    await db.chat_messages.insert(synced('r1', 1));
    const first = await cache.openRoom('r1');
    expect(first.stale).toBe(true);
    await cache.markFetched('r1');
    clock += 60_000;
    const second = await cache.openRoom('r1');
    expect(second.stale).toBe(false);
    expect(second.meta).toMatchObject({ cache_version: 2, total_messages: 1, last_message_timestamp: 1 });
    clock += 5 * 60_000;
    expect((await cache.openRoom('r1')).stale).toBe(true);
  });

  it("refuses bad input with 'Invalid input: roomId and messages array required'", async () => {
    await expect(cache.send('', [], true)).rejects.toThrow(INVALID_INPUT);
    await expect(cache.send('r1', 'hello', true)).rejects.toThrow(INVALID_INPUT);
    await expect(cache.read(undefined as unknown as string)).rejects.toThrow(INVALID_INPUT);
  });
});

describe('the offline queue', () => {
  const outgoing = (n: number) => ({ id: `out-${n}`, room_id: 'r1', sender_id: 'me', body: `hello ${n}` });

  it('shows a message at once as pending, marked as written offline', async () => {
    await cache.send('r1', [outgoing(1)], false);
    expect((await db.chat_messages.findOne('out-1').exec())?.toJSON()).toMatchObject({ status: 'pending', network_state_when_created: 'offline' });
  });

  it('keeps messages sent within one millisecond in the order they were sent, each after the newest in the room', async () => {
    await db.chat_messages.insert(synced('r1', 1, clock + 5));
    await cache.send('r1', [outgoing(1), outgoing(2)], true);
    await cache.send('r1', [outgoing(3)], true);
    const order = await db.chat_messages.find({ selector: { room_id: 'r1' }, sort: [{ room_id: 'asc' }, { timestamp: 'asc' }, { id: 'asc' }] }).exec();
    expect(order.map((doc) => doc.body)).toEqual(['message 1', 'hello 1', 'hello 2', 'hello 3']);
    expect(order.map((doc) => doc.timestamp)).toEqual([clock + 5, clock + 6, clock + 7, clock + 8]);
    clock += 60_000;
    await cache.send('r1', [outgoing(4)], true);
    expect((await db.chat_messages.findOne('out-4').exec())?.timestamp).toBe(clock);
  });

  it('keeps messages sent in quick succession in the order they were sent, when the second is sent before the first is stored', async () => {
    await Promise.all([1, 2, 3, 4].map((n) => cache.send('r1', [outgoing(n)], true)));
    const order = await db.chat_messages.find({ selector: { room_id: 'r1' }, sort: [{ room_id: 'asc' }, { timestamp: 'asc' }, { id: 'asc' }] }).exec();
    expect(order.map((doc) => doc.body)).toEqual(['hello 1', 'hello 2', 'hello 3', 'hello 4']);
    expect(order.map((doc) => doc.timestamp)).toEqual([clock, clock + 1, clock + 2, clock + 3]);
  });

  it('ignores a duplicate id', async () => {
    await cache.send('r1', [outgoing(1)], true);
    const result = await cache.send('r1', [{ ...outgoing(1), body: 'changed' }], true);
    expect(result.duplicates).toEqual(['out-1']);
    expect((await db.chat_messages.findOne('out-1').exec())?.body).toBe('hello 1');
  });

  it('drops the oldest unsent message when 100 are waiting, and says which', async () => {
    for (let n = 0; n < 100; n++) {
      clock += 1;
      await cache.send('r1', [outgoing(n)], false);
    }
    clock += 1;
    const result = await cache.send('r1', [outgoing(100)], false);
    expect(result.dropped.map((message) => message.body)).toEqual(['hello 0']);
    expect(await db.chat_messages.count({ selector: { status: 'pending' } }).exec()).toBe(100);
    expect(await db.chat_messages.findOne('out-0').exec()).toBeNull();
  });
});

describe('cache limits', () => {
  it('keeps a room at 1000 messages by dropping its oldest synced ones, never unsent ones', async () => {
    await db.chat_messages.bulkInsert(Array.from({ length: 1003 }, (_, n) => synced('r1', n + 10)));
    await cache.send('r1', [{ id: 'mine', room_id: 'r1', sender_id: 'me', body: 'unsent' }], false);
    expect(await cache.enforceMessageLimit('r1')).toBe(4);
    expect(await db.chat_messages.count({ selector: { room_id: 'r1' } }).exec()).toBe(1000);
    expect(await db.chat_messages.findOne('mine').exec()).not.toBeNull();
    expect(await db.chat_messages.findOne('r1-m00010').exec()).toBeNull();
  });

  it('keeps 50 rooms, evicting the messages of the least recently opened', async () => {
    for (let room = 0; room < 51; room++) {
      await db.chat_rooms.insert({ id: `room-${room}`, participant_ids: ['me'], created_at: new Date(0).toISOString(), last_message_at: 0, sync_state: 'sent', updatedAt: 1 });
      await db.chat_messages.insert(synced(`room-${room}`, 1));
      clock += 1;
      await cache.openRoom(`room-${room}`);
    }
    expect(await db.chat_messages.count({ selector: { room_id: 'room-0' } }).exec()).toBe(0);
    expect(await db.chat_messages.count({ selector: { room_id: 'room-50' } }).exec()).toBe(1);
  });
});

describe('the cache version', () => {
  it('starts a fresh device at version 2 with nothing to say', async () => {
    expect(await cache.checkVersion()).toBeNull();
    expect(await cache.checkVersion()).toBeNull();
  });

  it("clears a version 1 cache, keeps unsent messages, and says 'Cache version mismatch, cleared stale data'", async () => {
    await db.chat_messages.insert(synced('r1', 1));
    await cache.send('r1', [{ id: 'unsent', room_id: 'r1', sender_id: 'me', body: 'still mine' }], false);
    await db.chat_rooms.upsertLocal('chat-cache-version', { version: 1 });
    expect(await cache.checkVersion()).toBe(VERSION_MISMATCH);
    expect(await db.chat_messages.findOne('r1-m00001').exec()).toBeNull();
    expect(await db.chat_messages.findOne('unsent').exec()).not.toBeNull();
    expect(await cache.checkVersion()).toBeNull();
  });

  it('lets a replication that starts afresh fetch the cleared messages again, whichever of its first pull and push runs first', async () => {
    const onServer = [1, 2, 3].map((n) => ({ ...synced('r1', n), _deleted: false }));
    // The worker's chat replication: pull from the server, local deletions never pushed. Its first
    // push looks at local changes more slowly than its first pull fetches, as happens in a browser.
    const replicate = async (identifier: string) => {
      const state = replicateRxCollection<unknown, { done: boolean }>({
        collection: db.chat_messages as never,
        replicationIdentifier: identifier,
        live: false,
        waitForLeadership: false,
        pull: { handler: async (checkpoint) => (checkpoint ? { documents: [], checkpoint } : { documents: onServer, checkpoint: { done: true } }) },
        push: {
          handler: async () => [],
          modifier: async (doc) => {
            await new Promise((resolve) => setTimeout(resolve, 50));
            return (doc as { _deleted?: boolean })._deleted ? null : doc;
          },
        },
      });
      await state.awaitInitialReplication();
      await state.cancel();
    };
    await replicate('generation-0');
    expect(await db.chat_messages.count().exec()).toBe(3);
    await db.chat_rooms.upsertLocal('chat-cache-version', { version: 1 });
    expect(await cache.checkVersion()).toBe(VERSION_MISMATCH);
    expect(await db.chat_messages.count().exec()).toBe(0);
    // Purged, not left as deletions a new replication would take for unsent local writes.
    expect(await storedDocuments(db.chat_messages, onServer.map((doc) => doc.id))).toEqual([]);
    await replicate('generation-1');
    expect((await db.chat_messages.find().exec()).map((doc) => doc.id).sort()).toEqual(onServer.map((doc) => doc.id));
  });
});
