import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionName } from '../../schemas/collections';
import { COLLECTIONS, type Doc } from '../replication/collections';
import { api, openStream, pullAll, push, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';

let server: TestServer;
let m: Members;

beforeAll(async () => {
  server = await startTestServer();
  m = await signInDemoMembers(server);
});
afterAll(() => server.close());

type Name = keyof Members;

const stored = <N extends CollectionName>(collection: N, id: string) => server.store.get(COLLECTIONS[collection], id);

function newRoom(creator: Name, people: Name[], fields: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    participant_ids: people.map((name) => m[name].id),
    created_by: m[creator].id,
    created_at: new Date().toISOString(),
    last_message_at: 0,
    sync_state: 'pending',
    updatedAt: 0,
    _deleted: false,
    ...fields,
  };
}

function newMessage(roomId: string, sender: Name, body = 'Hello', fields: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    id: randomUUID(),
    room_id: roomId,
    sender_id: m[sender].id,
    body,
    timestamp: now,
    status: 'pending',
    network_state_when_created: 'online',
    cached_at: now,
    last_updated: now,
    updatedAt: 0,
    _deleted: false,
    ...fields,
  };
}

async function openRoom(creator: Name, people: Name[]) {
  const room = newRoom(creator, people);
  expect((await push(server, 'chat_rooms', m[creator].token, [{ newDocumentState: room }])).body).toEqual([]);
  return (await stored('chat_rooms', room.id)) as Doc;
}

async function post(roomId: string, sender: Name, body = 'Hello', fields: Record<string, unknown> = {}) {
  const message = newMessage(roomId, sender, body, fields);
  const answer = await push<unknown>(server, 'chat_messages', m[sender].token, [{ newDocumentState: message }]);
  return { message, answer };
}

const ids = async (collection: string, who: Name) => new Set((await pullAll(server, collection, m[who].token)).map((doc) => doc.id));

describe('chat rooms through replication', () => {
  it('serves a room to its participants only, and nothing to guests', async () => {
    const room = await openRoom('ada', ['ada', 'grace']);
    expect(room).toMatchObject({ sync_state: 'sent', created_by: m.ada.id });
    expect((await ids('chat_rooms', 'ada')).has(room.id)).toBe(true);
    expect((await ids('chat_rooms', 'grace')).has(room.id)).toBe(true);
    expect((await ids('chat_rooms', 'tim')).has(room.id)).toBe(false);
    expect((await api(server, 'GET', '/replication/chat_rooms/pull')).status).toBe(401);
    expect((await api(server, 'GET', '/replication/chat_messages/pull')).status).toBe(401);
  });

  it('makes the token\'s member the creator whatever the body says', async () => {
    const room = newRoom('ada', ['grace', 'tim'], { created_by: m.ada.id });
    expect((await push(server, 'chat_rooms', m.grace.token, [{ newDocumentState: room }])).body).toEqual([]);
    expect(await stored('chat_rooms', room.id)).toMatchObject({ created_by: m.grace.id });
  });

  it.each([
    ['a room that leaves its creator out', () => newRoom('ada', ['grace', 'tim']), 403, /a room you create must include you/],
    ['a room with someone who is not a member', () => ({ ...newRoom('ada', ['ada']), participant_ids: [m.ada.id, randomUUID()] }), 400, /No member/],
  ])('refuses %s with %i and the reason', async (_label, make, status, reason) => {
    const room = make();
    const answer = await push<unknown>(server, 'chat_rooms', m.ada.token, [{ newDocumentState: room }]);
    expect(answer).toMatchObject({ status, body: { message: expect.stringMatching(reason) } });
    expect(await stored('chat_rooms', room.id)).toBeUndefined();
  });

  it('lets participants rename a room, only its creator change who takes part, and outsiders nothing', async () => {
    const room = await openRoom('ada', ['ada', 'grace']);
    const renamed = await push(server, 'chat_rooms', m.grace.token, [{ newDocumentState: { ...room, title: 'Lunch' }, assumedMasterState: room }]);
    expect(renamed.body).toEqual([]);
    const master = (await stored('chat_rooms', room.id)) as Doc;
    const widen = { ...master, participant_ids: [m.ada.id, m.grace.id, m.tim.id] };
    expect((await push(server, 'chat_rooms', m.grace.token, [{ newDocumentState: widen, assumedMasterState: master }])).body).toMatchObject([{ title: 'Lunch' }]);
    const outsider = await push<unknown>(server, 'chat_rooms', m.katherine.token, [{ newDocumentState: { ...master, title: 'Mine' }, assumedMasterState: master }]);
    // The answer must not show the room to an outsider, so it is the refusal of a room without them.
    expect(outsider).toEqual({ status: 403, body: { error: 'forbidden', message: 'Only participants may change a room, and a room you create must include you' } });
    expect((await stored('chat_rooms', room.id))?.title).toBe('Lunch');
  });
});

