import { Button, Text, type ButtonProps } from '@mantine/core';
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
export function JoinEventButton({ eventId, eventName, liveStatus, joined, community = false, compact = false, size, onMembershipChange }: JoinEventButtonProps) {
  const { toggleMembership } = useEventWrites();
  const [busy, setBusy] = useState(false);
  if (joined === undefined) return null;
  if (!community && liveStatus === 'ended' && !joined) {
    return <Text c="dimmed" size="sm" data-testid="event-ended-note">This event has ended, so it no longer takes new members.</Text>;
  }
  const noun = community ? 'community' : 'event';
  const verb = joined ? 'Leave' : 'Join';
  const toggle = async () => {
    setBusy(true);
    const result = await toggleMembership(eventId).finally(() => setBusy(false));
    if (!result.stored) return;
    onMembershipChange?.(eventId, result.value);
    toast.success(result.value ? `You joined ${eventName}` : `You left ${eventName}`, {
      description: result.value ? 'Its questions now show in your home feed.' : undefined,
    });
  };
  return (
    <Button
      variant={joined ? 'default' : 'filled'}
      size={size ?? (compact ? 'compact-sm' : undefined)}
      aria-label={compact ? `${verb} ${eventName}` : undefined}
      loading={busy}
      onClick={() => void toggle()}
      leftSection={joined ? undefined : <IconPlus size={16} aria-hidden="true" />}
    >
      {compact ? verb : `${verb} ${noun}`}
    </Button>
  );
}
