import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactionId } from '../../schemas/interaction.schema';
import { POLL_CLOSED, POLL_RUNNERS_ONLY, POLL_SESSION_OF_EVENT } from '../../schemas/poll-rules';
import type { LiveSnapshot } from '../../schemas/event-live';
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
type Poll = Doc & { state: string; results?: { key: string; count: number }[]; voter_count?: number; on_screen?: boolean; closed_at?: string; hidden_words?: string[] };

async function eventOfAda(team: { user_id: string; role: string }[] = []) {
  const start = Date.now() + 24 * HOUR;
  const body = { name: `Polled Evening ${randomUUID().slice(0, 6)}`, live_status: 'planned', is_community: false, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3 * HOUR).toISOString(), team };
  const made = await api<{ data: { id: string; slug: string } }>(server, 'POST', '/events', { token: m.ada.token, body });
  expect(made.status).toBe(201);
  return made.body.data;
}

const OPTIONS = [
  { id: 'tabs', label: 'Tabs' },
  { id: 'spaces', label: 'Spaces' },
];

const pollIn = (eventId: string, by: Name, fields: Record<string, unknown> = {}): Poll => ({
  id: randomUUID(), event_id: eventId, kind: 'single', question: 'Tabs or spaces?', options: OPTIONS, state: 'draft', on_screen: false,
  created_by: m[by].id, created_at: new Date().toISOString(), sync_state: 'pending', updatedAt: 0, _deleted: false, ...fields,
});

const byId = async (who: Name, collection: string, id: string) =>
  (await api<{ documents: Doc[] }>(server, 'GET', `/replication/${collection}/docs?ids=${encodeURIComponent(id)}`, { token: m[who].token })).body.documents[0] as Poll | undefined;

async function write(who: Name, poll: Poll, fields: Record<string, unknown> = {}) {
  const master = await byId(who, 'polls', poll.id);
  const next = { ...(master ?? poll), ...fields, sync_state: 'pending' };
  return push<Doc>(server, 'polls', m[who].token, [master ? { assumedMasterState: master, newDocumentState: next } : { newDocumentState: next }]);
}

const voteOf = (who: Name, pollId: string, choices: string[], fields: Record<string, unknown> = {}) => ({
  id: interactionId('vote', m[who].id, pollId), kind: 'vote', user_id: m[who].id, target_id: pollId, active: true, choices,
  created_at: new Date().toISOString(), sync_state: 'pending', updatedAt: 0, _deleted: false, ...fields,
});

/** A vote through a push, as a device sends it: over the member's vote when they have one. */
async function pushVote(who: Name, pollId: string, choices: string[], fields: Record<string, unknown> = {}) {
  const master = await byId(who, 'interactions', interactionId('vote', m[who].id, pollId));
  const next = { ...voteOf(who, pollId, choices, fields), ...(master ? { updatedAt: master.updatedAt } : {}) };
  return push<Doc>(server, 'interactions', m[who].token, [master ? { assumedMasterState: master, newDocumentState: next } : { newDocumentState: next }]);
}

const restVote = (who: Name, pollId: string, choices: string[], userId?: string) =>
  api<{ data: Doc; message?: string }>(server, 'POST', '/interactions', { token: m[who].token, body: { kind: 'vote', target_id: pollId, choices, ...(userId ? { user_id: userId } : {}) } });

const counts = (poll: Poll | undefined) => Object.fromEntries((poll?.results ?? []).map((line) => [line.key, line.count]));

