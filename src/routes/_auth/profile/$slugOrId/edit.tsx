import { Group, Title } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { ButtonLink } from '../../../../components/links';
import { Screen } from '../../../../components/screen';
import { SyncBadge } from '../../../../components/sync-badge';
import { toast } from '../../../../components/toasts/toast';
import { defineMessages } from '../../../../i18n/define-messages';
import { appIntl } from '../../../../i18n/i18n-provider';
import { profileLink } from '../../../../lib/paths';
import { useMember } from '../../../../member/member-store';
import { ProfileEditForm } from '../../../../features/profiles/components/profile-edit-form';
import { ProfileSkeleton } from '../../../../features/profiles/components/profile-skeleton';
import { useOwnProfile } from '../../../../features/profiles/hooks/use-own-profile';
import { useProfileWrites } from '../../../../features/profiles/hooks/use-profile-writes';
import { profileInput } from '../../../../features/profiles/profile-fields';
import { screenTitles } from '../../../-components/screen-titles';

export const Route = createFileRoute('/_auth/profile/$slugOrId/edit')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: screenTitles.profile }, back: '/home', section: 'connect', savable: true } },
  component: EditProfileScreen,
});

const messages = defineMessages({
  onlyOwn: { id: 'routes.editProfile.onlyOwn', defaultMessage: 'You can edit only your own profile' },
  heading: { id: 'routes.editProfile.heading', defaultMessage: 'Edit profile' },
  loading: { id: 'routes.editProfile.loading', defaultMessage: 'Loading your profile' },
  cancel: { id: 'routes.editProfile.cancel', defaultMessage: 'Cancel' },
});

/** Only one's own profile is edited here; another member's edit path shows their profile, read-only. */
function EditProfileScreen() {
  const { slugOrId } = Route.useParams();
  const member = useMember();
  if (slugOrId !== member.slug && slugOrId !== member.id) return <ToReadOnlyProfile slugOrId={slugOrId} />;
  return <EditOwnProfile />;
}

/** Replaces the edit path with the profile itself, once, and says why. */
function ToReadOnlyProfile({ slugOrId }: { slugOrId: string }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    toast.info(appIntl().formatMessage(messages.onlyOwn));
    void navigate({ ...profileLink({ id: slugOrId }), replace: true });
  }, [navigate, slugOrId]);
  return null;
}

function EditOwnProfile() {
  const intl = useIntl();
  const { user, doc, loading } = useOwnProfile();
  const writes = useProfileWrites();
  const navigate = useNavigate();
  return (
    <Screen title={intl.formatMessage(screenTitles.profile)}>
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} size="h3">
          {intl.formatMessage(messages.heading)}
        </Title>
        <SyncBadge state={doc?.sync_state} error={doc?.sync_error} testId="profile-sync" />
      </Group>
      {loading ? (
        <ProfileSkeleton label={intl.formatMessage(messages.loading)} />
      ) : (
        <ProfileEditForm
          initial={profileInput(user)}
          cancel={
            <ButtonLink {...profileLink(user)} variant="default">
              {intl.formatMessage(messages.cancel)}
            </ButtonLink>
          }
          onSave={async (input) => {
            const result = await writes.save(input);
            if (!result.stored && !result.kept) return false;
            await navigate(profileLink(user));
            return true;
          }}
        />
      )}
    </Screen>
  );
}
