import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directRoomId } from '../../schemas/chat-room.schema';
import { OWN_REPORT, REPORT_REVIEWED, reportId, RESOLVERS_ONLY, type ReportDoc, type ReportTargetKind } from '../../schemas/report.schema';
import { api, pullAll, push, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';

let server: TestServer;
let m: Members;
const HOUR = 3_600_000;

beforeAll(async () => {
  // Katherine is an admin.
  server = await startTestServer({ ADMIN_EMAILS: 'katherine@example.com' });
  m = await signInDemoMembers(server);
});
afterAll(() => server.close());

type Name = keyof Members;
type Doc = Record<string, unknown> & { id: string };

async function eventOfAda(team: { user_id: string; role: string }[] = []) {
  const start = Date.now() + 24 * HOUR;
  const body = { name: `Reported Evening ${randomUUID().slice(0, 6)}`, live_status: 'planned', is_community: false, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3 * HOUR).toISOString(), team };
  const made = await api<{ data: { id: string; slug: string } }>(server, 'POST', '/events', { token: m.ada.token, body });
  expect(made.status).toBe(201);
  return made.body.data;
}

async function questionIn(eventId: string, author: Name) {
  const made = await api<{ data: { id: string } }>(server, 'POST', '/questions', { token: m[author].token, body: { title: 'Buy cheap watches here', event_id: eventId } });
  expect(made.status).toBe(201);
  return made.body.data.id;
}

const reportOf = (reporter: Name, kind: ReportTargetKind, targetId: string, fields: Record<string, unknown> = {}) => ({
  id: reportId(m[reporter].id, kind, targetId),
  reporter_id: m[reporter].id,
  target_kind: kind,
  target_id: targetId,
  reason: 'spam',
  status: 'open',
  created_at: new Date().toISOString(),
  sync_state: 'pending',
  updatedAt: 0,
  _deleted: false,
  ...fields,
});

const report = (reporter: Name, doc: Doc) => push<Doc>(server, 'reports', m[reporter].token, [{ newDocumentState: doc }]);
const readable = async (who: Name) => new Map((await pullAll<ReportDoc & { id: string }>(server, 'reports', m[who].token)).map((doc) => [doc.id, doc]));
const byId = async (who: Name, id: string) => (await api<{ documents: Doc[] }>(server, 'GET', `/replication/reports/docs?ids=${encodeURIComponent(id)}`, { token: m[who].token })).body.documents;
async function resolve(who: Name, id: string, status: string) {
  const [master] = await byId(who, id);
  if (!master) throw new Error(`${who} cannot read ${id}`);
  return push<Doc>(server, 'reports', m[who].token, [{ assumedMasterState: master, newDocumentState: { ...master, status, sync_state: 'pending' } }]);
}
const notificationsOf = async (who: Name) => pullAll<Doc & { kind: string; title: string; status: string; link?: string }>(server, 'notifications', m[who].token);

