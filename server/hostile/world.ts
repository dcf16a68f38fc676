import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { expect } from 'vitest';
import { API_PREFIX, apiRoutesOf } from '../http/openapi';
import { api, mintAccessToken, push, signInDemoMembers, startTestServer, type TestServer } from '../test-support';
import type { Tables } from '../db/tables';
import { reportId } from '../../schemas/report.schema';
import { interactionId } from '../../schemas/interaction.schema';

/** Who asks: nobody signed in, the member who owns the fixtures, another member, a champion, an admin. */
export const ROLES = ['guest', 'member', 'other', 'champion', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type SignedIn = Exclude<Role, 'guest'>;

export const ADMIN_EMAIL = 'katherine@example.com';
const CHAMPION_EMAIL = 'tim@example.com';
export const BYSTANDER_EMAIL = 'bystander@example.com';

/** What the member (the owner) holds, made before any test runs. */
export type Fixtures = {
  event: { id: string; slug: string; starts_at: string };
  /** A session of the member's event, and the member's private star of it. */
  session: string;
  star: string;
  question: { id: string; slug: string };
  /** The member's private bookmark of their own question. */
  bookmark: string;
  /** A notification for the member: another member can help with their question. */
  notification: string;
  /** A room of the member alone, with one message of theirs. */
  room: string;
  message: string;
  suggestion: string;
  /** The member's report of the bystander's profile: the member and the admins read it. */
  report: string;
  /** An event of the member's whose check-in is open, which the bystander joined, and the member's scan of the bystander at its door. */
  doorEvent: { id: string; slug: string; starts_at: string };
  scan: string;
  /** The member's answer to their own question. */
  answer: string;
  /** An open poll of the member's event, which the bystander voted in, and a draft poll only its runners read. */
  poll: string;
  vote: string;
  draftPoll: string;
  /** A device of the member that gets push, with the proof its service worker renews it with. */
  pushDevice: { subscription: { endpoint: string; keys: { p256dh: string; auth: string } }; secret: string };
};

export type World = {
  server: TestServer;
  token: Record<SignedIn, string>;
  id: Record<SignedIn, string>;
  sub: Record<SignedIn, string>;
  /** A member no test acts as: the target of admin actions and of 'we met'. */
  bystander: { id: string; token: string; sub: string };
  fixtures: Fixtures;
};

const iso = () => new Date().toISOString();

/** A push subscription's keys as a browser gives them: a P-256 public key and a 16-byte secret. */
export const PUSH_KEYS = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };

export const SIGNUP = {
  step1: { fields_of_expertise: ['testing'], professional_background: 'QA', can_help_with: 'edge cases' },
  step2: { interests: ['security'] },
  step3: { full_name: 'Barry Stander', linkedin_url: '' },
};

/** Signs up a fresh account with a verified email; gives its token, sub and profile id. */
export async function signUp(server: TestServer, email: string, fullName: string) {
  const sub = `hostile|${email}`;
  const token = await mintAccessToken(server.dataDir, { sub, email });
  const { status, body } = await api<{ data: { id: string } }>(server, 'POST', '/users/me', {
    token,
    body: { ...SIGNUP, step3: { full_name: fullName, linkedin_url: '' } },
  });
  if (status !== 201) throw new Error(`signup of ${email} answered ${status}`);
  return { id: body.data.id, token, sub };
}

function ok<T>(answer: { status: number; body: T }, what: string): T {
  if (answer.status >= 300) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A question of the member's, asked in the meetverse. */
export async function newQuestion(w: Pick<World, 'server' | 'token'>, title = 'Who brings the adapters?') {
  const { data } = ok(await api<{ data: { id: string; slug: string } }>(w.server, 'POST', '/questions', { token: w.token.member, body: { title } }), 'asking');
  return data;
}

/** An answer of the member's to their fixture question. */
export async function newAnswer(w: Pick<World, 'server' | 'token' | 'fixtures'>, body = 'The adapters are by the door') {
  const path = `/questions/${encodeURIComponent(w.fixtures.question.id)}/answers`;
  const { data } = ok(await api<{ data: { id: string } }>(w.server, 'POST', path, { token: w.token.member, body: { body } }), 'answering');
  return data;
}

/** A planned event of the member's, a day from now (or `startsIn` ms from now). */
export async function newEvent(w: Pick<World, 'server' | 'token'>, name = 'Fixture Night', startsIn = 24 * 3_600_000) {
  const start = Date.now() + startsIn;
  const body = { name, live_status: 'planned', is_community: false, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3_600_000).toISOString() };
  const { data } = ok(await api<{ data: { id: string; slug: string } }>(w.server, 'POST', '/events', { token: w.token.member, body }), 'creating an event');
  return { ...data, starts_at: body.starts_at };
}

