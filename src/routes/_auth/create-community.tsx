import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { Screen } from '../../components/screen';
import { CreateEventForm } from '../../features/events/components/event-form-create';
import { getFeedSettings, setFeedSettings } from '../../features/questions/feed/app-store';
import { withSpace } from '../../features/questions/feed/filter-rules';
import { eventLink } from '../../lib/paths';
import { screenTitles } from '../-components/screen-titles';

export const Route = createFileRoute('/_auth/create-community')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: screenTitles.createCommunity }, back: '/home', savable: true } },
  component: CreateCommunityScreen,
});

function CreateCommunityScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Screen title={intl.formatMessage(screenTitles.createCommunity)}>
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
