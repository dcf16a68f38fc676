import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InteractionDoc } from '../../schemas/interaction.schema';
import type { QuestionDoc } from '../../schemas/question.schema';
import { api, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';

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
