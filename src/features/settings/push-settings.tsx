import { Alert, Group, Loader, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconBellOff, IconDeviceMobile, IconWifiOff } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { PUSH_CATEGORIES, PUSH_CATEGORY_FACTS, pushPreferencesProblem, type PushCategory, type PushPreferences } from '../../../schemas/push';
import { deviceTimeZone } from '../../../schemas/time-zone';
import { toast } from '../../components/toasts/toast';
import { defineMessages } from '../../i18n/define-messages';
import { ApiError } from '../../lib/api-client';
import { useOnline } from '../../lib/use-online';
import { getPushSettings, onPushChange, pushRevokedHere, pushSupport, savePushPreferences, turnOffPushHere, turnOnPushHere, type PushSettings } from '../../lib/push';

/** Why a change of the member's notifications failed: no connection, the server's own words (too many changes), or another reason, if one is known. */
type PushProblem = { kind: 'offline' } | { kind: 'server'; message: string } | { kind: 'failed'; reason: string | null };

/** What the member was doing when it failed. */
type PushAction = 'load' | 'save' | 'turnOn' | 'turnOff';

type Loaded = { state: 'loading' } | { state: 'failed'; problem: PushProblem } | { state: 'ready'; settings: PushSettings };

const DEFAULT_QUIET = { from: '22:00', to: '07:00' };

const messages = defineMessages({
  heading: { id: 'settings.push.heading', defaultMessage: 'Notifications on this phone' },
  intro: {
    id: 'settings.push.intro',
    defaultMessage:
      'What reaches you while Meetverse is closed. Nothing comes while the app is open on one of your devices, and a busy conversation sends at most one every five minutes.',
  },
  offlineNote: {
    id: 'settings.push.offlineNote',
    defaultMessage: 'Connect to the internet to change notifications. Your choices are kept and apply on all your devices.',
  },
  iosTitle: { id: 'settings.push.iosTitle', defaultMessage: 'Add Meetverse to your Home Screen to get notifications' },
  iosText: {
    id: 'settings.push.iosText',
    defaultMessage:
      'On iPhone and iPad (iOS 16.4 or later), notifications come to the app added to the Home Screen: tap Share, then Add to Home Screen, and open Meetverse from there.',
  },
  unsupported: {
    id: 'settings.push.unsupported',
    defaultMessage: 'This browser cannot show notifications from Meetverse. Your choices below still apply on your other devices.',
  },
  blockedTitle: { id: 'settings.push.blockedTitle', defaultMessage: 'Notifications are blocked' },
  blockedText: {
    id: 'settings.push.blockedText',
    defaultMessage: "This browser blocks notifications from Meetverse. Allow them in the browser's settings for this site, then turn them on here again.",
  },
  revokedTitle: { id: 'settings.push.revokedTitle', defaultMessage: 'Notifications stopped on this phone' },
  revokedText: {
    id: 'settings.push.revokedText',
    defaultMessage:
      'This browser no longer allows notifications from Meetverse, so this phone gets none. Turn them on here again and allow them when the browser asks.',
  },
  loading: { id: 'settings.push.loading', defaultMessage: 'Loading your notification choices…' },
  notLoaded: { id: 'settings.push.notLoaded', defaultMessage: 'Notification choices not loaded' },
  device: { id: 'settings.push.device', defaultMessage: 'Send notifications to this phone' },
  deviceOn: { id: 'settings.push.deviceOn', defaultMessage: 'On: {kinds}.' },
  deviceOnNone: { id: 'settings.push.deviceOnNone', defaultMessage: 'On: no kinds chosen yet.' },
  deviceOff: { id: 'settings.push.deviceOff', defaultMessage: 'Turning this on asks your browser for permission. You will get: {kinds}.' },
  deviceOffNone: {
    id: 'settings.push.deviceOffNone',
    defaultMessage: 'Turning this on asks your browser for permission. You will get: the kinds you choose below.',
  },
  kinds: { id: 'settings.push.kinds', defaultMessage: 'Kinds of notification' },
  kindsHeading: { id: 'settings.push.kindsHeading', defaultMessage: 'What to send, on all your devices' },
  previews: { id: 'settings.push.previews', defaultMessage: 'Show previews' },
  previewsHint: {
    id: 'settings.push.previewsHint',
    defaultMessage: "Who wrote and what. Off, a notification only says what kind of thing happened, such as 'New message'.",
  },
  turnedOn: { id: 'settings.push.turnedOn', defaultMessage: 'Notifications on for this phone' },
  turnedOff: { id: 'settings.push.turnedOff', defaultMessage: 'Notifications off for this phone' },
  quiet: { id: 'settings.push.quiet', defaultMessage: 'Quiet hours' },
  quietOn: { id: 'settings.push.quietOn', defaultMessage: 'Nothing between {from} and {to} ({timeZone}).' },
  quietOff: { id: 'settings.push.quietOff', defaultMessage: 'No notifications at night, or whenever you choose.' },
  quietFrom: { id: 'settings.push.quietFrom', defaultMessage: 'From' },
  quietTo: { id: 'settings.push.quietTo', defaultMessage: 'To' },
  offline: {
    id: 'settings.push.problem.offline',
    defaultMessage:
      '{action, select, load {Connect to the internet to load your notification choices} save {Connect to the internet to save your notification choices} turnOn {Connect to the internet to turn on notifications} other {Connect to the internet to turn off notifications}}',
  },
  failedBecause: {
    id: 'settings.push.problem.failedBecause',
    defaultMessage:
      '{action, select, load {Could not load your notification choices: {reason}} save {Could not save your notification choices: {reason}} turnOn {Could not turn on notifications: {reason}} other {Could not turn off notifications: {reason}}}',
  },
  failed: {
    id: 'settings.push.problem.failed',
    defaultMessage:
      '{action, select, load {Could not load your notification choices. Try again.} save {Could not save your notification choices. Try again.} turnOn {Could not turn on notifications. Try again.} other {Could not turn off notifications. Try again.}}',
  },
});

