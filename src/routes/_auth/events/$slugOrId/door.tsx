import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { mayRunDoor, ROLE_NAMES } from '../../../../../schemas/event-rules';
import { DoorScreen } from '../../../../features/door/door-screen';
import { useEventNow } from '../../../../features/events/hooks/use-events';
import { useMember } from '../../../../member/member-store';
import { defineMessages } from '../../../../i18n/define-messages';
import { EventGate } from '../../../-components/event-gate';
import { midSentence } from '../../../../i18n/mid-sentence';

export const Route = createFileRoute('/_auth/events/$slugOrId/door')({
  staticData: { screen: { access: 'protected', header: { kind: 'event-name' }, back: '/events/$slugOrId', section: 'events', savable: true } },
  component: EventDoorScreen,
});

const messages = defineMessages({
  eventsOnly: { id: 'routes.door.eventsOnly', defaultMessage: 'Only events have a door to check in at.' },
  whose: { id: 'routes.door.whose', defaultMessage: 'Check-in at the door is for the organiser, co-hosts and {doorStaff} of {event}.' },
});

/** An event's door, for those who run it (its organiser, co-hosts, door staff and admins); others are told whose it is. */
function EventDoorScreen() {
  const intl = useIntl();
  const { slugOrId } = Route.useParams();
  const member = useMember();
  const { data: event, loading } = useEventNow(slugOrId);
  return (
    <EventGate
      event={event}
      loading={loading}
      wide
      refusal={(found) => {
        if (found.is_community || found.is_meetverse) return intl.formatMessage(messages.eventsOnly);
        return mayRunDoor(found, member) ? null : intl.formatMessage(messages.whose, { doorStaff: midSentence(ROLE_NAMES.door.name, intl.locale), event: found.name });
      }}
    >
      {(found) => <DoorScreen event={found} member={member} />}
    </EventGate>
  );
}
