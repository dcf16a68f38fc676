import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useEvent } from '../../../../features/events/hooks/use-events';
import { AttendeeList } from '../../../../features/people/attendee-list';
import { useMember } from '../../../../member/member-store';
import { defineMessages } from '../../../../i18n/define-messages';
import { EventGate } from '../../../-components/event-gate';

export const Route = createFileRoute('/_auth/events/$slugOrId/people')({
  staticData: { screen: { access: 'protected', header: { kind: 'event-name' }, back: '/events/$slugOrId', section: 'events', savable: true } },
  component: EventPeopleScreen,
});

const messages = defineMessages({
  meetverse: { id: 'routes.people.meetverse', defaultMessage: 'The meetverse is everyone’s: find people at the events you join.' },
});

/** Who is here: an event's attendees, to search for whoever can help. */
function EventPeopleScreen() {
  const intl = useIntl();
  const { slugOrId } = Route.useParams();
  const member = useMember();
  const { data: event, loading } = useEvent(slugOrId);
  return (
    <EventGate event={event} loading={loading} refusal={(found) => (found.is_meetverse ? intl.formatMessage(messages.meetverse) : null)} wide>
      {(found) => <AttendeeList event={found} memberId={member.id} />}
    </EventGate>
  );
}
