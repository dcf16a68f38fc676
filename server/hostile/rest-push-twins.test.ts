import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactionId } from '../../schemas/interaction.schema';
import { LINKEDIN_PROBLEM } from '../../schemas/user.schema';
import { MEETVERSE_ID } from '../db/seed';
import { COLLECTIONS, findCollection } from '../replication/collections';
import { COLLECTION_CASES } from './collections';
import { call, changes, sessionIn, snapshot, startWorld, type Call, type World } from './world';

/**
 * Every refusal of what a member typed, through REST, has its twin through a push: a device that
 * stored the same write offline and sends it later is refused alike, with the same words, and the
 * other members never pull what REST would have refused.
 */

let w: World;
type Doc = Record<string, unknown> & { id: string };

beforeAll(async () => {
  w = await startWorld();
});
afterAll(() => w.server.close());

async function mine(collection: string, id: string): Promise<Doc> {
  const found = await call(w.server, { method: 'GET', path: `/replication/${collection}/docs?ids=${encodeURIComponent(id)}`, token: w.token.member });
  const doc = (found.body as { documents: Doc[] }).documents[0];
  if (!doc) throw new Error(`the member cannot read ${collection} ${id}`);
  return doc;
}

const pushOf = (collection: string, newDocumentState: Doc, assumedMasterState?: Doc): Call => ({
  method: 'POST',
  path: `/replication/${collection}/push`,
  token: w.token.member,
  body: [{ newDocumentState, ...(assumedMasterState ? { assumedMasterState } : {}) }],
});

/** An edit of the member's document: REST sends the fields, the push the whole document on top of what is stored. */
type Twin = { words: RegExp; rest: () => Promise<Call>; push: () => Promise<Call> };

const edit = (collection: string, id: () => string, restPath: () => string, fields: Record<string, unknown>, method = 'PUT') => ({
  rest: async (): Promise<Call> => ({ method, path: restPath(), token: w.token.member, body: fields }),
  push: async (): Promise<Call> => {
    const master = await mine(collection, id());
    const syncField = findCollection(collection)?.syncField ?? 'sync_state';
    return pushOf(collection, { ...master, ...fields, [syncField]: 'pending' }, master);
  },
});

const newQuestion = (fields: Record<string, unknown>): Twin['push'] => async () =>
  pushOf('questions', { ...COLLECTION_CASES.questions!.own(w, 'member'), ...fields });

const newInteraction = (kind: string, target: () => string, fields: Record<string, unknown> = {}): Twin['push'] => async () =>
  pushOf('interactions', { id: interactionId(kind as never, w.id.member, target()), kind, user_id: w.id.member, target_id: target(), active: true, created_at: new Date().toISOString(), sync_state: 'pending', updatedAt: 0, _deleted: false, ...fields });

const eventId = () => w.fixtures.event.id;
const sessionId = () => w.fixtures.session;
const HOUR = 3_600_000;
/** An instant relative to the fixture event's start. */
const fromStart = (ms: number) => new Date(Date.parse(w.fixtures.event.starts_at) + ms).toISOString();
/** An edit of the member's session; its fields are made when the test runs (they read the world). */
const editSession = (fields: () => Record<string, unknown>) => ({
  rest: () => edit('sessions', sessionId, () => `/sessions/${sessionId()}`, fields(), 'PATCH').rest(),
  push: () => edit('sessions', sessionId, () => `/sessions/${sessionId()}`, fields(), 'PATCH').push(),
});
/** A new session in the fixture event, through REST and as a device stored it. */
const newSessionTwin = (made: () => Record<string, unknown>) => ({
  rest: async (): Promise<Call> => {
    const { id: _id, event_id: _event, sync_state: _state, updatedAt: _stamp, _deleted: _gone, ...body } = sessionIn(w.fixtures.event);
    return { method: 'POST', path: `/events/${eventId()}/sessions`, token: w.token.member, body: { ...body, ...made() } };
  },
  push: async (): Promise<Call> => pushOf('sessions', { ...sessionIn(w.fixtures.event), ...made() }),
});

