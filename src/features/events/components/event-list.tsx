import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { isCurrent } from '../../../../schemas/event-order';
import type { EventDoc } from '../../../../schemas/event.schema';
import { useEvents } from '../hooks/use-events';
import { EventCard } from './event-card';

function Section({ title, events }: { title: string; events: EventDoc[] }) {
  if (events.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {events.map((event) => (
        <EventCard key={event.id} event={event} />
      ))}
    </Stack>
  );
}

export function EventList() {
  const { data: events, loading, error } = useEvents();
  if (error) return <Alert color="red" title="Could not read events">{error.message}</Alert>;
  if (loading || !events) return <Loader aria-label="Loading events" />;
  if (events.length === 0) {
    return <Text c="dimmed">No events yet. They appear here as soon as they sync.</Text>;
  }
  return (
    <Stack gap="xl">
      <Section title="Current" events={events.filter(isCurrent)} />
      <Section title="Past" events={events.filter((event) => !isCurrent(event))} />
    </Stack>
  );
}
