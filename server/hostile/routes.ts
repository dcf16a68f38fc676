import { collectionSpecs } from '../../schemas/collections';
import { defaultPushPreferences } from '../../schemas/push';
import { api } from '../test-support';
import { newAnswer, newEvent, newQuestion, newSession, PUSH_KEYS, ROLES, type Role, type SignedIn, type World, BYSTANDER_EMAIL, SIGNUP } from './world';

/** What a role gets from a route: the status it is answered with (several when it depends on what exists). */
export type Access = Record<Role, number | readonly number[]>;

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: readonly unknown[];
  anyOf?: JsonSchema[];
  format?: string;
};

export type RouteCase = {
  /** The route as the app declares it: 'METHOD /path/:param' under /api/v1. */
  route: string;
  access: Access;
  /** The path parameters of a call; made afresh for a call that uses its target up (a deletion). */
  params?: (w: World) => Record<string, string> | Promise<Record<string, string>>;
  /** A valid query string, as parameters. */
  query?: (w: World) => Record<string, string>;
  /** A valid body. */
  body?: (w: World) => unknown;
  /** The schema hostile bodies are made from, when the route's own accepts any object. */
  bodySchema?: JsonSchema;
  /** What a path parameter naming nothing gets. */
  unknown?: number;
  /** Answers with a text/event-stream. */
  stream?: boolean;
  /** Reads no identity: a token, good or bad, gets what a guest gets. */
  anonymous?: boolean;
  /** Text fields of the valid body that come back in `data` as they were sent. */
  echoes?: string[];
};

const all = (status: number | readonly number[]): Access => ({ guest: status, member: status, other: status, champion: status, admin: status });
/** Any signed-in member; a guest is asked to sign in. */
const members = (status: number | readonly number[]): Access => ({ ...all(status), guest: 401 });
/** The member who owns the target; everyone else gets `others`. */
const owner = (status: number | readonly number[], others: number): Access => ({ guest: 401, member: status, other: others, champion: others, admin: others });
const ownerOrAdmin = (status: number | readonly number[], others: number): Access => ({ ...owner(status, others), admin: status });
const adminOnly = (status: number): Access => ({ guest: 401, member: 403, other: 403, champion: 403, admin: status });

const SPECS = collectionSpecs();
const schemaOf = (name: keyof typeof SPECS) => SPECS[name].schema as unknown as JsonSchema;
/** A collection's fields as a REST body may send them: every field optional unless listed. */
const fieldsOf = (name: keyof typeof SPECS, required: string[] = []): JsonSchema => ({ ...schemaOf(name), required, additionalProperties: false });

const TOGGLED = [200, 201] as const;
/** A device's own id, as the app makes it. */
const A_DEVICE = '5b0c7e9e-2f7a-4c43-9a53-0d7b3f1e6a21';

/** The secret of a fresh calendar address of the member. */
async function calendarTokenOf(w: World): Promise<string> {
  const made = await api<{ data: { url: string } }>(w.server, 'POST', '/users/me/calendar-feed', { token: w.token.member });
  const token = /\/calendar\/([^/]+)\.ics$/.exec(made.body.data.url)?.[1];
  if (!token) throw new Error(`no calendar address: ${made.status}`);
  return token;
}

const eventBody = () => {
  const start = Date.now() + 48 * 3_600_000;
  return { name: 'Hostile Input Evening', live_status: 'planned', is_community: false, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3_600_000).toISOString() };
};

/** A session of half an hour in the fixture event. */
const sessionBody = (event: { starts_at: string }) => {
  const start = Date.parse(event.starts_at) + 20 * 60_000;
  return { title: 'Lightning talks', description: 'Five minutes each', room: 'Room B', starts_at: new Date(start).toISOString(), ends_at: new Date(start + 1_800_000).toISOString() };
};

/** Every route of /api/v1, who may call it and how a valid call looks. */
let edits = 0;

