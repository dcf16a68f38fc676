import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPT_AN_ANSWER_OF_IT, ONLY_THE_ASKER_ACCEPTS, ONLY_THE_AUTHOR_CHANGES, type AnswerDoc } from '../../schemas/answer.schema';
import type { EventDoc } from '../../schemas/event.schema';
import { interactionId } from '../../schemas/interaction.schema';
import type { NotificationDoc } from '../../schemas/notification.schema';
import type { QuestionDoc } from '../../schemas/question.schema';
import { reportId } from '../../schemas/report.schema';
import { api, pullAll, push, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';

const HOUR = 3_600_000;

let server: TestServer;
let m: Members;

type Refused = { error: string; message: string };
type Pulled<T> = T & { _deleted: boolean };

beforeAll(async () => {
  server = await startTestServer({ LIVE_STATUS_TICK_MS: '2147483647' });
  m = await signInDemoMembers(server);
});
afterAll(() => server.close());

/** An event of Ada's, on now, with Grace as its moderator. */
async function eventOfAda(name: string, qaMode: 'open' | 'approval' = 'open'): Promise<EventDoc> {
  const start = Date.now() - HOUR;
  const body = { name, live_status: 'live', is_community: false, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 4 * HOUR).toISOString(), team: [{ user_id: m.grace.id, role: 'moderator' }], qa_mode: qaMode };
  const { status, body: created } = await api<{ data: EventDoc } & Refused>(server, 'POST', '/events', { token: m.ada.token, body });
  expect(status, created.message).toBe(201);
  return created.data;
}

async function ask(token: string, title: string, eventId?: string): Promise<QuestionDoc> {
  const { status, body } = await api<{ data: QuestionDoc } & Refused>(server, 'POST', '/questions', { token, body: { title, ...(eventId ? { event_id: eventId } : {}) } });
  expect(status, body.message).toBe(201);
  return body.data;
}

async function answerRest(token: string, question: QuestionDoc, text: string): Promise<AnswerDoc> {
  const { status, body } = await api<{ data: AnswerDoc } & Refused>(server, 'POST', `/questions/${question.id}/answers`, { token, body: { body: text } });
  expect(status, body.message).toBe(201);
  return body.data;
}

/** A new answer as a device stores it, pushed. */
function answerPush(token: string, authorId: string, question: QuestionDoc, text: string, id = randomUUID()) {
  const doc = { id, question_id: question.id, event_id: '', author_id: authorId, body: text, created_at: new Date().toISOString(), sync_state: 'pending', updatedAt: 0, _deleted: false };
  return push(server, 'answers', token, [{ assumedMasterState: null, newDocumentState: doc }]);
}

const questionAs = async (token: string, id: string) => (await pullAll<Pulled<QuestionDoc>>(server, 'questions', token)).find((doc) => doc.id === id);
const answerAs = async (token: string, id: string) => (await pullAll<Pulled<AnswerDoc>>(server, 'answers', token)).find((doc) => doc.id === id);
const notificationsOf = async (token: string) => pullAll<NotificationDoc>(server, 'notifications', token);

/** A device's push of a change to the document it holds as `master`. */
const change = <T extends { id: string }>(collection: string, token: string, master: T, fields: Partial<T> & Record<string, unknown>) =>
  push<T>(server, collection, token, [{ assumedMasterState: { ...master, _deleted: false }, newDocumentState: { ...master, ...fields, sync_state: 'pending', _deleted: false } }]);

async function react(token: string, userId: string, kind: 'me_too' | 'bookmark', questionId: string) {
  const doc = { id: interactionId(kind, userId, questionId), kind, user_id: userId, target_id: questionId, active: true, created_at: new Date().toISOString(), sync_state: 'pending', updatedAt: 0, _deleted: false };
  const { status, body } = await push(server, 'interactions', token, [{ assumedMasterState: null, newDocumentState: doc }]);
  expect(status, JSON.stringify(body)).toBe(200);
}

