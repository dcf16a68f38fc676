import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/define-messages';

const messages = defineMessages({
  heading: { id: 'notifications.heading.title', defaultMessage: 'Notifications' },
  unread: { id: 'notifications.heading.unread', defaultMessage: '{count, plural, one {# unread} other {# unread}}' },
  caughtUp: { id: 'notifications.heading.caughtUp', defaultMessage: 'All caught up' },
  markAllRead: { id: 'notifications.heading.markAllRead', defaultMessage: 'Mark all read' },
});

export type NotificationsHeadingProps = {
  /** Unread notifications on this device; undefined while unknown. */
  unread: number | undefined;
  /** Whether the member has any notifications at all. */
  any: boolean;
  onMarkAllRead: () => void;
  marking: boolean;
};

/** The screen's heading, how many are unread, and 'Mark all read' while any are. */
export function NotificationsHeading({ unread, any, onMarkAllRead, marking }: NotificationsHeadingProps) {
  const intl = useIntl();
  const some = (unread ?? 0) > 0;
  return (
    // On a narrow phone the button goes below the heading rather than over it.
    <Group justify="space-between" align="center" gap="xs" mb="md">
      <Stack gap={0} miw={0}>
        <Title order={1} size="h3">
          {intl.formatMessage(messages.heading)}
        </Title>
        {any && unread !== undefined && (
          <Text size="sm" c="dimmed" data-testid="unread-summary">
            {some ? intl.formatMessage(messages.unread, { count: unread }) : intl.formatMessage(messages.caughtUp)}
          </Text>
        )}
      </Stack>
      {some && (
        <Button
          variant="light"
          size="compact-md"
          leftSection={<IconChecks size={18} aria-hidden="true" />}
          onClick={onMarkAllRead}
          loading={marking}
          style={{ flexShrink: 0 }}
        >
          {intl.formatMessage(messages.markAllRead)}
        </Button>
      )}
    </Group>
  );
}
