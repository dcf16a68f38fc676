import { randomUUID } from 'node:crypto';
import { directRoomId } from '../../schemas/chat-room.schema';
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

function roomOf(people: string[], id: string = randomUUID()) {
  return { id, participant_ids: people, created_at: new Date().toISOString(), last_message_at: 0, sync_state: 'pending', updatedAt: 0, _deleted: false };
}

async function openRoom(creator: keyof Members, people: (keyof Members)[], title?: string) {
  const room = {
    id: randomUUID(),
    ...(title ? { title } : {}),
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

async function post(room: string, sender: keyof Members, body: string, timestamp = Date.now()) {
  const now = Date.now();
  const message = { id: randomUUID(), room_id: room, sender_id: m[sender].id, body, timestamp, status: 'pending', network_state_when_created: 'online', cached_at: now, last_updated: now, updatedAt: 0, _deleted: false };
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

describe('GET /chats/reads', () => {
  it("tells a member how far each participant of their rooms has read, and nothing of others' rooms", async () => {
    const room = await openRoom('katherine', ['katherine', 'grace']);
    await read('grace', room, { last_read_at: Date.now() - 500 });
    const reads = async (who: keyof Members) =>
      (await api<{ data: { room_id: string; user_id: string; last_read_at: number }[] }>(server, 'GET', '/chats/reads', { token: m[who].token })).body.data;
    expect((await reads('katherine')).filter((row) => row.room_id === room)).toEqual([{ room_id: room, user_id: m.grace.id, last_read_at: expect.any(Number) }]);
    expect((await reads('tim')).some((row) => row.room_id === room)).toBe(false);
    expect((await api(server, 'GET', '/chats/reads')).status).toBe(401);
  });
});

describe('direct chats', () => {
  it('are one room for two members, whoever starts it: the second start is a conflict that returns the first', async () => {
    const id = directRoomId(m.tim.id, m.katherine.id);
    expect((await push(server, 'chat_rooms', m.tim.token, [{ newDocumentState: roomOf([m.tim.id, m.katherine.id], id) }])).body).toEqual([]);
    const again = await push(server, 'chat_rooms', m.katherine.token, [{ newDocumentState: roomOf([m.katherine.id, m.tim.id], id) }]);
    expect(again.body).toEqual([expect.objectContaining({ id, created_by: m.tim.id })]);
  });

  it('refuse an id that does not name the room’s two members, and a change of who takes part', async () => {
    const forged = await push(server, 'chat_rooms', m.tim.token, [{ newDocumentState: roomOf([m.tim.id, m.ada.id], directRoomId(m.ada.id, m.grace.id)) }]);
    expect(forged).toMatchObject({ status: 400, body: { message: 'A direct chat is made of the two members its id names' } });
    const id = directRoomId(m.tim.id, m.grace.id);
    const room = roomOf([m.tim.id, m.grace.id], id);
    expect((await push(server, 'chat_rooms', m.tim.token, [{ newDocumentState: room }])).body).toEqual([]);
    const pulled = await api<{ documents: Record<string, unknown>[] }>(server, 'GET', '/replication/chat_rooms/pull?limit=1000', { token: m.tim.token });
    const master = pulled.body.documents.find((doc) => doc.id === id) as Record<string, unknown>;
    const widened = await push(server, 'chat_rooms', m.tim.token, [{ newDocumentState: { ...master, participant_ids: [m.tim.id, m.grace.id, m.ada.id] }, assumedMasterState: master }]);
    // A refused change of a room the member sees is a conflict: the server's room comes back.
    expect(widened.body).toEqual([expect.objectContaining({ id, participant_ids: [m.tim.id, m.grace.id] })]);
    const after = await api<{ documents: Record<string, unknown>[] }>(server, 'GET', '/replication/chat_rooms/pull?limit=1000', { token: m.ada.token });
    expect(after.body.documents.some((doc) => doc.id === id)).toBe(false);
  });
});

describe('notifications of chat messages', () => {
  const chatNotes = async (who: keyof Members, room: string) =>
    (await api<{ documents: { link: string; status: string; title: string; body: string; actor_id: string }[] }>(server, 'GET', '/replication/notifications/pull?limit=1000', { token: m[who].token })).body.documents.filter(
      (doc) => doc.link === `/messages/${room}`,
    );

  it('tell the other member once per unread room, not the sender nor anyone else, and not while they are reading it', async () => {
    const room = await openRoom('katherine', ['katherine', 'tim']);
    await post(room, 'katherine', 'Are you at the keynote?');
    await post(room, 'katherine', 'Front row');
    expect(await chatNotes('tim', room)).toEqual([expect.objectContaining({ status: 'unread', title: 'Katherine Johnson sent you a message', body: 'Front row', actor_id: m.katherine.id })]);
    expect(await chatNotes('katherine', room)).toEqual([]);
    expect(await chatNotes('ada', room)).toEqual([]);
    // Tim reads the room (he has it open): the next message does not notify him.
    expect((await read('tim', room)).status).toBe(200);
    await post(room, 'katherine', 'See you there');
    expect((await chatNotes('tim', room)).map((note) => note.body)).toEqual(['Front row']);
  });

  it('quote the newest unread message, not the oldest, with who wrote it, and stay one unread notification', async () => {
    const room = await openRoom('ada', ['ada', 'grace', 'tim'], 'Organisers');
    await post(room, 'ada', 'First: the venue moved');
    const [first] = await chatNotes('tim', room);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await post(room, 'grace', 'Newest: Hall B, 3rd floor');
    const notes = await chatNotes('tim', room);
    expect(notes).toEqual([expect.objectContaining({ status: 'unread', title: 'Grace Hopper in Organisers', body: 'Newest: Hall B, 3rd floor', actor_id: m.grace.id })]);
    expect(Date.parse((notes[0] as unknown as { created_at: string }).created_at)).toBeGreaterThan(Date.parse((first as unknown as { created_at: string }).created_at));
    // A message sent late from an older queue does not replace the newest in the quote.
    await post(room, 'ada', 'Old: written before', Date.now() - 60_000);
    expect((await chatNotes('tim', room)).map((note) => note.body)).toEqual(['Newest: Hall B, 3rd floor']);
  });
});

describe('a first sync of chat without the whole history', () => {
  type Pulled = { documents: { id: string; body: string; room_id: string }[]; checkpoint: { updatedAt: number; id: string } | null };
  const pull = (who: keyof Members, query: string) => api<Pulled>(server, 'GET', `/replication/chat_messages/pull?${query}`, { token: m[who].token });

  it('brings the newest messages of each room, then from its checkpoint only what comes after', async () => {
    const busy = await openRoom('grace', ['grace', 'katherine']);
    const start = Date.now() - 60_000;
    for (const [index, body] of ['one', 'two', 'three', 'four', 'five'].entries()) await post(busy, 'grace', body, start + index);
    const quiet = await openRoom('katherine', ['katherine', 'tim']);
    await post(quiet, 'tim', 'only one');
    const first = await pull('katherine', 'recent=2&limit=1000');
    expect(first.status).toBe(200);
    const bodies = (room: string) => first.body.documents.filter((doc) => doc.room_id === room).map((doc) => doc.body);
    expect(bodies(busy).sort()).toEqual(['five', 'four']);
    expect(bodies(quiet)).toEqual(['only one']);
    const checkpoint = first.body.checkpoint as { updatedAt: number; id: string };
    const after = `updatedAt=${checkpoint.updatedAt}&id=${checkpoint.id}&limit=1000`;
    expect((await pull('katherine', after)).body.documents).toEqual([]);
    await post(busy, 'grace', 'six');
    expect((await pull('katherine', after)).body.documents.map((doc) => doc.body)).toEqual(['six']);
    // Tim sees nothing of Grace and Katherine's room.
    expect((await pull('tim', 'recent=50')).body.documents.some((doc) => doc.room_id === busy)).toBe(false);
  });

  it('refuses the newest-only pull for another collection or after a checkpoint', async () => {
    expect((await api(server, 'GET', '/replication/questions/pull?recent=5', { token: m.ada.token })).status).toBe(400);
    expect((await pull('ada', 'recent=5&updatedAt=1&id=x')).status).toBe(400);
    expect((await pull('ada', 'recent=0')).status).toBe(400);
  });

  it('serves older history a page at a time, oldest first, to the room’s members only', async () => {
    const room = await openRoom('tim', ['tim', 'grace']);
    const bodies = Array.from({ length: 7 }, (_, index) => `m${index + 1}`);
    const start = Date.now() - 60_000;
    for (const [index, body] of bodies.entries()) await post(room, 'tim', body, start + index);
    type Page = { data: { id: string; body: string; timestamp: number }[]; has_more: boolean };
    const page = (query: string) => api<Page>(server, 'GET', `/chats/${room}/messages?${query}`, { token: m.grace.token });
    const newest = await page('limit=3');
    expect(newest.body.data.map((doc) => doc.body)).toEqual(['m5', 'm6', 'm7']);
    expect(newest.body.has_more).toBe(true);
    const oldest = newest.body.data[0] as { id: string; timestamp: number };
    const older = await page(`limit=3&before=${oldest.timestamp}&before_id=${oldest.id}`);
    expect(older.body.data.map((doc) => doc.body)).toEqual(['m2', 'm3', 'm4']);
    const first = older.body.data[0] as { id: string; timestamp: number };
    const rest = await page(`limit=3&before=${first.timestamp}&before_id=${first.id}`);
    expect(rest.body).toEqual({ data: [expect.objectContaining({ body: 'm1' })], has_more: false });
    expect((await api(server, 'GET', `/chats/${room}/messages`, { token: m.ada.token })).status).toBe(404);
    expect((await api(server, 'GET', `/chats/${room}/messages?before=5`, { token: m.grace.token })).status).toBe(400);
  });
});

describe('GET /replication/{collection}/docs', () => {
  it('gives the documents by id that the member may see, and nothing of rooms they are not in', async () => {
    const mine = await openRoom('ada', ['ada', 'katherine']);
    const theirs = await openRoom('tim', ['tim', 'grace']);
    const got = await api<{ documents: { id: string }[] }>(server, 'GET', `/replication/chat_rooms/docs?ids=${mine},${theirs},nope`, { token: m.ada.token });
    expect(got.status).toBe(200);
    expect(got.body.documents.map((doc) => doc.id)).toEqual([mine]);
    const tooMany = Array.from({ length: 101 }, () => randomUUID()).join(',');
    expect((await api(server, 'GET', `/replication/chat_rooms/docs?ids=${tooMany}`, { token: m.ada.token })).status).toBe(400);
    expect((await api(server, 'GET', `/replication/chat_rooms/docs?ids=${mine}`)).status).toBe(401);
  });
});
