import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InteractionDoc } from '../../schemas/interaction.schema';
import type { QuestionDoc } from '../../schemas/question.schema';
import { api, pullAll, push, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';

let server: TestServer;
let m: Members;

type One = { data: InteractionDoc & { other_user_id?: string } };
type List = { data: (InteractionDoc & { other_user_id?: string })[]; total: number };
type Error = { error: string; message: string };

beforeAll(async () => {
  server = await startTestServer();
  m = await signInDemoMembers(server);
});
afterAll(() => server.close());

async function newQuestion(title = 'Who can help?') {
  return (await api<{ data: QuestionDoc }>(server, 'POST', '/questions', { token: m.ada.token, body: { title } })).body.data;
}
const question = async (id: string) => (await api<{ data: QuestionDoc }>(server, 'GET', `/questions/${id}`, { token: m.ada.token })).body.data;

describe('POST /interactions and DELETE /interactions/{id}', () => {
  it('applies a reaction once however often it is sent, and undoing it keeps it inactive', async () => {
    const { id } = await newQuestion();
    const first = await api<One>(server, 'POST', '/interactions', { token: m.grace.token, body: { kind: 'can_help', target_id: id } });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ id: `can_help:${m.grace.id}:${id}`, user_id: m.grace.id, active: true, sync_state: 'sent' });
    const again = await api<One>(server, 'POST', '/interactions', { token: m.grace.token, body: { kind: 'can_help', target_id: id } });
    expect(again.status).toBe(200);
    expect((await question(id)).help_count).toBe(1);
    const undone = await api<One>(server, 'DELETE', `/interactions/${first.body.data.id}`, { token: m.grace.token });
    expect(undone.body.data.active).toBe(false);
    expect((await question(id)).help_count).toBe(0);
  });

  it.each([
    ['an unknown kind', { kind: 'like', target_id: 'x' }, 400, /kind/],
    ['no target', { kind: 'uplift' }, 400, /target_id/],
    ['an unknown field', { kind: 'uplift', target_id: 'x', weight: 2 }, 400, /additional/],
    ['a target that does not exist', { kind: 'uplift', target_id: 'nope' }, 404, /No question has the id 'nope'/],
  ])('answers %s with %i and a message', async (_label, body, status, message) => {
    const answer = await api<Error>(server, 'POST', '/interactions', { token: m.grace.token, body });
    expect(answer.status).toBe(status);
    expect(answer.body.message).toMatch(message);
  });

  it("refuses 'can help' on one's own question with 400 and the reason, and keeps the other reactions", async () => {
    const { id } = await newQuestion();
    const own = await api<Error>(server, 'POST', '/interactions', { token: m.ada.token, body: { kind: 'can_help', target_id: id } });
    expect(own).toEqual({
      status: 400,
      body: { error: 'bad_request', message: "You cannot offer help on your own question: 'Can help' is for other members' questions" },
    });
    expect((await question(id)).help_count).toBe(0);
    expect((await api<One>(server, 'POST', '/interactions', { token: m.ada.token, body: { kind: 'uplift', target_id: id } })).status).toBe(201);
  });

  it("refuses a reaction in someone else's name, and undoing someone else's, with 403", async () => {
    const { id } = await newQuestion();
    const forged = await api<Error>(server, 'POST', '/interactions', { token: m.grace.token, body: { kind: 'uplift', target_id: id, user_id: m.tim.id } });
    expect(forged.status).toBe(403);
    const mine = await api<One>(server, 'POST', '/interactions', { token: m.tim.token, body: { kind: 'uplift', target_id: id } });
    const undo = await api<Error>(server, 'DELETE', `/interactions/${mine.body.data.id}`, { token: m.grace.token });
    expect(undo).toEqual({ status: 403, body: { error: 'forbidden', message: 'Only its owner may change this interaction' } });
  });

  it("answers an unknown interaction, or someone else's bookmark, with 404", async () => {
    const { id } = await newQuestion();
    const bookmark = await api<One>(server, 'POST', '/interactions', { token: m.tim.token, body: { kind: 'bookmark', target_id: id } });
    expect((await api(server, 'DELETE', `/interactions/${bookmark.body.data.id}`, { token: m.grace.token })).status).toBe(404);
    expect((await api(server, 'DELETE', '/interactions/nope', { token: m.grace.token })).status).toBe(404);
  });
});

describe("'we met'", () => {
  it('records a meeting with another member and finds it by both members', async () => {
    const met = await api<One>(server, 'POST', `/interactions/we-met?other_user_id=${m.katherine.id}`, { token: m.tim.token });
    expect(met.status).toBe(201);
    expect(met.body.data).toMatchObject({ kind: 'we_met', user_id: m.tim.id, target_id: m.katherine.id, other_user_id: m.katherine.id });
    const query = `/interactions?user_id=${m.tim.id}&other_user_id=${m.katherine.id}`;
    expect((await api<List>(server, 'GET', query, { token: m.katherine.token })).body).toMatchObject({ total: 1, data: [{ id: met.body.data.id }] });
    expect((await api<List>(server, 'GET', query, { token: m.ada.token })).body.total).toBe(0);
  });

  it.each([
    ['yourself', () => `other_user_id=${m.tim.id}`, 400, 'You cannot record meeting yourself'],
    ['someone unknown', () => 'other_user_id=nobody', 404, "No user has the id 'nobody'"],
    ['no one', () => '', 400, undefined],
  ])('refuses a meeting with %s', async (_label, query, status, message) => {
    const answer = await api<Error>(server, 'POST', `/interactions/we-met?${query()}`, { token: m.tim.token });
    expect(answer.status).toBe(status);
    if (message) expect(answer.body.message).toBe(message);
    else expect(answer.body.message).toMatch(/other_user_id/);
  });

  it('answers a guest with 401 and a bad list query with 400', async () => {
    expect((await api(server, 'GET', '/interactions')).status).toBe(401);
    expect((await api(server, 'GET', '/interactions?kind=like', { token: m.ada.token })).status).toBe(400);
  });
});

