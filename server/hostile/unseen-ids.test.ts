import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directRoomId } from '../../schemas/chat-room.schema';
import { interactionId } from '../../schemas/interaction.schema';
import { reportId } from '../../schemas/report.schema';
import { COLLECTIONS } from '../replication/collections';
import { call, changes, snapshot, startWorld, type Answer, type Call, type World } from './world';

/**
 * Ids of direct rooms, meetings and bookmarks are made from public member ids, so anyone can name
 * them; a held question's id may have been seen while it was shown, or shared by its asker. Whatever
 * a member sends naming such an id of others, the answer must read the same whether that document
 * exists or not, and whatever it holds: else it tells who chats with whom, who met whom and who
 * bookmarked what.
 */

let w: World;
type Doc = Record<string, unknown> & { id: string };

/** The private documents that exist (the member's, with the bystander) and the same kind of ids that do not. */
let existing: { bookmark: Doc; meeting: Doc; card: Doc; dm: string; notification: Doc; suggestion: Doc; scan: Doc; report: Doc; waiting: Doc; answer: Doc; hiddenAnswer: Doc; draftPoll: Doc };
let absent: { bookmark: string; meeting: string; card: string; dm: string };

const iso = () => new Date().toISOString();

async function asMember(collection: string, id: string): Promise<Doc> {
  const found = await call(w.server, { method: 'GET', path: `/replication/${collection}/docs?ids=${encodeURIComponent(id)}`, token: w.token.member });
  const doc = (found.body as { documents: Doc[] }).documents[0];
  if (!doc) throw new Error(`the member cannot read ${collection} ${id}`);
  return doc;
}

beforeAll(async () => {
  w = await startWorld();
  const { member, champion } = w.id;
  const bystander = w.bystander.id;
  const question = w.fixtures.question.id;
  const met = await call(w.server, { method: 'POST', path: `/interactions/we-met?other_user_id=${bystander}`, token: w.token.member });
  if (met.status >= 300) throw new Error(`recording a meeting answered ${met.status}`);
  const meetingId = interactionId('we_met', member, bystander);
  // The member's own card of the bystander: a note and tags only the member reads.
  const noted = await call(w.server, { method: 'POST', path: '/interactions', token: w.token.member, body: { kind: 'contact', target_id: bystander, note: 'By the espresso bar', tags: ['hiring'] } });
  if (noted.status !== 201) throw new Error(`noting the contact answered ${noted.status}`);
  const dm = directRoomId(member, bystander);
  const room = { id: dm, participant_ids: [member, bystander], created_at: iso(), last_message_at: Date.now(), sync_state: 'pending', updatedAt: 0, _deleted: false };
  const opened = await call(w.server, { method: 'POST', path: '/replication/chat_rooms/push', token: w.token.member, body: [{ newDocumentState: room }] });
  if (opened.status !== 200) throw new Error(`opening a direct chat answered ${opened.status}`);
  // A question of the member's that waits for approval at the champion's event: only its asker and the event's moderators read it.
  const approving = await call(w.server, { method: 'POST', path: '/events', token: w.token.champion, body: { name: 'Approving Evening', live_status: 'live', is_community: false, qa_mode: 'approval' } });
  if (approving.status !== 201) throw new Error(`making an event that approves its questions answered ${approving.status}`);
  const held = await call(w.server, { method: 'POST', path: '/questions', token: w.token.member, body: { title: 'Is the venue step-free?', event_id: (approving.body as { data: { id: string } }).data.id } });
  if (held.status !== 201) throw new Error(`asking a question there answered ${held.status}`);
  // A question waiting for approval in the member's event, and its asker's answer: its event's moderators and its asker read them, nobody else.
  const approval = await call(w.server, { method: 'PUT', path: `/events/${w.fixtures.event.id}`, token: w.token.member, body: { qa_mode: 'approval' } });
  if (approval.status !== 200) throw new Error(`turning approval on answered ${approval.status}`);
  const asked = await call(w.server, { method: 'POST', path: '/questions', token: w.bystander.token, body: { title: 'Is the after-party on?', event_id: w.fixtures.event.id } });
  const waiting = (asked.body as { data: Doc }).data;
  if (waiting?.moderation !== 'waiting') throw new Error('the question does not wait');
  const answered = await call(w.server, { method: 'POST', path: `/questions/${waiting.id}/answers`, token: w.bystander.token, body: { body: 'It is, at nine' } });
  if (answered.status !== 201) throw new Error(`answering answered ${answered.status}`);
  // An answer to the member's shown question that an admin hid: its author and the moderators read it, nobody else.
  const given = await call(w.server, { method: 'POST', path: `/questions/${question}/answers`, token: w.bystander.token, body: { body: 'Buy my course' } });
  if (given.status !== 201) throw new Error(`answering the shown question answered ${given.status}`);
  const hid = await call(w.server, { method: 'PUT', path: `/answers/${(given.body as { data: Doc }).data.id}`, token: w.token.admin, body: { moderation: 'hidden', hidden_reason: 'Spam or advertising' } });
  if (hid.status !== 200) throw new Error(`hiding the answer answered ${hid.status}`);
  existing = {
    hiddenAnswer: (hid.body as { data: Doc }).data,
    waiting: await asMember('questions', (held.body as { data: { id: string } }).data.id),
    answer: (answered.body as { data: Doc }).data,
    bookmark: await asMember('interactions', w.fixtures.bookmark),
    meeting: await asMember('interactions', meetingId),
    card: await asMember('interactions', interactionId('contact', member, bystander)),
    dm,
    notification: await asMember('notifications', w.fixtures.notification),
    suggestion: await asMember('feature_suggestions', w.fixtures.suggestion),
    scan: await asMember('door_scans', w.fixtures.scan),
    report: await asMember('reports', w.fixtures.report),
    draftPoll: await asMember('polls', w.fixtures.draftPoll),
  };
  absent = { bookmark: interactionId('bookmark', bystander, question), meeting: interactionId('we_met', champion, bystander), card: interactionId('contact', champion, bystander), dm: directRoomId(champion, bystander) };
});
afterAll(() => w.server.close());

