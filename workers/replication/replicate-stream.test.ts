import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Subject } from 'rxjs';
import type { RxReplicationPullStreamItem } from 'rxdb';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import type { Checkpoint } from '../../schemas/api';
import { testQuestion } from '../../schemas/question.testing';
import { openDatabase, type AppDatabase } from '../../local-store/open-database';
import { FakeServer, replicateForTest, type ServerDoc } from './fake-server.testing';

type Item = RxReplicationPullStreamItem<unknown, Checkpoint>;

const question = (n: number, extra: Record<string, unknown> = {}) => ({ ...testQuestion(n), ...extra });
const frame = (doc: ServerDoc): Item => ({ documents: [doc as never], checkpoint: { updatedAt: doc.updatedAt, id: doc.id } });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let db: AppDatabase;
let server: FakeServer;
let stream$: Subject<Item>;

beforeEach(async () => {
  db = await openDatabase({ name: `stream-${Math.random().toString(36).slice(2)}`, storage: getRxStorageMemory() });
  server = new FakeServer();
  stream$ = new Subject<Item>();
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await db.remove();
});

async function replicateInSync() {
  const state = replicateForTest(db.questions as never, { name: 'questions', syncField: 'sync_state', stream$ });
  await state.awaitInitialReplication();
  await state.awaitInSync();
  return state;
}

const local = async (id: string) => (await db.questions.findOne(id).exec())?.toJSON() as Record<string, unknown> | undefined;

describe('the live stream and the replication', () => {
  it('S12: pulls what a cut stream missed when the reconnection reaches the replication behind a frame of the old stream', async () => {
    server.put(question(1));
    const state = await replicateInSync();

    // The replication is busy with a pull that found nothing new…
    const letGo = server.hold('pull');
    const pulled = server.pulls;
    stream$.next('RESYNC');
    await vi.waitFor(() => expect(server.pulls).toBe(pulled + 1));
    // …when the stream brings one change, then drops before the next: its frame is lost with the
    // connection. The stream reconnects (a resync) and goes on with a later change.
    const before = server.put(question(2, { title: 'Framed before the cut' }));
    server.put(question(3, { title: 'Committed while the stream was down' }));
    const after = server.put(question(4, { title: 'Framed after the reconnection' }));
    stream$.next(frame(before));
    await pause(20);
    stream$.next('RESYNC');
    await pause(20);
    stream$.next(frame(after));
    await pause(50);
    letGo();

    await vi.waitFor(async () => expect((await local('q-00003'))?.title).toBe('Committed while the stream was down'), { timeout: 5_000 });
    expect((await local('q-00004'))?.title).toBe('Framed after the reconnection');
    await state.cancel();
  });

  it("S11: takes the server's copy from a frame that comes while a resync's push of that document is unanswered: the write turns sent", async () => {
    const state = await replicateInSync();
    // Pulls from here on were read before the writes below reached the server: only the stream brings them.
    server.pullsAsOf = server.lastStamp;
    // A push under way keeps the member's next write waiting behind it…
    const firstAnswer = server.hold('push');
    await db.questions.insert(question(1, { sync_state: 'pending', updatedAt: 0 }) as never);
    await vi.waitFor(() => expect(server.pushed.map((row) => row.newDocumentState.id)).toContain('q-00001'));
    await db.questions.insert(question(2, { sync_state: 'pending', updatedAt: 0 }) as never);
    // …until the stream reconnects: the resync's first pass pushes it.
    state.reSync();
    await pause(20);
    const secondAnswer = server.hold('push');
    firstAnswer();
    await vi.waitFor(() => expect(server.pushed.map((row) => row.newDocumentState.id)).toContain('q-00002'));
    // The server stored it and announces it before its answer reaches the device.
    stream$.next(frame(server.docs.get('q-00002') as ServerDoc));
    await pause(50);
    secondAnswer();

    await vi.waitFor(async () => expect((await local('q-00002'))?.sync_state).toBe('sent'), { timeout: 5_000 });
    expect((await local('q-00002'))?.updatedAt).toBe(server.docs.get('q-00002')?.updatedAt);
    await state.cancel();
  });

  it("takes the server's copy from a frame held for its push even when later frames and a reconnection come before the push's answer", async () => {
    const state = await replicateInSync();
    const answer = server.hold('push');
    await db.questions.insert(question(2, { sync_state: 'pending', updatedAt: 0 }) as never);
    await vi.waitFor(() => expect(server.pushed.map((row) => row.newDocumentState.id)).toContain('q-00002'));
    // The server announces the stored write, then another member's later question, and the stream
    // drops and reconnects, all before the push's answer reaches the device.
    stream$.next(frame(server.docs.get('q-00002') as ServerDoc));
    stream$.next(frame(server.put(question(3, { title: 'Asked by someone else just after' }))));
    await pause(50);
    stream$.next('RESYNC');
    await pause(50);
    answer();

    await vi.waitFor(async () => expect((await local('q-00003'))?.title).toBe('Asked by someone else just after'), { timeout: 5_000 });
    await vi.waitFor(async () => expect((await local('q-00002'))?.sync_state).toBe('sent'), { timeout: 5_000 });
    expect((await local('q-00002'))?.updatedAt).toBe(server.docs.get('q-00002')?.updatedAt);
    await state.cancel();
  });
});
