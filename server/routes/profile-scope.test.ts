import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactionId } from '../../schemas/interaction.schema';
import { signUp } from '../hostile/world';
import { api, openStream, pullAll, push, startTestServer, type TestServer } from '../test-support';

/**
 * Whose profiles a member gets: their own, the people around them (who joined an event they joined,
 * who is in a chat with them, whom they met), and never a member who chose not to be listed unless
 * they met: by pull, by id, through REST, in an event's pack, on the live stream.
 */

let server: TestServer;
type Member = { id: string; token: string };
let ada: Member, grace: Member, tim: Member, hidden: Member, stranger: Member, friend: Member;
let summit: { id: string };
type Doc = Record<string, unknown> & { id: string; _deleted: boolean; updatedAt: number };

const iso = () => new Date().toISOString();

async function newEvent(token: string, name: string) {
  const start = Date.now() + 48 * 3_600_000;
  const body = { name, live_status: 'planned', is_community: false, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3_600_000).toISOString() };
  const made = await api<{ data: { id: string } }>(server, 'POST', '/events', { token, body });
  expect(made.status).toBe(201);
  return made.body.data;
}

async function join(member: Member, eventId: string) {
  expect((await api(server, 'POST', '/event-participants', { token: member.token, body: { event_id: eventId } })).status).toBeLessThan(300);
}

async function own(member: Member): Promise<Doc> {
  return (await api<{ documents: Doc[] }>(server, 'GET', `/replication/users/docs?ids=${member.id}`, { token: member.token })).body.documents[0]!;
}

async function setListed(member: Member, listed: boolean) {
  const profile = await own(member);
  const answer = await push(server, 'users', member.token, [{ newDocumentState: { ...profile, listed, sync_state: 'pending' }, assumedMasterState: profile }]);
  expect(answer.body).toEqual([]);
}

async function meet(a: Member, b: Member) {
  const meeting = { id: interactionId('we_met', a.id, b.id), kind: 'we_met', user_id: a.id, target_id: b.id, active: true, created_at: iso(), sync_state: 'pending', updatedAt: 0, _deleted: false };
  expect((await push(server, 'interactions', a.token, [{ newDocumentState: meeting }])).body).toEqual([]);
}

const pulledIds = async (member: Member) => new Set((await pullAll(server, 'users', member.token)).filter((doc) => !doc._deleted).map((doc) => doc.id));

beforeAll(async () => {
  server = await startTestServer();
  const named = (name: string) => signUp(server, `${name.toLowerCase()}@scope.example`, `${name} Scoped`);
  [ada, grace, tim, hidden, stranger, friend] = await Promise.all([named('Ada'), named('Grace'), named('Tim'), named('Hidden'), named('Stranger'), named('Friend')]);
  summit = await newEvent(ada.token, 'Scope Summit');
  const elsewhere = await newEvent(stranger.token, 'Elsewhere Meetup');
  for (const member of [ada, grace, hidden, friend]) await join(member, summit.id);
  await join(stranger, elsewhere.id);
  await setListed(hidden, false);
  // Tim shares no event with Ada, but a chat.
  const room = { id: crypto.randomUUID(), participant_ids: [ada.id, tim.id], title: 'Ada and Tim', created_at: iso(), last_message_at: Date.now(), sync_state: 'pending', updatedAt: 0, _deleted: false };
  expect((await push(server, 'chat_rooms', ada.token, [{ newDocumentState: room }])).body).toEqual([]);
  await meet(friend, hidden);
});
afterAll(() => server.close());

describe("a member's first sync of profiles", () => {
  it("brings their own, the listed attendees of the events they joined and the members of their chats, and not a member of no shared event, chat or meeting", async () => {
    const ids = await pulledIds(ada);
    expect(ids.has(ada.id)).toBe(true);
    expect(ids.has(grace.id)).toBe(true);
    expect(ids.has(tim.id)).toBe(true);
    expect(ids.has(friend.id)).toBe(true);
    expect(ids.has(hidden.id)).toBe(false);
    // The organiser of an event is named on its page: the stranger organises one.
    const graceIds = await pulledIds(grace);
    expect(graceIds.has(tim.id)).toBe(false);
    expect(graceIds.has(stranger.id)).toBe(true);
    const timIds = await pulledIds(tim);
    expect(timIds.has(grace.id)).toBe(false);
    expect(timIds.has(friend.id)).toBe(false);
    expect(timIds.has(ada.id)).toBe(true);
  });

  it('brings a member they met even when that member chose not to be listed', async () => {
    expect((await pulledIds(friend)).has(hidden.id)).toBe(true);
    expect((await pulledIds(hidden)).has(hidden.id)).toBe(true);
  });
});