const pushOf = (collection: string, rows: unknown[]): Call => ({ method: 'POST', path: `/replication/${collection}/push`, token: w.token.other, body: rows });

/** A document of the same shape under another id (and, for a pair's document, another pair). */
const moved = (doc: Doc, id: string, fields: Record<string, unknown> = {}): Doc => ({ ...doc, id, ...fields });

const absentMeeting = (fields: Record<string, unknown> = {}) => moved(existing.meeting, absent.meeting, { user_id: w.id.champion, target_id: w.bystander.id, ...fields });
const absentCard = (fields: Record<string, unknown> = {}) => moved(existing.card, absent.card, { user_id: w.id.champion, ...fields });
const absentBookmark = (fields: Record<string, unknown> = {}) => moved(existing.bookmark, absent.bookmark, { user_id: w.bystander.id, ...fields });
const message = (room: string) => {
  const now = Date.now();
  return { id: randomUUID(), room_id: room, sender_id: w.id.other, body: 'Are you two talking?', timestamp: now, status: 'pending', network_state_when_created: 'online', cached_at: now, last_updated: now, updatedAt: 0, _deleted: false };
};
const vote = (id: string, voter: string) => ({ id, kind: 'vote', user_id: voter, target_id: w.fixtures.poll, active: true, choices: ['no'], created_at: iso(), sync_state: 'pending', updatedAt: 0, _deleted: false });
const room = (id: string, participants: string[]) => ({ id, participant_ids: participants, created_at: iso(), last_message_at: Date.now(), sync_state: 'pending', updatedAt: 0, _deleted: false });

/** Another member's write naming a private document that exists, and the same write naming one that does not. */
type Pair = { existing: () => Call; absent: () => Call };

