import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { mayModerate } from '../../../../../schemas/event-rules';
import { useEvent } from '../../../../features/events/hooks/use-events';
import { ReportsQueue } from '../../../../features/reports/reports-queue';
import { useMember } from '../../../../member/member-store';
import { defineMessages } from '../../../../i18n/define-messages';
import { EventGate } from '../../../-components/event-gate';

export const Route = createFileRoute('/_auth/events/$slugOrId/reports')({
  staticData: { screen: { access: 'protected', header: { kind: 'event-name' }, back: '/events/$slugOrId', section: 'events', savable: true } },
  component: EventReportsScreen,
});

const messages = defineMessages({
  whose: {
    id: 'routes.eventReports.whose',
    defaultMessage: "Only the event's organiser, co-hosts and moderators see its reports. To report something, use Report on the question, message or profile.",
  },
});

/** What members reported in an event, for its organiser, co-hosts and moderators to resolve. */
function EventReportsScreen() {
  const intl = useIntl();
  const { slugOrId } = Route.useParams();
  const member = useMember();
  const { data: event, loading } = useEvent(slugOrId);
  return (
    <EventGate
      event={event}
      loading={loading}
      refusal={(found) =>
        mayModerate(found, member) ? null : intl.formatMessage(messages.whose)
      }
    >
      {(found) => <ReportsQueue eventId={found.id} memberId={member.id} scopeName={found.name} />}
    </EventGate>
  );
}
