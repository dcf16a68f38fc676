import type { MangoQuerySelector, RxCollection } from 'rxdb';

/**
 * How many documents match, as the storage holds them now.
 *
 * RxDB's own count query keeps its result up to date by adding and taking away the change events
 * that reach it after it ran. Another instance's writes (the worker's, seen from the page, or the
 * page's, seen from the worker) arrive as events a moment after they are stored; a count read from
 * storage in that moment (RxDB reads again whenever more changes came than it follows one by one,
 * as during a sync) takes such a write in twice, and its count drifts for good.
 */
export async function storedCount<RxDocType>(collection: RxCollection<RxDocType>, selector: MangoQuerySelector<RxDocType> = {}): Promise<number> {
  // Prepared as a find: RxDB's development checks refuse a count() query no index answers whole, which
  // the storage counts all the same, by reading what the best index narrows it to.
  const query = collection.find({ selector });
  return (await collection.storageInstance.count(query.getPreparedQuery())).count;
}
