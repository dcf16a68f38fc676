import type { Expression, ExpressionBuilder, SqlBool, Transaction } from 'kysely';
import type { RxJsonSchema } from 'rxdb';
import { COLLECTION_POLICY, collectionSpecs, type CollectionName } from '../../schemas/collections';
import type { Viewer } from '../auth/viewer';
import type { Dialect } from '../db/database';
import type { PrivateColumns, StoredDoc, Tables } from '../db/tables';
import { HttpError } from '../http-error';

/** A stored document of collection N, as a read returns it: its schema's fields and whether it is deleted. */
export type Doc<N extends CollectionName = CollectionName> = StoredDoc<N>;

/** The field that carries the sync state of collection N's documents. */
export type SyncFieldOf<N extends CollectionName> = (typeof COLLECTION_POLICY)[N]['syncField'];

type PrivateFieldsOf<N extends CollectionName> = N extends keyof PrivateColumns ? Partial<{ [K in keyof PrivateColumns[N]]: NonNullable<PrivateColumns[N][K]> }> : unknown;

/**
 * A document of collection N about to be written: what a client sent once it passed the schema, or
 * what the server derives. The stamp and the sync state are the store's to set; a private column
 * may come with it.
 */
export type Draft<N extends CollectionName = CollectionName> = { id: string; _deleted: boolean } & DraftFields<N>;

type ServerSet<N extends CollectionName> = Extract<'updatedAt' | SyncFieldOf<N>, keyof Doc<N>>;
type DraftFields<N extends CollectionName> = N extends CollectionName ? Omit<Doc<N>, ServerSet<N>> & Partial<Pick<Doc<N>, ServerSet<N>>> & PrivateFieldsOf<N> : never;

/** A refused write: a message (403 on REST) or an error with its own status. */
export type Refusal = string | HttpError | null;

/** Who runs an event, as a visibility check needs it (schemas/event-rules.ts reads it). */
export type EventRunners = Pick<Doc<'events'>, 'created_by' | 'is_meetverse' | 'team'>;

/** Memoised look-ups a visibility check may need; one per pull, stream change or request. */
export type ReadLookup = {
  participants: (roomId: string) => Promise<string[]>;
  /** Who runs the event (undefined when there is none, or it is deleted). */
  runners: (eventId: string) => Promise<EventRunners | undefined>;
  /** A question as its answers' visibility needs it (undefined when there is none, or it is deleted). */
  question: (questionId: string) => Promise<Doc<'questions'> | undefined>;
  /** Whether the two members met: a 'we met' between them that stands, whichever recorded it. */
  met: (memberA: string, memberB: string) => Promise<boolean>;
};

/** The transaction a write runs in: checks read through it, derived writes go through `save`. */
export type WriteContext = {
  trx: Transaction<Tables>;
  dialect: Dialect;
  /** The stamp every document written in this transaction gets. */
  stamp: number;
  /** Wall-clock time of the transaction, for created_at and clamping client clocks. */
  now: number;
  /** The addresses of the admins the configuration names (ADMIN_EMAILS), in lower case. */
  adminEmails: readonly string[];
  bool: (value: boolean) => SqlBool;
  get: <N extends CollectionName>(collection: N, id: string) => Promise<Doc<N> | undefined>;
  /**
   * Reads the documents of these ids into the transaction in one query, so `get` of each asks nothing
   * more. `writes`: the write is to write them (a message's notification), so on PostgreSQL they are
   * locked before they are read, which spares their check before the commit.
   */
  read: (collection: CollectionName, ids: string[], writes?: boolean) => Promise<void>;
  /**
   * The write is based on this document as read, even when it leaves it as it is (a count recomputed
   * from rows and compared with the stored one): on PostgreSQL it is locked and checked before the
   * commit as a written one is, so a change another write committed since it was read runs this one again.
   */
  dependOn: (collection: CollectionName, id: string) => void;
  /** Writes a document the server derives (a recount, a notification); it replicates like any write. */
  save: <N extends CollectionName>(collection: N, doc: Draft<N>) => Promise<Doc<N>>;
  /** When each member last marked a room read (ms), as this transaction reads it once: by member id. */
  lastReads: (roomId: string) => Promise<Map<string, number>>;
};

/** What a batch of writes reads besides its own documents (`CollectionDef.prefetch`). */
export type Prefetch = {
  /** Documents by collection; `writes`: the batch is to write them too (a room's last message), as `WriteContext.read` says. */
  documents: { collection: CollectionName; ids: string[]; writes?: boolean }[];
  /** Rooms whose participants the visibility checks ask for (`ReadLookup.participants`). */
  participantsOf?: string[];
  /** Rooms whose members' last reads the write asks for (`WriteContext.lastReads`). */
  lastReadsOf?: string[];
};

/** A condition on the rows of collection N's table, as SQL. */
export type Scope<N extends CollectionName = CollectionName> = (eb: ExpressionBuilder<Tables, N>) => Expression<SqlBool>;

