import { Center, Loader, Stack, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { mayModerate } from '../../../../../schemas/event-rules';
import { ButtonLink } from '../../../../components/links';
import { Screen } from '../../../../components/screen';
import { useEvent } from '../../../../features/events/hooks/use-events';
import { ReportsQueue } from '../../../../features/reports/reports-queue';
import { eventLink } from '../../../../lib/paths';
import { useMember } from '../../../../member/member-store';

export const Route = createFileRoute('/_auth/events/$slugOrId/reports')({
  staticData: { screen: { access: 'protected', header: { kind: 'event-name' }, back: '/events/$slugOrId', section: 'events', savable: true } },
  component: EventReportsScreen,
});

/** What members reported in an event, for its organiser, co-hosts and moderators to resolve. */
function EventReportsScreen() {
  const { slugOrId } = Route.useParams();
  const member = useMember();
  const { data: event, loading } = useEvent(slugOrId);
  if (!event) {
    return (
      <Screen>
        {loading ? (
          <Center py="xl">
            <Loader aria-label="Loading the event" />
          </Center>
        ) : (
          <Stack align="center" py="xl" gap="sm">
            <Text>This event is not on this device, or no longer exists.</Text>
            <ButtonLink to="/events" variant="light">
              See all events
            </ButtonLink>
          </Stack>
        )}
      </Screen>
    );
  }
  if (!mayModerate(event, member)) {
    return (
      <Screen>
        <Stack align="center" py="xl" gap="sm" ta="center">
          <Text fw={600}>Only the event's organiser, co-hosts and moderators see its reports</Text>
          <Text c="dimmed" size="sm">
            To report something, use Report on the question, message or profile.
          </Text>
          <ButtonLink {...eventLink(event)} variant="light">
            Back to the event
          </ButtonLink>
        </Stack>
      </Screen>
    );
  }
  return (
    <Screen>
      <ReportsQueue eventId={event.id} memberId={member.id} scopeName={event.name} />
    </Screen>
  );
}
