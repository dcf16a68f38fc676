import { auditTime, from, merge, of, switchMap } from 'rxjs';
import { COLLECTION_NAMES, SYNC_FIELD, policyOf } from '../../schemas/collections';
import type { AppDatabase } from '../../local-store/open-database';
import { storedCount } from '../../local-store/stored-count';
import { useLiveQuery } from './use-live-query';

export type UnsentWrites = { pending: number; failed: number };

// RxDB counts only over an index, and Dexie indexes only required fields: events and profiles, which
// members rarely write from this device, keep their sync state unindexed and are not counted.
export const INDEX_COUNTED = COLLECTION_NAMES.filter((name) => policyOf(name).indexedSyncState);

/** Counted from storage each time (see storedCount): the worker's writes reach this tab a moment late. */
export async function countUnsent(db: AppDatabase): Promise<UnsentWrites> {
  const counts = await Promise.all(
    INDEX_COUNTED.flatMap((name) =>
      (['pending', 'failed'] as const).map(async (value) => ({
        value,
        count: await storedCount(db[name] as AppDatabase['questions'], { [SYNC_FIELD[name]]: value } as never),
      })),
    ),
  );
  return counts.reduce<UnsentWrites>((sum, { value, count }) => ({ ...sum, [value]: sum[value] + count }), { pending: 0, failed: 0 });
}

/**
 * How many of this member's writes wait for the server, and how many it refused. Counted at
 * most once a second: during a first sync of thousands of documents, a recount per change would keep
 * the main thread and IndexedDB busy for nothing.
 */
export function useUnsentWrites() {
  return useLiveQuery(
    (db) => merge(of(null), db.$.pipe(auditTime(1000))).pipe(switchMap(() => from(countUnsent(db)))),
    [],
    // The header's indicator mounts with each screen: it starts from the last count in this tab.
    { remember: 'unsent writes', same: (shown, next) => shown.pending === next.pending && shown.failed === next.failed },
  );
}
