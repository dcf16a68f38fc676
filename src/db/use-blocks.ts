import { map, of } from 'rxjs';
import type { AppDatabase } from '../../local-store/open-database';
import { setInteraction } from './set-interaction';
import { useLiveQuery } from './use-live-query';

const NONE: ReadonlySet<string> = new Set();

const sameMembers = (shown: ReadonlySet<string>, next: ReadonlySet<string>) => shown.size === next.size && [...shown].every((id) => next.has(id));

/**
 * The members this member blocks, as this device stores their blocks (private: only the member's own
 * are ever here), as a set of member ids; empty for a guest. Live: a block or unblock shows at once.
 */
export function useBlockedIds(memberId: string | undefined) {
  const { data, loading } = useLiveQuery(
    (db) =>
      memberId
        ? db.interactions
            .find({ selector: { user_id: memberId, kind: 'block', active: true } })
            .$.pipe(map((docs) => new Set(docs.map((doc) => doc.target_id)) as ReadonlySet<string>))
        : of(NONE),
    [memberId],
    // A screen mounts with the blocks its member's last screen read: what it folds away is folded in
    // its first render.
    { initial: memberId ? undefined : NONE, remember: memberId && `blocks ${memberId}`, same: sameMembers },
  );
  return { blocked: data ?? NONE, loading };
}

/** Blocks a member (or unblocks them): one document per member and target, so devices converge. */
export async function setBlock(db: AppDatabase, memberId: string, targetId: string, blocked: boolean): Promise<boolean> {
  return (await setInteraction(db, { kind: 'block', userId: memberId, targetId, active: blocked })).active;
}
