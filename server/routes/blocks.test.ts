import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockId, DIRECT_MESSAGE_BLOCKED } from '../../schemas/block-rules';
import { directRoomId } from '../../schemas/chat-room.schema';
import { api, pullAll, push, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';

let server: TestServer;
let m: Members;

beforeAll(async () => {
  server = await startTestServer();
  m = await signInDemoMembers(server);
});
afterAll(() => server.close());

type Name = keyof Members;

const setBlock = (who: Name, target: Name, active: boolean) =>
  api<{ data: { id: string; active: boolean } }>(server, 'POST', '/interactions', { token: m[who].token, body: { kind: 'block', target_id: m[target].id, active } });

function directRoom(creator: Name, other: Name) {
  return {
    id: directRoomId(m[creator].id, m[other].id),
    participant_ids: [m[creator].id, m[other].id],
    created_at: new Date().toISOString(),
    last_message_at: 0,
    sync_state: 'pending',
    updatedAt: 0,
    _deleted: false,
  };
}

function message(roomId: string, sender: Name, body = 'Hello') {
  const now = Date.now();
  return { id: randomUUID(), room_id: roomId, sender_id: m[sender].id, body, timestamp: now, status: 'pending', network_state_when_created: 'online', cached_at: now, last_updated: now, updatedAt: 0, _deleted: false };
}

const pushRoom = (creator: Name, other: Name) => push<unknown>(server, 'chat_rooms', m[creator].token, [{ newDocumentState: directRoom(creator, other) }]);
const pushMessage = (roomId: string, sender: Name, body?: string) => push<unknown>(server, 'chat_messages', m[sender].token, [{ newDocumentState: message(roomId, sender, body) }]);

describe('blocking a member', () => {
  it('refuses a direct chat started by either member while one blocks the other, in the same neutral words', async () => {
    expect((await setBlock('ada', 'tim', true)).status).toBe(201);
    for (const [creator, other] of [['ada', 'tim'], ['tim', 'ada']] as const) {
      const answer = await pushRoom(creator, other);
      expect(answer.status, creator).toBe(403);
      expect(answer.body).toMatchObject({ message: DIRECT_MESSAGE_BLOCKED });
    }
    expect((await pullAll(server, 'chat_rooms', m.tim.token)).map((room) => room.id)).not.toContain(directRoomId(m.ada.id, m.tim.id));
    // The first message, sent once its room was refused, hears the same words, not that the room is missing.
    expect(await pushMessage(directRoomId(m.ada.id, m.tim.id), 'tim')).toMatchObject({ status: 403, body: { message: DIRECT_MESSAGE_BLOCKED } });
    expect(await pushMessage(directRoomId(m.grace.id, m.tim.id), 'tim')).toMatchObject({ status: 403, body: { message: 'Only participants of a room may post in it' } });
  });

  it('refuses new messages both ways in a direct chat that existed before the block, and takes them again once unblocked', async () => {
    expect((await pushRoom('grace', 'katherine')).body).toEqual([]);
    const room = directRoomId(m.grace.id, m.katherine.id);
    expect((await pushMessage(room, 'katherine', 'Before')).body).toEqual([]);
    await setBlock('grace', 'katherine', true);
    for (const sender of ['katherine', 'grace'] as const) {
      const refused = await pushMessage(room, sender, 'After');
      expect(refused, sender).toMatchObject({ status: 403, body: { message: DIRECT_MESSAGE_BLOCKED } });
    }
    await setBlock('grace', 'katherine', false);
    expect((await pushMessage(room, 'katherine', 'Unblocked')).body).toEqual([]);
  });

  it('keeps group rooms as they are: a block stops direct messages only', async () => {
    await setBlock('ada', 'grace', true);
    const group = { ...directRoom('ada', 'grace'), id: randomUUID(), participant_ids: [m.ada.id, m.grace.id, m.tim.id], title: 'Organisers' };
    expect((await push(server, 'chat_rooms', m.ada.token, [{ newDocumentState: group }])).body).toEqual([]);
    expect((await pushMessage(group.id, 'grace', 'In the group')).body).toEqual([]);
    await setBlock('ada', 'grace', false);
  });

  it('is private: the blocked member reads no block, by pull, by id or through the list of interactions', async () => {
    await setBlock('katherine', 'tim', true);
    const id = blockId(m.katherine.id, m.tim.id);
    expect((await pullAll(server, 'interactions', m.katherine.token)).map((doc) => doc.id)).toContain(id);
    for (const who of ['tim', 'ada'] as const) {
      expect((await pullAll(server, 'interactions', m[who].token)).map((doc) => doc.id), who).not.toContain(id);
      expect((await api(server, 'GET', `/replication/interactions/docs?ids=${encodeURIComponent(id)}`, { token: m[who].token })).body).toEqual({ documents: [] });
      const listed = await api<{ data: { id: string }[] }>(server, 'GET', `/interactions?user_id=${m.katherine.id}&kind=block`, { token: m[who].token });
      expect(listed.body.data.map((doc) => doc.id)).not.toContain(id);
    }
  });

  it('refuses a block of oneself with 400 and the reason, and a block in someone else’s name with 403', async () => {
    expect(await setBlock('tim', 'tim', true)).toMatchObject({ status: 400, body: { message: 'You cannot block yourself' } });
    const forged = { id: blockId(m.ada.id, m.tim.id), kind: 'block', user_id: m.ada.id, target_id: m.tim.id, active: true, created_at: new Date().toISOString(), sync_state: 'pending', updatedAt: 0, _deleted: false };
    expect((await push(server, 'interactions', m.tim.token, [{ newDocumentState: forged }])).status).toBe(403);
  });

  it('answers a push of the blocked member naming the block with the same refusal whether it exists or not', async () => {
    await setBlock('grace', 'tim', true);
    const made = (blocker: Name, target: Name) => ({ id: blockId(m[blocker].id, m[target].id), kind: 'block', user_id: m[blocker].id, target_id: m[target].id, active: false, created_at: new Date().toISOString(), sync_state: 'pending', updatedAt: 0, _deleted: false });
    const existing = await push(server, 'interactions', m.tim.token, [{ newDocumentState: made('grace', 'tim') }]);
    // Nobody ever blocked Ada.
    const absent = await push(server, 'interactions', m.tim.token, [{ newDocumentState: made('katherine', 'ada') }]);
    expect(existing.status).toBe(403);
    expect(absent.status).toBe(403);
    expect(existing.body).toEqual(absent.body);
  });
});
