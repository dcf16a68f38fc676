import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { mayEditEvent } from '../../../../../schemas/event-rules';
import { useEvent } from '../../../../features/events/hooks/use-events';
import { EventOverview } from '../../../../features/events/overview/event-overview';
import { useMember } from '../../../../member/member-store';
import { defineMessages } from '../../../../i18n/define-messages';
import { EventGate } from '../../../-components/event-gate';

export const Route = createFileRoute('/_auth/events/$slugOrId/overview')({
  staticData: { screen: { access: 'protected', header: { kind: 'event-name' }, back: '/events/$slugOrId', section: 'events', savable: true } },
  component: OverviewScreen,
});

const messages = defineMessages({
  whose: { id: 'routes.overview.whose', defaultMessage: "Only the event's organiser and co-hosts see its overview." },
});

/** The organiser's overview of an event, for its organiser, co-hosts and admins. */
function OverviewScreen() {
  const intl = useIntl();
  const { slugOrId } = Route.useParams();
  const member = useMember();
  const { data: event, loading } = useEvent(slugOrId);
  return (
    <EventGate event={event} loading={loading} refusal={(found) => (mayEditEvent(found, member) ? null : intl.formatMessage(messages.whose))}>
      {(found) => <EventOverview event={found} />}
    </EventGate>
  );
}
