import type { RxConflictHandler, RxJsonSchema, WithDeleted } from 'rxdb';
import { CHAT_FIRST_SYNC_MESSAGES } from './api';
import { chatMessageSchema, type ChatMessageDoc } from './chat-message.schema';
import { chatRoomSchema, type ChatRoomDoc } from './chat-room.schema';
import { doorScanSchema, type DoorScanDoc } from './door-scan.schema';
import { eventSchema, withTimeZone, type EventDoc } from './event.schema';
import { featureSuggestionSchema, type FeatureSuggestionDoc } from './feature-suggestion.schema';
import { interactionSchema, TARGET_OF, type InteractionDoc, type InteractionKind } from './interaction.schema';
import { notificationSchema, withWords, type NotificationDoc } from './notification.schema';
import { answerSchema, type AnswerDoc } from './answer.schema';
import { pollSchema, type PollDoc } from './poll.schema';
import { questionSchema, withAnswerCount, type QuestionDoc } from './question.schema';
import { reportSchema, type ReportDoc } from './report.schema';
import { sessionSchema, type SessionDoc } from './session.schema';
import { userSchema, type UserDoc } from './user.schema';

/** One database name for the page and the worker: both open it, RxDB links them. */
export const DATABASE_NAME = 'meetverse';

const IGNORED = new Set(['updatedAt', '_meta', '_rev', '_attachments']);

/**
 * Two states are the same if they differ only in the server's time stamp. The sync state counts:
 * a local 'pending' must give way to the server's 'sent'.
 */
export function sameDocument(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (IGNORED.has(key)) continue;
    if (JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null)) return false;
  }
  return true;
}

type Resolve<T> = RxConflictHandler<T>['resolve'];
const handler = <T>(resolve: Resolve<T>): RxConflictHandler<T> => ({
  isEqual: (a, b) => sameDocument(a as Record<string, unknown>, b as Record<string, unknown>),
  resolve,
});

/** The server's state wins: for what only the server or the owner changes. */
export const serverWins = <T>() => handler<T>(async (input) => input.realMasterState);

const SYNC_FIELDS = new Set(['sync_state', 'status', 'sync_error']);

/** The same write, one side only not yet acknowledged: what a replayed push looks like. */
function sameButForSync(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (IGNORED.has(key) || SYNC_FIELDS.has(key)) continue;
    if (JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null)) return false;
  }
  return true;
}

/**
 * The member's latest intent wins: their own toggles and profile, written again over the server's;
 * when the server already holds exactly that write, its acknowledged state is taken.
 */
export const localWins = <T>() =>
  handler<T>(async (input) =>
    sameButForSync(input.newDocumentState as Record<string, unknown>, input.realMasterState as Record<string, unknown>)
      ? input.realMasterState
      : ({ ...input.newDocumentState, updatedAt: (input.realMasterState as { updatedAt?: number }).updatedAt } as WithDeleted<T>),
  );

/**
 * Interactions: the member's latest intent wins (localWins), except for a meeting, which is one record
 * of two members: when the other member recorded it first, the server's record stays, with this
 * device's latest say on whether it stands. A record of this device's member crossing the other's
 * (both recorded it offline) confirms it, so it is sent on top of the server's (which decides it).
 * Where they met stays the first record's.
 */
const interactionsWin = (() => {
  const own = localWins<InteractionDoc>();
  return handler<InteractionDoc>(async (input, context) => {
    const local = input.newDocumentState;
    const server = input.realMasterState;
    if (local.kind !== 'we_met') return own.resolve(input, context);
    const crossed = local.active && local.user_id !== server.user_id;
    const confirmed = Boolean(server.confirmed || local.confirmed || crossed);
    // A note on a meeting comes from a device of before; it rides along for the server to move onto its writer's card.
    const merged = { ...server, active: local.active, note: local.note || server.note, event_id: server.event_id ?? local.event_id, ...(confirmed ? { confirmed } : {}), sync_state: local.sync_state };
    return sameButForSync(merged, server) ? server : merged;
  });
})();

/**
 * Meetings on the server before confirmation existed were shown to both members: they count as
 * confirmed. One recorded on this device and not sent yet waits for the other member, as a new one does.
 */
