import { sql, type Kysely, type Transaction } from 'kysely';
import { sameDocument } from '../../schemas/collections';
import { tombstoneOf } from '../../schemas/tombstone';
import type { Checkpoint, PullResponse, PushRow } from '../../schemas/api';
import type { Viewer } from '../auth/viewer';
import { sqlBool, type Database, type Tables } from '../db/database';
import { forbidden, HttpError } from '../http-error';
import type { Change, ChangeBus } from './change-bus';
import { createCodec, type Codec } from './codec';
import type { CollectionDef, Doc, ReadLookup, Refusal, Scope, WriteContext } from './collection-def';
import { findCollection } from './collections';

const SERVER_STAMP = 'updatedAt';
// Any constant works: it only has to be the same for every writer of this database.
const WRITE_LOCK_KEY = 7_313_001;

/** Runs inside each committing transaction that wrote something (PostgreSQL fan-out). */
export type CommitHook = (trx: Transaction<Tables>, changes: Change[]) => Promise<void>;

export type PageOptions = { where?: Scope; orderBy: [string, 'asc' | 'desc'][]; limit: number; offset: number };

type Executor = Kysely<Tables>;
type Written = Map<string, Map<string, Doc>>;
/** A write's document as stored, as the writer may see it (undefined when hidden or absent), and as it would be written. */
type Target = { stored: Doc | undefined; seen: Doc | undefined; next: Doc };
type Saver = (def: CollectionDef, doc: Doc, master: Doc | undefined) => Promise<Doc>;

const refusalError = (refusal: Exclude<Refusal, null>) => (refusal instanceof HttpError ? refusal : forbidden(refusal));

/** The one answer to a write naming a document the writer may not read, whether or not it exists. */
export const unseenRefusal = (def: CollectionDef): HttpError => forbidden(def.unseenRefusal ?? 'You may not write this document');

export class DocumentStore {
  private readonly codecs = new Map<string, Codec>();
  private onCommit: CommitHook | undefined;

  constructor(
    private readonly database: Database,
    private readonly bus: ChangeBus,
  ) {}

  setCommitHook(hook: CommitHook | undefined): void {
    this.onCommit = hook;
  }

  private codec(def: CollectionDef): Codec {
    let codec = this.codecs.get(def.table);
    if (!codec) {
      const properties = (def.schema as { properties: Record<string, { type?: string }> }).properties;
      codec = createCodec(properties, this.database.dialect, def.privateColumns);
      this.codecs.set(def.table, codec);
    }
    return codec;
  }

  private bool(value: boolean): boolean | number {
    return sqlBool(this.database.dialect)(value);
  }

  /** Memoised room look-ups for visibility checks; inside a transaction pass it, SQLite has one connection. */
  lookup(executor: Executor = this.database.db): ReadLookup {
    const rooms = new Map<string, Promise<string[]>>();
    return {
      participants(roomId) {
        let found = rooms.get(roomId);
        if (!found) {
          found = executor
            .selectFrom('chat_participants')
            .select('user_id')
            .where('room_id', '=', roomId)
            .execute()
            .then((rows) => rows.map((row) => String(row.user_id)));
          rooms.set(roomId, found);
        }
        return found;
      },
    };
  }

  /** What this viewer is served of a document: a deleted one is a tombstone for everyone, as nothing a person wrote stays. */
  project(def: CollectionDef, viewer: Viewer, doc: Doc): Doc {
    if (doc._deleted) return tombstoneOf(def.schema as never, doc, def.syncField) as Doc;
    return def.project ? def.project(viewer, doc) : doc;
  }

  /** The documents this viewer may read, as they see them. */
  async visible(def: CollectionDef, viewer: Viewer, docs: Doc[], lookup = this.lookup()): Promise<Doc[]> {
    const allowed = await Promise.all(docs.map((doc) => def.canRead(viewer, doc, lookup)));
    return docs.filter((_doc, index) => allowed[index]).map((doc) => this.project(def, viewer, doc));
  }