/** A new session of the member's, in the fixture event. */
export async function newSession(w: Pick<World, 'server' | 'token' | 'fixtures'>, title = 'A short talk') {
  const { id: _id, event_id: _event, sync_state: _state, updatedAt: _stamp, _deleted: _gone, ...body } = sessionIn(w.fixtures.event, randomUUID(), title);
  const path = `/events/${encodeURIComponent(w.fixtures.event.id)}/sessions`;
  const { data } = ok(await api<{ data: { id: string } }>(w.server, 'POST', path, { token: w.token.member, body }), 'adding a session');
  return data;
}

/** A session of half an hour, ten minutes into the event. */
export function sessionIn(event: { id: string; starts_at: string }, id: string = randomUUID(), title = 'Opening talk') {
  const start = Date.parse(event.starts_at) + 10 * 60_000;
  return { id, event_id: event.id, title, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 30 * 60_000).toISOString(), room: 'Main hall', sync_state: 'pending', updatedAt: 0, _deleted: false };
}

/** One server per test file: roles, and the member's fixtures of every kind. */
export async function startWorld(): Promise<World> {
  const server = await startTestServer({
    ADMIN_EMAILS: ADMIN_EMAIL,
    // Every request below comes from an address of its own (see `call`), so no limit mixes tests up.
    TRUST_PROXY: 'true',
    WRITE_LIMIT: '100000',
    // No status or reminder tick changes the database in the middle of a test.
    LIVE_STATUS_TICK_MS: '2147483647',
  });
  const m = await signInDemoMembers(server);
  const token = { member: m.grace.token, other: m.ada.token, champion: m.tim.token, admin: m.katherine.token };
  const id = { member: m.grace.id, other: m.ada.id, champion: m.tim.id, admin: m.katherine.id };
  const sub = { member: 'demo|grace@example.com', other: 'demo|ada@example.com', champion: 'demo|tim@example.com', admin: 'demo|katherine@example.com' };
  ok(await api(server, 'POST', '/admin/make-champion-by-email', { token: token.admin, body: { email: CHAMPION_EMAIL } }), 'making a champion');
  const bystander = await signUp(server, BYSTANDER_EMAIL, 'Barry Stander');

  const w = { server, token };
  const event = await newEvent(w);
  const question = await newQuestion(w);
  const bookmark = ok(await api<{ data: { id: string } }>(server, 'POST', '/interactions', { token: token.member, body: { kind: 'bookmark', target_id: question.id } }), 'bookmarking').data.id;
  // Another member can help: the member is told so.
  ok(await api(server, 'POST', '/interactions', { token: token.other, body: { kind: 'can_help', target_id: question.id } }), 'offering help');
  const notifications = ok(await api<{ notifications: { id: string }[] }>(server, 'GET', '/notifications', { token: token.member }), 'listing notifications');
  const notification = notifications.notifications[0]?.id;
  if (!notification) throw new Error('the member was not told of the help');
  const room = randomUUID();
  const roomDoc = { id: room, participant_ids: [id.member], title: 'Notes to self', created_at: iso(), last_message_at: Date.now(), sync_state: 'pending', updatedAt: 0, _deleted: false };
  ok(await push(server, 'chat_rooms', token.member, [{ newDocumentState: roomDoc }]), 'making a room');
  const message = randomUUID();
  const now = Date.now();
  const messageDoc = { id: message, room_id: room, sender_id: id.member, body: 'Remember the adapters', timestamp: now, status: 'pending', network_state_when_created: 'online', cached_at: now, last_updated: now, updatedAt: 0, _deleted: false };
  ok(await push(server, 'chat_messages', token.member, [{ newDocumentState: messageDoc }]), 'posting a message');
  const session = randomUUID();
  ok(await push(server, 'sessions', token.member, [{ newDocumentState: sessionIn(event, session) }]), 'adding a session');
  const star = interactionId('star', id.member, session);
  const starDoc = { id: star, kind: 'star', user_id: id.member, target_id: session, active: true, created_at: iso(), sync_state: 'pending', updatedAt: 0, _deleted: false };
  ok(await push(server, 'interactions', token.member, [{ newDocumentState: starDoc }]), 'starring the session');
  const suggestion = randomUUID();
  const suggestionDoc = { id: suggestion, user_id: id.member, title: 'Dark mode for the big screen', created_at: iso(), sync_state: 'pending', updatedAt: 0, _deleted: false };
  ok(await push(server, 'feature_suggestions', token.member, [{ newDocumentState: suggestionDoc }]), 'suggesting');
  const report = reportId(id.member, 'user', bystander.id);
  const reportDoc = { id: report, reporter_id: id.member, target_kind: 'user', target_id: bystander.id, reason: 'spam', status: 'open', created_at: iso(), sync_state: 'pending', updatedAt: 0, _deleted: false };
  ok(await push(server, 'reports', token.member, [{ newDocumentState: reportDoc }]), 'reporting a profile');

  // Check-in opens an hour before the start: this one's is open.
  const doorEvent = await newEvent(w, 'Door Night', 30 * 60_000);
  ok(await api(server, 'POST', '/interactions', { token: bystander.token, body: { kind: 'participation', target_id: doorEvent.id } }), 'joining the door event');
  ok(await api(server, 'POST', '/interactions', { token: token.member, body: { kind: 'participation', target_id: doorEvent.id } }), 'the organiser joining too');
  const scan = randomUUID();
  ok(await push(server, 'door_scans', token.member, [{ newDocumentState: doorScanOf(doorEvent.id, bystander.id, id.member, scan) }]), 'scanning at the door');

  const answer = randomUUID();
  ok(await push(server, 'answers', token.member, [{ newDocumentState: answerOf(question.id, id.member, answer) }]), 'answering');
  const poll = randomUUID();
  ok(await push(server, 'polls', token.member, [{ newDocumentState: pollOf(event.id, id.member, poll, { state: 'open' }) }]), 'opening a poll');
  ok(await api(server, 'POST', '/interactions', { token: bystander.token, body: { kind: 'vote', target_id: poll, choices: ['yes'] } }), 'voting');
  const vote = interactionId('vote', bystander.id, poll);
  const draftPoll = randomUUID();
  ok(await push(server, 'polls', token.member, [{ newDocumentState: pollOf(event.id, id.member, draftPoll, { question: 'Secret plans?' }) }]), 'drafting a poll');

  const subscription = { endpoint: 'https://push.example.test/subscription/fixture', keys: PUSH_KEYS };
  const subscribed = ok(await api<{ data: { renewal_secret: string } }>(server, 'PUT', `/users/me/push/devices/${randomUUID()}`, { token: token.member, body: subscription }), 'subscribing to push');
  const pushDevice = { subscription, secret: subscribed.data.renewal_secret };

  return { server, token, id, sub, bystander, fixtures: { event, session, star, question, bookmark, notification, room, message, suggestion, report, doorEvent, scan, answer, poll, vote, draftPoll, pushDevice } };
}

