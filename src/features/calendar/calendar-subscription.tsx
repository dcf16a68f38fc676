import { ActionIcon, Alert, Button, CopyButton, Group, Loader, Modal, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconCalendarShare, IconCheck, IconCopy, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '../../components/toasts/toast';
import { defineMessages } from '../../i18n/define-messages';
import { AddToCalendarButton } from './add-to-calendar-button';
import { calendarError, getCalendarFeed, renewCalendarFeed, revokeCalendarFeed, SCHEDULE_CALENDAR_HREF, type CalendarFeed } from './calendar-api';
import { useOnline } from '../../lib/use-online';

const messages = defineMessages({
  means: { id: 'calendar.subscription.means', defaultMessage: 'Your calendar app follows your starred sessions, with changes.' },
  turnedOn: { id: 'calendar.subscription.turnedOn', defaultMessage: 'Calendar address turned on' },
  turnedOnHint: { id: 'calendar.subscription.turnedOnHint', defaultMessage: 'Add it to your calendar app.' },
  renewed: { id: 'calendar.subscription.renewed', defaultMessage: 'New calendar address made' },
  renewedHint: { id: 'calendar.subscription.renewedHint', defaultMessage: 'The old address no longer works: give your calendar app the new one.' },
  turnedOff: { id: 'calendar.subscription.turnedOff', defaultMessage: 'Calendar address turned off' },
  turnedOffHint: { id: 'calendar.subscription.turnedOffHint', defaultMessage: 'Calendar apps that follow it get nothing more.' },
  heading: { id: 'calendar.subscription.heading', defaultMessage: 'Calendar subscription' },
  loading: { id: 'calendar.subscription.loading', defaultMessage: 'Loading your calendar address…' },
  tryAgain: { id: 'calendar.subscription.tryAgain', defaultMessage: 'Try again' },
  turnOn: { id: 'calendar.subscription.turnOn', defaultMessage: 'Turn on' },
  offlineOn: { id: 'calendar.subscription.offlineOn', defaultMessage: 'Connect to the internet to turn it on' },
  address: { id: 'calendar.subscription.address', defaultMessage: 'Your calendar address' },
  addressHint: { id: 'calendar.subscription.addressHint', defaultMessage: 'Anyone with this address sees your starred sessions: keep it to yourself.' },
  copied: { id: 'calendar.subscription.copied', defaultMessage: 'Copied' },
  copy: { id: 'calendar.subscription.copy', defaultMessage: 'Copy' },
  copyAddress: { id: 'calendar.subscription.copyAddress', defaultMessage: 'Copy the address' },
  addressCopied: { id: 'calendar.subscription.addressCopied', defaultMessage: 'Address copied' },
  addressCopiedHint: { id: 'calendar.subscription.addressCopiedHint', defaultMessage: 'Paste it where your calendar app adds a calendar by address.' },
  openInApp: { id: 'calendar.subscription.openInApp', defaultMessage: 'Open in calendar app' },
  renewAddress: { id: 'calendar.subscription.renewAddress', defaultMessage: 'Renew address' },
  turnOff: { id: 'calendar.subscription.turnOff', defaultMessage: 'Turn off' },
  offlineChange: { id: 'calendar.subscription.offlineChange', defaultMessage: 'Connect to the internet to renew or turn off the address.' },
  download: { id: 'calendar.subscription.download', defaultMessage: 'Download my schedule' },
  cancel: { id: 'calendar.subscription.cancel', defaultMessage: 'Cancel' },
});

/** What the section says it is, in English (the source text). */
export const SUBSCRIPTION_MEANS = messages.means.defaultMessage;

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; feed: CalendarFeed | null };
type Asking = 'renew' | 'off' | null;

const QUESTIONS = {
  renew: defineMessages({
    title: { id: 'calendar.subscription.renewQuestion.title', defaultMessage: 'Renew the address?' },
    text: { id: 'calendar.subscription.renewQuestion.text', defaultMessage: 'The old address stops working: calendar apps that follow it get nothing more until you give them the new one.' },
    action: { id: 'calendar.subscription.renewQuestion.action', defaultMessage: 'Renew address' },
  }),
  off: defineMessages({
    title: { id: 'calendar.subscription.offQuestion.title', defaultMessage: 'Turn off the calendar address?' },
    text: { id: 'calendar.subscription.offQuestion.text', defaultMessage: 'The address stops working and calendar apps that follow it get nothing more. You can turn on a new one later.' },
    action: { id: 'calendar.subscription.offQuestion.action', defaultMessage: 'Turn off' },
  }),
};

