import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

/** No notifications yet: what brings them. */
export function NotificationsEmpty() {
  return (
    <Stack align="center" gap="sm" py={48} px="md" ta="center" data-testid="notifications-empty">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
        <IconBell size={32} stroke={1.6} />
      </ThemeIcon>
      <Title order={2} size="h4">
        Nothing here yet
      </Title>
      <Text c="dimmed" maw={340}>
        When someone can help with your question, meets you or messages you, it shows here.
      </Text>
    </Stack>
  );
}
