import { useEffect } from 'react';
import { setWritesWaiting } from '../lib/writes-waiting';
import { Badge, Group, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconArrowUp } from '@tabler/icons-react';
import { formatDistanceToNowStrict } from 'date-fns';
import { useUnsentWrites } from '../db/use-unsent-writes';
import { useSyncState } from '../lib/sync-client';

/**
 * Online or offline, how many writes wait or were refused, and when this device last synced
 * (on hover, and read out with the state). The time is the badge's title rather than a floating
 * tooltip: the header mounts with every first screen, and a tooltip's positioning re-rendered it
 * synchronously while the first sync was starting.
 *
 * Compact enough for a 320 px header, so the state is never cut: a coloured dot and one word, an
 * arrow with the number of unsent writes, a warning sign with the number refused; the badges' names
 * say the whole state in words.
 */
export function SyncIndicator() {
  const sync = useSyncState();
  const { data: unsent } = useUnsentWrites();
  const busy = sync.online && sync.serverBusy !== null;
  const live = sync.online && sync.connected && !busy;
  // 'Busy': the server answers 'try again later'; writes wait on the device meanwhile.
  const label = busy ? 'Busy' : live ? 'Online' : sync.online ? 'Connecting' : 'Offline';
  const since = sync.lastSyncedAt ? `Last synced ${formatDistanceToNowStrict(sync.lastSyncedAt)} ago` : 'Not synced yet';
  const pending = unsent?.pending ?? 0;
  useEffect(() => setWritesWaiting(pending), [pending]);
  const failed = unsent?.failed ?? 0;
  const waiting = pending > 0 ? `${pending} unsent` : '';
  const name = [busy ? 'Server busy' : label, waiting, since].filter(Boolean).join('. ');
  return (
    <Group gap={4} wrap="nowrap">
      <Badge
        role="status"
        title={name}
        aria-label={name}
        variant="dot"
        size="md"
        tt="none"
        color={busy ? 'orange' : live ? 'green' : sync.online ? 'yellow' : 'gray'}
        rightSection={pending > 0 ? <Unsent count={pending} /> : undefined}
        // Never cut: the badge keeps the width of its word, and the header makes room for it.
        style={{ flexShrink: 0, overflow: 'visible' }}
        styles={{ label: { overflow: 'visible' } }}
        data-testid="sync-indicator"
        data-sync-leader={String(sync.leader)}
        data-sync-connected={String(sync.connected)}
        data-unsent={pending}
      >
        {label}
      </Badge>
      {failed > 0 && (
        <Badge
          color="red"
          variant="light"
          size="md"
          px={6}
          leftSection={<IconAlertTriangle size={12} stroke={2.25} aria-hidden="true" />}
          title={`${failed} not saved`}
          style={{ flexShrink: 0 }}
          data-testid="sync-failed"
        >
          {/* A name on a plain span is not announced everywhere: the words sit beside the number. */}
          <span aria-hidden="true">{failed}</span>
          <VisuallyHidden>{failed} not saved</VisuallyHidden>
        </Badge>
      )}
    </Group>
  );
}

function Unsent({ count }: { count: number }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', fontWeight: 700 }}>
      <IconArrowUp size={11} stroke={2.5} aria-hidden="true" />
      {count}
    </span>
  );
}
