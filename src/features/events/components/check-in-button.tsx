import { Badge, Button, Group, type ButtonProps } from '@mantine/core';
import { IconCircleCheck, IconMapPinCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { SyncState } from '../../../../schemas/sync-state';
import { SyncBadge } from '../../../components/sync-badge';
import { toast } from '../../../components/toasts/toast';
import { useEventWrites } from '../hooks/use-event-writes';

export type CheckInButtonProps = {
  eventId: string;
  eventName: string;
  /** The member's check-in as this device has it: undefined when not checked in. */
  state: SyncState | undefined;
  error?: string | undefined;
  size?: ButtonProps['size'];
};

/**
 * Checks the member in at once, offline too (it joins them as well). Once checked in the button
 * becomes the state, so a second tap cannot happen; the state says when it still waits for the server.
 */
export function CheckInButton({ eventId, eventName, state, error, size }: CheckInButtonProps) {
  const { checkIn } = useEventWrites();
  const [busy, setBusy] = useState(false);
  if (state) {
    return (
      <Group gap={6} wrap="nowrap" data-testid="checked-in">
        <Badge color="teal" variant="light" size="lg" leftSection={<IconCircleCheck size={16} aria-hidden="true" />}>
          Checked in
        </Badge>
        <SyncBadge state={state} error={error} testId="check-in-pending" />
      </Group>
    );
  }
  const onClick = async () => {
    setBusy(true);
    const offline = !navigator.onLine;
    const result = await checkIn(eventId).finally(() => setBusy(false));
    if (!result.stored) return;
    toast.success(`You checked in to ${eventName}`, { description: offline ? 'It syncs as soon as you are back online.' : undefined });
  };
  return (
    <Button variant="light" color="teal" size={size} loading={busy} leftSection={<IconMapPinCheck size={16} aria-hidden="true" />} onClick={() => void onClick()}>
      Check in
    </Button>
  );
}
