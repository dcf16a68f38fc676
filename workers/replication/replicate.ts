import type { RxCollection } from 'rxdb';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import type { RxReplicationPullStreamItem } from 'rxdb';
import type { Observable } from 'rxjs';
import { PULL_LIMIT_MAX, type Checkpoint, type PullResponse } from '../../schemas/api';
import { requestJson, type TokenGetter } from './http';

export type ReplicationOptions = {
  name: string;
  collection: RxCollection;
  apiBase: string;
  getToken: TokenGetter;
  stream$: Observable<RxReplicationPullStreamItem<unknown, Checkpoint>>;
};

/** Pull by checkpoint, push returning conflicts, live through the shared stream; leader tab only. */
export function replicateCollection({ name, collection, apiBase, getToken, stream$ }: ReplicationOptions): RxReplicationState<unknown, Checkpoint> {
  const base = `${apiBase}/replication/${encodeURIComponent(name)}`;
  return replicateRxCollection<unknown, Checkpoint>({
    collection,
    replicationIdentifier: `meetverse-api-v1-${name}`,
    live: true,
    waitForLeadership: true,
    retryTime: 5_000,
    pull: {
      batchSize: PULL_LIMIT_MAX,
      stream$,
      handler: async (checkpoint, batchSize) => {
        const query = new URLSearchParams({ limit: String(batchSize) });
        if (checkpoint) {
          query.set('updatedAt', String(checkpoint.updatedAt));
          query.set('id', checkpoint.id);
        }
        const page = await requestJson<PullResponse<unknown>>(`${base}/pull?${query}`, getToken);
        return { documents: page.documents, checkpoint: page.checkpoint ?? checkpoint };
      },
    },
    push: {
      batchSize: 100,
      handler: async (rows) => requestJson(`${base}/push`, getToken, { method: 'POST', body: JSON.stringify(rows) }),
    },
  });
}
