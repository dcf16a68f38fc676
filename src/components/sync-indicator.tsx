import { Badge, Tooltip } from '@mantine/core';
import { formatDistanceToNowStrict } from 'date-fns';
import { useSyncState } from '../lib/sync-client';

/** Online or offline, and when this device last heard from the server. */
export function SyncIndicator() {
  const sync = useSyncState();
  const live = sync.online && sync.connected;
  const label = live ? 'Online' : sync.online ? 'Connecting' : 'Offline';
  const since = sync.lastSyncedAt ? `Last synced ${formatDistanceToNowStrict(sync.lastSyncedAt)} ago` : 'Not synced yet';
  return (
    <Tooltip label={since}>
      <Badge
        role="status"
        aria-label={`${label}. ${since}`}
        variant="dot"
        color={live ? 'green' : sync.online ? 'yellow' : 'gray'}
        data-testid="sync-indicator"
        data-sync-leader={String(sync.leader)}
        data-sync-connected={String(sync.connected)}
      >
        {label}
      </Badge>
    </Tooltip>
  );
}