const meetingsConfirmed = (doc: InteractionDoc): InteractionDoc => (doc.kind === 'we_met' ? { ...doc, confirmed: doc.sync_state === 'sent' } : doc);

/** What a poll's runners write; the rest (results, voters, when it opened and closed) is the server's. */
const POLL_RUNNER_FIELDS = ['question', 'kind', 'options', 'session_id', 'state', 'on_screen', 'hidden_words', '_deleted'] as const;

/**
 * The server's state wins, with a member's change that crossed another write on its way (their own new
 * document still being sent, a count the server moved) laid over it again: the fields of theirs they
 * changed since the state they assumed. When the server's copy is still the one they assumed, the server
 * refused the change (a closed poll stays closed, an answer stays its author's): its state stands.
 */
function serverWinsWithOwnChanges<T extends { updatedAt: number }>(fields: readonly (keyof WithDeleted<T>)[]) {
  return handler<T>(async ({ newDocumentState: local, realMasterState: server, assumedMasterState: assumed }) => {
    if (assumed && assumed.updatedAt === server.updatedAt) return server;
    const changed = fields.filter((field) => JSON.stringify(local[field] ?? null) !== JSON.stringify(assumed?.[field] ?? null));
    const merged = { ...server, ...Object.fromEntries(changed.map((field) => [field, local[field]])), sync_state: (local as { sync_state?: unknown }).sync_state } as WithDeleted<T>;
    return sameButForSync(merged as Record<string, unknown>, server as Record<string, unknown>) ? server : merged;
  });
}

/** Polls: a runner's change (what they write: POLL_RUNNER_FIELDS) over the server's counts. */
const pollsWin = serverWinsWithOwnChanges<PollDoc>(POLL_RUNNER_FIELDS);

/**
 * Answers: the server's state wins (its moderators hide, it dates an edit), with the author's edit or
 * deletion, or a moderator's hide or show, laid over it again when it crossed the answer still being sent
 * (the server keeps the moderation of an author who does not moderate as it was).
 */
const answersWin = serverWinsWithOwnChanges<AnswerDoc>(['body', '_deleted', 'moderation', 'hidden_reason']);

/** A notification read anywhere stays read. */
const readWins = handler<NotificationDoc>(async ({ newDocumentState, realMasterState }) =>
  newDocumentState.status === 'read' && realMasterState.status !== 'read' ? { ...realMasterState, status: 'read', sync_state: 'pending' } : realMasterState,
);

export type LostEdit = { collection: string; id: string; local: Record<string, unknown>; server: Record<string, unknown> };

/**
 * Questions: the server's state wins (the author or a later edit got there first), and a member's
 * edit that lost is handed to `onLostEdit` so their text is kept and they are told, never dropped.
 */
export function serverWinsKeepingEdit(onLostEdit: (lost: LostEdit) => void): RxConflictHandler<QuestionDoc> {
  return handler<QuestionDoc>(async ({ newDocumentState, realMasterState }) => {
    const edited = newDocumentState.title !== realMasterState.title || newDocumentState.description !== realMasterState.description;
    if (edited && !newDocumentState._deleted) {
      onLostEdit({ collection: 'questions', id: newDocumentState.id, local: { ...newDocumentState }, server: { ...realMasterState } });
    }
    return realMasterState;
  });
}

export type CollectionSpec<T> = {
  schema: RxJsonSchema<T>;
  conflictHandler: RxConflictHandler<T>;
  localDocuments?: boolean;
  /** For each schema version after 0, how a document stored under the version before becomes one of it. */
  migrationStrategies?: Record<number, (doc: T) => T | null>;
};

/**
 * The migration of a schema version that changed only the schema's text: each stored document carries
 * over as it is. The local store copies such collections' stored rows over whole when they open
 * (local-store/upgrade.ts); any other migration runs document by document in RxDB's.
 */
export const unchanged = <T>(doc: T): T => doc;

/**
 * Every synced collection: all thirteen of free RxDB's per JavaScript context, so a new entity lives in one of these.
 * `onLostEdit` is called where replication resolves conflicts (the worker).
 */
