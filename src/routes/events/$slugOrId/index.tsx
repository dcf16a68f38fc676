import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Screen } from '../../../components/screen';
import { useStoredUser } from '../../../features/auth/auth-store';
import { EventDetails } from '../../../features/events/components/event-details';
import { trackEventViewed } from '../../../lib/analytics';

export const Route = createFileRoute('/events/$slugOrId/')({ component: EventScreen });

/** The header says 'Events' with a back button (SPEC 2); the details bring the event's own heading. */
function EventScreen() {
  const { slugOrId } = Route.useParams();
  const user = useStoredUser();
  useEffect(() => trackEventViewed(slugOrId), [slugOrId]);
  return (
    <Screen back="/events">
      <EventDetails slugOrId={slugOrId} memberId={user?.id} />
    </Screen>
  );
}
