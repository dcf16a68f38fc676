import { auditTime, from, merge, of, switchMap } from 'rxjs';
import { COLLECTION_NAMES, SYNC_FIELD } from '../../schemas/collections';
import type { AppDatabase } from '../../schemas/open-database';
import { useLiveQuery } from './use-live-query';

export type UnsentWrites = { pending: number; failed: number };

// RxDB counts only over an index, and Dexie indexes only required fields: events and profiles, which
// members rarely write from this device, keep their sync state unindexed and are not counted.
const COUNTED = COLLECTION_NAMES.filter((name) => name !== 'events' && name !== 'users');

/**
 * Counted by the storage every time, never by RxDB's count query: RxDB keeps a count up to date by
 * adding and taking away the change events that reach it after the count ran, and the worker's
 * writes reach this tab as events a moment after they are stored. A count read from storage in that
 * moment (RxDB does so whenever a sync has sent it more changes than it follows one by one) takes the
 * write in twice, and the badge would say -1 unsent.
 */
export async function countUnsent(db: AppDatabase): Promise<UnsentWrites> {
  const counts = await Promise.all(
    COUNTED.flatMap((name) =>
      (['pending', 'failed'] as const).map(async (value) => {
        const collection = db[name] as AppDatabase['questions'];
        const query = collection.count({ selector: { [SYNC_FIELD[name]]: value } } as never);
        return { value, count: (await collection.storageInstance.count(query.getPreparedQuery())).count };
      }),
    ),
  );
  return counts.reduce<UnsentWrites>((sum, { value, count }) => ({ ...sum, [value]: sum[value] + count }), { pending: 0, failed: 0 });
}

/**
 * How many of this member's writes wait for the server, and how many it refused (SPEC 4). Counted at
 * most once a second: during a first sync of thousands of documents, a recount per change would keep
 * the main thread and IndexedDB busy for nothing.
 */
export function useUnsentWrites() {
  return useLiveQuery(
    (db) => merge(of(null), db.$.pipe(auditTime(1000))).pipe(switchMap(() => from(countUnsent(db)))),
    [],
  );
}
