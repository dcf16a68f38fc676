import { useEffect } from 'react';
import { onSyncNotice } from '../lib/sync-client';
import { toast } from './toasts/toast';

/** Tells the member what sync did on their behalf: dropped, refused or superseded writes, a cleared cache. */
export function SyncNotices() {
  useEffect(
    () =>
      onSyncNotice((notice) => {
        // The update prompt tells of this one (service-worker/register-service-worker.ts).
        if (notice.kind === 'protocol-mismatch') return;
        if (notice.kind === 'write-failed') toast.error('Not saved', { description: notice.message, duration: 8000 });
        else if (notice.kind === 'cache-cleared') toast.info(notice.message);
        else toast.warning(notice.kind === 'lost-edit' ? 'Your edit was replaced; your version is kept' : 'Message dropped', { description: notice.message, duration: 8000 });
      }),
    [],
  );
  return null;
}
