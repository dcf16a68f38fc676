import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';
import { EventDetails } from '../../../features/events/components/event-details';

export const Route = createFileRoute('/events/$slugOrId/')({ component: EventScreen });

function EventScreen() {
  const { slugOrId } = Route.useParams();
  return (
    <Screen title="Event" back="/events">
      <EventDetails slugOrId={slugOrId} />
    </Screen>
  );
}
