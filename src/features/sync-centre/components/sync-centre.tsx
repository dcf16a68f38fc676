import { Alert, Badge, Button, Group, Loader, Modal, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck, IconCloudDownload, IconCloudOff, IconGitCompare, IconHourglass, IconRefresh, IconUpload } from '@tabler/icons-react';
import { formatDistanceToNowStrict } from 'date-fns';
import { useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { toast } from '../../../components/toasts/toast';
import { getDatabase } from '../../../db/database';
import { defineMessages } from '../../../i18n/define-messages';
import { discardWrite, flushWrites, retryWrite, useSyncState } from '../../../lib/sync-client';
import { useLocaleProfile } from '../../../lib/locale-context';
import { dateFnsLocale } from '../../../lib/locale';
import { useNow } from '../../../lib/use-now';
import { discardLostEdit, reapplyLostEdit } from '../lost-edits';
import { useSyncCentre, type CentreLostEdit, type CentreWrite } from '../use-sync-centre';
import { nameDownload } from '../write-names';
import { refusalText } from '../../../i18n/refusal';
import { ownDirection } from '../../../i18n/own-direction';

const messages = defineMessages({
  firstSyncUnderWay: { id: 'syncCentre.status.firstSyncUnderWay', defaultMessage: 'First sync under way' },
  notSyncedYet: { id: 'syncCentre.status.notSyncedYet', defaultMessage: 'Not synced yet' },
  justNow: { id: 'syncCentre.status.justNow', defaultMessage: 'Last synced just now' },
  lastSynced: { id: 'syncCentre.status.lastSynced', defaultMessage: 'Last synced {ago}' },
  sending: { id: 'syncCentre.syncNow.sending', defaultMessage: '{count, plural, one {Sending # change…} other {Sending # changes…}}' },
  notSaved: { id: 'syncCentre.syncNow.notSaved', defaultMessage: '{count, plural, one {# change not saved} other {# changes not saved}}' },
  refused: { id: 'syncCentre.syncNow.refused', defaultMessage: 'The server refused them: retry or discard them below.' },
  allSent: { id: 'syncCentre.syncNow.allSent', defaultMessage: 'Everything is sent' },
  allSentHint: { id: 'syncCentre.syncNow.allSentHint', defaultMessage: 'Nothing waits to be sent from this device.' },
  serverBusy: { id: 'syncCentre.status.serverBusy', defaultMessage: 'Server busy' },
  online: { id: 'syncCentre.status.online', defaultMessage: 'Online' },
  connecting: { id: 'syncCentre.status.connecting', defaultMessage: 'Connecting' },
  offline: { id: 'syncCentre.status.offline', defaultMessage: 'Offline' },
  syncNow: { id: 'syncCentre.status.syncNow', defaultMessage: 'Sync now' },
  busyHint: {
    id: 'syncCentre.status.busyHint',
    defaultMessage: 'The server cannot take changes right now. Yours are kept on this device and sent as soon as it can.',
  },
  firstSync: { id: 'syncCentre.downloads.label', defaultMessage: 'First sync' },
  firstSyncHint: {
    id: 'syncCentre.downloads.hint',
    defaultMessage: 'A first sync brings everything you may see onto this device, so it works without a connection.',
  },
  sendingAgain: { id: 'syncCentre.write.sendingAgain', defaultMessage: 'Sending again' },
  discarded: { id: 'syncCentre.write.discarded', defaultMessage: 'Discarded' },
  retryFailed: { id: 'syncCentre.write.retryFailed', defaultMessage: 'Could not send it again' },
  discardFailed: { id: 'syncCentre.write.discardFailed', defaultMessage: 'Could not discard it' },
  refusedOne: { id: 'syncCentre.write.refused', defaultMessage: 'The server refused it' },
  retry: { id: 'syncCentre.write.retry', defaultMessage: 'Retry' },
  discard: { id: 'syncCentre.write.discard', defaultMessage: 'Discard' },
  discardTitle: { id: 'syncCentre.write.discardTitle', defaultMessage: 'Discard this change?' },
  discardBody: { id: 'syncCentre.write.discardBody', defaultMessage: '{name} will not be sent. What the server has stays as it is.' },
  keepIt: { id: 'syncCentre.write.keepIt', defaultMessage: 'Keep it' },
  noDescription: { id: 'syncCentre.lostEdit.noDescription', defaultMessage: '(no description)' },
  versionBack: { id: 'syncCentre.lostEdit.versionBack', defaultMessage: 'Your version is back' },
  versionBackHint: { id: 'syncCentre.lostEdit.versionBackHint', defaultMessage: 'It is sent with your other changes.' },
  versionDiscarded: { id: 'syncCentre.lostEdit.versionDiscarded', defaultMessage: 'Your version was discarded' },
  didNotWork: { id: 'syncCentre.lostEdit.didNotWork', defaultMessage: 'That did not work' },
  replaced: { id: 'syncCentre.lostEdit.replaced', defaultMessage: 'Your edit of <b>“{title}”</b> was replaced; your version is kept.' },
  replacedUntitled: { id: 'syncCentre.lostEdit.replacedUntitled', defaultMessage: 'Your edit of <b>“a question”</b> was replaced; your version is kept.' },
  compare: { id: 'syncCentre.lostEdit.compare', defaultMessage: 'Compare' },
  reapply: { id: 'syncCentre.lostEdit.reapply', defaultMessage: 'Re-apply mine' },
  discardMine: { id: 'syncCentre.lostEdit.discardMine', defaultMessage: 'Discard mine' },
  compareTitle: { id: 'syncCentre.lostEdit.compareTitle', defaultMessage: 'Your version and the current one' },
  yours: { id: 'syncCentre.lostEdit.yours', defaultMessage: 'Yours' },
  current: { id: 'syncCentre.lostEdit.current', defaultMessage: 'Current' },
  keepCurrent: { id: 'syncCentre.lostEdit.keepCurrent', defaultMessage: 'Keep the current one' },
  reading: { id: 'syncCentre.centre.reading', defaultMessage: 'Reading what waits to be sent' },
  allSaved: { id: 'syncCentre.centre.allSaved', defaultMessage: 'Everything is saved' },
  allSavedHint: { id: 'syncCentre.centre.allSavedHint', defaultMessage: 'Nothing waits to be sent: every change you made on this device is on the server.' },
  failedSection: { id: 'syncCentre.centre.failed', defaultMessage: 'Not saved' },
  lostSection: { id: 'syncCentre.centre.lostEdits', defaultMessage: 'Replaced by another change' },
  pendingSection: { id: 'syncCentre.centre.pending', defaultMessage: 'Waiting to be sent' },
  pendingHint: { id: 'syncCentre.centre.pendingHint', defaultMessage: 'Kept on this device and sent as soon as there is a connection.' },
  more: { id: 'syncCentre.centre.more', defaultMessage: 'and {count, number} more' },
});

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Group gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Badge variant="light" color="gray" size="sm" circle={count < 10}>
          {intl.formatNumber(count)}
        </Badge>
      </Group>
      {children}
    </Stack>
  );
}

