import { Badge, Group } from '@mantine/core';
import { formatDistanceToNowStrict } from 'date-fns';
import { useUnsentWrites } from '../db/use-unsent-writes';
import { useSyncState } from '../lib/sync-client';

/**
 * SPEC 4: online or offline, how many writes wait or were refused, and when this device last synced
 * (on hover, and read out with the state). The time is the badge's title rather than a floating
 * tooltip: the header mounts with every first screen, and a tooltip's positioning re-rendered it
 * synchronously while the first sync was starting.
 */
export function SyncIndicator() {
  const sync = useSyncState();
  const { data: unsent } = useUnsentWrites();
  const live = sync.online && sync.connected;
  const label = live ? 'Online' : sync.online ? 'Connecting' : 'Offline';
  const since = sync.lastSyncedAt ? `Last synced ${formatDistanceToNowStrict(sync.lastSyncedAt)} ago` : 'Not synced yet';
  const pending = unsent?.pending ?? 0;
  const failed = unsent?.failed ?? 0;
  const waiting = pending > 0 ? `${pending} unsent` : '';
  return (
    <Group gap={6} wrap="nowrap">
      <Badge
        role="status"
        title={since}
        aria-label={[label, waiting, since].filter(Boolean).join('. ')}
        variant="dot"
        color={live ? 'green' : sync.online ? 'yellow' : 'gray'}
        data-testid="sync-indicator"
        data-sync-leader={String(sync.leader)}
        data-sync-connected={String(sync.connected)}
        data-unsent={pending}
      >
        {waiting ? `${label} · ${waiting}` : label}
      </Badge>
      {failed > 0 && (
        <Badge color="red" variant="light" data-testid="sync-failed">
          {failed} not saved
        </Badge>
      )}
    </Group>
  );
}
