import { combineLatest, map } from 'rxjs';
import { COLLECTION_NAMES, SYNC_FIELD } from '../../schemas/collections';
import { useLiveQuery } from './use-live-query';

export type UnsentWrites = { pending: number; failed: number };

/** How many of this member's writes wait for the server, and how many it refused (SPEC 4). */
export function useUnsentWrites() {
  return useLiveQuery(
    (db) =>
      combineLatest(
        COLLECTION_NAMES.flatMap((name) =>
          (['pending', 'failed'] as const).map((value) =>
            db[name].count({ selector: { [SYNC_FIELD[name]]: value } } as never).$.pipe(map((count) => ({ value, count }))),
          ),
        ),
      ).pipe(
        map((counts) =>
          counts.reduce<UnsentWrites>((sum, { value, count }) => ({ ...sum, [value]: sum[value] + count }), { pending: 0, failed: 0 }),
        ),
      ),
    [],
  );
}