const PUSHES: Record<string, Pair> = {
  'a bookmark in its owner’s name': {
    existing: () => pushOf('interactions', [{ newDocumentState: { ...existing.bookmark, active: false, sync_state: 'pending' } }]),
    absent: () => pushOf('interactions', [{ newDocumentState: absentBookmark({ active: false, sync_state: 'pending' }) }]),
  },
  'a bookmark in the sender’s own name': {
    existing: () => pushOf('interactions', [{ newDocumentState: { ...existing.bookmark, user_id: w.id.other, sync_state: 'pending' } }]),
    absent: () => pushOf('interactions', [{ newDocumentState: absentBookmark({ user_id: w.id.other, sync_state: 'pending' }) }]),
  },
  'a bookmark with the assumed master state of what is stored': {
    existing: () => pushOf('interactions', [{ newDocumentState: { ...existing.bookmark, active: false, sync_state: 'pending' }, assumedMasterState: existing.bookmark }]),
    absent: () => pushOf('interactions', [{ newDocumentState: absentBookmark({ active: false, sync_state: 'pending' }), assumedMasterState: absentBookmark() }]),
  },
  'a contact’s private note and tags guessed right, word for word': {
    existing: () => pushOf('interactions', [{ newDocumentState: existing.card }]),
    absent: () => pushOf('interactions', [{ newDocumentState: absentCard() }]),
  },
  'a contact’s private note guessed wrong': {
    existing: () => pushOf('interactions', [{ newDocumentState: { ...existing.card, note: 'At the door', sync_state: 'pending' } }]),
    absent: () => pushOf('interactions', [{ newDocumentState: absentCard({ note: 'At the door', sync_state: 'pending' }) }]),
  },
  'a contact’s private tags changed': {
    existing: () => pushOf('interactions', [{ newDocumentState: { ...existing.card, tags: ['spam'], sync_state: 'pending' }, assumedMasterState: existing.card }]),
    absent: () => pushOf('interactions', [{ newDocumentState: absentCard({ tags: ['spam'], sync_state: 'pending' }), assumedMasterState: absentCard() }]),
  },
  'a meeting confirmed by a third member': {
    existing: () => pushOf('interactions', [{ newDocumentState: { ...existing.meeting, confirmed: true, sync_state: 'pending' }, assumedMasterState: existing.meeting }]),
    absent: () => pushOf('interactions', [{ newDocumentState: absentMeeting({ confirmed: true, sync_state: 'pending' }), assumedMasterState: absentMeeting() }]),
  },
  'a meeting taken back': {
    existing: () => pushOf('interactions', [{ newDocumentState: { ...existing.meeting, active: false, sync_state: 'pending' }, assumedMasterState: existing.meeting }]),
    absent: () => pushOf('interactions', [{ newDocumentState: absentMeeting({ active: false, sync_state: 'pending' }), assumedMasterState: absentMeeting() }]),
  },
  'a direct chat of two other members': {
    existing: () => pushOf('chat_rooms', [{ newDocumentState: room(existing.dm, [w.id.member, w.bystander.id]) }]),
    absent: () => pushOf('chat_rooms', [{ newDocumentState: room(absent.dm, [w.id.champion, w.bystander.id]) }]),
  },
  'a direct chat of two other members, renamed': {
    existing: () => pushOf('chat_rooms', [{ newDocumentState: { ...room(existing.dm, [w.id.member, w.bystander.id]), title: 'Ours now' }, assumedMasterState: room(existing.dm, [w.id.member, w.bystander.id]) }]),
    absent: () => pushOf('chat_rooms', [{ newDocumentState: { ...room(absent.dm, [w.id.champion, w.bystander.id]), title: 'Ours now' }, assumedMasterState: room(absent.dm, [w.id.champion, w.bystander.id]) }]),
  },
  'a message to a direct chat of two other members': {
    existing: () => pushOf('chat_messages', [{ newDocumentState: message(existing.dm) }]),
    absent: () => pushOf('chat_messages', [{ newDocumentState: message(absent.dm) }]),
  },
  'a notification of another member marked read': {
    existing: () => pushOf('notifications', [{ newDocumentState: { ...existing.notification, status: 'read', sync_state: 'pending' }, assumedMasterState: existing.notification }]),
    absent: () => pushOf('notifications', [{ newDocumentState: moved(existing.notification, randomUUID(), { status: 'read', sync_state: 'pending' }) }]),
  },
  'a scan at the door of an event the sender does not run': {
    existing: () => pushOf('door_scans', [{ newDocumentState: { ...existing.scan, how: 'list', sync_state: 'pending' } }]),
    absent: () => pushOf('door_scans', [{ newDocumentState: moved(existing.scan, randomUUID(), { how: 'list', sync_state: 'pending' }) }]),
  },
  'a report of another member, resolved': {
    existing: () => pushOf('reports', [{ newDocumentState: { ...existing.report, status: 'dismissed', sync_state: 'pending' }, assumedMasterState: existing.report }]),
    absent: () => {
      // The member's report of the champion's profile, which they never made.
      const id = reportId(w.id.member, 'user', w.id.champion);
      return pushOf('reports', [{ newDocumentState: moved(existing.report, id, { target_id: w.id.champion, status: 'dismissed', sync_state: 'pending' }), assumedMasterState: moved(existing.report, id, { target_id: w.id.champion }) }]);
    },
  },
  'a question waiting for approval, approved by a member who does not moderate': {
    existing: () => pushOf('questions', [{ newDocumentState: { ...existing.waiting, moderation: 'approved', sync_state: 'pending' }, assumedMasterState: existing.waiting }]),
    absent: () => {
      const id = randomUUID();
      return pushOf('questions', [{ newDocumentState: moved(existing.waiting, id, { moderation: 'approved', sync_state: 'pending' }), assumedMasterState: moved(existing.waiting, id) }]);
    },
  },
  'an answer to a question waiting for approval': {
    existing: () => pushOf('answers', [{ newDocumentState: { ...existing.answer, body: 'Mine now', sync_state: 'pending', _deleted: false } }]),
    absent: () => pushOf('answers', [{ newDocumentState: moved({ ...existing.answer, _deleted: false }, randomUUID(), { body: 'Mine now', sync_state: 'pending' }) }]),
  },
  'a vote of another member, changed': {
    existing: () => pushOf('interactions', [{ newDocumentState: vote(w.fixtures.vote, w.bystander.id) }]),
    absent: () => pushOf('interactions', [{ newDocumentState: vote(interactionId('vote', w.id.champion, w.fixtures.poll), w.id.champion) }]),
  },
  'a draft poll of an event the sender does not run': {
    existing: () => pushOf('polls', [{ newDocumentState: { ...existing.draftPoll, question: 'Leaked?', sync_state: 'pending' } }]),
    absent: () => pushOf('polls', [{ newDocumentState: moved(existing.draftPoll, randomUUID(), { question: 'Leaked?', sync_state: 'pending' }) }]),
  },
  'a suggestion of another member': {
    existing: () => pushOf('feature_suggestions', [{ newDocumentState: { ...existing.suggestion, title: 'Mine now', sync_state: 'pending' } }]),
    absent: () => pushOf('feature_suggestions', [{ newDocumentState: moved(existing.suggestion, randomUUID(), { title: 'Mine now', sync_state: 'pending' }) }]),
  },
};

