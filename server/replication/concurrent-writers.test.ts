import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, push, signInDemoMembers, startTestServer, type TestServer } from '../test-support';

const postgres = process.env.TEST_DATABASE_URL;

const SERVERS = 3;
const WRITERS_PER_SERVER = 4;
const BATCHES = 12;
const BATCH = 10;

type Checkpoint = { updatedAt: number; id: string };
type Page = { documents: { id: string; updatedAt: number }[]; checkpoint: Checkpoint | null };

function message(roomId: string, senderId: string, n: number) {
  const now = Date.now();
  return {
    id: randomUUID(), room_id: roomId, sender_id: senderId, body: `Concurrent message ${n}`, timestamp: now, status: 'pending',
    network_state_when_created: 'online', cached_at: now, last_updated: now, updatedAt: 0, _deleted: false,
  };
}

describe('many writers on several server processes of one PostgreSQL database', () => {
  it.skipIf(!postgres)(
    'S1: a member pulling all the while by checkpoint gets every committed message once, none skipped, none twice (needs TEST_DATABASE_URL)',
    async () => {
      const first = await startTestServer();
      const servers: TestServer[] = [first];
      for (let n = 1; n < SERVERS; n++) servers.push(await startTestServer({ DATA_DIR: first.dataDir }));
      try {
        const m = await signInDemoMembers(first);
        // Two rooms the reader is in: every message of a room rewrites its last message, so writers of one room race.
        const rooms = [randomUUID(), randomUUID()];
        for (const id of rooms) {
          const room = { id, participant_ids: [m.ada.id, m.grace.id], title: `Busy ${id.slice(0, 4)}`, created_by: m.ada.id, created_at: new Date().toISOString(), last_message_at: 0, sync_state: 'pending', updatedAt: 0, _deleted: false };
          expect((await push(first, 'chat_rooms', m.ada.token, [{ newDocumentState: room }])).status).toBe(200);
        }

        const pushed = new Set<string>();
        let writing = true;
        const writer = async (index: number) => {
          const server = servers[index % SERVERS]!;
          const twin = servers[(index + 1) % SERVERS]!;
          const sender = index % 2 === 0 ? m.ada : m.grace;
          for (let batch = 0; batch < BATCHES; batch++) {
            const documents = Array.from({ length: BATCH }, (_, n) => message(rooms[(index + batch) % rooms.length]!, sender.id, n));
            const rows = documents.map((doc) => ({ newDocumentState: doc }));
            // Every third batch goes to two processes at once, as a device that sent again to another after a lost answer.
            const sends = [push(server, 'chat_messages', sender.token, rows)];
            if (batch % 3 === 0) sends.push(push(twin, 'chat_messages', sender.token, rows));
            for (const answer of await Promise.all(sends)) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
            for (const doc of documents) pushed.add(doc.id);
          }
        };

        const pulledOnce = new Map<string, number>();
        const doubled: string[] = [];
        let checkpoint: Checkpoint | null = null;
        let pulls = 0;
        const pullPage = async () => {
          const server = servers[pulls++ % SERVERS]!;
          const query = new URLSearchParams({ limit: '37' });
          if (checkpoint) {
            query.set('updatedAt', String(checkpoint.updatedAt));
            query.set('id', checkpoint.id);
          }
          const { status, body } = await api<Page>(server, 'GET', `/replication/chat_messages/pull?${query}`, { token: m.grace.token });
          expect(status).toBe(200);
          for (const doc of body.documents) {
            if (pulledOnce.has(doc.id)) doubled.push(doc.id);
            pulledOnce.set(doc.id, doc.updatedAt);
          }
          checkpoint = body.checkpoint;
          return body.documents.length;
        };
        const checker = async () => {
          while (writing) await pullPage();
          // Then to the end of what is committed.
          while ((await pullPage()) > 0);
        };

        const pulling = checker();
        await Promise.all(Array.from({ length: SERVERS * WRITERS_PER_SERVER }, (_, index) => writer(index)));
        writing = false;
        await pulling;

        expect(pushed.size).toBe(SERVERS * WRITERS_PER_SERVER * BATCHES * BATCH);
        expect(doubled).toEqual([]);
        const skipped = [...pushed].filter((id) => !pulledOnce.has(id));
        expect(skipped).toEqual([]);
        expect(pulledOnce.size).toBe(pushed.size);
        expect(pulls).toBeGreaterThan(SERVERS);
        if (process.env.SHOW_RACES) console.info('writes run again after a race:', servers.map((server) => server.store.serialized.raced));

        // Each room's last message is the newest of its messages, whichever process wrote it last.
        const { body: roomsNow } = await api<{ documents: { id: string; last_message_at: number }[] }>(first, 'GET', '/replication/chat_rooms/pull?limit=100', { token: m.grace.token });
        for (const id of rooms) expect(roomsNow.documents.find((room) => room.id === id)?.last_message_at).toBeGreaterThan(0);
      } finally {
        for (const server of servers.reverse()) await server.close();
      }
    },
    240_000,
  );
});
