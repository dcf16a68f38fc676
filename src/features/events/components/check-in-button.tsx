import { Badge, Button, Group, Text, type ButtonProps } from '@mantine/core';
import { IconCircleCheck, IconClock, IconMapPinCheck } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { checkInOpensAt, checkInProblem, nextCheckInChange } from '../../../../schemas/check-in-window';
import type { EventDoc } from '../../../../schemas/event.schema';
import type { SyncState } from '../../../../schemas/sync-state';
import { SyncBadge } from '../../../components/sync-badge';
import { toast } from '../../../components/toasts/toast';
import { useLocaleProfile } from '../../../lib/locale-context';
import { useNow } from '../../../lib/use-now';
import { useEventWrites } from '../hooks/use-event-writes';
import { checkInOpensLabel } from './check-in-opens';
import { defineMessages } from '../../../i18n/define-messages';

const messages = defineMessages({
  checkedIn: { id: 'events.checkIn.checkedIn', defaultMessage: 'Checked in' },
  done: { id: 'events.checkIn.done', defaultMessage: 'You checked in to {name}' },
  offline: { id: 'events.checkIn.offline', defaultMessage: 'It syncs as soon as you are back online.' },
  checkIn: { id: 'events.checkIn.button', defaultMessage: 'Check in' },
});

/** What of an event decides when its check-in is open. */
export type CheckInEvent = Pick<EventDoc, 'live_status' | 'is_community'> & Partial<Pick<EventDoc, 'starts_at' | 'ends_at' | 'is_meetverse'>>;

export type CheckInButtonProps = {
  eventId: string;
  eventName: string;
  /** The event's times: check-in opens an hour before the start and closes at the end (`checkInProblem`). */
  event: CheckInEvent;
  /** The member's check-in as this device has it: undefined when not checked in. */
  state: SyncState | undefined;
  error?: string | undefined;
  size?: ButtonProps['size'];
};

/**
 * Checks the member in at once, offline too (it joins them as well). Once checked in the button
 * becomes the state, so a second tap cannot happen; the state says when it still waits for the server.
 * Check-in opens an hour before the start, as on the server: until then it says when it opens, and
 * after the end it is gone.
 */
export function CheckInButton({ eventId, eventName, event, state, error, size }: CheckInButtonProps) {
  const intl = useIntl();
  const { checkIn } = useEventWrites();
  const [busy, setBusy] = useState(false);
  const profile = useLocaleProfile();
  // Read again when it opens or closes, and each minute while it says how far off that is.
  const next = useCallback((at: number) => nextCheckInChange(event, at), [event]);
  const now = useNow({ next, every: 60_000 });
  if (state) {
    return (
      <Group gap={6} wrap="nowrap" data-testid="checked-in">
        <Badge color="teal" variant="light" size="lg" leftSection={<IconCircleCheck size={16} aria-hidden="true" />}>
          {intl.formatMessage(messages.checkedIn)}
        </Badge>
        <SyncBadge state={state} error={error} testId="check-in-pending" />
      </Group>
    );
  }
  const problem = checkInProblem(event, now);
  if (problem) {
    const opensAt = checkInOpensAt(event);
    if (opensAt === null || now >= opensAt) return null;
    return (
      <Group gap={6} wrap="nowrap" data-testid="check-in-opens">
        <IconClock size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Text size="sm" c="dimmed">
          {checkInOpensLabel(opensAt, now, profile)}
        </Text>
      </Group>
    );
  }
  const onClick = async () => {
    setBusy(true);
    const offline = !navigator.onLine;
    const result = await checkIn(eventId).finally(() => setBusy(false));
    if (!result.stored) return;
    toast.success(intl.formatMessage(messages.done, { name: eventName }), { description: offline ? intl.formatMessage(messages.offline) : undefined });
  };
  return (
    <Button variant="light" color="teal" size={size} loading={busy} leftSection={<IconMapPinCheck size={16} aria-hidden="true" />} onClick={() => void onClick()}>
      {intl.formatMessage(messages.checkIn)}
    </Button>
  );
}
