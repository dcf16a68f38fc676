import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactionId, type InteractionKind } from '../../schemas/interaction.schema';
import { RANK_MAX } from '../../schemas/sync-state';
import { MEETVERSE_ID } from '../db/seed';
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

const iso = () => new Date().toISOString();

function newQuestion(authorId: string, fields: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    title: 'How do I sync offline?',
    event_id: MEETVERSE_ID,
    author_id: authorId,
    created_at: iso(),
    help_count: 0,
    me_too_count: 0,
    uplift_count: 0,
    rank_latest: 0,
    rank_uplifted: 0,
    rank_helpers: 0,
    rank_relatable: 0,
    sync_state: 'pending',
    updatedAt: 0,
    _deleted: false,
    ...fields,
  };
}

function reaction(kind: InteractionKind, userId: string, targetId: string, active = true) {
  return { id: interactionId(kind, userId, targetId), kind, user_id: userId, target_id: targetId, active, created_at: iso(), sync_state: 'pending', updatedAt: 0, _deleted: false };
}

const stored = <N extends CollectionName>(collection: N, id: string) => server.store.get(COLLECTIONS[collection], id);

async function ask(author: keyof Members, fields: Record<string, unknown> = {}) {
  const doc = newQuestion(m[author].id, fields);
  expect((await push(server, 'questions', m[author].token, [{ newDocumentState: doc }])).body).toEqual([]);
  return (await stored('questions', doc.id)) as Doc<'questions'>;
}

/** What a device does to toggle: the new state over the master it last saw. */
async function toggle(who: keyof Members, kind: InteractionKind, targetId: string, active: boolean) {
  const id = interactionId(kind, m[who].id, targetId);
  const master = await stored('interactions', id);
  const next = { ...(master ?? reaction(kind, m[who].id, targetId)), active, sync_state: 'pending' };
  return push(server, 'interactions', m[who].token, [{ newDocumentState: next, assumedMasterState: master ?? null }]);
}

