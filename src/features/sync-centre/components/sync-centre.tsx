import { Alert, Badge, Button, Group, Loader, Modal, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck, IconCloudDownload, IconCloudOff, IconGitCompare, IconHourglass, IconRefresh, IconUpload } from '@tabler/icons-react';
import { formatDistanceToNowStrict } from 'date-fns';
import { useState, type ReactNode } from 'react';
import { toast } from '../../../components/toasts/toast';
import { getDatabase } from '../../../db/database';
import { discardWrite, flushWrites, retryWrite, useSyncState } from '../../../lib/sync-client';
import { useLocaleProfile } from '../../../lib/locale-context';
import { useNow } from '../../../lib/use-now';
import { discardLostEdit, reapplyLostEdit } from '../lost-edits';
import { useSyncCentre, type CentreLostEdit, type CentreWrite } from '../use-sync-centre';
import { nameDownload } from '../write-names';

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Group gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Badge variant="light" color="gray" size="sm" circle={count < 10}>
          {count}
        </Badge>
      </Group>
      {children}
    </Stack>
  );
}

/** 'Last synced 2 minutes ago' ('just now' under 10 s); a first sync under way says so instead. */
function lastSynced({ lastSyncedAt, downloads }: { lastSyncedAt: number | null; downloads: unknown[] }): string {
  if (downloads.length > 0) return 'First sync under way';
  if (!lastSyncedAt) return 'Not synced yet';
  if (Date.now() - lastSyncedAt < 10_000) return 'Last synced just now';
  return `Last synced ${formatDistanceToNowStrict(lastSyncedAt, { addSuffix: true })}`;
}

/** 'Sync now' asks the sync to try at once, and says what came of it: all sent, or how many are on their way. */
async function syncNow(waiting: Waiting | undefined): Promise<void> {
  await flushWrites();
  if (!waiting) return;
  const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);
  if (waiting.pending > 0) toast.info(`Sending ${changes(waiting.pending)}…`);
  else if (waiting.failed > 0) toast.warning(`${changes(waiting.failed)} not saved`, { description: 'The server refused them: retry or discard them below.' });
  else toast.success('Everything is sent', { description: 'Nothing waits to be sent from this device.' });
}

type Waiting = { pending: number; failed: number };

function Status({ waiting }: { waiting: Waiting | undefined }) {
  const sync = useSyncState();
  useNow({ every: 15_000 });
  // The server answers 'try again later' (its database busy or full): writes wait here meanwhile.
  const busy = sync.online && sync.serverBusy !== null;
  const live = sync.online && sync.connected;
  const [label, Icon, color] = busy
    ? ['Server busy', IconHourglass, 'orange']
    : live
      ? ['Online', IconCloudCheck, 'green']
      : sync.online
        ? ['Connecting', IconRefresh, 'yellow']
        : ['Offline', IconCloudOff, 'gray'];
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" align="center">
        <Group gap="sm" wrap="nowrap">
          <Icon size={28} color={`var(--mantine-color-${color}-6)`} aria-hidden="true" />
          <Stack gap={0}>
            <Text fw={700}>{label}</Text>
            <Text size="sm" c="dimmed" data-testid="last-synced">
              {lastSynced(sync)}
            </Text>
          </Stack>
        </Group>
        <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} disabled={!sync.online} onClick={() => void syncNow(waiting)} style={{ flexShrink: 0 }}>
          Sync now
        </Button>
      </Group>
      {busy && (
        <Text size="sm" data-testid="server-busy">
          The server cannot take changes right now. Yours are kept on this device and sent as soon as it can.
          <Text span size="sm" c="dimmed" display="block">
            {sync.serverBusy}
          </Text>
        </Text>
      )}
    </Stack>
  );
}

/** A first sync's progress bar for each collection still downloading; nothing once all are in. */
function Downloads() {
  const { downloads } = useSyncState();
  const { locale } = useLocaleProfile();
  if (downloads.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label="First sync">
      {downloads.map((download) => {
        const label = nameDownload(download, locale);
        const percent = download.total > 0 ? Math.min(100, (download.received / download.total) * 100) : 0;
        return (
          <Stack gap={6} key={download.collection} data-download={download.collection}>
            <Group gap="xs" wrap="nowrap">
              <IconCloudDownload size={16} color="var(--mantine-color-dimmed)" aria-hidden="true" style={{ flexShrink: 0 }} />
              <Text size="sm">{label}</Text>
            </Group>
            <Progress value={percent} size="sm" radius="xl" aria-label={label} animated />
          </Stack>
        );
      })}
      <Text size="xs" c="dimmed">
        A first sync brings everything you may see onto this device, so it works without a connection.
      </Text>
    </Stack>
  );
}

