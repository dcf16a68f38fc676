import { auditTime, merge, of, switchMap } from 'rxjs';
import { storedCount } from '../../../../local-store/stored-count';
import { useLiveQuery } from '../../../db/use-live-query';

// Profiles arriving together (a first sync) are counted again once.
const SETTLE_MS = 300;

/** How many member profiles this device holds: everyone belongs to the meetverse. Counted from storage, again after changes. */
export function useMemberCount() {
  return useLiveQuery((db) => merge(of(null), db.users.$.pipe(auditTime(SETTLE_MS))).pipe(switchMap(() => storedCount(db.users))), []);
}
