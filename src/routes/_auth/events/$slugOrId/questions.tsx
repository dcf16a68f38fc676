import { Center, Loader, Stack, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ButtonLink } from '../../../../components/links';
import { Screen } from '../../../../components/screen';
import { useEvent } from '../../../../features/events/hooks/use-events';
import { EventQuestions } from '../../../../features/questions/components/event-questions';

export const Route = createFileRoute('/_auth/events/$slugOrId/questions')({
  staticData: { screen: { access: 'protected', header: { kind: 'event-name' }, back: '/events/$slugOrId', section: 'events', savable: true } },
  component: EventQuestionsScreen,
});

/**
 * Every question of one event, in the order the member picks: the home feed's chips mix spaces, and this
 * is the event alone, reached from the event's page.
 */
function EventQuestionsScreen() {
  const { slugOrId } = Route.useParams();
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
  return (
    <Screen>
      <EventQuestions event={event} heading={`Questions in ${event.name}`} level={1} />
    </Screen>
  );
}
