import { useCallback } from 'react';
import { localWrite } from '../../components/local-write/local-write';
import { toast } from '../../components/toasts/toast';
import { setBlock } from '../../db/use-blocks';

/** Blocking and unblocking a member, written on the device first (offline too) and synced later. */
export function useBlockWrites(memberId: string) {
  const block = useCallback(
    async (targetId: string, name: string, blocked: boolean) => {
      const result = await localWrite((db) => setBlock(db, memberId, targetId, blocked), { failure: blocked ? `${name} was not blocked` : `${name} was not unblocked` });
      if (result.stored) toast.success(blocked ? `You blocked ${name}` : `You unblocked ${name}`, { description: blocked ? 'They are not told.' : undefined });
      return result.stored;
    },
    [memberId],
  );
  return { block };
}
