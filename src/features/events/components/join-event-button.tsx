import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { LiveStatus } from '../../../../schemas/event.schema';
import { toast } from '../../../components/toasts/toast';
import { useEventWrites } from '../hooks/use-event-writes';

export type JoinEventButtonProps = {
  eventId: string;
  eventName: string;
  liveStatus: LiveStatus;
  /** Whether the member is in it now (joined or checked in); undefined while that is being read. */
  joined: boolean | undefined;
  /** Whether the member has checked in: leaving then removes the check-in, so it asks first. */
  checkedIn?: boolean;
  community?: boolean;
  /** In a list: a small button saying 'Join' or 'Leave', named with the event for screen readers. */
  compact?: boolean;
  size?: ButtonProps['size'];
  /** Told after the member joined (true) or left (false), e.g. to turn the event's feed chip on. */
  onMembershipChange?: (eventId: string, joined: boolean) => void;
};

/**
 * Joining an event or a community puts it among the member's spaces (home filter chips, where to
 * ask); works offline. An event that has ended takes no new members; one who joined before may
 * still leave it. The meetverse is everyone's and is never offered here.
 */
export function JoinEventButton({ eventId, eventName, liveStatus, joined, checkedIn = false, community = false, compact = false, size, onMembershipChange }: JoinEventButtonProps) {
  const { toggleMembership } = useEventWrites();
  const [busy, setBusy] = useState(false);
  const [asking, { open: ask, close: stopAsking }] = useDisclosure(false);
  if (joined === undefined) return null;
  if (!community && liveStatus === 'ended' && !joined) {
    return <Text c="dimmed" size="sm" data-testid="event-ended-note">This event has ended, so it no longer takes new members.</Text>;
  }
  const noun = community ? 'community' : 'event';
  const verb = joined ? 'Leave' : 'Join';
  const toggle = async () => {
    stopAsking();
    setBusy(true);
    const result = await toggleMembership(eventId).finally(() => setBusy(false));
    if (!result.stored) return;
    onMembershipChange?.(eventId, result.value);
    toast.success(result.value ? `You joined ${eventName}` : `You left ${eventName}`, {
      description: result.value ? 'Its questions now show in your home feed.' : undefined,
    });
  };
  // Leaving drops the check-in with the membership: that is asked first, naming the check-in.
  const confirmFirst = joined && checkedIn;
  return (
    <>
      <Button
        variant={joined ? 'default' : 'filled'}
        size={size ?? (compact ? 'compact-sm' : undefined)}
        aria-label={compact ? `${verb} ${eventName}` : undefined}
        loading={busy}
        onClick={() => (confirmFirst ? ask() : void toggle())}
        leftSection={joined ? undefined : <IconPlus size={16} aria-hidden="true" />}
      >
        {compact ? verb : `${verb} ${noun}`}
      </Button>
      {confirmFirst && (
        <Modal opened={asking} onClose={stopAsking} title={`Leave ${noun}?`} centered>
          <Text mb="lg" style={{ overflowWrap: 'anywhere' }}>
            You checked in to {eventName}. Leaving removes your check-in.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={stopAsking} data-autofocus>
              Cancel
            </Button>
            <Button color="red" onClick={() => void toggle()}>
              Leave {noun}
            </Button>
          </Group>
        </Modal>
      )}
    </>
  );
}
