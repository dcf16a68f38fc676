import { Button, Group } from '@mantine/core';
import { IconBulb, IconPencil, IconQrcode, IconSettings } from '@tabler/icons-react';
import { SHOW_QR_SEARCH } from '../../../../components/bottom-nav/nav-items';
import { ButtonLink } from '../../../../components/links';
import { Screen } from '../../../../components/screen';
import { pathKey, profileLink } from '../../../../lib/paths';
import { useLogout } from '../../../../features/auth/components/logout-flow';
import { LogoutCancelledError } from '../../../../features/auth/sign-out';
import { ProfileQuestions } from '../../../../features/profiles/components/profile-questions';
import { ProfileSkeleton } from '../../../../features/profiles/components/profile-skeleton';
import { ProfileView } from '../../../../features/profiles/components/profile-view';
import { useOwnProfile } from '../../../../features/profiles/hooks/use-own-profile';
import { Bookmarks, PeopleMet } from './profile-parts';

/** The member's own profile, at /profile and at their own /profile/{slug or id}. */
export function OwnProfileScreen() {
  const { user, loading } = useOwnProfile();
  const { logout, dialog } = useLogout();
  const onLogout = () =>
    void logout().catch((error: unknown) => {
      if (!(error instanceof LogoutCancelledError)) throw error;
    });
  return (
    <Screen title="Profile">
      {loading ? (
        <ProfileSkeleton label="Loading your profile" />
      ) : (
        <ProfileView
          user={user}
          own
          actions={
            <Group gap="sm">
              <ButtonLink to="/profile/$slugOrId/edit" params={{ slugOrId: pathKey(user) }} leftSection={<IconPencil size={18} aria-hidden="true" />}>
                Edit profile
              </ButtonLink>
              <ButtonLink {...profileLink(user)} search={SHOW_QR_SEARCH} variant="default" leftSection={<IconQrcode size={18} aria-hidden="true" />}>
                Show my QR code
              </ButtonLink>
            </Group>
          }
        >
          <PeopleMet memberId={user.id} />
          <ProfileQuestions authorId={user.id} viewerId={user.id} firstName={user.first_name ?? ''} />
          <Bookmarks memberId={user.id} />
          <Group gap="sm">
            <ButtonLink to="/settings" variant="default" leftSection={<IconSettings size={18} aria-hidden="true" />}>
              Settings
            </ButtonLink>
            <ButtonLink to="/suggest-feature" variant="default" leftSection={<IconBulb size={18} aria-hidden="true" />}>
              Suggest a feature
            </ButtonLink>
            <Button variant="default" onClick={onLogout}>
              Log out
            </Button>
          </Group>
        </ProfileView>
      )}
      {dialog}
    </Screen>
  );
}
