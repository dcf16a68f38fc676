import { Button, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '../../components/toasts/toast';
import { defineMessages } from '../../i18n/define-messages';
import { formatSize } from '../../lib/format-size';

const messages = defineMessages({
  heading: { id: 'settings.storage.heading', defaultMessage: 'This device' },
  unknown: { id: 'settings.storage.unknown', defaultMessage: 'This browser does not say how much space the app uses.' },
  usage: { id: 'settings.storage.usage', defaultMessage: '{used} used of {available} available' },
  used: { id: 'settings.storage.used', defaultMessage: 'Storage used' },
  kept: { id: 'settings.storage.kept', defaultMessage: 'Your data is kept on this device: the browser will not clear it to make room.' },
  mayClear: { id: 'settings.storage.mayClear', defaultMessage: 'The browser may clear what is saved here when the device runs low on space.' },
  keep: { id: 'settings.storage.keep', defaultMessage: 'Keep data on this device' },
  granted: { id: 'settings.storage.granted', defaultMessage: 'Your data stays on this device' },
  grantedHint: { id: 'settings.storage.grantedHint', defaultMessage: 'The browser will not clear it to make room.' },
  refused: { id: 'settings.storage.refused', defaultMessage: 'The browser did not agree' },
  refusedHint: { id: 'settings.storage.refusedHint', defaultMessage: 'Installing the app, or using it more often, usually lets it keep your data.' },
});

type Storage = { usage: number; quota: number; persisted: boolean | null };

async function readStorage(): Promise<Storage | null> {
  if (typeof navigator.storage?.estimate !== 'function') return null;
  const estimate = await navigator.storage.estimate();
  const persisted = typeof navigator.storage.persisted === 'function' ? await navigator.storage.persisted() : null;
  return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted };
}

/** What the app keeps on this device and whether the browser may clear it. */
export function DeviceStorage() {
  const intl = useIntl();
  const [storage, setStorage] = useState<Storage | null | undefined>(undefined);
  const [asking, setAsking] = useState(false);
  const refresh = useCallback(() => readStorage().then(setStorage, () => setStorage(null)), []);
  useEffect(() => void refresh(), [refresh]);

  const keep = async () => {
    setAsking(true);
    const granted = await navigator.storage.persist().catch(() => false);
    setAsking(false);
    await refresh();
    if (granted) toast.success(intl.formatMessage(messages.granted), { description: intl.formatMessage(messages.grantedHint) });
    else toast.info(intl.formatMessage(messages.refused), { description: intl.formatMessage(messages.refusedHint) });
  };

  return (
    <Stack gap="xs" component="section" aria-label={intl.formatMessage(messages.heading)}>
      <Title order={2} size="h4">
        {intl.formatMessage(messages.heading)}
      </Title>
      {storage === undefined ? (
        <Skeleton height={48} radius="md" />
      ) : storage === null ? (
        <Text c="dimmed" size="sm">{intl.formatMessage(messages.unknown)}</Text>
      ) : (
        <>
          <Text size="sm">
            {intl.formatMessage(messages.usage, { used: formatSize(storage.usage, intl.locale), available: formatSize(storage.quota, intl.locale) })}
          </Text>
          <Progress value={storage.quota > 0 ? Math.max(1, (storage.usage / storage.quota) * 100) : 0} size="sm" aria-label={intl.formatMessage(messages.used)} />
          {storage.persisted === true && <Text size="sm" c="dimmed">{intl.formatMessage(messages.kept)}</Text>}
          {storage.persisted === false && (
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed" style={{ flex: 1, minWidth: 200 }}>
                {intl.formatMessage(messages.mayClear)}
              </Text>
              <Button variant="light" size="xs" loading={asking} onClick={() => void keep()}>
                {intl.formatMessage(messages.keep)}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
