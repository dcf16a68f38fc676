import { randomUUID } from 'node:crypto';
import { interactionId } from '../../schemas/interaction.schema';
import { reportId } from '../../schemas/report.schema';
import { answerOf, doorScanOf, pollOf, sessionIn, type SignedIn, type World } from './world';

type Doc = Record<string, unknown> & { id: string };

/** What a push of another member's document gets: a conflict answering with the master state, or a refusal. */
export type ChangeOutcome = 'conflict' | 'written' | 403;

export type CollectionCase = {
  /** A valid new document the role would write in its own name. */
  own: (w: World, role: SignedIn) => Doc;
  /** What a push of that document gets, by role: 200 when it is written. */
  create: Record<SignedIn, number>;
  /** The member's document of this collection. */
  memberDoc?: (w: World) => string;
  /** Whether only the member may read their document (others never pull, fetch or stream it). */
  private?: boolean;
  /** A change the member makes to their own document; without one, the member makes a new document. */
  ownChange?: (master: Doc) => Record<string, unknown>;
  /** A change to try on the member's document, and what each other role's push of it gets. */
  change?: { fields: Record<string, unknown>; other: ChangeOutcome; champion: ChangeOutcome; admin: ChangeOutcome };
  /** A new document naming the member as its owner, pushed by another member, and what it gets. */
  forged?: { make: (w: World) => Doc; field: string; outcome: 403 | 'rewritten' };
};

const iso = () => new Date().toISOString();
const everyone = (status: number): Record<SignedIn, number> => ({ member: status, other: status, champion: status, admin: status });
const ownersOnly = { other: 403, champion: 403, admin: 403 } as const;

