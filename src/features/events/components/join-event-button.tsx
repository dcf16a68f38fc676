import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { LiveStatus } from '../../../../schemas/event.schema';
import { toast } from '../../../components/toasts/toast';
import { useEventWrites } from '../hooks/use-event-writes';
import { defineMessages } from '../../../i18n/define-messages';
import { ownDirection } from '../../../i18n/own-direction';

const messages = defineMessages({
  ended: { id: 'events.join.ended', defaultMessage: 'This event has ended, so it no longer takes new members.' },
  joinedToast: { id: 'events.join.joinedToast', defaultMessage: 'You joined {name}' },
  joinedToastText: { id: 'events.join.joinedToastText', defaultMessage: 'Its questions now show in your home feed.' },
  leftToast: { id: 'events.join.leftToast', defaultMessage: 'You left {name}' },
  join: { id: 'events.join.join', defaultMessage: 'Join' },
  leave: { id: 'events.join.leave', defaultMessage: 'Leave' },
  joinNamed: { id: 'events.join.joinNamed', defaultMessage: 'Join {name}' },
  leaveNamed: { id: 'events.join.leaveNamed', defaultMessage: 'Leave {name}' },
  joinEvent: { id: 'events.join.joinEvent', defaultMessage: 'Join event' },
  joinCommunity: { id: 'events.join.joinCommunity', defaultMessage: 'Join community' },
  leaveEvent: { id: 'events.join.leaveEvent', defaultMessage: 'Leave event' },
  leaveCommunity: { id: 'events.join.leaveCommunity', defaultMessage: 'Leave community' },
  confirmEvent: { id: 'events.join.confirm.titleEvent', defaultMessage: 'Leave event?' },
  confirmCommunity: { id: 'events.join.confirm.titleCommunity', defaultMessage: 'Leave community?' },
  confirmText: { id: 'events.join.confirm.text', defaultMessage: 'You checked in to {name}. Leaving removes your check-in.' },
  cancel: { id: 'events.join.confirm.cancel', defaultMessage: 'Cancel' },
});

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
  const intl = useIntl();
  const { toggleMembership } = useEventWrites();
  const [busy, setBusy] = useState(false);
  const [asking, { open: ask, close: stopAsking }] = useDisclosure(false);
  if (joined === undefined) return null;
  if (!community && liveStatus === 'ended' && !joined) {
    return <Text c="dimmed" size="sm" data-testid="event-ended-note">{intl.formatMessage(messages.ended)}</Text>;
  }
  const label = joined ? (community ? messages.leaveCommunity : messages.leaveEvent) : community ? messages.joinCommunity : messages.joinEvent;
  const leaveLabel = community ? messages.leaveCommunity : messages.leaveEvent;
  const toggle = async () => {
    stopAsking();
    setBusy(true);
    const result = await toggleMembership(eventId).finally(() => setBusy(false));
    if (!result.stored) return;
    onMembershipChange?.(eventId, result.value);
    toast.success(intl.formatMessage(result.value ? messages.joinedToast : messages.leftToast, { name: eventName }), {
      description: result.value ? intl.formatMessage(messages.joinedToastText) : undefined,
    });
  };
  // Leaving drops the check-in with the membership: that is asked first, naming the check-in.
  const confirmFirst = joined && checkedIn;
  return (
    <>
      <Button
        variant={joined ? 'default' : 'filled'}
        size={size ?? (compact ? 'compact-sm' : undefined)}
        aria-label={compact ? intl.formatMessage(joined ? messages.leaveNamed : messages.joinNamed, { name: eventName }) : undefined}
        loading={busy}
        onClick={() => (confirmFirst ? ask() : void toggle())}
        leftSection={joined ? undefined : <IconPlus size={16} aria-hidden="true" />}
      >
        {intl.formatMessage(compact ? (joined ? messages.leave : messages.join) : label)}
      </Button>
      {confirmFirst && (
        <Modal opened={asking} onClose={stopAsking} title={intl.formatMessage(community ? messages.confirmCommunity : messages.confirmEvent)} centered>
          <Text mb="lg" style={{ overflowWrap: 'anywhere' }}>
            {intl.formatMessage(messages.confirmText, { name: ownDirection(eventName) })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={stopAsking} data-autofocus>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <Button color="red" onClick={() => void toggle()}>
              {intl.formatMessage(leaveLabel)}
            </Button>
          </Group>
        </Modal>
      )}
    </>
  );
}
