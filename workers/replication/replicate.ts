import type { RxCollection, RxReplicationPullStreamItem } from 'rxdb';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import type { Observable } from 'rxjs';
import { PULL_LIMIT_MAX, type Checkpoint, type PullResponse } from '../../schemas/api';
import { requestJson, type TokenGetter } from './http';
import { createPushHandler } from './push';
import { CHECK_INTERVAL_MS, withRetries } from './retry';

type Doc = Record<string, unknown> & { id: string };

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
};

/** Pull by checkpoint, push returning conflicts, live through the shared stream; leader tab only. */
export function replicateCollection(options: ReplicationOptions): RxReplicationState<unknown, Checkpoint> {
  const { name, identifier, collection, apiBase, tokens, syncField, stream$, localOnlyDeletions, markFailed, waitsOnUnsent } = options;
  const base = `${apiBase}/replication/${encodeURIComponent(name)}`;
  const push = createPushHandler({ url: `${base}/push`, getToken: tokens.getToken, refreshToken: tokens.refresh, syncField, markFailed, waitsOnUnsent });
  return replicateRxCollection<unknown, Checkpoint>({
    collection,
    replicationIdentifier: identifier,
    live: true,
    waitForLeadership: true,
    retryTime: CHECK_INTERVAL_MS,
    pull: {
      // STACK.md: batches of 1000 made a first sync markedly faster than 100.
      batchSize: PULL_LIMIT_MAX,
      stream$,
      handler: async (checkpoint, batchSize) => {
        const query = new URLSearchParams({ limit: String(batchSize) });
        if (checkpoint) {
          query.set('updatedAt', String(checkpoint.updatedAt));
          query.set('id', checkpoint.id);
        }
        const page = await withRetries(() => requestJson<PullResponse<unknown>>(`${base}/pull?${query}`, tokens.getToken), {
          onUnauthorized: async () => {
            await tokens.refresh();
          },
        });
        return { documents: page.documents, checkpoint: page.checkpoint ?? checkpoint };
      },
    },
    push: {
      batchSize: 100,
      modifier: (doc) => (localOnlyDeletions && (doc as { _deleted?: boolean })._deleted ? null : doc),
      handler: (rows) => push(rows as never) as never,
    },
  });
}