const permissionNow = (): NotificationPermission | 'none' => ('Notification' in globalThis ? Notification.permission : 'none');

/** Why a change of the member's notifications failed, read when it failed. */
function pushProblem(error: unknown): PushProblem {
  if ((error instanceof ApiError && error.offline) || !navigator.onLine) return { kind: 'offline' };
  if (error instanceof ApiError && error.status === 429) return { kind: 'server', message: error.message };
  if (error instanceof Error && !(error instanceof ApiError) && error.message) return { kind: 'failed', reason: error.message };
  return { kind: 'failed', reason: null };
}

/** What the member reads when a change of their notifications failed. */
function pushProblemText(intl: IntlShape, problem: PushProblem, action: PushAction): string {
  if (problem.kind === 'offline') return intl.formatMessage(messages.offline, { action });
  if (problem.kind === 'server') return problem.message;
  return problem.reason ? intl.formatMessage(messages.failedBecause, { action, reason: problem.reason }) : intl.formatMessage(messages.failed, { action });
}

/** The kinds turned on, in words, as a list in the language on screen: what this phone will get. */
const onKinds = (intl: IntlShape, preferences: PushPreferences) => {
  const kinds = PUSH_CATEGORIES.filter((category) => preferences.categories[category]).map((category) =>
    PUSH_CATEGORY_FACTS[category].label.toLocaleLowerCase(intl.locale),
  );
  return kinds.length ? intl.formatList(kinds, { type: 'unit', style: 'short' }) : null;
};

/**
 * Settings' 'Notifications on this phone': whether this device gets push, which kinds (the member's
 * choices, the same on each of their devices), quiet hours and previews. The browser's permission
 * prompt comes only once the member turns push on here, after the words saying what will come.
 * Choices live on the server, so they change only online; offline they are shown, disabled, with why.
 */