describe("'we met' is one meeting of two members", () => {
  type Notification = { id: string; user_id: string; kind: string; title: string; body: string; link: string; actor_id: string };
  const notificationsOf = async (token: string) => (await pullAll<Notification>(server, 'notifications', token)).filter((doc) => doc.kind === 'we_met');
  const meetingId = (a: string, b: string) => `we_met:${[a, b].sort().join(':')}`;

  it('whoever records it and however often: the other member recording it back, by REST or an offline push, leaves one', async () => {
    const first = await api<One>(server, 'POST', `/interactions/we-met?other_user_id=${m.grace.id}`, { token: m.ada.token });
    expect(first.body.data).toMatchObject({ id: meetingId(m.ada.id, m.grace.id), user_id: m.ada.id, target_id: m.grace.id, other_user_id: m.grace.id });
    const back = await api<One>(server, 'POST', `/interactions/we-met?other_user_id=${m.ada.id}`, { token: m.grace.token });
    expect(back.status).toBe(200);
    // The same record, which names Ada as the other member for Grace.
    expect(back.body.data).toMatchObject({ id: first.body.data.id, user_id: m.ada.id, target_id: m.grace.id, other_user_id: m.ada.id });

    // Grace's phone recorded it offline before it knew of Ada's: its push meets Ada's record as the server's state.
    const offline = { id: meetingId(m.ada.id, m.grace.id), kind: 'we_met', user_id: m.grace.id, target_id: m.ada.id, active: true, note: 'By the coffee', created_at: new Date().toISOString(), sync_state: 'pending', updatedAt: 0 };
    const conflict = await push<InteractionDoc>(server, 'interactions', m.grace.token, [{ newDocumentState: offline }]);
    expect(conflict.body).toMatchObject([{ id: offline.id, user_id: m.ada.id, target_id: m.grace.id }]);
    // Her device merges (the server's record, her note) and pushes again on top of it.
    const merged = { ...conflict.body[0]!, note: 'By the coffee', sync_state: 'pending' };
    expect((await push(server, 'interactions', m.grace.token, [{ newDocumentState: merged, assumedMasterState: conflict.body[0] }])).body).toEqual([]);

    const forGrace = await api<List>(server, 'GET', `/interactions?kind=we_met&other_user_id=${m.ada.id}`, { token: m.grace.token });
    const forAda = await api<List>(server, 'GET', `/interactions?kind=we_met&other_user_id=${m.grace.id}`, { token: m.ada.token });
    expect(forGrace.body).toMatchObject({ total: 1, data: [{ user_id: m.ada.id, note: 'By the coffee', other_user_id: m.ada.id }] });
    expect(forAda.body).toMatchObject({ total: 1, data: [{ note: 'By the coffee', other_user_id: m.grace.id }] });
  });

  it('tells the other member once, with a link to the profile of who recorded it', async () => {
    await api(server, 'POST', `/interactions/we-met?other_user_id=${m.katherine.id}`, { token: m.grace.token });
    await api(server, 'POST', `/interactions/we-met?other_user_id=${m.katherine.id}`, { token: m.grace.token });
    await api(server, 'POST', `/interactions/we-met?other_user_id=${m.grace.id}`, { token: m.katherine.token });
    const toKatherine = (await notificationsOf(m.katherine.token)).filter((doc) => doc.actor_id === m.grace.id);
    expect(toKatherine).toMatchObject([{ user_id: m.katherine.id, title: 'You met Grace Hopper', link: expect.stringMatching(/^\/profile\//) }]);
    // The one who recorded it is not told of their own meeting.
    expect((await notificationsOf(m.grace.token)).filter((doc) => doc.actor_id === m.katherine.id)).toEqual([]);
  });

  it('either member may add where or take it back; a third member may not touch it', async () => {
    const { body } = await api<One>(server, 'POST', `/interactions/we-met?other_user_id=${m.tim.id}`, { token: m.ada.token });
    const master = (await pullAll<InteractionDoc>(server, 'interactions', m.tim.token)).find((doc) => doc.id === body.data.id)!;
    const noted = { ...master, note: 'At the RustConf stand', sync_state: 'pending' };
    expect((await push(server, 'interactions', m.tim.token, [{ newDocumentState: noted, assumedMasterState: master }])).body).toEqual([]);
    const stranger = await api<Error>(server, 'DELETE', `/interactions/${encodeURIComponent(body.data.id)}`, { token: m.grace.token });
    expect(stranger.status).toBe(404);
    const undone = await api<One>(server, 'DELETE', `/interactions/${encodeURIComponent(body.data.id)}`, { token: m.tim.token });
    expect(undone.body.data).toMatchObject({ active: false, note: 'At the RustConf stand', user_id: m.ada.id, other_user_id: m.ada.id });
  });
});
