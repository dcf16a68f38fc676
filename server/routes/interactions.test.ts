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
      body: expect.objectContaining({ error: 'bad_request', message: "You cannot offer help on your own question: 'Can help' is for other members' questions" }),
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
  type Read = Notification & { status: string };
  const notificationsOf = async (token: string) => (await pullAll<Read>(server, 'notifications', token)).filter((doc) => doc.kind === 'we_met');
  const confirmationsOf = async (token: string) => (await pullAll<Read>(server, 'notifications', token)).filter((doc) => doc.kind === 'meeting_confirmed');
  const meetingId = (a: string, b: string) => `we_met:${[a, b].sort().join(':')}`;

  it('whoever records it and however often: the other member recording it back, by REST or an offline push, leaves one, confirmed', async () => {
    const first = await api<One>(server, 'POST', `/interactions/we-met?other_user_id=${m.grace.id}`, { token: m.ada.token });
    expect(first.body.data).toMatchObject({ id: meetingId(m.ada.id, m.grace.id), user_id: m.ada.id, target_id: m.grace.id, other_user_id: m.grace.id, confirmed: false });
    // Ada recording it again confirms nothing: only Grace can.
    expect((await api<One>(server, 'POST', `/interactions/we-met?other_user_id=${m.grace.id}`, { token: m.ada.token })).body.data.confirmed).toBe(false);

    // Grace's phone recorded it offline before it knew of Ada's: its push meets Ada's record as the server's state.
    const offline = { id: meetingId(m.ada.id, m.grace.id), kind: 'we_met', user_id: m.grace.id, target_id: m.ada.id, active: true, confirmed: false, created_at: new Date().toISOString(), sync_state: 'pending', updatedAt: 0 };
    const conflict = await push<InteractionDoc>(server, 'interactions', m.grace.token, [{ newDocumentState: offline }]);
    expect(conflict.body).toMatchObject([{ id: offline.id, user_id: m.ada.id, target_id: m.grace.id, confirmed: false }]);
    // Her device merges (the server's record, confirmed by her) and pushes again on top of it.
    const merged = { ...conflict.body[0]!, confirmed: true, sync_state: 'pending' };
    expect((await push(server, 'interactions', m.grace.token, [{ newDocumentState: merged, assumedMasterState: conflict.body[0] }])).body).toEqual([]);

    const forGrace = await api<List>(server, 'GET', `/interactions?kind=we_met&other_user_id=${m.ada.id}`, { token: m.grace.token });
    const forAda = await api<List>(server, 'GET', `/interactions?kind=we_met&other_user_id=${m.grace.id}`, { token: m.ada.token });
    expect(forGrace.body).toMatchObject({ total: 1, data: [{ user_id: m.ada.id, confirmed: true, other_user_id: m.ada.id }] });
    expect(forAda.body).toMatchObject({ total: 1, data: [{ confirmed: true, other_user_id: m.grace.id }] });
    const back = await api<One>(server, 'POST', `/interactions/we-met?other_user_id=${m.ada.id}`, { token: m.grace.token });
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ id: first.body.data.id, user_id: m.ada.id, confirmed: true });
  });

  it('asks the other member to confirm, once, and tells the one who recorded it when they do', async () => {
    await api(server, 'POST', `/interactions/we-met?other_user_id=${m.katherine.id}`, { token: m.grace.token });
    await api(server, 'POST', `/interactions/we-met?other_user_id=${m.katherine.id}`, { token: m.grace.token });
    const toKatherine = (await notificationsOf(m.katherine.token)).filter((doc) => doc.actor_id === m.grace.id);
    expect(toKatherine).toMatchObject([{ user_id: m.katherine.id, title: 'Grace Hopper says you met', status: 'unread', link: expect.stringMatching(/^\/profile\//) }]);
    expect(await confirmationsOf(m.grace.token)).toEqual([]);

    await api(server, 'POST', `/interactions/we-met?other_user_id=${m.grace.id}`, { token: m.katherine.token });
    // The request to confirm is read now; Grace learns Katherine confirmed, and nobody is asked again.
    expect((await notificationsOf(m.katherine.token)).filter((doc) => doc.actor_id === m.grace.id)).toMatchObject([{ status: 'read' }]);
    expect(await confirmationsOf(m.grace.token)).toMatchObject([{ title: 'Katherine Johnson confirmed you met', actor_id: m.katherine.id }]);
    expect((await notificationsOf(m.grace.token)).filter((doc) => doc.actor_id === m.katherine.id)).toEqual([]);
  });

  it('is confirmed only by the other member writing it: a confirmation sent by the one who recorded it is ignored', async () => {
    const { body } = await api<One>(server, 'POST', `/interactions/we-met?other_user_id=${m.ada.id}`, { token: m.katherine.token });
    const master = (await pullAll<InteractionDoc>(server, 'interactions', m.katherine.token)).find((doc) => doc.id === body.data.id)!;
    expect((await push(server, 'interactions', m.katherine.token, [{ newDocumentState: { ...master, confirmed: true, sync_state: 'pending' }, assumedMasterState: master }])).body).toMatchObject([
      { confirmed: false },
    ]);
    const undone = await api<One>(server, 'DELETE', `/interactions/${encodeURIComponent(body.data.id)}`, { token: m.ada.token });
    // Taking it back is no confirmation either.
    expect(undone.body.data).toMatchObject({ active: false, confirmed: false });
  });

  it('either member may take it back; a third member may not touch it', async () => {
    const { body } = await api<One>(server, 'POST', `/interactions/we-met?other_user_id=${m.tim.id}`, { token: m.ada.token });
    const stranger = await api<Error>(server, 'DELETE', `/interactions/${encodeURIComponent(body.data.id)}`, { token: m.grace.token });
    expect(stranger.status).toBe(404);
    const undone = await api<One>(server, 'DELETE', `/interactions/${encodeURIComponent(body.data.id)}`, { token: m.tim.token });
    expect(undone.body.data).toMatchObject({ active: false, user_id: m.ada.id, other_user_id: m.ada.id });
  });
});

describe('contacts: what a member keeps of someone they met is theirs alone', () => {
  const cardId = (owner: string, other: string) => `contact:${owner}:${other}`;
  const everything = async (token: string) => pullAll<InteractionDoc>(server, 'interactions', token);

  it('keeps a note and tags that the other member (and anyone else) never gets, by REST or pull', async () => {
    const made = await api<One>(server, 'POST', '/interactions', { token: m.ada.token, body: { kind: 'contact', target_id: m.katherine.id, note: 'Knows orbital mechanics', tags: ['hiring', 'follow up'] } });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ id: cardId(m.ada.id, m.katherine.id), user_id: m.ada.id, note: 'Knows orbital mechanics', tags: ['hiring', 'follow up'] });
    expect((await everything(m.ada.token)).find((doc) => doc.id === made.body.data.id)).toMatchObject({ tags: ['hiring', 'follow up'] });
    for (const reader of [m.katherine, m.grace]) {
      const pulled = await everything(reader.token);
      expect(pulled.filter((doc) => doc.kind === 'contact' && doc.user_id === m.ada.id)).toEqual([]);
      expect(JSON.stringify(pulled)).not.toContain('orbital');
      const listed = await api<List>(server, 'GET', `/interactions?user_id=${m.ada.id}&kind=contact`, { token: reader.token });
      expect(listed.body).toEqual({ data: [], total: 0 });
    }
    // Katherine cannot write Ada's card either: the answer is that of a card that does not exist.
    const forged = { ...made.body.data, note: 'Mine now', sync_state: 'pending' };
    delete (forged as { other_user_id?: string }).other_user_id;
    const refused = await push(server, 'interactions', m.katherine.token, [{ newDocumentState: forged }]);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain('orbital');
  });

  it('moves a note sent on a meeting by a device of before onto its writer’s own card, so the other member never reads it', async () => {
    const { body } = await api<One>(server, 'POST', `/interactions/we-met?other_user_id=${m.grace.id}`, { token: m.tim.token });
    const master = (await everything(m.tim.token)).find((doc) => doc.id === body.data.id)!;
    const noted = { ...master, note: 'At the RustConf stand', sync_state: 'pending' };
    // The meeting stays as it was (its state comes back, without the note), and the note is on Tim's card.
    const answer = await push<InteractionDoc>(server, 'interactions', m.tim.token, [{ newDocumentState: noted, assumedMasterState: master }]);
    expect(answer.body.map((doc) => [doc.id, doc.note])).toEqual([[master.id, undefined]]);
    const forTim = await everything(m.tim.token);
    expect(forTim.find((doc) => doc.id === body.data.id)?.note).toBeUndefined();
    expect(forTim.find((doc) => doc.id === cardId(m.tim.id, m.grace.id))).toMatchObject({ kind: 'contact', note: 'At the RustConf stand', active: true });
    expect(JSON.stringify(await everything(m.grace.token))).not.toContain('RustConf');
  });

  it.each([
    ['more than 10 tags', Array.from({ length: 11 }, (_, i) => `tag ${i}`), 'A contact keeps up to 10 tags: this one has 11'],
    ['a tag over 30 characters', ['x'.repeat(31)], "Keep each tag to 30 characters: 'xxxxxxxxxxxx…' has 31"],
    ['a tag of punctuation', ['<script>'], "A tag holds letters, digits, spaces and - _ . & + # only, starting with a letter or digit: '<script>' does not"],
    ['a tag in capitals', ['Hiring'], "Tags are kept in lower case with single spaces: write 'hiring'"],
    ['a tag twice', ['hiring', 'hiring'], 'Each tag is kept once'],
    ['an empty tag', ['  '], 'A tag needs at least one letter or digit'],
  ])('refuses %s with 400 and the rule, through REST and push alike', async (_label, tags, message) => {
    const rest = await api<Error>(server, 'POST', '/interactions', { token: m.grace.token, body: { kind: 'contact', target_id: m.tim.id, tags } });
    expect(rest).toEqual({ status: 400, body: expect.objectContaining({ error: 'bad_request', message }) });
    const doc = { id: cardId(m.grace.id, m.tim.id), kind: 'contact', user_id: m.grace.id, target_id: m.tim.id, active: true, tags, created_at: new Date().toISOString(), sync_state: 'pending', updatedAt: 0 };
    const pushed = await push<Error>(server, 'interactions', m.grace.token, [{ newDocumentState: doc }]);
    expect(pushed.status).toBe(400);
    expect((pushed.body as unknown as Error).message).toBe(message);
  });

  it.each([
    ['tags on anything but a contact', { kind: 'uplift', tags: ['hiring'] }, false, 'Only a contact has tags'],
    ['a contact of oneself', { kind: 'contact' }, true, 'You cannot keep yourself as a contact'],
    ['an event on anything but a meeting', { kind: 'contact', event_id: 'e1' }, false, 'Only a meeting names its event'],
  ])('refuses %s with 400', async (_label, body, self, message) => {
    const status = 400;
    const { id } = await newQuestion();
    const target = body.kind === 'uplift' ? id : self ? m.grace.id : m.ada.id;
    const answer = await api<Error>(server, 'POST', '/interactions', { token: m.grace.token, body: { ...body, target_id: target } });
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
  });

  it("keeps where they met as the first member recorded it, and refuses an event that does not exist with 404", async () => {
    const unknown = await api<Error>(server, 'POST', '/interactions', { token: m.katherine.token, body: { kind: 'we_met', target_id: m.tim.id, event_id: 'no-such-event' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("No event has the id 'no-such-event'");
  });
});