export function PushSettingsSection() {
  const intl = useIntl();
  const online = useOnline();
  const support = pushSupport();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [permission, setPermission] = useState(permissionNow);
  const [revoked, setRevoked] = useState(pushRevokedHere);

  const load = useCallback(async () => {
    setLoaded({ state: 'loading' });
    try {
      setLoaded({ state: 'ready', settings: await getPushSettings() });
    } catch (error) {
      setLoaded({ state: 'failed', problem: pushProblem(error) });
    }
  }, []);

  useEffect(() => {
    if (online) void load();
  }, [online, load]);

  // The app changed this device's push by itself at start (sent its subscription again, or stopped it).
  useEffect(
    () =>
      onPushChange(() => {
        setPermission(permissionNow());
        setRevoked(pushRevokedHere());
        if (navigator.onLine) void load();
      }),
    [load],
  );

  const settings = loaded.state === 'ready' ? loaded.settings : null;

  const save = async (next: PushPreferences) => {
    if (!settings) return;
    const before = settings;
    setLoaded({ state: 'ready', settings: { ...settings, preferences: next } });
    try {
      await savePushPreferences(next);
    } catch (error) {
      setLoaded({ state: 'ready', settings: before });
      toast.error(pushProblemText(intl, pushProblem(error), 'save'));
    }
  };

  const setDevice = async (on: boolean) => {
    if (!settings) return;
    setBusy(true);
    try {
      if (on) {
        const answer = await turnOnPushHere();
        setPermission(answer);
        setRevoked(pushRevokedHere());
        if (answer !== 'granted') return;
        // The member's choices start from the device's time zone for quiet hours.
        if (settings.devices === 0) await savePushPreferences({ ...settings.preferences, time_zone: deviceTimeZone() });
      } else await turnOffPushHere();
      await load();
      toast.success(intl.formatMessage(on ? messages.turnedOn : messages.turnedOff));
    } catch (error) {
      toast.error(pushProblemText(intl, pushProblem(error), on ? 'turnOn' : 'turnOff'));
    } finally {
      setBusy(false);
    }
  };

  const disabled = !online || !settings || busy;
  const preferences = settings?.preferences;
  const deviceBlocked = support !== 'supported' || permission === 'denied';
  const kinds = preferences ? onKinds(intl, preferences) : null;
  const deviceHint = settings?.subscribed
    ? kinds
      ? intl.formatMessage(messages.deviceOn, { kinds })
      : intl.formatMessage(messages.deviceOnNone)
    : kinds
      ? intl.formatMessage(messages.deviceOff, { kinds })
      : intl.formatMessage(messages.deviceOffNone);

  return (
    <Stack gap="sm" component="section" aria-label={intl.formatMessage(messages.heading)}>
      <Title order={2} size="h4">
        {intl.formatMessage(messages.heading)}
      </Title>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(messages.intro)}
      </Text>
      {!online && (
        <Alert color="gray" icon={<IconWifiOff size={18} aria-hidden="true" />}>
          {intl.formatMessage(messages.offlineNote)}
        </Alert>
      )}
      {support === 'ios-not-installed' && (
        <Alert color="blue" icon={<IconDeviceMobile size={18} aria-hidden="true" />} title={intl.formatMessage(messages.iosTitle)}>
          {intl.formatMessage(messages.iosText)}
        </Alert>
      )}
      {support === 'unsupported' && (
        <Alert color="gray" icon={<IconBellOff size={18} aria-hidden="true" />}>
          {intl.formatMessage(messages.unsupported)}
        </Alert>
      )}
      {support === 'supported' && permission === 'denied' && (
        <Alert color="orange" icon={<IconBellOff size={18} aria-hidden="true" />} title={intl.formatMessage(messages.blockedTitle)}>
          {intl.formatMessage(messages.blockedText)}
        </Alert>
      )}
      {support === 'supported' && permission === 'default' && revoked && (
        <Alert color="orange" icon={<IconBellOff size={18} aria-hidden="true" />} title={intl.formatMessage(messages.revokedTitle)}>
          {intl.formatMessage(messages.revokedText)}
        </Alert>
      )}
      {loaded.state === 'loading' && online && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{intl.formatMessage(messages.loading)}</Text>
        </Group>
      )}
      {loaded.state === 'failed' && online && (
        <Alert color="red" title={intl.formatMessage(messages.notLoaded)}>
          {pushProblemText(intl, loaded.problem, 'load')}
        </Alert>
      )}
      {preferences && settings && (
        <>
          {!deviceBlocked && (
            <Switch
              checked={settings.subscribed}
              disabled={disabled}
              onChange={(event) => void setDevice(event.currentTarget.checked)}
              label={intl.formatMessage(messages.device)}
              description={deviceHint}
            />
          )}
          <Stack gap="xs" role="group" aria-label={intl.formatMessage(messages.kinds)}>
            <Text size="sm" fw={600}>
              {intl.formatMessage(messages.kindsHeading)}
            </Text>
            {PUSH_CATEGORIES.map((category: PushCategory) => (
              <Switch
                key={category}
                checked={preferences.categories[category]}
                disabled={disabled}
                onChange={(event) => void save({ ...preferences, categories: { ...preferences.categories, [category]: event.currentTarget.checked } })}
                label={PUSH_CATEGORY_FACTS[category].label}
                description={PUSH_CATEGORY_FACTS[category].description}
              />
            ))}
          </Stack>
          <QuietHours preferences={preferences} disabled={disabled} onChange={(next) => void save(next)} />
          <Switch
            checked={preferences.previews}
            disabled={disabled}
            onChange={(event) => void save({ ...preferences, previews: event.currentTarget.checked })}
            label={intl.formatMessage(messages.previews)}
            description={intl.formatMessage(messages.previewsHint)}
          />
        </>
      )}
    </Stack>
  );
}

