import { Stack, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ButtonLink } from '../../components/links';
import { Screen } from '../../components/screen';
import { ReportsQueue } from '../../features/reports/reports-queue';
import { useMember } from '../../member/member-store';

export const Route = createFileRoute('/_auth/reports')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: 'Reports' }, back: '/settings', savable: true } },
  component: AdminReportsScreen,
});

/** Reported messages and profiles (what belongs to no event), for the admins to resolve. */
function AdminReportsScreen() {
  const member = useMember();
  if (member.role !== 'admin') {
    return (
      <Screen title="Reports">
        <Stack align="center" py="xl" gap="sm" ta="center">
          <Text fw={600}>Only admins see these reports</Text>
          <Text c="dimmed" size="sm">
            An event's reports are on its page, for its organiser and moderators.
          </Text>
          <ButtonLink to="/home" variant="light">
            Home
          </ButtonLink>
        </Stack>
      </Screen>
    );
  }
  return (
    <Screen title="Reports">
      <ReportsQueue eventId={null} memberId={member.id} scopeName="Messages and profiles" />
    </Screen>
  );
}
