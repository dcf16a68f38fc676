import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotReady } from '../../../../components/screen-not-ready';
import { useStoredUser } from '../../../../member/member-store';
import { OwnProfileScreen } from '../-components/own-profile';

export const Route = createFileRoute('/_auth/profile/$slugOrId/')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: 'Profile' }, back: '/home', savable: true } },
  component: ProfileScreen,
});

/** The member's own slug or id shows their profile; other members' profiles are not built yet. */
function ProfileScreen() {
  const { slugOrId } = Route.useParams();
  const user = useStoredUser();
  if (user && (slugOrId === user.slug || slugOrId === user.id)) return <OwnProfileScreen />;
  return <ScreenNotReady title="Profile" />;
}
