import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { mayRunPolls } from '../../../../../schemas/event-rules';
import { useEvent } from '../../../../features/events/hooks/use-events';
import { PollsManager } from '../../../../features/polls/polls-manager';
import { useMember } from '../../../../member/member-store';
import { defineMessages } from '../../../../i18n/define-messages';
import { EventGate } from '../../../-components/event-gate';

export const Route = createFileRoute('/_auth/events/$slugOrId/polls')({
  staticData: { screen: { access: 'protected', header: { kind: 'event-name' }, back: '/events/$slugOrId', section: 'events', savable: true } },
  component: EventPollsScreen,
});

const messages = defineMessages({
  whose: {
    id: 'routes.polls.whose',
    defaultMessage: "Only the event's organiser, co-hosts and moderators run its polls. Vote in an open poll from the event's page.",
  },
});

/** An event's live polls, for its organiser, co-hosts and moderators to make and run. */
function EventPollsScreen() {
  const intl = useIntl();
  const { slugOrId } = Route.useParams();
  const member = useMember();
  const { data: event, loading } = useEvent(slugOrId);
  return (
    <EventGate
      event={event}
      loading={loading}
      refusal={(found) => (mayRunPolls(found, member) && !found.is_meetverse ? null : intl.formatMessage(messages.whose))}
    >
      {(found) => <PollsManager event={found} memberId={member.id} />}
    </EventGate>
  );
}