export function collectionSpecs(onLostEdit: (lost: LostEdit) => void = () => {}) {
  return {
    events: { schema: eventSchema, conflictHandler: serverWins<EventDoc>(), migrationStrategies: { 1: unchanged, 2: withTimeZone, 3: unchanged, 4: unchanged } } satisfies CollectionSpec<EventDoc>,
    users: { schema: userSchema, conflictHandler: localWins<UserDoc>(), migrationStrategies: { 1: unchanged, 2: unchanged } } satisfies CollectionSpec<UserDoc>,
    questions: { schema: questionSchema, conflictHandler: serverWinsKeepingEdit(onLostEdit), localDocuments: true, migrationStrategies: { 1: unchanged, 2: unchanged, 3: withAnswerCount } } satisfies CollectionSpec<QuestionDoc>,
    interactions: { schema: interactionSchema, conflictHandler: interactionsWin, migrationStrategies: { 1: unchanged, 2: unchanged, 3: unchanged, 4: meetingsConfirmed } } satisfies CollectionSpec<InteractionDoc>,
    notifications: { schema: notificationSchema, conflictHandler: readWins, migrationStrategies: { 1: withWords } } satisfies CollectionSpec<NotificationDoc>,
    chat_rooms: { schema: chatRoomSchema, conflictHandler: serverWins<ChatRoomDoc>(), localDocuments: true } satisfies CollectionSpec<ChatRoomDoc>,
    chat_messages: { schema: chatMessageSchema, conflictHandler: serverWins<ChatMessageDoc>(), migrationStrategies: { 1: unchanged } } satisfies CollectionSpec<ChatMessageDoc>,
    feature_suggestions: { schema: featureSuggestionSchema, conflictHandler: serverWins<FeatureSuggestionDoc>() } satisfies CollectionSpec<FeatureSuggestionDoc>,
    sessions: { schema: sessionSchema, conflictHandler: serverWins<SessionDoc>() } satisfies CollectionSpec<SessionDoc>,
    reports: { schema: reportSchema, conflictHandler: serverWins<ReportDoc>(), migrationStrategies: { 1: unchanged, 2: unchanged } } satisfies CollectionSpec<ReportDoc>,
    // A scan never changes once made: the server's copy is the scan.
    door_scans: { schema: doorScanSchema, conflictHandler: serverWins<DoorScanDoc>() } satisfies CollectionSpec<DoorScanDoc>,
    answers: { schema: answerSchema, conflictHandler: answersWin } satisfies CollectionSpec<AnswerDoc>,
    polls: { schema: pollSchema, conflictHandler: pollsWin } satisfies CollectionSpec<PollDoc>,
  };
}

export type CollectionName = keyof ReturnType<typeof collectionSpecs>;

type DocumentTypes = {
  events: EventDoc;
  users: UserDoc;
  questions: QuestionDoc;
  interactions: InteractionDoc;
  notifications: NotificationDoc;
  chat_rooms: ChatRoomDoc;
  chat_messages: ChatMessageDoc;
  feature_suggestions: FeatureSuggestionDoc;
  sessions: SessionDoc;
  reports: ReportDoc;
  door_scans: DoorScanDoc;
  answers: AnswerDoc;
  polls: PollDoc;
};

/**
 * The document type of each synced collection, as its schema describes it: one missing does not
 * compile. The page's and the worker's database and the server's tables (server/db/tables.ts) are typed from it.
 */
export type CollectionDocs = { [Name in CollectionName]: DocumentTypes[Name] };
export type DocumentOf<Name extends CollectionName> = CollectionDocs[Name];
export const COLLECTION_NAMES = Object.keys(collectionSpecs()) as CollectionName[];

/** How a collection syncs, the same for the page, the replication worker and the server. */
export type CollectionPolicy = {
  /** The field that carries a document's sync state. */
  syncField: 'sync_state' | 'status';
  /** Guests pull and stream it too; everything else needs a signed-in member. */
  publicRead: boolean;
  /**
   * A write waits until the document its field names, in that collection, is on the server; the
   * collection may depend on the document (an interaction's target is a question, a member or an event).
   */
  parent?: { collection: CollectionName | ((doc: Record<string, unknown>) => CollectionName | undefined); field: string };
  /** Deletions here are local evictions (a chat cache), never pushed to the server. */
  localOnlyDeletions: boolean;
  /** Its waiting and refused writes are counted on the sync field's index; false where the field has none. */
  indexedSyncState: boolean;
  /**
   * A cache of the server's (chat): clearing it starts a new generation, and the collection's
   * replication starts over from nothing to fill it again.
   */
  clearedWithCache: boolean;
  /**
   * A first sync takes only the newest `perGroup` documents of each group (the newest messages of each
   * room), by `orderBy`; older ones are fetched on demand. Absent: a first sync takes everything.
   */
  firstPullNewest?: { groupBy: string; orderBy: string; perGroup: number };
  /**
   * A write the member gives up is removed from the device (a message is the sender's alone and never
   * changes on the server); elsewhere it is replaced by the server's copy.
   */
  discardRemoves: boolean;
};