describe('questions through replication', () => {
  it('keeps questions and interactions from guests (401) and serves them to members', async () => {
    expect((await api(server, 'GET', '/replication/questions/pull')).status).toBe(401);
    expect((await api(server, 'GET', '/replication/interactions/pull')).status).toBe(401);
    expect((await api(server, 'GET', '/replication/notifications/pull')).status).toBe(401);
    const question = await ask('ada');
    expect((await pullAll(server, 'questions', m.grace.token)).map((doc) => doc.id)).toContain(question.id);
  });

  it("stores a member's question as 'sent' with a slug, true counts and ranks, whatever the client sent", async () => {
    const doc = newQuestion(m.ada.id, { title: 'Where is Hall B?', help_count: 99, uplift_count: 7, rank_latest: 1 });
    expect((await push(server, 'questions', m.ada.token, [{ newDocumentState: doc }])).body).toEqual([]);
    const [pulled] = (await pullAll(server, 'questions', m.ada.token)).filter((q) => q.id === doc.id);
    expect(pulled).toMatchObject({
      sync_state: 'sent',
      slug: 'where-is-hall-b',
      help_count: 0,
      uplift_count: 0,
      rank_latest: RANK_MAX - Date.parse(doc.created_at),
      rank_uplifted: RANK_MAX,
    });
    expect(pulled?.sync_error).toBeUndefined();
  });

  it('a replayed push writes nothing again, and the stored state comes back, so the device learns its write is on the server', async () => {
    const doc = newQuestion(m.ada.id);
    const rows = [{ newDocumentState: doc }];
    await push(server, 'questions', m.ada.token, rows);
    const first = (await stored('questions', doc.id)) as Doc<'questions'>;
    expect((await push(server, 'questions', m.ada.token, rows)).body).toMatchObject([{ id: doc.id, updatedAt: first.updatedAt, sync_state: 'sent' }]);
    const edit = [{ newDocumentState: { ...first, title: 'Edited once', sync_state: 'pending' }, assumedMasterState: first }];
    expect((await push(server, 'questions', m.ada.token, edit)).body).toEqual([]);
    const edited = (await stored('questions', doc.id)) as Doc<'questions'>;
    expect((await push(server, 'questions', m.ada.token, edit)).body).toMatchObject([{ id: doc.id, title: 'Edited once', updatedAt: edited.updatedAt }]);
    const known = [{ newDocumentState: { ...edited, sync_state: 'pending' }, assumedMasterState: edited }];
    expect((await push(server, 'questions', m.ada.token, known)).body).toMatchObject([{ id: doc.id, title: 'Edited once', updatedAt: edited.updatedAt, sync_state: 'sent' }]);
    expect(((await stored('questions', doc.id)) as Doc<'questions'>).updatedAt).toBe(edited.updatedAt);
    expect((await pullAll(server, 'questions', m.ada.token)).filter((q) => q.id === doc.id)).toHaveLength(1);
  });

  it('gives distinct questions with the same title distinct slugs, and replaces a slug that is taken', async () => {
    const a = await ask('ada', { title: 'Same words' });
    const b = await ask('grace', { title: 'Same words' });
    const c = await ask('tim', { title: 'Other words', slug: 'same-words' });
    expect([a.slug, b.slug, c.slug]).toEqual(['same-words', 'same-words-2', 'other-words']);
  });

  it("refuses a question in someone else's name with 403 and the reason, and writes nothing of the batch", async () => {
    const good = newQuestion(m.grace.id);
    const forged = newQuestion(m.ada.id);
    const answer = await push<unknown>(server, 'questions', m.grace.token, [{ newDocumentState: good }, { newDocumentState: forged }]);
    expect(answer).toMatchObject({ status: 403, body: { error: 'forbidden', message: expect.stringMatching(/own name/) } });
    expect(await stored('questions', forged.id)).toBeUndefined();
    expect(await stored('questions', good.id)).toBeUndefined();
  });

  it('refuses a question for an event that does not exist', async () => {
    const answer = await push<unknown>(server, 'questions', m.ada.token, [{ newDocumentState: newQuestion(m.ada.id, { event_id: randomUUID() }) }]);
    expect(answer).toMatchObject({ status: 400, body: { error: 'bad_request', message: expect.stringMatching(/No event/) } });
  });

  it("answers another member's edit with the master state, and a stale assumed master with the newer master", async () => {
    const master = await ask('ada', { title: 'Original' });
    const hijack = await push(server, 'questions', m.grace.token, [{ newDocumentState: { ...master, title: 'Hijacked' }, assumedMasterState: master }]);
    expect(hijack.body.map((doc) => doc.title)).toEqual(['Original']);
    await push(server, 'questions', m.ada.token, [{ newDocumentState: { ...master, title: 'Second' }, assumedMasterState: master }]);
    const stale = await push(server, 'questions', m.ada.token, [{ newDocumentState: { ...master, title: 'From a stale phone' }, assumedMasterState: master }]);
    expect(stale.body.map((doc) => doc.title)).toEqual(['Second']);
    expect(((await stored('questions', master.id)) as Doc<'questions'>).title).toBe('Second');
  });

  it('keeps created_at and the author as they were at creation', async () => {
    const master = await ask('ada');
    const next = { ...master, created_at: '2001-01-01T00:00:00.000Z', author_id: m.grace.id, title: 'Renamed' };
    expect((await push(server, 'questions', m.ada.token, [{ newDocumentState: next, assumedMasterState: master }])).body).toEqual([]);
    expect(await stored('questions', master.id)).toMatchObject({ created_at: master.created_at, author_id: m.ada.id, title: 'Renamed' });
  });

  it('shows who asked an anonymous question only to its author, in pull, stream and REST', async () => {
    const stream = await openStream(server, m.grace.token);
    const question = await ask('tim', { is_anonymous: true, title: 'Anonymous worry' });
    const frame = await stream.waitFor((f) => f.collection === 'questions' && f.documents.some((d) => d.id === question.id));
    stream.close();
    expect(frame.documents.find((d) => d.id === question.id)?.author_id).toBe('');
    const forGrace = (await pullAll(server, 'questions', m.grace.token)).find((q) => q.id === question.id);
    const forTim = (await pullAll(server, 'questions', m.tim.token)).find((q) => q.id === question.id);
    expect(forGrace?.author_id).toBe('');
    expect(forTim?.author_id).toBe(m.tim.id);
    expect((await api<{ data: Doc<'questions'> }>(server, 'GET', `/questions/${question.id}`, { token: m.grace.token })).body.data.author_id).toBe('');
    const conflict = await push(server, 'questions', m.grace.token, [{ newDocumentState: { ...forGrace, title: 'x' }, assumedMasterState: forGrace }]);
    expect(conflict.body[0]?.author_id).toBe('');
    const byTim = await api<{ data: Doc<'questions'>[] }>(server, 'GET', `/questions?author_id=${m.tim.id}&per_page=100`, { token: m.grace.token });
    expect(byTim.body.data.map((q) => q.id)).not.toContain(question.id);
  });

  it('sends question changes to members on the stream and nothing to a guest', async () => {
    const guest = await openStream(server);
    const member = await openStream(server, m.katherine.token);
    const question = await ask('ada', { title: 'Streamed question' });
    await member.waitFor((f) => f.collection === 'questions' && f.documents.some((d) => d.id === question.id));
    const marker = await api<{ data: Doc }>(server, 'POST', '/events', { token: m.ada.token, body: { name: 'Marker', live_status: 'planned', is_community: false } });
    await guest.waitFor((f) => f.documents.some((d) => d.id === marker.body.data.id));
    expect(guest.frames.some((f) => f.collection === 'questions')).toBe(false);
    guest.close();
    member.close();
  });
});

