import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useEvent } from '../../../../features/events/hooks/use-events';
import { EventQuestions } from '../../../../features/questions/components/event-questions';
import { EventGate } from '../../../-components/event-gate';
import { defineMessages } from '../../../../i18n/define-messages';
import { ownDirection } from '../../../../i18n/own-direction';

export const Route = createFileRoute('/_auth/events/$slugOrId/questions')({
  staticData: { screen: { access: 'protected', header: { kind: 'event-name' }, back: '/events/$slugOrId', section: 'events', savable: true } },
  component: EventQuestionsScreen,
});

const messages = defineMessages({
  heading: { id: 'routes.eventQuestions.heading', defaultMessage: 'Questions in {event}' },
});

/**
 * Every question of one event, in the order the member picks: the home feed's chips mix spaces, and this
 * is the event alone, reached from the event's page.
 */
function EventQuestionsScreen() {
  const intl = useIntl();
  const { slugOrId } = Route.useParams();
  const { data: event, loading } = useEvent(slugOrId);
  return (
    <EventGate event={event} loading={loading}>
      {(found) => <EventQuestions event={found} heading={intl.formatMessage(messages.heading, { event: ownDirection(found.name) })} level={1} />}
    </EventGate>
  );
}
