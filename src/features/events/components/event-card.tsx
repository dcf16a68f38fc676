import { Card, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { EventDoc } from '../../../../schemas/event.schema';
import { formatEventWhen } from '../../../lib/dates';
import { eventPath } from '../../../lib/paths';
import { LiveStatusBadge } from './live-status-badge';

export function EventCard({ event }: { event: EventDoc }) {
  const when = formatEventWhen(event.starts_at, event.ends_at);
  return (
    <Card component={Link} to={eventPath(event)} withBorder radius="md" padding="md" data-testid="event-card">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} lineClamp={1}>
            {event.name}
          </Text>
          <LiveStatusBadge status={event.live_status} />
        </Group>
        {event.is_community && <Text size="xs" c="dimmed">Community</Text>}
        {when && <Text size="sm" c="dimmed">{when}</Text>}
        {event.location && <Text size="sm" c="dimmed">{event.location}</Text>}
      </Stack>
    </Card>
  );
}
