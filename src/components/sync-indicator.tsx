import { useEffect } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { setWritesWaiting } from '../lib/writes-waiting';
import { Badge, Group, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconArrowUp } from '@tabler/icons-react';
import { useUnsentWrites } from '../db/use-unsent-writes';
import { defineMessages } from '../i18n/define-messages';
import { useSyncState } from '../lib/sync-client';

const messages = defineMessages({
  busy: { id: 'components.syncIndicator.busy', defaultMessage: 'Busy' },
  online: { id: 'components.syncIndicator.online', defaultMessage: 'Online' },
  connecting: { id: 'components.syncIndicator.connecting', defaultMessage: 'Connecting' },
  offline: { id: 'components.syncIndicator.offline', defaultMessage: 'Offline' },
  serverBusy: { id: 'components.syncIndicator.serverBusy', defaultMessage: 'Server busy' },
  lastSynced: { id: 'components.syncIndicator.lastSynced', defaultMessage: 'Last synced {ago}' },
  notSynced: { id: 'components.syncIndicator.notSynced', defaultMessage: 'Not synced yet' },
  // The whole state, read out and shown on hover; with the number of writes waiting to be sent.
  name: { id: 'components.syncIndicator.name', defaultMessage: '{state}. {since}' },
  nameWithUnsent: { id: 'components.syncIndicator.nameWithUnsent', defaultMessage: '{state}. {count, plural, other {# unsent}}. {since}' },
  notSaved: { id: 'components.syncIndicator.notSaved', defaultMessage: '{count, plural, other {# not saved}}' },
});

const MINUTE_MS = 60_000;
const MINUTES_IN_DAY = 1440;
const MINUTES_IN_MONTH = 43_200;
const MINUTES_IN_YEAR = 525_600;

/**
 * How long ago a time was, in its largest whole unit, rounded ('3 minutes ago', '2 days ago'), in the
 * language on screen.
 */
export function timeAgo(then: number, now: number, intl: IntlShape): string {
  const ms = Math.abs(now - then);
  const minutes = ms / MINUTE_MS;
  const ago = (value: number, unit: Intl.RelativeTimeFormatUnit) => intl.formatRelativeTime(-value, unit, { numeric: 'always' });
  if (minutes < 1) return ago(Math.round(ms / 1000), 'second');
  if (minutes < 60) return ago(Math.round(minutes), 'minute');
  if (minutes < MINUTES_IN_DAY) return ago(Math.round(minutes / 60), 'hour');
  if (minutes < MINUTES_IN_MONTH) return ago(Math.round(minutes / MINUTES_IN_DAY), 'day');
  const months = Math.round(minutes / MINUTES_IN_MONTH);
  if (minutes < MINUTES_IN_YEAR) return months === 12 ? ago(1, 'year') : ago(months, 'month');
  return ago(Math.round(minutes / MINUTES_IN_YEAR), 'year');
}

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
  const intl = useIntl();
  const sync = useSyncState();
  const { data: unsent } = useUnsentWrites();
  const busy = sync.online && sync.serverBusy !== null;
  const live = sync.online && sync.connected && !busy;
  // 'Busy': the server answers 'try again later'; writes wait on the device meanwhile.
  const label = intl.formatMessage(busy ? messages.busy : live ? messages.online : sync.online ? messages.connecting : messages.offline);
  const since = sync.lastSyncedAt ? intl.formatMessage(messages.lastSynced, { ago: timeAgo(sync.lastSyncedAt, Date.now(), intl) }) : intl.formatMessage(messages.notSynced);
  const pending = unsent?.pending ?? 0;
  useEffect(() => setWritesWaiting(pending), [pending]);
  const failed = unsent?.failed ?? 0;
  const state = busy ? intl.formatMessage(messages.serverBusy) : label;
  const name = pending > 0 ? intl.formatMessage(messages.nameWithUnsent, { state, count: pending, since }) : intl.formatMessage(messages.name, { state, since });
  const notSaved = intl.formatMessage(messages.notSaved, { count: failed });
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
          title={notSaved}
          style={{ flexShrink: 0 }}
          data-testid="sync-failed"
        >
          {/* A name on a plain span is not announced everywhere: the words sit beside the number. */}
          <span aria-hidden="true">{intl.formatNumber(failed)}</span>
          <VisuallyHidden>{notSaved}</VisuallyHidden>
        </Badge>
      )}
    </Group>
  );
}

function Unsent({ count }: { count: number }) {
  const intl = useIntl();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', fontWeight: 700 }}>
      <IconArrowUp size={11} stroke={2.5} aria-hidden="true" />
      {intl.formatNumber(count)}
    </span>
  );
}