  async pull(def: CollectionDef, viewer: Viewer, checkpoint: Checkpoint | null, limit: number): Promise<PullResponse<Doc>> {
    let query = this.database.db.selectFrom(def.table).selectAll();
    if (def.scope) query = query.where(def.scope(viewer));
    // One row-value comparison, which both databases read as a range of the (stamp, id) indexes. Spelt
    // with OR, SQLite scanned or sorted every row left after the checkpoint for each page: a member's
    // first sync of 50,000 chat messages spent 1.5 s in SQLite, against 1.0 s.
    if (checkpoint) query = query.where((eb) => eb(eb.refTuple(SERVER_STAMP, 'id'), '>', eb.tuple(checkpoint.updatedAt, checkpoint.id)));
    const rows = await query.orderBy(SERVER_STAMP).orderBy('id').limit(limit).execute();
    const codec = this.codec(def);
    const scanned = rows.map((row) => codec.fromRow(row) as Doc);
    const last = scanned.at(-1);
    // The checkpoint is the last row read, even when the viewer may not see it, so no page repeats.
    return {
      documents: def.scope ? scanned.map((doc) => this.project(def, viewer, doc)) : await this.visible(def, viewer, scanned),
      checkpoint: last ? { updatedAt: last[SERVER_STAMP] as number, id: last.id } : checkpoint,
    };
  }