describe('answers through REST and push', () => {
  it('an answer is written in the token’s name with its question’s event, whatever the device sends', async () => {
    const event = await eventOfAda('Answers Night');
    const question = await ask(m.ada.token, 'Where are the adapters?', event.id);
    const { status } = await answerPush(m.tim.token, m.grace.id, question, 'By the door', 'a-forged-0000-0000-0000-000000000001');
    expect(status).toBe(200);
    expect(await answerAs(m.ada.token, 'a-forged-0000-0000-0000-000000000001')).toMatchObject({ author_id: m.tim.id, event_id: event.id, question_id: question.id, body: 'By the door', moderation: 'approved' });
  });

  it('counts the answers on the question as they are posted, deleted and hidden, through REST and push alike', async () => {
    const event = await eventOfAda('Counting Night');
    const question = await ask(m.ada.token, 'Is there a cloakroom?', event.id);
    const first = await answerRest(m.grace.token, question, 'Yes, downstairs');
    await answerPush(m.tim.token, m.tim.id, question, 'Left of the stage');
    const third = await answerRest(m.katherine.token, question, 'Ask at the desk');
    expect(await questionAs(m.ada.token, question.id)).toMatchObject({ answer_count: 3 });
    expect((await api(server, 'DELETE', `/answers/${third.id}`, { token: m.katherine.token })).status).toBe(204);
    expect(await questionAs(m.ada.token, question.id)).toMatchObject({ answer_count: 2 });
    // Grace moderates the event: she hides Tim's answer, which no longer counts.
    const tims = (await api<{ data: AnswerDoc[] }>(server, 'GET', `/questions/${question.id}/answers`, { token: m.grace.token })).body.data.find((a) => a.author_id === m.tim.id) as AnswerDoc;
    const hidden = await api<Refused>(server, 'PUT', `/answers/${tims.id}`, { token: m.grace.token, body: { moderation: 'hidden', hidden_reason: 'Off-topic' } });
    expect(hidden.status, hidden.body.message).toBe(200);
    expect(await questionAs(m.ada.token, question.id)).toMatchObject({ answer_count: 1 });
    // Everyone else no longer reads it; its author does, and is told.
    expect(await answerAs(m.katherine.token, tims.id)).toMatchObject({ _deleted: true });
    expect(await answerAs(m.tim.token, tims.id)).toMatchObject({ moderation: 'hidden', hidden_reason: 'Off-topic' });
    expect((await notificationsOf(m.tim.token)).some((n) => n.kind === 'answer_hidden')).toBe(true);
    // A question edited by its asker keeps the server's count, whatever the device says.
    const held = (await questionAs(m.ada.token, question.id)) as Pulled<QuestionDoc>;
    const { _deleted, ...master } = held;
    await change('questions', m.ada.token, master, { description: 'Coats too', answer_count: 40 });
    expect(await questionAs(m.ada.token, question.id)).toMatchObject({ answer_count: 1, description: 'Coats too' });
    expect(first.body).toBe('Yes, downstairs');
  });

  it("an event's moderators hide an answer with a reason and show it again, by push as by REST; its author is told why, and nobody else may", async () => {
    const event = await eventOfAda('Hidden Answers Night');
    const question = await ask(m.katherine.token, 'Where is the quiet room?', event.id);
    const id = randomUUID();
    expect((await answerPush(m.tim.token, m.tim.id, question, 'Buy my course at https://example.com')).status).toBe(200);
    expect((await answerPush(m.tim.token, m.tim.id, question, 'Upstairs, second door', id)).status).toBe(200);
    const spam = (await api<{ data: AnswerDoc[] }>(server, 'GET', `/questions/${question.id}/answers`, { token: m.grace.token })).body.data.find((a) => a.body.startsWith('Buy')) as AnswerDoc;
    const held = (await answerAs(m.grace.token, spam.id)) as Pulled<AnswerDoc>;
    // A member who does not moderate the event is refused, by push and REST alike, and nothing changes; the author too.
    const { _deleted, ...master } = held;
    const byKatherine = await change('answers', m.katherine.token, master, { moderation: 'hidden', hidden_reason: 'Spam or advertising' });
    expect(byKatherine.status).toBe(200);
    expect(byKatherine.body).toEqual([expect.objectContaining({ id: spam.id, moderation: 'approved' })]);
    const byRest = await api<Refused>(server, 'PUT', `/answers/${spam.id}`, { token: m.katherine.token, body: { moderation: 'hidden', hidden_reason: 'Spam or advertising' } });
    expect(byRest.status).toBe(403);
    expect(byRest.body.message).toBe(ONLY_THE_AUTHOR_CHANGES);
    // Grace moderates: a reason is needed, as its author is told it.
    const noReason = await change('answers', m.grace.token, master, { moderation: 'hidden', hidden_reason: ' ' });
    expect(noReason.body).toEqual([expect.objectContaining({ moderation: 'approved' })]);
    // Her hide from her phone, sent once she is back online: it stands, and Tim is told why.
    const hidden = await change('answers', m.grace.token, master, { moderation: 'hidden', hidden_reason: 'Spam or advertising' });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual([]);
    expect(await answerAs(m.tim.token, spam.id)).toMatchObject({ moderation: 'hidden', hidden_reason: 'Spam or advertising', body: spam.body });
    expect(await answerAs(m.katherine.token, spam.id)).toMatchObject({ _deleted: true });
    expect(await questionAs(m.katherine.token, question.id)).toMatchObject({ answer_count: 1 });
    const told = (await notificationsOf(m.tim.token)).filter((n) => n.kind === 'answer_hidden' && JSON.stringify(n).includes('Spam or advertising'));
    expect(told).toHaveLength(1);
    // Its author cannot show it again: the moderators' say.
    const hiddenMaster = (await answerAs(m.tim.token, spam.id)) as Pulled<AnswerDoc>;
    const { _deleted: _gone, ...hiddenHeld } = hiddenMaster;
    await change('answers', m.tim.token, hiddenHeld, { moderation: 'approved', hidden_reason: undefined });
    expect(await answerAs(m.tim.token, spam.id)).toMatchObject({ moderation: 'hidden' });
    // A member who cannot read it is answered as for an answer that does not exist.
    const unseen = await api<Refused>(server, 'PUT', `/answers/${spam.id}`, { token: m.katherine.token, body: { moderation: 'approved' } });
    const missing = await api<Refused>(server, 'PUT', `/answers/${randomUUID()}`, { token: m.katherine.token, body: { moderation: 'approved' } });
    expect({ status: unseen.status, body: unseen.body }).toEqual({ status: missing.status, body: missing.body });
    expect(unseen.status).toBe(404);
    // Ada, its organiser, shows it again through REST: everyone reads it, its reason gone, and it counts again.
    const shown = await api<{ data: AnswerDoc } & Refused>(server, 'PUT', `/answers/${spam.id}`, { token: m.ada.token, body: { moderation: 'approved', hidden_reason: null } });
    expect(shown.status, shown.body.message).toBe(200);
    expect(shown.body.data.hidden_reason).toBeUndefined();
    expect(await answerAs(m.katherine.token, spam.id)).toMatchObject({ moderation: 'approved', _deleted: false });
    expect(await questionAs(m.katherine.token, question.id)).toMatchObject({ answer_count: 2 });
    // A hide from REST without a reason is refused in words.
    const bare = await api<Refused>(server, 'PUT', `/answers/${id}`, { token: m.grace.token, body: { moderation: 'hidden' } });
    expect(bare.status).toBe(403);
    expect(bare.body.message).toBe('Say why it is hidden: its author is told');
  });

  it('a deleted answer serves no text, by pull, by id or in the list', async () => {
    const question = await ask(m.ada.token, 'Who has a spare HDMI cable?');
    const given = await answerRest(m.grace.token, question, 'I do: https://example.com/cable');
    expect((await api(server, 'DELETE', `/answers/${given.id}`, { token: m.grace.token })).status).toBe(204);
    const pulled = await answerAs(m.ada.token, given.id);
    expect(pulled).toMatchObject({ _deleted: true });
    expect(JSON.stringify(pulled)).not.toContain('example.com');
    expect((await api(server, 'GET', `/answers/${given.id}`, { token: m.ada.token })).status).toBe(404);
    const listed = await api<{ data: AnswerDoc[] }>(server, 'GET', `/questions/${question.id}/answers`, { token: m.ada.token });
    expect(listed.body.data.map((a) => a.id)).not.toContain(given.id);
  });

  it('nobody edits or deletes another member’s answer: REST refuses, a push gets the stored answer back', async () => {
    const question = await ask(m.ada.token, 'Which room is the keynote in?');
    const given = await answerRest(m.grace.token, question, 'The main hall');
    const edited = await api<Refused>(server, 'PUT', `/answers/${given.id}`, { token: m.tim.token, body: { body: 'The basement' } });
    expect(edited).toMatchObject({ status: 403, body: { message: ONLY_THE_AUTHOR_CHANGES } });
    expect((await api<Refused>(server, 'DELETE', `/answers/${given.id}`, { token: m.tim.token })).status).toBe(403);
    const held = (await answerAs(m.tim.token, given.id)) as Pulled<AnswerDoc>;
    const { _deleted, ...master } = held;
    const pushed = await change('answers', m.tim.token, master, { body: 'The basement' });
    expect(pushed.status).toBe(200);
    expect((pushed.body as AnswerDoc[])[0]).toMatchObject({ body: 'The main hall' });
    expect(await answerAs(m.ada.token, given.id)).toMatchObject({ body: 'The main hall', _deleted: false });
    // Its author edits it: the edit is dated.
    const own = await api<{ data: AnswerDoc }>(server, 'PUT', `/answers/${given.id}`, { token: m.grace.token, body: { body: 'The main hall, upstairs' } });
    expect(own.status).toBe(200);
    expect(own.body.data.edited_at).toEqual(expect.any(String));
  });

  it('only the asker accepts, only an answer of that question, and may take it back', async () => {
    const question = await ask(m.ada.token, 'How do I get to the venue?');
    const other = await ask(m.ada.token, 'Is lunch vegan?');
    const given = await answerRest(m.grace.token, question, 'Tram 4, then walk');
    const elsewhere = await answerRest(m.grace.token, other, 'Mostly');
    // Not the asker: refused through REST, the stored question back through a push.
    const byOther = await api<Refused>(server, 'PUT', `/questions/${question.id}`, { token: m.tim.token, body: { accepted_answer_id: given.id } });
    expect(byOther).toMatchObject({ status: 403 });
    const { _deleted, ...master } = (await questionAs(m.tim.token, question.id)) as Pulled<QuestionDoc>;
    const pushed = await change('questions', m.tim.token, master, { accepted_answer_id: given.id });
    expect(pushed.status).toBe(200);
    expect((pushed.body as QuestionDoc[])[0]?.accepted_answer_id).toBeUndefined();
    expect((await api<Refused>(server, 'PUT', `/questions/${question.id}`, { token: m.grace.token, body: { accepted_answer_id: given.id } })).body.message).toBe(ONLY_THE_ASKER_ACCEPTS);
    // The asker, with an answer of another question: refused.
    const wrong = await api<Refused>(server, 'PUT', `/questions/${question.id}`, { token: m.ada.token, body: { accepted_answer_id: elsewhere.id } });
    expect(wrong).toMatchObject({ status: 403, body: { message: ACCEPT_AN_ANSWER_OF_IT } });
    // The asker, with an answer of this one: accepted; and unset again.
    const accepted = await api<{ data: QuestionDoc }>(server, 'PUT', `/questions/${question.id}`, { token: m.ada.token, body: { accepted_answer_id: given.id } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.accepted_answer_id).toBe(given.id);
    const unset = await api<{ data: QuestionDoc }>(server, 'PUT', `/questions/${question.id}`, { token: m.ada.token, body: { accepted_answer_id: null } });
    expect(unset.body.data.accepted_answer_id).toBeUndefined();
  });

  it('the big screen shows a question solved once its asker accepts an answer', async () => {
    const event = await eventOfAda('Solved Night');
    const question = await ask(m.ada.token, 'Where is the coat check?', event.id);
    const given = await answerRest(m.grace.token, question, 'By the entrance');
    const live = async () => (await api<{ data: { questions: { id: string; solved?: boolean }[] } }>(server, 'GET', `/events/${event.id}/live`)).body.data.questions.find((q) => q.id === question.id);
    expect((await live())?.solved).toBeUndefined();
    expect((await api(server, 'PUT', `/questions/${question.id}`, { token: m.ada.token, body: { accepted_answer_id: given.id } })).status).toBe(200);
    expect((await live())?.solved).toBe(true);
  });

  it('an accepted answer deleted is no longer accepted', async () => {
    const question = await ask(m.ada.token, 'Where is the quiet room?');
    const given = await answerRest(m.grace.token, question, 'Second floor');
    expect((await api(server, 'PUT', `/questions/${question.id}`, { token: m.ada.token, body: { accepted_answer_id: given.id } })).status).toBe(200);
    expect((await api(server, 'DELETE', `/answers/${given.id}`, { token: m.grace.token })).status).toBe(204);
    expect(await questionAs(m.ada.token, question.id)).toMatchObject({ answer_count: 0 });
    expect((await questionAs(m.ada.token, question.id))?.accepted_answer_id).toBeUndefined();
  });

  it('withholds the answers of a question waiting for approval as it withholds the question', async () => {
    const event = await eventOfAda('Approval Night', 'approval');
    const waiting = await ask(m.tim.token, 'Can I bring a friend?', event.id);
    expect(waiting.moderation).toBe('waiting');
    const own = await answerRest(m.tim.token, waiting, 'Asking for myself, really');
    // Katherine (not on the team) reads neither, by pull (a tombstone, no words), list or id; a new answer from her is refused.
    expect(await answerAs(m.katherine.token, own.id)).toMatchObject({ _deleted: true, body: '' });
    expect((await api(server, 'GET', `/questions/${waiting.id}/answers`, { token: m.katherine.token })).status).toBe(404);
    expect((await api(server, 'GET', `/answers/${own.id}`, { token: m.katherine.token })).status).toBe(404);
    expect((await answerPush(m.katherine.token, m.katherine.id, waiting, 'Sure')).status).toBe(403);
    // Its moderator reads them.
    expect(await answerAs(m.grace.token, own.id)).toMatchObject({ body: 'Asking for myself, really' });
    // Hidden after being shown: a device that held the answer gets a tombstone.
    const open = await ask(m.ada.token, 'Is the wifi working?', event.id);
    const given = await answerRest(m.katherine.token, open, 'It is, slowly');
    expect(await answerAs(m.tim.token, given.id)).toMatchObject({ body: 'It is, slowly' });
    const hide = await api<Refused>(server, 'PUT', `/questions/${open.id}`, { token: m.grace.token, body: { moderation: 'hidden', hidden_reason: 'Asked twice' } });
    expect(hide.status, hide.body.message).toBe(200);
    expect(await answerAs(m.tim.token, given.id)).toMatchObject({ _deleted: true });
    expect(JSON.stringify(await answerAs(m.tim.token, given.id))).not.toContain('slowly');
  });

  it('tells the asker of new answers (one notification, counting), the answerer when accepted, and each member who bookmarked or said me too', async () => {
    const question = await ask(m.ada.token, 'Where do I charge my phone?');
    await react(m.tim.token, m.tim.id, 'me_too', question.id);
    await react(m.katherine.token, m.katherine.id, 'bookmark', question.id);
    await answerRest(m.ada.token, question, 'Found one myself, maybe');
    expect((await notificationsOf(m.ada.token)).filter((n) => n.kind === 'answers_posted' && n.link?.includes(question.slug ?? question.id))).toHaveLength(0);
    const given = await answerRest(m.grace.token, question, 'Sockets by the windows');
    await answerPush(m.tim.token, m.tim.id, question, 'Behind the stage');
    const toAsker = (await notificationsOf(m.ada.token)).filter((n) => n.kind === 'answers_posted' && n.body?.startsWith(question.title));
    expect(toAsker).toHaveLength(1);
    expect(toAsker[0]).toMatchObject({ title: '2 answers to your question', status: 'unread', link: `/questions/${question.slug}` });
    expect((await api(server, 'PUT', `/questions/${question.id}`, { token: m.ada.token, body: { accepted_answer_id: given.id } })).status).toBe(200);
    expect((await notificationsOf(m.grace.token)).find((n) => n.kind === 'answer_accepted' && n.body === question.title)).toMatchObject({ title: 'Your answer was accepted', link: `/questions/${question.slug}` });
    for (const follower of [m.tim, m.katherine]) {
      const solved = (await notificationsOf(follower.token)).filter((n) => n.kind === 'question_solved' && n.body?.startsWith(question.title));
      expect(solved).toHaveLength(1);
    }
  });

  it('a report of an answer goes to its event’s moderators, and hiding it hides the answer', async () => {
    const event = await eventOfAda('Report Night');
    const question = await ask(m.ada.token, 'Any tips for the workshop?', event.id);
    const given = await answerRest(m.tim.token, question, 'Buy my course at https://spam.example');
    const report = { id: reportId(m.katherine.id, 'answer', given.id), reporter_id: m.katherine.id, target_kind: 'answer', target_id: given.id, reason: 'spam', status: 'open', created_at: new Date().toISOString(), sync_state: 'pending', updatedAt: 0, _deleted: false };
    expect((await push(server, 'reports', m.katherine.token, [{ assumedMasterState: null, newDocumentState: report }])).status).toBe(200);
    const held = (await pullAll<Pulled<typeof report>>(server, 'reports', m.grace.token)).find((doc) => doc.id === report.id);
    expect(held).toMatchObject({ event_id: event.id, target_author_id: m.tim.id });
    const { _deleted, ...master } = held as Pulled<typeof report>;
    expect((await change('reports', m.grace.token, master, { status: 'hidden' })).status).toBe(200);
    expect(await answerAs(m.katherine.token, given.id)).toMatchObject({ _deleted: true });
    expect(await answerAs(m.tim.token, given.id)).toMatchObject({ moderation: 'hidden', hidden_reason: 'Spam or advertising' });
  });
});
