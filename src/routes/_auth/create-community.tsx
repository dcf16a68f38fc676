import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Screen } from '../../components/screen';
import { CreateEventForm } from '../../features/events/components/event-form-create';
import { getFeedSettings, setFeedSettings } from '../../features/questions/feed/app-store';
import { withSpace } from '../../features/questions/feed/filter-rules';
import { eventLink } from '../../lib/paths';

export const Route = createFileRoute('/_auth/create-community')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: 'Create community' }, back: '/home', savable: true } },
  component: CreateCommunityScreen,
});

function CreateCommunityScreen() {
  const navigate = useNavigate();
  return (
    <Screen title="Create community">
      <CreateEventForm
        kind="community"
        onCreated={async (community) => {
          if (!community) return navigate({ to: '/home' });
          // The member joins the community they create, so its chip turns on in their home feed.
          setFeedSettings({ filters: withSpace(getFeedSettings().filters, community.id) });
          return navigate(eventLink(community));
        }}
      />
    </Screen>
  );
}
