import { Group, Stack, Text, Title } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { CountBadge } from '../../components/count-badge/count-badge';
import { ButtonLink } from '../../components/links';
import { countWaiting, useReports } from '../../db/use-open-reports';
import { defineMessages } from '../../i18n/define-messages';

const messages = defineMessages({
  heading: { id: 'reports.settingsLink.heading', defaultMessage: 'Reports' },
  intro: {
    id: 'reports.settingsLink.intro',
    defaultMessage: "Reported messages and profiles wait for an admin. An event's reports go to its organiser and moderators.",
  },
  open: { id: 'reports.settingsLink.open', defaultMessage: 'Open the reports' },
});

/** Settings' way to the admins' reports queue (reported messages and profiles), with how many wait. */
export function AdminReportsLink({ memberId }: { memberId: string }) {
  const intl = useIntl();
  const { data: reports } = useReports(null);
  const waiting = countWaiting(reports ?? [], memberId);
  return (
    <Stack gap="sm" component="section" aria-label={intl.formatMessage(messages.heading)}>
      <Title order={2} size="h4">
        {intl.formatMessage(messages.heading)}
      </Title>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(messages.intro)}
      </Text>
      <Group>
        <ButtonLink to="/reports" variant="default" leftSection={<IconFlag size={16} aria-hidden="true" />} rightSection={waiting > 0 ? <CountBadge count={waiting} noun="waiting" /> : undefined}>
          {intl.formatMessage(messages.open)}
        </ButtonLink>
      </Group>
    </Stack>
  );
}
