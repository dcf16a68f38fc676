import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Checkpoint } from '../../schemas/api';
import type { Change, ChangeBus } from './change-bus';
import { findCollection } from './collections';
import type { CommitHook, DocumentStore } from './store';

const CHANNEL = 'meetverse_changes';
// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; leave room for the envelope.
const PAYLOAD_MAX_BYTES = 7_000;
const RECONNECT_MS = 1_000;

export type Notice = { origin: string; collection: string; ids: string[]; checkpoint: Checkpoint };

/** A change as notices small enough for NOTIFY: ids only, the receiver reads the documents back. */
export function noticesOf(origin: string, change: Change): Notice[] {
  const notices: Notice[] = [];
  let ids: string[] = [];
  const flush = () => {
    const last = ids.at(-1);
    if (!last) return;
    const doc = change.documents.find((d) => d.id === last);
    notices.push({ origin, collection: change.collection, ids, checkpoint: { updatedAt: doc?.updatedAt ?? change.checkpoint.updatedAt, id: last } });
    ids = [];
  };
  const envelope = Buffer.byteLength(JSON.stringify({ origin, collection: change.collection, ids: [], checkpoint: change.checkpoint })) + 100;
  let bytes = envelope;
  for (const doc of change.documents) {
    const size = Buffer.byteLength(JSON.stringify(doc.id)) + 1;
    if (bytes + size > PAYLOAD_MAX_BYTES) {
      flush();
      bytes = envelope;
    }
    ids.push(doc.id);
    bytes += size;
  }
  flush();
  return notices;
}

/**
 * Notices read back together: each run of consecutive notices of one collection becomes one, with its
 * ids in commit order, each once (a document changed twice is read once, as it is now), and the run's
 * last checkpoint.
 */
export function runsOf(notices: Notice[]): Notice[] {
  const runs: Notice[] = [];
  for (const notice of notices) {
    const last = runs.at(-1);
    if (last && last.collection === notice.collection) {
      const seen = new Set(last.ids);
      last.ids.push(...notice.ids.filter((id) => !seen.has(id)));
      last.checkpoint = notice.checkpoint;
    } else runs.push({ ...notice, ids: [...new Set(notice.ids)] });
  }
  return runs;
}

export type FanoutOptions = {
  connectionString: string;
  bus: ChangeBus;
  store: DocumentStore;
  log: { error: (error: unknown, message?: string) => void; warn: (message: string) => void };
  /** Called when the listener lost its connection: changes may have been missed meanwhile. */
  onGap: () => void;
};

/**
 * Shares committed changes between server processes on one PostgreSQL database: each commit
 * NOTIFYs from inside its transaction (delivered only if it commits), and a dedicated connection
 * LISTENs and hands other processes' changes to this process's streams. A process skips its own
 * notices, since it already published them locally.
 */
export class PgFanout {
  readonly origin = randomUUID();
  private client: pg.Client | undefined;
  private closed = false;
  private queue = Promise.resolve();
  /** Notices heard and not yet read back. */
  private pending: Notice[] = [];

  constructor(private readonly options: FanoutOptions) {}

  /**
   * Every notice of a commit, in order (an array is unnested in its order): the statement the store
   * sends with the commit's writes.
   */
  readonly notifyIn: CommitHook = (changes) => {
    const payloads = changes.flatMap((change) => noticesOf(this.origin, change).map((notice) => JSON.stringify(notice)));
    if (payloads.length === 0) return undefined;
    return (param) => `select pg_notify(${param(CHANNEL)}, payload) from unnest(${param(payloads)}::text[]) with ordinality as notice(payload, position) order by position`;
  };

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.connectionString });
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) this.hear(message.payload);
    });
    client.on('error', (error) => {
      this.options.log.error(error, 'change listener lost its connection');
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    this.client = client;
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
    await this.queue;
  }

  private reconnect(dead: pg.Client) {
    if (this.closed || this.client !== dead) return;
    this.client = undefined;
    void dead.end().catch(() => undefined);
    this.options.onGap();
    const retry = () => {
      if (this.closed) return;
      this.start().catch((error: unknown) => {
        this.options.log.error(error, 'change listener could not reconnect');
        setTimeout(retry, RECONNECT_MS).unref();
      });
    };
    setTimeout(retry, RECONNECT_MS).unref();
  }

  /** A notice as the listener hears it. */
  hear(payload: string) {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch {
      this.options.log.warn('ignored a change notice that is not JSON');
      return;
    }
    if (notice.origin === this.origin) return;
    if (!findCollection(notice.collection) || !Array.isArray(notice.ids)) return;
    // Read back in arrival order, so frames keep commit order. Notices heard while a read-back runs
    // wait and are read together after it: a read waits for a connection of the pool, which pushes
    // hold while they queue for the write lock, and one read per notice fell ever further behind
    // under load (p99 31 s with two processes at 50 writes a second).
    this.pending.push(notice);
    if (this.pending.length > 1) return;
    this.queue = this.queue
      .then(async () => {
        const heard = this.pending.splice(0);
        for (const run of runsOf(heard)) {
          if (this.closed) return;
          const def = findCollection(run.collection);
          if (!def) continue;
          const documents = await this.options.store.byIds(def, run.ids);
          this.options.bus.publish({ collection: def.name, documents, checkpoint: run.checkpoint });
        }
      })
      .catch((error: unknown) => {
        this.options.log.error(error, 'could not read back a change of another process');
        this.options.onGap();
      });
  }
}
