import { Group, Stack, Text, Title } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { CountBadge } from '../../components/count-badge/count-badge';
import { ButtonLink } from '../../components/links';
import { countWaiting, useReports } from '../../db/use-open-reports';

/** Settings' way to the admins' reports queue (reported messages and profiles), with how many wait. */
export function AdminReportsLink({ memberId }: { memberId: string }) {
  const { data: reports } = useReports(null);
  const waiting = countWaiting(reports ?? [], memberId);
  return (
    <Stack gap="sm" component="section" aria-label="Reports">
      <Title order={2} size="h4">
        Reports
      </Title>
      <Text size="sm" c="dimmed">
        Reported messages and profiles wait for an admin. An event's reports go to its organiser and moderators.
      </Text>
      <Group>
        <ButtonLink to="/reports" variant="default" leftSection={<IconFlag size={16} aria-hidden="true" />} rightSection={waiting > 0 ? <CountBadge count={waiting} noun="waiting" /> : undefined}>
          Open the reports
        </ButtonLink>
      </Group>
    </Stack>
  );
}