/** For each synced collection, its REST refusals of bad input and their push twins. */
const TWINS: Record<string, Record<string, Twin>> = {
  users: {
    'a javascript: address as LinkedIn': { words: new RegExp(LINKEDIN_PROBLEM.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')), ...edit('users', () => w.id.member, () => `/users/${w.id.member}`, { linkedin_url: 'javascript:alert(document.cookie)' }) },
    'a LinkedIn address on another site': { words: /LinkedIn profile address/, ...edit('users', () => w.id.member, () => `/users/${w.id.member}`, { linkedin_url: 'https://linkedin.com.evil.example/in/me' }) },
    'a bio over 2000 characters': { words: /bio/, ...edit('users', () => w.id.member, () => `/users/${w.id.member}`, { bio: 'b'.repeat(2001) }) },
  },
  events: {
    'an empty name': { words: /Give your event a name/, ...edit('events', eventId, () => `/events/${eventId()}`, { name: '   ' }) },
    'a name over 200 characters': { words: /Keep the name to 200 characters/, ...edit('events', eventId, () => `/events/${eventId()}`, { name: 'n'.repeat(201) }) },
    'an end before the start': {
      words: /The end must be after the start/,
      ...edit('events', eventId, () => `/events/${eventId()}`, { starts_at: '2030-05-02T10:00:00.000Z', ends_at: '2030-05-01T10:00:00.000Z' }),
    },
    'a time zone that is no zone': {
      words: /Pick the venue's time zone from the list: 'Mars\/Olympus' is not one/,
      ...edit('events', eventId, () => `/events/${eventId()}`, { time_zone: 'Mars/Olympus' }),
    },
    'a slug another event has': { words: /The slug 'meetverse' is taken/, ...edit('events', eventId, () => `/events/${eventId()}`, { slug: 'meetverse' }) },
  },
  questions: {
    'an empty title': {
      words: /Give your question a title/,
      rest: async () => ({ method: 'POST', path: '/questions', token: w.token.member, body: { title: '' } }),
      push: newQuestion({ title: '' }),
    },
    'a title over 200 characters': {
      words: /Keep the title to 200 characters: it has 201/,
      rest: async () => ({ method: 'POST', path: '/questions', token: w.token.member, body: { title: 't'.repeat(201) } }),
      push: newQuestion({ title: 't'.repeat(201) }),
    },
    'an event that does not exist': {
      words: /No event has the id/,
      rest: async () => ({ method: 'POST', path: '/questions', token: w.token.member, body: { title: 'Where is it?', event_id: '00000000-0000-4000-8000-000000000000' } }),
      push: newQuestion({ event_id: '00000000-0000-4000-8000-000000000000' }),
    },
    'a session that does not exist': {
      words: /^Pick a session of this event$/,
      rest: async () => ({ method: 'POST', path: '/questions', token: w.token.member, body: { title: 'Slides?', event_id: eventId(), session_id: '00000000-0000-4000-8000-000000000002' } }),
      push: async () => newQuestion({ event_id: eventId(), session_id: '00000000-0000-4000-8000-000000000002' })(),
    },
    'a session of another event': {
      words: /^Pick a session of this event$/,
      rest: async () => ({ method: 'POST', path: '/questions', token: w.token.member, body: { title: 'Slides?', session_id: sessionId() } }),
      push: async () => newQuestion({ event_id: MEETVERSE_ID, session_id: sessionId() })(),
    },
  },
  interactions: {
    'a meeting with oneself': {
      words: /You cannot record meeting yourself/,
      rest: async () => ({ method: 'POST', path: `/interactions/we-met?other_user_id=${w.id.member}`, token: w.token.member }),
      push: newInteraction('we_met', () => w.id.member),
    },
    'a reaction to a question that does not exist': {
      words: /No question has the id/,
      rest: async () => ({ method: 'POST', path: '/interactions', token: w.token.member, body: { kind: 'uplift', target_id: '00000000-0000-4000-8000-000000000001' } }),
      push: newInteraction('uplift', () => '00000000-0000-4000-8000-000000000001'),
    },
    'a vote for an option the poll does not have': {
      words: /^Choose among the options of this poll$/,
      rest: async () => ({ method: 'POST', path: '/interactions', token: w.token.member, body: { kind: 'vote', target_id: w.fixtures.poll, choices: ['maybe'] } }),
      push: newInteraction('vote', () => w.fixtures.poll, { choices: ['maybe'] }),
    },
    'two options of a single-choice poll': {
      words: /^Choose one option only$/,
      rest: async () => ({ method: 'POST', path: '/interactions', token: w.token.member, body: { kind: 'vote', target_id: w.fixtures.poll, choices: ['yes', 'no'] } }),
      push: newInteraction('vote', () => w.fixtures.poll, { choices: ['yes', 'no'] }),
    },
    'a vote in a draft poll': {
      words: /^No poll has the id/,
      rest: async () => ({ method: 'POST', path: '/interactions', token: w.token.member, body: { kind: 'vote', target_id: w.fixtures.draftPoll, choices: ['yes'] } }),
      push: newInteraction('vote', () => w.fixtures.draftPoll, { choices: ['yes'] }),
    },
    'a note over 500 characters': {
      words: /Keep the note to 500 characters: it has 501/,
      rest: async () => ({ method: 'POST', path: '/interactions', token: w.token.member, body: { kind: 'we_met', target_id: w.bystander.id, note: 'n'.repeat(501) } }),
      push: newInteraction('we_met', () => w.bystander.id, { note: 'n'.repeat(501) }),
    },
  },
  notifications: {
    'a status that is not read or unread': {
      words: /mark_as|status/,
      rest: async () => ({ method: 'POST', path: `/notifications/${w.fixtures.notification}?mark_as=archived`, token: w.token.member }),
      push: async () => {
        const master = await mine('notifications', w.fixtures.notification);
        return pushOf('notifications', { ...master, status: 'archived', sync_state: 'pending' }, master);
      },
    },
  },
  sessions: {
    'an empty title': { words: /Give the session a title/, ...editSession(() => ({ title: '  ' })) },
    'an end before the start': { words: /The end must be after the start/, ...editSession(() => ({ starts_at: fromStart(30 * 60_000), ends_at: fromStart(20 * 60_000) })) },
    'a start before the event starts': { words: /The session must start within the event/, ...editSession(() => ({ starts_at: fromStart(-HOUR) })) },
    'a new session that ends after the event': {
      words: /The session must end within the event/,
      ...newSessionTwin(() => ({ starts_at: fromStart(30 * 60_000), ends_at: fromStart(2 * HOUR) })),
    },
  },
  answers: {
    'an answer of spaces only': {
      words: /^Write your answer first$/,
      rest: async () => ({ method: 'POST', path: `/questions/${w.fixtures.question.id}/answers`, token: w.token.member, body: { body: '  ' } }),
      push: async () => pushOf('answers', { ...COLLECTION_CASES.answers!.own(w, 'member'), body: '  ' }),
    },
    'an answer over 5,000 characters': {
      words: /^Keep the answer to 5,000 characters: it has 5,001$/,
      ...edit('answers', () => w.fixtures.answer, () => `/answers/${w.fixtures.answer}`, { body: '🙂'.repeat(5001) }),
    },
  },
  // Written through pushes only: no REST route writes them, so there is no REST refusal to mirror.
  chat_rooms: {},
  chat_messages: {},
  feature_suggestions: {},
  door_scans: {},
  reports: {},
  // Polls are made and run on the polls screen, through pushes; votes have their REST twins above.
  polls: {},
};

const message = (body: unknown) => String((body as { message?: unknown } | undefined)?.message ?? '');

describe('REST refusals and their push twins', () => {
  it('name every synced collection', () => {
    expect(Object.keys(TWINS).sort()).toEqual(Object.keys(COLLECTIONS).sort());
  });

  const rows = Object.entries(TWINS).flatMap(([collection, twins]) => Object.entries(twins).map(([name, twin]) => [collection, name, twin] as const));
  it.each(rows)('%s: %s is refused through REST and through a push alike, and nothing is stored', async (_collection, _name, twin) => {
    const before = await snapshot(w.server);
    const rest = await call(w.server, await twin.rest());
    const pushed = await call(w.server, await twin.push());
    expect(changes(before, await snapshot(w.server))).toEqual({});
    expect(rest.status).toBeGreaterThanOrEqual(400);
    expect(rest.status).toBeLessThan(500);
    expect({ status: pushed.status, words: twin.words.test(message(pushed.body)) }).toEqual({ status: rest.status, words: true });
    expect(message(rest.body)).toMatch(twin.words);
  });
});

/** Collections written through pushes only: a push says what the member's form says, in its words. */
const PUSH_ONLY: [collection: string, name: string, words: RegExp, doc: () => Doc][] = [
  ['chat_messages', 'a message of spaces only', /^Write a message first$/, () => ({ ...COLLECTION_CASES.chat_messages!.own(w, 'member'), body: '   ' })],
  ['chat_messages', 'a message of 4,001 emoji', /^A message has at most 4,000 characters$/, () => ({ ...COLLECTION_CASES.chat_messages!.own(w, 'member'), body: '🙂'.repeat(4001) })],
  ['feature_suggestions', 'a title of spaces only', /^A suggestion needs a title$/, () => ({ ...COLLECTION_CASES.feature_suggestions!.own(w, 'member'), title: '  ' })],
  ['polls', 'a poll without a question', /^Write the question of the poll$/, () => ({ ...COLLECTION_CASES.polls!.own(w, 'member'), question: '  ' })],
  ['polls', 'a single-choice poll of one option', /^Give the poll 2 to 10 options$/, () => ({ ...COLLECTION_CASES.polls!.own(w, 'member'), options: [{ id: 'only', label: 'Only' }] })],
  ['feature_suggestions', 'a title over 120 characters', /^A title has at most 120 characters$/, () => ({ ...COLLECTION_CASES.feature_suggestions!.own(w, 'member'), title: 't'.repeat(121) })],
];

describe('Refusals of pushes that no REST route mirrors', () => {
  it.each(PUSH_ONLY)('%s: %s is refused with the words of the member\'s form, and nothing is stored', async (collection, _name, words, doc) => {
    const before = await snapshot(w.server);
    const pushed = await call(w.server, pushOf(collection, doc()));
    expect(changes(before, await snapshot(w.server))).toEqual({});
    expect({ status: pushed.status, message: message(pushed.body) }).toEqual({ status: 400, message: expect.stringMatching(words) });
  });
});
