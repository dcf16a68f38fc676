import { Badge } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { LiveStatus } from '../../../../schemas/event.schema';
import { defineMessages } from '../../../i18n/define-messages';

export type StatusLook = { label: MessageDescriptor; color: string; variant: 'filled' | 'light' };

const messages = defineMessages({
  live: { id: 'events.status.live', defaultMessage: 'Live' },
  planned: { id: 'events.status.planned', defaultMessage: 'Planned' },
  ended: { id: 'events.status.ended', defaultMessage: 'Ended' },
  community: { id: 'events.status.community', defaultMessage: 'Community' },
});

const LOOK: Record<LiveStatus, StatusLook> = {
  live: { label: messages.live, color: 'red', variant: 'filled' },
  planned: { label: messages.planned, color: 'violet', variant: 'light' },
  ended: { label: messages.ended, color: 'gray', variant: 'light' },
};
const COMMUNITY: StatusLook = { label: messages.community, color: 'grape', variant: 'light' };

/** How an event's status shows: a community shows that it is one instead, as it has no start or end. */
export const statusLook = (status: LiveStatus, community = false): StatusLook => (community ? COMMUNITY : LOOK[status]);

type Size = 'sm' | 'lg' | 'xl';

/** An event's status as a badge. */
export function LiveStatusBadge({ status, community = false, size = 'sm' }: { status: LiveStatus; community?: boolean; size?: Size }) {
  const intl = useIntl();
  const { label, color, variant } = statusLook(status, community);
  return (
    <Badge color={color} variant={variant} size={size} style={{ flexShrink: 0 }}>
      {intl.formatMessage(label)}
    </Badge>
  );
}
