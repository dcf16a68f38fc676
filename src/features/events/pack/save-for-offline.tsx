import { Button, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCloudDownload, IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import type { EventDoc } from '../../../../schemas/event.schema';
import { formatDay, formatTime, type LocaleProfile } from '../../../lib/locale';
import { useLocaleProfile } from '../../../lib/locale-context';
import { useStoredUser } from '../../../member/member-store';
import type { EventPackRecord } from './event-pack';
import { contentsText, expectedSizeText, progressText, shortfallText, usageText } from './pack-text';
import { useEventPack, type EventPackState } from './use-event-pack';

export type SaveForOfflineProps = { event: Pick<EventDoc, 'id' | 'slug' | 'name'> & Partial<Pick<EventDoc, 'is_community'>> };

/** 'Saved today at 2:05 PM', 'Saved on 05/12/2025 at 14:05'. */
function savedAtText(savedAt: string, profile: LocaleProfile): string {
  const day = formatDay(savedAt, profile);
  const when = day === 'Today' || day === 'Tomorrow' ? day.toLowerCase() : `on ${day}`;
  return `Saved ${when} at ${formatTime(savedAt, profile)}`;
}

function Saved({ record, profile }: { record: EventPackRecord; profile: LocaleProfile }) {
  const usage = usageText(record, profile.locale);
  const shortfall = shortfallText(record);
  return (
    <>
      <Text size="sm">{contentsText(record)}</Text>
      <Text size="sm" c="dimmed">
        <time dateTime={record.saved_at}>{savedAtText(record.saved_at, profile)}</time>
      </Text>
      {usage && <Text size="sm" c="dimmed">{usage}</Text>}
      {!record.persisted && <Text size="sm" c="dimmed">This browser may clear it if the device runs low on space.</Text>}
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
            {community
              ? 'Keep this community, its questions and its members on this device, for when the wifi is bad.'
              : 'Keep this event, its questions and the people going on this device, for when the wifi is bad.'}
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
            {saved ? 'Saved for offline' : 'Offline copy'}
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
              {saved ? 'Update' : 'Save for offline'}
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
