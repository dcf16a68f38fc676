import { Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** The shape of a profile while it loads. */
export function ProfileSkeleton({ label = 'Loading profile' }: { label?: string }) {
  return (
    <Stack gap="md" aria-busy="true" data-testid="profile-skeleton">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
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
