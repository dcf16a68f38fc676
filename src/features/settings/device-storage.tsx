import { Button, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../components/toasts/toast';
import { formatSize } from '../../lib/format-size';

type Storage = { usage: number; quota: number; persisted: boolean | null };

async function readStorage(): Promise<Storage | null> {
  if (typeof navigator.storage?.estimate !== 'function') return null;
  const estimate = await navigator.storage.estimate();
  const persisted = typeof navigator.storage.persisted === 'function' ? await navigator.storage.persisted() : null;
  return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted };
}

/** What the app keeps on this device and whether the browser may clear it. */
export function DeviceStorage() {
  const [storage, setStorage] = useState<Storage | null | undefined>(undefined);
  const [asking, setAsking] = useState(false);
  const refresh = useCallback(() => readStorage().then(setStorage, () => setStorage(null)), []);
  useEffect(() => void refresh(), [refresh]);

  const keep = async () => {
    setAsking(true);
    const granted = await navigator.storage.persist().catch(() => false);
    setAsking(false);
    await refresh();
    if (granted) toast.success('Your data stays on this device', { description: 'The browser will not clear it to make room.' });
    else toast.info('The browser did not agree', { description: 'Installing the app, or using it more often, usually lets it keep your data.' });
  };

  return (
    <Stack gap="xs" component="section" aria-label="This device">
      <Title order={2} size="h4">
        This device
      </Title>
      {storage === undefined ? (
        <Skeleton height={48} radius="md" />
      ) : storage === null ? (
        <Text c="dimmed" size="sm">This browser does not say how much space the app uses.</Text>
      ) : (
        <>
          <Text size="sm">
            {formatSize(storage.usage)} used of {formatSize(storage.quota)} available
          </Text>
          <Progress value={storage.quota > 0 ? Math.max(1, (storage.usage / storage.quota) * 100) : 0} size="sm" aria-label="Storage used" />
          {storage.persisted === true && <Text size="sm" c="dimmed">Your data is kept on this device: the browser will not clear it to make room.</Text>}
          {storage.persisted === false && (
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed" style={{ flex: 1, minWidth: 200 }}>
                The browser may clear what is saved here when the device runs low on space.
              </Text>
              <Button variant="light" size="xs" loading={asking} onClick={() => void keep()}>
                Keep data on this device
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
