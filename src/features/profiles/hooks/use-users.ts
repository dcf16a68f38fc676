import { map } from 'rxjs';
import type { UserDoc } from '../../../../schemas/user.schema';
import { useLiveQuery } from '../../../db/use-live-query';

/** The profiles on this device among `ids`, by id, live. */
export function useUsersByIds(ids: string[]) {
  // One query per set of ids, whatever their order: the key is the sorted list (ids hold no commas).
  const key = [...new Set(ids)].sort().join(',');
  return useLiveQuery(
    (db) => db.users.findByIds(key ? key.split(',') : []).$.pipe(map((found) => new Map([...found.values()].map((doc) => [doc.id, doc.toJSON() as UserDoc])))),
    [key],
  );
}
