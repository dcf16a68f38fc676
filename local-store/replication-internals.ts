import type { RxCollection, RxStorageInstance } from 'rxdb';
import type { RxReplicationState } from 'rxdb/plugins/replication';
import { EMPTY, map, type Observable } from 'rxjs';

/**
 * Reads of RxDB's replication internals live here, behind names that say why. RxDB 17 keeps them on
 * the replication's `internalReplicationState` and beneath the collection's storage wrapper; the
 * replication's tests fail when an upgrade moves them.
 */

type Doc = Record<string, unknown> & { id: string; _deleted?: boolean };

/** What a write must carry to count as written by a replication's pull, and the storage to write it to. */
export type PullWrite = {
  /** The collection's storage beneath RxDB's wrapper: a write there is not validated or hooked again. */
  storage: RxStorageInstance<Doc, unknown, unknown>;
  /** The context RxDB's pull writes with, so its push leaves these writes alone. */
  context: string;
  /** RxDB's hash of the replication identifier, which marks a document as written by the pull. */
  identifierHash: string;
  /** The database's token, which a new revision carries. */
  revisionToken: string;
};

/** How a started replication's pull writes to its collection; throws before the replication has started. */
export async function pullWriteOf<Checkpoint>(collection: RxCollection, replication: RxReplicationState<unknown, Checkpoint>): Promise<PullWrite> {
  const internal = replication.internalReplicationState;
  if (!internal) throw new Error('The replication has not started');
  const wrapped = collection.storageInstance as unknown as { originalStorageInstance: RxStorageInstance<Doc, unknown, unknown> };
  return {
    storage: wrapped.originalStorageInstance,
    context: await internal.downstreamBulkWriteFlag,
    identifierHash: await internal.input.hashFunction(internal.input.identifier),
    revisionToken: collection.database.token,
  };
}

/**
 * The ids of the documents whose replication record changes, one array per write of records. RxDB
 * records there, by document id, the state it pushed, or the server's after a conflict. Nothing
 * before the replication has started.
 */
export function replicationRecordChanges$<Checkpoint>(replication: RxReplicationState<unknown, Checkpoint>): Observable<string[]> {
  const internal = replication.internalReplicationState;
  if (!internal) return EMPTY;
  return internal.input.metaInstance.changeStream().pipe(map((bulk) => bulk.events.map((event) => (event.documentData as { itemId: string }).itemId)));
}
