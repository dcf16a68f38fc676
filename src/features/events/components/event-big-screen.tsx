import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { formatEventWhen } from '../../../lib/dates';
import { EventNotFound, useEventOrPending } from './event-details';
import { LiveStatusBadge } from './live-status-badge';

/** For a projector at the venue: the event in large type, updating live. */
export function EventBigScreen({ slugOrId }: { slugOrId: string }) {
  const { event, waiting } = useEventOrPending(slugOrId);
  if (waiting) return <Center h="100vh"><Loader aria-label="Loading event" /></Center>;
  if (!event) return <Center h="100vh"><EventNotFound /></Center>;
  return (
    <Center mih="100vh" p="xl" bg="violet.9" c="white">
      <Stack align="center" gap="lg" ta="center">
        <LiveStatusBadge status={event.live_status} size="xl" />
        <Title order={1} fz={{ base: 40, md: 88 }} lh={1.1}>{event.name}</Title>
        <Text fz={{ base: 20, md: 32 }}>{formatEventWhen(event.starts_at, event.ends_at)}</Text>
        {event.location && <Text fz={{ base: 18, md: 28 }} opacity={0.85}>{event.location}</Text>}
      </Stack>
    </Center>
  );
}
