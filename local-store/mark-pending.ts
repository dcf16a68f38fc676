import { SYNC_FIELD, type CollectionName } from '../schemas/collections';

/**
 * A member's change to a stored document, kept for sync: its collection's sync field says 'pending'
 * (the worker pushes it) and the refusal of an earlier attempt is cleared. The one way the page and
 * the worker mark a write for the server.
 */
export async function markPending<T>(doc: Patchable<T>, change: Partial<T> = {}): Promise<void> {
  const field = SYNC_FIELD[doc.collection.name as CollectionName];
  await doc.incrementalPatch({ ...change, [field]: 'pending', sync_error: undefined } as Partial<T>);
}

/** A stored document of any collection, as RxDB hands it out. */
type Patchable<T> = { readonly collection: { readonly name: string }; incrementalPatch(patch: Partial<T>): Promise<unknown> };
