import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Subject } from 'rxjs';
import type { RxReplicationPullStreamItem } from 'rxdb';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import type { Checkpoint } from '../../schemas/api';
import { openDatabase, type AppDatabase } from '../../local-store/open-database';
import { FakeServer, replicateForTest } from './fake-server.testing';

type Item = RxReplicationPullStreamItem<unknown, Checkpoint>;

const ROOM = 'room-1';
const message = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `m-${String(n).padStart(5, '0')}`,
  room_id: ROOM,
  sender_id: 'u2',
  body: `message ${n}`,
  timestamp: 1_000 + n,
  status: 'sent',
  network_state_when_created: 'online',
  cached_at: 1_000 + n,
  last_updated: 1_000 + n,
  ...extra,
});

let db: AppDatabase;
let server: FakeServer;
let pullsLetThrough: Promise<void>;
let letPullsThrough: () => void;

beforeEach(async () => {
  db = await openDatabase({ name: `recent-${Math.random().toString(36).slice(2)}`, storage: getRxStorageMemory() });
  server = new FakeServer('status');
  pullsLetThrough = new Promise((resolve) => (letPullsThrough = resolve));
  // Pulls reach the server only when the test lets them: the server answers as it stands then.
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (new URL(input).pathname.endsWith('/pull')) await pullsLetThrough;
    return server.fetch(input, init);
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await db.remove();
});

const replicate = (stream$ = new Subject<Item>()) =>
  replicateForTest(db.chat_messages as never, { name: 'chat_messages', syncField: 'status', stream$, localOnlyDeletions: true, firstPullRecent: 50 });

const statusOf = async (id: string) => (await db.chat_messages.findOne(id).exec())?.status;

describe("a first pull of each room's newest messages", () => {
  it("S13: brings the server's copy of the device's own message it would leave out, taken by the server before it: the message turns sent", async () => {
    await db.chat_messages.insert(message(0, { sender_id: 'u1', status: 'pending', updatedAt: 0 }) as never);
    const state = replicate();
    // The member's message reaches the server before the first pull does…
    await vi.waitFor(() => expect(server.docs.has('m-00000')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // …and 50 newer ones of the room's other members come before that pull.
    for (let n = 1; n <= 50; n++) server.put(message(n));
    letPullsThrough();

    await vi.waitFor(async () => expect(await statusOf('m-00000')).toBe('sent'), { timeout: 5_000 });
    expect((await db.chat_messages.findOne('m-00000').exec())?.updatedAt).toBe(server.docs.get('m-00000')?.updatedAt);
    expect(await db.chat_messages.count().exec()).toBe(51);
    expect(server.pushed.filter((row) => row.newDocumentState.id === 'm-00000')).toHaveLength(1);
    await state.cancel();
  });

  it('that found nothing on the server hands over nothing, and the replication goes on: the message and the next one turn sent', async () => {
    await db.chat_messages.insert(message(0, { sender_id: 'u1', status: 'pending', updatedAt: 0 }) as never);
    const stream$ = new Subject<Item>();
    let pullsAnswered = 0;
    // The first pull reads an empty server; the message reaches it right after, before anything else.
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const path = new URL(input).pathname;
      if (path.endsWith('/push')) await vi.waitFor(() => expect(pullsAnswered).toBeGreaterThan(0));
      if (path.endsWith('/docs')) await vi.waitFor(() => expect(server.docs.has('m-00000')).toBe(true));
      const answer = await server.fetch(input, init);
      if (path.endsWith('/pull')) pullsAnswered++;
      return answer;
    });
    const state = replicate(stream$);
    await vi.waitFor(() => expect(server.docs.has('m-00000')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.pulls).toBeLessThanOrEqual(2);

    // The stream's reconnection pulls again, and the message is among the room's newest.
    stream$.next('RESYNC');
    await vi.waitFor(async () => expect(await statusOf('m-00000')).toBe('sent'), { timeout: 5_000 });
    // The next message's copy comes with the pull of the next reconnection.
    await db.chat_messages.insert(message(1, { sender_id: 'u1', status: 'pending', updatedAt: 0 }) as never);
    await vi.waitFor(() => expect(server.docs.has('m-00001')).toBe(true));
    stream$.next('RESYNC');
    await vi.waitFor(async () => expect(await statusOf('m-00001')).toBe('sent'), { timeout: 5_000 });
    await state.cancel();
  });

  it('does not bring back older messages of others that it leaves out', async () => {
    for (let n = 1; n <= 60; n++) server.put(message(n));
    const state = replicate();
    letPullsThrough();
    await state.awaitInitialReplication();
    expect(await db.chat_messages.count().exec()).toBe(50);
    expect(await statusOf('m-00010')).toBeUndefined();
    await state.cancel();
  });
});
