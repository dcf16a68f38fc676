import { Center, Loader, Stack, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { mayRunDoor, ROLE_NAMES } from '../../../../../schemas/event-rules';
import { ButtonLink } from '../../../../components/links';
import { Screen } from '../../../../components/screen';
import { DoorScreen } from '../../../../features/door/door-screen';
import { useEventNow } from '../../../../features/events/hooks/use-events';
import { eventLink } from '../../../../lib/paths';
import { useMember } from '../../../../member/member-store';

export const Route = createFileRoute('/_auth/events/$slugOrId/door')({
  staticData: { screen: { access: 'protected', header: { kind: 'event-name' }, back: '/events/$slugOrId', section: 'events', savable: true } },
  component: EventDoorScreen,
});

/** An event's door, for those who run it (its organiser, co-hosts, door staff and admins); others are told whose it is. */
function EventDoorScreen() {
  const { slugOrId } = Route.useParams();
  const member = useMember();
  const { data: event, loading } = useEventNow(slugOrId);
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
  if (event.is_community || event.is_meetverse || !mayRunDoor(event, member)) {
    return (
      <Screen>
        <Stack align="flex-start" py="xl" gap="sm">
          <Text>
            {event.is_community || event.is_meetverse
              ? 'Only events have a door to check in at.'
              : `Check-in at the door is for the organiser, co-hosts and ${ROLE_NAMES.door.name.toLowerCase()} of ${event.name}.`}
          </Text>
          <ButtonLink {...eventLink(event)} variant="light">Back to the event</ButtonLink>
        </Stack>
      </Screen>
    );
  }
  return (
    <Screen wide>
      <DoorScreen event={event} member={member} />
    </Screen>
  );
}
