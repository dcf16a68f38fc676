import { Badge } from '@mantine/core';
import type { LiveStatus } from '../../../../schemas/event.schema';

export type StatusLook = { label: string; color: string; variant: 'filled' | 'light' };

const LOOK: Record<LiveStatus, StatusLook> = {
  live: { label: 'Live', color: 'red', variant: 'filled' },
  planned: { label: 'Planned', color: 'violet', variant: 'light' },
  ended: { label: 'Ended', color: 'gray', variant: 'light' },
};
const COMMUNITY: StatusLook = { label: 'Community', color: 'grape', variant: 'light' };

/** How an event's status shows: a community shows that it is one instead, as it has no start or end. */
export const statusLook = (status: LiveStatus, community = false): StatusLook => (community ? COMMUNITY : LOOK[status]);

type Size = 'sm' | 'lg' | 'xl';

/** An event's status as a badge. */
export function LiveStatusBadge({ status, community = false, size = 'sm' }: { status: LiveStatus; community?: boolean; size?: Size }) {
  const { label, color, variant } = statusLook(status, community);
  return (
    <Badge color={color} variant={variant} size={size} style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}
