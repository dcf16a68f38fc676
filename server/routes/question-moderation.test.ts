import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDoc } from '../../schemas/event.schema';
import { interactionId } from '../../schemas/interaction.schema';
import type { NotificationDoc } from '../../schemas/notification.schema';
import type { QuestionDoc } from '../../schemas/question.schema';
import type { LiveSnapshot } from '../../schemas/event-live';
import { api, pullAll, push, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';

const HOUR = 3_600_000;

let server: TestServer;
let m: Members;

type Refused = { error: string; message: string };

beforeAll(async () => {
  server = await startTestServer({ LIVE_STATUS_TICK_MS: '2147483647' });
  m = await signInDemoMembers(server);
});
afterAll(() => server.close());

/** An event of Ada's, on now, with Grace as its moderator and the Q&A mode given. */
async function moderatedEvent(name: string, qaMode: 'open' | 'approval' = 'approval'): Promise<EventDoc> {
  const start = Date.now() - HOUR;
  const body = {
    name,
    live_status: 'live',
    is_community: false,
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + 4 * HOUR).toISOString(),
    team: [{ user_id: m.grace.id, role: 'moderator' }],
    qa_mode: qaMode,
  };
  const { status, body: created } = await api<{ data: EventDoc } & Refused>(server, 'POST', '/events', { token: m.ada.token, body });
  expect(status, created.message).toBe(201);
  return created.data;
}

async function ask(token: string, event: EventDoc, title: string): Promise<QuestionDoc> {
  const { status, body } = await api<{ data: QuestionDoc } & Refused>(server, 'POST', '/questions', { token, body: { title, event_id: event.id } });
  expect(status, body.message).toBe(201);
  return body.data;
}

/** The question as `token`'s device pulls it (a tombstone when withheld), or undefined when never served. */
const pulled = async (token: string, id: string) => (await pullAll<QuestionDoc & { _deleted: boolean }>(server, 'questions', token)).find((doc) => doc.id === id);

/** A device's push of a change to the question it holds as `master`. */
const decide = (token: string, master: QuestionDoc, change: Partial<QuestionDoc>) =>
  push<QuestionDoc>(server, 'questions', token, [{ assumedMasterState: { ...master, _deleted: false }, newDocumentState: { ...master, ...change, sync_state: 'pending', _deleted: false } }]);

const notificationsOf = (token: string) => pullAll<NotificationDoc>(server, 'notifications', token);

async function react(token: string, userId: string, kind: 'me_too' | 'uplift' | 'can_help', questionId: string) {
  const doc = { id: interactionId(kind, userId, questionId), kind, user_id: userId, target_id: questionId, active: true, created_at: new Date().toISOString(), sync_state: 'pending', updatedAt: 0, _deleted: false };
  const { status, body } = await push(server, 'interactions', token, [{ assumedMasterState: null, newDocumentState: doc }]);
  expect(status, JSON.stringify(body)).toBe(200);
}

