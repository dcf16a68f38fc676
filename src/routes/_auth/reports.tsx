import { Stack, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { ButtonLink } from '../../components/links';
import { Screen } from '../../components/screen';
import { defineMessages } from '../../i18n/define-messages';
import { ReportsQueue } from '../../features/reports/reports-queue';
import { useMember } from '../../member/member-store';
import { screenTitles } from '../-components/screen-titles';

export const Route = createFileRoute('/_auth/reports')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: screenTitles.reports }, back: '/settings', savable: true } },
  component: AdminReportsScreen,
});

const messages = defineMessages({
  adminsOnly: { id: 'routes.reports.adminsOnly', defaultMessage: 'Only admins see these reports' },
  eventReports: { id: 'routes.reports.eventReports', defaultMessage: "An event's reports are on its page, for its organiser and moderators." },
  home: { id: 'routes.reports.home', defaultMessage: 'Home' },
  scope: { id: 'routes.reports.scope', defaultMessage: 'Messages and profiles' },
});

/** Reported messages and profiles (what belongs to no event), for the admins to resolve. */
function AdminReportsScreen() {
  const intl = useIntl();
  const member = useMember();
  if (member.role !== 'admin') {
    return (
      <Screen title={intl.formatMessage(screenTitles.reports)}>
        <Stack align="center" py="xl" gap="sm" ta="center">
          <Text fw={600}>{intl.formatMessage(messages.adminsOnly)}</Text>
          <Text c="dimmed" size="sm">
            {intl.formatMessage(messages.eventReports)}
          </Text>
          <ButtonLink to="/home" variant="light">
            {intl.formatMessage(messages.home)}
          </ButtonLink>
        </Stack>
      </Screen>
    );
  }
  return (
    <Screen title={intl.formatMessage(screenTitles.reports)}>
      <ReportsQueue eventId={null} memberId={member.id} scopeName={intl.formatMessage(messages.scope)} />
    </Screen>
  );
}
