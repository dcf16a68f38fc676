import { Group, Stack, Text } from '@mantine/core';
import type { EventDoc } from '../../../../schemas/event.schema';
import { formatEventWhen } from '../../../lib/dates';
import { eventLink } from '../../../lib/paths';
import { LiveStatusBadge } from './live-status-badge';
import { CardLink } from '../../../components/links';

export function EventCard({ event }: { event: EventDoc }) {
  const when = formatEventWhen(event.starts_at, event.ends_at);
  return (
    <CardLink {...eventLink(event)} withBorder radius="md" padding="md" data-testid="event-card">
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
    </CardLink>
  );
}
