import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { Screen } from '../../../components/screen';
import { ProfileCard } from '../../../features/profiles/components/profile-card';
import { ProfileError } from '../../../features/profiles/components/profile-error';
import { ProfileSkeleton } from '../../../features/profiles/components/profile-skeleton';
import { useOwnProfile } from '../../../features/profiles/hooks/use-own-profile';
import { useProfile } from '../../../features/profiles/hooks/use-profile';
import { screenTitles } from '../../-components/screen-titles';

/*
 * /user/{id or slug} is the address a shared link or a scanned code names a member by. It shows that
 * member's public card (who they are, their role, what they can help with and know) with a way to the
 * full profile, and nothing else: the header is bare, without back, avatar or bell, so the card stands
 * alone, as it would on a badge or a shared screen. It reads the profile from this device (offline
 * too) and asks the server only for one not here yet, with the same messages as the profile page;
 * /user/ naming nobody says that a user id is required. The rest of the path after the first segment
 * is part of the key, so /user/a/b names nobody that exists.
 */
export const Route = createFileRoute('/_auth/user/$')({
  staticData: { screen: { access: 'protected', header: { kind: 'bare' }, savable: true } },
  component: UserCardScreen,
});

function UserCardScreen() {
  const { _splat: splat } = Route.useParams();
  const key = (splat ?? '').replace(/\/+$/, '');
  return <UserCard key={key} slugOrId={key} />;
}

function UserCard({ slugOrId }: { slugOrId: string }) {
  const intl = useIntl();
  useOwnProfile();
  const profile = useProfile(slugOrId);
  return (
    <Screen title={profile.status === 'found' ? undefined : intl.formatMessage(screenTitles.member)}>
      <Stack maw={480} mx="auto">
        {profile.status === 'loading' && <ProfileSkeleton />}
        {profile.status === 'error' && <ProfileError message={profile.message} retry={profile.retry} />}
        {profile.status === 'found' && <ProfileCard user={profile.user} />}
      </Stack>
    </Screen>
  );
}
