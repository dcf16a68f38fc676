import { Alert, Group, Loader, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconBellOff, IconDeviceMobile, IconWifiOff } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { PUSH_CATEGORIES, PUSH_CATEGORY_FACTS, pushPreferencesProblem, type PushCategory, type PushPreferences } from '../../../schemas/push';
import { deviceTimeZone } from '../../../schemas/time-zone';
import { toast } from '../../components/toasts/toast';
import { ApiError } from '../../lib/api-client';
import { useOnline } from '../../lib/use-online';
import { getPushSettings, onPushChange, pushRevokedHere, pushSupport, savePushPreferences, turnOffPushHere, turnOnPushHere, type PushSettings } from '../../lib/push';

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; settings: PushSettings };

const DEFAULT_QUIET = { from: '22:00', to: '07:00' };


const permissionNow = (): NotificationPermission | 'none' => ('Notification' in globalThis ? Notification.permission : 'none');

/** What the member reads when a change of their notifications failed. */
function pushError(error: unknown, what: string): string {
  if ((error instanceof ApiError && error.offline) || !navigator.onLine) return `Connect to the internet to ${what}`;
  if (error instanceof ApiError && error.status === 429) return error.message;
  if (error instanceof Error && !(error instanceof ApiError) && error.message) return `Could not ${what}: ${error.message}`;
  return `Could not ${what}. Try again.`;
}

/** The kinds turned on, in words: what this phone will get. */
const onKinds = (preferences: PushPreferences) =>
  PUSH_CATEGORIES.filter((category) => preferences.categories[category])
    .map((category) => PUSH_CATEGORY_FACTS[category].label.toLowerCase())
    .join(', ');

/**
 * Settings' 'Notifications on this phone': whether this device gets push, which kinds (the member's
 * choices, the same on each of their devices), quiet hours and previews. The browser's permission
 * prompt comes only once the member turns push on here, after the words saying what will come.
 * Choices live on the server, so they change only online; offline they are shown, disabled, with why.
 */
export function PushSettingsSection() {
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
      setLoaded({ state: 'failed', message: pushError(error, 'load your notification choices') });
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
      toast.error(pushError(error, 'save your notification choices'));
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
      toast.success(on ? 'Notifications on for this phone' : 'Notifications off for this phone');
    } catch (error) {
      toast.error(pushError(error, on ? 'turn on notifications' : 'turn off notifications'));
    } finally {
      setBusy(false);
    }
  };

  const disabled = !online || !settings || busy;
  const preferences = settings?.preferences;
  const deviceBlocked = support !== 'supported' || permission === 'denied';

  return (
    <Stack gap="sm" component="section" aria-label="Notifications on this phone">
      <Title order={2} size="h4">
        Notifications on this phone
      </Title>
      <Text size="sm" c="dimmed">
        What reaches you while Meetverse is closed. Nothing comes while the app is open on one of your devices, and a busy conversation sends at most one every five minutes.
      </Text>
      {!online && (
        <Alert color="gray" icon={<IconWifiOff size={18} aria-hidden="true" />}>
          Connect to the internet to change notifications. Your choices are kept and apply on all your devices.
        </Alert>
      )}
      {support === 'ios-not-installed' && (
        <Alert color="blue" icon={<IconDeviceMobile size={18} aria-hidden="true" />} title="Add Meetverse to your Home Screen to get notifications">
          On iPhone and iPad (iOS 16.4 or later), notifications come to the app added to the Home Screen: tap Share, then Add to Home Screen, and open Meetverse from there.
        </Alert>
      )}
      {support === 'unsupported' && (
        <Alert color="gray" icon={<IconBellOff size={18} aria-hidden="true" />}>
          This browser cannot show notifications from Meetverse. Your choices below still apply on your other devices.
        </Alert>
      )}
      {support === 'supported' && permission === 'denied' && (
        <Alert color="orange" icon={<IconBellOff size={18} aria-hidden="true" />} title="Notifications are blocked">
          This browser blocks notifications from Meetverse. Allow them in the browser's settings for this site, then turn them on here again.
        </Alert>
      )}
      {support === 'supported' && permission === 'default' && revoked && (
        <Alert color="orange" icon={<IconBellOff size={18} aria-hidden="true" />} title="Notifications stopped on this phone">
          This browser no longer allows notifications from Meetverse, so this phone gets none. Turn them on here again and allow them when the browser asks.
        </Alert>
      )}
      {loaded.state === 'loading' && online && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">Loading your notification choices…</Text>
        </Group>
      )}
      {loaded.state === 'failed' && online && (
        <Alert color="red" title="Notification choices not loaded">
          {loaded.message}
        </Alert>
      )}
      {preferences && settings && (
        <>
          {!deviceBlocked && (
            <Switch
              checked={settings.subscribed}
              disabled={disabled}
              onChange={(event) => void setDevice(event.currentTarget.checked)}
              label="Send notifications to this phone"
              description={
                settings.subscribed
                  ? `On: ${onKinds(preferences) || 'no kinds chosen yet'}.`
                  : `Turning this on asks your browser for permission. You will get: ${onKinds(preferences) || 'the kinds you choose below'}.`
              }
            />
          )}
          <Stack gap="xs" role="group" aria-label="Kinds of notification">
            <Text size="sm" fw={600}>
              What to send, on all your devices
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
            label="Show previews"
            description="Who wrote and what. Off, a notification only says what kind of thing happened, such as 'New message'."
          />
        </>
      )}
    </Stack>
  );
}

/** Quiet hours: no notification between two times of day, read in this device's time zone. */
function QuietHours({ preferences, disabled, onChange }: { preferences: PushPreferences; disabled: boolean; onChange: (next: PushPreferences) => void }) {
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
        label="Quiet hours"
        description={quiet ? `Nothing between ${quiet.from} and ${quiet.to} (${preferences.time_zone}).` : 'No notifications at night, or whenever you choose.'}
      />
      {quiet && (
        <Group gap="sm" align="flex-start">
          <TextInput type="time" label="From" value={draft.from} disabled={disabled} onChange={(event) => commit({ ...draft, from: event.currentTarget.value })} w={140} />
          <TextInput type="time" label="To" value={draft.to} disabled={disabled} onChange={(event) => commit({ ...draft, to: event.currentTarget.value })} w={140} error={problem} />
        </Group>
      )}
    </Stack>
  );
}
