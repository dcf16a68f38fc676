import { Badge } from '@mantine/core';
import type { LiveStatus } from '../../../../schemas/event.schema';

const LOOK: Record<LiveStatus, { label: string; color: string }> = {
  live: { label: 'Live', color: 'red' },
  planned: { label: 'Planned', color: 'violet' },
  ended: { label: 'Ended', color: 'gray' },
};

type Size = 'sm' | 'lg' | 'xl';

/** An event's status; a community shows that it is one instead, as it has no start or end. */
export function LiveStatusBadge({ status, community = false, size = 'sm' }: { status: LiveStatus; community?: boolean; size?: Size }) {
  if (community) {
    return (
      <Badge color="grape" variant="light" size={size} style={{ flexShrink: 0 }}>
        Community
      </Badge>
    );
  }
  const { label, color } = LOOK[status];
  return (
    <Badge color={color} variant={status === 'live' ? 'filled' : 'light'} size={size} style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}
