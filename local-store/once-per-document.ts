import type { RxDocumentData, RxPlugin } from 'rxdb';

type Stored = RxDocumentData<Record<string, unknown>>;

/** What RxDB's query keeps of itself that this plugin reads and sets. */
type QueryState = {
  collection: { schema: { primaryPath: string } };
  mangoQuery: { limit?: number };
  _latestChangeEvent: number;
  _setResultData(data: unknown): void;
};

/**
 * The documents of a result once each, in order: of two copies of one document the one written last
 * stays, where it sorts. The same array when no document is there twice (nearly always).
 */
export function oncePerDocument<T extends Stored>(docs: readonly T[], primaryPath: string): readonly T[] {
  const seen = new Set<unknown>();
  for (const doc of docs) seen.add(doc[primaryPath]);
  if (seen.size === docs.length) return docs;
  const newest = new Map<unknown, T>();
  for (const doc of docs) {
    const key = doc[primaryPath];
    const held = newest.get(key);
    if (!held || doc._meta.lwt > held._meta.lwt) newest.set(key, doc);
  }
  return docs.filter((doc) => newest.get(doc[primaryPath]) === doc && newest.delete(doc[primaryPath]));
}

/**
 * Every live query lists each document once.
 *
 * The page and the replication worker each hold the database. A query the page runs after the worker
 * stored a document, but before the worker's change event for it reached the page, already reads the
 * document; the event, when it comes, is applied to that result as an insert, and RxDB's event-reduce
 * adds the document a second time (at the top or the bottom of the list: only an insert at its sort
 * position looks first). An organiser's overview counted 9 of an event's 8 questions that way.
 *
 * Where the result had a limit and was full, the copy took the place of a document that belongs in it:
 * the query reads storage again at the next change.
 */
export const RxDBOncePerDocumentPlugin: RxPlugin = {
  name: 'once-per-document',
  rxdb: true,
  prototypes: {
    RxQuery(prototype: QueryState) {
      const setResultData = prototype._setResultData;
      prototype._setResultData = function (this: QueryState, data: unknown) {
        if (!Array.isArray(data)) return setResultData.call(this, data);
        const once = oncePerDocument(data as Stored[], this.collection.schema.primaryPath);
        const limit = this.mangoQuery.limit;
        if (once !== data && typeof limit === 'number' && data.length >= limit) this._latestChangeEvent = -1;
        return setResultData.call(this, once);
      };
    },
  },
};