export const ROUTES: RouteCase[] = [
  { route: 'GET /health', access: all(200), anonymous: true },
  { route: 'GET /client-config', access: all(200), anonymous: true },
  { route: 'GET /openapi.json', access: all(200), anonymous: true },
  { route: 'GET /docs', access: all(200), anonymous: true },

  // Events: public to read; the organiser (or an admin) changes one.
  { route: 'GET /events', access: all(200), anonymous: true, query: () => ({ live_status: 'planned', limit: '5' }) },
  { route: 'GET /events/:id', access: all(200), anonymous: true, params: (w) => ({ id: w.fixtures.event.id }), unknown: 404 },
  { route: 'GET /resolve/events/:id', access: all(200), anonymous: true, params: (w) => ({ id: w.fixtures.event.slug }), unknown: 404 },
  {
    route: 'POST /events',
    access: members(201),
    body: eventBody,
    bodySchema: fieldsOf('events', ['name', 'live_status', 'is_community']),
    echoes: ['name', 'description', 'location'],
  },
  {
    route: 'PUT /events/:id',
    access: ownerOrAdmin(200, 403),
    params: (w) => ({ id: w.fixtures.event.id }),
    body: () => ({ description: 'Bring a laptop' }),
    bodySchema: fieldsOf('events'),
    unknown: 404,
    echoes: ['description'],
  },
  { route: 'DELETE /events/:id', access: ownerOrAdmin(204, 403), params: async (w) => ({ id: (await newEvent(w, 'Doomed Night')).id }), unknown: 404 },
  { route: 'GET /events/stats', access: all(200), anonymous: true },
  { route: 'GET /events/:slugOrId/live', access: all(200), anonymous: true, params: (w) => ({ slugOrId: w.fixtures.event.slug }), unknown: 404 },
  { route: 'GET /events/:slugOrId/live/stream', access: all(200), anonymous: true, stream: true, params: (w) => ({ slugOrId: w.fixtures.event.slug }), unknown: 404 },
  { route: 'GET /events/:id/pack', access: members(200), params: (w) => ({ id: w.fixtures.event.slug }), unknown: 404 },
  { route: 'GET /events/:id/participation', access: members(200), params: (w) => ({ id: w.fixtures.event.id }), query: (w) => ({ user_id: w.id.member }), unknown: 404 },
  // The seeded live event: check-in to the fixture event (a day away) is not open yet.
  { route: 'POST /events/:id/checkin', access: members(200), params: () => ({ id: 'offline-first-summit' }), unknown: 404 },
  { route: 'POST /event-participants', access: members(TOGGLED), body: (w) => ({ event_id: w.fixtures.event.id }) },
  // A pass is its member's, for an event they joined; anyone else's ask reads as an event without one.
  { route: 'GET /events/:id/pass', access: owner(200, 404), params: (w) => ({ id: w.fixtures.doorEvent.slug }), unknown: 404 },
  { route: 'GET /events/my-checked-in', access: members(200), query: () => ({ include_meetverse: 'true' }) },

  // Sessions: an agenda is public to read, like its event; the event's organiser (or an admin) changes it.
  { route: 'GET /events/:id/sessions', access: all(200), anonymous: true, params: (w) => ({ id: w.fixtures.event.slug }), unknown: 404 },
  { route: 'GET /sessions/:id', access: all(200), anonymous: true, params: (w) => ({ id: w.fixtures.session }), unknown: 404 },
  {
    route: 'POST /events/:id/sessions',
    access: ownerOrAdmin(201, 403),
    params: (w) => ({ id: w.fixtures.event.id }),
    body: (w) => sessionBody(w.fixtures.event),
    unknown: 404,
    echoes: ['title', 'description', 'room'],
  },
  {
    route: 'PATCH /sessions/:id',
    access: ownerOrAdmin(200, 403),
    params: (w) => ({ id: w.fixtures.session }),
    body: () => ({ description: 'Slides on the event page' }),
    unknown: 404,
    echoes: ['description'],
  },
  { route: 'DELETE /sessions/:id', access: ownerOrAdmin(204, 403), params: async (w) => ({ id: (await newSession(w, 'Soon cancelled')).id }), unknown: 404 },

  // Calendar files: agendas are public; a private address is its own secret, made by its member.
  { route: 'GET /events/:id/calendar.ics', access: all(200), anonymous: true, params: (w) => ({ id: w.fixtures.event.slug }), unknown: 404 },
  { route: 'GET /sessions/:id/calendar.ics', access: all(200), anonymous: true, params: (w) => ({ id: w.fixtures.session }), unknown: 404 },
  { route: 'GET /calendar/:token.ics', access: all(200), anonymous: true, params: async (w) => ({ token: await calendarTokenOf(w) }), unknown: 404 },
  { route: 'GET /users/me/schedule.ics', access: members(200) },
  { route: 'GET /users/me/calendar-feed', access: members(200) },
  { route: 'POST /users/me/calendar-feed', access: members(201) },
  { route: 'DELETE /users/me/calendar-feed', access: members(204) },

  // Web push: a member's own choices and devices; the device id names a device among the caller's alone,
  // and one that is no UUID is bad input (400).
  { route: 'GET /users/me/push', access: members(200), query: () => ({ device_id: A_DEVICE }) },
  { route: 'PUT /users/me/push/preferences', access: members(200), body: () => defaultPushPreferences('Europe/Berlin') },
  {
    route: 'PUT /users/me/push/devices/:deviceId',
    access: members(200),
    params: () => ({ deviceId: A_DEVICE }),
    unknown: 400,
    body: () => ({ endpoint: 'https://push.example.test/subscription/1', keys: PUSH_KEYS }),
  },
  // A service worker's renewal needs no sign-in: it proves the subscription it replaces (here the
  // member's device's, sent again), whoever sends it; a made-up proof is answered as a missing one.
  {
    route: 'POST /push/renewals',
    access: all(204),
    anonymous: true,
    body: (w) => ({ old_endpoint: w.fixtures.pushDevice.subscription.endpoint, renewal_secret: w.fixtures.pushDevice.secret, subscription: w.fixtures.pushDevice.subscription }),
  },
  { route: 'DELETE /users/me/push/devices/:deviceId', access: members(204), params: () => ({ deviceId: A_DEVICE }), unknown: 400 },
  { route: 'PUT /users/me/push/devices/:deviceId/visibility', access: members(204), params: () => ({ deviceId: A_DEVICE }), body: () => ({ visible: false }), unknown: 400 },

  // Replication: each collection's own rules are in collections.ts.
  { route: 'GET /replication/:collection/pull', access: members(200), params: () => ({ collection: 'questions' }), query: () => ({ limit: '10' }), unknown: 404 },
  { route: 'GET /replication/:collection/docs', access: members(200), params: () => ({ collection: 'questions' }), query: (w) => ({ ids: w.fixtures.question.id }), unknown: 404 },
  { route: 'POST /replication/:collection/push', access: members(200), params: () => ({ collection: 'questions' }), body: () => [], unknown: 404 },
  { route: 'GET /replication/stream', access: all(200), stream: true },

  // Profiles: for members; each member changes only their own.
  { route: 'GET /users/me', access: members(200) },
  { route: 'POST /users/me', access: members(200), body: () => SIGNUP },
  { route: 'GET /users/:id', access: members(200), params: (w) => ({ id: w.id.member }), unknown: 404 },
  { route: 'GET /resolve/profiles/:id', access: members(200), params: (w) => ({ id: w.id.member }), unknown: 404 },
  {
    route: 'PUT /users/:id',
    access: owner(200, 403),
    params: (w) => ({ id: w.id.member }),
    body: () => ({ bio: 'Compilers and tea' }),
    bodySchema: fieldsOf('users'),
    unknown: 404,
    echoes: ['bio', 'professional_background'],
  },
  { route: 'GET /users/is_new/:sub', access: owner(200, 403), params: (w) => ({ sub: w.sub.member }), unknown: 403 },
  { route: 'POST /users/validate-referral-code', access: members(200), query: () => ({ referral_code: 'grace-hopper' }) },
  { route: 'GET /users/:id/questions', access: members(200), params: (w) => ({ id: w.id.member }), query: () => ({ sort: 'latest' }), unknown: 404 },

  // Admin actions.
  { route: 'POST /admin/promote-by-email', access: adminOnly(200), body: () => ({ email: BYSTANDER_EMAIL }) },
  { route: 'POST /admin/make-champion-by-email', access: adminOnly(200), body: () => ({ email: BYSTANDER_EMAIL }) },
  { route: 'POST /admin/demote-by-email', access: adminOnly(200), body: () => ({ email: BYSTANDER_EMAIL }) },
  { route: 'GET /admin/roles', access: adminOnly(200) },
  { route: 'GET /feature-suggestions', access: adminOnly(200), query: () => ({ page: '1', per_page: '5' }) },

  // Questions: members read all; the author changes theirs.
  { route: 'GET /questions', access: members(200), query: () => ({ sort: 'most_helpers', per_page: '5' }) },
  { route: 'GET /questions/meetverse', access: members(200), query: () => ({ page: '1' }) },
  { route: 'GET /questions/:id', access: members(200), params: (w) => ({ id: w.fixtures.question.id }), unknown: 404 },
  { route: 'GET /resolve/questions/:id', access: members(200), params: (w) => ({ id: w.fixtures.question.slug }), unknown: 404 },
  { route: 'POST /questions', access: members(201), body: () => ({ title: 'Is there coffee?', description: 'Asking for a friend' }), echoes: ['title', 'description'] },
  {
    route: 'PUT /questions/:id',
    access: owner(200, 403),
    params: (w) => ({ id: w.fixtures.question.id }),
    // A new text each time: an admin moderates every question, and a change of its words is what they are refused.
    body: () => ({ description: `Two of them, USB-C (${(edits += 1)})` }),
    unknown: 404,
    echoes: ['title', 'description'],
  },
  { route: 'DELETE /questions/:id', access: owner(204, 403), params: async (w) => ({ id: (await newQuestion(w, 'Soon gone')).id }), unknown: 404 },
  { route: 'GET /questions/:id/interactions', access: members(200), params: (w) => ({ id: w.fixtures.question.id }), unknown: 404 },
  { route: 'GET /questions/:id/answers', access: members(200), params: (w) => ({ id: w.fixtures.question.id }), query: () => ({ per_page: '10' }), unknown: 404 },
  { route: 'POST /questions/:id/answers', access: members(201), params: (w) => ({ id: w.fixtures.question.id }), body: () => ({ body: 'Ask at the desk: https://example.com/desk' }), unknown: 404, echoes: ['body'] },
  { route: 'GET /answers/:id', access: members(200), params: (w) => ({ id: w.fixtures.answer }), unknown: 404 },
  // An answer is its author's to change: an admin moderates it (hides it), and is refused a change of its words.
  { route: 'PUT /answers/:id', access: owner(200, 403), params: (w) => ({ id: w.fixtures.answer }), body: () => ({ body: `By the door, left (${(edits += 1)})` }), unknown: 404, echoes: ['body'] },
  { route: 'DELETE /answers/:id', access: owner(204, 403), params: async (w) => ({ id: (await newAnswer(w, 'Soon gone')).id }), unknown: 404 },

  // Interactions: a member's own toggles; bookmarks and meetings are private to those in them.
  { route: 'POST /interactions', access: members(TOGGLED), body: (w) => ({ kind: 'me_too', target_id: w.fixtures.question.id }) },
  { route: 'POST /interactions/we-met', access: members(TOGGLED), query: (w) => ({ other_user_id: w.bystander.id }) },
  { route: 'GET /interactions', access: members(200), query: (w) => ({ user_id: w.id.member, kind: 'bookmark' }) },
  // Someone else's bookmark is as unknown as a missing one.
  { route: 'DELETE /interactions/:id', access: owner(200, 404), params: (w) => ({ id: w.fixtures.bookmark }), unknown: 404 },

  // Notifications: each member's own.
  { route: 'GET /notifications', access: members(200), query: () => ({ page: '1', per_page: '20' }) },
  { route: 'POST /notifications', access: members(200), query: () => ({ mark_all_read: 'true' }) },
  { route: 'POST /notifications/:id', access: owner(200, 404), params: (w) => ({ id: w.fixtures.notification }), query: () => ({ mark_as: 'unread' }), unknown: 404 },

  // Chat: participants only; a room one is not in does not exist for them.
  { route: 'GET /chats/unread-count', access: members(200) },
  { route: 'GET /chats/reads', access: members(200) },
  { route: 'GET /chats/:id/messages', access: owner(200, 404), params: (w) => ({ id: w.fixtures.room }), query: () => ({ limit: '10' }), unknown: 404 },
  { route: 'POST /chats/:id/read', access: owner(200, 404), params: (w) => ({ id: w.fixtures.room }), body: () => ({ last_read_at: 1 }), unknown: 404 },
];

/** The role that sends hostile input to a route: one it lets in, the owner first. */
export function senderOf(route: RouteCase): SignedIn {
  const allowed = (status: number | readonly number[]) => (Array.isArray(status) ? status : [status]).some((s: number) => s < 300);
  const order: SignedIn[] = ['member', 'admin', 'other', 'champion'];
  const found = order.find((role) => allowed(route.access[role]));
  if (!found) throw new Error(`${route.route} lets nobody in`);
  return found;
}

export const methodOf = (route: RouteCase) => route.route.split(' ')[0] as string;
export const templateOf = (route: RouteCase) => route.route.split(' ')[1] as string;

/** The path of a call, parameters encoded, with its query. */
export function pathOf(route: RouteCase, params: Record<string, string>, query: Record<string, string> = {}): string {
  const path = templateOf(route).replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.route} needs :${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

export { ROLES };