describe('polls', () => {
  it('are made and opened by the organiser, co-hosts and moderators (and admins), never by a member or door staff', async () => {
    const event = await eventOfAda([{ user_id: m.tim.id, role: 'moderator' }, { user_id: m.grace.id, role: 'door' }]);
    for (const who of ['ada', 'tim', 'katherine'] as const) {
      const poll = pollIn(event.id, who, { state: 'open' });
      expect((await write(who, poll)).status, who).toBe(200);
      // The server sets who made it and when it opened, whatever was sent.
      expect(await byId(who, 'polls', poll.id)).toMatchObject({ created_by: m[who].id, state: 'open', opened_at: expect.any(String), voter_count: 0 });
    }
    const refused = await write('grace', pollIn(event.id, 'grace', { state: 'open' }));
    expect({ status: refused.status, message: (refused.body as unknown as { message: string }).message }).toEqual({ status: 403, message: POLL_RUNNERS_ONLY });
    // A member cannot open a runner's poll either: their push comes back as a conflict, unchanged.
    const draft = pollIn(event.id, 'ada');
    await write('ada', draft);
    await write('ada', draft, { state: 'open' });
    const opened = await byId('grace', 'polls', draft.id);
    const taken = await push<Doc>(server, 'polls', m.grace.token, [{ assumedMasterState: opened, newDocumentState: { ...opened, state: 'closed', sync_state: 'pending' } }]);
    expect(taken.body).toEqual([expect.objectContaining({ id: draft.id, state: 'open' })]);
  });

  it("is asked in one session of its own event, or the whole event: another event's session, or one deleted, is refused in words", async () => {
    const event = await eventOfAda();
    const other = await eventOfAda();
    const start = Date.now() + 24 * HOUR;
    const sessionOf = async (eventId: string, title: string) => {
      const made = await api<{ data: { id: string }; message?: string }>(server, 'POST', `/events/${eventId}/sessions`, { token: m.ada.token, body: { title, starts_at: new Date(start).toISOString(), ends_at: new Date(start + HOUR).toISOString() } });
      expect(made.status, made.body.message).toBe(201);
      return made.body.data.id;
    };
    const keynote = await sessionOf(event.id, 'Keynote');
    const panel = await sessionOf(event.id, 'Panel');
    const elsewhere = await sessionOf(other.id, 'Elsewhere');
    const poll = pollIn(event.id, 'ada', { session_id: keynote });
    expect((await write('ada', poll)).status).toBe(200);
    expect(await byId('ada', 'polls', poll.id)).toMatchObject({ session_id: keynote });
    // Moved to another of its sessions, then to the whole event.
    expect((await write('ada', poll, { session_id: panel })).status).toBe(200);
    expect(await byId('ada', 'polls', poll.id)).toMatchObject({ session_id: panel });
    expect((await write('ada', poll, { session_id: undefined })).status).toBe(200);
    expect((await byId('ada', 'polls', poll.id))?.session_id).toBeUndefined();
    // Another event's session, or none that exists, is refused, and nothing changes.
    for (const session_id of [elsewhere, randomUUID()]) {
      const refused = await write('ada', poll, { session_id });
      expect({ status: refused.status, message: (refused.body as unknown as { message: string }).message }).toEqual({ status: 400, message: POLL_SESSION_OF_EVENT });
      const fresh = await write('ada', pollIn(event.id, 'ada', { session_id }));
      expect(fresh.status).toBe(400);
    }
    expect((await byId('ada', 'polls', poll.id))?.session_id).toBeUndefined();
    // A session deleted from the agenda takes no new polls.
    expect((await api(server, 'DELETE', `/sessions/${keynote}`, { token: m.ada.token })).status).toBe(204);
    expect((await write('ada', pollIn(event.id, 'ada', { session_id: keynote }))).status).toBe(400);
  });

  it('keeps a draft from the members: no pull, no read by id, no vote', async () => {
    const event = await eventOfAda();
    const draft = pollIn(event.id, 'ada', { question: 'Surprise party?' });
    expect((await write('ada', draft)).status).toBe(200);
    expect(await byId('grace', 'polls', draft.id)).toBeUndefined();
    expect((await pullAll<Doc>(server, 'polls', m.grace.token)).some((doc) => doc.id === draft.id)).toBe(false);
    expect((await pullAll<Doc>(server, 'polls', m.ada.token)).some((doc) => doc.id === draft.id)).toBe(true);
    const vote = await restVote('grace', draft.id, ['tabs']);
    expect({ status: vote.status, message: vote.body.message }).toEqual({ status: 404, message: `No poll has the id '${draft.id}'` });
  });

  it('takes one vote per member per poll, changeable while open, and recounts the results from the votes', async () => {
    const event = await eventOfAda();
    const poll = pollIn(event.id, 'ada', { state: 'open' });
    await write('ada', poll);
    expect((await restVote('grace', poll.id, ['tabs'])).status).toBe(201);
    expect((await pushVote('tim', poll.id, ['tabs'])).body).toEqual([]);
    expect(counts(await byId('ada', 'polls', poll.id))).toEqual({ tabs: 2, spaces: 0 });
    // Tim changes his mind: the same document, so still one vote of his.
    expect((await pushVote('tim', poll.id, ['spaces'])).body).toEqual([]);
    expect((await restVote('grace', poll.id, ['tabs'])).status).toBe(200);
    const counted = await byId('grace', 'polls', poll.id);
    expect({ counts: counts(counted), voters: counted?.voter_count }).toEqual({ counts: { tabs: 1, spaces: 1 }, voters: 2 });
    // A vote under another id, or for the wrong kind of choice, is refused.
    const forged = await push<Doc>(server, 'interactions', m.grace.token, [{ newDocumentState: { ...voteOf('grace', poll.id, ['tabs']), id: `vote:${m.grace.id}:${poll.id}:2` } }]);
    expect(forged.status).toBe(400);
    const two = await pushVote('grace', poll.id, ['tabs', 'spaces']);
    expect({ status: two.status, message: (two.body as unknown as { message: string }).message }).toEqual({ status: 400, message: 'Choose one option only' });
  });

  it('lets nobody vote for another, nor read who voted what', async () => {
    const event = await eventOfAda();
    const poll = pollIn(event.id, 'ada', { state: 'open' });
    await write('ada', poll);
    expect((await restVote('grace', poll.id, ['tabs'])).status).toBe(201);
    const forRest = await restVote('tim', poll.id, ['spaces'], m.grace.id);
    expect(forRest.status).toBe(403);
    const forPush = await push<Doc>(server, 'interactions', m.tim.token, [{ newDocumentState: voteOf('grace', poll.id, ['spaces']) }]);
    expect(forPush.status).toBe(403);
    expect(counts(await byId('ada', 'polls', poll.id))).toEqual({ tabs: 1, spaces: 0 });
    // The organiser reads the counts, never Grace's vote.
    expect(await byId('ada', 'interactions', interactionId('vote', m.grace.id, poll.id))).toBeUndefined();
    expect(await byId('grace', 'interactions', interactionId('vote', m.grace.id, poll.id))).toMatchObject({ choices: ['tabs'] });
  });

  it('refuses a vote or a change after the close, and counts one cast offline before it', async () => {
    const event = await eventOfAda();
    const poll = pollIn(event.id, 'ada', { state: 'open' });
    await write('ada', poll);
    expect((await restVote('tim', poll.id, ['tabs'])).status).toBe(201);
    // Grace votes with her phone offline, a moment before the organiser closes the poll.
    const castOffline = new Date(Date.now() - 1000).toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await write('ada', poll, { state: 'closed' })).status).toBe(200);
    const closed = await byId('ada', 'polls', poll.id);
    expect(closed?.closed_at).toEqual(expect.any(String));
    expect((await pushVote('grace', poll.id, ['spaces'], { created_at: castOffline })).body).toEqual([]);
    expect(counts(await byId('ada', 'polls', poll.id))).toEqual({ tabs: 1, spaces: 1 });
    // Now, after the close: a new vote, and a change of Tim's, are refused in plain words.
    const late = await pushVote('katherine', poll.id, ['tabs']);
    expect({ status: late.status, message: (late.body as unknown as { message: string }).message }).toEqual({ status: 403, message: POLL_CLOSED });
    const changed = await restVote('tim', poll.id, ['spaces']);
    expect({ status: changed.status, message: changed.body.message }).toEqual({ status: 403, message: POLL_CLOSED });
    expect(counts(await byId('ada', 'polls', poll.id))).toEqual({ tabs: 1, spaces: 1 });
    // A closed poll stays closed.
    expect((await write('ada', poll, { state: 'open' })).body).toEqual([expect.objectContaining({ state: 'closed' })]);
  });

  it('counts a word cloud by tidied words, leaving out blocked words and those a moderator hides', async () => {
    const event = await eventOfAda([{ user_id: m.tim.id, role: 'moderator' }]);
    const poll = pollIn(event.id, 'ada', { kind: 'word_cloud', options: [], question: 'One word for today?', state: 'open' });
    await write('ada', poll);
    await restVote('grace', poll.id, ['  Offline ']);
    await restVote('katherine', poll.id, ['offline']);
    await restVote('tim', poll.id, ['Shit']);
    await restVote('ada', poll.id, ['Boring']);
    expect(counts(await byId('grace', 'polls', poll.id))).toEqual({ offline: 2, boring: 1 });
    expect((await write('tim', poll, { hidden_words: ['boring'] })).status).toBe(200);
    const hidden = await byId('grace', 'polls', poll.id);
    expect({ counts: counts(hidden), voters: hidden?.voter_count }).toEqual({ counts: { offline: 2 }, voters: 4 });
  });

  it('shows one poll of an event on the big screen at a time, with its results', async () => {
    const event = await eventOfAda();
    const first = pollIn(event.id, 'ada', { state: 'open', on_screen: true });
    const second = pollIn(event.id, 'ada', { state: 'open', question: 'Lunch?' });
    await write('ada', first);
    await write('ada', second);
    await restVote('grace', first.id, ['spaces']);
    let live = await api<{ data: LiveSnapshot }>(server, 'GET', `/events/${event.id}/live`);
    expect(live.body.data.poll).toMatchObject({ id: first.id, question: 'Tabs or spaces?', voter_count: 1, results: [{ key: 'tabs', count: 0 }, { key: 'spaces', count: 1 }] });
    await write('ada', second, { on_screen: true });
    expect(await byId('ada', 'polls', first.id)).toMatchObject({ on_screen: false });
    live = await api<{ data: LiveSnapshot }>(server, 'GET', `/events/${event.id}/live`);
    expect(live.body.data.poll).toMatchObject({ id: second.id, question: 'Lunch?' });
    // A draft never reaches the screen.
    const draft = await write('ada', pollIn(event.id, 'ada', { on_screen: true }));
    expect({ status: draft.status, message: (draft.body as unknown as { message: string }).message }).toEqual({ status: 400, message: 'Open the poll before you show it on the big screen' });
  });
});
