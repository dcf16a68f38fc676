import { Badge } from '@mantine/core';
import type { LiveStatus } from '../../../../schemas/event.schema';

const LOOK: Record<LiveStatus, { label: string; color: string }> = {
  live: { label: 'Live', color: 'red' },
  planned: { label: 'Planned', color: 'violet' },
  ended: { label: 'Ended', color: 'gray' },
};

export function LiveStatusBadge({ status, size = 'sm' }: { status: LiveStatus; size?: 'sm' | 'lg' | 'xl' }) {
  const { label, color } = LOOK[status];
  return (
    <Badge color={color} variant={status === 'live' ? 'filled' : 'light'} size={size}>
      {label}
    </Badge>
  );
}