  /**
   * How many documents a pull from the start reads for this viewer (deleted ones included): the total
   * a first sync shows its progress against. Documents another rule hides from the viewer are counted
   * too, so the total is an upper bound.
   */
  async pullTotal(def: CollectionDef, viewer: Viewer): Promise<number> {
    let query = this.database.db.selectFrom(def.table).select((eb) => eb.fn.countAll<number | string>().as('total'));
    if (def.scope) query = query.where(def.scope(viewer));
    const row = await query.executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  /**
   * A first pull that brings only the newest `perGroup` live documents of each `groupBy` value (the
   * newest 50 messages of every room), ordered as pages are; its checkpoint is the newest stamp of
   * everything the viewer may read at that moment, so later pulls bring only what changes after it and
   * the older history stays on the server until it is asked for.
   */
  async pullNewest(def: CollectionDef, viewer: Viewer, groupBy: string, orderBy: string, perGroup: number): Promise<PullResponse<Doc>> {
    let newest = this.database.db.selectFrom(def.table).select([SERVER_STAMP, 'id']);
    if (def.scope) newest = newest.where(def.scope(viewer));
    const top = await newest.orderBy(SERVER_STAMP, 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (!top) return { documents: [], checkpoint: null };
    const snapshot = { updatedAt: Number(top[SERVER_STAMP as keyof typeof top]), id: String(top.id) };
    let ranked = this.database.db
      .selectFrom(def.table)
      .selectAll()
      .select(sql<number>`row_number() over (partition by ${sql.ref(groupBy)} order by ${sql.ref(orderBy)} desc, id desc)`.as('newest_rank'))
      .where('_deleted', '=', this.bool(false))
      // Anything stamped after the snapshot comes with the next pull, from the checkpoint.
      .where((eb) => eb(eb.refTuple(SERVER_STAMP, 'id'), '<=', eb.tuple(snapshot.updatedAt, snapshot.id)));
    if (def.scope) ranked = ranked.where(def.scope(viewer));
    const rows = await this.database.db
      .selectFrom(ranked.as('ranked'))
      .selectAll()
      .where('newest_rank', '<=', perGroup)
      .orderBy(SERVER_STAMP)
      .orderBy('id')
      .execute();
    const codec = this.codec(def);
    const docs = rows.map(({ newest_rank: _rank, ...row }) => codec.fromRow(row) as Doc);
    return { documents: def.scope ? docs.map((doc) => this.project(def, viewer, doc)) : await this.visible(def, viewer, docs), checkpoint: snapshot };
  }

  /** A page of live documents of one group before (`orderBy`, id), newest first: older history on demand. */
  async before(def: CollectionDef, viewer: Viewer, group: { column: string; value: string }, orderBy: string, cursor: { at: number; id: string } | null, limit: number): Promise<Doc[]> {
    let query = this.database.db.selectFrom(def.table).selectAll().where(group.column, '=', group.value).where('_deleted', '=', this.bool(false));
    if (def.scope) query = query.where(def.scope(viewer));
    if (cursor) query = query.where((eb) => eb(eb.refTuple(orderBy, 'id'), '<', eb.tuple(cursor.at, cursor.id)));
    const rows = await query.orderBy(orderBy, 'desc').orderBy('id', 'desc').limit(limit).execute();
    const codec = this.codec(def);
    return rows.map((row) => this.project(def, viewer, codec.fromRow(row) as Doc));
  }

  async get(def: CollectionDef, id: string): Promise<Doc | undefined> {
    const row = await this.database.db.selectFrom(def.table).selectAll().where('id', '=', id).executeTakeFirst();
    return row ? (this.codec(def).fromRow(row) as Doc) : undefined;
  }

  /** One live document as this viewer sees it, or undefined when it is gone or not theirs to see. */
  async read(def: CollectionDef, viewer: Viewer, id: string): Promise<Doc | undefined> {
    const doc = await this.get(def, id);
    if (!doc || doc._deleted) return undefined;
    return (await this.visible(def, viewer, [doc]))[0];
  }

  async byIds(def: CollectionDef, ids: string[]): Promise<Doc[]> {
    if (ids.length === 0) return [];
    const rows = await this.database.db.selectFrom(def.table).selectAll().where('id', 'in', ids).orderBy('id').execute();
    const codec = this.codec(def);
    return rows.map((row) => codec.fromRow(row) as Doc);
  }

  async findBySlugOrId(def: CollectionDef, slugOrId: string): Promise<Doc | undefined> {
    const row = await this.database.db
      .selectFrom(def.table)
      .selectAll()
      .where((eb) => eb.or([eb('slug', '=', slugOrId), eb('id', '=', slugOrId)]))
      .orderBy(sql`case when slug = ${slugOrId} then 0 else 1 end`)
      .executeTakeFirst();
    return row ? (this.codec(def).fromRow(row) as Doc) : undefined;
  }

  async list(def: CollectionDef, filter: (doc: Doc) => boolean): Promise<Doc[]> {
    const rows = await this.database.db.selectFrom(def.table).selectAll().where('_deleted', '=', this.bool(false)).execute();
    const codec = this.codec(def);
    return rows.map((row) => codec.fromRow(row) as Doc).filter(filter);
  }

  private live(def: CollectionDef, viewer: Viewer, where: Scope | undefined) {
    let query = this.database.db.selectFrom(def.table).where('_deleted', '=', this.bool(false));
    if (def.scope) query = query.where(def.scope(viewer));
    return where ? query.where(where) : query;
  }

  /** How many live documents the viewer may read match `where`. */
  async count(def: CollectionDef, viewer: Viewer, where?: Scope): Promise<number> {
    const row = await this.live(def, viewer, where).select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  /** A page of live documents the viewer may read, filtered and ordered in SQL, with the total. */
  async page(def: CollectionDef, viewer: Viewer, options: PageOptions): Promise<{ documents: Doc[]; total: number }> {
    let query = this.live(def, viewer, options.where).selectAll();
    for (const [column, direction] of options.orderBy) query = query.orderBy(column, direction);
    const rows = await query.limit(options.limit).offset(options.offset).execute();
    const codec = this.codec(def);
    const docs = rows.map((row) => codec.fromRow(row) as Doc);
    return {
      documents: def.scope ? docs.map((doc) => this.project(def, viewer, doc)) : await this.visible(def, viewer, docs),
      total: await this.count(def, viewer, options.where),
    };
  }

  /**
   * Applies a push: writes what matches the master state the client assumed and answers with the
   * master state of every document that did not. A replay of a write already applied changes nothing;
   * its stored state comes back as a conflict unless the client already knows it. A new document the rules refuse fails the whole batch with a 4xx and the
   * reason, and nothing of the batch is written: the client splits the batch to find it and marks
   * it failed (ARCHITECTURE: sync states).
   */
  async push(def: CollectionDef, viewer: Viewer, rows: PushRow<Doc>[]): Promise<Doc[]> {
    const conflicts: Doc[] = [];
    await this.transaction(async (ctx, save) => {
      const lookup = this.lookup(ctx.trx);
      for (const row of rows) {
        const { stored, seen, next } = await this.target(def, viewer, row.newDocumentState, ctx, lookup);
        const assumed = row.assumedMasterState ?? undefined;
        // A write that changes nothing (a replay whose first answer was lost, or a toggle turned on and
        // off again before it was sent) stores nothing and makes no stream frame: the stored state goes
        // back as a conflict, so the device learns its write is on the server and stops waiting.
        if (seen && sameDocument(seen, next)) {
          conflicts.push(this.project(def, viewer, seen));
          continue;
        }
        if (seen && (!assumed || assumed[SERVER_STAMP] !== seen[SERVER_STAMP] || Boolean(assumed._deleted) !== seen._deleted)) {
          conflicts.push(this.project(def, viewer, seen));
          continue;
        }
        const refusal = await this.refusal(def, viewer, { next, stored, seen }, ctx, lookup);
        // Bad input, or a new document the member may not make, is refused outright; a permission
        // refusal of an existing document is a conflict: the client takes the master state.
        if (refusal && (!seen || refusal instanceof HttpError)) throw refusalError(refusal);
        if (refusal) {
          conflicts.push(this.project(def, viewer, seen as Doc));
          continue;
        }
        const saved = await save(def, next, stored);
        await def.afterWrite?.(viewer, saved, seen, ctx);
      }
    });
    return conflicts;
  }

  /** A single write through REST: refused writes throw, the written document comes back as the viewer sees it. */
  async put(def: CollectionDef, viewer: Viewer, incoming: Doc): Promise<Doc> {
    const [saved] = await this.putMany(def, viewer, [incoming]);
    return saved as Doc;
  }

  /** Several REST writes in one transaction: all or none. */
  async putMany(def: CollectionDef, viewer: Viewer, docs: Doc[]): Promise<Doc[]> {
    return this.transaction(async (ctx, save) => {
      const lookup = this.lookup(ctx.trx);
      const out: Doc[] = [];
      for (const incoming of docs) {
        const { stored, seen, next } = await this.target(def, viewer, incoming, ctx, lookup);
        const refusal = await this.refusal(def, viewer, { next, stored, seen }, ctx, lookup);
        if (refusal) throw refusalError(refusal);
        if (seen && sameDocument(seen, next)) {
          out.push(this.project(def, viewer, seen));
          continue;
        }
        const saved = await save(def, next, stored);
        await def.afterWrite?.(viewer, saved, seen, ctx);
        out.push(this.project(def, viewer, saved));
      }
      return out;
    });
  }

  /**
   * The document a write names, as the writer may know it. A stored document the writer may not read
   * is treated as absent (`seen` undefined): every answer to the write is then what the same write
   * of a new document gets, so no answer tells whether someone else's private document exists, or
   * what it holds.
   */
  private async target(def: CollectionDef, viewer: Viewer, incoming: Doc, ctx: WriteContext, lookup: ReadLookup): Promise<Target> {
    const stored = await this.getIn(ctx.trx, def, incoming.id);
    const seen = stored && (await def.canRead(viewer, stored, lookup)) ? stored : undefined;
    return { stored, seen, next: await this.prepare(def, viewer, incoming, seen, ctx) };
  }

  /**
   * Why this write may not be made, or null. A new document the writer could not read once written
   * (another member's bookmark, a room without them, a message in a room they are not in) gets the
   * collection's one refusal, as does a write of an id a document hidden from the writer holds.
   */
  private async refusal(def: CollectionDef, viewer: Viewer, write: Target, ctx: WriteContext, lookup: ReadLookup): Promise<Refusal> {
    const { next, stored, seen } = write;
    if (seen) return def.canWrite(viewer, next, seen, ctx);
    if (!(await def.canRead(viewer, next, lookup))) return unseenRefusal(def);
    const refusal = await def.canWrite(viewer, next, undefined, ctx);
    return refusal ?? (stored ? unseenRefusal(def) : null);
  }

  /** What the client sent with the server's fields over it: every accepted write is 'sent'. */
  private async prepare(def: CollectionDef, viewer: Viewer, incoming: Doc, master: Doc | undefined, ctx: WriteContext): Promise<Doc> {
    const fields = await def.serverFields(viewer, incoming, master, ctx);
    return { ...incoming, ...fields, [def.syncField]: 'sent', sync_error: undefined, _deleted: Boolean(incoming._deleted) };
  }

  private async transaction<T>(work: (ctx: WriteContext, save: Saver) => Promise<T>): Promise<T> {
    const written: Written = new Map();
    let changes: Change[] = [];
    const result = await this.database.db.transaction().execute(async (trx) => {
      // Stamps must follow commit order, or a pull could pass over a later commit with an earlier stamp.
      // SQLite has a single writer; PostgreSQL writers queue on an advisory lock.
      if (this.database.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${WRITE_LOCK_KEY})`.execute(trx);
      const clock = await trx.selectFrom('change_clock').select('last_stamp').where('id', '=', 1).executeTakeFirstOrThrow();
      const now = Date.now();
      const stamp = Math.max(now, Number(clock.last_stamp) + 1);
      const save: Saver = async (def, doc, master) => {
        const row = this.codec(def).toRow({ ...doc, [SERVER_STAMP]: stamp }, Boolean(doc._deleted));
        if (master) await trx.updateTable(def.table).set(row).where('id', '=', doc.id).execute();
        else await trx.insertInto(def.table).values(row).execute();
        // Read back through the codec, so what is announced is exactly what a pull would serve.
        const saved = this.codec(def).fromRow(row) as Doc;
        const byId = written.get(def.name) ?? new Map<string, Doc>();
        written.set(def.name, byId.set(saved.id, saved));
        return saved;
      };
      const out = await work(this.context(trx, stamp, now, save), save);
      if (written.size > 0) {
        await trx.updateTable('change_clock').set({ last_stamp: stamp }).where('id', '=', 1).execute();
        changes = changesOf(written, stamp);
        await this.onCommit?.(trx, changes);
      }
      return out;
    });
    for (const change of changes) this.bus.publish(change);
    return result;
  }

  private context(trx: Transaction<Tables>, stamp: number, now: number, save: Saver): WriteContext {
    const defOf = (name: string) => {
      const def = findCollection(name);
      if (!def) throw new Error(`Unknown collection ${name}`);
      return def;
    };
    return {
      trx,
      dialect: this.database.dialect,
      stamp,
      now,
      bool: (value) => this.bool(value),
      get: (name, id) => this.getIn(trx, defOf(name), id),
      save: async (name, doc) => {
        const def = defOf(name);
        const master = await this.getIn(trx, def, doc.id);
        return save(def, { ...doc, [def.syncField]: 'sent', sync_error: undefined }, master);
      },
    };
  }

  private async getIn(trx: Transaction<Tables>, def: CollectionDef, id: string): Promise<Doc | undefined> {
    const row = await trx.selectFrom(def.table).selectAll().where('id', '=', id).executeTakeFirst();
    return row ? (this.codec(def).fromRow(row) as Doc) : undefined;
  }
}

/** One change per collection; a document written twice in one transaction is announced once. */
function changesOf(written: Written, stamp: number): Change[] {
  return [...written].map(([collection, byId]) => {
    const documents = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return { collection, documents, checkpoint: { updatedAt: stamp, id: (documents.at(-1) as Doc).id } };
  });
}
