import { ActionIcon, Alert, Button, CopyButton, Group, Loader, Modal, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconCalendarShare, IconCheck, IconCopy, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../components/toasts/toast';
import { AddToCalendarButton } from './add-to-calendar-button';
import { calendarError, getCalendarFeed, renewCalendarFeed, revokeCalendarFeed, SCHEDULE_CALENDAR_HREF, type CalendarFeed } from './calendar-api';
import { useOnline } from '../../lib/use-online';

export const SUBSCRIPTION_MEANS = 'Your calendar app follows your starred sessions, with changes.';

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; feed: CalendarFeed | null };
type Asking = 'renew' | 'off' | null;

const QUESTIONS = {
  renew: {
    title: 'Renew the address?',
    text: 'The old address stops working: calendar apps that follow it get nothing more until you give them the new one.',
    action: 'Renew address',
  },
  off: {
    title: 'Turn off the calendar address?',
    text: 'The address stops working and calendar apps that follow it get nothing more. You can turn on a new one later.',
    action: 'Turn off',
  },
} as const;

/**
 * Settings' 'Calendar subscription': a private address (webcal://) that calendar apps subscribe to,
 * holding the member's starred sessions; copy it, renew it (the old one stops working) or turn it off.
 * Also the same sessions as a one-time download.
 */
export function CalendarSubscription() {
  const online = useOnline();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [busy, setBusy] = useState<'on' | 'renew' | 'off' | null>(null);
  const [asking, setAsking] = useState<Asking>(null);

  const load = useCallback(async () => {
    setLoaded({ state: 'loading' });
    try {
      setLoaded({ state: 'ready', feed: await getCalendarFeed() });
    } catch (error) {
      setLoaded({ state: 'failed', message: calendarError(error, 'see your calendar address') });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  // Back online after a failed load: try again by itself.
  useEffect(() => {
    if (online && loaded.state === 'failed') void load();
    // Only a change of network retries.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online]);

  const renew = async (kind: 'on' | 'renew') => {
    setBusy(kind);
    try {
      const feed = await renewCalendarFeed();
      setLoaded({ state: 'ready', feed });
      toast.success(kind === 'on' ? 'Calendar address turned on' : 'New calendar address made', {
        description: kind === 'on' ? 'Add it to your calendar app.' : 'The old address no longer works: give your calendar app the new one.',
      });
    } catch (error) {
      toast.error(calendarError(error, kind === 'on' ? 'turn on the calendar address' : 'renew the calendar address'));
    } finally {
      setBusy(null);
      setAsking(null);
    }
  };

  const turnOff = async () => {
    setBusy('off');
    try {
      await revokeCalendarFeed();
      setLoaded({ state: 'ready', feed: null });
      toast.success('Calendar address turned off', { description: 'Calendar apps that follow it get nothing more.' });
    } catch (error) {
      toast.error(calendarError(error, 'turn off the calendar address'));
    } finally {
      setBusy(null);
      setAsking(null);
    }
  };

  const question = asking ? QUESTIONS[asking] : null;
  const feed = loaded.state === 'ready' ? loaded.feed : null;

  return (
    <Stack gap="sm" component="section" aria-label="Calendar subscription">
      <Title order={2} size="h4">
        Calendar subscription
      </Title>
      <Text size="sm">{SUBSCRIPTION_MEANS}</Text>
      {loaded.state === 'loading' && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            Loading your calendar address…
          </Text>
        </Group>
      )}
      {loaded.state === 'failed' && (
        <Alert color={online ? 'red' : 'gray'} icon={online ? undefined : <IconWifiOff size={16} aria-hidden="true" />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{loaded.message}</Text>
            {online && (
              <Button size="xs" variant="default" onClick={() => void load()}>
                Try again
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {loaded.state === 'ready' && !feed && (
        <Group gap="sm">
          <Button leftSection={<IconCalendarShare size={16} aria-hidden="true" />} loading={busy === 'on'} disabled={!online} onClick={() => void renew('on')}>
            Turn on
          </Button>
          {!online && (
            <Text size="sm" c="dimmed">
              Connect to the internet to turn it on
            </Text>
          )}
        </Group>
      )}
      {feed && (
        <Stack gap="xs">
          <TextInput
            label="Your calendar address"
            description="Anyone with this address sees your starred sessions: keep it to yourself."
            value={feed.webcal_url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            rightSectionWidth={40}
            rightSection={
              <CopyButton value={feed.webcal_url} timeout={2000}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'teal' : 'gray'}
                      aria-label={copied ? 'Copied' : 'Copy the address'}
                      onClick={() => {
                        copy();
                        toast.success('Address copied', { description: 'Paste it where your calendar app adds a calendar by address.' });
                      }}
                    >
                      {copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            }
          />
          <Group gap="sm">
            <Button component="a" href={feed.webcal_url} leftSection={<IconCalendarShare size={16} aria-hidden="true" />}>
              Open in calendar app
            </Button>
            <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden="true" />} disabled={!online} loading={busy === 'renew'} onClick={() => setAsking('renew')}>
              Renew address
            </Button>
            <Button variant="default" color="red" disabled={!online} loading={busy === 'off'} onClick={() => setAsking('off')}>
              Turn off
            </Button>
          </Group>
          {!online && (
            <Text size="sm" c="dimmed">
              Connect to the internet to renew or turn off the address.
            </Text>
          )}
        </Stack>
      )}
      <Group gap="sm">
        <AddToCalendarButton href={SCHEDULE_CALENDAR_HREF} scope="schedule" label="Download my schedule" variant="subtle" />
      </Group>
      <Modal opened={question !== null} onClose={() => setAsking(null)} title={question?.title} centered>
        <Stack gap="md">
          <Text size="sm">{question?.text}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(null)}>
              Cancel
            </Button>
            <Button color={asking === 'off' ? 'red' : undefined} loading={busy !== null} onClick={() => void (asking === 'off' ? turnOff() : renew('renew'))}>
              {question?.action}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