describe('reports', () => {
  it("sends a question's report to its event's organiser and moderators, with the event set by the server, and to nobody else", async () => {
    const event = await eventOfAda([{ user_id: m.tim.id, role: 'moderator' }, { user_id: m.grace.id, role: 'door' }]);
    const question = await questionIn(event.id, 'tim');
    const doc = reportOf('grace', 'question', question, { event_id: 'not-the-event', details: 'Third time today' });
    expect((await report('grace', doc)).body).toEqual([]);
    const stored = (await readable('grace')).get(doc.id);
    expect(stored).toMatchObject({ event_id: event.id, status: 'open', sync_state: 'sent', target_author_id: m.tim.id, excerpt: 'Buy cheap watches here' });
    // The organiser and the moderator read it (Tim wrote the question, yet moderates it); the admin too.
    for (const who of ['ada', 'tim', 'katherine'] as const) expect((await readable(who)).has(doc.id), who).toBe(true);
    // Nobody else, by pull or by id: a member cannot read reports.
    const outsider = await eventOfAda();
    const lonely = reportOf('grace', 'question', await questionIn(outsider.id, 'ada'));
    expect((await report('grace', lonely)).body).toEqual([]);
    expect((await readable('tim')).has(lonely.id)).toBe(false);
    expect(await byId('tim', lonely.id)).toEqual([]);
  });

  it('takes one report per member and thing: reporting again rewords it, a wrong id or a report of oneself is refused', async () => {
    const event = await eventOfAda();
    const question = await questionIn(event.id, 'ada');
    expect((await report('tim', reportOf('tim', 'question', question))).body).toEqual([]);
    const [master] = await byId('tim', reportId(m.tim.id, 'question', question));
    const again = await push(server, 'reports', m.tim.token, [{ assumedMasterState: master, newDocumentState: { ...master, reason: 'off_topic', sync_state: 'pending' } }]);
    expect(again.body).toEqual([]);
    expect((await byId('tim', master!.id))[0]).toMatchObject({ reason: 'off_topic' });
    expect((await report('tim', { ...reportOf('tim', 'question', question), id: 'report:mine' })).status).toBe(400);
    expect(await report('ada', reportOf('ada', 'question', question))).toMatchObject({ status: 400, body: { message: OWN_REPORT } });
    expect((await report('tim', reportOf('tim', 'question', 'no-such-question'))).status).toBe(404);
  });

  it("refuses a report of a message in a room the reporter is not in, as if it did not exist", async () => {
    const roomId = directRoomId(m.ada.id, m.grace.id);
    const room = { id: roomId, participant_ids: [m.ada.id, m.grace.id], created_at: new Date().toISOString(), last_message_at: 0, sync_state: 'pending', updatedAt: 0, _deleted: false };
    await push(server, 'chat_rooms', m.ada.token, [{ newDocumentState: room }]);
    const now = Date.now();
    const message = { id: randomUUID(), room_id: roomId, sender_id: m.ada.id, body: 'Private words', timestamp: now, status: 'pending', network_state_when_created: 'online', cached_at: now, last_updated: now, updatedAt: 0, _deleted: false };
    expect((await push(server, 'chat_messages', m.ada.token, [{ newDocumentState: message }])).body).toEqual([]);
    const outsider = await report('tim', reportOf('tim', 'chat_message', message.id));
    const nothing = await report('tim', reportOf('tim', 'chat_message', randomUUID()));
    expect([outsider.status, outsider.body]).toEqual([nothing.status, nothing.body]);
  });

  it('lets only resolvers resolve: hiding a message removes it for everyone, tells its sender and tells the reporter the outcome', async () => {
    const roomId = directRoomId(m.tim.id, m.grace.id);
    const room = { id: roomId, participant_ids: [m.tim.id, m.grace.id], created_at: new Date().toISOString(), last_message_at: 0, sync_state: 'pending', updatedAt: 0, _deleted: false };
    await push(server, 'chat_rooms', m.tim.token, [{ newDocumentState: room }]);
    const now = Date.now();
    const message = { id: randomUUID(), room_id: roomId, sender_id: m.tim.id, body: 'Nasty words', timestamp: now, status: 'pending', network_state_when_created: 'online', cached_at: now, last_updated: now, updatedAt: 0, _deleted: false };
    expect((await push(server, 'chat_messages', m.tim.token, [{ newDocumentState: message }])).body).toEqual([]);
    const doc = reportOf('grace', 'chat_message', message.id, { reason: 'harassment' });
    expect((await report('grace', doc)).body).toEqual([]);
    // A chat of no event goes to the admins (Katherine is one by ADMIN_EMAILS alone), who are told; the reporter cannot resolve it.
    expect(await readable('katherine')).toSatisfy((reports: Map<string, unknown>) => reports.has(doc.id));
    expect((await notificationsOf('katherine')).filter((n) => n.kind === 'reports_waiting' && n.link === '/reports').map((n) => n.status)).toEqual(['unread']);
    expect((await readable('ada')).has(doc.id)).toBe(false);
    expect((await resolve('grace', doc.id, 'dismissed')).body).toMatchObject([{ status: 'open' }]);
    expect((await resolve('katherine', doc.id, 'hidden')).body).toEqual([]);
    expect((await byId('grace', doc.id))[0]).toMatchObject({ status: 'hidden', resolved_by: m.katherine.id });
    const messages = await pullAll(server, 'chat_messages', m.grace.token);
    expect(messages.find((found) => found.id === message.id)).toMatchObject({ _deleted: true });
    expect((await notificationsOf('grace')).map((n) => n.title)).toContain('Your report was reviewed: the message was hidden');
    expect((await notificationsOf('tim')).map((n) => n.title)).toContain('A message of yours was hidden by the moderators');
    // Reviewed, it stays as it is: no rewording, no resolving again.
    expect((await resolve('katherine', doc.id, 'dismissed')).body).toMatchObject([{ status: 'hidden' }]);
    expect(REPORT_REVIEWED).toMatch(/reviewed/);
    expect(RESOLVERS_ONLY).toMatch(/moderators/);
  });

  it("tells an event's resolvers once, with the count, however many reports come, and clears it once none wait", async () => {
    const event = await eventOfAda([{ user_id: m.tim.id, role: 'co_host' }]);
    const ids: string[] = [];
    for (const author of ['ada', 'tim', 'ada'] as const) {
      const question = await questionIn(event.id, author);
      const doc = reportOf('grace', 'question', question);
      expect((await report('grace', doc)).body).toEqual([]);
      ids.push(doc.id);
    }
    for (const who of ['ada', 'tim'] as const) {
      const waiting = (await notificationsOf(who)).filter((n) => n.kind === 'reports_waiting' && n.link === `/events/${event.slug}/reports`);
      expect(waiting.map((n) => [n.title, n.status]), who).toEqual([['3 reports wait for review', 'unread']]);
    }
    for (const id of ids) expect((await resolve('tim', id, 'dismissed')).body).toEqual([]);
    const after = (await notificationsOf('ada')).filter((n) => n.kind === 'reports_waiting' && n.link === `/events/${event.slug}/reports`);
    expect(after.map((n) => [n.title, n.status])).toEqual([['No reports wait for review', 'read']]);
    expect((await notificationsOf('grace')).filter((n) => n.kind === 'report_outcome' && n.title.includes('no action was taken on the question')).length).toBeGreaterThanOrEqual(3);
  });

  it("hides a reported question as its moderators' hide, with the reporter's reason for its asker", async () => {
    const event = await eventOfAda();
    const question = await questionIn(event.id, 'tim');
    const doc = reportOf('grace', 'question', question, { reason: 'off_topic' });
    expect((await report('grace', doc)).body).toEqual([]);
    expect((await resolve('ada', doc.id, 'hidden')).body).toEqual([]);
    const [hidden] = (await api<{ documents: Doc[] }>(server, 'GET', `/replication/questions/docs?ids=${question}`, { token: m.tim.token })).body.documents;
    expect(hidden).toMatchObject({ moderation: 'hidden', hidden_reason: 'Off-topic' });
    expect((await notificationsOf('grace')).map((n) => n.title)).toContain('Your report was reviewed: the question was hidden');
  });

  it("takes a report of a word a word cloud shows, to its event's moderators; hiding it drops the word from the results everywhere", async () => {
    const event = await eventOfAda([{ user_id: m.tim.id, role: 'moderator' }]);
    const poll = { id: randomUUID(), event_id: event.id, kind: 'word_cloud', question: 'One word for today?', options: [], state: 'open', on_screen: false, created_by: m.ada.id, created_at: new Date().toISOString(), sync_state: 'pending', updatedAt: 0, _deleted: false };
    expect((await push<Doc>(server, 'polls', m.ada.token, [{ newDocumentState: poll }])).body).toEqual([]);
    for (const [who, word] of [['grace', 'Rubbish talk'], ['katherine', 'rubbish  talk '], ['tim', 'Inspiring']] as const) {
      const voted = await api(server, 'POST', '/interactions', { token: m[who].token, body: { kind: 'vote', target_id: poll.id, choices: [word] } });
      expect(voted.status).toBeLessThan(300);
    }
    const wordReport = (reporter: Name, word: string, fields: Record<string, unknown> = {}) =>
      reportOf(reporter, 'poll_word', poll.id, { id: reportId(m[reporter].id, 'poll_word', poll.id, word), target_word: word, ...fields });
    // A word the cloud does not show, one without a word, or a report's id naming another word is refused.
    expect((await report('grace', wordReport('grace', 'never given'))).status).toBe(404);
    expect((await report('grace', reportOf('grace', 'poll_word', poll.id))).status).toBe(400);
    expect((await report('grace', wordReport('grace', 'Inspiring', { target_word: 'rubbish talk' }))).status).toBe(400);
    // Grace reports the word as she saw it: the server keeps it tidied, for the event's moderators.
    const doc = wordReport('grace', 'Rubbish Talk ');
    expect((await report('grace', doc)).body).toEqual([]);
    expect((await readable('tim')).get(doc.id)).toMatchObject({ target_kind: 'poll_word', target_word: 'rubbish talk', excerpt: 'rubbish talk', event_id: event.id, status: 'open' });
    expect((await readable('tim')).get(doc.id)?.target_author_id).toBeUndefined();
    // Another word of the same poll is a report of its own.
    const other = wordReport('katherine', 'inspiring');
    expect((await report('katherine', other)).body).toEqual([]);
    expect(other.id).not.toBe(doc.id);
    // Tim, a moderator, hides it: the word leaves the results, the poll's hidden words name it, Grace hears the outcome.
    expect((await resolve('tim', doc.id, 'hidden')).body).toEqual([]);
    const [stored] = (await api<{ documents: Doc[] }>(server, 'GET', `/replication/polls/docs?ids=${poll.id}`, { token: m.grace.token })).body.documents;
    expect(stored).toMatchObject({ hidden_words: ['rubbish talk'], results: [{ key: 'inspiring', count: 1 }], voter_count: 3 });
    expect((await notificationsOf('grace')).some((n) => n.kind === 'report_outcome' && n.title === 'Your report was reviewed: the word was hidden')).toBe(true);
    // A draft poll's words are nobody's to report: answered as for a poll that does not exist.
    const draft = { ...poll, id: randomUUID(), state: 'draft' };
    expect((await push<Doc>(server, 'polls', m.ada.token, [{ newDocumentState: draft }])).body).toEqual([]);
    const hiddenDraft = await report('grace', reportOf('grace', 'poll_word', draft.id, { id: reportId(m.grace.id, 'poll_word', draft.id, 'x'), target_word: 'x' }));
    const nowhere = randomUUID();
    const missing = await report('grace', reportOf('grace', 'poll_word', nowhere, { id: reportId(m.grace.id, 'poll_word', nowhere, 'x'), target_word: 'x' }));
    expect(hiddenDraft.status).toBe(404);
    expect({ status: missing.status, body: missing.body }).toEqual({ status: hiddenDraft.status, body: hiddenDraft.body });
  });

  it('never dismisses a profile by hiding it, and refuses a guest', async () => {
    const doc = reportOf('tim', 'user', m.grace.id);
    expect((await report('tim', doc)).body).toEqual([]);
    expect((await resolve('katherine', doc.id, 'hidden')).body).toMatchObject([{ status: 'open' }]);
    expect((await api(server, 'GET', '/replication/reports/pull')).status).toBe(401);
  });
});
