/**
 * Reads of RxDB's private fields live in this folder, behind names that say why. RxDB 17 keeps a
 * document's stored data as `_data`; a test beside this file fails when an upgrade moves it.
 */

/**
 * A document's own data, not `toJSON()`'s copy of it (about 7% of a feed page's time in a profile). The
 * object is the stored one: readers must not change it. An unchanged document keeps its object from
 * one query emission to the next.
 */
export const documentData = <T>(doc: unknown): T => (doc as { _data: T })._data;
