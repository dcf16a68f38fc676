import { Center, Loader, Stack, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { mayEditEvent, mayModerate } from '../../../../../schemas/event-rules';
import { ButtonLink } from '../../../../components/links';
import { Screen } from '../../../../components/screen';
import { QaModeSwitch } from '../../../../features/events/components/qa-mode-switch';
import { useEvent } from '../../../../features/events/hooks/use-events';
import { ModerationQueue } from '../../../../features/questions/components/moderation-queue';
import { useWaitingCount } from '../../../../features/questions/hooks/use-moderation';
import { eventLink } from '../../../../lib/paths';
import { useMember } from '../../../../member/member-store';

export const Route = createFileRoute('/_auth/events/$slugOrId/moderation')({
  staticData: { screen: { access: 'protected', header: { kind: 'event-name' }, back: '/events/$slugOrId', section: 'events', savable: true } },
  component: ModerationScreen,
});

/** An event's moderation queue, for its organiser, co-hosts, moderators and admins; others are told whose it is. */
function ModerationScreen() {
  const { slugOrId } = Route.useParams();
  const member = useMember();
  const { data: event, loading } = useEvent(slugOrId);
  const { data: waiting } = useWaitingCount(event?.id);
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
  if (!mayModerate(event, member)) {
    return (
      <Screen>
        <Stack align="center" py="xl" gap="sm">
          <Text ta="center">Only the event's organiser, co-hosts and moderators moderate its questions.</Text>
          <ButtonLink {...eventLink(event)} variant="light">Back to the event</ButtonLink>
        </Stack>
      </Screen>
    );
  }
  return (
    <Screen>
      <ModerationQueue event={event} waiting={waiting ?? 0} modeControl={mayEditEvent(event, member) ? <QaModeSwitch event={event} /> : undefined} />
    </Screen>
  );
}
