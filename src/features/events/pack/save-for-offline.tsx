import { Button, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCloudDownload, IconRefresh } from '@tabler/icons-react';
import { addDays, isSameDay } from 'date-fns';
import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { EventDoc } from '../../../../schemas/event.schema';
import { defineMessages } from '../../../i18n/define-messages';
import { formatDate, formatTime, type LocaleProfile } from '../../../lib/locale';
import { useLocaleProfile } from '../../../lib/locale-context';
import { useStoredUser } from '../../../member/member-store';
import type { EventPackRecord } from './event-pack';
import { contentsText, expectedSizeText, progressText, shortfallText, usageText } from './pack-text';
import { useEventPack, type EventPackState } from './use-event-pack';

export type SaveForOfflineProps = { event: Pick<EventDoc, 'id' | 'slug' | 'name'> & Partial<Pick<EventDoc, 'is_community'>> };

const messages = defineMessages({
  savedToday: { id: 'events.pack.savedToday', defaultMessage: 'Saved today at {time}' },
  savedTomorrow: { id: 'events.pack.savedTomorrow', defaultMessage: 'Saved tomorrow at {time}' },
  savedOn: { id: 'events.pack.savedOn', defaultMessage: 'Saved on {day} at {time}' },
  mayClear: { id: 'events.pack.mayClear', defaultMessage: 'This browser may clear it if the device runs low on space.' },
  keepCommunity: { id: 'events.pack.keep.community', defaultMessage: 'Keep this community, its questions and its members on this device, for when the wifi is bad.' },
  keepEvent: { id: 'events.pack.keep.event', defaultMessage: 'Keep this event, its questions and the people going on this device, for when the wifi is bad.' },
  titleSaved: { id: 'events.pack.title.saved', defaultMessage: 'Saved for offline' },
  titleCopy: { id: 'events.pack.title.copy', defaultMessage: 'Offline copy' },
  update: { id: 'events.pack.update', defaultMessage: 'Update' },
  save: { id: 'events.pack.save', defaultMessage: 'Save for offline' },
});

/** 'Saved today at 2:05 PM', 'Saved on 05/12/2025 at 14:05'. */
function savedAtText(intl: IntlShape, savedAt: string, profile: LocaleProfile, now = new Date()): string {
  const time = formatTime(savedAt, profile);
  const at = new Date(savedAt);
  if (isSameDay(at, now)) return intl.formatMessage(messages.savedToday, { time });
  // A device clock set back may have saved it 'tomorrow'.
  if (isSameDay(at, addDays(now, 1))) return intl.formatMessage(messages.savedTomorrow, { time });
  return intl.formatMessage(messages.savedOn, { day: formatDate(savedAt, profile), time });
}

function Saved({ record, profile }: { record: EventPackRecord; profile: LocaleProfile }) {
  const intl = useIntl();
  const usage = usageText(record, profile.locale);
  const shortfall = shortfallText(record);
  return (
    <>
      <Text size="sm">{contentsText(record)}</Text>
      <Text size="sm" c="dimmed">
        <time dateTime={record.saved_at}>{savedAtText(intl, record.saved_at, profile)}</time>
      </Text>
      {usage && <Text size="sm" c="dimmed">{usage}</Text>}
      {!record.persisted && <Text size="sm" c="dimmed">{intl.formatMessage(messages.mayClear)}</Text>}
      {shortfall && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={16} aria-hidden="true" color="var(--mantine-color-orange-7)" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">{shortfall}</Text>
        </Group>
      )}
    </>
  );
}

function Body({ pack, profile, community }: { pack: EventPackState; profile: LocaleProfile; community: boolean }) {
  const intl = useIntl();
  const { progress, record, manifest, sizeUnknown, online, error } = pack;
  if (progress) {
    return (
      <Group gap="xs" wrap="nowrap" role="status" aria-live="polite">
        <Loader size="xs" role="presentation" />
        <Text size="sm">{progressText(progress, community)}</Text>
      </Group>
    );
  }
  return (
    <>
      {record ? (
        <Saved record={record} profile={profile} />
      ) : (
        <>
          <Text size="sm">
            {intl.formatMessage(community ? messages.keepCommunity : messages.keepEvent)}
          </Text>
          <Text size="sm" c="dimmed">{expectedSizeText(manifest, online, profile.locale, sizeUnknown)}</Text>
        </>
      )}
      {error && (
        <Text size="sm" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}

function PackCard({ event }: SaveForOfflineProps) {
  const intl = useIntl();
  const pack = useEventPack(event);
  const profile = useLocaleProfile();
  const titleId = useId();
  const saved = Boolean(pack.record);
  const saving = Boolean(pack.progress);
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId} data-testid="save-for-offline">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={40} radius="md" variant="light" color={saved ? 'teal' : undefined} aria-hidden="true">
          {saved ? <IconCircleCheck size={24} /> : <IconCloudDownload size={24} />}
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} id={titleId}>
            {intl.formatMessage(saved ? messages.titleSaved : messages.titleCopy)}
          </Text>
          <Body pack={pack} profile={profile} community={Boolean(event.is_community)} />
          <Group mt={4}>
            <Button
              size="sm"
              variant={saved ? 'default' : 'filled'}
              leftSection={saved ? <IconRefresh size={18} aria-hidden="true" /> : <IconCloudDownload size={18} aria-hidden="true" />}
              loading={saving}
              onClick={() => void pack.save()}
            >
              {intl.formatMessage(saved ? messages.update : messages.save)}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * 'Save for offline' on an event's page: stores the event, its questions, its attendees' profiles and
 * their pictures on this device, with the size before and after. For signed-in members only: a
 * guest's device keeps no profiles.
 */
export function SaveForOffline({ event }: SaveForOfflineProps) {
  const member = useStoredUser();
  if (!member) return null;
  return <PackCard key={event.id} event={event} />;
}
