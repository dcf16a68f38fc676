import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../components/screen';
import { CommunityList } from '../../features/events/components/community-list';
import { getFeedSettings, setFeedSettings } from '../../features/questions/feed/app-store';
import { withSpace, withoutSpace } from '../../features/questions/feed/filter-rules';

export const Route = createFileRoute('/_auth/communities')({
  staticData: { screen: { access: 'protected', header: { kind: 'default' }, section: 'events', savable: true } },
  component: CommunitiesScreen,
});

/** Joining a community turns its chip on in the home feed; leaving turns it off. */
function showInFeed(communityId: string, joined: boolean) {
  const { filters } = getFeedSettings();
  setFeedSettings({ filters: joined ? withSpace(filters, communityId) : withoutSpace(filters, communityId) });
}

function CommunitiesScreen() {
  return (
    <Screen title="Communities">
      <CommunityList onMembershipChange={showInFeed} />
    </Screen>
  );
}