const REST: Record<string, Pair> = {
  'POST /interactions: a bookmark in another member’s name': {
    existing: () => ({ method: 'POST', path: '/interactions', token: w.token.other, body: { kind: 'bookmark', target_id: w.fixtures.question.id, user_id: w.id.member } }),
    absent: () => ({ method: 'POST', path: '/interactions', token: w.token.other, body: { kind: 'bookmark', target_id: w.fixtures.question.id, user_id: w.bystander.id } }),
  },
  'POST /interactions: a meeting of two other members': {
    existing: () => ({ method: 'POST', path: '/interactions', token: w.token.other, body: { kind: 'we_met', target_id: w.bystander.id, user_id: w.id.member } }),
    absent: () => ({ method: 'POST', path: '/interactions', token: w.token.other, body: { kind: 'we_met', target_id: w.bystander.id, user_id: w.id.champion } }),
  },
  'POST /interactions: a vote in another member’s name': {
    existing: () => ({ method: 'POST', path: '/interactions', token: w.token.other, body: { kind: 'vote', target_id: w.fixtures.poll, user_id: w.bystander.id, choices: ['no'] } }),
    absent: () => ({ method: 'POST', path: '/interactions', token: w.token.other, body: { kind: 'vote', target_id: w.fixtures.poll, user_id: w.id.champion, choices: ['no'] } }),
  },
  'DELETE /interactions/{id}: a bookmark': {
    existing: () => ({ method: 'DELETE', path: `/interactions/${encodeURIComponent(existing.bookmark.id)}`, token: w.token.other }),
    absent: () => ({ method: 'DELETE', path: `/interactions/${encodeURIComponent(absent.bookmark)}`, token: w.token.other }),
  },
  'DELETE /interactions/{id}: a contact card': {
    existing: () => ({ method: 'DELETE', path: `/interactions/${encodeURIComponent(existing.card.id)}`, token: w.token.other }),
    absent: () => ({ method: 'DELETE', path: `/interactions/${encodeURIComponent(absent.card)}`, token: w.token.other }),
  },
  'DELETE /interactions/{id}: a meeting': {
    existing: () => ({ method: 'DELETE', path: `/interactions/${encodeURIComponent(existing.meeting.id)}`, token: w.token.other }),
    absent: () => ({ method: 'DELETE', path: `/interactions/${encodeURIComponent(absent.meeting)}`, token: w.token.other }),
  },
  'POST /notifications/{id}': {
    existing: () => ({ method: 'POST', path: `/notifications/${existing.notification.id}?mark_as=read`, token: w.token.other }),
    absent: () => ({ method: 'POST', path: `/notifications/${randomUUID()}?mark_as=read`, token: w.token.other }),
  },
  'GET /questions/{id}: a question waiting for approval': {
    existing: () => ({ method: 'GET', path: `/questions/${existing.waiting.id}`, token: w.token.other }),
    absent: () => ({ method: 'GET', path: `/questions/${randomUUID()}`, token: w.token.other }),
  },
  'PUT /questions/{id}: a question waiting for approval, approved by a member who does not moderate': {
    existing: () => ({ method: 'PUT', path: `/questions/${existing.waiting.id}`, token: w.token.other, body: { moderation: 'approved' } }),
    absent: () => ({ method: 'PUT', path: `/questions/${randomUUID()}`, token: w.token.other, body: { moderation: 'approved' } }),
  },
  'POST /chats/{id}/read': {
    existing: () => ({ method: 'POST', path: `/chats/${existing.dm}/read`, token: w.token.other, body: {} }),
    absent: () => ({ method: 'POST', path: `/chats/${absent.dm}/read`, token: w.token.other, body: {} }),
  },
  'GET /answers/{id}: an answer to a question waiting for approval': {
    existing: () => ({ method: 'GET', path: `/answers/${String(existing.answer.id)}`, token: w.token.other }),
    absent: () => ({ method: 'GET', path: `/answers/${randomUUID()}`, token: w.token.other }),
  },
  'GET /answers/{id}: an answer its moderators hid': {
    existing: () => ({ method: 'GET', path: `/answers/${existing.hiddenAnswer.id}`, token: w.token.other }),
    absent: () => ({ method: 'GET', path: `/answers/${randomUUID()}`, token: w.token.other }),
  },
  'PUT /answers/{id}: an answer its moderators hid, shown again by a member who does not moderate': {
    existing: () => ({ method: 'PUT', path: `/answers/${existing.hiddenAnswer.id}`, token: w.token.other, body: { moderation: 'approved' } }),
    absent: () => ({ method: 'PUT', path: `/answers/${randomUUID()}`, token: w.token.other, body: { moderation: 'approved' } }),
  },
  'DELETE /answers/{id}: an answer its moderators hid': {
    existing: () => ({ method: 'DELETE', path: `/answers/${existing.hiddenAnswer.id}`, token: w.token.other }),
    absent: () => ({ method: 'DELETE', path: `/answers/${randomUUID()}`, token: w.token.other }),
  },
  'GET /chats/{id}/messages': {
    existing: () => ({ method: 'GET', path: `/chats/${existing.dm}/messages`, token: w.token.other }),
    absent: () => ({ method: 'GET', path: `/chats/${absent.dm}/messages`, token: w.token.other }),
  },
};

