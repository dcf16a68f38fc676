import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/define-messages';

const messages = defineMessages({
  heading: { id: 'notifications.empty.heading', defaultMessage: 'Nothing here yet' },
  hint: { id: 'notifications.empty.hint', defaultMessage: 'When someone can help with your question, meets you or messages you, it shows here.' },
});

/** No notifications yet: what brings them. */
export function NotificationsEmpty() {
  const intl = useIntl();
  return (
    <Stack align="center" gap="sm" py={48} px="md" ta="center" data-testid="notifications-empty">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
        <IconBell size={32} stroke={1.6} />
      </ThemeIcon>
      <Title order={2} size="h4">
        {intl.formatMessage(messages.heading)}
      </Title>
      <Text c="dimmed" maw={340}>
        {intl.formatMessage(messages.hint)}
      </Text>
    </Stack>
  );
}
