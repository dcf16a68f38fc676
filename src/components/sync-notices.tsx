import { useEffect } from 'react';
import { defineMessages } from '../i18n/define-messages';
import { appIntl } from '../i18n/i18n-provider';
import { onSyncNotice } from '../lib/sync-client';
import { toast } from './toasts/toast';

const messages = defineMessages({
  notSaved: { id: 'components.syncNotices.notSaved', defaultMessage: 'Not saved' },
  editReplaced: { id: 'components.syncNotices.editReplaced', defaultMessage: 'Your edit was replaced; your version is kept' },
  dropped: { id: 'components.syncNotices.dropped', defaultMessage: 'Message dropped' },
});

/** Tells the member what sync did on their behalf: dropped, refused or superseded writes, a cleared cache. */
export function SyncNotices() {
  useEffect(
    () =>
      onSyncNotice((notice) => {
        // The update prompt tells of this one (service-worker/register-service-worker.ts).
        if (notice.kind === 'protocol-mismatch') return;
        const intl = appIntl();
        if (notice.kind === 'write-failed') toast.error(intl.formatMessage(messages.notSaved), { description: notice.message, duration: 8000 });
        else if (notice.kind === 'cache-cleared') toast.info(notice.message);
        else toast.warning(intl.formatMessage(notice.kind === 'lost-edit' ? messages.editReplaced : messages.dropped), { description: notice.message, duration: 8000 });
      }),
    [],
  );
  return null;
}