/** Both writes are refused alike, status and body, and neither changes anything. */
async function expectSameRefusal(pair: Pair): Promise<Answer[]> {
  const before = await snapshot(w.server);
  const answers = [await call(w.server, pair.existing()), await call(w.server, pair.absent())];
  expect(changes(before, await snapshot(w.server))).toEqual({});
  const [there, notThere] = answers.map((answer) => ({ status: answer.status, body: answer.body }));
  expect(there?.status).toBeGreaterThanOrEqual(400);
  expect(there).toEqual(notThere);
  return answers;
}

describe('a write naming another member’s private document', () => {
  it('covers every collection whose documents only some members may read', () => {
    const covered = new Set(Object.values(PUSHES).map((pair) => (pair.existing().path.split('/')[2] as string)));
    // Questions are every member's to read, but those waiting for approval or hidden: covered above.
    const publicToMembers = ['events', 'users', 'sessions'];
    expect([...covered].sort()).toEqual(Object.keys(COLLECTIONS).filter((name) => !publicToMembers.includes(name)).sort());
  });

  it.each(Object.keys(PUSHES))('through a push, %s: the same refusal whether it exists or not', async (name) => {
    await expectSameRefusal(PUSHES[name] as Pair);
  });

  it.each(Object.keys(REST))('through REST, %s: the same refusal whether it exists or not', async (name) => {
    await expectSameRefusal(REST[name] as Pair);
  });

  it('leaves the private documents as their members hold them', async () => {
    expect(await asMember('interactions', existing.meeting.id)).toMatchObject({ active: true, confirmed: false });
    expect(await asMember('interactions', existing.card.id)).toMatchObject({ active: true, note: 'By the espresso bar', tags: ['hiring'] });
    expect(await asMember('interactions', existing.bookmark.id)).toMatchObject({ active: true, user_id: w.id.member });
    expect(await asMember('notifications', existing.notification.id)).toMatchObject({ status: existing.notification.status });
    expect(((await asMember('chat_rooms', existing.dm)).participant_ids as string[]).sort()).toEqual([w.id.member, w.bystander.id].sort());
  });
});
