import { Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/define-messages';

const messages = defineMessages({
  loading: { id: 'profiles.skeleton.loading', defaultMessage: 'Loading profile' },
});

/** The shape of a profile while it loads. */
export function ProfileSkeleton({ label }: { label?: string }) {
  const intl = useIntl();
  return (
    <Stack gap="md" aria-busy="true" data-testid="profile-skeleton">
      <VisuallyHidden role="status">{label ?? intl.formatMessage(messages.loading)}</VisuallyHidden>
      <Group wrap="nowrap" gap="md">
        <Skeleton circle height={84} />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={22} width="60%" />
          <Skeleton height={14} width="30%" />
        </Stack>
      </Group>
      <Skeleton height={36} width={160} />
      <Skeleton height={90} />
      <Skeleton height={70} />
      <Skeleton height={70} />
    </Stack>
  );
}