describe('interactions through replication', () => {
  it('keeps counts true when two members toggle the same reaction many times at once', async () => {
    const question = await ask('ada');
    const run = async (who: 'grace' | 'tim', rounds: number) => {
      for (let i = 0; i < rounds; i++) expect((await toggle(who, 'uplift', question.id, i % 2 === 0)).body).toEqual([]);
    };
    await Promise.all([run('grace', 15), run('tim', 14)]);
    const after = (await stored('questions', question.id)) as Doc<'questions'>;
    expect(after).toMatchObject({ uplift_count: 1, rank_uplifted: RANK_MAX - 1 });
    const pulled = (await pullAll(server, 'questions', m.katherine.token)).find((q) => q.id === question.id);
    expect(pulled?.uplift_count).toBe(1);
  });

  it("refuses 'can help' on one's own question with 400 and the reason, and the author is not listed as a helper", async () => {
    const question = await ask('ada');
    const answer = await push<unknown>(server, 'interactions', m.ada.token, [{ newDocumentState: reaction('can_help', m.ada.id, question.id) }]);
    expect(answer).toMatchObject({ status: 400, body: { error: 'bad_request', message: expect.stringMatching(/cannot offer help on your own question/) } });
    expect(await stored('interactions', interactionId('can_help', m.ada.id, question.id))).toBeUndefined();
    expect(await stored('questions', question.id)).toMatchObject({ help_count: 0 });
    expect((await pullAll(server, 'notifications', m.ada.token)).filter((n) => n.link === `/questions/${question.slug}`)).toEqual([]);
  });

  it("answers a 'can help' made active on one's own question with the inactive master, and lets other reactions through", async () => {
    const question = await ask('ada');
    expect((await toggle('ada', 'can_help', question.id, false)).body).toEqual([]);
    const answer = await toggle('ada', 'can_help', question.id, true);
    expect(answer.body).toMatchObject([{ id: interactionId('can_help', m.ada.id, question.id), active: false }]);
    expect(await stored('questions', question.id)).toMatchObject({ help_count: 0 });
    expect((await toggle('ada', 'me_too', question.id, true)).body).toEqual([]);
    expect((await toggle('ada', 'bookmark', question.id, true)).body).toEqual([]);
    expect((await toggle('grace', 'can_help', question.id, true)).body).toEqual([]);
    expect(await stored('questions', question.id)).toMatchObject({ help_count: 1, me_too_count: 1 });
  });

  it("never stamps a question or a reaction with a created time ahead of the server's clock", async () => {
    const future = new Date(Date.now() + 10 * 60_000).toISOString();
    const before = Date.now();
    const question = await ask('ada', { created_at: future });
    expect(Date.parse(String(question.created_at))).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(String(question.created_at))).toBeGreaterThanOrEqual(before);
    const early = { ...reaction('uplift', m.grace.id, String(question.id)), created_at: future };
    expect((await push(server, 'interactions', m.grace.token, [{ newDocumentState: early }])).body).toEqual([]);
    const uplift = (await stored('interactions', early.id)) as Doc<'interactions'>;
    expect(Date.parse(String(uplift.created_at))).toBeLessThanOrEqual(Date.now());
  });

  it('never doubles a count when a push is replayed', async () => {
    const question = await ask('ada');
    const rows = [{ newDocumentState: reaction('me_too', m.grace.id, question.id) }, { newDocumentState: reaction('can_help', m.grace.id, question.id) }];
    expect((await push(server, 'interactions', m.grace.token, rows)).body).toEqual([]);
    for (let i = 0; i < 2; i++) {
      const replay = await push(server, 'interactions', m.grace.token, rows);
      expect(replay.body).toHaveLength(2);
      expect(replay.body.every((doc) => doc.sync_state === 'sent')).toBe(true);
    }
    expect(await stored('questions', question.id)).toMatchObject({ me_too_count: 1, help_count: 1, rank_relatable: RANK_MAX - 1, rank_helpers: RANK_MAX - 1 });
    const interaction = (await stored('interactions', rows[0]!.newDocumentState.id)) as Doc<'interactions'>;
    expect(interaction.sync_state).toBe('sent');
  });

  it('restamps the question when its counts change, so it replicates too', async () => {
    const question = await ask('ada');
    const stream = await openStream(server, m.katherine.token);
    await toggle('grace', 'uplift', question.id, true);
    const frame = await stream.waitFor((f) => f.collection === 'questions' && f.documents.some((d) => d.id === question.id && d.uplift_count === 1));
    stream.close();
    expect(frame.documents[0]?.updatedAt).toBeGreaterThan(question.updatedAt as number);
  });

  it.each([
    ['an id that is not derived from kind, member and target', (q: string) => ({ ...reaction('uplift', m.grace.id, q), id: 'uplift:whatever' }), 400, /id must be/],
    ["someone else's name", (q: string) => reaction('uplift', m.ada.id, q), 403, /own name/],
    ['a target that does not exist', () => reaction('uplift', m.grace.id, randomUUID()), 404, /No question/],
    ['a target of the wrong kind', () => reaction('uplift', m.grace.id, m.ada.id), 404, /No question/],
    ['meeting yourself', () => reaction('we_met', m.grace.id, m.grace.id), 400, /yourself/],
  ])('refuses %s with %i and the reason, and stores nothing', async (_label, make, status, reason) => {
    const question = await ask('ada');
    const doc = make(question.id);
    const answer = await push<unknown>(server, 'interactions', m.grace.token, [{ newDocumentState: doc }]);
    expect(answer).toMatchObject({ status, body: { message: expect.stringMatching(reason) } });
    expect(await stored('interactions', doc.id)).toBeUndefined();
  });

  it("answers a toggle of another member's interaction with the master state", async () => {
    const question = await ask('ada');
    await toggle('grace', 'me_too', question.id, true);
    const master = (await stored('interactions', interactionId('me_too', m.grace.id, question.id))) as Doc<'interactions'>;
    const { body } = await push(server, 'interactions', m.tim.token, [{ newDocumentState: { ...master, active: false }, assumedMasterState: master }]);
    expect(body).toMatchObject([{ id: master.id, active: true }]);
  });

  it('pages through interactions, whose ids are longer than a UUID, without skipping or repeating', async () => {
    const question = await ask('ada');
    for (const kind of ['uplift', 'me_too', 'can_help', 'bookmark'] as const) await toggle('katherine', kind, question.id, true);
    const all = await pullAll(server, 'interactions', m.katherine.token, 1000);
    const paged = await pullAll(server, 'interactions', m.katherine.token, 1);
    expect(paged.map((doc) => doc.id)).toEqual(all.map((doc) => doc.id));
    expect(all.length).toBeGreaterThan(4);
  });

  it('shows a bookmark only to its owner, we met only to the two members, other reactions to every member', async () => {
    const question = await ask('ada');
    await toggle('grace', 'bookmark', question.id, true);
    await toggle('grace', 'we_met', m.tim.id, true);
    await toggle('grace', 'uplift', question.id, true);
    const ids = async (who: keyof Members) => new Set((await pullAll(server, 'interactions', m[who].token)).map((doc) => doc.id));
    const [grace, tim, katherine] = [await ids('grace'), await ids('tim'), await ids('katherine')];
    const bookmark = interactionId('bookmark', m.grace.id, question.id);
    const weMet = interactionId('we_met', m.grace.id, m.tim.id);
    const uplift = interactionId('uplift', m.grace.id, question.id);
    expect([grace.has(bookmark), tim.has(bookmark), katherine.has(bookmark)]).toEqual([true, false, false]);
    expect([grace.has(weMet), tim.has(weMet), katherine.has(weMet)]).toEqual([true, true, false]);
    expect([grace.has(uplift), tim.has(uplift), katherine.has(uplift)]).toEqual([true, true, true]);
  });
});

