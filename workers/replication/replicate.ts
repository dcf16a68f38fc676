import type { RxCollection, RxReplicationPullStreamItem } from 'rxdb';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import type { Observable } from 'rxjs';
import { PULL_LIMIT_MAX, type Checkpoint, type PullResponse } from '../../schemas/api';
import { replicationRecordChanges$ } from '../../local-store/replication-internals';
import { requestJson, type TokenGetter } from './http';
import { bulkTargetOf, insertNewDocuments, prefetchingPages, withAssumedMaster, type BulkTarget } from './bulk-pull';
import { createPushHandler } from './push';
import { PushesInFlight } from './pushes-in-flight';
import { resyncGate } from './resync-gate';
import { CHECK_INTERVAL_MS, withRetries } from './retry';

type Doc = Record<string, unknown> & { id: string };

/** Documents asked for by id in one request, the most the server answers. */
const DOCS_PER_REQUEST = 100;

/** Pages written between two checkpoints the replication stores: each store costs it several transactions. */
const PAGES_PER_PULL = 10;

/**
 * The first page of a first sync, smaller than the others: its write commits sooner, so the screen the
 * member signed in to shows something while the rest comes. A page of 1000 questions took about half a
 * second to write while the rest of a first sync ran; with a first page of 100, the first question card
 * of /home came 0.45 s sooner (median of 6 sign-ins in Chromium), and the whole sync took as long.
 */
export const FIRST_PAGE_LIMIT = 100;

/** How many documents a pull asks for from a checkpoint: fewer on a first sync's first page. */
const pageLimit = (checkpoint: Checkpoint | undefined, firstPullRecent: number | undefined) =>
  checkpoint || firstPullRecent ? PULL_LIMIT_MAX : FIRST_PAGE_LIMIT;

export type ReplicationOptions = {
  name: string;
  identifier: string;
  collection: RxCollection;
  apiBase: string;
  tokens: { getToken: TokenGetter; refresh: TokenGetter };
  syncField: 'sync_state' | 'status';
  stream$: Observable<RxReplicationPullStreamItem<unknown, Checkpoint>>;
  /** Deletions made on this device only (cache evictions) are never pushed. */
  localOnlyDeletions: boolean;
  markFailed: (doc: Doc, message: string) => Promise<void>;
  waitsOnUnsent?: (doc: Doc) => Promise<boolean>;
  /**
   * A first pull (no checkpoint yet) asks only for the newest so many documents of each group (the
   * newest 50 messages of each room); its checkpoint is where the server stood, so the older history
   * is never pulled, only fetched when the member scrolls back to it.
   */
  firstPullRecent?: number;
  /** A first sync's progress in documents read (null once it has read everything). */
  onFirstSyncProgress?: (progress: FirstSyncProgress | null) => void;
};

export type FirstSyncProgress = { received: number; total: number };

/**
 * Pull by checkpoint, push returning conflicts, live through the shared stream; leader tab only.
 * Pulled documents new to this device are inserted a page at a time (bulk-pull.ts); the rest, and
 * everything from the stream, go through RxDB's replication.
 */
