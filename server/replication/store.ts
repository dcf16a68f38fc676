import { CompiledQuery, sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { sameDocument, type CollectionName } from '../../schemas/collections';
import type { Checkpoint, PullResponse, PushRow } from '../../schemas/api';
import { interactionId } from '../../schemas/interaction.schema';
import type { Viewer } from '../auth/viewer';
import { sqlBool, type Database, type Tables } from '../db/database';
import type { ColumnName } from '../db/tables';
import { forbidden, HttpError } from '../http-error';
import type { Change, ChangeBus } from './change-bus';
import { createCodec, type Codec } from './codec';
import type { CollectionDef, Doc, Draft, EventRunners, ReadLookup, Refusal, Scope, WriteContext } from './collection-def';
import { COLLECTIONS } from './collections';

const SERVER_STAMP = 'updatedAt';
// Any constant works: it only has to be the same for every writer of this database (the first of the
// two int4 keys of a document's advisory lock).
const DOCUMENT_LOCK_CLASS = 7313;
/** How often a write that lost a race to another process is run again before its request fails. */
const RACE_ATTEMPTS = 30;
/** PostgreSQL's serialization failure and deadlock: the transaction is to be run again. */
const RETRIED_CODES = new Set(['40001', '40P01']);

/**
 * A statement a committing transaction runs with its writes: SQL whose every value goes through
 * `param`, which adds it to the statement's parameters and answers its placeholder.
 */
export type CommitStatement = (param: (value: unknown) => string) => string;

/**
 * What each committing transaction that wrote something runs besides (PostgreSQL fan-out), given the
 * changes it commits: sent in the statement of its writes, so it costs no round trip of its own.
 */
export type CommitHook = (changes: Change[]) => CommitStatement | undefined;

/**
 * Runs after each commit that wrote something, in the process that committed it alone (other processes
 * hear of it through the fan-out, never through this): what the write changed, and who wrote it.
 */
export type CommittedListener = (changes: Change[], writer: Viewer) => void;

export type PageOptions<N extends CollectionName> = { where?: Scope<N>; orderBy: [ColumnName<N>, 'asc' | 'desc'][]; limit: number; offset: number };

type Executor = Kysely<Tables>;
/** The look-ups, and a way to tell them a room's participants read with other rows. */
type StoreLookup = ReadLookup & { knowParticipants(roomId: string, ids: string[]): void };
type Written = Map<CollectionName, Map<string, Doc>>;
/** A write's document as stored, as the writer may see it (undefined when hidden or absent), and as it would be written. */
type Target<N extends CollectionName> = { stored: Doc<N> | undefined; seen: Doc<N> | undefined; next: Draft<N> };

/**
 * A collection's table as the store reads and writes it, whichever the collection: by the columns
 * every collection has, and by the column names its definition, the registry or a route gives.
 */
type AnyCollectionRow = { id: string; updatedAt: number; _deleted: SqlBool } & Record<string, unknown>;
type CollectionRows = { [N in CollectionName]: AnyCollectionRow } & Pick<Tables, 'change_clock'>;
type AnyScope = (eb: ExpressionBuilder<CollectionRows, CollectionName>) => Expression<SqlBool>;

/**
 * The store's one view of the typed tables: the rules and routes query a collection's table with its
 * own columns; the store runs the same queries on every collection, so it sees each through what they
 * all share. A collection's scope, written against its own table, applies to it unchanged.
 */
const asCollectionRows = (db: Kysely<Tables>) => db as unknown as Kysely<CollectionRows>;
/** A collection's table, by the name every collection table shares in the store's view. */
const tableOf = (def: { table: CollectionName }): CollectionName => def.table;
const anyScope = <N extends CollectionName>(scope: Scope<N>) => scope as unknown as AnyScope;

const refusalError = (refusal: Exclude<Refusal, null>) => (refusal instanceof HttpError ? refusal : forbidden(refusal));

/** The one answer to a write naming a document the writer may not read, whether or not it exists. */
export const unseenRefusal = (def: Pick<CollectionDef, 'unseenRefusal'>): HttpError => forbidden(def.unseenRefusal ?? 'You may not write this document');

/** Another write committed a document this one read and writes, since it read it: run it again. */
class WriteRaced extends Error {
  constructor(readonly keys: string[]) {
    super(`Written while this write ran: ${keys.join(', ')}`);
  }
}

const lostRace = (error: unknown) =>
  error instanceof WriteRaced || (typeof error === 'object' && error !== null && RETRIED_CODES.has(String((error as { code?: unknown }).code)));

type Row = Record<string, unknown>;
/** SQLite takes at most 32,766 values in a statement, PostgreSQL 65,535: statements stay well under. */
const VALUES_PER_STATEMENT = 16_000;
/** The name a room's participant rows go by in a read of several tables. */
const PARTICIPANTS = 'chat_participants';
/** The name members' last reads of rooms go by in a read of several tables. */
const READS = 'chat_reads';
/** Ids read in one statement at most. */
const READ_CHUNK = 1000;

/** Rows of one table with the same columns, written or overwritten by id. */
type Upsert = { table: CollectionName; columns: string[]; rows: Row[] };
const valuesOf = (upsert: Upsert | undefined) => (upsert ? upsert.columns.length * upsert.rows.length : 0);
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Adds a value to a statement's parameters and answers its placeholder. */
const placeholderOf = (params: unknown[], postgres: boolean) => (value: unknown) => {
  params.push(value);
  return postgres ? `$${params.length}` : '?';
};

/**
 * An upsert as SQL, its values added to `params`. PostgreSQL takes the rows as one JSON parameter, read
 * into the table's row type by column name (one value to send and parse, not one per column and row);
 * SQLite, in process, binds each value.
 */
function upsertSql({ table, columns, rows }: Upsert, params: unknown[], postgres: boolean): string {
  const names = columns.map(quoted);
  const updates = names.filter((name) => name !== '"id"').map((name) => `${name} = excluded.${name}`);
  const conflict = `on conflict ("id") do update set ${updates.join(', ')}`;
  if (postgres) {
    params.push(JSON.stringify(rows));
    return `insert into ${quoted(table)} (${names.join(', ')}) select ${names.join(', ')} from json_populate_recordset(null::${quoted(table)}, $${params.length}::json) ${conflict}`;
  }
  const tuples: string[] = [];
  for (const row of rows) {
    const marks: string[] = [];
    for (const column of columns) {
      params.push(row[column] ?? null);
      marks.push('?');
    }
    tuples.push(`(${marks.join(', ')})`);
  }
  return `insert into ${quoted(table)} (${names.join(', ')}) values ${tuples.join(', ')} ${conflict}`;
}

/**
 * What one write transaction reads and writes of the collections, set-wise: a batch's stored
 * documents come in one read, and its writes (the pushed documents and the derived ones: a room's
 * last message, notifications, recounts) wait here and go in one upsert per table. A document
 * written twice (a room's last message, 100 times in a batch of messages) is written once. A query
 * of the rules through `trx` that names a table with waiting writes sends them first, so every read
 * sees the transaction's own writes.
 *
 * On PostgreSQL the documents a write writes are claimed before it commits: each is locked (an
 * advisory lock per document) and checked to be as it was read; one another process changed since
 * makes the write run again (`WriteRaced`), so no write is based on what it did not see.
 */
class WriteSet {
  /** Each document as this transaction knows it (null: absent), its own writes included. */
  private readonly known = new Map<CollectionName, Map<string, Doc | null>>();
  /** The stamp each document had when first read (null: absent), to check when claiming it. */
  private readonly base = new Map<CollectionName, Map<string, number | null>>();
  private readonly waiting = new Map<CollectionName, { def: CollectionDef; rows: Map<string, Row> }>();
  /** Documents the write is based on without writing them (PostgreSQL), claimed as written ones are. */
  private readonly depended = new Map<CollectionName, Set<string>>();
  /** When the members of each room last read it, as read in this transaction (a message does not change it). */
  private readonly reads = new Map<string, Promise<Map<string, number>>>();
  /** Documents claimed (PostgreSQL): locked and checked. */
  private readonly claimed = new Set<string>();
  /** Rows sent before the stamp was known (PostgreSQL), stamped again at the end. */
  private readonly early = new Map<CollectionName, Set<string>>();
  readonly written: Written = new Map();
  /** Every document `save` answered, a document saved twice twice: each gets the commit's stamp. */
  private readonly answered: Doc[] = [];
  readonly trx: Transaction<Tables>;

  constructor(
    private readonly store: DocumentStore,
    private readonly raw: Transaction<Tables>,
    /** The stamp rows are written with until the commit's is known. */
    readonly stamp: number,
    private readonly postgres: boolean,
    /** Documents another write changed under an earlier attempt of this one: locked before they are read. */
    private readonly contested: ReadonlySet<string> = new Set(),
  ) {
    this.trx = this.sendingFirst(raw);
  }

  /** The transaction as the rules query it: a query naming a table with waiting writes sends them first. */
  private sendingFirst(raw: Transaction<Tables>): Transaction<Tables> {
    const trx = raw.withPlugin({ transformQuery: (args) => args.node, transformResult: async (args) => args.result });
    const executor = trx.getExecutor();
    const execute = executor.executeQuery.bind(executor);
    const patched: typeof executor.executeQuery = async (compiled, ...rest) => {
      if (this.waiting.size > 0) {
        const named = [...this.waiting.keys()].filter((table) => compiled.sql.includes(`"${table}"`));
        if (named.length > 0) await this.send(named, this.stamp, true);
      }
      return execute(compiled, ...rest);
    };
    Object.assign(executor, { executeQuery: patched });
    return trx;
  }

  /**
   * Reads the documents of these ids not known yet, in one query. `claim` (PostgreSQL): the write is
   * to write them (a push's own documents), so they are locked first and read under the lock, which
   * spares the check before the commit; documents only read are locked when contested alone.
   */
  async read<N extends CollectionName>(def: CollectionDef<N>, ids: string[], claim = false): Promise<void> {
    await this.readAll([{ def: def as unknown as CollectionDef, ids, claim }]);
  }

  /**
   * Reads the documents of several collections not known yet: on PostgreSQL in one statement, each row
   * as JSON (one round trip to the database, however many tables), on SQLite one query per table.
   * Documents to be claimed are locked first, as `read` says.
   */
  async readAll(wants: { def: CollectionDef; ids: string[]; claim?: boolean }[], participantsOf: string[] = [], lastReadsOf: string[] = []): Promise<Map<string, string[]> | undefined> {
    const asked: { def: CollectionDef; ids: string[] }[] = [];
    const first: string[] = [];
    for (const { def, ids, claim = false } of wants) {
      const known = this.knownOf(def.table);
      const missing = [...new Set(ids)].filter((id) => !known.has(id));
      if (missing.length === 0) continue;
      asked.push({ def, ids: missing });
      if (!this.postgres) continue;
      for (const id of missing) {
        const key = `${def.table}:${id}`;
        if ((claim || this.contested.has(key)) && !this.claimed.has(key)) first.push(key);
      }
    }
    const rooms = this.postgres ? [...new Set(participantsOf)] : [];
    const readRooms = this.postgres ? [...new Set(lastReadsOf)].filter((room) => !this.reads.has(room)) : [];
    if (asked.length === 0 && rooms.length === 0 && readRooms.length === 0) return undefined;
    if (first.length > 0) await this.lock(first);
    const total = asked.reduce((sum, one) => sum + one.ids.length, 0) + rooms.length + readRooms.length;
    const extras = (rooms.length > 0 ? 1 : 0) + (readRooms.length > 0 ? 1 : 0);
    if (this.postgres && asked.length + extras > 1 && total <= READ_CHUNK) {
      // Each table's rows as JSON objects named by column, which the codec reads as it reads a row.
      const parts = asked.map(({ def, ids }) => sql`select ${def.table}::text as t, to_jsonb(x) as r from ${sql.table(def.table)} as x where x.id = any(${ids}::text[])`);
      if (rooms.length > 0) parts.push(sql`select ${PARTICIPANTS}::text as t, to_jsonb(x) as r from chat_participants as x where x.room_id = any(${rooms}::text[])`);
      if (readRooms.length > 0) parts.push(sql`select ${READS}::text as t, to_jsonb(x) as r from chat_reads as x where x.room_id = any(${readRooms}::text[])`);
      const found = await sql<{ t: string; r: Row }>`${sql.join(parts, sql` union all `)}`.execute(this.raw);
      const byTable = new Map<string, Row[]>();
      for (const { t, r } of found.rows) {
        const rows = byTable.get(t) ?? [];
        byTable.set(t, rows);
        rows.push(r);
      }
      for (const { def, ids } of asked) this.remember(def, ids, byTable.get(def.table) ?? []);
      if (readRooms.length > 0) {
        const reads = new Map<string, Map<string, number>>(readRooms.map((room) => [room, new Map()]));
        for (const row of byTable.get(READS) ?? []) reads.get(String(row.room_id))?.set(String(row.user_id), Number(row.last_read_at));
        for (const [room, byMember] of reads) this.reads.set(room, Promise.resolve(byMember));
      }
      if (rooms.length === 0) return undefined;
      const participants = new Map<string, string[]>(rooms.map((room) => [room, []]));
      for (const row of byTable.get(PARTICIPANTS) ?? []) participants.get(String(row.room_id))?.push(String(row.user_id));
      return participants;
    }
    for (const { def, ids } of asked) {
      for (let start = 0; start < ids.length; start += READ_CHUNK) {
        const chunk = ids.slice(start, start + READ_CHUNK);
        // PostgreSQL takes the ids as one array; SQLite, in process, binds each.
        const found = await this.raw.executeQuery<Row>(
          this.postgres
            ? CompiledQuery.raw(`select * from ${quoted(def.table)} where "id" = any($1::text[])`, [chunk])
            : CompiledQuery.raw(`select * from ${quoted(def.table)} where "id" in (${chunk.map(() => '?').join(', ')})`, chunk),
        );
        this.remember(def, chunk, found.rows);
      }
    }
    return undefined;
  }

  /** When each member last read a room (ms, by member id), read once per transaction. */
  lastReads(roomId: string): Promise<Map<string, number>> {
    let found = this.reads.get(roomId);
    if (!found) {
      found = this.trx
        .selectFrom('chat_reads')
        .select(['user_id', 'last_read_at'])
        .where('room_id', '=', roomId)
        .execute()
        .then((rows) => new Map(rows.map((row) => [row.user_id, Number(row.last_read_at)])));
      this.reads.set(roomId, found);
    }
    return found;
  }

  /** Keeps the rows read of these ids (an id without a row: absent), and the stamps they had. */
  private remember(def: CollectionDef, ids: string[], rows: Row[]): void {
    const codec = this.store.codecOf(def);
    const known = this.knownOf(def.table);
    const base = this.baseOf(def.table);
    for (const row of rows) {
      const doc = codec.fromRow(row);
      known.set(doc.id, doc);
      base.set(doc.id, doc.updatedAt);
    }
    for (const id of ids) {
      if (!known.has(id)) {
        known.set(id, null);
        base.set(id, null);
      }
    }
  }

  async get<N extends CollectionName>(def: CollectionDef<N>, id: string): Promise<Doc<N> | undefined> {
    const known = this.knownOf(def.table);
    if (!known.has(id)) await this.read(def, [id]);
    return (known.get(id) ?? undefined) as Doc<N> | undefined;
  }

  /** Writes a document (with the stamp of the transaction); `master` is what is stored of it. */
  save = async <N extends CollectionName>(def: CollectionDef<N>, doc: Draft<N>, _master: Doc<N> | undefined): Promise<Doc<N>> => {
    if (!this.knownOf(def.table).has(doc.id)) await this.read(def, [doc.id]);
    const codec = this.store.codecOf(def);
    const row = codec.toRow({ ...doc, updatedAt: this.stamp });
    const waiting = this.waiting.get(def.table) ?? { def: def as unknown as CollectionDef, rows: new Map<string, Row>() };
    this.waiting.set(def.table, waiting);
    waiting.rows.set(doc.id, row);
    // Read back through the codec, so what is announced is exactly what a pull would serve.
    const saved = codec.fromRow(row);
    this.answered.push(saved);
    this.knownOf(def.table).set(saved.id, saved);
    const byId = this.written.get(def.name) ?? new Map<string, Doc>();
    this.written.set(def.name, byId.set(saved.id, saved));
    return saved;
  };

  /** PostgreSQL: a document the write is based on without writing it, claimed at the end as a written one. */
  dependOn<N extends CollectionName>(def: CollectionDef<N>, id: string): void {
    if (!this.postgres) return;
    const ids = this.depended.get(def.table) ?? new Set<string>();
    this.depended.set(def.table, ids.add(id));
  }

  /** PostgreSQL: locks and checks every document written or depended on (see the class), before the commit lock. */
  async claim(): Promise<void> {
    const tables = [...new Set([...this.waiting.keys(), ...this.depended.keys()])];
    if (tables.length > 0) await this.claimRows(tables, true);
  }

  /** PostgreSQL: the rows sent before the stamp was known get the commit's. */
  async restamp(stamp: number): Promise<void> {
    for (const [table, ids] of this.early) {
      await asCollectionRows(this.raw).updateTable(table).set({ updatedAt: stamp }).where('id', 'in', [...ids]).execute();
    }
  }

  /** Gives the commit's stamp to every document written (before `write` sends them). */
  stampAll(stamp: number): void {
    for (const doc of this.answered) doc.updatedAt = stamp;
  }

  /** Sends every waiting write with the commit's stamp, and `also` in the same statement (PostgreSQL). */
  async write(stamp: number, also?: CommitStatement): Promise<void> {
    await this.send([...this.waiting.keys()], stamp, false, also);
  }

  private async send(tables: CollectionName[], stamp: number, early: boolean, also?: CommitStatement): Promise<void> {
    if (this.postgres) await this.claimRows(tables);
    const upserts: Upsert[] = [];
    for (const table of tables) {
      const waiting = this.waiting.get(table);
      if (!waiting) continue;
      this.waiting.delete(table);
      if (early && this.postgres) {
        const ids = this.early.get(table) ?? new Set<string>();
        this.early.set(table, ids);
        for (const id of waiting.rows.keys()) ids.add(id);
      }
      // Rows of one table have the same columns, but for private ones a document carries or not.
      // The codec gives every row of a table the same columns in one order, but for the private ones.
      const privateColumns = waiting.def.privateColumns ?? [];
      const byShape = new Map<string, Row[]>();
      for (const row of waiting.rows.values()) {
        // The row is this write's own, made by `save` and sent once: it takes the stamp in place.
        row.updatedAt = stamp;
        const shape = privateColumns.length === 0 ? '' : privateColumns.filter((column) => column in row).join(',');
        const same = byShape.get(shape) ?? [];
        byShape.set(shape, same);
        same.push(row);
      }
      for (const all of byShape.values()) {
        const columns = Object.keys(all[0] ?? {});
        const per = Math.max(1, Math.floor(VALUES_PER_STATEMENT / columns.length));
        for (let begin = 0; begin < all.length; begin += per) upserts.push({ table, columns, rows: all.slice(begin, begin + per) });
      }
    }
    await this.upsertAll(upserts, also);
  }

  /**
   * Sends upserts: on PostgreSQL those that fit go as one statement (each but the last a data-modifying
   * `with`, which PostgreSQL runs whether or not it is named again), one round trip for every table a
   * write writes, and `also` after them (then each upsert a `with`); on SQLite, one by one. The SQL is
   * written here rather than built: a batch's upsert has a thousand values or more, and the query
   * builder's nodes for each cost more than the database's work.
   */
  private async upsertAll(upserts: Upsert[], also?: CommitStatement): Promise<void> {
    if (also && (!this.postgres || upserts.length === 0)) {
      await this.upsertAll(upserts);
      const params: unknown[] = [];
      await this.raw.executeQuery(CompiledQuery.raw(also(placeholderOf(params, this.postgres)), params));
      return;
    }
    let start = 0;
    while (start < upserts.length) {
      let end = start + 1;
      if (this.postgres) {
        let values = valuesOf(upserts[start]);
        while (end < upserts.length && values + valuesOf(upserts[end]) <= VALUES_PER_STATEMENT) values += valuesOf(upserts[end++]);
      }
      const params: unknown[] = [];
      const statements = upserts.slice(start, end).map((upsert) => upsertSql(upsert, params, this.postgres));
      start = end;
      // The commit's own statement goes last, with the last upserts before it.
      if (also && start >= upserts.length) statements.push(also(placeholderOf(params, this.postgres)));
      const last = statements.pop();
      if (last === undefined) continue;
      const text = statements.length === 0 ? last : `with ${statements.map((statement, index) => `written_${index} as (${statement})`).join(', ')} ${last}`;
      await this.raw.executeQuery(CompiledQuery.raw(text, params));
    }
  }

  /**
   * Locks the waiting documents of these tables not claimed yet (and those the write depends on, with
   * `depended`), in one order, and checks none changed since read.
   */
  private async claimRows(tables: CollectionName[], depended = false): Promise<void> {
    const wanted: { table: CollectionName; id: string; key: string }[] = [];
    for (const table of tables) {
      const ids = new Set(this.waiting.get(table)?.rows.keys() ?? []);
      if (depended) for (const id of this.depended.get(table) ?? []) ids.add(id);
      for (const id of ids) {
        const key = `${table}:${id}`;
        if (!this.claimed.has(key)) wanted.push({ table, id, key });
      }
    }
    if (wanted.length === 0) return;
    await this.lock(wanted.map((one) => one.key));
    // The stamps they have now, of every table in one statement.
    const byTable = new Map<CollectionName, string[]>();
    for (const { table, id } of wanted) {
      const ids = byTable.get(table) ?? [];
      byTable.set(table, ids);
      ids.push(id);
    }
    const parts = [...byTable].map(([table, ids]) => sql`select ${table}::text as t, id, ${sql.ref(SERVER_STAMP)} as stamp from ${sql.table(table)} where id = any(${ids}::text[])`);
    const stored = await sql<{ t: string; id: string; stamp: number }>`${sql.join(parts, sql` union all `)}`.execute(this.raw);
    const now = new Map(stored.rows.map((row) => [`${row.t}:${row.id}`, Number(row.stamp)]));
    const raced = wanted.filter(({ table, id, key }) => (this.baseOf(table).get(id) ?? null) !== (now.get(key) ?? null)).map(({ key }) => key);
    if (raced.length > 0) throw new WriteRaced(raced);
  }

  /** Takes the locks of these documents, held to the commit, in one order every writer shares. */
  private async lock(keys: string[]): Promise<void> {
    const sorted = [...new Set(keys)].sort();
    await sql`select pg_advisory_xact_lock(${DOCUMENT_LOCK_CLASS}, hashtext(k)) from unnest(${sorted}::text[]) as k order by k`.execute(this.raw);
    for (const key of sorted) this.claimed.add(key);
  }

  private knownOf(table: CollectionName): Map<string, Doc | null> {
    const known = this.known.get(table) ?? new Map<string, Doc | null>();
    this.known.set(table, known);
    return known;
  }

  private baseOf(table: CollectionName): Map<string, number | null> {
    const base = this.base.get(table) ?? new Map<string, number | null>();
    this.base.set(table, base);
    return base;
  }
}

export class DocumentStore {
  /** Each collection's codec, made from its own schema: the one for table N is a Codec<N>. */
  private readonly codecs = new Map<CollectionName, unknown>();
  private onCommit: CommitHook | undefined;
  private readonly committed = new Set<CommittedListener>();

  constructor(
    private readonly database: Database,
    private readonly bus: ChangeBus,
    /** The addresses ADMIN_EMAILS names, in lower case: admins as much as those whose profile says so. */
    private readonly adminEmails: readonly string[] = [],
  ) {}

  setCommitHook(hook: CommitHook | undefined): void {
    this.onCommit = hook;
  }

  /** Hears every commit of this process, after it committed; returns the way to stop. */
  onCommitted(listener: CommittedListener): () => void {
    this.committed.add(listener);
    return () => this.committed.delete(listener);
  }

  private get rows() {
    return asCollectionRows(this.database.db);
  }

  private codec<N extends CollectionName>(def: CollectionDef<N>): Codec<N> {
    const made = this.codecs.get(def.table) as Codec<N> | undefined;
    if (made) return made;
    const codec = createCodec<N>(def.schema, this.database.dialect, def.privateColumns);
    this.codecs.set(def.table, codec);
    return codec;
  }

  private bool(value: boolean): SqlBool {
    return sqlBool(this.database.dialect)(value);
  }

  /** Memoised room look-ups for visibility checks; inside a transaction pass it, SQLite has one connection. */
  lookup(executor: Executor = this.database.db): StoreLookup {
    const rooms = new Map<string, Promise<string[]>>();
    const events = new Map<string, Promise<EventRunners | undefined>>();
    const eventCodec = this.codec(COLLECTIONS.events);
    const questions = new Map<string, Promise<Doc<'questions'> | undefined>>();
    const meetings = new Map<string, Promise<boolean>>();
    const bool = (value: boolean) => this.bool(value);
    return {
      knowParticipants(roomId, ids) {
        rooms.set(roomId, Promise.resolve(ids));
      },
      met(memberA, memberB) {
        const id = interactionId('we_met', memberA, memberB);
        let found = meetings.get(id);
        if (!found) {
          found = executor
            .selectFrom('interactions')
            .select('id')
            .where('id', '=', id)
            .where('active', '=', bool(true))
            .where('_deleted', '=', bool(false))
            .executeTakeFirst()
            .then((row) => row !== undefined);
          meetings.set(id, found);
        }
        return found;
      },
      question: (questionId) => {
        let found = questions.get(questionId);
        if (!found) {
          found = this.getIn(executor, COLLECTIONS.questions, questionId).then((question) => (question && !question._deleted ? question : undefined));
          questions.set(questionId, found);
        }
        return found;
      },
      runners(eventId) {
        let found = events.get(eventId);
        if (!found) {
          found = executor
            .selectFrom('events')
            .select(['id', 'created_by', 'is_meetverse', 'team', '_deleted'])
            .where('id', '=', eventId)
            .executeTakeFirst()
            .then((row) => {
              // The codec reads the row as every read does (the team's JSON, SQLite's 0 and 1).
              const event = row && eventCodec.fromRow(row);
              return event && !event._deleted ? { created_by: event.created_by, is_meetverse: event.is_meetverse, team: event.team } : undefined;
            });
          events.set(eventId, found);
        }
        return found;
      },
      participants(roomId) {
        let found = rooms.get(roomId);
        if (!found) {
          found = executor
            .selectFrom('chat_participants')
            .select('user_id')
            .where('room_id', '=', roomId)
            .execute()
            .then((rows) => rows.map((row) => row.user_id));
          rooms.set(roomId, found);
        }
        return found;
      },
    };
  }

  /** What this viewer is served of a document: a deleted one is a tombstone for everyone, as nothing a person wrote stays. */
  project<N extends CollectionName>(def: CollectionDef<N>, viewer: Viewer, doc: Doc<N>): Doc<N> {
    if (doc._deleted) return this.codec(def).tombstone(doc, def.syncField);
    return def.project ? def.project(viewer, doc) : doc;
  }

  /** The documents this viewer may read, as they see them. */
  async visible<N extends CollectionName>(def: CollectionDef<N>, viewer: Viewer, docs: Doc<N>[], lookup: ReadLookup = this.lookup()): Promise<Doc<N>[]> {
    return (await this.servedEach(def, viewer, docs, lookup, false)).filter((doc): doc is Doc<N> => doc !== null);
  }

  /**
   * What a pull or the stream serves this viewer of documents: those they may read, and of a
   * collection that withholds as tombstones, a tombstone of each they may not (`withheldAsTombstones`).
   */
  async synced<N extends CollectionName>(def: CollectionDef<N>, viewer: Viewer, docs: Doc<N>[], lookup: ReadLookup = this.lookup()): Promise<Doc<N>[]> {
    return (await this.servedEach(def, viewer, docs, lookup, Boolean(def.withheldAsTombstones))).filter((doc): doc is Doc<N> => doc !== null);
  }

  /** Each document as this viewer is served it: projected when they may read it, else a tombstone (when asked for) or null. */
  private async servedEach<N extends CollectionName>(def: CollectionDef<N>, viewer: Viewer, docs: Doc<N>[], lookup: ReadLookup, tombstones: boolean): Promise<(Doc<N> | null)[]> {
    const allowed = await Promise.all(docs.map((doc) => def.canRead(viewer, doc, lookup)));
    const codec = this.codec(def);
    return docs.map((doc, index) => {
      if (allowed[index]) return this.project(def, viewer, doc);
      return tombstones ? codec.tombstone({ ...doc, _deleted: true }, def.syncField) : null;
    });
  }

  /** What the viewer may read of documents read in SQL: by the scope when the collection has one, else one by one. */
  private async served<N extends CollectionName>(def: CollectionDef<N>, viewer: Viewer, docs: Doc<N>[], sync = false): Promise<Doc<N>[]> {
    if (def.scope) return docs.map((doc) => this.project(def, viewer, doc));
    return sync ? this.synced(def, viewer, docs) : this.visible(def, viewer, docs);
  }

  /** The rows of the collection's table this viewer may read, by its scope. */
  private scoped<N extends CollectionName>(def: CollectionDef<N>, viewer: Viewer): AnyScope | undefined {
    const { scope } = def;
    return scope ? anyScope<N>((eb) => scope.call(def, viewer, eb)) : undefined;
  }

  async pull<N extends CollectionName>(def: CollectionDef<N>, viewer: Viewer, checkpoint: Checkpoint | null, limit: number): Promise<PullResponse<Doc<N>>> {
    let query = this.rows.selectFrom(tableOf(def)).selectAll();
    const scope = this.scoped(def, viewer);
    if (scope) query = query.where(scope);
    // One row-value comparison, which both databases read as a range of the (stamp, id) indexes. Spelt
    // with OR, SQLite scanned or sorted every row left after the checkpoint for each page: a member's
    // first sync of 50,000 chat messages spent 1.5 s in SQLite, against 1.0 s.
    if (checkpoint) query = query.where((eb) => eb(eb.refTuple(SERVER_STAMP, 'id'), '>', eb.tuple(checkpoint.updatedAt, checkpoint.id)));
    const rows = await query.orderBy(SERVER_STAMP).orderBy('id').limit(limit).execute();
    const codec = this.codec(def);
    const scanned = rows.map((row) => codec.fromRow(row));
    const last = scanned.at(-1);
    // The checkpoint is the last row read, even when the viewer may not see it, so no page repeats.
    return {
      documents: await this.served(def, viewer, scanned, true),
      checkpoint: last ? { updatedAt: last.updatedAt, id: last.id } : checkpoint,
    };
  }

  /**
   * How many documents a pull from the start reads for this viewer (deleted ones included): the total
   * a first sync shows its progress against. Documents another rule hides from the viewer are counted
   * too, so the total is an upper bound.
   */
  async pullTotal(def: CollectionDef, viewer: Viewer): Promise<number> {
    let query = this.rows.selectFrom(tableOf(def)).select((eb) => eb.fn.countAll<number>().as('total'));
    const scope = this.scoped(def, viewer);
    if (scope) query = query.where(scope);
    const row = await query.executeTakeFirst();
    return row?.total ?? 0;
  }

  /**
   * A first pull that brings only the newest `perGroup` live documents of each `groupBy` value (the
   * newest 50 messages of every room), ordered as pages are; its checkpoint is the newest stamp of
   * everything the viewer may read at that moment, so later pulls bring only what changes after it and
   * the older history stays on the server until it is asked for.
   */
  async pullNewest<N extends CollectionName>(def: CollectionDef<N>, viewer: Viewer, groupBy: string, orderBy: string, perGroup: number): Promise<PullResponse<Doc<N>>> {
    const scope = this.scoped(def, viewer);
    let newest = this.rows.selectFrom(tableOf(def)).select([SERVER_STAMP, 'id']);
    if (scope) newest = newest.where(scope);
    const top = await newest.orderBy(SERVER_STAMP, 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (!top) return { documents: [], checkpoint: null };
    const snapshot = { updatedAt: top.updatedAt, id: top.id };
    let ranked = this.rows
      .selectFrom(tableOf(def))
      .selectAll()
      .select(sql<number>`row_number() over (partition by ${sql.ref(groupBy)} order by ${sql.ref(orderBy)} desc, id desc)`.as('newest_rank'))
      .where('_deleted', '=', this.bool(false))
      // Anything stamped after the snapshot comes with the next pull, from the checkpoint.
      .where((eb) => eb(eb.refTuple(SERVER_STAMP, 'id'), '<=', eb.tuple(snapshot.updatedAt, snapshot.id)));
    if (scope) ranked = ranked.where(scope);
    const rows = await this.rows
      .selectFrom(ranked.as('ranked'))
      .selectAll()
      .where('newest_rank', '<=', perGroup)
      .orderBy(SERVER_STAMP)
      .orderBy('id')
      .execute();
    const codec = this.codec(def);
    const docs = rows.map(({ newest_rank: _rank, ...row }) => codec.fromRow(row));
    return { documents: await this.served(def, viewer, docs), checkpoint: snapshot };
  }

  /** A page of live documents of one group before (`orderBy`, id), newest first: older history on demand. */
  async before<N extends CollectionName>(
    def: CollectionDef<N>,
    viewer: Viewer,
    group: { column: ColumnName<N>; value: string },
    orderBy: ColumnName<N>,
    cursor: { at: number; id: string } | null,
    limit: number,
  ): Promise<Doc<N>[]> {
    const groupColumn: string = group.column;
    const orderColumn: string = orderBy;
    let query = this.rows.selectFrom(tableOf(def)).selectAll().where(groupColumn, '=', group.value).where('_deleted', '=', this.bool(false));
    const scope = this.scoped(def, viewer);
    if (scope) query = query.where(scope);
    if (cursor) query = query.where((eb) => eb(eb.refTuple(orderColumn, 'id'), '<', eb.tuple(cursor.at, cursor.id)));
    const rows = await query.orderBy(orderColumn, 'desc').orderBy('id', 'desc').limit(limit).execute();
    const codec = this.codec(def);
    return rows.map((row) => this.project(def, viewer, codec.fromRow(row)));
  }

  async get<N extends CollectionName>(def: CollectionDef<N>, id: string): Promise<Doc<N> | undefined> {
    return this.getIn(this.database.db, def, id);
  }

  /** One live document as this viewer sees it, or undefined when it is gone or not theirs to see. */
  async read<N extends CollectionName>(def: CollectionDef<N>, viewer: Viewer, id: string): Promise<Doc<N> | undefined> {
    const doc = await this.get(def, id);
    if (!doc || doc._deleted) return undefined;
    return (await this.visible(def, viewer, [doc]))[0];
  }

  async byIds<N extends CollectionName>(def: CollectionDef<N>, ids: string[]): Promise<Doc<N>[]> {
    if (ids.length === 0) return [];
    const rows = await this.rows.selectFrom(tableOf(def)).selectAll().where('id', 'in', ids).orderBy('id').execute();
    const codec = this.codec(def);
    return rows.map((row) => codec.fromRow(row));
  }

  /** The document a path names, by its slug or else its id: for the collections whose documents have slugs. */
  async findBySlugOrId<N extends 'events' | 'users' | 'questions'>(def: CollectionDef<N>, slugOrId: string): Promise<Doc<N> | undefined> {
    const row = await this.rows
      .selectFrom(tableOf(def))
      .selectAll()
      .where((eb) => eb.or([eb('slug', '=', slugOrId), eb('id', '=', slugOrId)]))
      .orderBy(sql`case when slug = ${slugOrId} then 0 else 1 end`)
      .executeTakeFirst();
    return row ? this.codec(def).fromRow(row) : undefined;
  }

  async list<N extends CollectionName>(def: CollectionDef<N>, filter: (doc: Doc<N>) => boolean): Promise<Doc<N>[]> {
    const rows = await this.rows.selectFrom(tableOf(def)).selectAll().where('_deleted', '=', this.bool(false)).execute();
    const codec = this.codec(def);
    return rows.map((row) => codec.fromRow(row)).filter(filter);
  }

  private live<N extends CollectionName>(def: CollectionDef<N>, viewer: Viewer, where: Scope<N> | undefined) {
    let query = this.rows.selectFrom(tableOf(def)).where('_deleted', '=', this.bool(false));
    const scope = this.scoped(def, viewer);
    if (scope) query = query.where(scope);
    return where ? query.where(anyScope(where)) : query;
  }

  /** How many live documents the viewer may read match `where`. */
  async count<N extends CollectionName>(def: CollectionDef<N>, viewer: Viewer, where?: Scope<N>): Promise<number> {
    const row = await this.live(def, viewer, where)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst();
    return row?.total ?? 0;
  }

  /** A page of live documents the viewer may read, filtered and ordered in SQL, with the total. */
  async page<N extends CollectionName>(def: CollectionDef<N>, viewer: Viewer, options: PageOptions<N>): Promise<{ documents: Doc<N>[]; total: number }> {
    let query = this.live(def, viewer, options.where).selectAll();
    for (const [column, direction] of options.orderBy) query = query.orderBy(column as string, direction);
    const rows = await query.limit(options.limit).offset(options.offset).execute();
    const codec = this.codec(def);
    const docs = rows.map((row) => codec.fromRow(row));
    return {
      documents: await this.served(def, viewer, docs),
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
  async push<N extends CollectionName>(def: CollectionDef<N>, viewer: Viewer, rows: PushRow<Draft<N>>[]): Promise<Doc<N>[]> {
    return this.transaction(viewer, async (ctx, set) => {
      const conflicts: Doc<N>[] = [];
      const lookup = this.lookup(ctx.trx);
      // What is stored of the whole batch, and what its checks read, in one read (on PostgreSQL the
      // batch's own documents under their locks).
      await this.readBatch(def, viewer, set, rows.map((row) => row.newDocumentState), lookup);
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
        if (seen && (!assumed || assumed.updatedAt !== seen.updatedAt || Boolean(assumed._deleted) !== seen._deleted)) {
          conflicts.push(this.project(def, viewer, seen));
          continue;
        }
        const refusal = await this.refusal(def, viewer, { next, stored, seen }, ctx, lookup);
        // Bad input, or a new document the member may not make, is refused outright; a permission
        // refusal of an existing document is a conflict: the client takes the master state.
        if (refusal && (!seen || refusal instanceof HttpError)) throw refusalError(refusal);
        if (refusal && seen) {
          conflicts.push(this.project(def, viewer, seen));
          continue;
        }
        const saved = await set.save(def, next, stored);
        await def.afterWrite?.(viewer, saved, seen, ctx);
      }
      return conflicts;
    });
  }

  /** A single write through REST: refused writes throw, the written document comes back as the viewer sees it. */
  async put<N extends CollectionName>(def: CollectionDef<N>, viewer: Viewer, incoming: Draft<N>): Promise<Doc<N>> {
    const [saved] = await this.putMany(def, viewer, [incoming]);
    if (!saved) throw new Error('A write of one document wrote none');
    return saved;
  }

  /** Several REST writes in one transaction: all or none. */
  async putMany<N extends CollectionName>(def: CollectionDef<N>, viewer: Viewer, docs: Draft<N>[]): Promise<Doc<N>[]> {
    // Projected once committed: a written document's stamp is the commit's.
    const out = await this.transaction(viewer, async (ctx, set) => {
      const lookup = this.lookup(ctx.trx);
      await this.readBatch(def, viewer, set, docs, lookup);
      const kept: Doc<N>[] = [];
      for (const incoming of docs) {
        const { stored, seen, next } = await this.target(def, viewer, incoming, ctx, lookup);
        const refusal = await this.refusal(def, viewer, { next, stored, seen }, ctx, lookup);
        if (refusal) throw refusalError(refusal);
        if (seen && sameDocument(seen, next)) {
          kept.push(seen);
          continue;
        }
        const saved = await set.save(def, next, stored);
        await def.afterWrite?.(viewer, saved, seen, ctx);
        kept.push(saved);
      }
      return kept;
    });
    return out.map((doc) => this.project(def, viewer, doc));
  }

  /**
   * A batch's stored documents (to be claimed) and what its rules say it reads (`prefetch`), in one read
   * (on PostgreSQL; SQLite, in process, reads the participants when asked).
   */
  private async readBatch<N extends CollectionName>(def: CollectionDef<N>, viewer: Viewer, set: WriteSet, drafts: Draft<N>[], lookup: StoreLookup): Promise<void> {
    const own = { def: def as unknown as CollectionDef, ids: drafts.map((doc) => doc.id), claim: true };
    const prefetch = def.prefetch?.(viewer, drafts);
    const also = (prefetch?.documents ?? []).map(({ collection, ids, writes }) => ({ def: COLLECTIONS[collection] as unknown as CollectionDef, ids, claim: Boolean(writes) }));
    const participants = await set.readAll([own, ...also], prefetch?.participantsOf, prefetch?.lastReadsOf);
    for (const [room, ids] of participants ?? []) lookup.knowParticipants(room, ids);
  }

  /**
   * The document a write names, as the writer may know it. A stored document the writer may not read
   * is treated as absent (`seen` undefined): every answer to the write is then what the same write
   * of a new document gets, so no answer tells whether someone else's private document exists, or
   * what it holds.
   */
  private async target<N extends CollectionName>(def: CollectionDef<N>, viewer: Viewer, incoming: Draft<N>, ctx: WriteContext, lookup: ReadLookup): Promise<Target<N>> {
    const stored = await ctx.get(def.name, incoming.id);
    const seen = stored && (await def.canRead(viewer, stored, lookup)) ? stored : undefined;
    return { stored, seen, next: await this.prepare(def, viewer, incoming, seen, ctx) };
  }

  /**
   * Why this write may not be made, or null. A new document the writer could not read once written
   * (another member's bookmark, a room without them, a message in a room they are not in) gets the
   * collection's one refusal, as does a write of an id a document hidden from the writer holds.
   */
  private async refusal<N extends CollectionName>(def: CollectionDef<N>, viewer: Viewer, write: Target<N>, ctx: WriteContext, lookup: ReadLookup): Promise<Refusal> {
    const { next, stored, seen } = write;
    if (seen) return def.canWrite(viewer, next, seen, ctx);
    if (!(await def.canRead(viewer, next, lookup))) return (!stored && (await def.refusedParent?.(viewer, next, ctx))) || unseenRefusal(def);
    const refusal = await def.canWrite(viewer, next, undefined, ctx);
    return refusal ?? (stored ? unseenRefusal(def) : null);
  }

  /** What the client sent with the server's fields over it: every accepted write is 'sent'. */
  private async prepare<N extends CollectionName>(def: CollectionDef<N>, viewer: Viewer, incoming: Draft<N>, master: Doc<N> | undefined, ctx: WriteContext): Promise<Draft<N>> {
    const fields = await def.serverFields(viewer, incoming, master, ctx);
    return { ...incoming, ...fields, _deleted: Boolean(incoming._deleted), [def.syncField]: 'sent', sync_error: undefined };
  }

  /**
   * Runs a write. On PostgreSQL a write that lost a race (another committed a document it read and
   * writes, or the two waited on each other) is run again from the start, as a retry of the request.
   */
  private async transaction<T>(writer: Viewer, work: (ctx: WriteContext, set: WriteSet) => Promise<T>): Promise<T> {
    const contested = new Set<string>();
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.attempt(writer, work, contested);
      } catch (error) {
        if (this.database.dialect !== 'postgres' || attempt >= RACE_ATTEMPTS || !lostRace(error)) throw error;
        this.serialized.raced += 1;
        // The next attempt locks what was contested before reading it, and so cannot lose it again.
        if (error instanceof WriteRaced) for (const key of error.keys) contested.add(key);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 2 ** attempt)));
      }
    }
  }

  private async attempt<T>(writer: Viewer, work: (ctx: WriteContext, set: WriteSet) => Promise<T>, contested: ReadonlySet<string>): Promise<T> {
    const postgres = this.database.dialect === 'postgres';
    let changes: Change[] = [];
    const began = performance.now();
    let serializedFrom = began;
    const result = await this.database.db.transaction().execute(async (trx) => {
      const now = Date.now();
      // SQLite has one writer: its stamp can be taken first. PostgreSQL writers run side by side and
      // take theirs at the end, under the commit lock; until then their rows carry `now`.
      const stamp = postgres ? now : Math.max(now, (await this.lastStamp(trx)) + 1);
      const set = new WriteSet(this, trx, stamp, postgres, contested);
      const out = await work(this.context(set, now), set);
      if (set.written.size === 0) return out;
      let final = stamp;
      if (postgres) {
        await set.claim();
        // The clock row is the commit lock: its update waits for the writer holding it to commit,
        // then reads the clock that one left, and holds the row until this write commits.
        final = await this.nextStamp(trx);
        serializedFrom = performance.now();
        await set.restamp(final);
      }
      set.stampAll(final);
      changes = changesOf(set.written, final);
      await set.write(final, this.onCommit?.(changes));
      if (!postgres) await trx.updateTable('change_clock').set({ last_stamp: final }).where('id', '=', 1).execute();
      return out;
    });
    if (changes.length > 0) this.noteSerialized(changes, performance.now() - serializedFrom);
    for (const change of changes) this.bus.publish(change);
    if (changes.length > 0) for (const listener of this.committed) listener(changes, writer);
    return result;
  }

  /**
   * The time writes held the commit order (from waiting for the commit lock to the commit on
   * PostgreSQL; the whole transaction on SQLite, whose writers take turns), and what they wrote in it.
   */
  readonly serialized = { ms: 0, documents: 0, transactions: 0, raced: 0 };

  private noteSerialized(changes: Change[], ms: number): void {
    this.serialized.ms += ms;
    this.serialized.documents += changes.reduce((total, change) => total + change.documents.length, 0);
    this.serialized.transactions += 1;
  }

  /** PostgreSQL: takes the clock row (the commit lock, held to the commit) and moves it to this write's stamp, `max(now, last + 1)`. */
  private async nextStamp(trx: Transaction<Tables>): Promise<number> {
    const clock = await trx
      .updateTable('change_clock')
      .set((eb) => ({ last_stamp: sql<number>`greatest(${eb.ref('last_stamp')} + 1, ${Date.now()})` }))
      .where('id', '=', 1)
      .returning('last_stamp')
      .executeTakeFirstOrThrow();
    return Number(clock.last_stamp);
  }

  private async lastStamp(trx: Transaction<Tables>): Promise<number> {
    const clock = await trx.selectFrom('change_clock').select('last_stamp').where('id', '=', 1).executeTakeFirstOrThrow();
    return Number(clock.last_stamp);
  }

  /** @internal The codec of a collection, for the write set. */
  codecOf<N extends CollectionName>(def: CollectionDef<N>): Codec<N> {
    return this.codec(def);
  }

  private context(set: WriteSet, now: number): WriteContext {
    return {
      trx: set.trx,
      dialect: this.database.dialect,
      stamp: set.stamp,
      now,
      adminEmails: this.adminEmails,
      bool: (value) => this.bool(value),
      get: (name, id) => set.get(COLLECTIONS[name], id),
      read: (name, ids, writes) => set.read(COLLECTIONS[name], ids, writes),
      lastReads: (roomId) => set.lastReads(roomId),
      dependOn: (name, id) => set.dependOn(COLLECTIONS[name], id),
      save: async (name, doc) => {
        const def = COLLECTIONS[name];
        const master = await set.get(def, doc.id);
        return set.save(def, sent(def, doc), master);
      },
    };
  }

  private async getIn<N extends CollectionName>(executor: Executor, def: CollectionDef<N>, id: string): Promise<Doc<N> | undefined> {
    const row = await asCollectionRows(executor).selectFrom(tableOf(def)).selectAll().where('id', '=', id).executeTakeFirst();
    return row ? this.codec(def).fromRow(row) : undefined;
  }
}

/** A write as the server accepts it: 'sent', with no error. */
function sent<N extends CollectionName>(def: CollectionDef<N>, doc: Draft<N>): Draft<N> {
  return { ...doc, [def.syncField]: 'sent', sync_error: undefined };
}


/** One change per collection; a document written twice in one transaction is announced once. */
function changesOf(written: Written, stamp: number): Change[] {
  return [...written].flatMap(([collection, byId]) => {
    const documents = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const last = documents.at(-1);
    return last ? [{ collection, documents, checkpoint: { updatedAt: stamp, id: last.id } }] : [];
  });
}