/**
 * The server's rules of collection N. Its functions are declared as methods, so the rules of one
 * collection are also rules of `CollectionDef<CollectionName>`, what a look-up by a name from a URL gives.
 */
export type CollectionDef<N extends CollectionName = CollectionName> = {
  name: N;
  table: N;
  schema: RxJsonSchema<unknown>;
  /** Whether a guest may pull and stream it (public data). */
  publicRead: boolean;
  /** The field that carries the sync state; the server stores every write it accepts as 'sent'. */
  syncField: SyncFieldOf<N>;
  /** What the viewer may pull, as SQL, so rows of others are never read. Absent: `canRead` filters. */
  scope?(viewer: Viewer, eb: ExpressionBuilder<Tables, N>): Expression<SqlBool>;
  /** The same rule for one document: the stream and single reads check it, and a write what it would make. */
  canRead(viewer: Viewer, doc: Doc<N> | Draft<N>, lookup: ReadLookup): boolean | Promise<boolean>;
  /**
   * Serve a document the viewer may not read, on a pull or the stream, as a tombstone rather than
   * leave it out: a device that held it while it was readable drops it (a question the moderators
   * hid). Lists and single reads still leave it out.
   */
  withheldAsTombstones?: boolean;
  /** What this viewer sees of a document they may read (pull, stream, REST, push conflicts). */
  project?(viewer: Viewer, doc: Doc<N>): Doc<N>;
  /**
   * Problems with what a member typed, in the words their form shows beside the field; checked on a
   * push before the schema (so on a document not yet known to fit it), so a name that is empty or too
   * long reads the same as through REST.
   */
  formProblem?(doc: Record<string, unknown>): string | null;
  /**
   * The words of the one refusal (403) a write gets when it names a document the writer may not read:
   * the same whether that document exists or not, so no answer tells. Defaults to a general sentence.
   */
  unseenRefusal?: string;
  /**
   * The words for a new document the writer cannot read because its parent was refused to them, when
   * that refusal says more than the one above and tells nothing new (the first message of a direct chat
   * a block refused to start); null leaves the one refusal.
   */
  refusedParent?(viewer: Viewer, next: Draft<N>, ctx: WriteContext): Promise<string | null>;
  /** Null when allowed, else the reason. master is undefined for a new document. */
  canWrite(viewer: Viewer, next: Draft<N>, master: Doc<N> | undefined, ctx: WriteContext): Refusal | Promise<Refusal>;
  /**
   * Required fields the server fills whatever a device sends, which a write may leave out (a device of
   * an earlier version knows nothing of a count added since).
   */
  serverOwned?: readonly string[];
  /** Server-only columns a write may set and no read returns. */
  privateColumns?: string[];
  /** Fields the server decides, applied over what the client sent. */
  serverFields(viewer: Viewer, next: Draft<N>, master: Doc<N> | undefined, ctx: WriteContext): Partial<Draft<N>> | Promise<Partial<Draft<N>>>;
  /**
   * What a batch of writes will read besides its own documents (a message's room and sender, the room's
   * participants), so it comes with the batch's stored documents in one read rather than one by one.
   */
  prefetch?(viewer: Viewer, drafts: Draft<N>[]): Prefetch;
  /** Side effects in the same transaction, after the document was written. */
  afterWrite?(viewer: Viewer, written: Doc<N>, master: Doc<N> | undefined, ctx: WriteContext): Promise<void>;
};

const SPECS = collectionSpecs();

/**
 * What the shared collection registry says of a collection, for its server rules: name and table,
 * schema, whether guests may read it, its sync field.
 */
export function registered<N extends CollectionName>(name: N): Pick<CollectionDef<N>, 'name' | 'table' | 'schema' | 'publicRead' | 'syncField'> {
  const { publicRead, syncField } = COLLECTION_POLICY[name];
  return { name, table: name, schema: SPECS[name].schema as RxJsonSchema<unknown>, publicRead, syncField };
}

export const signedIn = (viewer: Viewer): viewer is NonNullable<Viewer> & { userId: string } => Boolean(viewer?.userId);

/** The member's own writes need a profile: a token alone is not a member yet. */
export const needsMember = (viewer: Viewer): Refusal =>
  viewer ? (viewer.userId ? null : 'Finish signing up before you write') : 'Authentication required';

/**
 * How many documents of `table` the owner wrote since `sinceMs` ago, by the server's stamps (a client's
 * created_at is its own to set), counting those this transaction wrote already: the volume rules of
 * writes a member makes a few of (suggestions, reports).
 */
export async function writtenSince(ctx: WriteContext, table: 'feature_suggestions', owner: { column: 'user_id'; id: string }, sinceMs: number): Promise<number> {
  const row = await ctx.trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(owner.column, '=', owner.id)
    .where('updatedAt', '>', ctx.stamp - sinceMs)
    .executeTakeFirst();
  return row?.total ?? 0;
}

/** A volume rule's refusal: not bad input, and not to be retried at once. */
export const limitReached = (message: string) => new HttpError(403, 'limit_reached', message);