/** Every synced collection: how its documents are made, whose they are, who may change them. */
export const COLLECTION_CASES: Record<string, CollectionCase> = {
  events: {
    own: () => {
      const start = Date.now() + 72 * 3_600_000;
      return { id: randomUUID(), name: 'Pushed Evening', live_status: 'planned', is_community: false, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3_600_000).toISOString(), sync_state: 'pending', updatedAt: 0, _deleted: false };
    },
    create: everyone(200),
    memberDoc: (w) => w.fixtures.event.id,
    change: { fields: { name: 'Taken Over' }, other: 'conflict', champion: 'conflict', admin: 'written' },
    forged: { make: (w) => ({ ...COLLECTION_CASES.events!.own(w, 'other'), created_by: w.id.member }), field: 'created_by', outcome: 'rewritten' },
  },
  users: {
    own: () => ({ id: randomUUID(), full_name: 'Pushed Person', updatedAt: 0, _deleted: false }),
    // Profiles are born at signup only.
    create: everyone(403),
    memberDoc: (w) => w.id.member,
    change: { fields: { bio: 'Hijacked' }, other: 'conflict', champion: 'conflict', admin: 'conflict' },
  },
  questions: {
    own: (w, role) => ({
      id: randomUUID(), title: 'Pushed question', event_id: w.fixtures.event.id, author_id: w.id[role], created_at: iso(),
      help_count: 0, me_too_count: 0, uplift_count: 0, rank_latest: 0, rank_uplifted: 0, rank_helpers: 0, rank_relatable: 0, sync_state: 'pending', updatedAt: 0, _deleted: false,
    }),
    create: everyone(200),
    memberDoc: (w) => w.fixtures.question.id,
    change: { fields: { title: 'Edited by someone else' }, other: 'conflict', champion: 'conflict', admin: 'conflict' },
    forged: { make: (w) => COLLECTION_CASES.questions!.own(w, 'member'), field: 'author_id', outcome: 403 },
  },
  interactions: {
    own: (w, role) => ({ id: interactionId('uplift', w.id[role], w.fixtures.question.id), kind: 'uplift', user_id: w.id[role], target_id: w.fixtures.question.id, active: true, created_at: iso(), sync_state: 'pending', updatedAt: 0, _deleted: false }),
    create: everyone(200),
    memberDoc: (w) => w.fixtures.bookmark,
    private: true,
    ownChange: (master) => ({ active: !master.active }),
    change: { fields: { active: true, note: 'mine now' }, ...ownersOnly },
    forged: {
      make: (w) => ({ ...COLLECTION_CASES.interactions!.own(w, 'member'), id: interactionId('can_help', w.id.member, w.fixtures.question.id), kind: 'can_help' }),
      field: 'user_id',
      outcome: 403,
    },
  },
  notifications: {
    own: (w, role) => ({ id: randomUUID(), user_id: w.id[role], kind: 'spam', title: 'You won', status: 'unread', created_at: iso(), sync_state: 'pending', updatedAt: 0, _deleted: false }),
    // Notifications are made by the server.
    create: everyone(403),
    memberDoc: (w) => w.fixtures.notification,
    private: true,
    ownChange: (master) => ({ status: master.status === 'read' ? 'unread' : 'read' }),
    change: { fields: { status: 'read' }, ...ownersOnly },
  },
  chat_rooms: {
    own: (w, role) => ({ id: randomUUID(), participant_ids: [w.id[role]], title: 'Pushed room', created_at: iso(), last_message_at: Date.now(), sync_state: 'pending', updatedAt: 0, _deleted: false }),
    create: everyone(200),
    memberDoc: (w) => w.fixtures.room,
    private: true,
    ownChange: () => ({ title: 'Renamed notes' }),
    change: { fields: { title: 'Taken over' }, ...ownersOnly },
    forged: { make: (w) => ({ ...COLLECTION_CASES.chat_rooms!.own(w, 'other'), participant_ids: [w.id.member] }), field: 'participant_ids', outcome: 403 },
  },
  chat_messages: {
    // Posted in the member's own room: only the member is in it.
    own: (w) => {
      const now = Date.now();
      return { id: randomUUID(), room_id: w.fixtures.room, sender_id: w.id.member, body: 'Pushed message', timestamp: now, status: 'pending', network_state_when_created: 'online', cached_at: now, last_updated: now, updatedAt: 0, _deleted: false };
    },
    create: { member: 200, ...ownersOnly },
    memberDoc: (w) => w.fixtures.message,
    private: true,
    change: { fields: { body: 'Edited by someone else' }, ...ownersOnly },
    forged: { make: (w) => COLLECTION_CASES.chat_messages!.own(w, 'member'), field: 'sender_id', outcome: 403 },
  },
  sessions: {
    own: (w) => sessionIn(w.fixtures.event, randomUUID(), 'Pushed session'),
    // The agenda is the organiser's (and an admin's) to write.
    create: { member: 200, other: 403, champion: 403, admin: 200 },
    memberDoc: (w) => w.fixtures.session,
    change: { fields: { title: 'Taken over' }, other: 'conflict', champion: 'conflict', admin: 'written' },
  },
  reports: {
    // A report of the bystander's profile: made by a member about someone else, read by them and the admins.
    own: (w, role) => ({
      id: reportId(w.id[role], 'user', w.bystander.id), reporter_id: w.id[role], target_kind: 'user', target_id: w.bystander.id, reason: 'spam', details: 'Selling watches',
      status: 'open', created_at: iso(), sync_state: 'pending', updatedAt: 0, _deleted: false,
    }),
    create: everyone(200),
    memberDoc: (w) => w.fixtures.report,
    // Nobody but its reporter and the admins reads it: another member's push is the one refusal; an admin resolves it.
    change: { fields: { status: 'dismissed' }, other: 403, champion: 403, admin: 'written' },
    forged: { make: (w) => COLLECTION_CASES.reports!.own(w, 'member'), field: 'reporter_id', outcome: 403 },
  },
  feature_suggestions: {
    own: (w, role) => ({ id: randomUUID(), user_id: w.id[role], title: 'Pushed idea', created_at: iso(), sync_state: 'pending', updatedAt: 0, _deleted: false }),
    create: everyone(200),
    memberDoc: (w) => w.fixtures.suggestion,
    private: true,
    change: { fields: { title: 'Better idea' }, ...ownersOnly },
    forged: { make: (w) => COLLECTION_CASES.feature_suggestions!.own(w, 'member'), field: 'user_id', outcome: 403 },
  },
  door_scans: {
    // A scan of the bystander, who joined the member's door event.
    own: (w, role) => doorScanOf(w.fixtures.doorEvent.id, w.bystander.id, w.id[role]),
    // The event's organiser (the member) and admins run its door; nobody else scans there.
    create: { member: 200, other: 403, champion: 403, admin: 200 },
    memberDoc: (w) => w.fixtures.scan,
    // An admin reads it; another member changes nothing they cannot see, and a scan stays as it was made.
    change: { fields: { how: 'list' }, other: 403, champion: 403, admin: 'conflict' },
    forged: { make: (w) => doorScanOf(w.fixtures.doorEvent.id, w.bystander.id, w.id.member), field: 'staff_id', outcome: 403 },
  },
  answers: {
    // An answer to the member's question, shown in the meetverse: everyone answers it and reads the answers.
    own: (w, role) => answerOf(w.fixtures.question.id, w.id[role]),
    create: everyone(200),
    memberDoc: (w) => w.fixtures.answer,
    ownChange: () => ({ body: 'Try the adapters by the stage' }),
    // Nobody moderates the meetverse but the admins: another member's edit is the author's refusal, a conflict.
    change: { fields: { body: 'Edited by someone else' }, other: 'conflict', champion: 'conflict', admin: 'conflict' },
    // Written in the writer's own name whatever they send: the server sets the author from the token.
    forged: { make: (w) => answerOf(w.fixtures.question.id, w.id.member), field: 'author_id', outcome: 'rewritten' },
  },
  polls: {
    // An open poll of the member's event: the member organises it, admins run every event's polls.
    own: (w, role) => pollOf(w.fixtures.event.id, w.id[role], randomUUID(), { state: 'open' }),
    create: { member: 200, other: 403, champion: 403, admin: 200 },
    memberDoc: (w) => w.fixtures.poll,
    // Every member reads an open poll; only its runners change it.
    change: { fields: { question: 'Taken over?' }, other: 'conflict', champion: 'conflict', admin: 'written' },
    forged: { make: (w) => pollOf(w.fixtures.event.id, w.id.member, randomUUID(), { state: 'open' }), field: 'created_by', outcome: 403 },
  },
};
