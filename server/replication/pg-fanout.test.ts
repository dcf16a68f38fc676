import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { interactionId } from '../../schemas/interaction.schema';
import { MEETVERSE_ID } from '../db/seed';
import { mintAccessToken, openStream, push, signInDemoMembers, startTestServer, type StreamFrame } from '../test-support';
import type { Change } from './change-bus';
import { noticesOf, PgFanout, runsOf, type Notice } from './pg-fanout';
import type { DocumentStore } from './store';

const postgres = process.env.TEST_DATABASE_URL;

const UPLIFT = { kind: 'uplift', user_id: 'u', target_id: 't', active: true, created_at: '', sync_state: 'sent', updatedAt: 42, _deleted: false } as const;

describe('change notices', () => {
  it('splits a large change into notices under the NOTIFY limit, each ending at its own checkpoint', () => {
    const documents = Array.from({ length: 300 }, (_, i) => ({ ...UPLIFT, id: interactionId('uplift', randomUUID(), `${randomUUID()}`.slice(0, 30 + (i % 6))) }));
    documents.sort((a, b) => (a.id < b.id ? -1 : 1));
    const notices = noticesOf('origin', { collection: 'interactions', documents, checkpoint: { updatedAt: 42, id: documents.at(-1)!.id } });
    expect(notices.length).toBeGreaterThan(1);
    expect(notices.flatMap((notice) => notice.ids)).toEqual(documents.map((doc) => doc.id));
    for (const notice of notices) {
      expect(Buffer.byteLength(JSON.stringify(notice))).toBeLessThan(8000);
      expect(notice.checkpoint).toEqual({ updatedAt: 42, id: notice.ids.at(-1) });
    }
  });
});

describe('reading back the changes of another process', () => {
  const notice = (collection: string, ids: string[], updatedAt: number): Notice => ({ origin: 'other', collection, ids, checkpoint: { updatedAt, id: ids.at(-1) as string } });

  it('reads consecutive notices of one collection together: ids in commit order, each once, and the last checkpoint', () => {
    const runs = runsOf([notice('questions', ['a', 'b'], 1), notice('questions', ['c', 'a'], 2), notice('events', ['e'], 3), notice('questions', ['d'], 4)]);
    expect(runs.map(({ collection, ids, checkpoint }) => ({ collection, ids, checkpoint }))).toEqual([
      { collection: 'questions', ids: ['a', 'b', 'c'], checkpoint: { updatedAt: 2, id: 'a' } },
      { collection: 'events', ids: ['e'], checkpoint: { updatedAt: 3, id: 'e' } },
      { collection: 'questions', ids: ['d'], checkpoint: { updatedAt: 4, id: 'd' } },
    ]);
  });

  it('reads the notices heard while a read-back waits in one read after it, not one each, and publishes them in commit order', async () => {
    const reads: string[][] = [];
    let release = () => {};
    const first = new Promise<void>((resolve) => (release = resolve));
    const store = {
      byIds: async (_def: unknown, ids: string[]) => {
        reads.push(ids);
        if (reads.length === 1) await first;
        return ids.map((id) => ({ id, updatedAt: 1, _deleted: false }));
      },
    } as unknown as DocumentStore;
    const published: Change[] = [];
    const fanout = new PgFanout({
      connectionString: 'postgres://unused',
      bus: { publish: (change: Change) => published.push(change) } as never,
      store,
      log: { error: () => {}, warn: () => {} },
      onGap: () => {},
    });
    fanout.hear(JSON.stringify(notice('questions', ['q1'], 1)));
    await expect.poll(() => reads.length).toBe(1);
    for (let n = 2; n <= 50; n++) fanout.hear(JSON.stringify(notice('questions', [`q${n}`], n)));
    release();
    await expect.poll(() => published.length).toBe(2);
    expect(reads).toEqual([['q1'], Array.from({ length: 49 }, (_, index) => `q${index + 2}`)]);
    expect(published.flatMap((change) => change.documents.map((doc) => doc.id))).toEqual(Array.from({ length: 50 }, (_, index) => `q${index + 1}`));
    expect(published.at(-1)?.checkpoint).toEqual({ updatedAt: 50, id: 'q50' });
  });
});

describe('two server processes on one PostgreSQL database', () => {
  it.skipIf(!postgres)(
    'S6: a push to one reaches a stream open on the other, exactly once (needs TEST_DATABASE_URL: npm run test:postgres)',
    async () => {
      const a = await startTestServer();
      const b = await startTestServer({ DATA_DIR: a.dataDir });
      const streams: { close: () => void }[] = [];
      try {
        const m = await signInDemoMembers(a);
        const grace = await mintAccessToken(b.dataDir, { sub: 'demo|grace@example.com' });
        const onA = await openStream(a, grace);
        const onB = await openStream(b, grace);
        streams.push(onA, onB);
        const question = {
          id: randomUUID(), title: 'Across processes', event_id: MEETVERSE_ID, author_id: m.ada.id, created_at: new Date().toISOString(),
          help_count: 0, me_too_count: 0, uplift_count: 0, rank_latest: 0, rank_uplifted: 0, rank_helpers: 0, rank_relatable: 0,
          sync_state: 'pending', updatedAt: 0, _deleted: false,
        };
        expect((await push(a, 'questions', m.ada.token, [{ newDocumentState: question }])).body).toEqual([]);
        const has = (id: string) => (frame: StreamFrame) => frame.documents.some((doc) => doc.id === id);
        const frame = await onB.waitFor(has(question.id));
        expect(frame.documents[0]).toMatchObject({ id: question.id, sync_state: 'sent', slug: 'across-processes' });

        // A batch too large for one NOTIFY (a full push of 100 reactions, their ids 80 characters long)
        // arrives whole, and each side sees each change once.
        const targets = Array.from({ length: 100 }, (_, i) => ({ ...question, id: randomUUID(), title: `Fan-out ${i}` }));
        expect((await push(a, 'questions', m.ada.token, targets.map((doc) => ({ newDocumentState: doc })))).body).toEqual([]);
        const events = targets.map((target) => ({
          id: interactionId('uplift', m.ada.id, target.id), kind: 'uplift', user_id: m.ada.id, target_id: target.id, active: true,
          created_at: new Date().toISOString(), sync_state: 'pending', updatedAt: 0, _deleted: false,
        }));
        expect((await push(b, 'interactions', m.ada.token, events.map((doc) => ({ newDocumentState: doc })))).body).toEqual([]);
        await onA.waitFor(has(events.at(-1)!.id));
        const marker = { ...question, id: randomUUID(), title: 'Marker' };
        await push(a, 'questions', m.ada.token, [{ newDocumentState: marker }]);
        await onA.waitFor(has(marker.id));
        await onB.waitFor(has(marker.id));
        for (const stream of [onA, onB]) {
          const seen = stream.frames.flatMap((f) => f.documents.map((doc) => doc.id));
          for (const id of [question.id, marker.id, ...events.map((doc) => doc.id)]) expect(seen.filter((x) => x === id)).toHaveLength(1);
        }
      } finally {
        for (const stream of streams) stream.close();
        await b.close();
        await a.close();
      }
    },
  );
});