/** A new answer to a question, as a device makes it. */
export function answerOf(questionId: string, authorId: string, id: string = randomUUID()) {
  return { id, question_id: questionId, event_id: '', author_id: authorId, body: 'Try the adapters by the door', created_at: iso(), sync_state: 'pending', updatedAt: 0, _deleted: false };
}

/** A single-choice poll of an event, as the polls screen makes it (a draft unless told). */
export function pollOf(eventId: string, createdBy: string, id: string = randomUUID(), fields: Record<string, unknown> = {}) {
  return {
    id, event_id: eventId, kind: 'single', question: 'Shall we break for lunch?', options: [{ id: 'yes', label: 'Yes' }, { id: 'no', label: 'No' }],
    state: 'draft', on_screen: false, created_by: createdBy, created_at: iso(), sync_state: 'pending', updatedAt: 0, _deleted: false, ...fields,
  };
}

/** A new scan at an event's door, as a door phone makes it. */
export function doorScanOf(eventId: string, attendeeId: string, staffId: string, id: string = randomUUID()) {
  return { id, event_id: eventId, attendee_id: attendeeId, staff_id: staffId, device_id: randomUUID(), scanned_at: iso(), how: 'qr', sync_state: 'pending', updatedAt: 0, _deleted: false };
}

/** Every /api/v1 route the running app declares, as 'METHOD /path' without the prefix. */
export function declaredRoutes(server: TestServer): string[] {
  const methods = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);
  return apiRoutesOf(server.app).flatMap((route) => methods(route).map((method) => `${method} ${route.url.slice(API_PREFIX.length)}`));
}