export function replicateCollection(options: ReplicationOptions): RxReplicationState<unknown, Checkpoint> {
  const { name, identifier, collection, apiBase, tokens, syncField, stream$, localOnlyDeletions, markFailed, waitsOnUnsent, firstPullRecent, onFirstSyncProgress } = options;
  const base = `${apiBase}/replication/${encodeURIComponent(name)}`;
  const push = createPushHandler({
    url: `${base}/push`,
    getToken: tokens.getToken,
    refreshToken: tokens.refresh,
    syncField,
    markFailed,
    waitsOnUnsent,
    // Where this device removes documents by itself (the chat queue drops its oldest message when a
    // 101st waits), a batch taken before the removal and retried later must leave them out.
    stillHere: localOnlyDeletions ? async (ids) => new Set((await collection.findByIds(ids).exec()).keys()) : undefined,
  });
  // Pages of 1000 made a first sync 13 to 26% faster than pages of 100, measured in Chromium.
  const limitOf = (checkpoint: Checkpoint | undefined) => pageLimit(checkpoint, firstPullRecent);
  const nextPage = prefetchingPages((checkpoint) => {
    const query = new URLSearchParams({ limit: String(limitOf(checkpoint)) });
    if (checkpoint) {
      query.set('updatedAt', String(checkpoint.updatedAt));
      query.set('id', checkpoint.id);
    } else if (firstPullRecent) {
      query.set('recent', String(firstPullRecent));
    }
    return retrying<PullResponse<unknown>>(`${base}/pull?${query}`);
  }, limitOf);
  // RxDB records the state it pushed, or the server's in a conflict, in its meta instance, by document id.
  const inFlight: PushesInFlight = new PushesInFlight((): Observable<string[]> => replicationRecordChanges$(state));
  const idsOf = (docs: readonly unknown[]) => docs.map((doc) => (doc as Doc).id);
  const retrying = <T>(url: string) =>
    withRetries(() => requestJson<T>(url, tokens.getToken), {
      onUnauthorized: async () => {
        await tokens.refresh();
      },
    });
  /**
   * The server's copies of this device's writes that wait for them, of those a first pull of the newest
   * documents left out. A write the server took before that pull, and older than what it brought (a
   * message with 50 newer ones in its room), would never come back: its copy is behind the checkpoint,
   * and the replication, holding the push as answered, never sends it again. It would wait for ever.
   */
  async function waitingWritesLeftOut(pulled: ReadonlySet<string>): Promise<Doc[]> {
    const waiting = (await collection.find({ selector: { [syncField]: 'pending' } }).exec()).map((doc) => doc.primary as string).filter((id) => !pulled.has(id));
    const copies: Doc[] = [];
    for (let start = 0; start < waiting.length; start += DOCS_PER_REQUEST) {
      const ids = waiting.slice(start, start + DOCS_PER_REQUEST).map(encodeURIComponent).join(',');
      copies.push(...(await retrying<{ documents: Doc[] }>(`${base}/docs?ids=${ids}`)).documents);
    }
    return copies;
  }
  let target: Promise<BulkTarget> | undefined;
  // Set by a first pull's first page, which tells the total; cleared by the page that ends the sync.
  let firstSync: FirstSyncProgress | null = null;
  // RxDB holds the stream's frames while a push runs, but not while the first pass of a resync pushes
  // (it reports its upstream idle then), and it lets them go, with the reconnections' resyncs, as soon
  // as the push is answered, before it has recorded the answer: a frame bringing the server's copy of a
  // document whose push is not recorded yet would be taken for an unsent change, left out, and passed
  // for good, the write staying pending. Such frames wait here, as pulled pages do, and every item
  // after them waits behind them (pushes-in-flight.ts).
  const frames$ = inFlight.inOrder(stream$, (item) => (item === 'RESYNC' ? [] : idsOf(item.documents)));
  // Every reconnection's resync ends in a pull before later frames move the checkpoint (resync-gate.ts).
  const resyncs = resyncGate(frames$);
  const state = replicateRxCollection<unknown, Checkpoint>({
    collection,
    replicationIdentifier: identifier,
    live: true,
    waitForLeadership: true,
    retryTime: CHECK_INTERVAL_MS,
    pull: {
      // The handler pages by itself and hands the replication only what it must merge: RxDB goes on
      // asking while it gets at least one document (every non-empty page hands over its last one).
      batchSize: 1,
      // The stream's frames and resyncs as shaped above; a pull's documents are held here (pushes-in-flight.ts).
      stream$: resyncs.stream$,
      handler: async (checkpoint) => {
        resyncs.pullStarted();
        // Before any page: bulkTargetOf registers this replication's mark, without which the documents
        // it pulled in an earlier session would not read back as its own (local-store/compact-rows.ts). The
        // replication's downstream starts with this pull, so it reads none of them before.
        const bulk = await (target ??= bulkTargetOf(collection, state));
        // Up to PAGES_PER_PULL full pages are written before the replication stores a checkpoint.
        let from = checkpoint ?? undefined;
        const left: Doc[] = [];
        // A first pull of the newest documents notes what it brought, to ask for what it left out.
        const firstOfNewest = !checkpoint && Boolean(firstPullRecent);
        const pulled = new Set<string>();
        for (let pages = 0; pages < PAGES_PER_PULL; pages++) {
          const page = await nextPage(from);
          if (!from && page.total !== undefined) firstSync = { received: 0, total: page.total };
          if (firstOfNewest) for (const id of idsOf(page.documents)) pulled.add(id);
          if (page.documents.length > 0) left.push(...(await insertNewDocuments(bulk, page.documents as never)));
          const full = page.documents.length >= limitOf(from);
          if (firstSync) {
            const ended = !full;
            firstSync = ended ? null : { ...firstSync, received: firstSync.received + page.documents.length };
            onFirstSyncProgress?.(firstSync);
          }
          if (page.documents.length === 0) break;
          from = page.checkpoint ?? from;
          if (!full) break;
        }
        // A first pull that found nothing on the server (no checkpoint) left nothing out; and documents
        // handed to the replication without a checkpoint stop its later pulls.
        if (firstOfNewest && from) left.push(...(await waitingWritesLeftOut(pulled)));
        await inFlight.before(idsOf(left));
        return { documents: left as never[], checkpoint: from };
      },
    },
    push: {
      batchSize: 100,
      modifier: (doc) => {
        const state = doc as { _deleted?: boolean } & Record<string, unknown>;
        if (state._deleted) return localOnlyDeletions ? null : doc;
        // Local changes are made pending: a document still as pulled is not pushed back, which RxDB
        // would do for one inserted by the bulk pull when a resync passes over it before its own
        // write event did.
        return state[syncField] === 'sent' ? null : doc;
      },
      handler: (rows) => inFlight.track(idsOf(rows.map((row) => row.newDocumentState)), push(rows.map((row) => withAssumedMaster(row as never)) as never)) as never,
    },
  });
  return state;
}
