import { Paper, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { UserDoc } from '../../../../schemas/user.schema';
import { Avatar } from '../../../components/avatar/avatar';
import { ButtonLink } from '../../../components/links';
import { defineMessages } from '../../../i18n/define-messages';
import { profileLink } from '../../../lib/paths';
import { Tags } from './profile-view';
import { RoleBadge } from './role-badge';

const messages = defineMessages({
  canHelpWith: { id: 'profiles.card.canHelpWith', defaultMessage: 'Can help with' },
  expertise: { id: 'profiles.card.expertise', defaultMessage: 'Fields of expertise' },
  open: { id: 'profiles.card.open', defaultMessage: 'Open full profile' },
});

/** A member's public card: who they are, what they know and can help with, and the way to the full profile. */
export function ProfileCard({ user }: { user: UserDoc & { role?: string | undefined } }) {
  const intl = useIntl();
  const expertise = user.fields_of_expertise ?? [];
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs" component="article" aria-label={user.full_name} data-testid="profile-card">
      <Stack gap="md" align="center" ta="center">
        <Avatar name={user.full_name} src={user.profile_picture} size="xl" role={user.role} />
        <Stack gap={6} align="center">
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }} dir="auto">
            {user.full_name}
          </Title>
          <RoleBadge role={user.role} />
        </Stack>
        {user.can_help_with?.trim() && (
          <Stack gap={2}>
            <Text size="sm" c="dimmed" fw={600}>
              {intl.formatMessage(messages.canHelpWith)}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{user.can_help_with}</Text>
          </Stack>
        )}
        {expertise.length > 0 && <Tags items={expertise} label={intl.formatMessage(messages.expertise)} justify="center" />}
        <ButtonLink {...profileLink(user)}>{intl.formatMessage(messages.open)}</ButtonLink>
      </Stack>
    </Paper>
  );
}
