import { createFileRoute, useLocation } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { Screen } from '../../../components/screen';
import { startSignIn } from '../../../features/auth/token-source';
import { EventDetails } from '../../../features/events/components/event-details';
import { getFeedSettings, setFeedSettings } from '../../../features/questions/feed/app-store';
import { withSpace, withoutSpace } from '../../../features/questions/feed/filter-rules';
import { trackEventViewed } from '../../../lib/analytics';

export const Route = createFileRoute('/events/$slugOrId/')({
  staticData: { screen: { access: 'public', header: { kind: 'title', title: 'Events' }, back: '/events', section: 'events', savable: true } },
  component: EventScreen,
});

/** Joining an event turns its chip on in the home feed; leaving turns it off. */
function showInFeed(eventId: string, joined: boolean) {
  const { filters } = getFeedSettings();
  setFeedSettings({ filters: joined ? withSpace(filters, eventId) : withoutSpace(filters, eventId) });
}

/** The header says 'Events' with a back button; the details bring the event's own heading. */
function EventScreen() {
  const { slugOrId } = Route.useParams();
  const href = useLocation({ select: (location) => location.href });
  useEffect(() => trackEventViewed(slugOrId), [slugOrId]);
  // A guest who signs in from here comes back to this event.
  const signIn = useCallback(() => startSignIn(href), [href]);
  return (
    <Screen>
      <EventDetails slugOrId={slugOrId} onMembershipChange={showInFeed} signIn={signIn} />
    </Screen>
  );
}