const TARGET_COLLECTION = { question: 'questions', user: 'users', event: 'events', session: 'sessions', poll: 'polls' } as const satisfies Record<(typeof TARGET_OF)[InteractionKind], CollectionName>;

/** The collection of an interaction's target: a reaction waits for its question, a join or check-in for its event. */
function interactionTarget(doc: Record<string, unknown>): CollectionName | undefined {
  const target = TARGET_OF[doc.kind as InteractionKind] as (typeof TARGET_OF)[InteractionKind] | undefined;
  return target ? TARGET_COLLECTION[target] : undefined;
}

/** The collection and id of the document a write waits for, or null when it waits for none. */
export function parentOf(name: CollectionName, doc: Record<string, unknown>): { collection: CollectionName; id: string } | null {
  const parent = policyOf(name).parent;
  const id = parent ? doc[parent.field] : undefined;
  if (!parent || typeof id !== 'string') return null;
  const collection = typeof parent.collection === 'function' ? parent.collection(doc) : parent.collection;
  return collection ? { collection, id } : null;
}

/**
 * The collection registry: each synced collection's policy. With `collectionSpecs` (schema and conflict
 * rule) it is all the page's database, the worker and the server know of a collection; the server's
 * rules are typed against `CollectionName`, so a collection missing there does not compile.
 */
const SYNCED = { syncField: 'sync_state', publicRead: false, localOnlyDeletions: false, indexedSyncState: true, clearedWithCache: false, discardRemoves: false } as const;
const CHAT_CACHE = { ...SYNCED, localOnlyDeletions: true, clearedWithCache: true } as const;

export const COLLECTION_POLICY = {
  events: { ...SYNCED, publicRead: true, indexedSyncState: false },
  users: { ...SYNCED, indexedSyncState: false },
  questions: { ...SYNCED, parent: { collection: 'events', field: 'event_id' } },
  interactions: { ...SYNCED, parent: { collection: interactionTarget, field: 'target_id' } },
  notifications: { ...SYNCED },
  chat_rooms: { ...CHAT_CACHE },
  chat_messages: {
    ...CHAT_CACHE,
    syncField: 'status',
    parent: { collection: 'chat_rooms', field: 'room_id' },
    firstPullNewest: { groupBy: 'room_id', orderBy: 'timestamp', perGroup: CHAT_FIRST_SYNC_MESSAGES },
    discardRemoves: true,
  },
  feature_suggestions: { ...SYNCED },
  sessions: { ...SYNCED, publicRead: true, parent: { collection: 'events', field: 'event_id' } },
  reports: { ...SYNCED },
  door_scans: { ...SYNCED, parent: { collection: 'events', field: 'event_id' } },
  answers: { ...SYNCED, parent: { collection: 'questions', field: 'question_id' } },
  polls: { ...SYNCED, parent: { collection: 'events', field: 'event_id' } },
} as const satisfies Record<CollectionName, CollectionPolicy>;

/** Which field carries the sync state of a collection's documents. */
export const SYNC_FIELD = Object.fromEntries(COLLECTION_NAMES.map((name) => [name, COLLECTION_POLICY[name].syncField])) as Record<
  CollectionName,
  CollectionPolicy['syncField']
>;

export const policyOf = (name: CollectionName): CollectionPolicy => COLLECTION_POLICY[name];

/** The collections whose first sync takes only the newest documents of each group. */
export const NEWEST_FIRST_COLLECTIONS = COLLECTION_NAMES.filter((name) => policyOf(name).firstPullNewest !== undefined);
