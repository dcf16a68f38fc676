import { Badge, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconBulb, IconLogout, IconPencil } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { Avatar } from '../../components/avatar/avatar';
import { ButtonLink } from '../../components/links';
import { Screen } from '../../components/screen';
import { defineMessages } from '../../i18n/define-messages';
import { AdminSection } from '../../features/admin/admin-section';
import { AdminReportsLink } from '../../features/reports/admin-reports-link';
import { BlockedMembers } from '../../features/blocks/blocked-members';
import { useLogout } from '../../features/auth/components/logout-flow';
import { LogoutCancelledError, logOut } from '../../features/auth/sign-out';
import { CalendarSubscription } from '../../features/calendar/calendar-subscription';
import { AppVersion } from '../../features/settings/app-version';
import { ClearData } from '../../features/settings/clear-data';
import { DeviceStorage } from '../../features/settings/device-storage';
import { ListingSetting } from '../../features/profiles/components/listing-setting';
import { PushSettingsSection } from '../../features/settings/push-settings';
import { RegionSetting } from '../../features/settings/region-setting';
import { VenueModeSetting } from '../../features/settings/venue-mode-setting';
import { SyncCentre } from '../../features/sync-centre/components/sync-centre';
import { pathKey } from '../../lib/paths';
import { useMember } from '../../member/member-store';
import { screenTitles } from '../-components/screen-titles';

export const Route = createFileRoute('/_auth/settings')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: screenTitles.settings }, back: '/home', savable: true } },
  component: SettingsScreen,
});

const ROLE_LABEL = defineMessages({
  admin: { id: 'routes.settings.role.admin', defaultMessage: 'Admin' },
  champion: { id: 'routes.settings.role.champion', defaultMessage: 'Champion' },
});

const messages = defineMessages({
  account: { id: 'routes.settings.account', defaultMessage: 'Account' },
  editProfile: { id: 'routes.settings.editProfile', defaultMessage: 'Edit profile' },
  suggestFeature: { id: 'routes.settings.suggestFeature', defaultMessage: 'Suggest a feature' },
  logOut: { id: 'routes.settings.logOut', defaultMessage: 'Log out' },
  sync: { id: 'routes.settings.sync', defaultMessage: 'Sync' },
});

/** The member's account, what this device keeps, and, for admins, the admin actions. */
function SettingsScreen() {
  const intl = useIntl();
  const member = useMember();
  const { logout, dialog } = useLogout();
  const onLogout = () =>
    void logout().catch((error: unknown) => {
      if (!(error instanceof LogoutCancelledError)) throw error;
    });
  const role = member.role === 'admin' || member.role === 'champion' ? member.role : null;
  return (
    <Screen title={intl.formatMessage(screenTitles.settings)}>
      <Stack gap="xl">
        <Stack gap="sm" component="section" aria-label={intl.formatMessage(messages.account)}>
          <Title order={2} size="h4">
            {intl.formatMessage(messages.account)}
          </Title>
          <Group wrap="nowrap" gap="md">
            <Avatar name={member.full_name} src={member.profile_picture} size="lg" />
            <Stack gap={2} miw={0}>
              <Group gap="xs">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }} dir="auto">
                  {member.full_name}
                </Text>
                {role && (
                  <Badge variant="light" size="sm">
                    {intl.formatMessage(ROLE_LABEL[role])}
                  </Badge>
                )}
              </Group>
              {member.email && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {member.email}
                </Text>
              )}
            </Stack>
          </Group>
          <Group gap="sm">
            <ButtonLink to="/profile/$slugOrId/edit" params={{ slugOrId: pathKey(member) }} variant="default" leftSection={<IconPencil size={16} aria-hidden="true" />}>
              {intl.formatMessage(messages.editProfile)}
            </ButtonLink>
            <ButtonLink to="/suggest-feature" variant="default" leftSection={<IconBulb size={16} aria-hidden="true" />}>
              {intl.formatMessage(messages.suggestFeature)}
            </ButtonLink>
            <Button variant="default" color="red" onClick={onLogout} leftSection={<IconLogout size={16} aria-hidden="true" />}>
              {intl.formatMessage(messages.logOut)}
            </Button>
          </Group>
        </Stack>
        <Divider />
        <Stack gap="sm" component="section" aria-label={intl.formatMessage(messages.sync)}>
          <Title order={2} size="h4">
            {intl.formatMessage(messages.sync)}
          </Title>
          <SyncCentre memberId={member.id} />
        </Stack>
        <Divider />
        <ListingSetting />
        <Divider />
        <PushSettingsSection />
        <Divider />
        <CalendarSubscription />
        <Divider />
        <BlockedMembers memberId={member.id} />
        <Divider />
        <RegionSetting />
        <Divider />
        <VenueModeSetting />
        <Divider />
        <DeviceStorage />
        <ClearData onClear={logOut} />
        <Divider />
        <AppVersion />
        {member.role === 'admin' && (
          <>
            <Divider />
            <AdminReportsLink memberId={member.id} />
            <Divider />
            <AdminSection />
          </>
        )}
      </Stack>
      {dialog}
    </Screen>
  );
}
