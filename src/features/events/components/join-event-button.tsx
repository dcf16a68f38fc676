import { Button, Text } from '@mantine/core';
import { map } from 'rxjs';
import type { LiveStatus } from '../../../../schemas/event.schema';
import { interactionId } from '../../../../schemas/interaction.schema';
import { toast } from '../../../components/toasts/toast';
import { useLiveQuery } from '../../../db/use-live-query';
import { useMember } from '../../../member/member-store';
import { useEventWrites } from '../hooks/use-event-writes';

export type JoinEventButtonProps = {
  eventId: string;
  eventName: string;
  liveStatus: LiveStatus;
  /** Told after the member joined (true) or left (false), e.g. to turn the event's feed chip on. */
  onMembershipChange?: (eventId: string, joined: boolean) => void;
};

/**
 * Joining an event puts it among the member's spaces (home filter chips, where to ask); works offline.
 * An event that has ended takes no new members; one who joined before may still leave it.
 */
export function JoinEventButton({ eventId, eventName, liveStatus, onMembershipChange }: JoinEventButtonProps) {
  const { id: memberId } = useMember();
  const { toggleMembership } = useEventWrites();
  const { data: joined } = useLiveQuery(
    (db) => db.interactions.findOne(interactionId('participation', memberId, eventId)).$.pipe(map((doc) => Boolean(doc?.active))),
    [eventId, memberId],
  );
  if (joined === undefined) return null;
  if (liveStatus === 'ended' && !joined) {
    return <Text c="dimmed" size="sm" data-testid="event-ended-note">This event has ended, so it no longer takes new members.</Text>;
  }
  const toggle = async () => {
    const result = await toggleMembership(eventId);
    if (!result.stored) return;
    onMembershipChange?.(eventId, result.value);
    toast.success(result.value ? `You joined ${eventName}` : `You left ${eventName}`, {
      description: result.value ? 'Its questions now show in your home feed.' : undefined,
    });
  };
  return (
    <Button variant={joined ? 'default' : 'filled'} onClick={() => void toggle()} aria-pressed={joined}>
      {joined ? 'Leave event' : 'Join event'}
    </Button>
  );
}