/** 'Last synced 2 minutes ago' ('just now' under 10 s); a first sync under way says so instead. */
function lastSynced({ lastSyncedAt, downloads }: { lastSyncedAt: number | null; downloads: unknown[] }, intl: IntlShape): string {
  if (downloads.length > 0) return intl.formatMessage(messages.firstSyncUnderWay);
  if (!lastSyncedAt) return intl.formatMessage(messages.notSyncedYet);
  if (Date.now() - lastSyncedAt < 10_000) return intl.formatMessage(messages.justNow);
  // '2 minutes ago' in the language on screen.
  return intl.formatMessage(messages.lastSynced, { ago: formatDistanceToNowStrict(lastSyncedAt, { addSuffix: true, locale: dateFnsLocale(intl.locale) }) });
}

/** 'Sync now' asks the sync to try at once, and says what came of it: all sent, or how many are on their way. */
async function syncNow(waiting: Waiting | undefined, intl: IntlShape): Promise<void> {
  await flushWrites();
  if (!waiting) return;
  if (waiting.pending > 0) toast.info(intl.formatMessage(messages.sending, { count: waiting.pending }));
  else if (waiting.failed > 0) toast.warning(intl.formatMessage(messages.notSaved, { count: waiting.failed }), { description: intl.formatMessage(messages.refused) });
  else toast.success(intl.formatMessage(messages.allSent), { description: intl.formatMessage(messages.allSentHint) });
}