function WriteRow({ write }: { write: CentreWrite }) {
  const [busy, setBusy] = useState<'retry' | 'discard' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const act = async (kind: 'retry' | 'discard') => {
    setBusy(kind);
    try {
      if (kind === 'retry') {
        await retryWrite(write.collection, write.id);
        toast.info('Sending again', { description: write.name });
      } else {
        await discardWrite(write.collection, write.id);
        toast.success('Discarded', { description: write.name });
      }
    } catch (error) {
      toast.error(kind === 'retry' ? 'Could not send it again' : 'Could not discard it', { description: (error as Error).message });
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-write-id={write.id} data-write-state={write.state}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {write.state === 'failed' ? (
          <IconAlertTriangle size={18} color="var(--mantine-color-red-6)" aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
        ) : (
          <IconUpload size={18} color="var(--mantine-color-dimmed)" aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
        )}
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {write.name}
          </Text>
          {write.detail && (
            <Text size="xs" c="dimmed" lineClamp={1} dir="auto">
              {write.detail}
            </Text>
          )}
          {write.state === 'failed' && (
            <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
              {write.reason ?? 'The server refused it'}
            </Text>
          )}
          {write.state === 'failed' && (
            <Group gap="xs">
              <Button size="compact-sm" onClick={() => void act('retry')} loading={busy === 'retry'} disabled={busy !== null}>
                Retry
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => setConfirming(true)} disabled={busy !== null}>
                Discard
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Discard this change?" centered>
        <Text size="sm">{write.name} will not be sent. What the server has stays as it is.</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
          <Button color="red" onClick={() => void act('discard')} loading={busy === 'discard'}>
            Discard
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}

function Version({ label, version }: { label: string; version: { title: string; description: string } }) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {version.title}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {version.description || '(no description)'}
      </Text>
    </Stack>
  );
}

function LostEditRow({ edit }: { edit: CentreLostEdit }) {
  const [comparing, setComparing] = useState(false);
  const [busy, setBusy] = useState(false);
  const act = async (kind: 'reapply' | 'discard') => {
    setBusy(true);
    try {
      const db = await getDatabase();
      if (kind === 'reapply') {
        await reapplyLostEdit(db, edit);
        toast.success('Your version is back', { description: 'It is sent with your other changes.' });
      } else {
        await discardLostEdit(db, edit);
        toast.info('Your version was discarded');
      }
      setComparing(false);
    } catch (error) {
      toast.error('That did not work', { description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-lost-edit={edit.id}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        Your edit of <b>“{edit.title}”</b> was replaced; your version is kept.
      </Text>
      <Group gap="xs" mt="xs">
        <Button size="compact-sm" variant="light" leftSection={<IconGitCompare size={14} />} onClick={() => setComparing(true)}>
          Compare
        </Button>
        <Button size="compact-sm" onClick={() => void act('reapply')} loading={busy}>
          Re-apply mine
        </Button>
        <Button size="compact-sm" variant="default" onClick={() => void act('discard')} disabled={busy}>
          Discard mine
        </Button>
      </Group>
      <Modal opened={comparing} onClose={() => setComparing(false)} title="Your version and the current one" size="lg" centered>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Version label="Yours" version={edit.mine} />
          <Version label="Current" version={edit.current} />
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => void act('discard')} disabled={busy}>
            Keep the current one
          </Button>
          <Button onClick={() => void act('reapply')} loading={busy}>
            Re-apply mine
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}

const list = { listStyle: 'none', padding: 0, margin: 0 } as const;

/**
 * What the app is doing with the member's writes: online or not and when it last synced, each write
 * waiting to be sent by name, the ones the server refused with its reason (Retry, Discard), and the
 * edits another device's change replaced (Compare, Re-apply, Discard). Nothing is dropped without asking.
 */
export function SyncCentre({ memberId }: { memberId: string }) {
  const { data } = useSyncCentre(memberId);
  return (
    <Stack gap="lg" data-testid="sync-centre">
      <Status waiting={data ? { pending: data.pending.length, failed: data.failed.length } : undefined} />
      <Downloads />
      {!data && (
        <Group justify="center" py="md" role="status" aria-label="Reading what waits to be sent">
          <Loader size="sm" />
        </Group>
      )}
      {data && data.pending.length + data.failed.length + data.lostEdits.length === 0 && (
        <Alert color="green" variant="light" icon={<IconCloudCheck size={18} />} title="Everything is saved">
          Nothing waits to be sent: every change you made on this device is on the server.
        </Alert>
      )}
      {data && data.failed.length > 0 && (
        <Section title="Not saved" count={data.failed.length}>
          <Stack gap="xs" component="ul" style={list}>
            {data.failed.map((write) => (
              <WriteRow key={`${write.collection}:${write.id}`} write={write} />
            ))}
          </Stack>
        </Section>
      )}
      {data && data.lostEdits.length > 0 && (
        <Section title="Replaced by another change" count={data.lostEdits.length}>
          <Stack gap="xs" component="ul" style={list}>
            {data.lostEdits.map((edit) => (
              <LostEditRow key={edit.key} edit={edit} />
            ))}
          </Stack>
        </Section>
      )}
      {data && data.pending.length > 0 && (
        <Section title="Waiting to be sent" count={data.pending.length}>
          <Text size="xs" c="dimmed">
            Kept on this device and sent as soon as there is a connection.
          </Text>
          <Stack gap="xs" component="ul" style={list}>
            {data.pending.slice(0, 100).map((write) => (
              <WriteRow key={`${write.collection}:${write.id}`} write={write} />
            ))}
          </Stack>
          {data.pending.length > 100 && (
            <Text size="xs" c="dimmed">
              and {data.pending.length - 100} more
            </Text>
          )}
        </Section>
      )}
    </Stack>
  );
}
