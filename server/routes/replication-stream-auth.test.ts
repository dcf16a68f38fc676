import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CollectionName } from '../../schemas/collections';
import { COLLECTIONS, type Doc } from '../replication/collections';
import { DEMO_SUBS, mintAccessToken, push, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';
import { STREAM_UNAUTHORIZED_EVENT } from '../../schemas/api';
import { STREAM_RECHECK_MS } from './replication';

let server: TestServer;
let m: Members;

beforeAll(async () => {
  server = await startTestServer();
  m = await signInDemoMembers(server);
});
afterAll(() => server.close());

type Name = keyof Members;
type StreamEvent = { event: string; data: Record<string, unknown> & { documents?: Doc[] } };

/** A live stream that keeps every event it receives, and tells when the server ends it. */
async function listen(token: string) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/v1/replication/stream`, { signal: controller.signal, headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const reader = (response.body as unknown as ReadableStream<BufferSource>).pipeThrough(new TextDecoderStream()).getReader();
  const events: StreamEvent[] = [];
  let isEnded = false;
  const ended = (async () => {
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: '' }));
      if (done) break;
      buffer += value;
      for (let boundary = buffer.indexOf('\n\n'); boundary !== -1; boundary = buffer.indexOf('\n\n')) {
        const lines = buffer.slice(0, boundary).split('\n');
        buffer = buffer.slice(boundary + 2);
        const data = lines.find((line) => line.startsWith('data: '));
        const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
        if (data) events.push({ event, data: JSON.parse(data.slice(6)) as StreamEvent['data'] });
      }
    }
    isEnded = true;
  })();
  const carries = (id: string) => events.some((e) => e.event === 'message' && e.data.documents?.some((doc) => doc.id === id));
  return {
    events,
    ended,
    isEnded: () => isEnded,
    carries,
    until: (id: string) => until(() => carries(id), `a frame with ${id}`),
    close: () => controller.abort(),
  };
}

async function until(holds: () => boolean, what: string, timeoutMs = 8_000) {
  const deadline = Date.now() + timeoutMs;
  while (!holds()) {
    if (Date.now() > deadline) throw new Error(`no ${what} in time`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const stored = <N extends CollectionName>(collection: N, id: string) => server.store.get(COLLECTIONS[collection], id);

async function openRoom(creator: Name, people: Name[]) {
  const room = {
    id: randomUUID(),
    participant_ids: people.map((name) => m[name].id),
    created_by: m[creator].id,
    created_at: new Date().toISOString(),
    last_message_at: 0,
    sync_state: 'pending',
    updatedAt: 0,
    _deleted: false,
  };
  expect((await push(server, 'chat_rooms', m[creator].token, [{ newDocumentState: room }])).body).toEqual([]);
  return stored('chat_rooms', room.id) as Promise<Doc<'chat_rooms'>>;
}

async function post(roomId: string, sender: Name, body: string) {
  const now = Date.now();
  const message = { id: randomUUID(), room_id: roomId, sender_id: m[sender].id, body, timestamp: now, status: 'pending', network_state_when_created: 'online', cached_at: now, last_updated: now, updatedAt: 0, _deleted: false };
  expect((await push(server, 'chat_messages', m[sender].token, [{ newDocumentState: message }])).body).toEqual([]);
  return message.id;
}

const refusal = (message: string) => ({ event: STREAM_UNAUTHORIZED_EVENT, data: { error: 'unauthorized', message } });

describe("the live stream and its member's token", () => {
  it('ends a stream when its token expires, saying so, while a stream with a fresh token goes on carrying private changes', async () => {
    const room = await openRoom('ada', ['ada', 'grace']);
    const shortLived = await listen(await mintAccessToken(server.dataDir, { sub: DEMO_SUBS.grace, expiresIn: '3s' }));
    const fresh = await listen(m.grace.token);
    const before = await post(room.id, 'ada', 'Before the token expired');
    await shortLived.until(before);
    await fresh.until(before);
    await Promise.race([shortLived.ended, new Promise((_, reject) => setTimeout(() => reject(new Error('the stream outlived its token')), 5_000))]);
    expect(shortLived.events.at(-1)).toEqual(refusal('Token expired'));
    const after = await post(room.id, 'ada', 'After the token expired');
    await fresh.until(after);
    expect(shortLived.carries(after)).toBe(false);
    expect(fresh.isEnded()).toBe(false);
    fresh.close();
  });

  it('stops carrying a room to a member taken out of it, on a stream already open', async () => {
    const room = await openRoom('ada', ['ada', 'grace', 'katherine']);
    const grace = await listen(m.grace.token);
    const katherine = await listen(m.katherine.token);
    const master = await stored('chat_rooms', room.id);
    const without = { ...master, participant_ids: [m.ada.id, m.grace.id], sync_state: 'pending' };
    expect((await push(server, 'chat_rooms', m.ada.token, [{ newDocumentState: without, assumedMasterState: master }])).body).toEqual([]);
    const message = await post(room.id, 'ada', 'Katherine has left');
    await grace.until(message);
    // A change Katherine may see, committed after the message: her stream has passed the message by then.
    const marker = await post((await openRoom('katherine', ['katherine'])).id, 'katherine', 'Note to self');
    await katherine.until(marker);
    expect(katherine.carries(message)).toBe(false);
    expect(katherine.isEnded()).toBe(false);
    grace.close();
    katherine.close();
  });

  it('ends the stream of a member who deletes their account, at once', async () => {
    const tim = await listen(m.tim.token);
    const profile = await stored('users', m.tim.id);
    const gone = { ...profile, _deleted: true, sync_state: 'pending' };
    expect((await push(server, 'users', m.tim.token, [{ newDocumentState: gone, assumedMasterState: profile }])).status).toBe(200);
    await Promise.race([tim.ended, new Promise((_, reject) => setTimeout(() => reject(new Error('the stream outlived its account')), 5_000))]);
    expect(tim.events.at(-1)).toEqual(refusal('This account has been deleted'));
  });

  it('ends the stream of a member whose account is deleted where the stream cannot see it, at its next re-check, within a minute', async () => {
    expect(STREAM_RECHECK_MS).toBeLessThanOrEqual(30_000);
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const katherine = await listen(m.katherine.token);
    const rechecks = intervals.mock.calls.filter(([, ms]) => ms === STREAM_RECHECK_MS).map(([recheck]) => recheck as () => void);
    intervals.mockRestore();
    expect(rechecks).toHaveLength(1);
    // Straight in the database: no change reaches the streams.
    await server.database.db
      .updateTable('users')
      .set({ _deleted: server.database.dialect === 'sqlite' ? 1 : true } as never)
      .where('id', '=', m.katherine.id)
      .execute();
    rechecks[0]?.();
    await Promise.race([katherine.ended, new Promise((_, reject) => setTimeout(() => reject(new Error('the re-check left the stream open')), 5_000))]);
    expect(katherine.events.at(-1)).toEqual(refusal('This account has been deleted'));
  });
});
