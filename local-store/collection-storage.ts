import type { RxCollection, RxDocumentData, RxStorageBulkWriteResponse } from 'rxdb';

/**
 * A collection's storage, read and written beneath its documents. RxDB keeps it as the collection's
 * `storageInstance`, for its own use; what the app needs of it goes through the names here.
 */

/** A document as stored, and the stored state it replaces: a write fails for a document that changed since. */
export type StoredRowWrite<T> = { previous: RxDocumentData<T>; document: RxDocumentData<T> };

/**
 * Writes these documents in one storage write: one transaction, and one change for the screens and the
 * replication, where writing each document would make as many. Each row names the stored state it
 * replaces; a document that changed since is left as it is and reported with status 409.
 */
export async function writeStoredRows<T>(collection: RxCollection<T>, rows: StoredRowWrite<T>[], context: string): Promise<RxStorageBulkWriteResponse<T>> {
  return collection.storageInstance.bulkWrite(rows, context);
}

/**
 * Removes the collection's deleted documents from storage for good, now. The collection's own cleanup
 * waits for its replication to be in sync, which never happens offline.
 */
export async function purgeDeleted(collection: RxCollection): Promise<void> {
  await collection.storageInstance.cleanup(0);
}

/** The documents with these ids as the storage holds them, deleted ones too (which the collection's own reads leave out). */
export async function storedDocuments<T>(collection: RxCollection<T>, ids: string[]): Promise<RxDocumentData<T>[]> {
  return collection.storageInstance.findDocumentsById(ids, true);
}
