import { sql, type Transaction } from 'kysely';
import type { Checkpoint, PullResponse, PushRow } from '../../schemas/api';
import type { Viewer } from '../auth/viewer';
import type { Database, Tables } from '../db/database';
import { forbidden } from '../http-error';
import type { ChangeBus } from './change-bus';
import { createCodec, type Codec } from './codec';
import type { CollectionDef } from './collections';

type Doc = Record<string, unknown> & { id: string; _deleted: boolean };

const SERVER_STAMP = 'updatedAt';
// Any constant works: it only has to be the same for every writer of this database.
const WRITE_LOCK_KEY = 7_313_001;

/** Equal as far as the member is concerned: server stamps do not count. */
export function sameContent(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  keys.delete(SERVER_STAMP);
  for (const key of keys) {
    if (JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null)) return false;
  }
  return true;
}

export class DocumentStore {
  private readonly codecs = new Map<string, Codec>();

  constructor(
    private readonly database: Database,
    private readonly bus: ChangeBus,
  ) {}

  private codec(def: CollectionDef): Codec {
    let codec = this.codecs.get(def.name);
    if (!codec) {
      const properties = (def.schema as { properties: Record<string, { type?: string }> }).properties;
      codec = createCodec(properties, this.database.dialect, def.privateColumns);
      this.codecs.set(def.name, codec);
    }
    return codec;
  }

  async pull(def: CollectionDef, viewer: Viewer, checkpoint: Checkpoint | null, limit: number): Promise<PullResponse<Doc>> {
    let query = this.database.db.selectFrom(def.table).selectAll();
    if (checkpoint) {
      query = query.where((eb) =>
        eb.or([
          eb(SERVER_STAMP, '>', checkpoint.updatedAt),
          eb.and([eb(SERVER_STAMP, '=', checkpoint.updatedAt), eb('id', '>', checkpoint.id)]),
        ]),
      );
    }
    const rows = await query.orderBy(SERVER_STAMP).orderBy('id').limit(limit).execute();
    const codec = this.codec(def);
    const scanned = rows.map((row) => codec.fromRow(row) as Doc);
    const last = scanned.at(-1);
    // The checkpoint is the last row read, even when the viewer may not see it, so no page repeats.
    return {
      documents: scanned.filter((doc) => def.canRead(viewer, doc)),
      checkpoint: last ? { updatedAt: last[SERVER_STAMP] as number, id: last.id } : checkpoint,
    };
  }

  async get(def: CollectionDef, id: string): Promise<Doc | undefined> {
    const row = await this.database.db.selectFrom(def.table).selectAll().where('id', '=', id).executeTakeFirst();
    return row ? (this.codec(def).fromRow(row) as Doc) : undefined;
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
    const rows = await this.database.db.selectFrom(def.table).selectAll().where('_deleted', '=', this.false()).execute();
    const codec = this.codec(def);
    return rows.map((row) => codec.fromRow(row) as Doc).filter(filter);
  }

  /**
   * Applies a push: writes what matches the master state the client assumed and answers
   * with the master state of every document that did not. A replay of a write already
   * applied changes nothing and is no conflict.
   */
  async push(def: CollectionDef, viewer: Viewer, rows: PushRow<Doc>[]): Promise<Doc[]> {
    const conflicts: Doc[] = [];
    const written = await this.transaction(async (trx, stamp) => {
      const out: Doc[] = [];
      for (const row of rows) {
        const master = await this.getIn(trx, def, row.newDocumentState.id);
        const next = { ...row.newDocumentState, ...def.serverFields(viewer, row.newDocumentState, master) };
        if (master && sameContent(master, next)) continue;
        const assumed = row.assumedMasterState ?? undefined;
        if (master && (!assumed || assumed[SERVER_STAMP] !== master[SERVER_STAMP] || Boolean(assumed._deleted) !== master._deleted)) {
          conflicts.push(master);
          continue;
        }
        const refusal = def.canWrite(viewer, next, master);
        if (refusal) {
          if (master) conflicts.push(master);
          else throw forbidden(refusal);
          continue;
        }
        out.push(await this.writeIn(trx, def, next, master, stamp()));
      }
      return out;
    });
    this.announce(def, written);
    return conflicts;
  }

  /** A single write through REST: refused writes throw, the written document comes back. */
  async put(def: CollectionDef, viewer: Viewer, incoming: Doc): Promise<Doc> {
    let unchanged: Doc | undefined;
    const written = await this.transaction(async (trx, stamp) => {
      const master = await this.getIn(trx, def, incoming.id);
      const refusal = def.canWrite(viewer, incoming, master);
      if (refusal) throw forbidden(refusal);
      const next = { ...incoming, ...def.serverFields(viewer, incoming, master) };
      if (master && sameContent(master, next)) {
        unchanged = master;
        return [];
      }
      return [await this.writeIn(trx, def, next, master, stamp())];
    });
    this.announce(def, written);
    return (written[0] ?? unchanged) as Doc;
  }

  private async transaction(work: (trx: Transaction<Tables>, stamp: () => number) => Promise<Doc[]>): Promise<Doc[]> {
    return this.database.db.transaction().execute(async (trx) => {
      // Stamps must follow commit order, or a pull could pass over a later commit with an earlier stamp.
      // SQLite has a single writer; PostgreSQL writers queue on an advisory lock.
      if (this.database.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${WRITE_LOCK_KEY})`.execute(trx);
      const clock = await trx.selectFrom('change_clock').select('last_stamp').where('id', '=', 1).executeTakeFirstOrThrow();
      const value = Math.max(Date.now(), Number(clock.last_stamp) + 1);
      const docs = await work(trx, () => value);
      if (docs.length > 0) await trx.updateTable('change_clock').set({ last_stamp: value }).where('id', '=', 1).execute();
      return docs;
    });
  }

  private async getIn(trx: Transaction<Tables>, def: CollectionDef, id: string): Promise<Doc | undefined> {
    const row = await trx.selectFrom(def.table).selectAll().where('id', '=', id).executeTakeFirst();
    return row ? (this.codec(def).fromRow(row) as Doc) : undefined;
  }

  private async writeIn(trx: Transaction<Tables>, def: CollectionDef, doc: Doc, master: Doc | undefined, stamp: number): Promise<Doc> {
    const row = this.codec(def).toRow({ ...doc, [SERVER_STAMP]: stamp }, Boolean(doc._deleted));
    if (master) await trx.updateTable(def.table).set(row).where('id', '=', doc.id).execute();
    else await trx.insertInto(def.table).values(row).execute();
    return { ...doc, [SERVER_STAMP]: stamp, _deleted: Boolean(doc._deleted) };
  }

  private announce(def: CollectionDef, docs: Doc[]) {
    const last = docs.at(-1);
    if (!last) return;
    this.bus.publish({
      collection: def.name,
      documents: docs,
      checkpoint: { updatedAt: last[SERVER_STAMP] as number, id: last.id },
    });
  }

  private false() {
    return this.database.dialect === 'sqlite' ? 0 : false;
  }
}
