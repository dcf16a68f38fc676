import { Center, Loader, Stack, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { mayEditEvent } from '../../../../../schemas/event-rules';
import { ButtonLink } from '../../../../components/links';
import { Screen } from '../../../../components/screen';
import { useEvent } from '../../../../features/events/hooks/use-events';
import { EventOverview } from '../../../../features/events/overview/event-overview';
import { eventLink } from '../../../../lib/paths';
import { useMember } from '../../../../member/member-store';

export const Route = createFileRoute('/_auth/events/$slugOrId/overview')({
  staticData: { screen: { access: 'protected', header: { kind: 'event-name' }, back: '/events/$slugOrId', section: 'events', savable: true } },
  component: OverviewScreen,
});

/** The organiser's overview of an event, for its organiser, co-hosts and admins. */
function OverviewScreen() {
  const { slugOrId } = Route.useParams();
  const member = useMember();
  const { data: event, loading } = useEvent(slugOrId);
  if (!event) {
    return (
      <Screen>
        {loading ? (
          <Center py="xl"><Loader aria-label="Loading the event" /></Center>
        ) : (
          <Stack align="center" py="xl" gap="sm">
            <Text>This event is not on this device, or no longer exists.</Text>
            <ButtonLink to="/events" variant="light">See all events</ButtonLink>
          </Stack>
        )}
      </Screen>
    );
  }
  if (!mayEditEvent(event, member)) {
    return (
      <Screen>
        <Stack align="center" py="xl" gap="sm">
          <Text ta="center">Only the event's organiser and co-hosts see its overview.</Text>
          <ButtonLink {...eventLink(event)} variant="light">Back to the event</ButtonLink>
        </Stack>
      </Screen>
    );
  }
  return (
    <Screen>
      <EventOverview event={event} />
    </Screen>
  );
}