let nextAddress = 0;

/** A client address of its own for each request: limits per address never carry over between tests. */
function freshAddress(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

export type Call = {
  method: string;
  path: string;
  token?: string | undefined;
  /** The whole Authorization header, when it is not a bearer token. */
  authorization?: string;
  body?: unknown;
  rawBody?: string | Buffer;
  contentType?: string;
};

export type Answer = { status: number; body: unknown; contentType: string };

/** One request; a stream answers with its status and headers and is closed at once. */
export async function call(server: { url: string }, request: Call): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': freshAddress() };
  if (request.authorization !== undefined) headers.authorization = request.authorization;
  else if (request.token) headers.authorization = `Bearer ${request.token}`;
  const payload = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  if (payload !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
  const controller = new AbortController();
  const response = await fetch(`${server.url}${API_PREFIX}${request.path}`, {
    method: request.method,
    headers,
    body: payload === undefined ? undefined : new Uint8Array(Buffer.from(payload)),
    signal: controller.signal,
  });
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.startsWith('text/event-stream')) {
    controller.abort();
    return { status: response.status, body: undefined, contentType };
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: kept as text.
  }
  return { status: response.status, body, contentType };
}

/**
 * A refusal reads `{error, message}`: a code and words for a person, and nothing else but, when the
 * words are a message of the catalogs, its id and values (`code`, `params`) for the app to translate.
 */
export function expectRefusal(answer: Answer, status: number): void {
  const translated = typeof answer.body === 'object' && answer.body !== null && 'code' in answer.body;
  expect({ status: answer.status, body: answer.body }).toEqual({
    status,
    body: {
      error: expect.stringMatching(/^[a-z_]+$/),
      message: expect.stringMatching(/\S/),
      ...(translated ? { code: expect.stringMatching(/^[a-z][A-Za-z0-9.]+$/), params: expect.any(Object) } : {}),
    },
  });
  expect(answer.contentType).toMatch(/^application\/json/);
}

type Rows = Record<string, string[]>;

const sorted = (_key: string, value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value)
    ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : value;

/** Every row of every table, in a stable order, to compare before and after a request. */
export async function snapshot(server: TestServer): Promise<Rows> {
  const { db } = server.database;
  const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
  const out: Rows = {};
  for (const table of tables) {
    // The names come from the database itself.
    const rows = await db.selectFrom(table as keyof Tables).selectAll().execute();
    out[table] = rows.map((row) => JSON.stringify(row, sorted)).sort();
  }
  return out;
}

/** Sends a request that must be refused; checks the status, the shape, and that nothing was written. */
export async function expectRefused(server: TestServer, request: Call, status: number): Promise<Answer> {
  const before = await snapshot(server);
  const answer = await call(server, request);
  expectRefusal(answer, status);
  expect(changes(before, await snapshot(server))).toEqual({});
  return answer;
}

/** The rows each table gained and lost between two snapshots; empty when nothing changed. */
export function changes(before: Rows, after: Rows): Record<string, { gained: string[]; lost: string[] }> {
  const out: Record<string, { gained: string[]; lost: string[] }> = {};
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = new Set(before[table] ?? []);
    const is = new Set(after[table] ?? []);
    const gained = [...is].filter((row) => !was.has(row));
    const lost = [...was].filter((row) => !is.has(row));
    if (gained.length || lost.length) out[table] = { gained, lost };
  }
  return out;
}
