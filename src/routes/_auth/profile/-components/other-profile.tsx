import { Button, Group } from '@mantine/core';
import { IconFlag, IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ReportDialog, type ReportTarget } from '../../../../components/report-dialog';
import { ButtonLink } from '../../../../components/links';
import { Screen } from '../../../../components/screen';
import { defineMessages } from '../../../../i18n/define-messages';
import { chatLink } from '../../../../lib/paths';
import { useMember } from '../../../../member/member-store';
import { useBlockedIds } from '../../../../db/use-blocks';
import { BlockButton } from '../../../../features/blocks/block-button';
import { AddToTeam } from '../../../../features/events/components/add-to-team';
import { ProfileError } from '../../../../features/profiles/components/profile-error';
import { ProfileQuestions } from '../../../../features/profiles/components/profile-questions';
import { ProfileSkeleton } from '../../../../features/profiles/components/profile-skeleton';
import { ProfileView } from '../../../../features/profiles/components/profile-view';
import { useOwnProfile } from '../../../../features/profiles/hooks/use-own-profile';
import { useProfile } from '../../../../features/profiles/hooks/use-profile';
import { MetWith } from './profile-parts';
import { screenTitles } from '../../../-components/screen-titles';

const messages = defineMessages({
  message: { id: 'routes.otherProfile.message', defaultMessage: 'Message' },
  report: { id: 'routes.otherProfile.report', defaultMessage: 'Report' },
});

/** Another member's profile: from this device (offline too), or from the server when it is not here yet. */
export function OtherProfileScreen({ slugOrId }: { slugOrId: string }) {
  const intl = useIntl();
  const member = useMember();
  useOwnProfile();
  const profile = useProfile(slugOrId);
  const { blocked } = useBlockedIds(member.id);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  return (
    <Screen title={intl.formatMessage(screenTitles.profile)}>
      {profile.status === 'loading' && <ProfileSkeleton />}
      {profile.status === 'error' && <ProfileError message={profile.message} retry={profile.retry} />}
      {profile.status === 'found' && (
        <ProfileView
          user={profile.user}
          own={false}
          status={
            <Group gap="sm">
              {/* No direct messages with a member the member blocks (schemas/block-rules.ts). */}
              {!blocked.has(profile.user.id) && (
                <ButtonLink {...chatLink(profile.user)} variant="light" leftSection={<IconMessageCircle size={18} aria-hidden="true" />}>
                  {intl.formatMessage(messages.message)}
                </ButtonLink>
              )}
              <MetWith memberId={member.id} otherId={profile.user.id} />
              <AddToTeam memberId={member.id} person={profile.user} />
              <BlockButton memberId={member.id} person={profile.user} />
              <Button variant="subtle" color="gray" leftSection={<IconFlag size={18} aria-hidden="true" />} onClick={() => setReporting({ kind: 'user', id: profile.user.id })}>
                {intl.formatMessage(messages.report)}
              </Button>
            </Group>
          }
        >
          <ProfileQuestions authorId={profile.user.id} viewerId={member.id} firstName={profile.user.first_name || profile.user.full_name} />
        </ProfileView>
      )}
      <ReportDialog memberId={member.id} target={reporting} onClose={() => setReporting(null)} />
    </Screen>
  );
}