describe('moderated questions', () => {
  it('holds a question back in an event that approves its questions: its asker and the moderators see it waiting, nobody else', async () => {
    const event = await moderatedEvent('Approval Evening');
    const question = await ask(m.tim.token, event, 'Will the slides be shared?');
    expect(question.moderation).toBe('waiting');
    expect((await pulled(m.tim.token, question.id))?.moderation).toBe('waiting');
    expect((await pulled(m.grace.token, question.id))?.moderation).toBe('waiting');
    expect((await pulled(m.ada.token, question.id))?.moderation).toBe('waiting');
    // Another member's device is served a tombstone, with nothing of what was asked.
    const other = await pulled(m.katherine.token, question.id);
    expect(other?._deleted).toBe(true);
    expect(other?.title).not.toContain('slides');
    // Single reads and lists answer as if it did not exist.
    const one = await api<Refused>(server, 'GET', `/questions/${question.id}`, { token: m.katherine.token });
    const none = await api<Refused>(server, 'GET', `/questions/${randomUUID()}`, { token: m.katherine.token });
    expect([one.status, one.body.message]).toEqual([none.status, none.body.message]);
    const list = await api<{ data: QuestionDoc[] }>(server, 'GET', `/questions?event_id=${event.id}`, { token: m.katherine.token });
    expect(list.body.data.map((q) => q.id)).not.toContain(question.id);
    const own = await api<{ data: QuestionDoc[] }>(server, 'GET', `/questions?event_id=${event.id}`, { token: m.tim.token });
    expect(own.body.data.map((q) => q.id)).toContain(question.id);
  });

  it('tells the moderators once per event how many questions wait, not once per question', async () => {
    const event = await moderatedEvent('Counted Evening');
    await ask(m.tim.token, event, 'First waiting question');
    await ask(m.katherine.token, event, 'Second waiting question');
    const forGrace = (await notificationsOf(m.grace.token)).filter((n) => n.kind === 'questions_waiting' && n.title.includes('Counted Evening'));
    expect(forGrace).toHaveLength(1);
    expect(forGrace[0]!.title).toBe('2 questions wait for approval in Counted Evening');
    expect(forGrace[0]!.status).toBe('unread');
    expect((await notificationsOf(m.ada.token)).filter((n) => n.kind === 'questions_waiting' && n.title.includes('Counted Evening'))).toHaveLength(1);
  });

  it('shows an approved question to everyone and tells its asker', async () => {
    const event = await moderatedEvent('Approved Evening');
    const question = await ask(m.tim.token, event, 'Is there a recording?');
    const held = (await pulled(m.grace.token, question.id))!;
    const { body } = await decide(m.grace.token, held, { moderation: 'approved' });
    expect(body).toEqual([]);
    const seen = await pulled(m.katherine.token, question.id);
    expect([seen?._deleted, seen?.moderation, seen?.title]).toEqual([false, 'approved', 'Is there a recording?']);
    const told = (await notificationsOf(m.tim.token)).find((n) => n.kind === 'question_approved' && n.body === 'Is there a recording?');
    expect(told?.title).toBe('Your question was approved');
  });

  it('never lets an asker approve their own question, nor a member moderate an event they do not run', async () => {
    const event = await moderatedEvent('Self-approval Evening');
    const question = await ask(m.tim.token, event, 'Approve me please');
    const held = (await pulled(m.tim.token, question.id))!;
    await decide(m.tim.token, held, { moderation: 'approved' });
    expect((await pulled(m.tim.token, question.id))?.moderation).toBe('waiting');

    const open = await moderatedEvent('Open Evening', 'open');
    const shown = await ask(m.tim.token, open, 'A question anyone sees');
    expect(shown.moderation).toBe('approved');
    const master = (await pulled(m.katherine.token, shown.id))!;
    const { body } = await decide(m.katherine.token, master, { moderation: 'hidden', hidden_reason: 'I do not like it' });
    expect(body).toHaveLength(1);
    expect((body as QuestionDoc[])[0]!.moderation).toBe('approved');
    const put = await api<Refused>(server, 'PUT', `/questions/${shown.id}`, { token: m.katherine.token, body: { moderation: 'hidden', hidden_reason: 'Nope' } });
    expect(put.status).toBe(403);
  });

  it("hides a question with a reason its asker is told, and takes it off every other member's device", async () => {
    const event = await moderatedEvent('Hidden Evening', 'open');
    const question = await ask(m.tim.token, event, 'Buy cheap watches here');
    expect((await pulled(m.katherine.token, question.id))?._deleted).toBe(false);
    const noReason = await api<Refused>(server, 'PUT', `/questions/${question.id}`, { token: m.grace.token, body: { moderation: 'hidden' } });
    expect([noReason.status, noReason.body.message]).toEqual([403, 'Say why it is hidden: its author is told']);
    const hidden = await api<{ data: QuestionDoc } & Refused>(server, 'PUT', `/questions/${question.id}`, { token: m.grace.token, body: { moderation: 'hidden', hidden_reason: 'Advertising' } });
    expect(hidden.status, hidden.body.message).toBe(200);
    expect((await pulled(m.katherine.token, question.id))?._deleted).toBe(true);
    const asker = await pulled(m.tim.token, question.id);
    expect([asker?._deleted, asker?.moderation, asker?.hidden_reason]).toEqual([false, 'hidden', 'Advertising']);
    const told = (await notificationsOf(m.tim.token)).find((n) => n.kind === 'question_hidden' && n.link?.includes(question.slug ?? question.id));
    expect([told?.title, told?.body]).toEqual(['Your question was hidden', 'Hidden by the moderators: Advertising']);
  });

  it("keeps a moderator's hands off a question's words", async () => {
    const event = await moderatedEvent('Words Evening', 'open');
    const question = await ask(m.tim.token, event, 'My own words');
    const refused = await api<Refused>(server, 'PUT', `/questions/${question.id}`, { token: m.grace.token, body: { title: 'Better words' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain("its words are its asker's");
  });

  it('merges a duplicate into another question, carrying its reactions over and counting nobody twice', async () => {
    const event = await moderatedEvent('Merge Evening', 'open');
    const kept = await ask(m.tim.token, event, 'When is lunch?');
    const duplicate = await ask(m.katherine.token, event, 'What time is lunch?');
    await react(m.ada.token, m.ada.id, 'me_too', kept.id);
    await react(m.ada.token, m.ada.id, 'me_too', duplicate.id);
    await react(m.grace.token, m.grace.id, 'uplift', duplicate.id);
    // Tim asked the kept question: his help on the duplicate is not help with his own.
    await react(m.tim.token, m.tim.id, 'can_help', duplicate.id);
    const held = (await pulled(m.grace.token, duplicate.id))!;
    const { body } = await decide(m.grace.token, held, { moderation: 'hidden', merged_into: kept.id });
    expect(body).toEqual([]);
    const after = (await pulled(m.tim.token, kept.id))!;
    expect([after.me_too_count, after.uplift_count, after.help_count]).toEqual([1, 1, 0]);
    expect((await pulled(m.tim.token, duplicate.id))?._deleted).toBe(true);
    const told = (await notificationsOf(m.katherine.token)).find((n) => n.kind === 'question_hidden' && n.body?.includes('When is lunch?'));
    expect(told?.title).toBe('Your question was merged into another');
  });

  it('counts a reaction that reaches the server after the merge (cast offline before it) on the question it was merged into', async () => {
    const event = await moderatedEvent('Late Merge Evening', 'open');
    const kept = await ask(m.tim.token, event, 'Where are the chargers?');
    const duplicate = await ask(m.katherine.token, event, 'Can I charge my phone somewhere?');
    const held = (await pulled(m.grace.token, duplicate.id))!;
    await decide(m.grace.token, held, { moderation: 'hidden', merged_into: kept.id });
    await react(m.ada.token, m.ada.id, 'uplift', duplicate.id);
    await react(m.ada.token, m.ada.id, 'me_too', kept.id);
    await react(m.ada.token, m.ada.id, 'me_too', duplicate.id);
    const after = (await pulled(m.tim.token, kept.id))!;
    expect([after.me_too_count, after.uplift_count]).toEqual([1, 1]);
  });

  it('refuses a merge into a question of another event, or into itself', async () => {
    const event = await moderatedEvent('Bad Merge Evening', 'open');
    const other = await moderatedEvent('Elsewhere Evening', 'open');
    const question = await ask(m.tim.token, event, 'Merge me badly');
    const elsewhere = await ask(m.tim.token, other, 'Far away');
    for (const into of [elsewhere.id, question.id, randomUUID()]) {
      const refused = await api<Refused>(server, 'PUT', `/questions/${question.id}`, { token: m.grace.token, body: { moderation: 'hidden', merged_into: into } });
      expect([refused.status, refused.body.message]).toEqual([403, 'Merge it into another question of this event that is shown']);
    }
  });

  it("answers one question in the room at a time: the big screen shows it, the one before moves to answered, and its asker is told", async () => {
    const event = await moderatedEvent('Answering Evening', 'open');
    const first = await ask(m.tim.token, event, 'First in the room');
    const second = await ask(m.katherine.token, event, 'Second in the room');
    const put = (id: string, body: Record<string, unknown>) => api<{ data: QuestionDoc } & Refused>(server, 'PUT', `/questions/${id}`, { token: m.grace.token, body });
    expect((await put(first.id, { stage: 'answering' })).status).toBe(200);
    let live = (await api<{ data: LiveSnapshot }>(server, 'GET', `/events/${event.id}/live`)).body.data;
    expect(live.answering?.title).toBe('First in the room');
    expect(live.questions.map((q) => q.title)).toEqual(['Second in the room']);
    expect((await put(second.id, { stage: 'answering' })).status).toBe(200);
    expect((await pulled(m.tim.token, first.id))?.stage).toBe('answered');
    live = (await api<{ data: LiveSnapshot }>(server, 'GET', `/events/${event.id}/live`)).body.data;
    expect(live.answering?.title).toBe('Second in the room');
    expect(live.questions).toEqual([]);
    const told = (await notificationsOf(m.katherine.token)).find((n) => n.kind === 'question_answering' && n.body === 'Second in the room');
    expect(told?.title).toBe('Your question is being answered now');
    // However few its reactions, the question answered now is on the screen.
    const popular = await Promise.all(Array.from({ length: 12 }, (_, n) => ask(m.ada.token, event, `Popular question ${n}`)));
    for (const question of popular) await react(m.tim.token, m.tim.id, 'uplift', question.id);
    const quiet = await ask(m.tim.token, event, 'A quiet question');
    expect((await put(quiet.id, { stage: 'answering' })).status).toBe(200);
    live = (await api<{ data: LiveSnapshot }>(server, 'GET', `/events/${event.id}/live`)).body.data;
    expect(live.answering?.title).toBe('A quiet question');
    const waiting = await moderatedEvent('Answer Waiting Evening');
    const held = await ask(m.tim.token, waiting, 'Not shown yet');
    const refused = await api<Refused>(server, 'PUT', `/questions/${held.id}`, { token: m.grace.token, body: { stage: 'answering' } });
    expect([refused.status, refused.body.message]).toEqual([403, 'Only a question shown to everyone can be answered in the room']);
  });

  it('converges when two moderators decide on one question from the same copy: the first decision stands, the second gets it back', async () => {
    const event = await moderatedEvent('Two Moderators Evening');
    const start = Date.now() - HOUR;
    await api(server, 'PUT', `/events/${event.id}`, { token: m.ada.token, body: { team: [{ user_id: m.grace.id, role: 'moderator' }, { user_id: m.katherine.id, role: 'moderator' }], starts_at: new Date(start).toISOString() } });
    const question = await ask(m.tim.token, event, 'Decide on me twice');
    const copy = (await pulled(m.grace.token, question.id))!;
    expect((await decide(m.grace.token, copy, { moderation: 'approved' })).body).toEqual([]);
    const second = await decide(m.katherine.token, copy, { moderation: 'hidden', hidden_reason: 'Off topic' });
    expect((second.body as QuestionDoc[])[0]?.moderation).toBe('approved');
  });
});
