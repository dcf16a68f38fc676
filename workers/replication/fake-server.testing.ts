import type { RxCollection } from 'rxdb';
import { Subject } from 'rxjs';
import { sameDocument } from '../../schemas/collections';
import { replicateCollection, type ReplicationOptions } from './replicate';

export type ServerDoc = Record<string, unknown> & { id: string; updatedAt: number; _deleted: boolean };
type Row = { newDocumentState: ServerDoc; assumedMasterState?: ServerDoc | null };

/**
 * One collection's replication routes in memory, answering as the real server does: pages by
 * (updatedAt, id); a push writes what matches the master the client assumed and answers with the
 * master of every document that does not; a write the server already holds changes nothing and is
 * answered with its master only when the client did not know it. Pulls and push answers can be held
 * back after the server has done its part, as a slow network would.
 */
export class FakeServer {
  readonly docs = new Map<string, ServerDoc>();
  readonly pushed: Row[] = [];
  pulls = 0;
  /** When set, pulls answer as the server stood at this stamp: they were read before what came after. */
  pullsAsOf: number | undefined;
  private stamp = 1_000;
  private holds: { pull?: Promise<void>; push?: Promise<void> } = {};

  constructor(private readonly syncField: 'sync_state' | 'status' = 'sync_state') {}

  /** The stamp of the last write. */
  get lastStamp(): number {
    return this.stamp;
  }

  /** Stores a document as the server would, with the next stamp. */
  put(doc: Record<string, unknown> & { id: string }): ServerDoc {
    const stored = { ...doc, [this.syncField]: 'sent', sync_error: undefined, _deleted: Boolean(doc._deleted), updatedAt: ++this.stamp } as ServerDoc;
    this.docs.set(doc.id, stored);
    return stored;
  }

  /**
   * A first pull of chat messages: the newest `perRoom` of each room, and a checkpoint where the server
   * stands.
   */
  private newest(perRoom: number) {
    const all = [...this.docs.values()].filter((doc) => !doc._deleted);
    const top = all.reduce<ServerDoc | undefined>((last, doc) => (!last || doc.updatedAt > last.updatedAt ? doc : last), undefined);
    const byTime = [...all].sort((a, b) => Number(b.timestamp) - Number(a.timestamp) || (a.id < b.id ? 1 : -1));
    const kept = new Map<unknown, number>();
    const documents = byTime.filter((doc) => {
      const count = kept.get(doc.room_id) ?? 0;
      kept.set(doc.room_id, count + 1);
      return count < perRoom;
    });
    return { documents, checkpoint: top ? { updatedAt: top.updatedAt, id: top.id } : null };
  }

  /** From now on, pulls (or pushes) are answered only once the returned function is called. */
  hold(what: 'pull' | 'push'): () => void {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    this.holds[what] = held;
    return () => {
      if (this.holds[what] === held) this.holds[what] = undefined;
      release();
    };
  }

  readonly fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input);
    if (url.pathname.endsWith('/docs')) {
      const ids = String(url.searchParams.get('ids')).split(',');
      return Response.json({ documents: ids.flatMap((id) => this.docs.get(id) ?? []) });
    }
    if (url.pathname.endsWith('/pull') && url.searchParams.has('recent')) {
      this.pulls++;
      const answer = this.newest(Number(url.searchParams.get('recent')));
      await this.holds.pull;
      return Response.json(answer);
    }
    if (url.pathname.endsWith('/pull')) {
      this.pulls++;
      const after = url.searchParams.has('id') ? { updatedAt: Number(url.searchParams.get('updatedAt')), id: String(url.searchParams.get('id')) } : null;
      const documents = [...this.docs.values()]
        .sort((a, b) => a.updatedAt - b.updatedAt || (a.id < b.id ? -1 : 1))
        .filter((doc) => this.pullsAsOf === undefined || doc.updatedAt <= this.pullsAsOf)
        .filter((doc) => !after || doc.updatedAt > after.updatedAt || (doc.updatedAt === after.updatedAt && doc.id > after.id))
        .slice(0, Number(url.searchParams.get('limit')));
      const last = documents.at(-1);
      const answer = { documents, checkpoint: last ? { updatedAt: last.updatedAt, id: last.id } : after };
      await this.holds.pull;
      return Response.json(answer);
    }
    const conflicts: ServerDoc[] = [];
    for (const row of JSON.parse(String(init.body)) as Row[]) {
      this.pushed.push(row);
      const master = this.docs.get(row.newDocumentState.id);
      const next = { ...row.newDocumentState, [this.syncField]: 'sent', sync_error: undefined };
      const knowsMaster = Boolean(master && row.assumedMasterState && row.assumedMasterState.updatedAt === master.updatedAt);
      if (master && sameDocument(master, next)) {
        if (!knowsMaster) conflicts.push(master);
        continue;
      }
      if (master && !knowsMaster) conflicts.push(master);
      else this.put(next);
    }
    await this.holds.push;
    return Response.json(conflicts);
  };
}

/**
 * A collection's replication as the worker starts it, against the API at http://api.test (the tests stub
 * fetch with a FakeServer's), with a token that is always good and no stream unless one is given.
 */
export function replicateForTest(collection: RxCollection, options: Pick<ReplicationOptions, 'name' | 'syncField'> & Partial<ReplicationOptions>) {
  return replicateCollection({
    identifier: `test-${options.name}`,
    collection,
    apiBase: 'http://api.test/api/v1',
    tokens: { getToken: async () => 't', refresh: async () => 't' },
    stream$: new Subject<never>(),
    localOnlyDeletions: false,
    markFailed: async () => {},
    ...options,
  });
}