describe('a member who chose not to be listed', () => {
  it('stores the choice on their profile, and their own device reads it back', async () => {
    expect(await own(hidden)).toMatchObject({ listed: false });
  });

  it('is not served by id to a member they never met: the same answer as for nobody', async () => {
    const missing = await api<{ error: string; message: string }>(server, 'GET', '/users/00000000-0000-4000-8000-000000000000', { token: grace.token });
    const unlisted = await api<{ error: string; message: string }>(server, 'GET', `/users/${hidden.id}`, { token: grace.token });
    expect(unlisted).toEqual(missing);
    expect(unlisted.status).toBe(404);
    expect((await api(server, 'GET', `/resolve/profiles/${hidden.id}`, { token: grace.token })).status).toBe(404);
    expect((await api(server, 'GET', `/users/${hidden.id}/questions`, { token: grace.token })).status).toBe(404);
    expect((await api<{ documents: Doc[] }>(server, 'GET', `/replication/users/docs?ids=${hidden.id}`, { token: grace.token })).body.documents).toEqual([]);
  });

  it('is served to the member they met, and to themselves', async () => {
    expect((await api(server, 'GET', `/users/${hidden.id}`, { token: friend.token })).status).toBe(200);
    expect((await api<{ documents: Doc[] }>(server, 'GET', `/replication/users/docs?ids=${hidden.id}`, { token: friend.token })).body.documents).toHaveLength(1);
    expect((await api(server, 'GET', `/users/${hidden.id}`, { token: hidden.token })).status).toBe(200);
  });

  it("is left out of the event's pack for the other attendees, and kept in it for the member they met", async () => {
    const packOf = async (member: Member) => (await api<{ data: { attendee_ids: string[] } }>(server, 'GET', `/events/${summit.id}/pack`, { token: member.token })).body.data.attendee_ids;
    expect(await packOf(grace)).not.toContain(hidden.id);
    expect(await packOf(grace)).toContain(friend.id);
    expect(await packOf(friend)).toContain(hidden.id);
  });

  it('changes their profile without the change reaching a co-attendee on the live stream, while it reaches the member they met', async () => {
    const graceStream = await openStream(server, grace.token);
    const friendStream = await openStream(server, friend.token);
    try {
      const profile = await own(hidden);
      const bio = 'Quietly building compilers';
      expect((await push(server, 'users', hidden.token, [{ newDocumentState: { ...profile, bio, sync_state: 'pending' }, assumedMasterState: profile }])).body).toEqual([]);
      await friendStream.waitFor((frame) => frame.collection === 'users' && frame.documents.some((doc) => doc.id === hidden.id && doc.bio === bio));
      // A later change of Grace's own reaches her stream; Hidden's came before it and never did.
      const graceProfile = await own(grace);
      await push(server, 'users', grace.token, [{ newDocumentState: { ...graceProfile, bio: 'Marker', sync_state: 'pending' }, assumedMasterState: graceProfile }]);
      await graceStream.waitFor((frame) => frame.collection === 'users' && frame.documents.some((doc) => doc.id === grace.id && doc.bio === 'Marker'));
      expect(graceStream.frames.flatMap((frame) => frame.documents).some((doc) => doc.id === hidden.id)).toBe(false);
    } finally {
      graceStream.close();
      friendStream.close();
    }
  });

  it('is listed again once they choose so, and co-attendees pull them', async () => {
    expect((await pulledIds(grace)).has(hidden.id)).toBe(false);
    await setListed(hidden, true);
    expect((await pulledIds(grace)).has(hidden.id)).toBe(true);
    await setListed(hidden, false);
  });

  it("refuses a choice that is not true or false, in the profile's words", async () => {
    const profile = await own(hidden);
    const answer = await push(server, 'users', hidden.token, [{ newDocumentState: { ...profile, listed: 'no', sync_state: 'pending' }, assumedMasterState: profile }]);
    expect(answer.status).toBe(400);
    const put = await api<{ message: string }>(server, 'PUT', `/users/${hidden.id}`, { token: hidden.token, body: { listed: 'no' } });
    expect(put.status).toBe(400);
    expect(put.body.message).toMatch(/listed/);
  });
});

describe("'Not interested' in a member suggested to meet", () => {
  it('is kept for the member who passed, on every device of theirs, and never reaches the member passed on', async () => {
    const pass = { id: interactionId('pass', grace.id, friend.id), kind: 'pass', user_id: grace.id, target_id: friend.id, active: true, created_at: iso(), sync_state: 'pending', updatedAt: 0, _deleted: false };
    expect((await push(server, 'interactions', grace.token, [{ newDocumentState: pass }])).body).toEqual([]);
    expect((await pullAll(server, 'interactions', grace.token)).some((doc) => doc.id === pass.id)).toBe(true);
    expect((await api<{ documents: Doc[] }>(server, 'GET', `/replication/interactions/docs?ids=${encodeURIComponent(pass.id)}`, { token: grace.token })).body.documents).toMatchObject([{ id: pass.id, active: true }]);
    expect((await pullAll(server, 'interactions', friend.token)).some((doc) => doc.id === pass.id)).toBe(false);
    expect((await api<{ documents: Doc[] }>(server, 'GET', `/replication/interactions/docs?ids=${encodeURIComponent(pass.id)}`, { token: friend.token })).body.documents).toEqual([]);
  });

  it('is refused in the name of another member', async () => {
    const forged = { id: interactionId('pass', friend.id, grace.id), kind: 'pass', user_id: friend.id, target_id: grace.id, active: true, created_at: iso(), sync_state: 'pending', updatedAt: 0, _deleted: false };
    expect((await push(server, 'interactions', grace.token, [{ newDocumentState: forged }])).status).toBe(403);
  });
});