type Waiting = { pending: number; failed: number };

function Status({ waiting }: { waiting: Waiting | undefined }) {
  const intl = useIntl();
  const sync = useSyncState();
  useNow({ every: 15_000 });
  // The server answers 'try again later' (its database busy or full): writes wait here meanwhile.
  const busy = sync.online && sync.serverBusy !== null;
  const live = sync.online && sync.connected;
  const [label, Icon, color] = busy
    ? [messages.serverBusy, IconHourglass, 'orange']
    : live
      ? [messages.online, IconCloudCheck, 'green']
      : sync.online
        ? [messages.connecting, IconRefresh, 'yellow']
        : [messages.offline, IconCloudOff, 'gray'];
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" align="center">
        <Group gap="sm" wrap="nowrap">
          <Icon size={28} color={`var(--mantine-color-${color}-6)`} aria-hidden="true" />
          <Stack gap={0}>
            <Text fw={700}>{intl.formatMessage(label)}</Text>
            <Text size="sm" c="dimmed" data-testid="last-synced">
              {lastSynced(sync, intl)}
            </Text>
          </Stack>
        </Group>
        <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} disabled={!sync.online} onClick={() => void syncNow(waiting, intl)} style={{ flexShrink: 0 }}>
          {intl.formatMessage(messages.syncNow)}
        </Button>
      </Group>
      {busy && (
        <Text size="sm" data-testid="server-busy">
          {intl.formatMessage(messages.busyHint)}
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
  const intl = useIntl();
  const { downloads } = useSyncState();
  const { locale } = useLocaleProfile();
  if (downloads.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={intl.formatMessage(messages.firstSync)}>
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
        {intl.formatMessage(messages.firstSyncHint)}
      </Text>
    </Stack>
  );
}

function WriteRow({ write }: { write: CentreWrite }) {
  const intl = useIntl();
  const [busy, setBusy] = useState<'retry' | 'discard' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const act = async (kind: 'retry' | 'discard') => {
    setBusy(kind);
    try {
      if (kind === 'retry') {
        await retryWrite(write.collection, write.id);
        toast.info(intl.formatMessage(messages.sendingAgain), { description: write.name });
      } else {
        await discardWrite(write.collection, write.id);
        toast.success(intl.formatMessage(messages.discarded), { description: write.name });
      }
    } catch (error) {
      toast.error(intl.formatMessage(kind === 'retry' ? messages.retryFailed : messages.discardFailed), { description: (error as Error).message });
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
              {write.reason ? refusalText(write.reason, intl) : intl.formatMessage(messages.refusedOne)}
            </Text>
          )}
          {write.state === 'failed' && (
            <Group gap="xs">
              <Button size="compact-sm" onClick={() => void act('retry')} loading={busy === 'retry'} disabled={busy !== null}>
                {intl.formatMessage(messages.retry)}
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => setConfirming(true)} disabled={busy !== null}>
                {intl.formatMessage(messages.discard)}
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={intl.formatMessage(messages.discardTitle)} centered>
        <Text size="sm">{intl.formatMessage(messages.discardBody, { name: ownDirection(write.name) })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {intl.formatMessage(messages.keepIt)}
          </Button>
          <Button color="red" onClick={() => void act('discard')} loading={busy === 'discard'}>
            {intl.formatMessage(messages.discard)}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}

function Version({ label, version }: { label: string; version: { title: string; description: string } }) {
  const intl = useIntl();
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {version.title}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {version.description || intl.formatMessage(messages.noDescription)}
      </Text>
    </Stack>
  );
}

function LostEditRow({ edit }: { edit: CentreLostEdit }) {
  const intl = useIntl();
  const [comparing, setComparing] = useState(false);
  const [busy, setBusy] = useState(false);
  const act = async (kind: 'reapply' | 'discard') => {
    setBusy(true);
    try {
      const db = await getDatabase();
      if (kind === 'reapply') {
        await reapplyLostEdit(db, edit);
        toast.success(intl.formatMessage(messages.versionBack), { description: intl.formatMessage(messages.versionBackHint) });
      } else {
        await discardLostEdit(db, edit);
        toast.info(intl.formatMessage(messages.versionDiscarded));
      }
      setComparing(false);
    } catch (error) {
      toast.error(intl.formatMessage(messages.didNotWork), { description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-lost-edit={edit.id}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {edit.title
          ? intl.formatMessage(messages.replaced, { title: ownDirection(edit.title), b: (chunks: ReactNode[]) => <b>{chunks}</b> })
          : intl.formatMessage(messages.replacedUntitled, { b: (chunks: ReactNode[]) => <b>{chunks}</b> })}
      </Text>
      <Group gap="xs" mt="xs">
        <Button size="compact-sm" variant="light" leftSection={<IconGitCompare size={14} />} onClick={() => setComparing(true)}>
          {intl.formatMessage(messages.compare)}
        </Button>
        <Button size="compact-sm" onClick={() => void act('reapply')} loading={busy}>
          {intl.formatMessage(messages.reapply)}
        </Button>
        <Button size="compact-sm" variant="default" onClick={() => void act('discard')} disabled={busy}>
          {intl.formatMessage(messages.discardMine)}
        </Button>
      </Group>
      <Modal opened={comparing} onClose={() => setComparing(false)} title={intl.formatMessage(messages.compareTitle)} size="lg" centered>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Version label={intl.formatMessage(messages.yours)} version={edit.mine} />
          <Version label={intl.formatMessage(messages.current)} version={edit.current} />
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => void act('discard')} disabled={busy}>
            {intl.formatMessage(messages.keepCurrent)}
          </Button>
          <Button onClick={() => void act('reapply')} loading={busy}>
            {intl.formatMessage(messages.reapply)}
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
  const intl = useIntl();
  const { data } = useSyncCentre(memberId);
  return (
    <Stack gap="lg" data-testid="sync-centre">
      <Status waiting={data ? { pending: data.pending.length, failed: data.failed.length } : undefined} />
      <Downloads />
      {!data && (
        <Group justify="center" py="md" role="status" aria-label={intl.formatMessage(messages.reading)}>
          <Loader size="sm" />
        </Group>
      )}
      {data && data.pending.length + data.failed.length + data.lostEdits.length === 0 && (
        <Alert color="green" variant="light" icon={<IconCloudCheck size={18} />} title={intl.formatMessage(messages.allSaved)}>
          {intl.formatMessage(messages.allSavedHint)}
        </Alert>
      )}
      {data && data.failed.length > 0 && (
        <Section title={intl.formatMessage(messages.failedSection)} count={data.failed.length}>
          <Stack gap="xs" component="ul" style={list}>
            {data.failed.map((write) => (
              <WriteRow key={`${write.collection}:${write.id}`} write={write} />
            ))}
          </Stack>
        </Section>
      )}
      {data && data.lostEdits.length > 0 && (
        <Section title={intl.formatMessage(messages.lostSection)} count={data.lostEdits.length}>
          <Stack gap="xs" component="ul" style={list}>
            {data.lostEdits.map((edit) => (
              <LostEditRow key={edit.key} edit={edit} />
            ))}
          </Stack>
        </Section>
      )}
      {data && data.pending.length > 0 && (
        <Section title={intl.formatMessage(messages.pendingSection)} count={data.pending.length}>
          <Text size="xs" c="dimmed">
            {intl.formatMessage(messages.pendingHint)}
          </Text>
          <Stack gap="xs" component="ul" style={list}>
            {data.pending.slice(0, 100).map((write) => (
              <WriteRow key={`${write.collection}:${write.id}`} write={write} />
            ))}
          </Stack>
          {data.pending.length > 100 && (
            <Text size="xs" c="dimmed">
              {intl.formatMessage(messages.more, { count: data.pending.length - 100 })}
            </Text>
          )}
        </Section>
      )}
    </Stack>
  );
}
