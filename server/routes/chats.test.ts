import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, push, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';

let server: TestServer;
let m: Members;
let roomId: string;

type Error = { error: string; message: string };

beforeAll(async () => {
  server = await startTestServer();
  m = await signInDemoMembers(server);
  roomId = await openRoom('ada', ['ada', 'grace']);
});
afterAll(() => server.close());

async function openRoom(creator: keyof Members, people: (keyof Members)[]) {
  const room = {
    id: randomUUID(),
    participant_ids: people.map((name) => m[name].id),
    created_at: new Date().toISOString(),
    last_message_at: 0,
    sync_state: 'pending',
    updatedAt: 0,
    _deleted: false,
  };
  expect((await push(server, 'chat_rooms', m[creator].token, [{ newDocumentState: room }])).body).toEqual([]);
  return room.id;
}

async function post(room: string, sender: keyof Members, body: string) {
  const now = Date.now();
  const message = { id: randomUUID(), room_id: room, sender_id: m[sender].id, body, timestamp: now, status: 'pending', network_state_when_created: 'online', cached_at: now, last_updated: now, updatedAt: 0, _deleted: false };
  expect((await push(server, 'chat_messages', m[sender].token, [{ newDocumentState: message }])).body).toEqual([]);
}

const unread = async (who: keyof Members) =>
  (await api<{ total_unread_chats: number }>(server, 'GET', '/chats/unread-count', { token: m[who].token })).body.total_unread_chats;

const read = (who: keyof Members, room: string, body?: unknown) => api<{ data: { last_read_at: number } }>(server, 'POST', `/chats/${room}/read`, { token: m[who].token, body });

describe('GET /chats/unread-count', () => {
  it('counts rooms with a message from someone else newer than the last read, until the member reads them', async () => {
    expect(await unread('ada')).toBe(0);
    await post(roomId, 'grace', 'Lunch?');
    await post(roomId, 'grace', 'At noon?');
    expect([await unread('ada'), await unread('grace'), await unread('tim')]).toEqual([1, 0, 0]);
    const second = await openRoom('tim', ['tim', 'ada']);
    await post(second, 'tim', 'Hi Ada');
    expect(await unread('ada')).toBe(2);
    expect((await read('ada', roomId)).status).toBe(200);
    expect(await unread('ada')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await post(roomId, 'grace', 'Still there?');
    expect(await unread('ada')).toBe(2);
  });

  it('answers a guest with 401', async () => {
    expect((await api(server, 'GET', '/chats/unread-count')).status).toBe(401);
  });
});

describe('POST /chats/{roomId}/read', () => {
  it('never moves the last read time backwards, nor into the future', async () => {
    const now = Date.now();
    const first = (await read('grace', roomId, { last_read_at: now - 1000 })).body.data.last_read_at;
    expect((await read('grace', roomId, { last_read_at: now - 60_000 })).body.data.last_read_at).toBe(first);
    expect((await read('grace', roomId, { last_read_at: now + 3_600_000 })).body.data.last_read_at).toBeLessThan(now + 60_000);
  });

  it('answers a room the member is not in with 404, and a bad body with 400', async () => {
    expect(await read('tim', roomId)).toMatchObject({ status: 404, body: { message: 'Chat room not found' } });
    expect((await read('ada', roomId, { last_read_at: 'yesterday' })).status).toBe(400);
    expect((await read('ada', roomId, { colour: 'red' })).status).toBe(400);
    expect(((await read('ada', roomId, [])).body as unknown as Error).error).toBe('bad_request');
  });
});