/** Quiet hours: no notification between two times of day, read in this device's time zone. */
function QuietHours({ preferences, disabled, onChange }: { preferences: PushPreferences; disabled: boolean; onChange: (next: PushPreferences) => void }) {
  const intl = useIntl();
  const quiet = preferences.quiet_hours;
  const [draft, setDraft] = useState(quiet ?? DEFAULT_QUIET);
  useEffect(() => {
    if (quiet) setDraft(quiet);
  }, [quiet]);
  const problem = pushPreferencesProblem({ ...preferences, quiet_hours: draft, time_zone: deviceTimeZone() });
  const commit = (next: { from: string; to: string }) => {
    setDraft(next);
    const wellFormed = /^\d\d:\d\d$/.test(next.from) && /^\d\d:\d\d$/.test(next.to);
    if (quiet && wellFormed && !pushPreferencesProblem({ ...preferences, quiet_hours: next, time_zone: deviceTimeZone() })) onChange({ ...preferences, quiet_hours: next, time_zone: deviceTimeZone() });
  };
  return (
    <Stack gap="xs">
      <Switch
        checked={Boolean(quiet)}
        disabled={disabled || (!quiet && Boolean(problem))}
        onChange={(event) => onChange({ ...preferences, quiet_hours: event.currentTarget.checked ? draft : null, time_zone: deviceTimeZone() })}
        label={intl.formatMessage(messages.quiet)}
        description={
          quiet
            ? intl.formatMessage(messages.quietOn, { from: quiet.from, to: quiet.to, timeZone: preferences.time_zone })
            : intl.formatMessage(messages.quietOff)
        }
      />
      {quiet && (
        <Group gap="sm" align="flex-start">
          <TextInput type="time" label={intl.formatMessage(messages.quietFrom)} value={draft.from} disabled={disabled} onChange={(event) => commit({ ...draft, from: event.currentTarget.value })} w={140} />
          <TextInput type="time" label={intl.formatMessage(messages.quietTo)} value={draft.to} disabled={disabled} onChange={(event) => commit({ ...draft, to: event.currentTarget.value })} w={140} error={problem} />
        </Group>
      )}
    </Stack>
  );
}
