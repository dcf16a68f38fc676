import { useCallback } from 'react';
import { localWrite } from '../../components/local-write/local-write';
import { toast } from '../../components/toasts/toast';
import { setBlock } from '../../db/use-blocks';
import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';

const messages = defineMessages({
  notBlocked: { id: 'blocks.write.notBlocked', defaultMessage: '{name} was not blocked' },
  notUnblocked: { id: 'blocks.write.notUnblocked', defaultMessage: '{name} was not unblocked' },
  blocked: { id: 'blocks.write.blocked', defaultMessage: 'You blocked {name}' },
  unblocked: { id: 'blocks.write.unblocked', defaultMessage: 'You unblocked {name}' },
  notTold: { id: 'blocks.write.notTold', defaultMessage: 'They are not told.' },
});

/** Blocking and unblocking a member, written on the device first (offline too) and synced later. */
export function useBlockWrites(memberId: string) {
  const block = useCallback(
    async (targetId: string, name: string, blocked: boolean) => {
      const intl = appIntl();
      const result = await localWrite((db) => setBlock(db, memberId, targetId, blocked), { failure: intl.formatMessage(blocked ? messages.notBlocked : messages.notUnblocked, { name }) });
      if (result.stored) toast.success(appIntl().formatMessage(blocked ? messages.blocked : messages.unblocked, { name }), { description: blocked ? appIntl().formatMessage(messages.notTold) : undefined });
      return result.stored;
    },
    [memberId],
  );
  return { block };
}
