import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { Screen } from '../../components/screen';
import { CreateEventForm } from '../../features/events/components/event-form-create';
import { getFeedSettings, setFeedSettings } from '../../features/questions/feed/app-store';
import { withSpace } from '../../features/questions/feed/filter-rules';
import { eventLink } from '../../lib/paths';
import { screenTitles } from '../-components/screen-titles';

export const Route = createFileRoute('/_auth/create-event')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: screenTitles.createEvent }, back: '/events', section: 'events', savable: true } },
  component: CreateEventScreen,
});

function CreateEventScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Screen title={intl.formatMessage(screenTitles.createEvent)}>
      <CreateEventForm
        kind="event"
        onCreated={async (event) => {
          if (!event) return navigate({ to: '/events' });
          // The organiser joins what they create, so its chip turns on in their home feed as a join does.
          setFeedSettings({ filters: withSpace(getFeedSettings().filters, event.id) });
          // By its id until the server's slug arrives through sync.
          return navigate(eventLink(event));
        }}
      />
    </Screen>
  );
}