describe('notifications through replication', () => {
  it('tells the author when someone can help, once per helper, and never tells you about yourself', async () => {
    const question = await ask('ada', { title: 'Who knows Kysely?' });
    await toggle('grace', 'can_help', question.id, true);
    await toggle('ada', 'can_help', question.id, true);
    const mine = (await pullAll(server, 'notifications', m.ada.token)).filter((n) => n.link === `/questions/${question.slug}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: 'can_help', title: 'Grace Hopper can help with your question', status: 'unread', user_id: m.ada.id, actor_id: m.grace.id, sync_state: 'sent' });
    await toggle('grace', 'can_help', question.id, false);
    await toggle('grace', 'can_help', question.id, true);
    expect((await pullAll(server, 'notifications', m.ada.token)).filter((n) => n.link === `/questions/${question.slug}`)).toHaveLength(1);
  });

  it('serves notifications to their recipient only, who may change the status and nothing else', async () => {
    const question = await ask('ada');
    await toggle('tim', 'can_help', question.id, true);
    const [notice] = (await pullAll(server, 'notifications', m.ada.token)).filter((n) => n.actor_id === m.tim.id && n.body === question.title);
    expect(notice).toBeDefined();
    expect((await pullAll(server, 'notifications', m.grace.token)).some((n) => n.id === notice!.id)).toBe(false);
    const master = notice as Doc<'questions'>;
    const retitled = await push(server, 'notifications', m.ada.token, [{ newDocumentState: { ...master, title: 'Changed' }, assumedMasterState: master }]);
    expect(retitled.body.map((doc) => doc.title)).toEqual([master.title]);
    const byOther = await push<unknown>(server, 'notifications', m.grace.token, [{ newDocumentState: { ...master, status: 'read' }, assumedMasterState: master }]);
    expect(byOther).toEqual({ status: 403, body: { error: 'forbidden', message: 'Only the server makes notifications, and only their recipient changes them' } });
    const read = await push(server, 'notifications', m.ada.token, [{ newDocumentState: { ...master, status: 'read', sync_state: 'pending' }, assumedMasterState: master }]);
    expect(read.body).toEqual([]);
    expect(await stored('notifications', master.id)).toMatchObject({ status: 'read', sync_state: 'sent' });
  });

  it('does not let a client create a notification', async () => {
    const doc = { id: randomUUID(), user_id: m.grace.id, kind: 'spam', title: 'Hi', status: 'unread', created_at: iso(), sync_state: 'pending', updatedAt: 0, _deleted: false };
    const answer = await push<unknown>(server, 'notifications', m.ada.token, [{ newDocumentState: doc }]);
    expect(answer).toEqual({ status: 403, body: { error: 'forbidden', message: 'Only the server makes notifications, and only their recipient changes them' } });
    expect(await stored('notifications', doc.id)).toBeUndefined();
  });
});