/**
 * Settings' 'Calendar subscription': a private address (webcal://) that calendar apps subscribe to,
 * holding the member's starred sessions; copy it, renew it (the old one stops working) or turn it off.
 * Also the same sessions as a one-time download.
 */
export function CalendarSubscription() {
  const intl = useIntl();
  const online = useOnline();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [busy, setBusy] = useState<'on' | 'renew' | 'off' | null>(null);
  const [asking, setAsking] = useState<Asking>(null);

  const load = useCallback(async () => {
    setLoaded({ state: 'loading' });
    try {
      setLoaded({ state: 'ready', feed: await getCalendarFeed() });
    } catch (error) {
      setLoaded({ state: 'failed', message: calendarError(error, 'see') });
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
      toast.success(intl.formatMessage(kind === 'on' ? messages.turnedOn : messages.renewed), {
        description: intl.formatMessage(kind === 'on' ? messages.turnedOnHint : messages.renewedHint),
      });
    } catch (error) {
      toast.error(calendarError(error, kind));
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
      toast.success(intl.formatMessage(messages.turnedOff), { description: intl.formatMessage(messages.turnedOffHint) });
    } catch (error) {
      toast.error(calendarError(error, 'off'));
    } finally {
      setBusy(null);
      setAsking(null);
    }
  };

  const question = asking ? QUESTIONS[asking] : null;
  const feed = loaded.state === 'ready' ? loaded.feed : null;

  return (
    <Stack gap="sm" component="section" aria-label={intl.formatMessage(messages.heading)}>
      <Title order={2} size="h4">
        {intl.formatMessage(messages.heading)}
      </Title>
      <Text size="sm">{intl.formatMessage(messages.means)}</Text>
      {loaded.state === 'loading' && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {intl.formatMessage(messages.loading)}
          </Text>
        </Group>
      )}
      {loaded.state === 'failed' && (
        <Alert color={online ? 'red' : 'gray'} icon={online ? undefined : <IconWifiOff size={16} aria-hidden="true" />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{loaded.message}</Text>
            {online && (
              <Button size="xs" variant="default" onClick={() => void load()}>
                {intl.formatMessage(messages.tryAgain)}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {loaded.state === 'ready' && !feed && (
        <Group gap="sm">
          <Button leftSection={<IconCalendarShare size={16} aria-hidden="true" />} loading={busy === 'on'} disabled={!online} onClick={() => void renew('on')}>
            {intl.formatMessage(messages.turnOn)}
          </Button>
          {!online && (
            <Text size="sm" c="dimmed">
              {intl.formatMessage(messages.offlineOn)}
            </Text>
          )}
        </Group>
      )}
      {feed && (
        <Stack gap="xs">
          <TextInput
            label={intl.formatMessage(messages.address)}
            description={intl.formatMessage(messages.addressHint)}
            value={feed.webcal_url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            rightSectionWidth={40}
            rightSection={
              <CopyButton value={feed.webcal_url} timeout={2000}>
                {({ copied, copy }) => (
                  <Tooltip label={intl.formatMessage(copied ? messages.copied : messages.copy)} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'teal' : 'gray'}
                      aria-label={intl.formatMessage(copied ? messages.copied : messages.copyAddress)}
                      onClick={() => {
                        copy();
                        toast.success(intl.formatMessage(messages.addressCopied), { description: intl.formatMessage(messages.addressCopiedHint) });
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
              {intl.formatMessage(messages.openInApp)}
            </Button>
            <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden="true" />} disabled={!online} loading={busy === 'renew'} onClick={() => setAsking('renew')}>
              {intl.formatMessage(messages.renewAddress)}
            </Button>
            <Button variant="default" color="red" disabled={!online} loading={busy === 'off'} onClick={() => setAsking('off')}>
              {intl.formatMessage(messages.turnOff)}
            </Button>
          </Group>
          {!online && (
            <Text size="sm" c="dimmed">
              {intl.formatMessage(messages.offlineChange)}
            </Text>
          )}
        </Stack>
      )}
      <Group gap="sm">
        <AddToCalendarButton href={SCHEDULE_CALENDAR_HREF} scope="schedule" label={intl.formatMessage(messages.download)} variant="subtle" />
      </Group>
      <Modal opened={question !== null} onClose={() => setAsking(null)} title={question && intl.formatMessage(question.title)} centered>
        <Stack gap="md">
          <Text size="sm">{question && intl.formatMessage(question.text)}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(null)}>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <Button color={asking === 'off' ? 'red' : undefined} loading={busy !== null} onClick={() => void (asking === 'off' ? turnOff() : renew('renew'))}>
              {question && intl.formatMessage(question.action)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