describe('chat messages through replication', () => {
  it("stores a participant's message as sent from the token's member, even when the body names someone else", async () => {
    const room = await openRoom('ada', ['ada', 'grace']);
    const { message, answer } = await post(room.id, 'grace', 'Hi Ada', { sender_id: m.ada.id });
    expect(answer).toEqual({ status: 200, body: [] });
    expect(await stored('chat_messages', message.id)).toMatchObject({ sender_id: m.grace.id, status: 'sent', body: 'Hi Ada' });
  });

  it("moves the room's last message time and preview (200 characters), and stamps the room", async () => {
    const room = await openRoom('ada', ['ada', 'grace']);
    const long = 'x'.repeat(250);
    const { message } = await post(room.id, 'ada', long);
    const after = (await stored('chat_rooms', room.id)) as Doc;
    expect(after).toMatchObject({ last_message_at: message.timestamp, last_message_preview: 'x'.repeat(200) });
    expect(after.updatedAt).toBeGreaterThan(room.updatedAt as number);
    await post(room.id, 'grace', 'An older message sent late', { timestamp: message.timestamp - 60_000 });
    expect((await stored('chat_rooms', room.id))?.last_message_preview).toBe('x'.repeat(200));
  });

  it('keeps messages from non-participants, who can neither post nor read them', async () => {
    const room = await openRoom('ada', ['ada', 'grace']);
    const { message } = await post(room.id, 'grace', 'Private');
    const intruder = await post(room.id, 'tim', 'Let me in');
    expect(intruder.answer).toEqual({ status: 403, body: { error: 'forbidden', message: 'Only participants of a room may post in it' } });
    expect(await stored('chat_messages', intruder.message.id)).toBeUndefined();
    expect((await ids('chat_messages', 'tim')).has(message.id)).toBe(false);
    expect((await ids('chat_messages', 'ada')).has(message.id)).toBe(true);
    // A room that does not exist answers the same: no answer tells whether a room exists.
    const nowhere = await post(randomUUID(), 'tim', 'Anyone?');
    expect(nowhere.answer).toEqual(intruder.answer);
  });

  it('treats a message as immutable: a replay writes nothing and tells the device it was sent; an edit or deletion is a conflict', async () => {
    const room = await openRoom('ada', ['ada', 'grace']);
    const { message } = await post(room.id, 'ada', 'Original');
    const master = (await stored('chat_messages', message.id)) as Doc;
    expect((await push(server, 'chat_messages', m.ada.token, [{ newDocumentState: message }])).body).toMatchObject([{ id: message.id, status: 'sent', updatedAt: master.updatedAt }]);
    const touched = { ...message, cached_at: message.cached_at + 5, status: 'sent' };
    expect((await push(server, 'chat_messages', m.ada.token, [{ newDocumentState: touched, assumedMasterState: master }])).body).toMatchObject([{ id: message.id, status: 'sent', updatedAt: master.updatedAt }]);
    for (const change of [{ body: 'Edited' }, { _deleted: true }]) {
      const { body } = await push(server, 'chat_messages', m.ada.token, [{ newDocumentState: { ...master, ...change }, assumedMasterState: master }]);
      expect(body).toMatchObject([{ id: message.id, body: 'Original', _deleted: false }]);
    }
    expect(((await stored('chat_messages', message.id)) as Doc).updatedAt).toBe(master.updatedAt);
  });

  it('streams a message to the participants of its room only', async () => {
    const room = await openRoom('ada', ['ada', 'grace']);
    const grace = await openStream(server, m.grace.token);
    const tim = await openStream(server, m.tim.token);
    const { message } = await post(room.id, 'ada', 'Streamed');
    await grace.waitFor((f) => f.collection === 'chat_messages' && f.documents.some((d) => d.id === message.id));
    const marker = await openRoom('tim', ['tim']);
    await tim.waitFor((f) => f.collection === 'chat_rooms' && f.documents.some((d) => d.id === marker.id));
    expect(tim.frames.some((f) => f.documents.some((d) => d.id === message.id || d.id === room.id))).toBe(false);
    grace.close();
    tim.close();
  });

  it('sends the earlier messages of a room to someone added later, though their checkpoint is past them', async () => {
    const room = await openRoom('ada', ['ada', 'grace']);
    const { message } = await post(room.id, 'grace', 'Before Tim joined');
    await post((await openRoom('tim', ['tim'])).id, 'tim', 'Note to self');
    const { body } = await api<{ checkpoint: { updatedAt: number; id: string } }>(server, 'GET', '/replication/chat_messages/pull?limit=1000', { token: m.tim.token });
    expect(body.checkpoint.updatedAt).toBeGreaterThan(((await stored('chat_messages', message.id)) as Doc).updatedAt as number);
    const master = (await stored('chat_rooms', room.id)) as Doc;
    const added = { ...master, participant_ids: [m.ada.id, m.grace.id, m.tim.id] };
    expect((await push(server, 'chat_rooms', m.ada.token, [{ newDocumentState: added, assumedMasterState: master }])).body).toEqual([]);
    const query = `updatedAt=${body.checkpoint.updatedAt}&id=${body.checkpoint.id}`;
    const later = await api<{ documents: Doc[] }>(server, 'GET', `/replication/chat_messages/pull?limit=1000&${query}`, { token: m.tim.token });
    expect(later.body.documents.map((doc) => doc.id)).toContain(message.id);
  });
});
