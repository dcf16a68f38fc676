import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { Screen } from '../../components/screen';
import { CommunityList } from '../../features/events/components/community-list';
import { getFeedSettings, setFeedSettings } from '../../features/questions/feed/app-store';
import { withSpace, withoutSpace } from '../../features/questions/feed/filter-rules';
import { screenTitles } from '../-components/screen-titles';

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
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage(screenTitles.communities)}>
      <CommunityList onMembershipChange={showInFeed} />
    </Screen>
  );
}
