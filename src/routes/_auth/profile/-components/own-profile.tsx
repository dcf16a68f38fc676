import { Button, Group } from '@mantine/core';
import { IconBulb, IconPencil, IconQrcode, IconSettings } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { SHOW_QR_SEARCH } from '../../../../components/bottom-nav/nav-items';
import { ButtonLink } from '../../../../components/links';
import { Screen } from '../../../../components/screen';
import { defineMessages } from '../../../../i18n/define-messages';
import { pathKey, profileLink } from '../../../../lib/paths';
import { useLogout } from '../../../../features/auth/components/logout-flow';
import { LogoutCancelledError } from '../../../../features/auth/sign-out';
import { ProfileQuestions } from '../../../../features/profiles/components/profile-questions';
import { ProfileSkeleton } from '../../../../features/profiles/components/profile-skeleton';
import { ProfileView } from '../../../../features/profiles/components/profile-view';
import { useOwnProfile } from '../../../../features/profiles/hooks/use-own-profile';
import { Bookmarks, PeopleMet } from './profile-parts';
import { screenTitles } from '../../../-components/screen-titles';

const messages = defineMessages({
  loading: { id: 'routes.ownProfile.loading', defaultMessage: 'Loading your profile' },
  editProfile: { id: 'routes.ownProfile.editProfile', defaultMessage: 'Edit profile' },
  showQr: { id: 'routes.ownProfile.showQr', defaultMessage: 'Show my QR code' },
  settings: { id: 'routes.ownProfile.settings', defaultMessage: 'Settings' },
  suggestFeature: { id: 'routes.ownProfile.suggestFeature', defaultMessage: 'Suggest a feature' },
  logOut: { id: 'routes.ownProfile.logOut', defaultMessage: 'Log out' },
});

/** The member's own profile, at /profile and at their own /profile/{slug or id}. */
export function OwnProfileScreen() {
  const intl = useIntl();
  const { user, loading } = useOwnProfile();
  const { logout, dialog } = useLogout();
  const onLogout = () =>
    void logout().catch((error: unknown) => {
      if (!(error instanceof LogoutCancelledError)) throw error;
    });
  return (
    <Screen title={intl.formatMessage(screenTitles.profile)}>
      {loading ? (
        <ProfileSkeleton label={intl.formatMessage(messages.loading)} />
      ) : (
        <ProfileView
          user={user}
          own
          actions={
            <Group gap="sm">
              <ButtonLink to="/profile/$slugOrId/edit" params={{ slugOrId: pathKey(user) }} leftSection={<IconPencil size={18} aria-hidden="true" />}>
                {intl.formatMessage(messages.editProfile)}
              </ButtonLink>
              <ButtonLink {...profileLink(user)} search={SHOW_QR_SEARCH} variant="default" leftSection={<IconQrcode size={18} aria-hidden="true" />}>
                {intl.formatMessage(messages.showQr)}
              </ButtonLink>
            </Group>
          }
        >
          <PeopleMet memberId={user.id} />
          <ProfileQuestions authorId={user.id} viewerId={user.id} firstName={user.first_name ?? ''} />
          <Bookmarks memberId={user.id} />
          <Group gap="sm">
            <ButtonLink to="/settings" variant="default" leftSection={<IconSettings size={18} aria-hidden="true" />}>
              {intl.formatMessage(messages.settings)}
            </ButtonLink>
            <ButtonLink to="/suggest-feature" variant="default" leftSection={<IconBulb size={18} aria-hidden="true" />}>
              {intl.formatMessage(messages.suggestFeature)}
            </ButtonLink>
            <Button variant="default" onClick={onLogout}>
              {intl.formatMessage(messages.logOut)}
            </Button>
          </Group>
        </ProfileView>
      )}
      {dialog}
    </Screen>
  );
}
