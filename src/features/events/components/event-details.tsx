import { Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatEventWhen } from '../../../lib/dates';
import { bigScreenLink } from '../../../lib/paths';
import { useSyncState } from '../../../lib/sync-client';
import { useStoredUser } from '../../../member/member-store';
import { useEvent } from '../hooks/use-events';
import { JoinEventButton } from './join-event-button';
import { LiveStatusBadge } from './live-status-badge';
import { ButtonLink } from '../../../components/links';

export function EventNotFound() {
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1} size="h3">Event not found</Title>
      <Text c="dimmed">It may have been removed, or it has not reached this device yet.</Text>
      <Anchor component={Link} to="/events">See all events</Anchor>
    </Stack>
  );
}

/** Waits for the first sync before saying an event does not exist. */
export function useEventOrPending(slugOrId: string) {
  const { data: event, loading } = useEvent(slugOrId);
  const sync = useSyncState();
  const waiting = loading || (!event && sync.online && sync.lastSyncedAt === null);
  return { event, waiting };
}

export type EventDetailsProps = {
  slugOrId: string;
  onMembershipChange?: (eventId: string, joined: boolean) => void;
};

export function EventDetails({ slugOrId, onMembershipChange }: EventDetailsProps) {
  // A public page: a guest sees the event without joining it.
  const member = useStoredUser();
  const { event, waiting } = useEventOrPending(slugOrId);
  if (waiting) return <Loader aria-label="Loading event" />;
  if (!event) return <EventNotFound />;
  const when = formatEventWhen(event.starts_at, event.ends_at);
  return (
    <Stack gap="md" component="article">
      <Group gap="sm">
        <LiveStatusBadge status={event.live_status} />
        {event.is_community && <Text size="sm" c="dimmed">Community</Text>}
      </Group>
      <Title order={1} size="h2">{event.name}</Title>
      {when && <Text>{when}</Text>}
      {event.location && <Text c="dimmed">{event.location}</Text>}
      {event.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{event.description}</Text>}
      <Group>
        {member && !event.is_meetverse && (
          <JoinEventButton eventId={event.id} eventName={event.name} liveStatus={event.live_status} onMembershipChange={onMembershipChange} />
        )}
        <ButtonLink {...bigScreenLink(event)} variant="light">
          Big screen
        </ButtonLink>
      </Group>
    </Stack>
  );
}
