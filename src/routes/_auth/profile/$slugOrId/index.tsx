import { createFileRoute } from '@tanstack/react-router';
import { profileSearch } from '../../../../components/bottom-nav/nav-items';
import { useMember } from '../../../../member/member-store';
import { OtherProfileScreen } from '../-components/other-profile';
import { OwnProfileScreen } from '../-components/own-profile';
import { screenTitles } from '../../../-components/screen-titles';

export const Route = createFileRoute('/_auth/profile/$slugOrId/')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: screenTitles.profile }, back: '/home', section: 'connect', savable: true } },
  validateSearch: profileSearch,
  component: ProfileScreen,
});

/** The member's own slug or id shows their own profile; anyone else's shows theirs, read-only. */
function ProfileScreen() {
  const { slugOrId } = Route.useParams();
  const member = useMember();
  if (slugOrId === member.slug || slugOrId === member.id) return <OwnProfileScreen />;
  // Keyed by the path: another profile starts from its own loading state, never from the last one's.
  return <OtherProfileScreen key={slugOrId} slugOrId={slugOrId} />;
}
